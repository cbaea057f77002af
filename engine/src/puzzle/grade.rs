//! Grading: a position's values by our own searches, the puzzle they make, and the check
//! of a stored puzzle against the searches run again.
//!
//! Every legal move is valued twice: by a shallow alpha-beta search (whose favourite is
//! the tempting move, and whose near-favourites the tempting wrong moves), and exactly by
//! the solver up to [`EXACT_MAX_EMPTIES`] empties, or else by a deep alpha-beta search
//! (the book's [`move_values`]: full window, table cleared first, so the values do not
//! depend on what was searched before). The same position always gets the same puzzle.

use super::{
    accepted_moves, best_of, classify, Puzzle, PuzzleKind, Step, Theme, EXACT_MAX_EMPTIES,
    EXACT_MIN_EMPTIES, MAX_DIFFICULTY, MAX_LINE_STEPS, TEMPTING_WITHIN,
};
use crate::ai::book::move_values;
use crate::ai::{AlphaBeta, Deadline, EvalKind, FrozenClock, Solver};
use crate::{Bitboard, Board, Move, Position, Rules, Square, Status};
use std::fmt;

/// Transposition table of each of the grader's searches.
const TABLE_BYTES: usize = 16 << 20;
/// Depth of the quick look that decides whether a middle-game position is worth the deep
/// search (a generation speed-up only: the values stored are the deep search's).
const PREFILTER_DEPTH: u32 = 6;

/// The searches' settings, stored in the puzzle file so that a check runs the same ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GradeSettings {
    /// Depth in plies of the deep search that values middle-game moves.
    pub deep_depth: u8,
    /// Depth in plies of the shallow search whose favourite is the tempting move.
    pub shallow_depth: u8,
    /// Multi-ProbCut's confidence in the searches, in tenths (0: full width).
    pub probcut_tenths: u8,
    /// The evaluation's pattern weights: their file's checksum (0: the tuned evaluation).
    pub weights: u32,
}

impl GradeSettings {
    /// The settings of the shipped puzzles, before the evaluation is known: a deep search
    /// of 12 plies, a shallow one of 2 (a move and the reply), Multi-ProbCut at 1.5 (as
    /// the strongest level plays).
    pub const STANDARD: GradeSettings = GradeSettings {
        deep_depth: 12,
        shallow_depth: 2,
        probcut_tenths: 15,
        weights: 0,
    };

    /// These settings with the strongest evaluation this engine has (see
    /// [`EvalKind::strongest_available`]).
    pub fn with_available_eval(self) -> GradeSettings {
        GradeSettings {
            weights: eval_checksum(EvalKind::strongest_available()),
            ..self
        }
    }
}

/// The checksum naming an evaluation's weights (0 for the tuned evaluation).
fn eval_checksum(eval: EvalKind) -> u32 {
    match eval {
        #[cfg(feature = "patterns")]
        EvalKind::Pattern(weights) => {
            let bytes = weights.to_bytes();
            u32::from_le_bytes(bytes[bytes.len() - 4..].try_into().expect("four bytes"))
        }
        _ => 0,
    }
}

/// How a stored puzzle differs from what the searches say now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The puzzles were graded with another evaluation than this engine's.
    Weights {
        /// The checksum of the evaluation in the file.
        file: u32,
        /// This engine's.
        engine: u32,
    },
    /// A move's value differs.
    Value {
        /// The move.
        square: Square,
        /// The value stored.
        stored: i8,
        /// The value found.
        found: i8,
    },
    /// The shallow search prefers another move.
    Tempting {
        /// The move stored.
        stored: Square,
        /// The move found.
        found: Square,
    },
    /// The values make another puzzle, or none (`found` says what).
    Grading {
        /// The kind, theme and difficulty found, or why it is no puzzle.
        found: String,
    },
    /// The line of moves differs from the one the solver plays out now.
    Line {
        /// The first step (from 2) that differs, or the step where one line ends and
        /// the other goes on.
        step: usize,
    },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Weights { file, engine } => write!(
                f,
                "graded with evaluation {file:08x}, this engine has {engine:08x}"
            ),
            Mismatch::Value {
                square,
                stored,
                found,
            } => write!(
                f,
                "{square} is stored as {stored:+}, the search finds {found:+}"
            ),
            Mismatch::Tempting { stored, found } => write!(
                f,
                "the tempting move is stored as {stored}, the shallow search prefers {found}"
            ),
            Mismatch::Grading { found } => write!(f, "graded again: {found}"),
            Mismatch::Line { step } => write!(
                f,
                "its line differs from the solver's from step {step} (the reply or the puzzle after it)"
            ),
        }
    }
}

