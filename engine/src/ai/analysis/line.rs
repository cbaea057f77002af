//! The best line from a position after a chosen first move (a hint's best move): what
//! both sides would play next, for a player reviewing a game.
//!
//! Far from the end an alpha-beta deepening of the position after the line so far gives
//! its principal variation from the table; a line that ends short is searched on from its
//! end. From [`LINE_SOLVE_EMPTIES`] empties down each move is the exact solver's best, so
//! that part of the line is perfect play. Everything runs in slices on an injected clock,
//! within [`LINE_BUDGET_MS`].

use crate::ai::alphabeta::{AlphaBeta, Deepening, EvalKind, Limits};
use crate::ai::clock::{Clock, Deadline, FrozenClock, Millis};
use crate::ai::endgame::Solver;
use crate::movegen::flips;
use crate::{Bitboard, Board, Move, Position, Rules, Square};

/// The longest line searched, its first move included.
pub const LINE_MOVES: usize = 10;
/// From this many empties down every move of the line is the solver's.
pub const LINE_SOLVE_EMPTIES: u32 = 18;
/// The deepest iteration of a search for the line far from the end.
pub const LINE_DEPTH: u32 = 12;
/// The whole search's time: past it, the line found so far is the answer.
pub const LINE_BUDGET_MS: Millis = 8_000.0;
/// The time of one alpha-beta deepening within the line's search.
const SEARCH_MS: f64 = 2_500.0;
/// Transposition table of each of the line's two searches.
const LINE_TABLE_BYTES: usize = 4 << 20;

/// What the search does next.
enum Stage {
    /// An alpha-beta deepening of the line's last position, and when it started (at its
    /// first slice).
    Search(Deepening, Option<Millis>),
    /// The solver's best move in the line's last position.
    Solve,
    /// Over.
    Done,
}

/// The search of a best line, run in slices.
pub struct LineSearch {
    /// The position at the end of the line so far (side to move's view).
    board: Board,
    rules: Rules,
    line: Vec<Move>,
    stage: Stage,
    started_ms: Option<Millis>,
    budget_ms: Millis,
    alphabeta: Box<AlphaBeta>,
    solver: Box<Solver>,
}

impl LineSearch {
    /// The search of the best line in `position` that starts with `first` (no line when
    /// `first` is not a legal move there), within `budget_ms`.
    pub fn new(position: Position, rules: Rules, first: Square, budget_ms: Millis) -> LineSearch {
        let mut search = LineSearch {
            board: position.board,
            rules,
            line: Vec::new(),
            stage: Stage::Done,
            started_ms: None,
            budget_ms,
            alphabeta: Box::new(AlphaBeta::new(
                EvalKind::strongest_available(),
                LINE_TABLE_BYTES,
                rules,
            )),
            solver: Box::new(Solver::new(LINE_TABLE_BYTES, rules)),
        };
        if position.board.legal_moves().contains(first) {
            search.push(Move::Place(first));
            search.next_stage();
        }
        search
    }

    /// Whether the search is over.
    pub fn is_done(&self) -> bool {
        matches!(self.stage, Stage::Done)
    }

    /// The line found so far.
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// Searches for at most `slice_ms` more. Returns the line once the search is over.
    pub fn think(&mut self, clock: &dyn Clock, slice_ms: Millis) -> Option<Vec<Move>> {
        let started = *self.started_ms.get_or_insert_with(|| clock.now_ms());
        let stop = started + self.budget_ms;
        let now = clock.now_ms();
        let slice = Deadline::between(clock, now, (now + slice_ms).min(stop));
        while !self.is_done() {
            if clock.now_ms() >= stop {
                self.stage = Stage::Done;
                break;
            }
            let board = self.board;
            match &mut self.stage {
                Stage::Done => {}
                Stage::Solve => match self.solver.solve(board, &slice) {
                    Some(solution) => {
                        self.push(solution.best);
                        self.next_stage();
                    }
                    None => return None,
                },
                Stage::Search(deepening, search_started) => {
                    let from = *search_started.get_or_insert_with(|| clock.now_ms());
                    let budget = Deadline::between(clock, from, (from + SEARCH_MS).min(stop));
                    self.alphabeta.deepen(deepening, &slice, &budget);
                    if !deepening.is_finished() {
                        return None;
                    }
                    let best = deepening.best();
                    self.follow(best);
                }
            }
            if slice.passed() && !self.is_done() {
                return None;
            }
        }
        Some(self.line.clone())
    }

    /// Searches to the end (its budget on `clock`) and returns the line.
    pub fn finish(&mut self, clock: &dyn Clock) -> Vec<Move> {
        loop {
            if let Some(line) = self.think(clock, f64::INFINITY) {
                return line;
            }
        }
    }

    /// Appends `best` and the principal variation the table remembers after it.
    fn follow(&mut self, best: Move) {
        let left = LINE_MOVES - self.line.len();
        let pv = match best {
            Move::Place(square) => self.alphabeta.principal_variation(self.board, square, left),
            Move::Pass => vec![Move::Pass],
        };
        for mv in pv {
            if self.line.len() == LINE_MOVES || self.over() {
                break;
            }
            self.push(mv);
            // The exact part of the line is the solver's.
            if self.board.empty_count() <= LINE_SOLVE_EMPTIES {
                break;
            }
        }
        self.next_stage();
    }

    /// Plays `mv` at the end of the line.
    fn push(&mut self, mv: Move) {
        self.board = match mv {
            Move::Place(square) => {
                let flipped = flips(self.board.player, self.board.opponent, square.index());
                self.board.apply(square, Bitboard(flipped))
            }
            Move::Pass => self.board.swapped(),
        };
        self.line.push(mv);
    }

    /// Whether the game is over at the end of the line.
    fn over(&self) -> bool {
        !self.board.has_legal_move()
            && (self.rules.pass_ends_game() || !self.board.swapped().has_legal_move())
    }

    /// Chooses how the next move of the line is found (passes are played at once).
    fn next_stage(&mut self) {
        loop {
            if self.line.len() >= LINE_MOVES || self.over() {
                self.stage = Stage::Done;
                return;
            }
            if self.board.has_legal_move() {
                break;
            }
            self.push(Move::Pass);
        }
        self.stage = if self.board.empty_count() <= LINE_SOLVE_EMPTIES {
            Stage::Solve
        } else {
            match self
                .alphabeta
                .begin(self.board, Limits::depth(LINE_DEPTH), false)
            {
                // The deepening's own budget starts at its first slice.
                Some(deepening) => Stage::Search(deepening, None),
                None => Stage::Done,
            }
        };
    }
}

/// The best line in `position` after `first`, on a clock that never advances (no time
/// limit): reproducible, for tests and tools.
pub fn best_line(position: Position, rules: Rules, first: Square) -> Vec<Move> {
    LineSearch::new(position, rules, first, f64::INFINITY).finish(&FrozenClock)
}
