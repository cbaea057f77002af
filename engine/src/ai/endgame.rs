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
//! Scores are exact World Othello Federation disc differences for the side to move
//! (empty squares go to the winner), in `-64..=64`.

use super::clock::Deadline;
use super::eval::{tuned_eval, DISC};
use super::movelist::MoveList;
use super::tt::{self, Table};
use crate::movegen::{flips, legal_moves, neighbours};
use crate::stability::stable_discs;
use crate::{Board, Move, Square};

/// Up to this many empties the solver uses the list-based shallow search.
pub const SHALLOW_MAX: u32 = 6;
/// From this many empties up the transposition table is used (below it the table costs
/// more than it saves).
pub const TABLE_MIN: u32 = 10;

/// From this many empties up, move ordering also counts the tuned evaluation of the
/// position after the move (measured on the 20-empty test set: 20% fewer nodes than
/// mobility alone; from 10 empties up it costs more time than it saves).
pub const EVAL_ORDER_MIN: u32 = 12;

/// From this many empties up, a node first looks its children up in the table and cuts
/// when one already proves the cut (enhanced transposition cutoff). Measured on FFO
/// #40-44 and #47: 7% less time from 12 empties; from 11 no better.
pub const ETC_MIN: u32 = 12;

/// Depth of the evaluation search that orders the moves of a node with `empties`
/// empties: none below 16, then one more ply at 19, 21 and 23 empties. Measured on FFO
/// #40-44 and #47 (20 to 23 empties): 38% less time than the static evaluation alone,
/// with the 20-empty set unchanged.
const fn order_search_depth(empties: u32) -> u32 {
    match empties {
        0..=15 => 0,
        16..=18 => 1,
        19..=20 => 2,
        21..=22 => 3,
        _ => 4,
    }
}

/// Bound of [`order_search`]'s scores (evaluation units).
const ORDER_INFINITY: i32 = 30_000;

/// Quadrant bit of each square: parity ordering plays first in quadrants with an odd
/// number of empties, which tends to give the last move of each region to the mover.
const QUADRANT: [u32; 64] = {
    let mut t = [0u32; 64];
    let mut sq = 0;
    while sq < 64 {
        let q = (sq / 8 >= 4) as u32 * 2 + (sq % 8 >= 4) as u32;
        t[sq] = 1 << q;
        sq += 1;
    }
    t
};

/// A static order of squares for the shallow search, as groups tried in turn (squares
/// in ascending order within a group): corners, then edges, then the middle, X- and
/// C-squares last. Within the shallow search this is the tie-break after parity. Groups
/// of bits rather than a list of 64 squares: collecting the empties then takes a few
/// bit operations per empty instead of a pass over the whole board.
const PRIORITY_GROUPS: [u64; 9] = [
    0x8100_0000_0000_0081, // corners
    0x2400_8100_0081_0024, // A-squares
    0x1800_0081_8100_0018, // B-squares
    0x0000_2400_0024_0000, // inner corners
    0x0000_1824_2418_0000, // inner edges
    0x0000_0018_1800_0000, // centre
    0x003C_4242_4242_3C00, // second ring
    0x4281_0000_0000_8142, // C-squares
    0x0042_0000_0000_4200, // X-squares
];

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
    table: Table,
    nodes: u64,
    stopped: bool,
    pass_ends_game: bool,
    node_limit: u64,
    table_min: u32,
}

impl Solver {
    /// A solver with a table of at most `table_bytes` bytes. `pass_ends_game` selects the
    /// rule variant where a player without a move ends the game.
    pub fn new(table_bytes: usize, pass_ends_game: bool) -> Solver {
        Solver {
            table: Table::with_bytes(table_bytes),
            nodes: 0,
            stopped: false,
            pass_ends_game,
            node_limit: u64::MAX,
            table_min: TABLE_MIN,
        }
    }

