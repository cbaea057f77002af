//! The messages between the app and the computer's Web Worker.
//!
//! Both are versioned enums: a reply from a worker built from other sources than the app
//! (a half-updated cache, say) fails to decode instead of being misread, and a later
//! version can be added beside `V1`. Every request carries an id that its reply echoes;
//! the app drops replies whose id is no longer current.

use crate::app::model::{Action, ComputerTurn, EvaluationRequest, HintRequest, MoveValue};
use outflank_engine::{Bitboard, Color, Move, PassRule, Position, Rules, Square};
use serde::{Deserialize, Serialize};

/// A colour on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum WireColor {
    /// Black.
    Black,
    /// White.
    White,
}

/// A pass rule on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum WirePassRule {
    /// World Othello Federation: a player without a move passes.
    Pass,
    /// A player without a move ends the game.
    GameOver,
}

/// App → worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum WorkerRequest {
    /// Version 1: choose a move.
    V1 {
        /// Echoed in the reply.
        id: u64,
        /// Black's discs, bit i = square i (a1 = 0, h8 = 63).
        black: u64,
        /// White's discs.
        white: u64,
        /// The side to move.
        turn: WireColor,
        /// The rule in force.
        pass_rule: WirePassRule,
        /// The level id (`outflank_engine::ai::levels`).
        level: u8,
        /// Seed for the level's randomness.
        seed: u64,
    },
    /// Version 2 (added after `V1`, which keeps its encoding): analyse the position for a
    /// hint (with the worker's hint level and its budget).
    V2Hint {
        /// Echoed in the reply.
        id: u64,
        /// Black's discs.
        black: u64,
        /// White's discs.
        white: u64,
        /// The side to move.
        turn: WireColor,
        /// The rule in force.
        pass_rule: WirePassRule,
        /// Seed for the search's randomness.
        seed: u64,
    },
    /// Version 3 (added after `V2Hint`): stop the search for request `id` and answer it at
    /// once with the best move found so far ("Move now"; the app also sends it to stop a
    /// search it no longer needs, and drops that answer as stale). Ignored when that
    /// search is no longer running (it answered already, or a newer request replaced it).
    V3MoveNow {
        /// The request whose search should end now.
        id: u64,
    },
    /// Version 4: evaluate the start position and the position after each move.
    V4Evaluate {
        /// Echoed in the reply.
        id: u64,
        /// Black's discs at the start.
        black: u64,
        /// White's discs at the start.
        white: u64,
        /// The side to move at the start.
        turn: WireColor,
        /// The rule in force.
        pass_rule: WirePassRule,
        /// The moves: a square index (0..64) each, 64 for a pass.
        moves: Vec<u8>,
    },
}

/// What the analysis says of one legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HintValue {
    /// The square (0..64).
    pub square: u8,
    /// The side to move's chance of winning after it, in percent (rounded).
    pub percent: u8,
    /// Its proven result, when the search solved it: 1 win, 0 draw, -1 loss; 2 unsolved.
    pub proof: i8,
}

impl HintValue {
    /// The three bytes of the wire form: square, percent, proof.
    pub fn to_bytes(self) -> [u8; 3] {
        [self.square, self.percent, self.proof as u8]
    }
}

/// A move on the wire.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum WireMove {
    /// Place a disc on the square with this index (0..64).
    Place(u8),
    /// Pass.
    Pass,
}

/// What the worker found.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The move to play (`None` when the game is over), and how long the search took.
    Move {
        /// The move.
        mv: Option<WireMove>,
        /// Search time in milliseconds on the worker's clock.
        elapsed_ms: f64,
    },
    /// The request could not be answered.
    Error(String),
}

/// Worker → app.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum WorkerResponse {
    /// Version 1.
    V1 {
        /// The request answered.
        id: u64,
        /// The answer.
        reply: Reply,
    },
    /// The answer to [`WorkerRequest::V2Hint`].
    V2Hint {
        /// The request answered.
        id: u64,
        /// The best move's square, if there is a move.
        best: Option<u8>,
        /// Every legal move's value, three bytes each ([`HintValue::to_bytes`]): compact
        /// on the wire and cheap to decode.
        values: Vec<u8>,
    },
    /// The answer to [`WorkerRequest::V4Evaluate`].
    V4Evaluation {
        /// The request answered.
        id: u64,
        /// For the start and after each move: Black's expected final disc margin.
        margins: Vec<i8>,
        /// Whether each margin is exact (solved).
        exact: Vec<bool>,
    },
}

