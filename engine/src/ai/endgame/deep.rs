//! The solver far from the end: legal-move generation, the transposition table with
//! enhanced transposition cutoffs, a stability cut-off and fastest-first ordering.

use super::Solver;
use crate::ai::clock::Deadline;
use crate::ai::movelist::MoveList;
use crate::ai::pvs::best_child;
use crate::ai::tt::{Bound, NO_MOVE};
use crate::movegen::{flips, legal_moves};
use crate::stability::surely_stable;
use crate::Board;

/// From this many empties up, a node first looks its children up in the table and cuts
/// when one already proves the cut (enhanced transposition cutoff). Measured on FFO
/// #40-44 and #47: 7% less time from 12 empties; from 11 no better with a table of one
/// entry a slot. With the solver's four-entry buckets, on FFO #40-44: from 11, 2.3%
/// fewer nodes and 0.96 of the time natively, 0.99 in WebAssembly; with the table also
/// from 9 empties (and ETC from 10 or 11) no better.
pub const ETC_MIN: u32 = 11;

impl Solver {
    /// Search with many empties: legal-move generation, transposition table,
    /// fastest-first ordering. `moves` are the legal moves of `p` against `o`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn deep(
        &mut self,
        p: u64,
        o: u64,
        moves: u64,
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
        if moves == 0 {
            if passed || self.rules.pass_ends_game() {
                return Self::final_score(p, o);
            }
            return -self.deep(o, p, legal_moves(o, p), -beta, -alpha, true, empties, dl);
        }
        // Stability cut-off: the opponent's stable discs stay theirs, so the score is at
        // most 64 - 2 x stable. Only worth computing when alpha is already high. The edges'
        // stable discs come from a table (`surely_stable`), the rest as the evaluation's
        // `stable_discs` finds them: fewer steps to its fixed point, and at least as many.
        if alpha >= 2 * empties as i32 {
            let stable_o = surely_stable(o, p).count_ones() as i32;
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
        let mut hash_move = NO_MOVE;
        let mut beta = beta;
        if use_table {
            if let Some(e) = self.table.probe(key) {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower => {
                        if e.score >= beta {
                            return e.score;
                        }
                        alpha = alpha.max(e.score);
                    }
                    Bound::Upper => {
                        if e.score <= alpha {
                            return e.score;
                        }
                        beta = beta.min(e.score);
                    }
                }
                if e.best != NO_MOVE && moves >> e.best & 1 == 1 {
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
                    if e.bound != Bound::Lower && -e.score >= beta {
                        return -e.score;
                    }
                }
            }
        }
        let alpha0 = alpha;
        let mut list = MoveList::new();
        self.ordered_moves(p, o, moves, hash_move, &mut list);
        let Some((best, best_sq)) =
            best_child(&mut list, alpha, beta, -65, |child, alpha, beta| {
                let (f, sq) = (child.flips, child.sq);
                let score = -self.search(
                    o ^ f,
                    p ^ f ^ (1u64 << sq),
                    child.replies,
                    -beta,
                    -alpha,
                    false,
                    dl,
                );
                (!self.stopped).then_some(score)
            })
        else {
            return 0;
        };
        if use_table {
            let bound = Bound::of(best, alpha0, beta);
            self.table.store(key, best, empties as u8, bound, best_sq);
            if empties >= self.share_min && self.found.len() < super::FOUND_MAX {
                self.found.push(key);
            }
        }
        best
    }
}
