//! Perft: counting the leaves of the game tree, to prove move generation exact.
//!
//! The standard convention (MODE1 of `../shared/perft.txt`): a forced pass is a ply, and a
//! finished game reached before the depth is one leaf.

use crate::movegen::{flips, legal_moves};
use crate::{Board, Move, Square};

/// Leaves of the game tree `depth` plies below `board`.
pub fn perft(board: Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    perft_inner(board.player, board.opponent, depth)
}

fn perft_inner(p: u64, o: u64, depth: u32) -> u64 {
    let mut moves = legal_moves(p, o);
    if moves == 0 {
        // A pass is a ply; a finished game is one leaf. At depth 1 both count as 1.
        if depth == 1 || legal_moves(o, p) == 0 {
            return 1;
        }
        return perft_inner(o, p, depth - 1);
    }
    if depth == 1 {
        return moves.count_ones() as u64;
    }
    let mut total = 0;
    if depth == 2 {
        // Bulk-count the last ply: each child contributes its move count (or 1 if it has none).
        while moves != 0 {
            let sq = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let f = flips(p, o, sq);
            let child_p = o ^ f;
            let child_o = p ^ f ^ (1 << sq);
            total += (legal_moves(child_p, child_o).count_ones() as u64).max(1);
        }
        return total;
    }
    while moves != 0 {
        let sq = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let f = flips(p, o, sq);
        total += perft_inner(o ^ f, p ^ f ^ (1 << sq), depth - 1);
    }
    total
}

/// Perft split by the first move: each legal move (or the forced pass) with its leaf count.
pub fn perft_divide(board: Board, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.swapped().has_legal_move() {
            return vec![(Move::Pass, perft(board.swapped(), depth - 1))];
        }
        return Vec::new();
    }
    moves
        .into_iter()
        .map(|sq: Square| {
            let child = board.apply(sq, board.flips(sq));
            (Move::Place(sq), perft(child, depth - 1))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MODE1 reference counts from `../shared/perft.txt`.
    const EXPECTED: [u64; 10] = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

    #[test]
    fn perft_from_start_depths_1_to_9() {
        for (d, &n) in EXPECTED.iter().enumerate() {
            assert_eq!(perft(Board::START, d as u32), n, "depth {d}");
        }
    }

    /// Depth 10 is the first where the MODE1 convention shows: the 228 games already
    /// over at ply 9 each count as one leaf (Edax's convention counts 24,571,056).
    #[test]
    fn perft_10_counts_finished_games_as_leaves() {
        assert_eq!(perft(Board::START, 10), 24_571_284);
    }

    #[test]
    fn a_finished_game_is_one_leaf_at_any_depth() {
        // Black wiped out White: nobody can move.
        let over = Board {
            player: 0x0000_0018_1800_0000,
            opponent: 0,
        };
        for depth in 0..5 {
            assert_eq!(perft(over, depth), 1, "depth {depth}");
        }
    }

    #[test]
    fn divide_sums_to_perft() {
        let parts = perft_divide(Board::START, 6);
        assert_eq!(parts.len(), 4);
        assert_eq!(parts.iter().map(|p| p.1).sum::<u64>(), 8200);
    }
}
