//! Practice puzzles: positions from our own games where one move (or a few) is right,
//! graded by our own searches.
//!
//! Five kinds ([`PuzzleKind`]): three endgames solved exactly (10 to
//! [`EXACT_MAX_EMPTIES`] empties: find the only win, save the draw, find the best score),
//! the middle game's "find the move" (a deep search puts the best at least
//! [`FIND_MOVE_GAP`] discs ahead of every other) and "don't fall for it" (the move a
//! shallow search prefers loses at least [`TRAP_LOSS`] discs against the best). Each
//! puzzle keeps every legal move's value, so a page can say what a wrong move costs, and
//! its accepted moves: exactly the best on an exact puzzle, within [`ACCEPT_WITHIN`] disc
//! of the best otherwise.
//!
//! An exact puzzle may be a *line* of up to [`MAX_LINE_STEPS`] steps ([`Step`]): after the
//! player's right move (a unique one) the opponent's best reply is played (by the solver;
//! a pass when it must) and, when the position after it is again an exact puzzle, the
//! player goes on.
//!
//! The puzzles travel as one compact file ([`PuzzleSet::from_bytes`], written by
//! [`PuzzleSet::to_bytes`]) with a CRC-32, so a damaged or truncated file is refused with
//! a message. [`Grader`] makes puzzles from positions and checks them again.
//!
//! ```
//! use outflank_engine::puzzle::{PuzzleSet, GradeSettings};
//! let set = PuzzleSet::new(GradeSettings::STANDARD, Vec::new());
//! let bytes = set.to_bytes();
//! assert_eq!(PuzzleSet::from_bytes(&bytes), Ok(set));
//! assert!(PuzzleSet::from_bytes(&bytes[..bytes.len() - 1]).is_err());
//! ```

mod file;
mod grade;
#[cfg(test)]
mod tests;

pub use file::{PuzzleError, PuzzleSet};
pub use grade::{GradeSettings, Grader, Mismatch};

use crate::{Bitboard, Move, Position, Rules, Square, Status};
use core::fmt;

/// The most empties of an exact (endgame) puzzle.
pub const EXACT_MAX_EMPTIES: u32 = 22;
/// The fewest empties of an exact puzzle (below, the answer is too easy to count).
pub const EXACT_MIN_EMPTIES: u32 = 10;
/// A "find the move" puzzle's best move is at least this many discs ahead of every other.
pub const FIND_MOVE_GAP: i8 = 4;
/// A "don't fall for it" puzzle's tempting move loses at least this many discs.
pub const TRAP_LOSS: i8 = 6;
/// A "find the best score" puzzle's best move is at least this many discs ahead of the
/// next (a smaller gap is a matter of counting, not of seeing).
pub const BEST_SCORE_GAP: i8 = 2;
/// On a puzzle valued by a search (not exact), moves within this many discs of the best
/// are accepted.
pub const ACCEPT_WITHIN: i8 = 1;
/// A wrong move is tempting when the shallow search values it within this many discs of
/// its own favourite.
pub const TEMPTING_WITHIN: i8 = 2;
/// Difficulties run from 1 (easiest) to this.
pub const MAX_DIFFICULTY: u8 = 5;
/// The most steps (moves of the player) of a puzzle's line, the first included.
pub const MAX_LINE_STEPS: usize = 4;

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PuzzleKind {
    /// Exact endgame: one move (or a few equal ones) wins; every other draws or loses.
    Win,
    /// Exact endgame: the best move draws; every other loses.
    SaveDraw,
    /// Exact endgame: the best score, at least [`BEST_SCORE_GAP`] discs above the next move.
    BestScore,
    /// Middle game: a deep search puts the best move [`FIND_MOVE_GAP`] discs ahead.
    FindMove,
    /// The move a shallow search prefers loses at least [`TRAP_LOSS`] discs.
    DontFallForIt,
}

impl PuzzleKind {
    /// Every kind, in file-code order.
    pub const ALL: [PuzzleKind; 5] = [
        PuzzleKind::Win,
        PuzzleKind::SaveDraw,
        PuzzleKind::BestScore,
        PuzzleKind::FindMove,
        PuzzleKind::DontFallForIt,
    ];

