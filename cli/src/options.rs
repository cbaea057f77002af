//! Option values that several commands share, parsed and checked by clap.

use crate::error::CliError;
use outflank_engine::ai::pattern::{installed, PatternWeights};
use outflank_engine::ai::{EvalKind, Level};
use outflank_engine::Rules;
use std::path::Path;

/// `--level N`: a level that exists (an unknown id is refused, with the ids there are).
pub fn level(text: &str) -> Result<Level, String> {
    let id: u8 = text.parse().map_err(|_| "needs a level id".to_string())?;
    Level::try_from(id).map_err(|unknown| unknown.to_string())
}

/// `--rule pass|gameover`: what a player without a move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Rule {
    /// World Othello Federation rules: the player passes.
    #[default]
    Pass,
    /// The variant of the browser original: the game ends.
    Gameover,
}

impl Rule {
    /// The engine's rules for this option.
    pub fn rules(self) -> Rules {
        match self {
            Rule::Pass => Rules::WOF,
            Rule::Gameover => Rules::NO_MOVE_ENDS_GAME,
        }
    }
}

/// `--eval original|tuned|pattern`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EvalOption {
    /// The original desktop heuristic.
    Original,
    /// The tuned evaluation.
    Tuned,
    /// The learned pattern evaluation: the engine's own weights, or those of `--weights FILE`.
    Pattern,
}

impl EvalOption {
    /// The engine's evaluation for this option; `weights` is the file of `--weights`,
    /// which the pattern evaluation needs.
    pub fn kind(self, weights: Option<&Path>) -> Result<EvalKind, CliError> {
        Ok(match self {
            EvalOption::Original => EvalKind::Original,
            EvalOption::Tuned => EvalKind::Tuned,
            EvalOption::Pattern => match weights {
                Some(path) => EvalKind::Pattern(load_weights(path)?.0),
                None => EvalKind::Pattern(installed().ok_or_else(|| {
                    CliError::Usage("--eval pattern needs --weights FILE".into())
                })?),
            },
        })
    }
}

/// Reads a pattern weights file, kept for the whole run, and its checksum (which names
/// the weights in a games file's settings line).
pub fn load_weights(path: &Path) -> Result<(&'static PatternWeights, u32), CliError> {
    let failed = |e: String| CliError::Failed(format!("{}: {e}", path.display()));
    let bytes = std::fs::read(path).map_err(|e| failed(e.to_string()))?;
    let weights = PatternWeights::from_bytes(&bytes).map_err(|e| failed(e.to_string()))?;
    // One set of weights serves every search of the run: leaking it makes it 'static.
    Ok((Box::leak(Box::new(weights)), crc_tail(&bytes)))
}

/// The CRC-32 a valid data file of ours ends with (its checksum of the rest), which names
/// it in a long run's settings line.
pub fn crc_tail(bytes: &[u8]) -> u32 {
    let tail: [u8; 4] = bytes[bytes.len() - 4..].try_into().expect("four bytes");
    u32::from_le_bytes(tail)
}

/// A finite number above zero (milliseconds, seconds).
pub fn positive(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| *x > 0.0 && x.is_finite())
        .ok_or_else(|| "needs a positive number".to_string())
}

/// A finite number of at least zero (weights, constants).
pub fn non_negative(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| *x >= 0.0 && x.is_finite())
        .ok_or_else(|| "needs a number >= 0".to_string())
}

/// A number from 0 to 1.
pub fn unit_interval(text: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|x| (0.0..=1.0).contains(x))
        .ok_or_else(|| "needs a number from 0 to 1".to_string())
}