impl From<Color> for WireColor {
    fn from(c: Color) -> WireColor {
        match c {
            Color::Black => WireColor::Black,
            Color::White => WireColor::White,
        }
    }
}

impl From<WireColor> for Color {
    fn from(c: WireColor) -> Color {
        match c {
            WireColor::Black => Color::Black,
            WireColor::White => Color::White,
        }
    }
}

impl From<PassRule> for WirePassRule {
    fn from(r: PassRule) -> WirePassRule {
        match r {
            PassRule::Pass => WirePassRule::Pass,
            PassRule::GameOver => WirePassRule::GameOver,
        }
    }
}

impl From<WirePassRule> for PassRule {
    fn from(r: WirePassRule) -> PassRule {
        match r {
            WirePassRule::Pass => PassRule::Pass,
            WirePassRule::GameOver => PassRule::GameOver,
        }
    }
}

impl From<Move> for WireMove {
    fn from(m: Move) -> WireMove {
        match m {
            Move::Place(sq) => WireMove::Place(sq.index() as u8),
            Move::Pass => WireMove::Pass,
        }
    }
}

impl TryFrom<WireMove> for Move {
    type Error = String;
    fn try_from(m: WireMove) -> Result<Move, String> {
        match m {
            WireMove::Place(i) => Square::try_from_index(u32::from(i))
                .map(Move::Place)
                .map_err(|e| e.to_string()),
            WireMove::Pass => Ok(Move::Pass),
        }
    }
}

/// A decoded request: what the worker searches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Query {
    /// The request id.
    pub id: u64,
    /// The position.
    pub position: Position,
    /// The rules.
    pub rules: Rules,
    /// The level id.
    pub level: u8,
    /// The seed.
    pub seed: u64,
}

impl WorkerRequest {
    /// The request for the model's computer turn.
    pub fn for_turn(turn: &ComputerTurn) -> WorkerRequest {
        let p = turn.position;
        WorkerRequest::V1 {
            id: turn.id,
            black: p.discs(Color::Black).0,
            white: p.discs(Color::White).0,
            turn: p.turn.into(),
            pass_rule: turn.rules.pass_rule.into(),
            level: turn.level,
            seed: turn.seed,
        }
    }

    /// The request for the model's evaluation over the game.
    pub fn for_evaluation(e: &EvaluationRequest) -> WorkerRequest {
        let p = e.start;
        WorkerRequest::V4Evaluate {
            id: e.id,
            black: p.discs(Color::Black).0,
            white: p.discs(Color::White).0,
            turn: p.turn.into(),
            pass_rule: e.rules.pass_rule.into(),
            moves: e
                .moves
                .iter()
                .map(|m| match m {
                    Move::Place(sq) => sq.index() as u8,
                    Move::Pass => 64,
                })
                .collect(),
        }
    }

    /// The request for a hint in the model's hint request.
    pub fn for_hint(hint: &HintRequest) -> WorkerRequest {
        let p = hint.position;
        WorkerRequest::V2Hint {
            id: hint.id,
            black: p.discs(Color::Black).0,
            white: p.discs(Color::White).0,
            turn: p.turn.into(),
            pass_rule: hint.rules.pass_rule.into(),
            seed: hint.seed,
        }
    }

    /// The request id.
    pub fn id(&self) -> u64 {
        match self {
            WorkerRequest::V1 { id, .. }
            | WorkerRequest::V2Hint { id, .. }
            | WorkerRequest::V3MoveNow { id }
            | WorkerRequest::V4Evaluate { id, .. } => *id,
        }
    }

    /// Checks and decodes the request (the discs must not overlap).
    pub fn query(&self) -> Result<Query, String> {
        let (id, black, white, turn, pass_rule, level, seed) = match *self {
            WorkerRequest::V1 {
                id,
                black,
                white,
                turn,
                pass_rule,
                level,
                seed,
            } => (id, black, white, turn, pass_rule, level, seed),
            WorkerRequest::V2Hint {
                id,
                black,
                white,
                turn,
                pass_rule,
                seed,
            } => (id, black, white, turn, pass_rule, 0, seed),
            WorkerRequest::V3MoveNow { .. } => {
                return Err("move now carries no position".to_string())
            }
            WorkerRequest::V4Evaluate {
                id,
                black,
                white,
                turn,
                pass_rule,
                ..
            } => (id, black, white, turn, pass_rule, 0, 0),
        };
        let position = Position::from_colors(Bitboard(black), Bitboard(white), turn.into())
            .map_err(|e| format!("bad position: {e}"))?;
        Ok(Query {
            id,
            position,
            rules: Rules {
                pass_rule: pass_rule.into(),
            },
            level,
            seed,
        })
    }
}