impl std::error::Error for Mismatch {}

/// Every legal move's values, deep (or exact) and shallow.
struct Measured {
    /// By the solver or the deep search, in square order.
    values: Vec<(Square, i8)>,
    /// Whether `values` are the solver's.
    exact: bool,
    /// By the shallow search, in square order.
    shallow: Vec<(Square, i8)>,
}

impl Measured {
    /// The shallow search's favourite.
    fn tempting(&self) -> Square {
        favourite(&self.shallow)
    }
}

/// The move valued best in `values` (the first in square order among equals; at least
/// one move).
fn favourite(values: &[(Square, i8)]) -> Square {
    let top = best_of(values);
    values
        .iter()
        .find(|&&(_, v)| v == top)
        .map(|&(sq, _)| sq)
        .expect("a position with moves")
}

/// Grades positions into puzzles and checks puzzles again. Keep one between positions:
/// its tables are large to allocate.
pub struct Grader {
    settings: GradeSettings,
    solver: Box<Solver>,
    alphabeta: Box<AlphaBeta>,
}

impl Grader {
    /// A grader with `settings` (depths and Multi-ProbCut), on the strongest evaluation
    /// this engine has; an error when `settings` name another evaluation.
    pub fn new(settings: GradeSettings) -> Result<Grader, Mismatch> {
        let eval = EvalKind::strongest_available();
        let engine = eval_checksum(eval);
        if settings.weights != engine {
            return Err(Mismatch::Weights {
                file: settings.weights,
                engine,
            });
        }
        let mut alphabeta = Box::new(AlphaBeta::new(eval, TABLE_BYTES, Rules::WOF));
        alphabeta.set_probcut(f32::from(settings.probcut_tenths) / 10.0);
        Ok(Grader {
            settings,
            solver: Box::new(Solver::new(TABLE_BYTES, Rules::WOF)),
            alphabeta,
        })
    }

    /// Its settings.
    pub fn settings(&self) -> GradeSettings {
        self.settings
    }

    /// The puzzle `position` makes, if any. A middle-game position gets a quick look
    /// first and the deep search only when it might make one.
    pub fn grade(&mut self, position: Position) -> Option<Puzzle> {
        let measured = self.measure(position.board, true)?;
        make(position, &measured)
    }

    /// `puzzle` (an exact one) with its line played out: while the step's right move is
    /// unique and at most [`MAX_LINE_STEPS`] steps, the opponent's best reply (the first
    /// in square order among equals, by the solver; a pass when it must) and the
    /// position after it graded; the line goes on while that makes an exact puzzle (the
    /// player to move, [`EXACT_MIN_EMPTIES`] empties or more). A puzzle that is not exact
    /// comes back as it is.
    pub fn extend(&mut self, puzzle: &Puzzle) -> Puzzle {
        let first = puzzle.without_line();
        if !first.kind().exact() {
            return first;
        }
        let mut line = Vec::new();
        let mut before = first.clone();
        while 1 + line.len() < MAX_LINE_STEPS {
            let Some(step) = self.next_step(&before) else {
                break;
            };
            before = step.puzzle().clone();
            line.push(step);
        }
        first
            .with_line(line)
            .expect("the solver's line follows by construction")
    }

    /// The step after `before`'s unique right move and the opponent's best reply, if the
    /// position it leaves makes an exact puzzle.
    fn next_step(&mut self, before: &Puzzle) -> Option<Step> {
        let after = before.after_right_move()?;
        let reply = match after.status(Rules::WOF) {
            Status::GameOver => return None,
            Status::MustPass => Move::Pass,
            Status::Moves(moves) => {
                // The best reply keeps the player's value: the first reply in square
                // order worth exactly that to the opponent (a narrow window each).
                let target = -i32::from(before.best_value());
                let never = Deadline::never(&FrozenClock);
                let best = moves.into_iter().find(|&sq| {
                    self.solver
                        .solve_move(after.board, sq, target - 1, target + 1, &never)
                        .expect("an unlimited solve finishes")
                        >= target
                })?;
                Move::Place(best)
            }
        };
        let next = after.play(reply, Rules::WOF).ok()?;
        let measured = self.measure(next.board, false)?;
        let puzzle = make(next, &measured).filter(|p| p.kind().exact())?;
        Some(Step::new(reply, puzzle))
    }

