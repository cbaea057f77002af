//! The computer's Web Worker: receives [`WorkerRequest`]s, runs the engine's
//! `choose_move` and answers with a [`WorkerResponse`].
//!
//! A dedicated worker cannot be interrupted from outside while it computes, so the search
//! keeps its own deadline (the level's budget on [`PerformanceClock`]); requests that
//! arrive meanwhile wait their turn, and the app ignores answers it no longer needs.

use crate::clock::PerformanceClock;
use crate::protocol::{HintValue, Reply, WorkerRequest, WorkerResponse};
use gloo_worker::{HandlerId, Worker, WorkerScope};
use outflank_engine::ai::mcts::Proof;
use outflank_engine::ai::{choose_move, player_for_level, Clock};
use outflank_engine::Move;

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
    if let WorkerRequest::V2Hint { .. } = request {
        return hint(request, clock);
    }
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

/// The level whose search makes the hints: an MCTS level with the solver, so every move
/// gets a win rate (or a proven result), searched by the same code as the levels.
pub const HINT_LEVEL: u8 = 5;

/// The analysis for a hint: the hint level's search (its own budget), then the most
/// promising move and every move's win rate or proven result from its tree.
pub fn hint(request: &WorkerRequest, clock: &dyn Clock) -> WorkerResponse {
    let id = request.id();
    let Ok(q) = request.query() else {
        return WorkerResponse::V2Hint {
            id,
            best: None,
            values: Vec::new(),
        };
    };
    let mut player = player_for_level(HINT_LEVEL, q.rules, q.seed);
    player.set_position(q.position);
    let square = |m: Move| match m {
        Move::Place(sq) => Some(sq.index() as u8),
        Move::Pass => None,
    };
    let best = player.choose(clock).and_then(square);
    let values = player
        .tree()
        .map(|t| t.move_stats())
        .unwrap_or_default()
        .iter()
        .filter_map(|s| {
            Some(HintValue {
                square: square(s.mv)?,
                percent: (s.win_rate * 100.0 + 0.5) as u8,
                proof: match s.proof {
                    Some(Proof::Win) => 1,
                    Some(Proof::Draw) => 0,
                    Some(Proof::Loss) => -1,
                    None => 2,
                },
            })
        })
        .flat_map(HintValue::to_bytes)
        .collect();
    WorkerResponse::V2Hint { id, best, values }
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
    fn a_hint_names_a_legal_best_move_and_values_every_move() {
        let req = WorkerRequest::for_hint(&crate::model::HintRequest {
            id: 4,
            position: Position::START,
            rules: Rules::WOF,
            seed: 1,
        });
        match answer(&req, &FrozenClock) {
            WorkerResponse::V2Hint {
                id: 4,
                best: Some(b),
                values,
            } => {
                let legal: Vec<u8> = ["d3", "c4", "f5", "e6"]
                    .iter()
                    .map(|s| s.parse::<outflank_engine::Square>().unwrap().index() as u8)
                    .collect();
                assert!(legal.contains(&b));
                let mut seen: Vec<u8> = values.chunks(3).map(|v| v[0]).collect();
                seen.sort_unstable();
                let mut legal = legal;
                legal.sort_unstable();
                assert_eq!(seen, legal);
                assert!(values.chunks(3).all(|v| v[1] <= 100 && v[2] == 2));
                assert!(!values.is_empty());
            }
            other => panic!("{other:?}"),
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
