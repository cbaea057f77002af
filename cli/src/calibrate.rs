//! `outflank calibrate --games FILE[,FILE...] [--positions N] [--max-depth D] [--seed S]
//! [--weights W]`: fits Multi-ProbCut's models (how well a shallow search predicts a deep
//! one) on positions of our own games, and prints them as the engine's
//! `engine/src/ai/alphabeta/probcut_models.rs`.
//!
//! `N` positions (default 2000) are drawn from the games (files written by
//! `outflank selfplay`) with the seed `S`, spread evenly over 14 to 59 empties. Each is
//! searched by alpha-beta with the pattern evaluation (the engine's own weights, or `W`)
//! to every depth from 1 to `D` (default 10). For every depth `d` from 3 and its shallow
//! depth `s` (about half, same parity), and every bucket of 10 empties, the deep values
//! are regressed on the shallow ones: `v_d ≈ a·v_s + b`, with `σ` the deviation of the
//! error (pairs where either search proved the game's result are left out). A cell with
//! fewer than 30 positions takes its neighbour's model.
//!
//! Progress and the fitted numbers go to standard error.

use crate::error::CliError;
use crate::options::load_weights;
use outflank_engine::ai::eval::DISC;
use outflank_engine::ai::pattern::installed;
use outflank_engine::ai::toolkit::probcut_shallow_depth as shallow_depth;
use outflank_engine::ai::{AlphaBeta, Deadline, EvalKind, FrozenClock, Limits, Rng};
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::fmt::Write as _;
use std::path::PathBuf;

/// The options of `calibrate`.
#[derive(clap::Args)]
pub struct Options {
    /// Games files written by `outflank selfplay`, separated by commas.
    #[arg(long, value_delimiter = ',', required = true)]
    games: Vec<PathBuf>,
    /// How many positions to search.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(50..))]
    positions: u32,
    /// The deepest search.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(3..=16))]
    max_depth: u32,
    /// Chooses the positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Pattern weights to search with (default: the engine's own).
    #[arg(long)]
    weights: Option<PathBuf>,
}

/// Empties per bucket, and the buckets (0..10, 10..20, ..., 60).
const EMPTIES_PER_BUCKET: u32 = 10;
const BUCKETS: usize = 7;
/// The largest score an evaluation gives (64 discs); proven results score more.
const EVAL_LIMIT: f64 = 64.0 * DISC as f64;
/// The fewest positions a cell is fitted on.
const MIN_SAMPLES: usize = 30;

/// Least squares of `deep` on `shallow`: slope, intercept, deviation of the error.
fn regress(pairs: &[(f64, f64)]) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    let (mx, my) = pairs
        .iter()
        .fold((0.0, 0.0), |(x, y), &(a, b)| (x + a / n, y + b / n));
    let (sxy, sxx) = pairs.iter().fold((0.0, 0.0), |(sxy, sxx), &(x, y)| {
        (sxy + (x - mx) * (y - my), sxx + (x - mx) * (x - mx))
    });
    let a = if sxx > 0.0 { sxy / sxx } else { 1.0 };
    let b = my - a * mx;
    let var = pairs
        .iter()
        .map(|&(x, y)| (y - a * x - b).powi(2))
        .sum::<f64>()
        / (n - 2.0).max(1.0);
    (a, b, var.sqrt())
}