    /// Whether the searches, run again, give `puzzle` as it is stored, its line played
    /// out again ([`Grader::extend`]) for an exact one; the first difference otherwise
    /// (values first, so an exact puzzle's error names a move).
    pub fn check(&mut self, puzzle: &Puzzle) -> Result<(), Mismatch> {
        self.check_step(puzzle)?;
        if !puzzle.kind().exact() {
            return Ok(());
        }
        let again = self.extend(puzzle);
        let (stored, found) = (puzzle.line(), again.line());
        match (0..stored.len().max(found.len())).find(|&i| stored.get(i) != found.get(i)) {
            Some(i) => Err(Mismatch::Line { step: i + 2 }),
            None => Ok(()),
        }
    }

    /// [`Grader::check`] of one step, its line aside.
    fn check_step(&mut self, puzzle: &Puzzle) -> Result<(), Mismatch> {
        let position = puzzle.position();
        let no_puzzle = || Mismatch::Grading {
            found: "no puzzle".into(),
        };
        let measured = self.measure(position.board, false).ok_or_else(no_puzzle)?;
        for (&(square, stored), &(_, found)) in puzzle.values().iter().zip(&measured.values) {
            if stored != found {
                return Err(Mismatch::Value {
                    square,
                    stored,
                    found,
                });
            }
        }
        let found = measured.tempting();
        if found != puzzle.tempting() {
            return Err(Mismatch::Tempting {
                stored: puzzle.tempting(),
                found,
            });
        }
        match make(position, &measured) {
            Some(again) if again == puzzle.without_line() => Ok(()),
            Some(again) => Err(Mismatch::Grading {
                found: format!(
                    "{} {} difficulty {}",
                    again.kind(),
                    again.theme().map_or("-", Theme::name),
                    again.difficulty()
                ),
            }),
            None => Err(no_puzzle()),
        }
    }

    /// Every legal move's values, or `None` when `board` cannot make a puzzle (fewer
    /// than two moves, too few empties, or, with `prefilter`, a middle-game position
    /// whose quick look shows no clear best move and no trap).
    fn measure(&mut self, board: Board, prefilter: bool) -> Option<Measured> {
        let empties = board.empty_count();
        if board.legal_moves().count() < 2 || empties < EXACT_MIN_EMPTIES {
            return None;
        }
        let shallow = self.search_values(board, u32::from(self.settings.shallow_depth));
        let exact = empties <= EXACT_MAX_EMPTIES;
        let values = if exact {
            let never = Deadline::never(&FrozenClock);
            let mut solved = self
                .solver
                .solve_all_moves(board, &never)
                .expect("an unlimited solve finishes");
            solved.sort_by_key(|&(sq, _)| sq.index());
            solved.into_iter().map(|(sq, v)| (sq, v as i8)).collect()
        } else {
            if prefilter && !self.worth_deep_search(board, &shallow) {
                return None;
            }
            self.search_values(board, u32::from(self.settings.deep_depth))
        };
        Some(Measured {
            values,
            exact,
            shallow,
        })
    }

    /// Whether a quick search finds the best move 2 discs clear or the shallow favourite
    /// 3 discs behind: half the thresholds of a puzzle, so that few real ones are missed.
    fn worth_deep_search(&mut self, board: Board, shallow: &[(Square, i8)]) -> bool {
        let quick = self.search_values(board, PREFILTER_DEPTH);
        let best = best_of(&quick);
        let tempting = favourite(shallow);
        let second = quick
            .iter()
            .map(|&(_, v)| v)
            .filter(|&v| v < best)
            .max()
            .unwrap_or(best);
        let unique = quick.iter().filter(|&&(_, v)| v == best).count() == 1;
        let tempting_value = quick
            .iter()
            .find(|&&(sq, _)| sq == tempting)
            .map(|&(_, v)| v);
        (unique && best - second >= 2) || tempting_value.is_some_and(|v| v <= best - 3)
    }

