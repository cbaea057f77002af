//! The weights the levels play with: installed once per process (the browser's worker
//! fetches its file), or built into the engine (feature `bundled-weights`).

use super::PatternWeights;
use std::sync::OnceLock;

/// The weights the levels play with, once known.
static INSTALLED: OnceLock<PatternWeights> = OnceLock::new();

/// The engine's own weights file, `engine/data/patterns.ofpw`, fitted by `outflank fit` on
/// our own games (README: "The pattern evaluation").
#[cfg(feature = "bundled-weights")]
pub const BUNDLED_FILE: &[u8] = include_bytes!("../../../data/patterns.ofpw");

/// The weights the levels play with: those given to [`install`], or else, with the feature
/// `bundled-weights`, the engine's own file. `None` when there are none: the levels that
/// want them play with the tuned evaluation instead.
pub fn installed() -> Option<&'static PatternWeights> {
    #[cfg(feature = "bundled-weights")]
    {
        Some(INSTALLED.get_or_init(|| {
            PatternWeights::from_bytes(BUNDLED_FILE)
                .expect("the bundled weights file is valid (the engine's tests read it)")
        }))
    }
    #[cfg(not(feature = "bundled-weights"))]
    {
        INSTALLED.get()
    }
}

/// Makes `weights` the ones the levels play with, for the rest of the process. Only the
/// first weights count: when some are already in place (installed before, or the bundled
/// ones already read), `weights` is handed back as the error.
///
/// Why one table per process rather than weights handed to each player: the table is
/// immutable and large (over a megabyte), and every searcher of a process reads the same
/// one (the levels' players, the alpha-beta searchers of split jobs, hints and the
/// analysis), so a `&'static` shared by all costs nothing to pass around and keeps [`EvalKind`](crate::ai::EvalKind) `Copy`. The browser's worker fetches the file
/// after it starts, so the levels cannot have it at build time; the CLI has the bundled
/// copy. Code that wants other weights does hand them over explicitly:
/// [`EvalKind::Pattern`](crate::ai::EvalKind::Pattern) with its own table (`outflank fit`,
/// `--weights`). A level asked for before the install plays with the tuned evaluation.
pub fn install(weights: PatternWeights) -> Result<&'static PatternWeights, PatternWeights> {
    INSTALLED.set(weights)?;
    Ok(INSTALLED.get().expect("just set"))
}
