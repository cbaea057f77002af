//! Pasted move lists and OBF positions.

use super::*;

#[test]
fn loading_moves_replaces_the_game_or_explains_why_not() {
    let mut m = new(humans());
    m.apply(Action::Play(sq("f5")));
    assert!(m.apply(Action::Load(LoadAction::Moves("f5 d6 z9".into()))));
    assert_eq!(m.game().notation(), "f5", "bad input loses nothing");
    assert!(m
        .notice()
        .unwrap()
        .starts_with("Could not load the moves: move 3"));
    assert!(m.apply(Action::Load(LoadAction::Moves("F5d6C3".into()))));
    assert_eq!(m.notice(), None);
    assert_eq!(m.game().notation(), "f5d6c3");
    assert_eq!(event_line(&m), "Loaded 3 moves");
    assert!(m.apply(Action::Notify("x".into())));
    assert!(m.apply(Action::DismissNotice));
    assert!(!m.apply(Action::DismissNotice));
}

#[test]
fn a_pasted_obf_position_is_set_up_and_a_bad_one_says_where() {
    let obf = "---------------------------OX------XO--------------------------- X";
    let game = super::parse_game(obf, Rules::WOF).unwrap();
    assert_eq!(game.start(), Position::START);
    assert!(super::looks_like_obf(obf));
    assert!(!super::looks_like_obf("f5d6c3"));
    let bad = "---------------------------OX------XQ--------------------------- X";
    let e = super::parse_game(bad, Rules::WOF).unwrap_err();
    assert!(e.starts_with("Could not set up the position: "), "{e}");
    let e = super::parse_game("f5d6a1", Rules::WOF).unwrap_err();
    assert!(e.contains("a1"), "{e}");
}

#[test]
fn a_pasted_ggf_record_loads_its_board_and_moves_and_a_bad_one_loses_nothing() {
    let mut m = new(humans());
    m.apply(Action::Play(sq("f5")));
    let record = outflank_engine::format_ggf(Position::START, m.game().moves(), "Ann", "Bob")
        .replace(";)", "W[D6]B[C3];)");
    assert!(m.apply(Action::Load(LoadAction::Moves(record.clone()))));
    assert_eq!(m.notice(), None);
    assert_eq!(m.game().notation(), "f5d6c3");
    let bad = record.replace("B[C3]", "B[A1]");
    assert!(m.apply(Action::Load(LoadAction::Moves(bad))));
    assert_eq!(m.game().notation(), "f5d6c3", "bad input loses nothing");
    assert_eq!(
        m.notice(),
        Some("Could not load the GGF record: move 3 (a1): a1 flips no disc")
    );
}
