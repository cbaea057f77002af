//! Every message survives the codec the worker really uses (gloo-worker's bincode) and
//! JSON; damaged or foreign messages fail to decode instead of being misread.

use super::*;
use outflank_engine::ai::analysis::{MoveReview, MoveValue};
use outflank_engine::Color;
use outflank_engine::Square;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn after_f5() -> Position {
    let mut position = Position::START;
    position
        .try_play(Move::Place(sq("f5")), Rules::WOF)
        .unwrap();
    position
}

fn requests() -> Vec<Request> {
    vec![
        Request::new(
            1,
            RequestBody::Think {
                position: after_f5(),
                rules: Rules::NO_MOVE_ENDS_GAME,
                level: 3,
                seed: u64::MAX,
            },
        ),
        Request::new(
            2,
            RequestBody::Hint {
                position: after_f5(),
                rules: Rules::WOF,
            },
        ),
        Request::new(
            3,
            RequestBody::Review {
                start: Position::START,
                moves: vec![Move::Place(sq("f5")), Move::Place(sq("d6")), Move::Pass],
                rules: Rules::WOF,
            },
        ),
        Request::new(4, RequestBody::Stop),
        Request::new(5, RequestBody::MoveNow),
    ]
}

fn responses() -> Vec<Response> {
    vec![
        Response::new(
            1,
            ResponseBody::Moved {
                mv: Some(Move::Place(sq("h8"))),
                elapsed_ms: 812.25,
            },
        ),
        Response::new(
            1,
            ResponseBody::Moved {
                mv: None,
                elapsed_ms: 0.0,
            },
        ),
        Response::new(
            2,
            ResponseBody::Hint(HintAnswer {
                values: vec![
                    MoveValue::new(sq("a1"), 64, true).unwrap(),
                    MoveValue::new(sq("b2"), 0, true).unwrap(),
                    MoveValue::new(sq("c3"), -64, true).unwrap(),
                    MoveValue::new(sq("d3"), -3, false).unwrap(),
                ],
                depth: 12,
                done: false,
            }),
        ),
        Response::new(2, ResponseBody::Hint(HintAnswer::default())),
        Response::new(
            3,
            ResponseBody::Review(vec![MoveReview {
                mover: Color::White,
                played: Move::Place(sq("d6")),
                best: Move::Place(sq("f6")),
                best_discs: 64,
                played_discs: -64,
                exact: true,
                depth: 0,
            }]),
        ),
        Response::new(3, ResponseBody::ReviewProgress(12)),
        Response::new(
            4,
            ResponseBody::Failed("move 1 (a1): a1 flips no disc".into()),
        ),
    ]
}

#[test]
fn every_message_round_trips_through_bincode_and_json() {
    for request in requests() {
        let bytes = bincode::serialize(&request).unwrap();
        assert_eq!(bincode::deserialize::<Request>(&bytes).unwrap(), request);
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
    }
    for response in responses() {
        let bytes = bincode::serialize(&response).unwrap();
        assert_eq!(bincode::deserialize::<Response>(&bytes).unwrap(), response);
        let json = serde_json::to_string(&response).unwrap();
        assert_eq!(serde_json::from_str::<Response>(&json).unwrap(), response);
    }
}

#[test]
fn the_envelope_comes_first_and_moves_stay_small() {
    let request = Request::new(
        0x0102_0304_0506_0708,
        RequestBody::Think {
            position: Position::START,
            rules: Rules::WOF,
            level: 0,
            seed: 0,
        },
    );
    let bytes = bincode::serialize(&request).unwrap();
    // The version (u16) then the id (u64), little-endian: what any later version must
    // keep, so that it can be recognised.
    assert_eq!(bytes[..2], PROTOCOL_VERSION.to_le_bytes());
    assert_eq!(bytes[2..10], 0x0102_0304_0506_0708u64.to_le_bytes());
    // A whole game's review request stays a few hundred bytes.
    let long = Request::new(
        1,
        RequestBody::Review {
            start: Position::START,
            moves: vec![Move::Place(sq("f5")); 60],
            rules: Rules::WOF,
        },
    );
    assert!(bincode::serialize(&long).unwrap().len() < 400);
}

#[test]
fn damaged_or_foreign_messages_fail_to_decode() {
    let think = bincode::serialize(&requests()[0]).unwrap();
    // Version, id, the body's variant (u32), then Black's and White's discs.
    let black = 2 + 8 + 4;
    let mut overlapping = think.clone();
    let (discs, rest) = overlapping[black..].split_at_mut(8);
    rest[..8].copy_from_slice(discs);
    assert!(
        bincode::deserialize::<Request>(&overlapping).is_err(),
        "discs on both sides"
    );
    let mut unknown_kind = think.clone();
    unknown_kind[10..14].copy_from_slice(&99u32.to_le_bytes());
    assert!(bincode::deserialize::<Request>(&unknown_kind).is_err());
    assert!(bincode::deserialize::<Request>(&think[..think.len() - 1]).is_err());
    assert!(bincode::deserialize::<Request>(&[]).is_err());

    // A hint whose value is beyond 64 discs, or a square past h8.
    let hint = Response::new(
        2,
        ResponseBody::Hint(HintAnswer {
            values: vec![MoveValue::new(sq("a1"), 64, true).unwrap()],
            depth: 0,
            done: true,
        }),
    );
    let json = serde_json::to_string(&hint).unwrap();
    assert!(json.contains(r#""discs":64"#), "{json}");
    let too_sure = json.replace(r#""discs":64"#, r#""discs":65"#);
    assert!(serde_json::from_str::<Response>(&too_sure).is_err());
    let off_board = json.replace(r#""square":0"#, r#""square":64"#);
    assert!(serde_json::from_str::<Response>(&off_board).is_err());
    // The previous protocol's messages (versioned enums) are not this one's.
    let old = r#"{"V1":{"id":1,"reply":{"Move":{"mv":{"Place":19},"elapsed_ms":3.0}}}}"#;
    assert!(serde_json::from_str::<Response>(old).is_err());
    let old = r#"{"V3MoveNow":{"id":4}}"#;
    assert!(serde_json::from_str::<Request>(old).is_err());
}

#[test]
fn another_version_is_named_and_this_one_passes() {
    assert_eq!(version_mismatch(PROTOCOL_VERSION), None);
    let message = version_mismatch(PROTOCOL_VERSION + 1).unwrap();
    assert!(
        message.contains("different versions of Outflank"),
        "{message}"
    );
    assert!(message.contains("reload the page"), "{message}");
}

#[test]
fn only_a_move_reports_its_search_time() {
    let times: Vec<f64> = responses().iter().map(Response::elapsed_ms).collect();
    assert_eq!(times, [812.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
}
