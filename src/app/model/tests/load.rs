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
    assert_eq!(
        event_line(&m),
        "Loaded 3 moves — Undo brings the last one back"
    );
    assert!(m.apply(Action::Notify(Notice::Text("x".into()))));
    assert!(m.apply(Action::DismissNotice));
    assert!(!m.apply(Action::DismissNotice));
}

#[test]
fn a_pasted_obf_position_is_set_up_and_a_bad_one_says_where() {
    let obf = "---------------------------OX------XO--------------------------- X";
    let (game, tags) = super::parse_game(obf, Rules::WOF).unwrap();
    assert_eq!(game.start(), Position::START);
    assert_eq!(tags, None, "no GGF, no tags");
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
        m.notice().as_deref(),
        Some("Could not load the GGF record: move 3 (a1): a1 flips no disc")
    );
}

#[test]
fn copy_gives_a_record_that_pastes_back_to_the_same_game_from_any_start() {
    let mut m = new(humans());
    // A position set up by hand, then two moves.
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert!(m.apply(Action::Play(sq("c3"))), "c3 empty → black");
    assert!(m.apply(Action::Edit(EditAction::Turn(Color::White))));
    assert!(m.apply(Action::Edit(EditAction::Done)));
    let legal = m.legal_squares().first().unwrap();
    assert!(m.apply(Action::Play(legal)));
    let record = m.game().record();
    assert!(record.starts_with(&m.game().start().to_obf()), "{record}");
    let mut other = new(humans());
    assert!(other.apply(Action::Load(LoadAction::Moves(record))));
    assert_eq!(other.notice(), None);
    assert_eq!(other.game(), m.game());
}

#[test]
fn new_game_paste_and_load_can_be_undone() {
    let mut m = new(vs_computer());
    assert!(!m.can_undo());
    // A fresh game is not worth keeping: New game on it keeps nothing.
    assert!(m.apply(Action::NewGame { seed: 1 }));
    assert!(!m.can_undo());
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    let played = m.game().clone();
    assert!(m.apply(Action::NewGame { seed: 2 }));
    assert!(m.kept_replaced_game());
    assert_eq!(
        event_line(&m),
        "New game started — Undo brings the last one back"
    );
    assert!(m.can_undo());
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game(), &played);
    assert_eq!(m.event(), Event::Restored);
    assert!(!m.kept_replaced_game());
    assert!(m.human_to_move());
    // Paste replaces it; Undo brings it back again; a bad paste keeps nothing.
    assert!(m.apply(Action::Load(LoadAction::Moves("e6".into()))));
    assert!(event_line(&m).starts_with("Loaded 1 move — Undo"));
    assert!(m.apply(Action::Load(LoadAction::Moves("e6 a1".into()))));
    assert!(m.notice().is_some());
    assert_eq!(m.game().notation(), "e6");
    // The first Undo takes e6 back (a human decides at the start), the second brings
    // the replaced game back.
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game().ply(), 0);
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game(), &played);
    // The computer played first in a game that replaced another: Undo skips to the old game.
    let mut first = humans();
    first.black = Player::Computer { level: 1 };
    let mut m = Model::new(played.clone(), first, 1, Event::Loaded);
    assert!(m.apply(Action::NewGame { seed: 3 }));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("f5")))
    }));
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game(), &played);
}

#[test]
fn a_wrong_square_is_told_and_changes_nothing_else() {
    let mut m = new(humans());
    let before = m.game().clone();
    assert!(m.apply(Action::Play(sq("e4"))));
    assert_eq!(m.game(), &before);
    assert_eq!(
        m.event(),
        Event::NotLegal {
            square: sq("e4"),
            serial: 0
        }
    );
    assert_eq!(event_line(&m), "e4 is not a legal move");
    assert!(m.apply(Action::Play(sq("e4"))));
    assert_eq!(
        m.event(),
        Event::NotLegal {
            square: sq("e4"),
            serial: 1
        },
        "told again"
    );
    assert_eq!(
        describe::live_sentence(&m),
        "e4 is not a legal move. Black to move, 2–2."
    );
    assert!(m.apply(Action::Play(sq("f5"))));
    assert_eq!(event_line(&m), "Black played f5, flipping 1");
}

