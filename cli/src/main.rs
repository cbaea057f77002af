//! `outflank`: the command line of the Outflank engine.
//!
//! Each subcommand lives in its own module; line protocols are exact because other tools
//! drive them (see the README).

mod bench;
mod clock;
mod fit;
mod legal;
mod matches;
mod perft;
mod play;
mod positions;
mod selfplay;
mod show;
mod solve;
mod tune;

use std::ffi::OsString;
use std::process::ExitCode;

const USAGE: &str = "usage:
  outflank perft DEPTH [--position OBF]   leaf counts for depths 1..DEPTH
  outflank legal [--rule pass|gameover]   line protocol: move list in, legal squares out
  outflank show MOVES|OBF                 the board as text
  outflank play [--level N | --engine mcts|alphabeta --ms T | --engine mcts --iterations N]
                [--seed S] [--rule pass|gameover]
                                          line protocol: move list in, engine move out
  outflank match --a COMMAND --b COMMAND --games N [--openings FILE]
                                          engine against engine via the play protocol
  outflank bench [--seconds S]            speed figures as `key value` lines
  outflank positions --empties E --count N [--level L] [--random-plies K] [--seed S]
                                          OBF test positions from self-play
  outflank solve [FILE] [--rule pass|gameover]
                                          exact endgame: OBF lines in, `score best nodes seconds` out
  outflank selfplay --out FILE --games N [--seed S] [--depth D] [--solve E]
                [--random-plies A..B] [--random-moves P]
                                          training games, appended to FILE (resumable)
  outflank fit --games FILE[,FILE...] --out WEIGHTS [--plies-per-phase K] [--epochs N]
                                          fit the pattern evaluation on selfplay games
  outflank tune [--games N] [--seed S] [--depth D] [--solve E] [--eval original|tuned]
                                          fit the evaluation weights on self-play (prints weights.rs)
  outflank help                           this text";

/// A failed command: the message and whether it was a usage error (exit 2) or a runtime one.
pub enum CliError {
    /// Bad arguments: print the message and the usage, exit 2.
    Usage(String),
    /// The command ran and failed: print the message, exit 1.
    Failed(String),
}

/// The arguments after the program name as strings, or a usage error naming the first one
/// that is not valid UTF-8 (`std::env::args` would panic on it).
fn utf8_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, CliError> {
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.into_string().map_err(|arg| {
                CliError::Usage(format!(
                    "argument {} is not valid UTF-8: '{}'",
                    i + 1,
                    arg.to_string_lossy()
                ))
            })
        })
        .collect()
}

fn main() -> ExitCode {
    let result = utf8_args(std::env::args_os().skip(1)).and_then(|args| run(&args));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Usage(msg)) => {
            eprintln!("outflank: {msg}\n{USAGE}");
            ExitCode::from(2)
        }
        Err(CliError::Failed(msg)) => {
            eprintln!("outflank: {msg}");
            ExitCode::from(1)
        }
    }
}

/// Runs the subcommand named by the first argument.
fn run(args: &[String]) -> Result<(), CliError> {
    let Some(command) = args.first() else {
        return Err(CliError::Usage("no command given".to_string()));
    };
    let rest = &args[1..];
    match command.as_str() {
        "perft" => perft::run(rest),
        "legal" => legal::run(rest),
        "show" => show::run(rest),
        "solve" => solve::run(rest),
        "play" => play::run(rest),
        "bench" => bench::run(rest),
        "match" => matches::run(rest),
        "tune" => tune::run(rest),
        "positions" => positions::run(rest),
        "selfplay" => selfplay::run(rest),
        "fit" => fit::run(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(CliError::Usage(format!("unknown command '{other}'"))),
    }
}

/// Parses a `--rule` value.
pub fn parse_rule(value: &str) -> Result<outflank_engine::Rules, CliError> {
    match value {
        "pass" => Ok(outflank_engine::Rules::WOF),
        "gameover" => Ok(outflank_engine::Rules::NO_MOVE_ENDS_GAME),
        other => Err(CliError::Usage(format!(
            "--rule must be pass or gameover, not '{other}'"
        ))),
    }
}