/// Runs `calibrate`: prints the models' Rust source.
pub fn run(options: Options) -> Result<(), CliError> {
    let weights = match &options.weights {
        Some(path) => load_weights(path)?.0,
        None => installed().ok_or_else(|| CliError::Failed("no pattern weights".into()))?,
    };
    // Every position of the games with 14..=59 empties and a move to make.
    let mut pool: Vec<Vec<Position>> = vec![Vec::new(); 60];
    for path in &options.games {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
        for (n, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let moves = line.split(' ').next().unwrap_or("");
            let moves = parse_moves(moves, Position::START, Rules::WOF)
                .map_err(|e| CliError::Failed(format!("{} line {}: {e}", path.display(), n + 1)))?;
            let mut pos = Position::START;
            for mv in moves {
                let empties = pos.board.empty_count();
                if (14..60).contains(&empties) && matches!(pos.status(Rules::WOF), Status::Moves(_))
                {
                    pool[empties as usize].push(pos);
                }
                pos.play_unchecked(mv);
            }
        }
    }
    let mut rng = Rng::new(options.seed);
    let never = Deadline::never(&FrozenClock);
    let max_depth = options.max_depth;
    // samples[d][bucket]: (shallow, deep) values.
    let mut samples = vec![vec![Vec::new(); BUCKETS]; max_depth as usize + 1];
    let mut search = AlphaBeta::new(EvalKind::Pattern(weights), 4 << 20, Rules::WOF);
    for i in 0..options.positions {
        let empties = 14 + i % 46;
        let candidates = &pool[empties as usize];
        if candidates.is_empty() {
            continue;
        }
        let pos = candidates[rng.below(candidates.len() as u32) as usize];
        search.clear();
        let mut values = vec![0.0; max_depth as usize + 1];
        for depth in 1..=max_depth {
            let result = search
                .search(pos.board, Limits::depth(depth), &never, false)
                .expect("the position has a move");
            values[depth as usize] = f64::from(result.score);
        }
        let bucket = (empties / EMPTIES_PER_BUCKET) as usize;
        for depth in 3..=max_depth {
            let (shallow, deep) = (
                values[shallow_depth(depth) as usize],
                values[depth as usize],
            );
            // A search that saw the end scores a proven result far beyond any evaluation:
            // not an error of the evaluation, so left out.
            if shallow.abs() <= EVAL_LIMIT && deep.abs() <= EVAL_LIMIT {
                samples[depth as usize][bucket].push((shallow, deep));
            }
        }
        if (i + 1) % 100 == 0 {
            eprintln!("{} positions", i + 1);
        }
    }
    let mut out = String::new();
    out.push_str(
        "// Written by `outflank calibrate` (README: \"Selective search\"); do not edit by hand.\n",
    );
    let _ = writeln!(
        out,
        "// {} positions of {}, depths 3 to {max_depth}, seed {}.",
        options.positions,
        options
            .games
            .iter()
            .map(|p| p
                .file_name()
                .map_or(String::new(), |f| f.to_string_lossy().into_owned()))
            .collect::<Vec<_>>()
            .join(", "),
        options.seed
    );
    out.push_str("/// The fitted models: one row per depth from [`MIN_DEPTH`], one column per\n");
    out.push_str("/// [`EMPTIES_PER_BUCKET`] empties.\n");
    let _ = writeln!(
        out,
        "pub const MODELS: [[Model; {BUCKETS}]; {}] = [",
        max_depth - 2
    );
    for depth in 3..=max_depth {
        let cells = &samples[depth as usize];
        let _ = writeln!(out, "    // depth {depth} from {}", shallow_depth(depth));
        out.push_str("    [\n");
        for bucket in 0..BUCKETS {
            // A thin cell borrows the nearest one with enough positions.
            let source = (0..BUCKETS)
                .filter(|&b| cells[b].len() >= MIN_SAMPLES)
                .min_by_key(|&b| (b as i64 - bucket as i64).abs());
            let (a, b, sigma) = source.map_or((1.0, 0.0, 400.0), |s| regress(&cells[s]));
            eprintln!(
                "depth {depth:2} from {:2}, {:2}-{:2} empties: {:4} positions, a {a:.3}, b {b:7.1}, sigma {sigma:6.1}",
                shallow_depth(depth),
                bucket as u32 * EMPTIES_PER_BUCKET,
                bucket as u32 * EMPTIES_PER_BUCKET + EMPTIES_PER_BUCKET - 1,
                cells[bucket].len(),
            );
            let _ = writeln!(
                out,
                "        Model {{ a: {a:.4}, b: {b:.1}, sigma: {sigma:.1} }},"
            );
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    print!("{out}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regression_finds_a_line_and_its_noise() {
        let pairs: Vec<(f64, f64)> = (0..100)
            .map(|i| {
                let x = f64::from(i);
                (x, 2.0 * x + 3.0 + if i % 2 == 0 { 1.0 } else { -1.0 })
            })
            .collect();
        let (a, b, sigma) = regress(&pairs);
        assert!((a - 2.0).abs() < 0.01, "{a}");
        assert!((b - 3.0).abs() < 0.5, "{b}");
        assert!((sigma - 1.0).abs() < 0.05, "{sigma}");
    }
}
