//! How a player picks its move once its search has valued the moves: the best, or as a
//! person does, mostly a good move and now and then a worse one, the worse the rarer.
//!
//! A person does not play random moves: they see most of what a few plies show, prefer
//! what looks best, and slip between moves that look alike. [`Softmax`] draws a move
//! with a probability proportional to `exp(value / temperature)` over the values the
//! search gave every move (in discs), so a move a disc worse than the best is chosen
//! often at a temperature of a few discs and almost never at a tenth of a disc. The
//! temperature depends on the phase (people know openings by heart and count the last
//! moves), a move more than [`Softmax::max_loss`] discs below the best is never chosen
//! (so a level that saw a corner does not give it away absurdly), and from
//! [`Softmax::exact_empties`] the search reads to the end, so the values are exact.

use super::alphabeta::RootMove;
use super::eval::DISC;
use super::rng::Rng;
use crate::Move;

/// How a player picks its move among the moves its search valued.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Choice {
    /// The search's best move.
    Best,
    /// A move drawn by a softmax over the moves' values, as a person errs (see the
    /// module's documentation).
    Softmax(Softmax),
}

/// A softmax choice: its temperatures by phase, its largest error and its endgame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Softmax {
    /// The temperature in discs in the opening (more than 44 empty squares), the middle
    /// game (21 to 44) and the endgame (20 or fewer). 0 plays the best move.
    pub temperature: [f32; 3],
    /// A move valued more than this many discs below the best is never chosen.
    pub max_loss: f32,
    /// From this many empty squares down the search reads to the end of the game, so
    /// the values it chooses among are exact (0: never).
    pub exact_empties: u32,
}

impl Softmax {
    /// The temperature with `empties` empty squares, in discs.
    pub fn temperature_at(&self, empties: u32) -> f32 {
        match empties {
            45.. => self.temperature[0],
            21..=44 => self.temperature[1],
            _ => self.temperature[2],
        }
    }

    /// The deepest iteration of a search with `empties` empty squares that would
    /// otherwise stop at `depth` plies: the end of the game from
    /// [`Softmax::exact_empties`] down.
    pub fn depth_at(&self, empties: u32, depth: u32) -> u32 {
        if empties <= self.exact_empties {
            // Passes make a game longer than its empties; 60 reaches the end of any.
            60
        } else {
            depth
        }
    }

