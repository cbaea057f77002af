//! `outflank hint [--ms T] [--depth D] [--rule pass|gameover] [--threads N]`: every legal
//! move's value.
//!
//! One position a line in: an OBF position, or a move list from the start (an empty line
//! is the start). One line out: `move value exact` for every legal move, best first (equal
//! values in square order), all on the line separated by spaces: the square, the expected
//! final disc difference for the side to move after that move (World Othello Federation
//! scoring) and `true` when it is proven (`false` for an estimate). `pass` when the side
//! to move must pass, `gameover` when the game is over, `error <reason>` for a line that
//! is neither a position nor a game (the exit status is then 1). The search behind each
//! line is the engine's hint search (`ai::analysis::HintSearch`), the same as the app's,
//! for `T` milliseconds (default 1000) or to depth `D`, whichever comes first. With
//! `--threads N` (N > 1) the moves are valued on N threads (`ai::analysis::SharedHint`,
//! as the app's pool of workers does), each with its own tables.

use crate::clock::InstantClock;
use crate::error::CliError;
use crate::options::Rule;
use crate::pool::{self, StoppableClock};
use outflank_engine::ai::analysis::{
    HintAnswer, HintJob, HintResult, HintSearch, HintSearcher, SharedHint,
};
use outflank_engine::ai::Clock;
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::io::{BufRead, Write};

/// The options of `hint`.
#[derive(clap::Args)]
pub struct Options {
    /// Milliseconds of search for each position.
    #[arg(long, default_value_t = 1000)]
    ms: u64,
    /// Deepest search (plies, the move included); the values are exact sooner when the
    /// solver reaches them.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=60))]
    depth: u32,
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
    /// Search threads (the moves shared among them, each with its own tables).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
}

/// Hint searchers on threads, each with its own tables.
type Threads = pool::Threads<(HintJob, f64), HintResult>;

/// `n` hint searchers under `rules`.
fn threads(n: usize, rules: Rules, clock: InstantClock) -> Threads {
    pool::Threads::new(n, "hint", clock, |_| {
        let mut searcher = HintSearcher::new(rules);
        move |(job, stop_ms): &(HintJob, f64), clock: &StoppableClock| HintResult {
            class: job.class,
            depth: job.depth,
            discs: searcher.run(job, &clock.until(*stop_ms)),
        }
    })
}

/// The position a line stands for: OBF when it starts with a disc or an empty square,
/// otherwise a move list from the start.
fn position(line: &str, rules: Rules) -> Result<Position, String> {
    let text = line.trim();
    if text.starts_with(['X', 'O', 'x', 'o', '*', '-', '.']) {
        return Position::from_obf(text).map_err(|e| e.to_string());
    }
    let moves = parse_moves(text, Position::START, rules).map_err(|e| e.to_string())?;
    let mut pos = Position::START;
    for mv in moves {
        pos.play_unchecked(mv);
    }
    Ok(pos)
}

/// The reply line of a finished hint.
pub fn format_answer(answer: &HintAnswer) -> String {
    let mut line = String::new();
    for v in &answer.values {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&format!("{} {} {}", v.square(), v.discs(), v.exact()));
    }
    line
}

/// The reply for one input line.
fn answer(
    line: &str,
    options: &Options,
    threads: Option<&mut Threads>,
    clock: &InstantClock,
) -> Result<String, String> {
    let rules = options.rule.rules();
    let pos = position(line, rules).map_err(|e| format!("error {e}"))?;
    Ok(match pos.status(rules) {
        Status::MustPass => "pass".into(),
        Status::GameOver => "gameover".into(),
        Status::Moves(_) => match threads {
            Some(threads) => {
                let ms = options.ms as f64;
                let mut hint = SharedHint::new(pos, rules, ms, options.depth, clock.now_ms());
                threads.run(&mut hint);
                hint.stop();
                format_answer(&hint.answer())
            }
            None => {
                let mut search = HintSearch::new(pos, rules, options.ms as f64, options.depth);
                format_answer(&search.finish(clock))
            }
        },
    })
}

/// Runs the hint command until end of input.
pub fn run(options: Options) -> Result<(), CliError> {
    let clock = InstantClock::new();
    let mut threads = (options.threads > 1)
        .then(|| threads(options.threads as usize, options.rule.rules(), clock));
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut failed = false;
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = answer(&line, &options, threads.as_mut(), &clock).unwrap_or_else(|e| {
            failed = true;
            e
        });
        // A closed pipe ends the protocol quietly.
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            return Ok(());
        }
    }
    if failed {
        return Err(CliError::Failed("some lines were not positions".into()));
    }
    Ok(())
}
