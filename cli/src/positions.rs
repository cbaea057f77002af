//! `outflank positions --empties E --count N [--level L] [--random-plies K] [--seed S]
//! [--moves]`: test positions from self-play.
//!
//! Each game starts with `K` uniformly random plies (for variety), then the level `L`
//! plays both sides until `E` squares are empty; the position is printed as one OBF line,
//! or with `--moves` as the move list that reaches it. Games that end earlier, and
//! positions already printed (up to symmetry), are skipped. Used to make the endgame test
//! sets and the opening files of `outflank match`, reproducibly from the seed.

use crate::CliError;
use outflank_engine::ai::Rng;
use outflank_engine::ai::{choose_move, FrozenClock};
use outflank_engine::{format_moves, Move, Position, Rules, Symmetry};
use std::collections::HashSet;
use std::io::Write;

fn number<T: std::str::FromStr>(args: &[String], i: usize, flag: &str) -> Result<T, CliError> {
    args.get(i + 1)
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| CliError::Usage(format!("{flag} needs a whole number")))
}

/// Runs the positions command.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let (mut empties, mut count, mut level, mut random_plies, mut seed) =
        (None, None, 1u8, 4u32, 1u64);
    let mut as_moves = false;
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--moves" {
            as_moves = true;
            i += 1;
            continue;
        }
        match args[i].as_str() {
            "--empties" => empties = Some(number::<u32>(args, i, "--empties")?),
            "--count" => count = Some(number::<u32>(args, i, "--count")?),
            "--level" => level = number(args, i, "--level")?,
            "--random-plies" => random_plies = number(args, i, "--random-plies")?,
            "--seed" => seed = number(args, i, "--seed")?,
            other => return Err(CliError::Usage(format!("unexpected argument '{other}'"))),
        }
        i += 2;
    }
    let empties = empties.ok_or_else(|| CliError::Usage("--empties is required".into()))?;
    let count = count.ok_or_else(|| CliError::Usage("--count is required".into()))?;
    if empties > 60 {
        return Err(CliError::Usage("--empties must be at most 60".into()));
    }
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
