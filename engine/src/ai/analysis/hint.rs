//! Hints: every legal placement's own value in discs, deepening while the player waits.
//!
//! Each move is searched by alpha-beta with the full window (its exact minimax value at
//! that depth, never a bound from a null window), one depth after another: the values of
//! a depth replace the previous ones once every move has it. From
//! [`HINT_SOLVE_EMPTIES`] empties down, after a few quick depths, the exact solver takes
//! over move by move and its values are marked exact.
//!
//! Moves that are one move by a symmetry of the position (the four first moves, say) are
//! searched once and share the value: a player never sees two values for the same move.

use super::{score_discs, OutOfRange};
use crate::ai::alphabeta::{AlphaBeta, EvalKind};
use crate::ai::clock::{Clock, Deadline, FrozenClock, Millis};
use crate::ai::endgame::Solver;
use crate::movegen::flips;
use crate::serde_through::serde_through;
use crate::{Bitboard, Board, Position, Rules, Square, Status, Symmetry};

/// From this many empties down the hint's values become exact (the solver's).
pub const HINT_SOLVE_EMPTIES: u32 = 20;
/// Depths searched before the solver starts, so values show at once.
pub(super) const DEPTHS_BEFORE_SOLVING: u32 = 4;
/// Transposition table of each of the hint's two searches.
pub(super) const HINT_TABLE_BYTES: usize = 8 << 20;

/// One legal placement's value in a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    square: Square,
    discs: i8,
    exact: bool,
}

impl MoveValue {
    /// A move's value, or an error when `discs` is outside `-64..=64`.
    pub const fn new(square: Square, discs: i8, exact: bool) -> Result<MoveValue, OutOfRange> {
        if discs < -64 || discs > 64 {
            return Err(OutOfRange::Margin(discs));
        }
        Ok(MoveValue {
            square,
            discs,
            exact,
        })
    }

    /// The square played.
    pub const fn square(self) -> Square {
        self.square
    }

    /// The expected final disc difference for the side to move after it (World Othello
    /// Federation scoring), in `-64..=64`.
    pub const fn discs(self) -> i8 {
        self.discs
    }

    /// Whether [`MoveValue::discs`] is the proven result under perfect play.
    pub const fn exact(self) -> bool {
        self.exact
    }
}

/// A hint so far: every legal placement's value, best first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HintAnswer {
    /// Every legal placement's value, best first (equal values in square order); empty
    /// when the side to move must pass, the game is over, or no depth is finished yet.
    pub values: Vec<MoveValue>,
    /// The depth in plies (the move included) of the values that are not exact; 0 when
    /// every value is exact or there is none.
    pub depth: u8,
    /// Whether the search is over: no deeper values will come.
    pub done: bool,
}

impl HintAnswer {
    /// The answer from each class of moves (the squares one by a symmetry) and its value
    /// in discs, exact or at `depth`, if it has one: every square valued, best first.
    pub(crate) fn from_classes(
        classes: impl IntoIterator<Item = (Bitboard, Option<(i8, bool)>)>,
        depth: u32,
        done: bool,
    ) -> HintAnswer {
        let mut values = Vec::new();
        for (members, value) in classes {
            if let Some((discs, exact)) = value {
                values.extend(members.into_iter().map(|square| MoveValue {
                    square,
                    discs,
                    exact,
                }));
            }
        }
        values.sort_by_key(|v| (-v.discs, v.square));
        let estimated = values.iter().any(|v| !v.exact);
        HintAnswer {
            values,
            depth: if estimated { depth.min(255) as u8 } else { 0 },
            done,
        }
    }

    /// The best value, if any move is valued.
    pub fn best_discs(&self) -> Option<i8> {
        self.values.iter().map(|v| v.discs).max()
    }

    /// Whether `square` is one of the best moves (several when they tie).
    pub fn is_best(&self, square: Square) -> bool {
        let best = self.best_discs();
        self.values
            .iter()
            .any(|v| v.square == square && Some(v.discs) == best)
    }

