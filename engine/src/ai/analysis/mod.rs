//! Analysis for the screen: a position's value as Black's expected final margin, the
//! evaluation over a whole game, and hints (every legal move's value in discs).
//!
//! Everything here is resumable in slices on an injected [`Clock`], so a browser worker
//! only receives, slices and replies, and the command line uses the same functions.
//!
//! ```
//! use outflank_engine::ai::analysis::{Analyzer, HintSearch};
//! use outflank_engine::ai::FrozenClock;
//! use outflank_engine::{Position, Rules};
//! let start = Analyzer::new(Rules::WOF).position_value(Position::START);
//! assert!(!start.exact() && start.black().abs() <= 4);
//! // The four first moves are one move by symmetry: they get one value.
//! let hint = HintSearch::new(Position::START, Rules::WOF, 2_000.0, 4).finish(&FrozenClock);
//! assert_eq!(hint.values.len(), 4);
//! assert!(hint.values.iter().all(|v| v.discs() == hint.values[0].discs()));
//! ```

use super::alphabeta::{AlphaBeta, EvalKind, Limits, WIN};
use super::clock::{Clock, Deadline, FrozenClock, Millis};
use super::endgame::Solver;
use super::eval::DISC;
use crate::serde_through::serde_through;
use crate::{Color, IllegalMove, Move, Position, Rules, Status};
use core::fmt;

mod hint;
mod line;
mod review;
mod shared_hint;
mod thinking;
pub use hint::{hint_to_depth, HintAnswer, HintSearch, MoveValue, HINT_SOLVE_EMPTIES};
pub use line::{best_line, LineSearch, LINE_BUDGET_MS, LINE_DEPTH, LINE_MOVES, LINE_SOLVE_EMPTIES};
pub use review::{
    total_losses, GameReview, Judge, JudgeOutOfRange, Mistake, MoveReview, PositionReview,
    ReviewJob, SecondLook, SharedReview, BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS,
    REVIEW_DEPTH, REVIEW_SOLVE_EMPTIES,
};
pub use shared_hint::{HintJob, HintResult, HintSearcher, SharedHint};
pub use thinking::{Progress, Thinking, ThinkingReport, PV_LENGTH};

/// Alpha-beta depth of [`Analyzer::position_value`] before the endgame.
pub const EVALUATION_DEPTH: u32 = 6;
/// From this many empties down, [`Analyzer::position_value`] is the exact result.
pub const EVALUATION_SOLVE_EMPTIES: u32 = 12;

/// Transposition table of each of the analyzer's two searches.
const ANALYZER_TABLE_BYTES: usize = 2 << 20;

/// Black's expected final disc margin (World Othello Federation scoring: empties go to
/// the winner), and whether it is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Margin {
    black: i8,
    exact: bool,
}

impl Margin {
    /// A margin, or an error when `black` is outside `-64..=64`.
    pub const fn new(black: i8, exact: bool) -> Result<Margin, OutOfRange> {
        if black < -64 || black > 64 {
            return Err(OutOfRange::Margin(black));
        }
        Ok(Margin { black, exact })
    }

    /// Black's final discs minus White's, in `-64..=64` (negative: White ahead).
    pub const fn black(self) -> i8 {
        self.black
    }

    /// Whether [`Margin::black`] is the result under perfect play (a finished game or an
    /// exact solve) rather than an estimate.
    pub const fn exact(self) -> bool {
        self.exact
    }
}

/// A value outside its range (a [`Margin`] or a [`MoveValue`] built from untrusted
/// numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutOfRange {
    /// A disc margin outside `-64..=64`.
    Margin(i8),
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OutOfRange::Margin(m) => write!(f, "disc margin {m} is not in -64..=64"),
        }
    }
}

impl std::error::Error for OutOfRange {}

/// Black's point of view of a margin `m` for the side to move `turn`.
fn black_view(m: i32, turn: Color) -> i8 {
    let m = m.clamp(-64, 64) as i8;
    match turn {
        Color::Black => m,
        Color::White => -m,
    }
}

/// An alpha-beta score with the analysis's evaluation in discs: a proven result is `WIN` plus
/// the margin in evaluation units; anything else is an evaluation in units of `DISC`,
/// rounded to the nearest disc. Clamped to `-64..=64`.
pub(crate) fn score_discs(score: i32) -> i32 {
    let discs = if score.abs() >= WIN {
        (score - WIN * score.signum()) / DISC
    } else {
        (score + DISC / 2 * score.signum()) / DISC
    };
    discs.clamp(-64, 64)
}

/// An alpha-beta score in discs, when the evaluation `eval` counts in discs (or the score
/// is a proven result).
pub(crate) fn discs_of(eval: EvalKind, score: i32) -> Option<i8> {
    match eval {
        EvalKind::Original if score.abs() < WIN => None,
        EvalKind::Original => Some((score - WIN * score.signum()).clamp(-64, 64) as i8),
        _ => Some(score_discs(score) as i8),
    }
}

