//! The solver's move ordering: fastest first (the opponent's fewest replies), refined by
//! the tuned evaluation, or a shallow search of it, far from the end.

use super::last::odd_quadrants;
use super::Solver;
use crate::ai::eval::{tuned_eval, tuned_eval_with_moves, DISC};
use crate::ai::movelist::{Child, MoveList};
use crate::movegen::{flips, legal_moves, legal_moves_both, neighbours};
use crate::Board;

/// From this many empties up, move ordering also counts the tuned evaluation of the
/// position after the move (measured on the 20-empty test set: 20% fewer nodes than
/// mobility alone; from 10 empties up it costs more time than it saves).
pub const EVAL_ORDER_MIN: u32 = 12;

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

/// Up to this many empties, a move into a quadrant with an odd number of empties gets
/// [`PARITY_BONUS`] off its key (as the shallow search tries those squares first): the
/// last move of a region tends to go to the mover. Measured by node counts on FFO #40-44
/// and the 20-empty test set: from 9, 11 or 13 empties up about as good; 13 kept.
const PARITY_MAX: u32 = 13;
/// A quarter of one reply's weight: a bonus of 8 or 16 gave more nodes.
const PARITY_BONUS: i32 = 4;

impl Solver {
    /// Fills `list` (empty) with the legal moves, their fastest-first keys (hash move
    /// first) and the replies each leaves (for the child's search). Filled in place: the
    /// list is over a kilobyte, too big to return by value in the hot path.
    #[inline]
    pub(super) fn ordered_moves(
        &self,
        p: u64,
        o: u64,
        mut moves: u64,
        hash_move: u8,
        list: &mut MoveList<u64>,
    ) {
        let empties = (p | o).count_zeros();
        let use_eval = empties >= EVAL_ORDER_MIN;
        let order_depth = order_search_depth(empties);
        let odd = if empties <= PARITY_MAX {
            odd_quadrants(!(p | o))
        } else {
            0
        };
        while moves != 0 {
            let sq = moves.trailing_zeros() as u8;
            moves &= moves - 1;
            let f = flips(p, o, sq as usize);
            let np = o ^ f;
            let no = p ^ f ^ (1u64 << sq);
            // The static evaluation wants the mover's moves after the reply too: one pass
            // finds both sides'.
            let (replies, theirs) = if use_eval && order_depth == 0 {
                legal_moves_both(np, no)
            } else {
                (legal_moves(np, no), 0)
            };
            // In the list before the key is known: with the key first, in a branch, V8
            // computed the flips and the replies twice in WebAssembly (once for the key,
            // once for the list).
            list.push(Child {
                key: i32::MIN,
                sq,
                flips: f,
                replies,
            });
            if sq == hash_move {
                continue;
            }
            // Opponent corners count double: they are the replies that hurt most.
            let mobility = replies.count_ones() + (replies & 0x8100_0000_0000_0081).count_ones();
            // The opponent's potential mobility (empties next to the mover's discs) breaks
            // ties; weights chosen by node counts on the 20-empty test set.
            let potential = (!(np | no) & neighbours(no)).count_ones() as i32;
            let corner = (1u64 << sq) & 0x8100_0000_0000_0081 != 0;
            let parity = (odd >> sq & 1) as i32;
            let mut key =
                mobility as i32 * 16 + potential * 2 - corner as i32 * 8 - parity * PARITY_BONUS;
            if use_eval {
                // The evaluation is the opponent's: lower is better for the mover. 4/100
                // of it (1/25 of a key unit per disc) weighs one reply like four discs of
                // evaluation. Far from the end a shallow search replaces the static
                // evaluation.
                let value = match order_depth {
                    0 => tuned_eval_with_moves(
                        Board {
                            player: np,
                            opponent: no,
                        },
                        replies,
                        theirs,
                    ),
                    depth => order_search(np, no, depth, -ORDER_INFINITY, ORDER_INFINITY),
                };
                key += value / 25;
            }
            list.set_last_key(key);
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
