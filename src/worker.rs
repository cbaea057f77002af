//! The computer's Web Worker: receives [`WorkerRequest`]s, runs the engine's
//! `choose_move` and answers with a [`WorkerResponse`].
//!
//! A dedicated worker cannot be interrupted from outside while it computes, so the search
//! keeps its own deadline (the level's budget on [`PerformanceClock`]); requests that
//! arrive meanwhile wait their turn, and the app ignores answers it no longer needs.

use crate::clock::PerformanceClock;
use crate::protocol::{Reply, WorkerRequest, WorkerResponse};
use gloo_worker::{HandlerId, Worker, WorkerScope};
use outflank_engine::ai::{choose_move, Clock};

/// The worker's state: just its clock.
pub struct AiWorker {
    clock: Option<PerformanceClock>,
}

impl Worker for AiWorker {
    type Message = ();
    type Input = WorkerRequest;
    type Output = WorkerResponse;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        AiWorker {
            clock: PerformanceClock::new(),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: WorkerRequest, who: HandlerId) {
        let response = match &self.clock {
            Some(clock) => answer(&request, clock),
            None => WorkerResponse::V1 {
                id: request.id(),
                reply: Reply::Error("the worker has no performance clock".to_string()),
            },
        };
        scope.respond(who, response);
    }
}

/// The answer to `request`, searching on `clock`.
pub fn answer(request: &WorkerRequest, clock: &dyn Clock) -> WorkerResponse {
    let id = request.id();
    let reply = match request.query() {
        Ok(q) => {
            let start = clock.now_ms();
            let mv = choose_move(q.position, q.rules, q.level, q.seed, clock);
            Reply::Move {
                mv: mv.map(Into::into),
                elapsed_ms: clock.now_ms() - start,
            }
        }
        Err(e) => Reply::Error(e),
    };
    WorkerResponse::V1 { id, reply }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::ComputerTurn;
    use crate::protocol::{WireColor, WirePassRule};
    use outflank_engine::ai::{levels, FrozenClock};
    use outflank_engine::{Move, Position, Rules};

    #[test]
    fn every_level_answers_a_legal_move() {
        for level in levels() {
            let req = WorkerRequest::for_turn(&ComputerTurn {
                id: 3,
                position: Position::START,
                rules: Rules::WOF,
                level: level.id,
                seed: 1,
            });
            match answer(&req, &FrozenClock).into_action() {
                crate::model::Action::ComputerMoved {
                    id: 3,
                    mv: Some(mv),
                } => {
                    assert!(Position::START.is_legal(mv, Rules::WOF), "{}", level.name);
                    assert_ne!(mv, Move::Pass);
                }
                other => panic!("{}: {other:?}", level.name),
            }
        }
    }

    #[test]
    fn a_bad_request_gets_an_error_reply() {
        let req = WorkerRequest::V1 {
            id: 8,
            black: 3,
            white: 2,
            turn: WireColor::White,
            pass_rule: WirePassRule::Pass,
            level: 0,
            seed: 0,
        };
        assert!(matches!(
            answer(&req, &FrozenClock),
            WorkerResponse::V1 {
                id: 8,
                reply: Reply::Error(_)
            }
        ));
    }
}