    /// Uses the transposition table from `empties` empties up (default [`TABLE_MIN`]; at
    /// least [`SHALLOW_MAX`] + 1). A tuning and testing knob: results never depend on it.
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
            if self.pass_ends_game || legal_moves(o, p) == 0 {
                return None;
            }
            let score = -self.search(o, p, -beta, -alpha, true, deadline);
            return (!self.stopped).then_some(Solution {
                score,
                best: Move::Pass,
                nodes: self.nodes,
            });
        }
        self.nodes += 1;
        let mut list = MoveList::new();
        self.ordered_moves(p, o, moves, tt::NO_MOVE, &mut list);
        let mut alpha = alpha;
        let mut best = -65;
        let mut best_sq = list.get(0).1;
        for i in 0..list.len() {
            let (_, sq, f) = list.next_best(i);
            let (np, no) = (o ^ f, p ^ f ^ (1u64 << sq));
            let score = if i == 0 {
                -self.search(np, no, -beta, -alpha, false, deadline)
            } else {
                let s = -self.search(np, no, -alpha - 1, -alpha, false, deadline);
                if s > alpha && s < beta && !self.stopped {
                    -self.search(np, no, -beta, -alpha, false, deadline)
                } else {
                    s
                }
            };
            if self.stopped {
                return None;
            }
            if score > best {
                best = score;
                best_sq = sq;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Some(Solution {
            score: best,
            best: Move::Place(Square::from_index(best_sq)),
            nodes: self.nodes,
        })
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
            let score = -self.search(o ^ f, p ^ f ^ sq.bit(), -64, 64, false, deadline);
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

    /// The solver's entry below the root: dispatches on the number of empties.
    fn search(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
        dl: &Deadline,
    ) -> i32 {
        let empties = (p | o).count_zeros();
        if empties > SHALLOW_MAX {
            return self.deep(p, o, alpha, beta, passed, empties, dl);
        }
        let mut list = EmptyList::default();
        let mut parity = 0;
        let empty = !(p | o);
        for group in PRIORITY_GROUPS {
            let mut squares = empty & group;
            while squares != 0 {
                let sq = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                list.push(sq);
                parity ^= QUADRANT[sq as usize];
            }
        }
        self.shallow(p, o, alpha, beta, passed, list, parity)
    }

    /// Search with many empties: legal-move generation, transposition table,
    /// fastest-first ordering.
    #[allow(clippy::too_many_arguments)]
    fn deep(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
        empties: u32,
        dl: &Deadline,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 4095 == 0 && (self.nodes >= self.node_limit || dl.passed()) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if passed || self.pass_ends_game {
                return Self::final_score(p, o);
            }
            return -self.deep(o, p, -beta, -alpha, true, empties, dl);
        }
        // Stability cut-off: the opponent's stable discs stay theirs, so the score is at
        // most 64 - 2 x stable. Only worth computing when alpha is already high.
        if alpha >= 2 * empties as i32 {
            let stable_o = (stable_discs(Board {
                player: p,
                opponent: o,
            }) & o)
                .count_ones() as i32;
            let upper = 64 - 2 * stable_o;
            if upper <= alpha {
                return upper;
            }
        }
        let use_table = empties >= self.table_min;
        let key = if use_table {
            Board {
                player: p,
                opponent: o,
            }
            .hash()
        } else {
            0
        };
        let mut hash_move = tt::NO_MOVE;
        let mut beta = beta;
        if use_table {
            if let Some(e) = self.table.probe(key) {
                match e.bound {
                    tt::EXACT => return e.score,
                    tt::LOWER => {
                        if e.score >= beta {
                            return e.score;
                        }
                        alpha = alpha.max(e.score);
                    }
                    _ => {
                        if e.score <= alpha {
                            return e.score;
                        }
                        beta = beta.min(e.score);
                    }
                }
                if e.best != tt::NO_MOVE && moves >> e.best & 1 == 1 {
                    hash_move = e.best;
                }
            }
        }
        if use_table && empties >= ETC_MIN {
            // Enhanced transposition cutoff: a child already known to be bad enough for
            // the opponent proves the cut without searching anything.
            let mut m = moves;
            while m != 0 {
                let sq = m.trailing_zeros() as usize;
                m &= m - 1;
                let f = flips(p, o, sq);
                let child = Board {
                    player: o ^ f,
                    opponent: p ^ f ^ (1u64 << sq),
                };
                if let Some(e) = self.table.probe(child.hash()) {
                    if e.bound != tt::LOWER && -e.score >= beta {
                        return -e.score;
                    }
                }
            }
        }
        let alpha0 = alpha;
        let mut list = MoveList::new();
        self.ordered_moves(p, o, moves, hash_move, &mut list);
        let mut best = -65;
        let mut best_sq = tt::NO_MOVE;
        for i in 0..list.len() {
            let (_, sq, f) = list.next_best(i);
            let (np, no) = (o ^ f, p ^ f ^ (1u64 << sq));
            let score = if i == 0 {
                -self.search(np, no, -beta, -alpha, false, dl)
            } else {
                let s = -self.search(np, no, -alpha - 1, -alpha, false, dl);
                if s > alpha && s < beta && !self.stopped {
                    -self.search(np, no, -beta, -alpha, false, dl)
                } else {
                    s
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_sq = sq;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if use_table {
            let bound = if best >= beta {
                tt::LOWER
            } else if best > alpha0 {
                tt::EXACT
            } else {
                tt::UPPER
            };
            self.table.store(key, best, empties as u8, bound, best_sq);
        }
        best
    }

    /// Fills `list` (empty) with the legal moves and their fastest-first keys (hash move
    /// first). Filled in place: the list is a kilobyte, too big to return by value in the
    /// hot path.
    #[inline]
    fn ordered_moves(&self, p: u64, o: u64, mut moves: u64, hash_move: u8, list: &mut MoveList) {
        let empties = (p | o).count_zeros();
        let use_eval = empties >= EVAL_ORDER_MIN;
        let order_depth = order_search_depth(empties);
        while moves != 0 {
            let sq = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let f = flips(p, o, sq as usize);
            let key = if sq == hash_move {
                i32::MIN
            } else {
                let np = o ^ f;
                let no = p ^ f ^ (1u64 << sq);
                let replies = legal_moves(np, no);
                // Opponent corners count double: they are the replies that hurt most.
                let mobility =
                    replies.count_ones() + (replies & 0x8100_0000_0000_0081).count_ones();
                // The opponent's potential mobility (empties next to the mover's discs)
                // breaks ties; weights chosen by node counts on the 20-empty test set.
                let potential = (!(np | no) & neighbours(no)).count_ones() as i32;
                let corner = (1u64 << sq) & 0x8100_0000_0000_0081 != 0;
                let key = mobility as i32 * 16 + potential * 2 - corner as i32 * 8;
                if use_eval {
                    // The evaluation is the opponent's: lower is better for the mover.
                    // 4/100 of it (1/25 of a key unit per disc) weighs one reply like
                    // four discs of evaluation. Far from the end a shallow search
                    // replaces the static evaluation.
                    let value = match order_depth {
                        0 => tuned_eval(Board {
                            player: np,
                            opponent: no,
                        }),
                        depth => order_search(np, no, depth, -ORDER_INFINITY, ORDER_INFINITY),
                    };
                    key + value / 25
                } else {
                    key
                }
            };
            list.push((key, sq, f));
        }
    }

    /// Search over an explicit list of empty squares (parity first): no move generation.
    #[allow(clippy::too_many_arguments)]
    fn shallow(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
        empties: EmptyList,
        parity: u32,
    ) -> i32 {
        match empties.len {
            0 => {
                self.nodes += 1;
                return Self::final_score(p, o);
            }
            1 => return self.last1(p, o, empties.get(0) as usize),
            2 => return self.last2(p, o, alpha, beta, passed, empties.get(0), empties.get(1)),
            _ => {}
        }
        self.nodes += 1;
        let mut best = -65;
        // Two passes: squares in odd quadrants, then the rest.
        for pass in 0..2 {
            for i in 0..empties.len {
                let sq = empties.get(i);
                let odd = parity & QUADRANT[sq as usize] != 0;
                // A move needs an opponent disc next to it: a cheap test before the flips.
                if odd != (pass == 0) || NEIGHBOURS[sq as usize] & o == 0 {
                    continue;
                }
                let f = flips(p, o, sq as usize);
                if f == 0 {
                    continue;
                }
                let score = -self.shallow(
                    o ^ f,
                    p ^ f ^ (1u64 << sq),
                    -beta,
                    -alpha,
                    false,
                    empties.without(i),
                    parity ^ QUADRANT[sq as usize],
                );
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best == -65 {
            // No move: pass, or the game is over.
            if passed || self.pass_ends_game {
                return Self::final_score(p, o);
            }
            return -self.shallow(o, p, -beta, -alpha, true, empties, parity);
        }
        best
    }

    /// Two empties: try each (the score of the one-empty child is computed directly).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn last2(&mut self, p: u64, o: u64, alpha: i32, beta: i32, passed: bool, a: u8, b: u8) -> i32 {
        self.nodes += 1;
        let mut best = -65;
        let fa = flips(p, o, a as usize);
        if fa != 0 {
            best = -self.last1(o ^ fa, p ^ fa ^ (1u64 << a), b as usize);
            if best >= beta {
                return best;
            }
        }
        let fb = flips(p, o, b as usize);
        if fb != 0 {
            let s = -self.last1(o ^ fb, p ^ fb ^ (1u64 << b), a as usize);
            if s > best {
                best = s;
            }
        }
        if best == -65 {
            if passed || self.pass_ends_game {
                return Self::final_score(p, o);
            }
            return -self.last2(o, p, -beta, -alpha, true, a, b);
        }
        best
    }

    /// One empty square `sq`: the score follows from the number of flips.
    #[inline]
    fn last1(&mut self, p: u64, o: u64, sq: usize) -> i32 {
        self.nodes += 1;
        let f = flips(p, o, sq);
        if f != 0 {
            // The board becomes full: player has p + f + 1 of the 64 discs.
            return 2 * (p.count_ones() + f.count_ones() + 1) as i32 - 64;
        }
        if self.pass_ends_game {
            return Self::final_score(p, o);
        }
        let g = flips(o, p, sq);
        if g != 0 {
            return 64 - 2 * (o.count_ones() + g.count_ones() + 1) as i32;
        }
        // Nobody can play the last square: the winner gets it.
        Self::final_score(p, o)
    }
}

/// The squares adjacent to each square (a move there needs an opponent disc among them).
const NEIGHBOURS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = neighbours(1u64 << sq);
        sq += 1;
    }
    t
};

/// The empty squares of a shallow search in the order they are tried, one per byte of
/// a `u64` (at most 8): removing one is a few register operations, where a slice
/// would be copied through memory at every node.
#[derive(Clone, Copy, Default)]
struct EmptyList {
    squares: u64,
    len: usize,
}

impl EmptyList {
    /// Appends a square (at most 8 in all).
    #[inline(always)]
    fn push(&mut self, sq: u8) {
        debug_assert!(self.len < 8);
        self.squares |= (sq as u64) << (8 * self.len);
        self.len += 1;
    }

    /// The square in place `i`.
    #[inline(always)]
    fn get(self, i: usize) -> u8 {
        (self.squares >> (8 * i)) as u8
    }

    /// The list without the square in place `i`, the others in the same order.
    #[inline(always)]
    fn without(self, i: usize) -> EmptyList {
        let below = self.squares & ((1u64 << (8 * i)) - 1);
        // `checked_shr` because removing the eighth square shifts by 64.
        let above = self.squares.checked_shr(8 * (i as u32 + 1)).unwrap_or(0) << (8 * i);
        EmptyList {
            squares: below | above,
            len: self.len - 1,
        }
    }
}

/// A small alpha-beta search with the tuned evaluation at the leaves (in its units),
/// for move ordering only: no table, no node count.
fn order_search(p: u64, o: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    let board = Board {
        player: p,
        opponent: o,
    };
    if depth == 0 {
        return tuned_eval(board);
    }
    let mut moves = legal_moves(p, o);
    if moves == 0 {
        if legal_moves(o, p) == 0 {
            return board.final_score() * DISC;
        }
        return -order_search(o, p, depth, -beta, -alpha);
    }
    let mut best = -ORDER_INFINITY;
    while moves != 0 {
        let sq = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let f = flips(p, o, sq);
        let v = -order_search(o ^ f, p ^ f ^ (1u64 << sq), depth - 1, -beta, -alpha);
        if v > best {
            best = v;
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}