    /// The best moves (several when they tie), in square order.
    pub fn best(&self) -> Vec<Square> {
        let best = self.best_discs();
        let mut squares: Vec<Square> = self
            .values
            .iter()
            .filter(|v| Some(v.discs) == best)
            .map(|v| v.square)
            .collect();
        squares.sort_unstable();
        squares
    }

    /// The value of `square`, if it is valued.
    pub fn value_of(&self, square: Square) -> Option<MoveValue> {
        self.values.iter().copied().find(|v| v.square == square)
    }

    /// Whether every valued move is exact (and at least one is valued).
    pub fn is_exact(&self) -> bool {
        !self.values.is_empty() && self.values.iter().all(|v| v.exact)
    }
}

/// Legal moves that are one move by a symmetry of the position: searched once.
#[derive(Clone, Copy, Debug)]
pub(super) struct Class {
    /// The move searched (the lowest square of the class).
    pub(super) square: Square,
    /// Every move of the class.
    pub(super) members: Bitboard,
    /// Its latest value in discs and whether it is exact.
    value: Option<(i8, bool)>,
}

/// What the search does next.
#[derive(Clone, Debug)]
enum Stage {
    /// Alpha-beta at `depth`; `scores` holds the classes searched so far at that depth
    /// (in evaluation units), in the order of `order`.
    Deepen { depth: u32, scores: Vec<i32> },
    /// The solver; `solved` classes of `order` are done.
    Solve { solved: usize },
    /// Over.
    Done,
}

/// A hint search of one position, run in slices on an injected clock: every legal
/// placement valued in discs, deeper and deeper until its budget is spent, the values
/// are exact, or the depth reaches the end of the game.
pub struct HintSearch {
    board: Board,
    rules: Rules,
    budget_ms: Millis,
    max_depth: u32,
    started_ms: Option<Millis>,
    classes: Vec<Class>,
    /// The order classes are searched in: best first by the latest values.
    order: Vec<usize>,
    /// Depth of the published estimates.
    depth: u32,
    stage: Stage,
    /// From this many empties down the solver gives exact values.
    solve_empties: u32,
    searchers: Searchers,
}

/// The searches behind a hint, kept from one position to the next by a review of a game
/// (their tables stay useful, and they are large to allocate).
pub(crate) struct Searchers {
    // Boxed: large, and the search moves between a worker's jobs.
    pub(super) alphabeta: Box<AlphaBeta>,
    pub(super) solver: Box<Solver>,
}

impl Searchers {
    /// Fresh searches with tables of `table_bytes` each.
    pub(crate) fn new(table_bytes: usize, rules: Rules) -> Searchers {
        Searchers {
            alphabeta: Box::new(AlphaBeta::new(
                EvalKind::strongest_available(),
                table_bytes,
                rules,
            )),
            solver: Box::new(Solver::new(table_bytes, rules)),
        }
    }
}

impl HintSearch {
    /// A hint search of `position` under `rules` that stops `budget_ms` after it starts
    /// (`f64::INFINITY`: at the end of the game tree or with exact values) or at
    /// `max_depth` plies, whichever comes first.
    pub fn new(position: Position, rules: Rules, budget_ms: Millis, max_depth: u32) -> HintSearch {
        let searchers = Searchers::new(HINT_TABLE_BYTES, rules);
        HintSearch::with_searchers(
            position,
            rules,
            budget_ms,
            max_depth,
            HINT_SOLVE_EMPTIES,
            searchers,
        )
    }

