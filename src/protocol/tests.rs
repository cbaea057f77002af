//! Every message survives the codec the worker really uses ([`WireCodec`]'s postcard) and
//! JSON; damaged or foreign messages fail to decode instead of being misread.

use super::*;
use outflank_engine::ai::analysis::{MoveReview, MoveValue};
use outflank_engine::ai::Bound;
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
                cores: 1,
            },
        ),
        Request::new(
            2,
            RequestBody::Hint {
                position: after_f5(),
                rules: Rules::WOF,
                cores: 1,
            },
        ),
        Request::new(
            3,
            RequestBody::Review {
                start: Position::START,
                moves: vec![Move::Place(sq("f5")), Move::Place(sq("d6")), Move::Pass],
                rules: Rules::WOF,
                cores: 1,
            },
        ),
        Request::new(
            6,
            RequestBody::Opening {
                start: Position::START,
                moves: vec![Move::Place(sq("f5")), Move::Place(sq("d6"))],
            },
        ),
        Request::new(7, RequestBody::OpeningLines),
        Request::new(
            8,
            RequestBody::BookMoves {
                position: after_f5(),
            },
        ),
        Request::new(4, RequestBody::Stop),
        Request::new(5, RequestBody::MoveNow),
        Request::new(0, RequestBody::Ping),
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
            6,
            ResponseBody::Opening(Some(OpeningName {
                index: 60,
                name: "Tiger".into(),
            })),
        ),
        Response::new(6, ResponseBody::Opening(None)),
        Response::new(
            7,
            ResponseBody::OpeningLines(vec![OpeningLine {
                opening: OpeningName {
                    index: 60,
                    name: "Tiger".into(),
                },
                moves: vec![sq("f5"), sq("d6"), sq("c3"), sq("d3"), sq("c4")],
            }]),
        ),
        Response::new(
            8,
            ResponseBody::BookMoves(Some(vec![(sq("d6"), 0), (sq("f4"), 0), (sq("f6"), -2)])),
        ),
        Response::new(8, ResponseBody::BookMoves(None)),
        Response::new(
            4,
            ResponseBody::Failed("move 1 (a1): a1 flips no disc".into()),
        ),
        Response::new(0, ResponseBody::Pong),
    ]
}

#[test]
fn every_message_round_trips_through_the_codec_and_json() {
    for request in requests() {
        let bytes = encode(&request);
        assert_eq!(decode::<Request>(&bytes).unwrap(), request);
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&json).unwrap(), request);
    }
    for response in responses() {
        let bytes = encode(&response);
        assert_eq!(decode::<Response>(&bytes).unwrap(), response);
        let json = serde_json::to_string(&response).unwrap();
        assert_eq!(serde_json::from_str::<Response>(&json).unwrap(), response);
    }
}

#[test]
fn the_envelope_comes_first_and_moves_stay_small() {
    let request: Request = Request::new(
        0x0102_0304_0506_0708,
        RequestBody::Think {
            position: Position::START,
            rules: Rules::WOF,
            level: 0,
            seed: 0,
            cores: 1,
        },
    );
    let bytes = encode(&request);
    // The version then the id (varints): what any later version must keep, so that it can
    // be recognised.
    let envelope = encode(&(PROTOCOL_VERSION, 0x0102_0304_0506_0708u64));
    assert_eq!(bytes[..envelope.len()], envelope);
    let (read, _): ((u16, u64), _) = postcard::take_from_bytes(&bytes).unwrap();
    assert_eq!(read, (PROTOCOL_VERSION, 0x0102_0304_0506_0708));
    // A whole game's review request stays a few hundred bytes.
    let long: Request = Request::new(
        1,
        RequestBody::Review {
            start: Position::START,
            moves: vec![Move::Place(sq("f5")); 60],
            rules: Rules::WOF,
            cores: 1,
        },
    );
    assert!(encode(&long).len() < 400);
}

#[test]
fn the_app_speaks_gloo_workers_envelope() {
    // gloo-worker's `ToWorker::{Connected, ProcessInput}` are variants 0 and 1, its
    // `FromWorker::{WorkerLoaded, ProcessOutput}` 0 and 1, and its `HandlerId` a usize.
    let handler: gloo_worker::HandlerId = postcard::from_bytes(&[5]).unwrap();
    assert_eq!(postcard::to_allocvec(&handler).unwrap(), [5]);
    assert_eq!(encode(&ToWorker::<NoHelper>::Connected(0)), [0, 0]);
    let request: Request = Request::new(9, RequestBody::Ping);
    let mut expected = vec![1, 0];
    expected.extend(encode(&request));
    assert_eq!(encode(&ToWorker::ProcessInput(0, &request)), expected);
    assert!(matches!(
        decode::<FromWorker>(&[0]),
        Ok(FromWorker::WorkerLoaded)
    ));
    let response = Response::new(9, ResponseBody::Pong);
    let mut bytes = vec![1, 0];
    bytes.extend(encode(&response));
    match decode::<FromWorker>(&bytes) {
        Ok(FromWorker::ProcessOutput(0, read)) => assert_eq!(read, response),
        other => panic!("{other:?}"),
    }
    // Damaged: an unknown variant, a truncated response.
    assert!(decode::<FromWorker>(&[2]).is_err());
    assert!(decode::<FromWorker>(&bytes[..bytes.len() - 1]).is_err());
}

