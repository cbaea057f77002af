//! `outflank solve [FILE] [--rule pass|gameover] [--threads N]`: exact endgame scores.
//!
//! One OBF position per input line (`;` comments and blank lines ignored); for each, one
//! output line `score best nodes seconds`: the exact final disc difference for the side
//! to move (WOF scoring), a move achieving it (`pass` when the side to move must pass,
//! `none` when the game is already over), the positions visited and the time taken.
//! A line that is not a position gets `error <reason>` and the exit status becomes 1.
//! With `--threads N` (N > 1) the root is split among N threads, each with its own
//! table ([`RootSplit`]): same scores, `nodes` then the sum over the threads.

use crate::clock::InstantClock;
use crate::error::CliError;
use crate::options::Rule;
use crate::pool::{self, SplitThreads};
use outflank_engine::ai::shared::SplitShare;
use outflank_engine::ai::toolkit::RootSplit;
use outflank_engine::ai::{Clock, Deadline, Solver};
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
fn answer(
    line: &str,
    solver: &mut Solver,
    pool: Option<&mut SplitThreads>,
    clock: &InstantClock,
    rules: Rules,
) -> Option<Result<String, String>> {
    let text = line.trim();
    if text.is_empty() || text.starts_with(';') {
        return None;
    }
    let pos = match Position::from_obf(text) {
        Ok(p) => p,
        Err(e) => return Some(Err(format!("error {e}"))),
    };
    let start = clock.now_ms();
    let order = solver.root_order(pos.board);
    let split = pool.and_then(|pool| {
        // Split down the principal variation too: no thread waits for the first move.
        let split = RootSplit::new(pos.board, &order, 0, -64, 64)?.split_solve_first(rules);
        let mut share = SplitShare::new(split, pool.threads(), usize::MAX);
        pool.run(&mut share);
        share.source().outcome()
    });
    let result = match split {
        Some(o) => Some(outflank_engine::ai::Solution {
            score: o.score,
            best: outflank_engine::Move::Place(o.best),
            nodes: o.nodes,
        }),
        // One thread, or a position without a placement (a pass, or the game over).
        None => solver.solve(pos.board, &Deadline::never(clock)),
    };
    let seconds = (clock.now_ms() - start) / 1000.0;
    Some(Ok(match result {
        Some(sol) => format!("{} {} {} {seconds:.3}", sol.score, sol.best, sol.nodes),
        None => format!("{} none 0 {seconds:.3}", pos.board.final_score()),
    }))
}

/// The options of `solve`.
#[derive(clap::Args)]
pub struct Options {
    /// A file of OBF positions, one per line (default: standard input).
    file: Option<String>,
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
    /// Search threads (each with its own table).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
}

/// Runs the solve command.
pub fn run(options: Options) -> Result<(), CliError> {
    let rules = options.rule.rules();
    let file = options.file;
    let input: Box<dyn BufRead> = match &file {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path)
                .map_err(|e| CliError::Failed(format!("cannot open {path}: {e}")))?,
        )),
        None => Box::new(std::io::stdin().lock()),
    };
    let clock = InstantClock::new();
    let mut solver = Solver::new(TABLE_BYTES, rules);
    let mut pool = (options.threads > 1)
        .then(|| pool::split_threads(options.threads as usize, clock, TABLE_BYTES, None, rules));
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = false;
    for line in input.lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = match answer(&line, &mut solver, pool.as_mut(), &clock, rules) {
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
