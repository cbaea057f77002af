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
use outflank_engine::ai::analysis::{
    HintAnswer, HintJob, HintResult, HintSearch, HintSearcher, SharedHint,
};
use outflank_engine::ai::{Clock, Deadline};
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::io::{BufRead, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

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

/// Hint searchers on threads: a job and its deadline in, its value out.
struct Threads {
    orders: Vec<Sender<(HintJob, f64)>>,
    results: Receiver<(usize, HintResult)>,
    threads: Vec<JoinHandle<()>>,
}

impl Threads {
    fn new(n: usize, rules: Rules, clock: InstantClock) -> Threads {
        let (done, results) = channel();
        let mut orders = Vec::new();
        let mut threads = Vec::new();
        for i in 0..n {
            let (send, receive) = channel::<(HintJob, f64)>();
            let done: Sender<(usize, HintResult)> = done.clone();
            let handle = std::thread::Builder::new()
                .name(format!("hint-{i}"))
                .stack_size(64 << 20)
                .spawn(move || {
                    let mut searcher = HintSearcher::new(rules);
                    for (job, stop_ms) in receive {
                        let deadline = Deadline::between(&clock, 0.0, stop_ms.min(f64::MAX / 2.0));
                        let result = HintResult {
                            class: job.class,
                            depth: job.depth,
                            discs: searcher.run(&job, &deadline),
                        };
                        if done.send((i, result)).is_err() {
                            break;
                        }
                    }
                })
                .expect("a hint thread");
            orders.push(send);
            threads.push(handle);
        }
        Threads {
            orders,
            results,
            threads,
        }
    }

    /// `hint` run to its end on the threads.
    fn run(&mut self, hint: &mut SharedHint, clock: &InstantClock) -> HintAnswer {
        let mut idle: Vec<usize> = (0..self.orders.len()).rev().collect();
        let mut running = 0;
        loop {
            while let Some(&thread) = idle.last() {
                let Some(job) = hint.next_job(clock.now_ms()) else {
                    break;
                };
                idle.pop();
                let _ = self.orders[thread].send((job, hint.stop_ms()));
                running += 1;
            }
            if running == 0 {
                break;
            }
            let Ok((thread, result)) = self.results.recv() else {
                break;
            };
            running -= 1;
            idle.push(thread);
            hint.accept(result, clock.now_ms());
        }
        hint.stop();
        hint.answer()
    }
}

impl Drop for Threads {
    fn drop(&mut self) {
        self.orders.clear();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
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
                format_answer(&threads.run(&mut hint, clock))
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
        .then(|| Threads::new(options.threads as usize, options.rule.rules(), clock));
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
