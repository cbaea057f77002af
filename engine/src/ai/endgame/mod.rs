//! The exact endgame solver: the final disc difference under perfect play.
//!
//! Layers, from the leaves up (each the fastest measured way to do its part):
//! - 1 and 2 empties: dedicated code, no move generation (a move is legal when it flips);
//! - up to [`SHALLOW_MAX`] empties: the empty squares in a small list, squares in regions
//!   (quadrants) with an odd number of empties tried first (parity ordering);
//! - above that: legal-move generation, a transposition table (with enhanced
//!   transposition cutoffs far from the end) and fastest-first ordering (moves that leave
//!   the opponent the fewest replies first, then the evaluation, searched a few plies deep
//!   far from the end), with principal-variation null windows.
//!
//! In files: `mod.rs` the solver and its root, `deep.rs` the search far from the end,
//! `order.rs` its move ordering, `last.rs` the last [`SHALLOW_MAX`] empties.
//!
//! Scores are exact World Othello Federation disc differences for the side to move
//! (empty squares go to the winner), in `-64..=64`.

mod deep;
mod last;
mod order;
mod shared;

pub use shared::{BadEntry, SolvedEntry, SolvedInboxes};

use super::clock::Deadline;
use super::movelist::MoveList;
use super::pvs::best_child;
use super::tt::{BucketTable, NO_MOVE};
use crate::movegen::{flips, legal_moves};
use crate::{Board, Move, Rules, Square};
use last::EmptyList;

/// Up to this many empties the solver uses the list-based shallow search.
pub const SHALLOW_MAX: u32 = 6;
/// From this many empties up the transposition table is used (below it the table costs
/// more than it saves).
pub const TABLE_MIN: u32 = 10;

/// Result of a root solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Exact final disc difference for the side to move.
    pub score: i32,
    /// A move achieving it ([`Move::Pass`] when the side to move must pass).
    pub best: Move,
    /// Positions visited.
    pub nodes: u64,
}

/// The exact solver. Keep one between positions to reuse its table.
pub struct Solver {
    table: BucketTable,
    nodes: u64,
    stopped: bool,
    rules: Rules,
    node_limit: u64,
    table_min: u32,
    /// Positions of at least this many empties stored in the table are kept in `found`
    /// (`u32::MAX`: none are).
    share_min: u32,
    /// The keys of those positions since [`Solver::take_found`] last took them.
    found: Vec<u64>,
}

/// The most positions [`Solver::take_found`] hands over at once (the first ones kept).
const FOUND_MAX: usize = 1 << 16;

impl Solver {
    /// A solver with a table of at most `table_bytes` bytes. solving under `rules`
    /// rule variant where a player without a move ends the game.
    pub fn new(table_bytes: usize, rules: Rules) -> Solver {
        Solver {
            table: BucketTable::with_bytes(table_bytes),
            nodes: 0,
            stopped: false,
            rules,
            node_limit: u64::MAX,
            table_min: TABLE_MIN,
            share_min: u32::MAX,
            found: Vec::new(),
        }
    }

    /// From now on keeps the positions of at least `empties` empties it stores in its
    /// table, for [`Solver::take_found`] (`None`, the default: keeps none). Searchers that
    /// share no memory (a split solve's threads or workers) send each other what they
    /// found, so that one does not search again a subtree another already solved.
    pub fn share_from(&mut self, empties: Option<u32>) {
        self.share_min = empties.unwrap_or(u32::MAX);
        if self.found.capacity() == 0 && empties.is_some() {
            self.found.reserve(FOUND_MAX);
        }
    }

    /// The table's entries for the positions kept since the last call (see
    /// [`Solver::share_from`]), each position once, to hand to another solver's
    /// [`Solver::learn`].
    pub fn take_found(&mut self) -> Vec<SolvedEntry> {
        self.found.sort_unstable();
        self.found.dedup();
        let entries = self
            .found
            .iter()
            .filter_map(|&key| self.table.probe(key).and_then(SolvedEntry::of))
            .collect();
        self.found.clear();
        entries
    }

    /// Learns entries another solver found ([`Solver::take_found`]): its exact scores and
    /// bounds, which hold whoever searches.
    pub fn learn(&mut self, entries: &[SolvedEntry]) {
        for &entry in entries {
            self.table.learn(entry.entry());
        }
    }

    /// Uses the transposition table from `empties` empties up (default 10; at least 7,
    /// above the list search of the last 6). A tuning and testing knob: results never depend on it.
    pub fn set_table_min(&mut self, empties: u32) {
        self.table_min = empties.max(SHALLOW_MAX + 1);
    }

    /// Positions visited by the last solve.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Stops solves after about `limit` nodes (they then return `None`).
    pub fn set_node_limit(&mut self, limit: u64) {
        self.node_limit = limit;
    }

    /// Forgets all remembered positions.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Solves `board` exactly. `None` when the deadline (or node limit) stopped it first,
    /// or when the game is already over (use [`Board::final_score`] then).
    pub fn solve(&mut self, board: Board, deadline: &Deadline) -> Option<Solution> {
        self.solve_window(board, -64, 64, deadline)
    }