    /// A short lowercase name (`win`, `draw`, `best-score`, `find-move`, `trap`), for
    /// reports and pages.
    pub const fn name(self) -> &'static str {
        match self {
            PuzzleKind::Win => "win",
            PuzzleKind::SaveDraw => "draw",
            PuzzleKind::BestScore => "best-score",
            PuzzleKind::FindMove => "find-move",
            PuzzleKind::DontFallForIt => "trap",
        }
    }

    /// Whether its values are exact (the solver's) rather than a search's estimate.
    pub const fn exact(self) -> bool {
        matches!(
            self,
            PuzzleKind::Win | PuzzleKind::SaveDraw | PuzzleKind::BestScore
        )
    }

    /// Its code in the file.
    const fn code(self) -> u8 {
        self as u8
    }

    /// The kind with file code `code`.
    fn from_code(code: u8) -> Option<PuzzleKind> {
        PuzzleKind::ALL.get(code as usize).copied()
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The idea a puzzle teaches, when one stands out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The right move takes a corner, or the tempting one gives a corner away.
    Corner,
    /// The right move is on an edge.
    Edge,
    /// Endgame parity: the right move is in a region with an odd number of empties,
    /// a wrong one in an even region.
    Parity,
    /// The right move leaves the opponent without a move (they must pass).
    Tempo,
    /// The best move wins every disc, or the tempting move loses them all.
    WipeOut,
}

impl Theme {
    /// Every theme, in file-code order (code 0 is "no theme").
    pub const ALL: [Theme; 5] = [
        Theme::Corner,
        Theme::Edge,
        Theme::Parity,
        Theme::Tempo,
        Theme::WipeOut,
    ];

    /// A short lowercase name (`corner`, `edge`, `parity`, `tempo`, `wipe-out`).
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Corner => "corner",
            Theme::Edge => "edge",
            Theme::Parity => "parity",
            Theme::Tempo => "tempo",
            Theme::WipeOut => "wipe-out",
        }
    }

    /// Its code in the file (1 up; 0 is no theme).
    const fn code(theme: Option<Theme>) -> u8 {
        match theme {
            None => 0,
            Some(t) => t as u8 + 1,
        }
    }

    /// The theme of file code `code`: `Some(None)` for 0, `None` for no theme's code.
    fn from_code(code: u8) -> Option<Option<Theme>> {
        match code {
            0 => Some(None),
            c => Theme::ALL.get(c as usize - 1).copied().map(Some),
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a puzzle is not a valid one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadPuzzle {
    /// A black and a white disc on the same square.
    Overlap,
    /// The side to move has no move to play.
    NoMove,
    /// The values are not one per legal move, or one is outside `-64..=64`.
    Values,
    /// The accepted moves are not the ones the kind and the values give.
    Accepted,
    /// The values do not make a puzzle of its kind.
    Kind,
    /// An exact puzzle outside the exact range of empties.
    Empties(u32),
    /// A difficulty outside `1..=MAX_DIFFICULTY`.
    Difficulty(u8),
    /// Step `n` (from 2) of its line does not follow: the puzzle before it is not exact
    /// or has more than one right move, the reply is not a legal move (or a pass where a
    /// move exists), the step is not an exact puzzle of the position the reply leaves or
    /// not of the value the best reply keeps, or the line is longer than
    /// [`MAX_LINE_STEPS`].
    Line(usize),
}

impl fmt::Display for BadPuzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadPuzzle::Overlap => write!(f, "a black and a white disc on one square"),
            BadPuzzle::NoMove => write!(f, "the side to move has no move"),
            BadPuzzle::Values => write!(f, "the values are not one per legal move in -64..=64"),
            BadPuzzle::Accepted => {
                write!(f, "the accepted moves are not those its values give")
            }
            BadPuzzle::Kind => write!(f, "its values do not make a puzzle of its kind"),
            BadPuzzle::Empties(n) => write!(
                f,
                "an exact puzzle with {n} empties (exact ones have {EXACT_MIN_EMPTIES} to {EXACT_MAX_EMPTIES})"
            ),
            BadPuzzle::Difficulty(d) => {
                write!(f, "difficulty {d} is not in 1..={MAX_DIFFICULTY}")
            }
            BadPuzzle::Line(n) => write!(
                f,
                "step {n} of its line does not follow from the step before and the best reply"
            ),
        }
    }
}

impl std::error::Error for BadPuzzle {}

/// One puzzle: a position, its side to move to find the right move, every legal move's
/// value and the moves accepted.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    position: Position,
    kind: PuzzleKind,
    theme: Option<Theme>,
    difficulty: u8,
    /// Every legal move with its value for the side to move, in square order.
    values: Vec<(Square, i8)>,
    accepted: Bitboard,
    tempting: Square,
    /// The steps after this one (empty for a one-move puzzle, and for a step's own
    /// puzzle).
    line: Vec<Step>,
}

/// A later step of a puzzle's line: the opponent's reply to the step before (whose right
/// move is unique) and the puzzle the position after it makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    reply: Move,
    puzzle: Puzzle,
}

