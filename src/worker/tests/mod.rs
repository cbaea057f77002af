//! The worker driven natively on the engine's test clocks: one [`Thinker`] (thinker.rs),
//! a coordinator and its helpers (coordinator.rs), and the helpers of a split solve (split.rs).
//! The helpers they share are here.

use super::*;
/// The engine tests' helpers (a random game from a seed).
#[path = "../../../engine/tests/common/mod.rs"]
mod common;
use crate::protocol::{
    HelperRequest, HelperResponse, RequestBody, WorkerRequest as Request,
    WorkerResponse as Response,
};
use common::random_game;
use outflank_engine::ai::{levels, Clock, FrozenClock, Level, SolvedEntry, SteppingClock};
use outflank_engine::{Move, Position, Rules, Square};

mod coordinator;
mod split;
mod thinker;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn think(id: u64, level: u8) -> Request {
    think_at(id, level, midgame())
}

/// A review of `moves` from the start (WOF rules) on one core.
fn review_request(id: u64, moves: Vec<Move>) -> Request {
    Request::new(
        id,
        RequestBody::Review {
            start: Position::START,
            moves,
            rules: Rules::WOF,
            cores: 1,
        },
    )
}

/// A request for the hint of `position` (WOF rules) on one core.
fn hint_request(id: u64, position: Position) -> Request {
    let rules = Rules::WOF;
    Request::new(
        id,
        RequestBody::Hint {
            position,
            rules,
            cores: 1,
        },
    )
}

/// The position the tests' searches think about: out of Oracle's opening book (from the
/// book it would answer at once, without searching).
fn midgame() -> Position {
    let pos = position_after("c4e3f3c5d3f4g5c3");
    if let Some(book) = outflank_engine::ai::book::installed() {
        assert!(book.move_values(pos.board).is_none());
    }
    pos
}

/// A request for `level`'s move in `position`.
fn think_at(id: u64, level: u8, position: Position) -> Request {
    Request::new(
        id,
        RequestBody::Think {
            position,
            rules: Rules::WOF,
            level,
            seed: 1,
            cores: 1,
        },
    )
}

/// The position after `moves` from the start.
fn position_after(moves: &str) -> Position {
    let mut pos = Position::START;
    for mv in outflank_engine::parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.try_play(mv, Rules::WOF).unwrap();
    }
    pos
}

/// The answer to `request` searched to the end, as the worker gives it when nothing
/// interrupts it.
fn answer(request: Request, clock: &dyn Clock) -> Response {
    let (who, response) = Thinker::default()
        .answer_now(request, 'a', clock)
        .expect("an answer");
    assert_eq!(who, 'a');
    response
}

/// A slice's answer, or `None` for news of a move search that goes on (a report of the
/// thinking).
fn answer_of(reply: Option<(char, Response)>) -> Option<(char, Response)> {
    reply.filter(|(_, r)| !matches!(r.body, ResponseBody::Thinking { .. }))
}

/// A thinker given `request` for client 'a', which it does not answer at once.
fn searching(request: Request, clock: &dyn Clock) -> Thinker<char> {
    let mut thinker = Thinker::default();
    assert!(
        thinker.receive(request, 'a', clock).is_none(),
        "answered at once"
    );
    thinker
}

/// Slices until the thinker says something (an answer, or news of a search that goes on).
fn reply<W: Copy>(thinker: &mut Thinker<W>, clock: &dyn Clock) -> (W, Response) {
    loop {
        if let Some(reply) = thinker.slice(clock, SLICE_MS) {
            return reply;
        }
    }
}

/// Slices until the thinker answers.
fn run(thinker: &mut Thinker<char>, clock: &dyn Clock) -> (char, Response) {
    loop {
        if let Some(answer) = answer_of(thinker.slice(clock, SLICE_MS)) {
            return answer;
        }
    }
}

fn played(response: &Response) -> Move {
    match response.body {
        ResponseBody::Moved { mv: Some(mv), .. } => mv,
        ref other => panic!("{other:?}"),
    }
}

