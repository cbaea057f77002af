//! The real computer worker, spawned in headless Chromium, answers a legal move.
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
use outflank::app::model::{Action, ComputerTurn};
use outflank::protocol::{WorkerRequest, WorkerResponse};
use outflank::worker::AiWorker;
use outflank_engine::ai::levels;
use outflank_engine::{Move, Position, Rules, Square};
use std::cell::RefCell;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const WORKER: &str = "/dist/worker_loader.js";

/// Sends one request to a freshly spawned worker and waits (at most `limit_ms`) for the
/// reply.
async fn ask(request: WorkerRequest, limit_ms: u32) -> WorkerResponse {
    let (tx, rx) = oneshot::channel();
    let tx = RefCell::new(Some(tx));
    let bridge = AiWorker::spawner()
        .callback(move |response: WorkerResponse| {
            if let Some(tx) = tx.borrow_mut().take() {
                let _ = tx.send(response);
            }
        })
        .with_loader(true)
        .spawn(WORKER);
    bridge.send(request);
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
        level: strongest.id,
        seed: 5,
    };
    // Loading the worker takes a moment on top of the level's budget.
    let response = ask(WorkerRequest::for_turn(&turn), strongest.budget_ms + 10_000).await;
    match response.into_action() {
        Action::ComputerMoved { id, mv: Some(mv) } => {
            assert_eq!(id, 77, "the reply echoes the request id");
            assert!(position.is_legal(mv, Rules::WOF), "{mv} is not legal");
            assert_ne!(mv, Move::Pass);
        }
        other => panic!("expected a move, got {other:?}"),
    }
}
