//! `outflank positions --empties E --count N [--level L] [--random-plies K] [--seed S]
//! [--moves]`: test positions from self-play.
//!
//! Each game starts with `K` uniformly random plies (for variety), then the level `L`
//! plays both sides until `E` squares are empty; the position is printed as one OBF line,
//! or with `--moves` as the move list that reaches it. Games that end earlier, and
//! positions already printed (up to symmetry), are skipped. Used to make the endgame test
//! sets and the opening files of `outflank match`, reproducibly from the seed.

use crate::error::CliError;
use outflank_engine::ai::{choose_move, FrozenClock, Level, Rng};
use outflank_engine::{format_moves, Move, Position, Rules, Symmetry};
use std::collections::HashSet;
use std::io::Write;

/// The options of `positions`.
#[derive(clap::Args)]
pub struct Options {
    /// Stop each game when this many squares are empty.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=60))]
    empties: u32,
    /// How many distinct positions to print.
    #[arg(long)]
    count: u32,
    /// The level that plays both sides after the random plies.
    #[arg(long, default_value = "1", value_parser = crate::options::level)]
    level: Level,
    /// Uniformly random plies at the start of each game.
    #[arg(long, default_value_t = 4)]
    random_plies: u32,
    /// Seed of the random plies and the level.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print the move list that reaches each position instead of the position.
    #[arg(long)]
    moves: bool,
}

/// Runs the positions command.
pub fn run(options: Options) -> Result<(), CliError> {
    let Options {
        empties,
        count,
        level,
        random_plies,
        seed,
        moves: as_moves,
    } = options;
    let mut rng = Rng::new(seed);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut made = 0;
    let mut game = 0u64;
    let mut seen = HashSet::new();
    while made < count {
        game += 1;
        if game > 1000 + 100 * count as u64 {
            return Err(CliError::Failed(format!(
                "only {made} distinct positions found; ask for fewer"
            )));
        }
        let mut pos = Position::START;
        let mut played = Vec::new();
        let mut ply = 0;
        let reached = loop {
            if pos.board.empty_count() == empties {
                break true;
            }
            let moves: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            if moves.is_empty() || pos.board.empty_count() < empties {
                break false;
            }
            let mv = if ply < random_plies {
                moves[rng.below(moves.len() as u32) as usize]
            } else {
                match choose_move(pos, Rules::WOF, level, seed ^ game, &FrozenClock) {
                    Some(m) => m,
                    None => break false,
                }
            };
            pos.play_unchecked(mv);
            played.push(mv);
            ply += 1;
        };
        let canonical = Symmetry::ALL
            .iter()
            .map(|s| s.apply_position(pos).to_obf())
            .min()
            .expect("eight symmetries");
        if reached && seen.insert(canonical) {
            let line = if as_moves {
                format_moves(&played)
            } else {
                pos.to_obf()
            };
            writeln!(out, "{line}").map_err(|e| CliError::Failed(e.to_string()))?;
            made += 1;
        }
    }
    Ok(())
}