    /// A hint search on searches kept from another position, exact from `solve_empties`
    /// empties down.
    pub(crate) fn with_searchers(
        position: Position,
        rules: Rules,
        budget_ms: Millis,
        max_depth: u32,
        solve_empties: u32,
        searchers: Searchers,
    ) -> HintSearch {
        let board = position.board;
        let classes = match position.status(rules) {
            Status::Moves(moves) => classes(board, moves),
            Status::MustPass | Status::GameOver => Vec::new(),
        };
        let stage = if classes.is_empty() {
            Stage::Done
        } else {
            Stage::Deepen {
                depth: 1,
                scores: Vec::new(),
            }
        };
        HintSearch {
            board,
            rules,
            budget_ms,
            started_ms: None,
            order: (0..classes.len()).collect(),
            classes,
            depth: 0,
            stage,
            solve_empties,
            searchers,
            max_depth: max_depth.max(1),
        }
    }

    /// The searches, to be used again for another position.
    pub(crate) fn into_searchers(self) -> Searchers {
        self.searchers
    }

    /// Starts the budget's clock now. Optional: the first [`HintSearch::think`] starts
    /// it otherwise.
    pub fn start(&mut self, clock: &dyn Clock) {
        if self.started_ms.is_none() {
            self.started_ms = Some(clock.now_ms());
        }
    }

    /// Whether the search is over.
    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done)
    }

    /// The depth of the estimates published so far (0 before the first).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Searches for at most `slice_ms` more. Returns the hint when it changed in this
    /// slice (deeper values, a newly exact value, or the end of the search).
    pub fn think(&mut self, clock: &dyn Clock, slice_ms: Millis) -> Option<HintAnswer> {
        if self.is_done() {
            return None;
        }
        self.start(clock);
        let started = self.started_ms.unwrap_or_default();
        let left = self.budget_ms - (clock.now_ms() - started);
        let slice = Deadline::after(clock, slice_ms.min(left.max(0.0)));
        let mut changed = false;
        loop {
            if left <= 0.0 {
                self.stage = Stage::Done;
                return Some(self.answer());
            }
            match self.step(&slice) {
                Step::Changed => changed = true,
                Step::Stopped => break,
                Step::Working => {}
            }
            if self.is_done() {
                return Some(self.answer());
            }
            if slice.passed() {
                break;
            }
        }
        if budget_spent(clock, started, self.budget_ms) {
            self.stage = Stage::Done;
            return Some(self.answer());
        }
        changed.then(|| self.answer())
    }

    /// Searches to the end (budget, depth or exact values) and returns the hint.
    pub fn finish(&mut self, clock: &dyn Clock) -> HintAnswer {
        while !self.is_done() {
            self.think(clock, f64::INFINITY);
        }
        self.answer()
    }

    /// Ends the search now and returns the hint found so far.
    pub fn stop(&mut self) -> HintAnswer {
        self.stage = Stage::Done;
        self.answer()
    }

    /// The hint so far.
    pub fn answer(&self) -> HintAnswer {
        let classes = self.classes.iter().map(|c| (c.members, c.value));
        HintAnswer::from_classes(classes, self.depth, self.is_done())
    }

    /// One move searched (or stopped by `slice`).
    fn step(&mut self, slice: &Deadline) -> Step {
        let empties = self.board.empty_count();
        match &mut self.stage {
            Stage::Done => Step::Stopped,
            Stage::Deepen { depth, scores } => {
                let depth = *depth;
                let class = self.classes[self.order[scores.len()]];
                let Some(score) =
                    self.searchers
                        .alphabeta
                        .search_move(self.board, class.square, depth, slice)
                else {
                    return Step::Stopped;
                };
                scores.push(score);
                if scores.len() < self.order.len() {
                    return Step::Working;
                }
                // Every class has this depth: publish, and order the next depth best first.
                let scores = std::mem::take(scores);
                // The whole game tree fits in this depth: the values are the results.
                let exact = depth >= empties;
                for (&i, &score) in self.order.iter().zip(&scores) {
                    self.classes[i].value = Some((score_discs(score) as i8, exact));
                }
                self.depth = depth;
                self.sort_order();
                self.stage = if exact || depth >= self.max_depth {
                    Stage::Done
                } else if empties <= self.solve_empties && depth >= DEPTHS_BEFORE_SOLVING {
                    Stage::Solve { solved: 0 }
                } else {
                    Stage::Deepen {
                        depth: depth + 1,
                        scores: Vec::new(),
                    }
                };
                Step::Changed
            }
            Stage::Solve { solved } => {
                let i = self.order[*solved];
                let Some(score) = solve_move(
                    &mut self.searchers.solver,
                    self.board,
                    self.classes[i].square,
                    self.rules,
                    slice,
                ) else {
                    return Step::Stopped;
                };
                self.classes[i].value = Some((score as i8, true));
                *solved += 1;
                if *solved == self.order.len() {
                    self.stage = Stage::Done;
                }
                Step::Changed
            }
        }
    }

    /// Orders the classes best first by their latest values (stable: ties keep their
    /// order).
    fn sort_order(&mut self) {
        let classes = &self.classes;
        self.order
            .sort_by_key(|&i| -(classes[i].value.map_or(-65, |(d, _)| d as i32)));
    }
}