#[test]
fn a_record_between_two_people_keeps_their_names_in_neutral_words_and_its_tags() {
    // You against a computer, then a finished game between Ann and Bob pasted as GGF.
    let mut m = new(vs_computer());
    let moves = moves_with_a_pass();
    let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let tags = outflank_engine::GgfTags {
        black: "Ann".into(),
        white: "Bob".into(),
        place: "Club".into(),
        date: "2025.01.02".into(),
        result: String::new(),
    };
    let text = outflank_engine::format_ggf_record(Position::START, &moves, &tags);
    assert!(m.apply(Action::Load(LoadAction::Moves(text))));
    assert_eq!(m.game().moves(), &moves[..], "{list:?}");
    assert_eq!(m.record(), Some(&tags));
    assert_eq!(m.record_player(Color::Black).as_deref(), Some("Ann"));
    let outcome = m.outcome().expect("a finished game");
    let winner = outcome.winner.expect("not a draw in this game");
    let name = if winner == Color::Black { "Ann" } else { "Bob" };
    let headline = describe::result_headline(&m).unwrap();
    assert!(headline.starts_with(&format!("{name} wins ")), "{headline}");
    assert!(!turn_line(&m).contains("You"), "{}", turn_line(&m));
    // The GGF copy keeps the record's players, place and date, and gives the result.
    let copied = m.ggf(("You", "Bramble"), "2026.11.27");
    let (game, read) = outflank_engine::parse_ggf_record(&copied, Rules::WOF).unwrap();
    assert_eq!(game.moves(), &moves[..]);
    assert_eq!((read.black.as_str(), read.white.as_str()), ("Ann", "Bob"));
    assert_eq!(
        (read.place.as_str(), read.date.as_str()),
        ("Club", "2025.01.02")
    );
    let diff = outcome.black as i32 - outcome.white as i32;
    assert_eq!(read.result, outflank_engine::GgfTags::result_of(diff));
    // Kept with the game: after a reload (the saved game read back), the same record.
    let reloaded = reload(&m);
    assert_eq!(reloaded.record(), Some(&tags));
    assert_eq!(describe::result_headline(&reloaded), Some(headline));
    // A finished move list pasted: a record between Black and White.
    let plain: String = list.iter().filter(|m| *m != "pass").cloned().collect();
    assert!(m.apply(Action::Load(LoadAction::Moves(plain))));
    assert_eq!(m.record_player(Color::White).as_deref(), Some("White"));
    let reloaded = reload(&m);
    assert_eq!(
        reloaded.record_player(Color::White).as_deref(),
        Some("White")
    );
    assert!(
        !turn_line(&reloaded).contains("You"),
        "{}",
        turn_line(&reloaded)
    );
    let copied = m.ggf(("You", "Bramble"), "2026.11.27");
    assert!(copied.contains("PB[Black]PW[White]"), "{copied}");
    let headline = describe::result_headline(&m).unwrap();
    let colour = winner.to_string();
    assert!(
        headline.starts_with(&format!("{colour} wins ")),
        "{headline}"
    );
    // An unfinished one is the players' own game, and a new game ends the record.
    assert!(m.apply(Action::Load(LoadAction::Moves("f5d6".into()))));
    assert_eq!(m.record(), None);
    assert_eq!(reload(&m).record(), None);
    // Our own game's copy: the players given, today's date, the result at the end.
    let own = m.ggf(("You", "Bramble"), "2026.11.27");
    let (_, read) = outflank_engine::parse_ggf_record(&own, Rules::WOF).unwrap();
    assert_eq!(
        (
            read.black.as_str(),
            read.white.as_str(),
            read.date.as_str(),
            read.result.as_str()
        ),
        ("You", "Bramble", "2026.11.27", "")
    );
}

/// The model as a reload restores it: its saved game written and read back.
fn reload(m: &Model) -> Model {
    let saved = save::SavedGame::from_json(&m.saved().to_json()).expect("a saved game reads back");
    Model::from_saved(saved, 1, Event::Resumed, &Texts::english())
}