/// The searches that value positions, kept between positions to reuse their tables.
pub struct Analyzer {
    rules: Rules,
    alphabeta: AlphaBeta,
    solver: Solver,
}

impl Analyzer {
    /// An analyzer for games under `rules`.
    pub fn new(rules: Rules) -> Analyzer {
        Analyzer {
            rules,
            alphabeta: AlphaBeta::new(EvalKind::strongest_available(), ANALYZER_TABLE_BYTES, rules),
            solver: Solver::new(ANALYZER_TABLE_BYTES, rules),
        }
    }

    /// The rules it analyses under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Black's expected final margin in `position`: the result of a finished game, an
    /// exact solve from [`EVALUATION_SOLVE_EMPTIES`] empties down, or else a
    /// [`EVALUATION_DEPTH`]-ply search with the strongest evaluation available. Takes no time limit: the
    /// depth bounds the work.
    pub fn position_value(&mut self, position: Position) -> Margin {
        let pos = match position.status(self.rules) {
            Status::GameOver => {
                let o = position.outcome();
                return Margin {
                    black: (o.black as i32 - o.white as i32) as i8,
                    exact: true,
                };
            }
            Status::MustPass => {
                let mut after = position;
                after.play_unchecked(Move::Pass);
                after
            }
            Status::Moves(_) => position,
        };
        let never = Deadline::never(&FrozenClock);
        if pos.board.empty_count() <= EVALUATION_SOLVE_EMPTIES {
            if let Some(sol) = self.solver.solve(pos.board, &never) {
                return Margin {
                    black: black_view(sol.score, pos.turn),
                    exact: true,
                };
            }
        }
        let limits = Limits::depth(EVALUATION_DEPTH);
        let Some(r) = self.alphabeta.search(pos.board, limits, &never, false) else {
            // Unreachable (the game is not over), but a value is still owed.
            return Margin {
                black: 0,
                exact: true,
            };
        };
        Margin {
            black: black_view(score_discs(r.score), pos.turn),
            exact: false,
        }
    }
}

/// A move list that does not replay: the move at `ply` (from 0) is illegal there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMoveAt {
    /// The index of the move in the list.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// Why it is illegal.
    pub error: IllegalMove,
}

impl fmt::Display for IllegalMoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}): {}", self.ply + 1, self.mv, self.error)
    }
}

impl std::error::Error for IllegalMoveAt {}

/// The evaluation over a game: the [`Margin`] of the start and of the position after
/// each move, computed one position at a time so it can run in slices.
pub struct GameEvaluation {
    positions: Vec<Position>,
    margins: Vec<Margin>,
    analyzer: Analyzer,
}

impl GameEvaluation {
    /// The evaluation of `start` and of the position after each of `moves` under
    /// `rules`; an illegal move is an error.
    pub fn new(
        start: Position,
        moves: &[Move],
        rules: Rules,
    ) -> Result<GameEvaluation, IllegalMoveAt> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start);
        let mut pos = start;
        for (ply, &mv) in moves.iter().enumerate() {
            pos.try_play(mv, rules)
                .map_err(|error| IllegalMoveAt { ply, mv, error })?;
            positions.push(pos);
        }
        Ok(GameEvaluation {
            margins: Vec::with_capacity(positions.len()),
            positions,
            analyzer: Analyzer::new(rules),
        })
    }

    /// Evaluates positions until all are done (`true`) or `slice_ms` has passed on
    /// `clock` (at least one position per call).
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: Millis) -> bool {
        let slice = Deadline::after(clock, slice_ms);
        while let Some(&pos) = self.positions.get(self.margins.len()) {
            self.margins.push(self.analyzer.position_value(pos));
            if slice.passed() {
                break;
            }
        }
        self.is_finished()
    }

    /// Evaluates every remaining position and returns all the margins.
    pub fn finish(&mut self) -> &[Margin] {
        while !self.step(&FrozenClock, f64::INFINITY) {}
        &self.margins
    }

    /// Whether every position is evaluated.
    pub fn is_finished(&self) -> bool {
        self.margins.len() == self.positions.len()
    }

    /// The margins so far: the start's first, then after each move.
    pub fn margins(&self) -> &[Margin] {
        &self.margins
    }
}

serde_through!(Margin, MarginFields);

/// The serialized form of a [`Margin`], checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct MarginFields {
    black: i8,
    exact: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<MarginFields> for Margin {
    type Error = OutOfRange;
    fn try_from(f: MarginFields) -> Result<Margin, OutOfRange> {
        Margin::new(f.black, f.exact)
    }
}

#[cfg(feature = "serde")]
impl From<Margin> for MarginFields {
    fn from(m: Margin) -> MarginFields {
        MarginFields {
            black: m.black,
            exact: m.exact,
        }
    }
}
