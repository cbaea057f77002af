//! Option values that several commands share, parsed and checked by clap.

use outflank_engine::ai::EvalKind;
use outflank_engine::Rules;

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

/// `--eval original|tuned`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EvalOption {
    /// The original desktop heuristic.
    Original,
    /// The tuned evaluation.
    Tuned,
}

impl EvalOption {
    /// The engine's evaluation for this option.
    pub fn kind(self) -> EvalKind {
        match self {
            EvalOption::Original => EvalKind::Original,
            EvalOption::Tuned => EvalKind::Tuned,
        }
    }
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