impl WorkerResponse {
    /// The model action this reply stands for.
    pub fn into_action(self) -> Action {
        match self {
            WorkerResponse::V4Evaluation { id, margins, exact } => Action::EvaluationReady {
                id,
                margins: margins
                    .into_iter()
                    .zip(exact.into_iter().chain(std::iter::repeat(false)))
                    .collect(),
            },
            WorkerResponse::V2Hint { id, best, values } => Action::HintReady {
                id,
                best: best.and_then(|i| Square::try_from_index(u32::from(i)).ok()),
                values: values
                    .chunks_exact(3)
                    .filter_map(|v| {
                        let sq = Square::try_from_index(u32::from(v[0])).ok()?;
                        Some(MoveValue {
                            square: sq,
                            percent: v[1].min(100),
                            proof: v[2] as i8,
                        })
                    })
                    .collect(),
            },
            WorkerResponse::V1 { id, reply } => match reply {
                Reply::Move { mv: None, .. } => Action::ComputerMoved { id, mv: None },
                Reply::Move { mv: Some(m), .. } => match Move::try_from(m) {
                    Ok(mv) => Action::ComputerMoved { id, mv: Some(mv) },
                    Err(e) => Action::ComputerFailed {
                        id,
                        message: format!("the computer's answer was damaged: {e}"),
                    },
                },
                Reply::Error(message) => Action::ComputerFailed { id, message },
            },
        }
    }

    /// The search time the worker reported (zero for errors).
    pub fn elapsed_ms(&self) -> f64 {
        match self {
            WorkerResponse::V1 {
                reply: Reply::Move { elapsed_ms, .. },
                ..
            } => *elapsed_ms,
            WorkerResponse::V1 { .. }
            | WorkerResponse::V2Hint { .. }
            | WorkerResponse::V4Evaluation { .. } => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_carry_the_position_exactly() {
        let mut position = Position::START;
        position
            .try_play(Move::Place("f5".parse().unwrap()), Rules::WOF)
            .unwrap();
        let turn = ComputerTurn {
            id: 42,
            position,
            rules: Rules::NO_MOVE_ENDS_GAME,
            level: 2,
            seed: 9,
        };
        let req = WorkerRequest::for_turn(&turn);
        assert_eq!(req.id(), 42);
        let q = req.query().unwrap();
        assert_eq!(
            (q.id, q.position, q.rules, q.level, q.seed),
            (42, position, Rules::NO_MOVE_ENDS_GAME, 2, 9)
        );
        let bad = WorkerRequest::V1 {
            id: 1,
            black: 1,
            white: 1,
            turn: WireColor::Black,
            pass_rule: WirePassRule::Pass,
            level: 0,
            seed: 0,
        };
        assert!(bad.query().unwrap_err().starts_with("bad position"));
    }

    #[test]
    fn replies_become_actions() {
        let d3: Square = "d3".parse().unwrap();
        let reply = |r| WorkerResponse::V1 { id: 5, reply: r };
        assert_eq!(
            reply(Reply::Move {
                mv: Some(Move::Place(d3).into()),
                elapsed_ms: 3.0
            })
            .into_action(),
            Action::ComputerMoved {
                id: 5,
                mv: Some(Move::Place(d3))
            }
        );
        assert_eq!(
            reply(Reply::Move {
                mv: None,
                elapsed_ms: 0.0
            })
            .into_action(),
            Action::ComputerMoved { id: 5, mv: None }
        );
        assert!(matches!(
            reply(Reply::Move {
                mv: Some(WireMove::Place(64)),
                elapsed_ms: 0.0
            })
            .into_action(),
            Action::ComputerFailed { id: 5, .. }
        ));
        assert_eq!(
            reply(Reply::Error("x".into())).into_action(),
            Action::ComputerFailed {
                id: 5,
                message: "x".into()
            }
        );
    }
}
