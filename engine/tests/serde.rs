//! The `serde` feature: engine types round-trip through JSON, and values that would break
//! an invariant fail to deserialize instead of panicking or yielding an invalid value.
#![cfg(feature = "serde")]

use outflank_engine::ai::analysis::{HintAnswer, Margin, MoveReview, MoveValue};
use outflank_engine::ai::{Bound, Proof, SolvedEntry};
use outflank_engine::{Color, Move, PassRule, Position, Rules, Square};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: T, json: &str) {
    assert_eq!(serde_json::to_string(&value).unwrap(), json);
    assert_eq!(serde_json::from_str::<T>(json).unwrap(), value);
}

fn refused<T: DeserializeOwned + Debug>(json: &str) -> String {
    serde_json::from_str::<T>(json)
        .expect_err(&format!("{json} must not deserialize"))
        .to_string()
}

#[test]
fn simple_types_round_trip() {
    round_trip(Color::White, r#""White""#);
    round_trip(PassRule::GameOver, r#""GameOver""#);
    round_trip(Rules::WOF, r#"{"pass_rule":"Pass"}"#);
    round_trip(Square::H8, "63");
    round_trip("d3".parse::<Square>().unwrap(), "19");
    round_trip(Move::Place(Square::A1), r#"{"Place":0}"#);
    round_trip(Move::Pass, r#""Pass""#);
    round_trip(Proof::Draw, r#""Draw""#);
    round_trip(Some(Proof::Loss), r#""Loss""#);
}

#[test]
fn positions_round_trip_as_each_colours_discs() {
    round_trip(
        Position::START,
        r#"{"black":34628173824,"white":68853694464,"turn":"Black"}"#,
    );
    let mut after = Position::START;
    after.play_unchecked(Move::Place("f5".parse().unwrap()));
    let json = serde_json::to_string(&after).unwrap();
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), after);
    assert!(json.ends_with(r#""turn":"White"}"#), "{json}");
}

#[test]
fn analysis_results_round_trip() {
    round_trip(
        Margin::new(-12, true).unwrap(),
        r#"{"black":-12,"exact":true}"#,
    );
    let value = MoveValue::new(Square::A8, -6, true).unwrap();
    round_trip(value, r#"{"square":56,"discs":-6,"exact":true}"#);
    round_trip(
        HintAnswer {
            values: vec![value],
            depth: 0,
            done: true,
        },
        r#"{"values":[{"square":56,"discs":-6,"exact":true}],"depth":0,"done":true}"#,
    );
    round_trip(
        HintAnswer::default(),
        r#"{"values":[],"depth":0,"done":false}"#,
    );
}

#[test]
fn invalid_values_are_refused() {
    assert!(refused::<Square>("64").contains("square index 64 is not in 0..64"));
    refused::<Square>("-1");
    refused::<Square>(r#""d3""#);
    refused::<Move>(r#"{"Place":99}"#);
    refused::<Color>(r#""Red""#);
    refused::<PassRule>(r#""Sometimes""#);
    // d4 is both colours.
    let overlap = r#"{"black":34762391552,"white":68853694464,"turn":"Black"}"#;
    assert!(refused::<Position>(overlap).contains("holds a disc of both colours"));
    refused::<Position>(r#"{"black":1,"white":2}"#);
    assert!(refused::<Margin>(r#"{"black":65,"exact":false}"#).contains("-64..=64"));
    refused::<Margin>(r#"{"black":-128,"exact":true}"#);
    let bad_value = r#"{"square":0,"discs":65,"exact":false}"#;
    assert!(refused::<MoveValue>(bad_value).contains("-64..=64"));
    refused::<HintAnswer>(&format!(
        r#"{{"values":[{bad_value}],"depth":3,"done":false}}"#
    ));
    refused::<HintAnswer>(
        r#"{"values":[{"square":64,"discs":0,"exact":false}],"depth":3,"done":false}"#,
    );
}

#[test]
fn a_move_review_and_a_solved_entry_travel_as_their_fields_and_are_checked() {
    let review = MoveReview {
        mover: Color::White,
        played: Move::Place(Square::A8),
        best: Move::Pass,
        best_discs: 10,
        played_discs: -64,
        exact: false,
        depth: 12,
    };
    let json = r#"{"mover":"White","played":{"Place":56},"best":"Pass","best_discs":10,"played_discs":-64,"exact":false,"depth":12}"#;
    round_trip(review, json);
    assert_eq!(
        refused::<MoveReview>(&json.replace("-64", "-65")),
        "disc margin -65 is not in -64..=64"
    );
    let entry = SolvedEntry::new(7, -3, 20, Bound::Lower, Some(19)).unwrap();
    let json = r#"{"key":7,"score":-3,"empties":20,"bound":"Lower","best":19}"#;
    round_trip(entry, json);
    let no_best = SolvedEntry::new(7, 64, 0, Bound::Exact, None).unwrap();
    round_trip(
        no_best,
        r#"{"key":7,"score":64,"empties":0,"bound":"Exact","best":null}"#,
    );
    assert_eq!(
        refused::<SolvedEntry>(&json.replace(":20", ":61")),
        "a position with 61 empties is not on a board"
    );
}
