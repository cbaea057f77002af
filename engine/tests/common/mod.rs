//! Helpers shared by the engine's tests: its integration tests (`mod common;`), its unit
//! tests (`ai::testing`, through `extern crate self as outflank_engine`) and the worker's
//! tests in the app crate (by `#[path]`). So it uses only the engine's public API. Not
//! every test uses every helper.

use outflank_engine::ai::Rng;
use outflank_engine::{Move, Position, Rules, Status};

/// The position after `plies` uniformly random legal moves from the start (passes
/// included; fewer when the game ends first), drawn from `rng`.
#[allow(dead_code)]
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

/// A random legal game to its end from `seed`, passes included.
#[allow(dead_code)]
pub fn random_game(seed: u64) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::START;
    let mut moves = Vec::new();
    while let Status::Moves(_) | Status::MustPass = pos.status(Rules::WOF) {
        let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
        let mv = legal[rng.below(legal.len() as u32) as usize];
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}
