//! The diagrams show what the engine says, and their words describe what they show.

use super::*;
use crate::i18n::Language;

fn en() -> PageTexts {
    PageTexts::new(Language::English).unwrap()
}

fn squares(names: &[&str]) -> Bitboard {
    names.iter().map(|n| sq(n)).collect()
}

#[test]
fn the_start_is_the_standard_start() {
    let d = start(&en());
    assert_eq!(d.position, Position::START);
    assert_eq!(
        d.description,
        "Black has 2 discs on e4 and d5. White has 2 discs on d4 and e5. Black to move."
    );
}

#[test]
fn the_legal_moves_are_the_engines() {
    let d = legal_moves(&en());
    assert_eq!(d.position.turn, Color::White);
    let marked: Bitboard = d.marks.iter().map(|(s, _)| *s).collect();
    assert_eq!(Status::Moves(marked), d.position.status(Rules::WOF));
    assert!(d.marks.iter().all(|(_, m)| *m == Mark::Legal));
    assert!(marked.count() >= 4, "a good example has a handful of moves");
    assert!(d.caption.contains(&list(&en(), marked)), "{}", d.caption);
    assert!(
        d.description.contains("Legal moves marked: "),
        "{}",
        d.description
    );
}

#[test]
fn the_several_directions_move_flips_in_three_directions_and_not_in_others() {
    let (before, after) = several_directions(&en());
    let at = sq("d4");
    assert_eq!(before.mark(at), Some(Mark::Target));
    let flipped = before.position.board.flips(at);
    assert_eq!(flipped, squares(&["e4", "f4", "d5", "e5"]));
    let groups = flips_by_direction(at, flipped);
    assert_eq!(
        groups,
        vec![
            ("east", vec![sq("e4"), sq("f4")]),
            ("south-east", vec![sq("e5")]),
            ("south", vec![sq("d5")]),
        ]
    );
    // c3 is White but nothing of Black's lies beyond it: it stays White.
    assert_eq!(after.position.disc_at(sq("c3")), Some(Color::White));
    assert_eq!(after.position.disc_at(at), Some(Color::Black));
    for s in flipped {
        assert_eq!(after.position.disc_at(s), Some(Color::Black));
        assert_eq!(after.mark(s), Some(Mark::Flipped));
    }
    assert_eq!(after.mark(at), Some(Mark::Placed));
    assert_eq!(
        after.caption,
        "…and flips 4 discs in 3 directions: e4 and f4 (east), e5 (south-east) and d5 \
         (south)."
    );
}

#[test]
fn the_gap_breaks_the_line() {
    let (broken, whole) = broken_line(&en());
    let at = sq("h5");
    // With the gap, h5 is not legal and flips nothing.
    assert!(!broken.position.is_legal(Move::Place(at), Rules::WOF));
    assert!(broken.position.board.flips(at).is_empty());
    assert_eq!(broken.position.disc_at(sq("e5")), None);
    assert_eq!(broken.mark(sq("e5")), Some(Mark::Gap));
    assert_eq!(broken.mark(at), Some(Mark::Illegal));
    // Without it, the same move outflanks f5 and g5.
    assert!(whole.position.is_legal(Move::Place(at), Rules::WOF));
    assert_eq!(whole.position.board.flips(at), squares(&["f5", "g5"]));
    assert_eq!(
        whole.caption,
        "With a Black disc on e5 instead, h5 is legal and would flip f5 and g5."
    );
}

#[test]
fn the_pass_position_is_a_forced_pass_from_a_real_game() {
    let d = pass(&en());
    assert_eq!(d.position.status(Rules::WOF), Status::MustPass);
    // Under the other rule, the same position ends the game.
    assert_eq!(
        d.position.status(Rules::NO_MOVE_ENDS_GAME),
        Status::GameOver
    );
    let after = d.position.play(Move::Pass, Rules::WOF).unwrap();
    let marked: Bitboard = d.marks.iter().map(|(s, _)| *s).collect();
    assert_eq!(Status::Moves(marked), after.status(Rules::WOF));
    assert!(d
        .caption
        .starts_with("White to move has no legal move, so White passes"));
}

#[test]
fn the_end_position_is_over_and_scored_with_the_empties() {
    let d = game_end(&en());
    assert_eq!(d.position.status(Rules::WOF), Status::GameOver);
    let o = d.position.outcome();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(
        (
            d.position.count(Color::Black),
            d.position.count(Color::White)
        ),
        (39, 22)
    );
    assert_eq!((o.black, o.white), (42, 22));
    assert_eq!(d.marks.len(), 3);
    assert_eq!(
        d.caption,
        "Neither side can move, with 3 squares empty. Black has 39 discs and White 22. \
         The 3 empty squares count for the winner: Black wins 42–22."
    );
}

#[test]
fn the_wipe_out_scores_sixty_four_to_nothing() {
    let d = wipe_out(&en());
    assert_eq!(d.position.status(Rules::WOF), Status::GameOver);
    assert_eq!(d.position.count(Color::White), 0);
    assert_eq!(d.position.count(Color::Black), 13);
    let o = d.position.outcome();
    assert_eq!((o.black, o.white), (64, 0));
    assert!(d.caption.contains("After only 9 moves"), "{}", d.caption);
    assert!(
        d.caption.ends_with("scores Black wins 64–0."),
        "{}",
        d.caption
    );
}

#[test]
fn descriptions_name_every_disc_and_mark() {
    for d in all_diagrams(&en()) {
        for c in Color::ALL {
            for s in d.position.discs(c) {
                assert!(d.description.contains(&s.to_string()), "{}: {s}", d.id);
            }
        }
        for (s, _) in &d.marks {
            assert!(d.description.contains(&s.to_string()), "{}: {s}", d.id);
        }
        assert!(d.description.ends_with('.'), "{}", d.id);
    }
}

#[test]
fn every_diagram_has_its_own_id() {
    let ids: std::collections::HashSet<_> = all_diagrams(&en()).iter().map(|d| d.id).collect();
    assert_eq!(ids.len(), all_diagrams(&en()).len());
}

#[test]
fn directions_follow_the_compass_with_row_one_at_the_top() {
    let d4 = sq("d4");
    assert_eq!(direction(d4, sq("d1")), "north");
    assert_eq!(direction(d4, sq("h8")), "south-east");
    assert_eq!(direction(d4, sq("a4")), "west");
    assert_eq!(direction(d4, sq("a1")), "north-west");
    assert_eq!(direction(d4, sq("g1")), "north-east");
    assert_eq!(direction(d4, sq("a7")), "south-west");
}