/// What one step did.
enum Step {
    /// A move was searched; nothing to publish yet.
    Working,
    /// A move was searched and the hint changed.
    Changed,
    /// The slice ended first (or there is nothing left).
    Stopped,
}

fn budget_spent(clock: &dyn Clock, started: f64, budget_ms: Millis) -> bool {
    clock.now_ms() - started >= budget_ms
}

/// The exact value of playing `square` in `board` for the side to move, or `None` when
/// the deadline stopped the solver first.
pub(super) fn solve_move(
    solver: &mut Solver,
    board: Board,
    square: Square,
    rules: Rules,
    deadline: &Deadline,
) -> Option<i32> {
    let f = flips(board.player, board.opponent, square.index());
    let child = board.apply(square, Bitboard(f));
    if !child.has_legal_move() && (rules.pass_ends_game() || !child.swapped().has_legal_move()) {
        return Some(-child.final_score());
    }
    solver.solve(child, deadline).map(|s| -s.score)
}

/// The legal moves of `board` grouped by the symmetries that leave `board` as it is.
pub(super) fn classes(board: Board, moves: Bitboard) -> Vec<Class> {
    let symmetries: Vec<Symmetry> = Symmetry::ALL
        .into_iter()
        .filter(|s| s.apply_board(board) == board)
        .collect();
    let mut left = moves;
    let mut classes = Vec::new();
    for square in moves {
        if left.0 & square.bit() == 0 {
            continue;
        }
        let members: Bitboard = symmetries.iter().map(|s| s.apply_square(square)).collect();
        left = Bitboard(left.0 & !members.0);
        classes.push(Class {
            square,
            members,
            value: None,
        });
    }
    classes
}

/// A hint search with no time limit to `max_depth` (or exact values), on a clock that
/// never advances: reproducible, for tests and tools.
pub fn hint_to_depth(position: Position, rules: Rules, max_depth: u32) -> HintAnswer {
    HintSearch::new(position, rules, f64::INFINITY, max_depth).finish(&FrozenClock)
}

serde_through!(MoveValue, MoveValueFields);

/// The serialized form of a [`MoveValue`], checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct MoveValueFields {
    square: Square,
    discs: i8,
    exact: bool,
}

#[cfg(feature = "serde")]
impl TryFrom<MoveValueFields> for MoveValue {
    type Error = OutOfRange;
    fn try_from(f: MoveValueFields) -> Result<MoveValue, OutOfRange> {
        MoveValue::new(f.square, f.discs, f.exact)
    }
}

#[cfg(feature = "serde")]
impl From<MoveValue> for MoveValueFields {
    fn from(v: MoveValue) -> MoveValueFields {
        MoveValueFields {
            square: v.square,
            discs: v.discs,
            exact: v.exact,
        }
    }
}