    /// Solves `board` within the window `alpha..beta`: the score is exact when strictly
    /// inside it, otherwise a bound on the same side (fail-soft). With `-1..1` this is a
    /// win/draw/loss solve, much faster than an exact one.
    pub fn solve_window(
        &mut self,
        board: Board,
        alpha: i32,
        beta: i32,
        deadline: &Deadline,
    ) -> Option<Solution> {
        self.nodes = 0;
        self.stopped = false;
        self.table.new_search();
        let (p, o) = (board.player, board.opponent);
        let moves = legal_moves(p, o);
        if moves == 0 {
            if self.rules.pass_ends_game() || legal_moves(o, p) == 0 {
                return None;
            }
            let score = -self.search(o, p, legal_moves(o, p), -beta, -alpha, true, deadline);
            return (!self.stopped).then_some(Solution {
                score,
                best: Move::Pass,
                nodes: self.nodes,
            });
        }
        self.nodes += 1;
        let mut list = MoveList::new();
        self.ordered_moves(p, o, moves, NO_MOVE, &mut list);
        // Every score is above -65, so the first move always becomes the best.
        let (score, best_sq) = best_child(&mut list, alpha, beta, -65, |child, alpha, beta| {
            let (f, sq) = (child.flips, child.sq);
            let (np, no) = (o ^ f, p ^ f ^ (1u64 << sq));
            let score = -self.search(np, no, child.replies, -beta, -alpha, false, deadline);
            (!self.stopped).then_some(score)
        })?;
        Some(Solution {
            score,
            best: Move::Place(Square::from_index(best_sq)),
            nodes: self.nodes,
        })
    }

    /// The score of playing `sq` in `board` for the side to move, within the window
    /// `alpha..beta` (fail-soft: exact strictly inside it, else a bound on the side it
    /// failed); the nodes it visited are [`Solver::nodes`]. A job of a root split
    /// ([`crate::ai::toolkit::RootSplit`]). `None` when stopped or when `sq` is not legal.
    pub fn solve_move(
        &mut self,
        board: Board,
        sq: Square,
        alpha: i32,
        beta: i32,
        deadline: &Deadline,
    ) -> Option<i32> {
        let (p, o) = (board.player, board.opponent);
        if legal_moves(p, o) & sq.bit() == 0 {
            return None;
        }
        self.nodes = 1;
        self.stopped = false;
        let f = flips(p, o, sq.index());
        let (np, no) = (o ^ f, p ^ f ^ sq.bit());
        let score = -self.search(np, no, legal_moves(np, no), -beta, -alpha, false, deadline);
        (!self.stopped).then_some(score)
    }

    /// The legal moves of `board` in the order the solver would try them at the root
    /// (the first is the one a root split searches first, alone).
    pub fn root_order(&self, board: Board) -> Vec<Square> {
        let (p, o) = (board.player, board.opponent);
        let mut list = MoveList::new();
        self.ordered_moves(p, o, legal_moves(p, o), NO_MOVE, &mut list);
        (0..list.len())
            .map(|i| Square::from_index(list.next_best(i).sq))
            .collect()
    }

    /// The exact score of every legal move of `board` (for hints and analysis), best
    /// first, or `None` when stopped. Empty when the side to move has no placement.
    pub fn solve_all_moves(
        &mut self,
        board: Board,
        deadline: &Deadline,
    ) -> Option<Vec<(Square, i32)>> {
        self.stopped = false;
        self.nodes = 0;
        let (p, o) = (board.player, board.opponent);
        let mut out = Vec::new();
        for sq in board.legal_moves() {
            let f = flips(p, o, sq.index());
            let (np, no) = (o ^ f, p ^ f ^ sq.bit());
            let score = -self.search(np, no, legal_moves(np, no), -64, 64, false, deadline);
            if self.stopped {
                return None;
            }
            out.push((sq, score));
        }
        out.sort_by_key(|&(_, s)| -s);
        Some(out)
    }

    /// Score of a finished game, or of a position the mover cannot play from under the
    /// "no move ends the game" rule.
    #[inline]
    fn final_score(p: u64, o: u64) -> i32 {
        Board {
            player: p,
            opponent: o,
        }
        .final_score()
    }

    /// The solver's entry below the root: dispatches on the number of empties. `moves`
    /// are the legal moves of `p` against `o` (the deep search's; the shallow one finds
    /// its moves square by square).
    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        p: u64,
        o: u64,
        moves: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
        dl: &Deadline,
    ) -> i32 {
        let empties = (p | o).count_zeros();
        if empties > SHALLOW_MAX {
            return self.deep(p, o, moves, alpha, beta, passed, empties, dl);
        }
        let (list, parity) = EmptyList::in_priority_order(p, o);
        self.shallow(p, o, alpha, beta, passed, list, parity)
    }
}
