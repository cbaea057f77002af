//! The real computer worker, spawned in headless Chromium, answers a legal move, a
//! request it cannot answer with a failure, and nothing to a search it was told to stop.
//!
//! Run with `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p outflank --target
//! wasm32-unknown-unknown --test worker_in_browser` after `trunk build --release` (as
//! scripts/test.sh does): the worker is the one Trunk built into `dist/`, which
//! wasm-bindgen-test-runner serves from the crate root.
#![cfg(target_arch = "wasm32")]

use futures::channel::oneshot;
use futures::future::{select, Either};
use gloo_timers::future::TimeoutFuture;
use gloo_worker::Spawnable;
use outflank::app::computer;
use outflank::app::model::{Action, ComputerFailure, ComputerTurn, ReviewRequest};
use outflank::protocol::{
    decode, encode, Request, Response, ResponseBody, WireCodec, WorkerRequest, WorkerResponse,
};
use outflank::worker::AiWorker;
use outflank_engine::ai::levels;
use outflank_engine::{Move, Position, Rules, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const WORKER: &str = "/dist/worker_loader.js";

/// The app's request as the worker reads it (the same bytes: the worker's messages extend
/// the app's with the helpers' only).
fn to_worker(request: Request) -> WorkerRequest {
    decode(&encode(&request)).expect("the worker reads every request of the app")
}

/// The worker's response as the app reads it.
fn to_app(response: WorkerResponse) -> Response {
    decode(&encode(&response)).expect("the app reads every response to it")
}

/// Sends one request to a freshly spawned worker and waits (at most `limit_ms`) for the
/// reply.
async fn ask(request: Request, limit_ms: u32) -> Response {
    let (tx, rx) = oneshot::channel();
    let tx = RefCell::new(Some(tx));
    let bridge = AiWorker::spawner()
        .encoding::<WireCodec>()
        .callback(move |response: WorkerResponse| {
            let response = to_app(response);
            // The reports of a search under way come before its answer.
            if matches!(response.body, ResponseBody::Thinking { .. }) {
                return;
            }
            if let Some(tx) = tx.borrow_mut().take() {
                let _ = tx.send(response);
            }
        })
        .with_loader(true)
        .spawn(WORKER);
    bridge.send(to_worker(request));
    match select(rx, TimeoutFuture::new(limit_ms)).await {
        Either::Left((Ok(response), _)) => response,
        Either::Left((Err(_), _)) => panic!("the worker bridge closed without an answer"),
        Either::Right(_) => panic!(
            "no answer from {WORKER} within {limit_ms} ms (was `trunk build --release` run?)"
        ),
    }
}

#[wasm_bindgen_test]
async fn the_real_worker_answers_a_legal_move() {
    // After f5 d6 c3: a position with several legal moves for White.
    let mut position = Position::START;
    for name in ["f5", "d6", "c3"] {
        let square: Square = name.parse().unwrap();
        position.try_play(Move::Place(square), Rules::WOF).unwrap();
    }
    let strongest = levels().last().unwrap();
    let turn = ComputerTurn {
        id: 77,
        position,
        rules: Rules::WOF,
        level: strongest.id.into(),
        seed: 5,
    };
    // Loading the worker takes a moment on top of the level's budget.
    let response = ask(computer::think(&turn, 1), strongest.budget_ms + 10_000).await;
    match computer::action(response) {
        Some(Action::ComputerMoved { id, mv: Some(mv) }) => {
            assert_eq!(id, 77, "the reply echoes the request id");
            assert!(position.is_legal(mv, Rules::WOF), "{mv} is not legal");
            assert_ne!(mv, Move::Pass);
        }
        other => panic!("expected a move, got {other:?}"),
    }
}

#[wasm_bindgen_test]
async fn the_real_worker_refuses_an_illegal_game_with_a_failure() {
    let review = ReviewRequest {
        id: 78,
        start: Position::START,
        // a1 is not a legal first move.
        moves: vec![Move::Place("a1".parse().unwrap())],
        rules: Rules::WOF,
    };
    let response = ask(computer::review(&review, 1), 10_000).await;
    match computer::action(response) {
        Some(Action::ComputerFailed {
            id,
            failure: ComputerFailure::Fault(message),
        }) => {
            assert_eq!(id, 78);
            assert!(message.contains("a1"), "{message}");
        }
        other => panic!("expected a failure, got {other:?}"),
    }
}

#[wasm_bindgen_test]
async fn the_real_worker_drops_a_stopped_search_unanswered() {
    let replies = Rc::new(RefCell::new(Vec::new()));
    let bridge = {
        let replies = replies.clone();
        AiWorker::spawner()
            .encoding::<WireCodec>()
            .callback(move |response: WorkerResponse| replies.borrow_mut().push(to_app(response)))
            .with_loader(true)
            .spawn(WORKER)
    };
    // The stop is queued right behind the search, so it arrives before the first slice.
    let level = levels().last().unwrap();
    let turn = ComputerTurn {
        id: 90,
        position: Position::START,
        rules: Rules::WOF,
        level: level.id.into(),
        seed: 5,
    };
    bridge.send(to_worker(computer::think(&turn, 1)));
    bridge.send(to_worker(computer::stop(90)));
    // Long enough for the search to have ended on its own and answered.
    TimeoutFuture::new(level.budget_ms + 3_000).await;
    assert!(
        replies.borrow().is_empty(),
        "a stopped search answered: {:?}",
        replies.borrow()
    );
    // The worker is still there: the next request is answered.
    let review = ReviewRequest {
        id: 91,
        start: Position::START,
        moves: Vec::new(),
        rules: Rules::WOF,
    };
    bridge.send(to_worker(computer::review(&review, 1)));
    for _ in 0..100 {
        if !replies.borrow().is_empty() {
            break;
        }
        TimeoutFuture::new(100).await;
    }
    // Progress reports, if any, then the review of the empty game.
    let replies = replies.borrow().clone();
    // Every reply is one the model acts on (a pong or a stale answer would be None).
    let actions: Vec<Action> = replies
        .into_iter()
        .map(|r| computer::action(r).expect("an action"))
        .collect();
    match actions.as_slice() {
        [progress @ .., Action::ReviewReady { id: 91, reviews }] => {
            assert!(reviews.is_empty(), "{reviews:?}");
            for p in progress {
                assert!(
                    matches!(p, Action::ReviewProgress { id: 91, .. }),
                    "expected progress, got {p:?}"
                );
            }
        }
        other => panic!("expected the review, got {other:?}"),
    }
}
