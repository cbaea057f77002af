//! The exact endgame solver: the final disc difference under perfect play.
//!
//! Layers, from the leaves up (each the fastest measured way to do its part):
//! - 1 and 2 empties: dedicated code, no move generation (a move is legal when it flips);
//! - up to [`SHALLOW_MAX`] empties: the empty squares in a small list, squares in regions
//!   (quadrants) with an odd number of empties tried first (parity ordering);
//! - above that: legal-move generation, a transposition table and fastest-first ordering
//!   (moves that leave the opponent the fewest replies first), with principal-variation
//!   null windows.
//!
//! Scores are exact World Othello Federation disc differences for the side to move
//! (empty squares go to the winner), in `-64..=64`.

use super::clock::Deadline;
use super::eval::tuned_eval;
use super::tt::{self, Table};
use crate::movegen::{flips, legal_moves, neighbours};
use crate::stability::stable_discs;
use crate::{Board, Move, Square};

/// Up to this many empties the solver uses the list-based shallow search.
pub const SHALLOW_MAX: u32 = 6;
/// From this many empties up the transposition table is used (below it the table costs
/// more than it saves).
pub const TABLE_MIN: u32 = 8;

/// From this many empties up, move ordering also counts the tuned evaluation of the
/// position after the move (measured on the 20-empty test set: 20% fewer nodes than
/// mobility alone; from 10 empties up it costs more time than it saves).
pub const EVAL_ORDER_MIN: u32 = 12;

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

/// A static order of squares for the shallow search: corners, then edges, then the
/// middle, X- and C-squares last. Within the shallow search this is the tie-break after
/// parity.
const PRIORITY: [u8; 64] = [
    0, 7, 56, 63, // corners
    2, 5, 16, 23, 40, 47, 58, 61, // A-squares
    3, 4, 24, 31, 32, 39, 59, 60, // B-squares
    18, 21, 42, 45, // inner corners
    19, 20, 26, 29, 34, 37, 43, 44, // inner edges
    27, 28, 35, 36, // centre
    10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53, // second ring
    1, 6, 8, 15, 48, 55, 57, 62, // C-squares
    9, 14, 49, 54, // X-squares
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
        let mut list = MoveList::EMPTY;
        self.ordered_moves(p, o, moves, tt::NO_MOVE, &mut list);
        let mut alpha = alpha;
        let mut best = -65;
        let mut best_sq = list.moves[0].1;
        for i in 0..list.len {
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
        let mut list = [0u8; SHALLOW_MAX as usize];
        let mut parity = 0;
        let empty = !(p | o);
        let mut n = 0;
        for &sq in &PRIORITY {
            if empty >> sq & 1 == 1 {
                list[n] = sq;
                parity ^= QUADRANT[sq as usize];
                n += 1;
            }
        }
        self.shallow(p, o, alpha, beta, passed, &list[..n], parity)
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
        let alpha0 = alpha;
        let mut list = MoveList::EMPTY;
        self.ordered_moves(p, o, moves, hash_move, &mut list);
        let mut best = -65;
        let mut best_sq = tt::NO_MOVE;
        for i in 0..list.len {
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
        let use_eval = (p | o).count_zeros() >= EVAL_ORDER_MIN;
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
                    // four discs of evaluation.
                    key + tuned_eval(Board {
                        player: np,
                        opponent: no,
                    }) / 25
                } else {
                    key
                }
            };
            list.moves[list.len] = (key, sq, f);
            list.len += 1;
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
        empties: &[u8],
        parity: u32,
    ) -> i32 {
        match empties.len() {
            0 => {
                self.nodes += 1;
                return Self::final_score(p, o);
            }
            1 => return self.last1(p, o, empties[0] as usize),
            2 => return self.last2(p, o, alpha, beta, passed, empties[0], empties[1]),
            _ => {}
        }
        self.nodes += 1;
        let mut best = -65;
        let mut child = [0u8; SHALLOW_MAX as usize];
        // Two passes: squares in odd quadrants, then the rest.
        for pass in 0..2 {
            for (i, &sq) in empties.iter().enumerate() {
                let odd = parity & QUADRANT[sq as usize] != 0;
                if odd != (pass == 0) {
                    continue;
                }
                let f = flips(p, o, sq as usize);
                if f == 0 {
                    continue;
                }
                let n = empties.len() - 1;
                child[..i].copy_from_slice(&empties[..i]);
                child[i..n].copy_from_slice(&empties[i + 1..]);
                let score = -self.shallow(
                    o ^ f,
                    p ^ f ^ (1u64 << sq),
                    -beta,
                    -alpha,
                    false,
                    &child[..n],
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

/// The moves of a position with (ordering key, square, flipped discs). Room for 64 so
/// that even unreachable test positions never lose a move.
struct MoveList {
    moves: [(i32, u8, u64); 64],
    len: usize,
}

impl MoveList {
    const EMPTY: MoveList = MoveList {
        moves: [(0, 0, 0); 64],
        len: 0,
    };

    /// Moves the best remaining (lowest key) move to slot `i` and returns it.
    #[inline]
    fn next_best(&mut self, i: usize) -> (i32, u8, u64) {
        let mut k = i;
        for j in i + 1..self.len {
            if self.moves[j].0 < self.moves[k].0 {
                k = j;
            }
        }
        self.moves.swap(i, k);
        self.moves[i]
    }
}
