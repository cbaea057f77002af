//! The principal-variation child loop shared by alpha-beta and the endgame solver.

use super::movelist::{Child, MoveList};
use super::tt::NO_MOVE;

/// The best score over the moves of `list` (tried lowest key first) and its square:
/// principal-variation search, where the first move gets the window `alpha..beta` and
/// every other one a null window first, searched again with the full window only when it
/// beats alpha. Stops at the first cut-off (a score of `beta` or more).
///
/// `search(child, alpha, beta)` is the score of the move `child` for the side to move,
/// searched with that window, or `None` when the search was stopped (deadline or node limit),
/// which ends the loop with `None`. `worst` is below every real score: it is returned,
/// with [`NO_MOVE`], only when no move scored above it.
#[inline(always)]
pub fn best_child<R: Copy>(
    list: &mut MoveList<R>,
    mut alpha: i32,
    beta: i32,
    worst: i32,
    mut search: impl FnMut(Child<R>, i32, i32) -> Option<i32>,
) -> Option<(i32, u8)> {
    let mut best = worst;
    let mut best_sq = NO_MOVE;
    for i in 0..list.len() {
        // Selection sort step: cut-offs usually come early, so sort lazily.
        let child = list.next_best(i);
        let score = if i == 0 {
            search(child, alpha, beta)?
        } else {
            let s = search(child, alpha, alpha + 1)?;
            if s > alpha && s < beta {
                search(child, alpha, beta)?
            } else {
                s
            }
        };
        if score > best {
            best = score;
            best_sq = child.sq;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    Some((best, best_sq))
}