impl Step {
    /// The step the opponent's `reply` leads to, `puzzle` its position's puzzle (checked
    /// against the step before by [`Puzzle::with_line`]).
    pub fn new(reply: Move, puzzle: Puzzle) -> Step {
        Step { reply, puzzle }
    }

    /// The opponent's reply to the step before (the solver's best; a pass when it must).
    pub fn reply(&self) -> Move {
        self.reply
    }

    /// The puzzle the player goes on with.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }
}

impl Puzzle {
    /// A puzzle, checked: `values` one per legal move of `position` (any order) in
    /// `-64..=64`, making a puzzle of `kind` with `tempting` the shallow search's
    /// favourite (a legal move); the accepted moves follow from the kind and the values
    /// ([`Puzzle::accepted`]).
    pub fn new(
        position: Position,
        kind: PuzzleKind,
        theme: Option<Theme>,
        difficulty: u8,
        mut values: Vec<(Square, i8)>,
        tempting: Square,
    ) -> Result<Puzzle, BadPuzzle> {
        let legal = position.board.legal_moves();
        if legal.is_empty() {
            return Err(BadPuzzle::NoMove);
        }
        values.sort_by_key(|&(sq, _)| sq.index());
        let squares: Bitboard = values.iter().map(|&(sq, _)| sq).collect();
        if squares != legal
            || values.len() != legal.count() as usize
            || values.iter().any(|&(_, v)| !(-64..=64).contains(&v))
            || !legal.contains(tempting)
        {
            return Err(BadPuzzle::Values);
        }
        let empties = position.board.empty_count();
        if kind.exact() && !(EXACT_MIN_EMPTIES..=EXACT_MAX_EMPTIES).contains(&empties) {
            return Err(BadPuzzle::Empties(empties));
        }
        if !(1..=MAX_DIFFICULTY).contains(&difficulty) {
            return Err(BadPuzzle::Difficulty(difficulty));
        }
        if !fits_kind(kind, &values, tempting) {
            return Err(BadPuzzle::Kind);
        }
        let accepted = accepted_moves(kind, &values);
        Ok(Puzzle {
            position,
            kind,
            theme,
            difficulty,
            values,
            accepted,
            tempting,
            line: Vec::new(),
        })
    }

    /// This puzzle with `line`, the steps after it, checked ([`BadPuzzle::Line`]): each
    /// follows from the one before, whose right move is unique, by a legal reply (a pass
    /// only when the opponent has no move) to the position of its exact puzzle, which
    /// keeps the value (the best reply changes nothing of the final score); at most
    /// [`MAX_LINE_STEPS`] steps in all. The reply being the best is the solver's to say
    /// ([`Grader::check`]): a worse one would raise the next step's value, refused here.
    pub fn with_line(mut self, line: Vec<Step>) -> Result<Puzzle, BadPuzzle> {
        if !line.is_empty() && line.len() >= MAX_LINE_STEPS {
            return Err(BadPuzzle::Line(MAX_LINE_STEPS + 1));
        }
        let mut before = &self;
        for (i, step) in line.iter().enumerate() {
            if !follows(before, step) {
                return Err(BadPuzzle::Line(i + 2));
            }
            before = &step.puzzle;
        }
        self.line = line;
        Ok(self)
    }

    /// Its first step alone: this puzzle without its line.
    pub fn without_line(&self) -> Puzzle {
        Puzzle {
            line: Vec::new(),
            ..self.clone()
        }
    }

    /// The steps after this one: empty for a one-move puzzle.
    pub fn line(&self) -> &[Step] {
        &self.line
    }

    /// How many moves the player makes to solve it (1 for a one-move puzzle).
    pub fn steps(&self) -> usize {
        1 + self.line.len()
    }

    /// The position after its right move, if it has exactly one.
    pub fn after_right_move(&self) -> Option<Position> {
        let right = self
            .accepted
            .first()
            .filter(|_| self.accepted.count() == 1)?;
        self.position.play(Move::Place(right), Rules::WOF).ok()
    }

    /// The move a shallow search prefers: on a "don't fall for it" puzzle, the trap.
    pub fn tempting(&self) -> Square {
        self.tempting
    }

    /// The position, with its side to move ([`Position::turn`]) to play.
    pub fn position(&self) -> Position {
        self.position
    }

    /// What the puzzle asks.
    pub fn kind(&self) -> PuzzleKind {
        self.kind
    }

    /// The idea it teaches, if one stands out.
    pub fn theme(&self) -> Option<Theme> {
        self.theme
    }

