//! The opening trainer: the drill's judgement from the book's values and the named
//! lines, the app's replies, the line's naming, and the Leitner boxes.

use super::*;
use outflank_engine::ai::book::Book;
use outflank_engine::{opening_lines, Bitboard, Color, Move, Position, Square};
use std::sync::OnceLock;

/// The engine's own book, as the worker loads it.
fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| {
        Book::from_bytes(include_bytes!("../../../../engine/data/book.ofbk"))
            .expect("the engine's book reads")
    })
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn squares(b: Bitboard) -> Vec<String> {
    let mut v: Vec<String> = b.into_iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Answers the drill's questions from the book as the worker does, until it waits for
/// the player's move or is over.
fn answer(drill: &mut Drill) {
    while let Some((serial, position)) = drill.question() {
        assert!(drill.answered(serial, book().move_values(position.board)));
    }
}

fn tiger() -> (LineChoice, Vec<Square>) {
    let (opening, moves) = opening_lines().find(|(o, _)| o.name == "Tiger").unwrap();
    (LineChoice::Named(opening.index), moves.to_vec())
}

fn played(drill: &Drill) -> String {
    drill
        .moves()
        .iter()
        .map(|m| match m {
            Move::Place(s) => s.to_string(),
            Move::Pass => "pass".into(),
        })
        .collect()
}

#[test]
fn a_named_line_is_judged_by_its_moves_and_the_app_plays_it() {
    let (line, moves) = tiger();
    let mut drill = Drill::new(line, moves, Color::Black, 7, 1);
    // The book is asked for the values it shows; the board waits for them.
    assert!(!drill.can_play());
    answer(&mut drill);
    // Any of the four first moves opens the Tiger.
    assert_eq!(squares(drill.right_moves()), ["c4", "d3", "e6", "f5"]);
    assert_eq!(drill.play(sq("c4")), Some(Judged::Right));
    // The app answers with the line's move, under the symmetry played.
    assert_eq!(played(&drill), "c4e3");
    assert_eq!(drill.replied(), Some(sq("e3")));
    answer(&mut drill);
    assert_eq!(squares(drill.right_moves()), ["f6"]);
    // Another move is wrong, even a good one; the right one is shown with its value.
    assert_eq!(drill.play(sq("f4")), Some(Judged::Wrong));
    assert!(drill.missed());
    assert!(!drill.can_play(), "a wrong move waits for Try again");
    assert!(drill.value_of(sq("f6")).is_some());
    assert_eq!(drill.play(sq("f6")), None);
    assert!(drill.try_again());
    assert_eq!(drill.play(sq("f6")), Some(Judged::Right));
    assert_eq!(played(&drill), "c4e3f6e6");
    answer(&mut drill);
    assert_eq!(drill.play(sq("f5")), Some(Judged::Right));
    assert_eq!(drill.ended(), Some(Ending::Line));
    assert_eq!(drill.question(), None);
    assert_eq!(drill.line().key(), "60");
}

#[test]
fn the_book_line_accepts_any_move_within_a_disc_and_the_app_replies_from_the_book() {
    for seed in 0..20 {
        let mut drill = Drill::new(LineChoice::Book, Vec::new(), Color::White, seed, 1);
        // The app (Black) needs the book's values to move first.
        let (serial, position) = drill.question().unwrap();
        assert_eq!(position, Position::START);
        assert!(
            !drill.answered(serial + 1, None),
            "a stale answer is dropped"
        );
        answer(&mut drill);
        let mut before = Position::START;
        let first = drill.moves()[0];
        let Move::Place(first) = first else { panic!() };
        assert!(within_margin(&book().move_values(before.board).unwrap()).contains(first));
        before
            .try_play(Move::Place(first), outflank_engine::Rules::WOF)
            .unwrap();
        // The player's right moves: the book's within one disc of its best.
        let values = book().move_values(before.board).unwrap();
        let best = values[0].1;
        let right: Vec<Square> = values
            .iter()
            .filter(|&&(_, v)| v >= best - 1)
            .map(|&(s, _)| s)
            .collect();
        assert_eq!(drill.right_moves(), right.iter().copied().collect());
        if let Some(&(wrong, v)) = values.iter().find(|&&(_, v)| v < best - 1) {
            assert_eq!(drill.play(wrong), Some(Judged::Wrong));
            assert_eq!(drill.loss_of(wrong), Some((best - v) as u8));
            assert!(drill.try_again());
        }
        assert_eq!(drill.play(right[0]), Some(Judged::Right));
        assert_eq!(drill.line().key(), "book");
    }
}

#[test]
fn the_book_line_ends_where_the_book_does() {
    let mut drill = Drill::new(LineChoice::Book, Vec::new(), Color::Black, 3, 1);
    let mut plies = 0;
    while drill.ended().is_none() {
        answer(&mut drill);
        if drill.ended().is_some() {
            break;
        }
        let best = drill.values().unwrap()[0].0;
        assert_eq!(drill.play(best), Some(Judged::Right));
        plies += 1;
        assert!(plies < 60);
    }
    assert_eq!(drill.ended(), Some(Ending::Book));
    assert!(drill.moves().len() >= 2, "{:?}", drill.moves());
    assert_eq!(book().move_values(drill.position().board), None);
    assert!(!drill.missed());
}

#[test]
fn a_drill_records_a_miss_at_once_and_a_clean_line_at_its_end() {
    let (line, moves) = tiger();
    let mut boxes = Leitner::default();
    let mut drill = Drill::new(line, moves.clone(), Color::Black, 1, 1);
    answer(&mut drill);
    assert!(!drill.record_into(&mut boxes), "nothing to say yet");
    drill.play(sq("a1"));
    drill.play(sq("d3")).unwrap();
    answer(&mut drill);
    let wrong = drill
        .position()
        .board
        .legal_moves()
        .into_iter()
        .find(|&s| !drill.right_moves().contains(s))
        .unwrap();
    assert_eq!(drill.play(wrong), Some(Judged::Wrong));
    assert!(drill.record_into(&mut boxes));
    assert!(!drill.record_into(&mut boxes), "recorded once");
    let card = *boxes.card(line, Color::Black).unwrap();
    assert_eq!(card.level, 1);
    assert!(boxes.is_due(&card), "a missed line is due at once");

    let mut clean = Drill::new(line, moves, Color::White, 1, 1);
    while clean.ended().is_none() {
        answer(&mut clean);
        if let Some(right) = clean.right_moves().first() {
            clean.play(right);
        }
    }
    assert!(clean.record_into(&mut boxes));
    assert_eq!(boxes.card(line, Color::White).unwrap().level, 1);
    assert_eq!(boxes.round(), 2);
}

#[test]
fn leitner_promotes_on_right_and_drops_to_box_one_on_wrong() {
    let mut boxes = Leitner::default();
    let tiger = LineChoice::Named(60);
    for level in 1..=BOXES {
        boxes.record(tiger, Color::Black, true);
        assert_eq!(boxes.card(tiger, Color::Black).unwrap().level, level);
    }
    boxes.record(tiger, Color::Black, true);
    let card = *boxes.card(tiger, Color::Black).unwrap();
    assert_eq!(card.level, BOXES, "the last box keeps it");
    assert!(card.mastered());
    assert_eq!(boxes.mastered(), 1);
    boxes.record(tiger, Color::Black, false);
    let card = *boxes.card(tiger, Color::Black).unwrap();
    assert_eq!((card.level, boxes.is_due(&card)), (1, true));
    assert_eq!(boxes.mastered(), 0);
}

#[test]
fn leitner_gives_due_lines_lowest_box_first_and_waits_longer_in_higher_boxes() {
    let mut boxes = Leitner::default();
    let (a, b, c) = (LineChoice::Named(1), LineChoice::Named(2), LineChoice::Book);
    boxes.record(a, Color::Black, true); // round 1: box 1, due at 1
    boxes.record(b, Color::White, true); // round 2: box 1, due at 2
    boxes.record(a, Color::Black, true); // round 3: box 2, due at 4
    boxes.record(c, Color::Black, false); // round 4: box 1, due at 4
    let due: Vec<(LineChoice, u8)> = boxes.due().iter().map(|c| (c.line, c.level)).collect();
    assert_eq!(due, [(b, 1), (c, 1), (a, 2)]);
    boxes.record(b, Color::White, true); // round 5: box 2, due at 6
    boxes.record(c, Color::Black, true); // round 6: box 2, due at 7
    boxes.record(a, Color::Black, true); // round 7: box 3, due at 10
    let due: Vec<LineChoice> = boxes.due().iter().map(|c| c.line).collect();
    assert_eq!(due, [b, c]);
    for _ in 0..2 {
        boxes.record(b, Color::White, true);
    }
    // Round 9: the line in box 3 waits until round 10.
    assert!(!boxes.due().iter().any(|c| c.line == a));
    boxes.record(c, Color::Black, true);
    assert!(boxes.due().iter().any(|c| c.line == a));
}

#[test]
fn leitner_round_trips_through_its_text() {
    let mut boxes = Leitner::default();
    boxes.record(LineChoice::Named(60), Color::Black, true);
    boxes.record(LineChoice::Book, Color::White, false);
    boxes.record(LineChoice::Named(60), Color::Black, true);
    let text = boxes.to_text();
    assert_eq!(text, "leitner1 3 2 60 b 2 4 book w 1 2");
    assert_eq!(Leitner::from_text(&text), Some(boxes));
    assert_eq!(Leitner::from_text("leitner1 0 0"), Some(Leitner::default()));
}

#[test]
fn damaged_leitner_text_is_refused() {
    for damaged in [
        "",
        "leitner2 3 1 60 b 2 4",
        "leitner1 3 2 60 b 2 4",
        "leitner1 3 1 60 b 2 4 extra",
        "leitner1 3 1 60 x 2 4",
        "leitner1 3 1 60 b 9 4",
        "leitner1 3 1 60 b 0 4",
        "leitner1 3 1 tiger b 2 4",
        "leitner1 3 2 60 b 2 4 60 b 1 1",
        "leitner1 -3 0",
        "leitner1 3 99999 60 b 2 4",
        "{\"version\":1}",
    ] {
        assert_eq!(Leitner::from_text(damaged), None, "{damaged:?}");
    }
}
