//! `outflank review [--rule pass|gameover] [--depth D --exact E] [--second-look L
//! [--second-look-exact F]]`: the review's loss of
//! every move of a game.
//!
//! One game a line in: a move list from the start (passes included or implied, as
//! `legal` reads them). One line out: each move's loss in discs against the best move,
//! the app's review measure (`ai::analysis::GameReview`: exact from 18 empties, an
//! 8-ply search before), separated by spaces, `-` for a pass; `error <reason>` for a line
//! that is no game (the exit status is then 1). The level ladder's measurement reads
//! each level's loss per move and blunder rate from it. `--depth` and `--exact` make a
//! deeper judge than the app's (`ai::analysis::Judge`), for players that read deeper
//! than 8 plies; `--second-look` searches a move the judge finds a loss in, and the best
//! move, again deeper (and exactly from `--second-look-exact` empties), so that a player
//! reading deeper than the judge is not charged for the judge's misreadings.

use crate::error::CliError;
use crate::options::Rule;
use outflank_engine::ai::analysis::{GameReview, Judge, SecondLook};
use outflank_engine::{parse_moves, Move, Position, Rules};
use std::io::{BufRead, Write};

/// The options of `review`.
#[derive(clap::Args)]
pub struct Options {
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
    /// The judge's depth in plies before the endgame (default: the app's review's).
    #[arg(long, value_parser = clap::value_parser!(u32).range(Judge::MIN_DEPTH as i64..=Judge::MAX_DEPTH as i64))]
    depth: Option<u32>,
    /// The judge is exact from this many empties down (default: the app's review's).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=Judge::MAX_SOLVE_EMPTIES as i64))]
    exact: Option<u32>,
    /// Where the judge finds a loss before its exact endgame, the move played and the best
    /// move are searched again this many plies deep (deeper than `--depth`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=Judge::MAX_DEPTH as i64))]
    second_look: Option<u32>,
    /// The second look solves the two moves exactly from this many empties down (default:
    /// as `--exact`).
    #[arg(long, requires = "second_look", value_parser = clap::value_parser!(u32).range(0..=Judge::MAX_SOLVE_EMPTIES as i64))]
    second_look_exact: Option<u32>,
}

/// The reply to one game.
fn answer(line: &str, rules: Rules, judge: Judge) -> Result<String, String> {
    let moves = parse_moves(line, Position::START, rules).map_err(|e| e.to_string())?;
    let mut review =
        GameReview::with_judge(Position::START, &moves, rules, judge).map_err(|e| e.to_string())?;
    let losses: Vec<String> = moves
        .iter()
        .zip(review.finish())
        .map(|(mv, r)| match mv {
            Move::Pass => "-".to_string(),
            Move::Place(_) => r.loss().to_string(),
        })
        .collect();
    Ok(losses.join(" "))
}

/// Runs `review` until end of input.
pub fn run(options: Options) -> Result<(), CliError> {
    let rules = options.rule.rules();
    let judge = Judge::new(
        options.depth.unwrap_or(Judge::APP.depth()),
        options.exact.unwrap_or(Judge::APP.solve_empties()),
    )
    .and_then(|judge| match options.second_look {
        Some(depth) => judge.with_second_look(SecondLook {
            depth,
            solve_empties: options.second_look_exact.unwrap_or(judge.solve_empties()),
        }),
        None => Ok(judge),
    })
    .map_err(|e| CliError::Usage(e.to_string()))?;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = answer(line.trim(), rules, judge).unwrap_or_else(|e| {
            failed = true;
            format!("error {e}")
        });
        writeln!(out, "{reply}").map_err(|e| CliError::Failed(e.to_string()))?;
        out.flush().map_err(|e| CliError::Failed(e.to_string()))?;
    }
    if failed {
        return Err(CliError::Failed("some lines were not games".into()));
    }
    Ok(())
}
