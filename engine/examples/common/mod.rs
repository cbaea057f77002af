//! What the measuring examples share.

use outflank_engine::ai::Rng;
use outflank_engine::{Move, Position, Rules};

/// A mid-game position from random play (16 to 31 plies from the start) with a choice of
/// moves and more than 24 empties.
pub fn midgame(rng: &mut Rng) -> Position {
    loop {
        let mut pos = Position::START;
        let plies = 16 + rng.below(16) as usize;
        for _ in 0..plies {
            let moves: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
        }
        if pos.legal_moves(Rules::WOF).count() > 1 && pos.board.empty_count() > 24 {
            return pos;
        }
    }
}
