//! `outflank solve [FILE] [--rule pass|gameover]`: exact endgame scores.
//!
//! One OBF position per input line (`;` comments and blank lines ignored); for each, one
//! output line `score best nodes seconds`: the exact final disc difference for the side
//! to move (WOF scoring), a move achieving it (`pass` when the side to move must pass,
//! `none` when the game is already over), the positions visited and the time taken.
//! A line that is not a position gets `error <reason>` and the exit status becomes 1.

use crate::clock::InstantClock;
use crate::{parse_rule, CliError};
use outflank_engine::ai::Solver;
use outflank_engine::ai::{Clock, Deadline};
use outflank_engine::{Position, Rules};
use std::io::{BufRead, Write};

/// Transposition table of the command-line solver: 64 MiB natively, 16 MiB in
/// WebAssembly, like the largest table of the browser's levels (phones have little memory).
pub const TABLE_BYTES: usize = if cfg!(target_family = "wasm") {
    16 << 20
} else {
    64 << 20
};

/// The reply for one input line, or `None` for a blank or comment line.
fn answer(line: &str, solver: &mut Solver, clock: &InstantClock) -> Option<Result<String, String>> {
    let text = line.trim();
    if text.is_empty() || text.starts_with(';') {
        return None;
    }
    let pos = match Position::from_obf(text) {
        Ok(p) => p,
        Err(e) => return Some(Err(format!("error {e}"))),
    };
    let start = clock.now_ms();
    let result = solver.solve(pos.board, &Deadline::never(clock));
    let seconds = (clock.now_ms() - start) / 1000.0;
    Some(Ok(match result {
        Some(sol) => format!("{} {} {} {seconds:.3}", sol.score, sol.best, sol.nodes),
        None => format!("{} none 0 {seconds:.3}", pos.board.final_score()),
    }))
}

/// Runs the solve command.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let mut rules = Rules::WOF;
    let mut file = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--rule" => {
                let v = args
                    .get(i + 1)
                    .ok_or_else(|| CliError::Usage("--rule needs pass or gameover".into()))?;
                rules = parse_rule(v)?;
                i += 2;
            }
            flag if flag.starts_with("--") => {
                return Err(CliError::Usage(format!("unknown option '{flag}'")))
            }
            path if file.is_none() => {
                file = Some(path.to_string());
                i += 1;
            }
            other => return Err(CliError::Usage(format!("unexpected argument '{other}'"))),
        }
    }
    let input: Box<dyn BufRead> = match &file {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path)
                .map_err(|e| CliError::Failed(format!("cannot open {path}: {e}")))?,
        )),
        None => Box::new(std::io::stdin().lock()),
    };
    let clock = InstantClock::new();
    let mut solver = Solver::new(TABLE_BYTES, rules == Rules::NO_MOVE_ENDS_GAME);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = false;
    for line in input.lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = match answer(&line, &mut solver, &clock) {
            None => continue,
            Some(Ok(s)) => s,
            Some(Err(s)) => {
                failed = true;
                s
            }
        };
        writeln!(out, "{reply}").map_err(|e| CliError::Failed(e.to_string()))?;
        out.flush().map_err(|e| CliError::Failed(e.to_string()))?;
    }
    if failed {
        return Err(CliError::Failed("some lines were not positions".into()));
    }
    Ok(())
}