    /// From 1 (easiest) to [`MAX_DIFFICULTY`]: more empties and more tempting wrong moves
    /// make it harder.
    pub fn difficulty(&self) -> u8 {
        self.difficulty
    }

    /// Every legal move with its value in discs for the side to move (the final disc
    /// difference, exact or estimated by a deep search), in square order.
    pub fn values(&self) -> &[(Square, i8)] {
        &self.values
    }

    /// The value of `square`, if it is a legal move.
    pub fn value_of(&self, square: Square) -> Option<i8> {
        self.values
            .iter()
            .find(|&&(sq, _)| sq == square)
            .map(|&(_, v)| v)
    }

    /// The best value.
    pub fn best_value(&self) -> i8 {
        best_of(&self.values)
    }

    /// The moves accepted as right: exactly the best ones on an exact puzzle, those
    /// within [`ACCEPT_WITHIN`] disc of the best otherwise.
    pub fn accepted(&self) -> Bitboard {
        self.accepted
    }

    /// Whether playing `square` solves the puzzle.
    pub fn is_accepted(&self, square: Square) -> bool {
        self.accepted.contains(square)
    }
}

/// Whether `step` follows `before` (see [`Puzzle::with_line`]).
fn follows(before: &Puzzle, step: &Step) -> bool {
    let next = &step.puzzle;
    if !before.kind.exact() || !next.kind.exact() || !next.line.is_empty() {
        return false;
    }
    let Some(after) = before.after_right_move() else {
        return false;
    };
    let legal = match (step.reply, after.status(Rules::WOF)) {
        (Move::Pass, Status::MustPass) => true,
        (Move::Place(sq), Status::Moves(moves)) => moves.contains(sq),
        _ => false,
    };
    legal
        && after.play(step.reply, Rules::WOF).ok() == Some(next.position)
        && next.best_value() == before.best_value()
}

/// The best of `values` (at least one).
fn best_of(values: &[(Square, i8)]) -> i8 {
    values.iter().map(|&(_, v)| v).max().unwrap_or(0)
}

/// The moves accepted on a puzzle of `kind` with `values`.
fn accepted_moves(kind: PuzzleKind, values: &[(Square, i8)]) -> Bitboard {
    let best = best_of(values);
    let within = if kind.exact() { 0 } else { ACCEPT_WITHIN };
    values
        .iter()
        .filter(|&&(_, v)| v >= best - within)
        .map(|&(sq, _)| sq)
        .collect()
}

/// The kind an exact set of values makes, if any: the only win, the only draw, or a
/// best score clear of the rest.
fn exact_kind(values: &[(Square, i8)]) -> Option<PuzzleKind> {
    let best = best_of(values);
    let second = values.iter().map(|&(_, v)| v).filter(|&v| v < best).max()?;
    if best > 0 && second <= 0 {
        Some(PuzzleKind::Win)
    } else if best == 0 {
        Some(PuzzleKind::SaveDraw)
    } else if best - second >= BEST_SCORE_GAP {
        Some(PuzzleKind::BestScore)
    } else {
        None
    }
}

/// Whether `values` (by a deep search) make a "find the move" puzzle: one best move at
/// least [`FIND_MOVE_GAP`] discs ahead of every other.
fn finds_move(values: &[(Square, i8)]) -> bool {
    let best = best_of(values);
    let mut others = values.iter().map(|&(_, v)| v).filter(|&v| v != best);
    let unique = values.iter().filter(|&&(_, v)| v == best).count() == 1;
    unique && values.len() > 1 && others.all(|v| v <= best - FIND_MOVE_GAP)
}

/// Whether `values` fit `kind`, the shallow search preferring `tempting`.
fn fits_kind(kind: PuzzleKind, values: &[(Square, i8)], tempting: Square) -> bool {
    classify(values, kind.exact(), tempting) == Some(kind)
}

/// The kind of puzzle `values` make, if any, the shallow search preferring `tempting`:
/// `exact` values make an endgame puzzle; otherwise a trap when `tempting` loses
/// [`TRAP_LOSS`] discs, else "find the move" when the best is clear.
pub fn classify(values: &[(Square, i8)], exact: bool, tempting: Square) -> Option<PuzzleKind> {
    if exact {
        return exact_kind(values);
    }
    let best = best_of(values);
    let tempting_value = values.iter().find(|&&(sq, _)| sq == tempting)?.1;
    if tempting_value <= best - TRAP_LOSS {
        Some(PuzzleKind::DontFallForIt)
    } else if finds_move(values) {
        Some(PuzzleKind::FindMove)
    } else {
        None
    }
}
