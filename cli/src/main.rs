//! `outflank`: the command line of the Outflank engine.
//!
//! Each subcommand lives in its own module with its options (parsed by clap); line
//! protocols are exact because other tools drive them (see the README).

mod bench;
mod book;
mod calibrate;
mod clock;
mod error;
mod first_timer;
mod fit;
mod hint;
mod label;
mod legal;
mod levels;
mod matches;
mod options;
mod parallel;
mod perft;
mod play;
mod pool;
mod positions;
mod puzzles;
mod resumable;
mod review;
mod selfplay;
mod show;
mod solve;
mod tune;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use error::CliError;
use std::ffi::OsString;
use std::process::ExitCode;

/// The command line of the Outflank Othello engine.
#[derive(Parser)]
#[command(name = "outflank", subcommand_required = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Leaf counts for depths 1..DEPTH, one line `depth nodes seconds` each.
    Perft(perft::Options),
    /// Line protocol: a move list in, the legal squares (or pass, gameover) out.
    Legal(legal::Options),
    /// The board as text, from a move list or an OBF position.
    Show(show::Options),
    /// Line protocol: the game so far in, the engine's move out.
    Play(play::Options),
    /// Engine against engine through the play protocol.
    Match(matches::Options),
    /// Speed figures as `key value` lines.
    Bench(bench::Options),
    /// OBF test positions (or move lists) from self-play.
    Positions(positions::Options),
    /// Exact endgame: OBF lines in, `score best nodes seconds` out.
    Solve(solve::Options),
    /// Line protocol: a position in, every legal move's value out (`move value exact`).
    Hint(hint::Options),
    /// Fit the evaluation weights on self-play (prints weights.rs).
    Tune(tune::Options),
    /// Training games for the pattern evaluation, appended to a file (resumable).
    Selfplay(selfplay::Options),
    /// Value selfplay games' positions by deeper searches, for `fit --labels` (resumable).
    Label(label::Options),
    /// Fit the pattern evaluation on selfplay games (writes a weights file).
    Fit(fit::Options),
    /// Fit Multi-ProbCut's models on positions of selfplay games (prints their source).
    Calibrate(calibrate::Options),
    /// The levels, weakest first: `id name engine budget_ms` a line.
    Levels(levels::Options),
    /// Line protocol: a game in, each move's loss in discs (the app's review) out.
    Review(review::Options),
    /// Grow the opening book with our own searches (resumable log, writes the book).
    Book(book::Options),
    /// Practice puzzles: generate them from our games (resumable), or verify a file.
    Puzzles(puzzles::Options),
}

/// The arguments after the program name as strings, or a usage error naming the first one
/// that is not valid UTF-8 (clap would only say that one is not).
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

/// The parser: a repeated option takes its last value, as the hand-written parser did.
fn command() -> clap::Command {
    Cli::command()
        .args_override_self(true)
        .mut_subcommands(|sub| sub.args_override_self(true))
}

/// The usage lines printed after a usage error: those of `subcommand` if it is one,
/// otherwise the list of commands.
fn usage(subcommand: Option<&str>) -> String {
    let mut cmd = command();
    cmd.build();
    let text = match subcommand.and_then(|name| cmd.find_subcommand_mut(name)) {
        Some(sub) => format!(
            "{}\nRun 'outflank {} --help' for its options.",
            sub.render_usage(),
            sub.get_name()
        ),
        None => cmd.render_help().to_string(),
    };
    // Tools and people look for a lowercase "usage:" (the hand-written parser's).
    text.replacen("Usage:", "usage:", 1)
}

/// The subcommand named in `args`, if any (the first argument that is one).
fn subcommand_of(args: &[String]) -> Option<&str> {
    let cmd = command();
    args.first()
        .map(String::as_str)
        .filter(|name| cmd.find_subcommand(name).is_some())
}

fn main() -> ExitCode {
    let args = match utf8_args(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(e) => return report(e, None),
    };
    let matches = command()
        .try_get_matches_from(std::iter::once("outflank".to_string()).chain(args.iter().cloned()));
    let cli = matches.and_then(|m| Cli::from_arg_matches(&m));
    let result = match cli {
        Ok(cli) => run(cli.command),
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                // Help asked for: stdout, exit 0.
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            | clap::error::ErrorKind::MissingSubcommand => {
                Err(CliError::Usage("no command given".to_string()))
            }
            _ => Err(CliError::Usage(clap_message(&e))),
        },
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => report(e, subcommand_of(&args)),
    }
}

/// The one-line reason of a clap error, without its own usage and hints.
fn clap_message(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let first = text.split("\n\n").next().unwrap_or_default();
    first.trim_start_matches("error: ").trim().to_string()
}

/// Prints a failure and gives the exit status: 2 with the usage for bad arguments, 1 for
/// a failed run.
fn report(error: CliError, subcommand: Option<&str>) -> ExitCode {
    match error {
        CliError::Usage(msg) => {
            eprintln!("outflank: {msg}\n{}", usage(subcommand));
            ExitCode::from(2)
        }
        CliError::Failed(msg) => {
            eprintln!("outflank: {msg}");
            ExitCode::from(1)
        }
    }
}

/// Runs the subcommand.
fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft(o) => perft::run(o),
        Command::Legal(o) => legal::run(o),
        Command::Show(o) => show::run(o),
        Command::Solve(o) => solve::run(o),
        Command::Hint(o) => hint::run(o),
        Command::Play(o) => play::run(o),
        Command::Bench(o) => bench::run(o),
        Command::Match(o) => matches::run(o),
        Command::Tune(o) => tune::run(o),
        Command::Positions(o) => positions::run(o),
        Command::Selfplay(o) => selfplay::run(o),
        Command::Label(o) => label::run(o),
        Command::Fit(o) => fit::run(o),
        Command::Calibrate(o) => calibrate::run(o),
        Command::Levels(o) => levels::run(o),
        Command::Book(o) => book::run(o),
        Command::Review(o) => review::run(o),
        Command::Puzzles(o) => puzzles::run(o),
    }
}
