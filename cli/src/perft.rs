//! `outflank perft DEPTH [--position OBF]`: one line `d nodes seconds` per depth.

use crate::CliError;
use outflank_engine::{perft, Position};
use std::io::Write;
use std::time::Instant;

/// Runs the perft command.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let mut depth = None;
    let mut position = Position::START;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--position" => {
                let text = args.get(i + 1).ok_or_else(|| {
                    CliError::Usage("--position needs an OBF position (quote it)".into())
                })?;
                position = Position::from_obf(text)
                    .map_err(|e| CliError::Usage(format!("bad --position: {e}")))?;
                i += 2;
            }
            text if depth.is_none() => {
                let d: u32 = text.parse().map_err(|_| {
                    CliError::Usage(format!("DEPTH must be a whole number, not '{text}'"))
                })?;
                if !(1..=60).contains(&d) {
                    return Err(CliError::Usage(format!("DEPTH must be 1 to 60, not {d}")));
                }
                depth = Some(d);
                i += 1;
            }
            other => return Err(CliError::Usage(format!("unexpected argument '{other}'"))),
        }
    }
    let depth = depth.ok_or_else(|| CliError::Usage("perft needs a DEPTH".into()))?;
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
