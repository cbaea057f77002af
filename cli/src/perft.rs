//! `outflank perft DEPTH [--position OBF]`: one line `d nodes seconds` per depth.

use crate::error::CliError;
use outflank_engine::{perft, Position};
use std::io::Write;
use std::time::Instant;

/// The options of `perft`.
#[derive(clap::Args)]
pub struct Options {
    /// Count the leaves of every depth from 1 to this one.
    #[arg(value_parser = clap::value_parser!(u32).range(1..=60))]
    depth: u32,
    /// Count from this OBF position (quote it) instead of the start.
    #[arg(long, value_name = "OBF", allow_hyphen_values = true, value_parser = obf_position)]
    position: Option<Position>,
}

/// An OBF position for `--position`.
pub fn obf_position(text: &str) -> Result<Position, String> {
    Position::from_obf(text).map_err(|e| e.to_string())
}

/// Runs the perft command.
pub fn run(options: Options) -> Result<(), CliError> {
    let depth = options.depth;
    let position = options.position.unwrap_or(Position::START);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for d in 1..=depth {
        let start = Instant::now();
        let nodes = perft(position.board, d);
        let seconds = start.elapsed().as_secs_f64();
        writeln!(out, "{d} {nodes} {seconds:.3}").map_err(|e| CliError::Failed(e.to_string()))?;
        out.flush().map_err(|e| CliError::Failed(e.to_string()))?;
    }
    Ok(())
}
