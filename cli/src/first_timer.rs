//! The two reference players of the level ladder's measurement (`outflank play --engine
//! greedy|random`): a model of a first-timer, who takes the move that flips the most
//! discs, and a player of uniformly random legal moves. Neither searches.

use outflank_engine::ai::Rng;
use outflank_engine::{Move, Position, Rules, Status};

/// A player that does not search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naive {
    /// The move that flips the most discs, ties drawn at random.
    Greedy,
    /// A uniformly random legal move.
    Random,
}

impl Naive {
    /// Its move in `position` (`None` when the game is over), drawn from a generator
    /// seeded by `seed` and the position, so a game replays alike.
    pub fn choose(self, position: Position, rules: Rules, seed: u64) -> Option<Move> {
        let moves = match position.status(rules) {
            Status::GameOver => return None,
            Status::MustPass => return Some(Move::Pass),
            Status::Moves(moves) => moves,
        };
        let board = position.board;
        let most = moves
            .into_iter()
            .map(|sq| board.flips(sq).count())
            .max()
            .unwrap_or(0);
        let candidates: Vec<_> = match self {
            Naive::Greedy => moves
                .into_iter()
                .filter(|&sq| board.flips(sq).count() == most)
                .collect(),
            Naive::Random => moves.into_iter().collect(),
        };
        let mut rng = Rng::new(seed ^ board.hash());
        let pick = rng.below(candidates.len() as u32) as usize;
        Some(Move::Place(candidates[pick]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::parse_moves;

    #[test]
    fn the_greedy_player_takes_a_move_that_flips_the_most() {
        // After f5 d6 c3: d3 flips two discs (d4, d5) and no other move as many.
        let moves = parse_moves("f5d6c3", Position::START, Rules::WOF).unwrap();
        let mut pos = Position::START;
        for mv in moves {
            pos = pos.play(mv, Rules::WOF).unwrap();
        }
        let board = pos.board;
        let most = board
            .legal_moves()
            .into_iter()
            .map(|sq| board.flips(sq).count())
            .max()
            .unwrap();
        for seed in 0..20 {
            let Some(Move::Place(sq)) = Naive::Greedy.choose(pos, Rules::WOF, seed) else {
                panic!("a placement")
            };
            assert_eq!(board.flips(sq).count(), most);
        }
    }

    #[test]
    fn the_random_player_plays_legal_moves_and_varies() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..40 {
            let mv = Naive::Random
                .choose(Position::START, Rules::WOF, seed)
                .unwrap();
            assert!(Position::START.is_legal(mv, Rules::WOF));
            seen.insert(mv);
        }
        assert_eq!(seen.len(), 4);
        let over = Position::from_obf(&format!("{} X", "X".repeat(64))).unwrap();
        assert_eq!(Naive::Greedy.choose(over, Rules::WOF, 1), None);
    }
}
