//! Helpers of the engine's unit tests (integration tests have `tests/common`).

use super::rng::Rng;
use crate::{Move, Position, Rules};

/// The position after `plies` moves drawn from `rng` (fewer if the game ends).
pub(crate) fn walk(rng: &mut Rng, plies: usize) -> Position {
    let mut pos = Position::START;
    for _ in 0..plies {
        let moves: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
    }
    pos
}
