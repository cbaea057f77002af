//! `outflank review [--rule pass|gameover]`: the review's loss of every move of a game.
//!
//! One game a line in: a move list from the start (passes included or implied, as
//! `legal` reads them). One line out: each move's loss in discs against the best move,
//! the app's review measure (`ai::analysis::GameReview`: exact from 18 empties, an
//! 8-ply search before), separated by spaces, `-` for a pass; `error <reason>` for a line
//! that is no game (the exit status is then 1). The level ladder's measurement reads
//! each level's loss per move and blunder rate from it.

use crate::error::CliError;
use crate::options::Rule;
use outflank_engine::ai::analysis::GameReview;
use outflank_engine::{parse_moves, Move, Position, Rules};
use std::io::{BufRead, Write};

/// The options of `review`.
#[derive(clap::Args)]
pub struct Options {
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
}

/// The reply to one game.
fn answer(line: &str, rules: Rules) -> Result<String, String> {
    let moves = parse_moves(line, Position::START, rules).map_err(|e| e.to_string())?;
    let mut review = GameReview::new(Position::START, &moves, rules).map_err(|e| e.to_string())?;
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
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut failed = false;
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = answer(line.trim(), rules).unwrap_or_else(|e| {
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