/// The position after the first `plies` moves of random game `seed`.
fn position_of_game(seed: u64, plies: usize) -> Position {
    let mut pos = Position::START;
    for &mv in &random_game(seed)[..plies] {
        pos.try_play(mv, Rules::WOF).unwrap();
    }
    pos
}

/// The requests to helpers in `out`, each with its helper.
fn to_helpers(out: &[pool::Out<char>]) -> Vec<(usize, &Request)> {
    out.iter()
        .filter_map(|o| match o {
            pool::Out::Helper(i, r) => Some((*i, r)),
            pool::Out::App(..) => None,
        })
        .collect()
}

/// A coordinator and `count` helpers, each a [`Thinker`] of its own.
fn pool_of(count: usize) -> (pool::Coordinator<char>, Vec<Thinker<usize>>) {
    let helpers = (0..count).map(|_| Thinker::default()).collect();
    (pool::Coordinator::default(), helpers)
}

/// [`run_pool_looking`] on a clock of 1 ms a reading, looking at nothing.
fn run_pool(
    coordinator: &mut pool::Coordinator<char>,
    helpers: &mut [Thinker<usize>],
    out: Vec<pool::Out<char>>,
    lose_after: Option<(usize, usize)>,
) -> Vec<Response> {
    let clock = SteppingClock::new(1.0);
    run_pool_looking(coordinator, helpers, out, lose_after, &clock, &mut |_| {})
}

/// Delivers the coordinator's requests in `out` to its `helpers` (searching on `clock`),
/// none of which answers at once.
fn deliver(helpers: &mut [Thinker<usize>], out: &[pool::Out<char>], clock: &dyn Clock) {
    for o in out {
        if let pool::Out::Helper(i, request) = o {
            assert!(helpers[*i].receive(request.clone(), *i, clock).is_none());
        }
    }
}

/// A coordinator and its helpers (threads of the test, each a [`Thinker`] of its own,
/// searching on `clock`) exchanging messages until the app's client has its answer; the
/// responses to the app in order (a shared move's reports of its thinking among them).
/// Helper `lose_after.1` dies with its answer unsent when it is the `lose_after.0`th answer
/// (its work is handed out again). `look` sees every request to a helper and every answer.
fn run_pool_looking(
    coordinator: &mut pool::Coordinator<char>,
    helpers: &mut [Thinker<usize>],
    mut out: Vec<pool::Out<char>>,
    lose_after: Option<(usize, usize)>,
    clock: &dyn Clock,
    look: &mut dyn FnMut(Result<&Request, &Response>),
) -> Vec<Response> {
    use pool::Out;
    let mut to_app = Vec::new();
    let mut answers = 0;
    for _ in 0..1_000_000 {
        for o in std::mem::take(&mut out) {
            match o {
                Out::Helper(i, request) => {
                    look(Ok(&request));
                    if let Some((_, r)) = helpers[i].receive(request, i, clock) {
                        out.extend(coordinator.answered(i, r, &FrozenClock));
                    }
                }
                Out::App(who, response) => {
                    assert_eq!(who, 'a');
                    to_app.push(response);
                }
            }
        }
        if !coordinator.is_busy() && out.is_empty() {
            return to_app;
        }
        for (i, helper) in helpers.iter_mut().enumerate() {
            if let Some((who, response)) = helper.slice(clock, SLICE_MS) {
                assert_eq!(who, i);
                answers += 1;
                if lose_after == Some((answers, i)) {
                    helper.drop_job();
                    out.extend(coordinator.lost(i, &FrozenClock));
                } else {
                    look(Err(&response));
                    out.extend(coordinator.answered(i, response, &FrozenClock));
                }
            }
        }
        // Reports of a shared move's thinking, as the worker's timer asks for them.
        out.extend(coordinator.tick(clock));
    }
    panic!("the shared search never ended");
}
