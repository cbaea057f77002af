//! `outflank levels`: the levels, weakest first, one line each: `id name engine budget_ms`
//! (`engine` is `alphabeta` or `mcts`). The last line is the strongest level.

use crate::error::CliError;
use outflank_engine::ai::levels;

/// The options of `levels` (none).
#[derive(clap::Args)]
pub struct Options {}

/// The listing, one line per level.
pub fn listing() -> String {
    levels()
        .iter()
        .map(|l| format!("{} {} {} {}\n", l.id, l.name, l.search.name(), l.budget_ms))
        .collect()
}

/// Runs `levels`.
pub fn run(_: Options) -> Result<(), CliError> {
    print!("{}", listing());
    Ok(())
}