    /// The move drawn among `moves` (valued by a search with every root move's value
    /// exact, in evaluation units of [`DISC`] a disc) with `empties` empty squares, from
    /// `rng`. `moves` must not be empty.
    pub fn pick(&self, moves: &[RootMove], empties: u32, rng: &mut Rng) -> Move {
        let best = moves.iter().map(|m| m.score).max().unwrap_or(0);
        let temperature = self.temperature_at(empties);
        // Discs below the best: a proven win and a heuristic score count alike.
        let loss = |m: &RootMove| (best - m.score) as f32 / DISC as f32;
        let allowed = |m: &&RootMove| loss(m) <= self.max_loss;
        if temperature <= 0.0 {
            return moves
                .iter()
                .find(|m| m.score == best)
                .map_or(moves[0].mv, |m| m.mv);
        }
        let weight = |m: &RootMove| f64::from(-loss(m) / temperature).exp();
        let total: f64 = moves.iter().filter(allowed).map(weight).sum();
        let mut draw = rng.unit_f64() * total;
        let mut chosen = moves[0].mv;
        for m in moves.iter().filter(allowed) {
            chosen = m.mv;
            draw -= weight(m);
            if draw < 0.0 {
                break;
            }
        }
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn root(square: &str, discs: f32) -> RootMove {
        RootMove {
            mv: Move::Place(square.parse::<Square>().unwrap()),
            score: (discs * DISC as f32) as i32,
            exact: true,
        }
    }

    fn style(temperature: f32, max_loss: f32) -> Softmax {
        Softmax {
            temperature: [temperature; 3],
            max_loss,
            exact_empties: 0,
        }
    }

    #[test]
    fn at_temperature_zero_the_best_move_is_played() {
        let moves = [root("c4", 1.0), root("d3", 5.0), root("e6", 4.9)];
        let mut rng = Rng::new(3);
        for _ in 0..100 {
            assert_eq!(style(0.0, 64.0).pick(&moves, 30, &mut rng), moves[1].mv);
        }
    }

    #[test]
    fn worse_moves_are_rarer_and_none_beyond_the_largest_error() {
        let moves = [
            root("c4", 2.0),
            root("d3", 1.0),
            root("e6", -1.0),
            root("f5", -20.0),
        ];
        let mut counts = [0u32; 4];
        let mut rng = Rng::new(11);
        for _ in 0..20_000 {
            let mv = style(2.0, 10.0).pick(&moves, 30, &mut rng);
            counts[moves.iter().position(|m| m.mv == mv).unwrap()] += 1;
        }
        assert!(counts[0] > counts[1] && counts[1] > counts[2], "{counts:?}");
        assert_eq!(counts[3], 0, "22 discs below the best, beyond 10");
        // exp(-1/2) ≈ 0.61 of the best move's chance for a move a disc worse.
        let ratio = f64::from(counts[1]) / f64::from(counts[0]);
        assert!((0.55..0.67).contains(&ratio), "{ratio}");
    }

    /// Positions after 6 to 40 random plies from the start.
    fn positions(count: usize, seed: u64) -> Vec<crate::Position> {
        use crate::{Position, Rules, Status};
        let mut rng = Rng::new(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut pos = Position::START;
            for _ in 0..6 + rng.below(34) {
                match pos.status(Rules::WOF) {
                    Status::Moves(m) => {
                        let squares: Vec<_> = m.into_iter().collect();
                        let sq = squares[rng.below(squares.len() as u32) as usize];
                        pos = pos.play(Move::Place(sq), Rules::WOF).unwrap();
                    }
                    Status::MustPass => pos = pos.play(Move::Pass, Rules::WOF).unwrap(),
                    Status::GameOver => break,
                }
            }
            if matches!(pos.status(Rules::WOF), Status::Moves(_)) {
                out.push(pos);
            }
        }
        out
    }

    #[test]
    fn every_level_plays_legal_moves() {
        use crate::ai::{choose_move, levels, SteppingClock};
        use crate::Rules;
        for (i, pos) in positions(4, 5).into_iter().enumerate() {
            for level in levels() {
                // A 25 ms step: a level's second of budget is 40 readings of the clock.
                let clock = SteppingClock::new(25.0);
                let mv = choose_move(pos, Rules::WOF, level.id, i as u64, &clock).unwrap();
                assert!(pos.is_legal(mv, Rules::WOF), "{} played {mv}", level.name);
            }
        }
    }

    #[test]
    fn at_temperature_zero_a_player_plays_the_searchs_best_value() {
        use crate::ai::{EngineConfig, EvalKind, FrozenClock, Player};
        use crate::Rules;
        let config = |choice| EngineConfig::AlphaBeta {
            eval: EvalKind::Tuned,
            depth: 3,
            choice,
            table_bytes: 1 << 16,
            solve_empties: 0,
            probcut: 0.0,
        };
        let coldest = Choice::Softmax(style(0.0, 64.0));
        for (i, pos) in positions(12, 9).into_iter().enumerate() {
            let mut person = Player::new(config(coldest), f64::INFINITY, Rules::WOF, i as u64);
            let mut best = Player::new(config(Choice::Best), f64::INFINITY, Rules::WOF, 0);
            person.set_position(pos);
            best.set_position(pos);
            let a = person.choose(&FrozenClock).unwrap();
            let b = best.choose(&FrozenClock).unwrap();
            // Equal values (two moves may tie); the same search values them alike.
            let mut ab = crate::ai::AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
            let never = crate::ai::Deadline::after(&FrozenClock, f64::INFINITY);
            let all = ab
                .search(pos.board, crate::ai::Limits::depth(3), &never, true)
                .unwrap();
            let value = |mv| all.moves.iter().find(|m| m.mv == mv).unwrap().score;
            assert_eq!(value(a), value(b), "{pos:?}");
            assert_eq!(value(a), all.score);
        }
    }

    #[test]
    fn the_temperature_and_the_depth_follow_the_phase() {
        let s = Softmax {
            temperature: [3.0, 2.0, 1.0],
            max_loss: 64.0,
            exact_empties: 12,
        };
        assert_eq!(s.temperature_at(58), 3.0);
        assert_eq!(s.temperature_at(44), 2.0);
        assert_eq!(s.temperature_at(20), 1.0);
        assert_eq!(s.depth_at(13, 4), 4);
        assert_eq!(s.depth_at(12, 4), 60);
    }
}