    /// Every legal move's value by alpha-beta at `depth`, in square order.
    fn search_values(&mut self, board: Board, depth: u32) -> Vec<(Square, i8)> {
        move_values(board, depth, &mut self.alphabeta)
    }
}

/// The puzzle `measured` values make in `position`, if any.
fn make(position: Position, measured: &Measured) -> Option<Puzzle> {
    let tempting = measured.tempting();
    let kind = classify(&measured.values, measured.exact, tempting)?;
    let accepted = accepted_moves(kind, &measured.values);
    let theme = theme_of(position.board, &measured.values, accepted, tempting, kind);
    let difficulty = difficulty_of(position.board.empty_count(), kind, measured, accepted);
    Puzzle::new(
        position,
        kind,
        theme,
        difficulty,
        measured.values.clone(),
        tempting,
    )
    .ok()
}

/// The idea a puzzle teaches, the first that applies of: wipe-out (the best wins every
/// disc, or the tempting move loses them all), tempo (a right move makes the opponent
/// pass), corner (a right move takes a corner, or the tempting one gives the opponent a
/// new corner), parity (exact puzzles: the right moves in regions of odd empties, a wrong
/// one in an even region), edge (a right move on an edge).
fn theme_of(
    board: Board,
    values: &[(Square, i8)],
    accepted: Bitboard,
    tempting: Square,
    kind: PuzzleKind,
) -> Option<Theme> {
    let best = best_of(values);
    let tempting_wrong = !accepted.contains(tempting);
    let tempting_value = values.iter().find(|&&(sq, _)| sq == tempting).map(|v| v.1);
    if best == 64 || (tempting_wrong && tempting_value == Some(-64)) {
        return Some(Theme::WipeOut);
    }
    let after = |sq: Square| board.apply(sq, board.flips(sq));
    if accepted.into_iter().any(|sq| {
        let next = after(sq);
        !next.has_legal_move() && next.swapped().has_legal_move()
    }) {
        return Some(Theme::Tempo);
    }
    let corners_before = board.swapped().legal_moves().0 & Bitboard::CORNERS.0;
    let corners_after = after(tempting).legal_moves().0 & Bitboard::CORNERS.0;
    if accepted.0 & Bitboard::CORNERS.0 != 0
        || (tempting_wrong && corners_after & !corners_before != 0)
    {
        return Some(Theme::Corner);
    }
    if kind.exact() {
        let odd = |sq: Square| {
            let quadrant = quadrant_of(sq);
            (board.empty().0 & quadrant).count_ones() % 2 == 1
        };
        let wrong_even = values
            .iter()
            .any(|&(sq, _)| !accepted.contains(sq) && !odd(sq));
        if accepted.into_iter().all(odd) && wrong_even {
            return Some(Theme::Parity);
        }
    }
    const EDGES: u64 = 0xFF81_8181_8181_81FF;
    (accepted.0 & EDGES != 0).then_some(Theme::Edge)
}

/// The squares of the 4x4 quadrant holding `sq`.
fn quadrant_of(sq: Square) -> u64 {
    const LOWER_LEFT: u64 = 0x0F0F_0F0F;
    let shift = if sq.column() >= 4 { 4 } else { 0 } + if sq.row() >= 4 { 32 } else { 0 };
    LOWER_LEFT << shift
}

/// From 1 to [`MAX_DIFFICULTY`]: a base from the empties (exact puzzles: up to 13, 14 to
/// 17, 18 to 20, 21 and 22 empties give 0 to 3; a middle-game puzzle 1), plus one for each
/// tempting wrong move (a move not accepted that the shallow search values within
/// [`TEMPTING_WITHIN`] discs of its favourite), at most two.
fn difficulty_of(empties: u32, kind: PuzzleKind, measured: &Measured, accepted: Bitboard) -> u8 {
    let base = if kind.exact() {
        match empties {
            ..=13 => 0,
            14..=17 => 1,
            18..=20 => 2,
            _ => 3,
        }
    } else {
        1
    };
    let top = best_of(&measured.shallow);
    let tempting = measured
        .shallow
        .iter()
        .filter(|&&(sq, v)| !accepted.contains(sq) && v >= top - TEMPTING_WITHIN)
        .count()
        .min(2) as u8;
    (1 + base + tempting).min(MAX_DIFFICULTY)
}
