//! Helpers shared by the engine's integration tests.

use outflank_engine::ai::Rng;
use outflank_engine::{Move, Position, Rules};

/// The position after `plies` uniformly random legal moves from the start (fewer when a
/// side must pass first), drawn from `rng`.
pub fn random_walk(rng: &mut Rng, plies: usize) -> Position {
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
