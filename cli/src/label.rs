//! `outflank label --games FILE --out FILE [--depth D] [--probcut T] [--weights W]`: values
//! the positions of a games file (`outflank selfplay`) by deeper searches, for
//! `outflank fit --labels`.
//!
//! Every position in which the side to move has a move, before the solver took over (from
//! there the game's result is already exact), is valued by an alpha-beta search `D` plies
//! deep (default 8) with the pattern evaluation (the engine's weights, or `W`'s) and
//! Multi-ProbCut `T` (default 1.5, as the strongest level plays). One line a game: the
//! values in evaluation units (hundredths of a disc) for the side to move, space-separated,
//! `-` where the solver played; a proven result counts as its disc margin.
//!
//! The first line records the settings. A stopped run continues from the lines already
//! there (a line cut short is dropped), and each game is searched with an empty table, so
//! the file is the same however often its run was stopped. One run is one thread: label
//! several files side by side.

use crate::error::CliError;
use crate::selfplay::GameRecord;
use outflank_engine::ai::eval::DISC;
use outflank_engine::ai::{pattern, AlphaBeta, Deadline, EvalKind, FrozenClock, Limits};
use outflank_engine::{Position, Rules, Status};
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

/// Each search's transposition table (cleared for every game).
const TABLE_BYTES: usize = 1 << 20;

/// The options of `label`.
#[derive(clap::Args)]
pub struct Options {
    /// The games file to label.
    #[arg(long)]
    games: PathBuf,
    /// The labels file to append to (created with its settings line if missing).
    #[arg(long)]
    out: PathBuf,
    /// Depth of each search, in plies.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=20))]
    depth: u32,
    /// Multi-ProbCut's confidence in the searches (0: full width).
    #[arg(long, default_value_t = 1.5, value_parser = crate::options::non_negative)]
    probcut: f64,
    /// Search with these pattern weights instead of the engine's own.
    #[arg(long)]
    weights: Option<PathBuf>,
}

/// The values of one game's positions (`None` where the solver played), or why its line
/// is not a game.
fn label_game(line: &str, depth: u32, search: &mut AlphaBeta) -> Result<Vec<Option<i32>>, String> {
    let game = GameRecord::parse(line)?;
    let solved_from = game.solved_from.unwrap_or(usize::MAX);
    let never = Deadline::never(&FrozenClock);
    search.clear();
    let mut pos = Position::START;
    let mut values = Vec::with_capacity(game.moves.len());
    for (ply, &mv) in game.moves.iter().enumerate() {
        if let Status::Moves(_) = pos.status(Rules::WOF) {
            values.push((ply < solved_from).then(|| {
                let result = search
                    .search(pos.board, Limits::depth(depth), &never, false)
                    .expect("the side to move has a move");
                // A proven result scores beyond any evaluation: keep its margin.
                result.score.clamp(-64 * DISC, 64 * DISC)
            }));
        }
        pos.play_unchecked(mv);
    }
    Ok(values)
}

/// Runs the label command.
pub fn run(options: Options) -> Result<(), CliError> {
    let (weights, crc) = match &options.weights {
        Some(path) => crate::options::load_weights(path)?,
        None => (
            pattern::installed().ok_or_else(|| CliError::Failed("no pattern weights".into()))?,
            crate::options::crc_tail(pattern::BUNDLED_FILE),
        ),
    };
    let text = std::fs::read_to_string(&options.games)
        .map_err(|e| CliError::Failed(format!("{}: {e}", options.games.display())))?;
    let header = format!(
        "# outflank label depth={} probcut={} weights={crc:08x}",
        options.depth, options.probcut
    );
    let done = crate::resumable::prepare(&options.out, &header)?.len();
    let mut out = OpenOptions::new()
        .append(true)
        .open(&options.out)
        .map_err(|e| CliError::Failed(format!("{}: {e}", options.out.display())))?;
    let mut search = AlphaBeta::new(EvalKind::Pattern(weights), TABLE_BYTES, Rules::WOF);
    search.set_probcut(options.probcut as f32);
    let games = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    for (n, line) in games.skip(done) {
        let values = label_game(line, options.depth, &mut search).map_err(|why| {
            CliError::Failed(format!("{} line {}: {why}", options.games.display(), n + 1))
        })?;
        let line: Vec<String> = values
            .iter()
            .map(|v| v.map_or_else(|| "-".to_string(), |v| v.to_string()))
            .collect();
        // One write per game: a stop loses at most the game under way.
        out.write_all(format!("{}\n", line.join(" ")).as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| CliError::Failed(format!("{}: {e}", options.out.display())))?;
    }
    Ok(())
}