#[test]
fn damaged_or_foreign_messages_fail_to_decode() {
    let think = encode(&requests()[0]);
    assert!(decode::<Request>(&think).is_ok());
    // Version, id, the body's variant, then Black's and White's discs (varints).
    let discs = serde_json::to_value(after_f5()).unwrap();
    let black = encode(&discs["black"].as_u64().unwrap());
    let white = encode(&discs["white"].as_u64().unwrap());
    let mut head = encode(&(PROTOCOL_VERSION, 1u64, 0u32));
    let body = head.len() - 1;
    assert_eq!(think[..head.len()], head);
    let rest = &think[head.len()..];
    assert!(rest.starts_with(&[black.as_slice(), &white].concat()));
    let mut overlapping = head.clone();
    overlapping.extend_from_slice(&black);
    overlapping.extend_from_slice(&black);
    overlapping.extend_from_slice(&rest[black.len() + white.len()..]);
    assert!(
        decode::<Request>(&overlapping).is_err(),
        "discs on both sides"
    );
    head[body] = 99;
    let mut unknown_kind = head;
    unknown_kind.extend_from_slice(rest);
    assert!(decode::<Request>(&unknown_kind).is_err());
    assert!(decode::<Request>(&think[..think.len() - 1]).is_err());
    assert!(
        decode::<Request>(&[think.as_slice(), &[0]].concat()).is_err(),
        "a byte left over"
    );
    assert!(decode::<Request>(&[]).is_err());

    // A hint whose value is beyond 64 discs, or a square past h8.
    let hint: Response = Response::new(
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
    assert_eq!(times[0], 812.25);
    assert!(times[1..].iter().all(|&t| t == 0.0), "{times:?}");
}

#[test]
fn the_workers_read_the_apps_messages_and_the_app_never_reads_a_helpers() {
    // Every request of the app reads the same as a worker's request.
    for request in requests() {
        let bytes = encode(&request);
        let read: WorkerRequest = decode(&bytes).unwrap();
        assert_eq!((read.version, read.id), (request.version, request.id));
        assert_eq!(encode(&read), bytes);
    }
    // And every response of a worker to the app as the app's response.
    for response in responses() {
        let bytes = encode(&response);
        let written: WorkerResponse = decode(&bytes).unwrap();
        assert_eq!(encode(&written), bytes);
    }
    // The messages between a coordinating worker and its helpers round-trip...
    let review = MoveReview {
        mover: Color::White,
        played: Move::Place(sq("d6")),
        best: Move::Place(sq("f6")),
        best_discs: 3,
        played_discs: -2,
        exact: false,
        depth: 8,
    };
    let ask: WorkerRequest = Request::new(
        7,
        RequestBody::Helper(HelperRequest::ReviewPosition {
            ply: 1,
            position: after_f5(),
            played: sq("d6"),
            rules: Rules::WOF,
        }),
    );
    let answer: WorkerResponse = Response::new(
        7,
        ResponseBody::Helper(HelperResponse::Reviewed { ply: 1, review }),
    );
    assert_eq!(decode::<WorkerRequest>(&encode(&ask)).unwrap(), ask);
    assert_eq!(decode::<WorkerResponse>(&encode(&answer)).unwrap(), answer);
    // ...but never decode as the app's: a helper's answer that reached the app is dropped.
    assert!(decode::<Response>(&encode(&answer)).is_err());
    assert!(decode::<Request>(&encode(&ask)).is_err());
}

#[test]
fn solved_entries_travel_between_helpers_and_impossible_ones_are_refused() {
    let entry = SolvedEntry::new(0x9e37_79b9_7f4a_7c15, -12, 18, Bound::Lower, Some(19)).unwrap();
    let ask: WorkerRequest = Request::new(
        3,
        RequestBody::Helper(HelperRequest::SplitJob {
            level: 6,
            rules: Rules::WOF,
            position: after_f5(),
            square: sq("d6"),
            alpha: -64,
            beta: 64,
            depth: 0,
            job: 5,
            stop_in_ms: 1000,
            learned: vec![entry],
        }),
    );
    let answer: WorkerResponse = Response::new(
        3,
        ResponseBody::Helper(HelperResponse::Split {
            job: 5,
            score: Some(-2),
            nodes: 4096,
            pv: Vec::new(),
            found: vec![
                entry,
                SolvedEntry::new(1, 64, 60, Bound::Exact, None).unwrap(),
            ],
        }),
    );
    assert_eq!(decode::<WorkerRequest>(&encode(&ask)).unwrap(), ask);
    assert_eq!(decode::<WorkerResponse>(&encode(&answer)).unwrap(), answer);
    // A score no solve gives, a board of 61 empties, a best move past h8, the empty key:
    // the helper's whole answer fails to decode (the coordinator drops and reports it).
    let json = serde_json::to_string(&answer).unwrap();
    assert!(json.contains(r#""score":-12"#), "{json}");
    for (good, bad) in [
        (r#""score":-12"#, r#""score":-65"#),
        (r#""empties":18"#, r#""empties":61"#),
        (r#""best":19"#, r#""best":64"#),
        (r#""key":1,"#, r#""key":0,"#),
    ] {
        let damaged = json.replace(good, bad);
        assert_ne!(damaged, json);
        assert!(
            serde_json::from_str::<WorkerResponse>(&damaged).is_err(),
            "{bad}"
        );
    }
}
