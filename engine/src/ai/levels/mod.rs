//! The level table: what each opponent the player can choose actually runs.
//!
//! Ids are stable forever (saved games and the UI refer to them); the table returned by
//! [`super::levels`] is ordered from the weakest to the strongest, which need not be id
//! order as levels are added.

use super::alphabeta::EvalKind;
use super::clock::Clock;
use super::player::{EngineConfig, Player, TimePlan};
use crate::{Move, Position, Rules};
use core::fmt;

mod table;
use table::LEVELS;

/// A computer level, by its stable id (saved games, settings and the worker's messages
/// refer to it by the number): only the ids of [`levels`] are levels, so a `Level` is
/// made from a number by [`TryFrom<u8>`], which refuses any other id.
///
/// ```
/// use outflank_engine::ai::{levels, Level};
/// let weakest = Level::try_from(0).unwrap();
/// assert_eq!(weakest, levels()[0].id);
/// assert_eq!(u8::from(weakest), 0);
/// assert!(Level::try_from(200).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Level(u8);

impl Level {
    /// Its id.
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The level with the id `id`, or when no level has it (a saved game of a version
    /// with other levels) the level whose id is nearest, the lower of two as near.
    pub fn nearest(id: u8) -> Level {
        let distance = |l: &LevelInfo| (i16::from(l.id.0) - i16::from(id)).unsigned_abs();
        let mut nearest = levels()[0].id;
        for l in levels() {
            let (d, best) = (distance(l), distance(nearest.info()));
            if d < best || (d == best && l.id.0 < nearest.0) {
                nearest = l.id;
            }
        }
        nearest
    }

    /// How it presents itself (its row of [`levels`]).
    pub fn info(self) -> &'static LevelInfo {
        &self.spec().info
    }

    /// What it runs: its search and that search's settings (the app describes a level's
    /// play from them).
    pub fn engine(self) -> &'static EngineConfig {
        &self.spec().engine
    }

    /// The strongest level (the last of [`levels`]).
    pub fn strongest() -> Level {
        LEVELS[LEVELS.len() - 1].info.id
    }

    /// The search time of one of its moves on its budget, in milliseconds: `budget_ms`
    /// less a margin for the caller's own work. A level that spreads its time over the
    /// game aims for this on average.
    pub fn search_ms(self) -> f64 {
        search_budget_ms(self.spec().info.budget_ms)
    }

    /// Whether it plays with the learned pattern evaluation when its weights are
    /// installed ([`pattern::installed`](super::pattern::installed)); without them it
    /// plays with the tuned evaluation.
    pub fn wants_weights(self) -> bool {
        self.spec().learned
    }

    /// What it runs.
    fn spec(self) -> &'static LevelSpec {
        match find(self.0) {
            Some(spec) => spec,
            None => unreachable!("a Level is made only from the id of a level"),
        }
    }
}

impl TryFrom<u8> for Level {
    type Error = UnknownLevel;

    /// The level with the id `id`, or an error when no level has it.
    fn try_from(id: u8) -> Result<Level, UnknownLevel> {
        find(id).map(|spec| spec.info.id).ok_or(UnknownLevel(id))
    }
}

impl From<Level> for u8 {
    /// Its id.
    fn from(level: Level) -> u8 {
        level.0
    }
}

impl fmt::Display for Level {
    /// Its id, e.g. `6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// An id that no level has: what [`Level::try_from`] refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownLevel(u8);

impl UnknownLevel {
    /// The id refused.
    pub const fn id(self) -> u8 {
        self.0
    }
}

impl fmt::Display for UnknownLevel {
    /// `no level 9; the levels are 0, 1, 4, 2, 3, 5, 6` (weakest first).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no level {}; the levels are ", self.0)?;
        for (i, level) in levels().iter().enumerate() {
            let comma = if i == 0 { "" } else { ", " };
            write!(f, "{comma}{}", level.id)?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownLevel {}

/// How a level presents itself to the player. (Its words, in the player's language, are
/// the app's: its catalogs name and describe a level by its id.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    /// The level (its stable id, which saved games refer to, is not necessarily its
    /// position in [`levels`]).
    pub id: Level,
    /// A short character-like name for the UI.
    pub name: &'static str,
    /// The time one move may take, in milliseconds (usually much less); a level that
    /// spreads its time over the game spends this on average and at most twice this on
    /// one move.
    pub budget_ms: u32,
    /// The kind of search it runs.
    pub search: SearchKind,
    /// Its strength on one Elo scale, fitted to the ladder's matches and anchored so
    /// that a first-timer (who takes the move that flips the most discs) is 1000
    /// (docs/ai.md, "The ladder").
    pub rating: u16,
}

/// The kind of search a level runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// Alpha-beta (iterative deepening, an evaluation at the leaves).
    AlphaBeta,
    /// Monte-Carlo tree search.
    Mcts,
}

impl SearchKind {
    /// Its name in the CLI's `levels` listing: `alphabeta` or `mcts`.
    pub const fn name(self) -> &'static str {
        match self {
            SearchKind::AlphaBeta => "alphabeta",
            SearchKind::Mcts => "mcts",
        }
    }
}

/// Every level, from the beginner to the strongest.
pub fn levels() -> &'static [LevelInfo] {
    static INFOS: [LevelInfo; LEVELS.len()] = {
        let mut out = [LEVELS[0].info; LEVELS.len()];
        let mut i = 0;
        while i < out.len() {
            out[i] = LEVELS[i].info;
            i += 1;
        }
        out
    };
    &INFOS
}

/// The time a level's search may use, leaving a margin for the caller's own work so that
/// [`choose_move`] returns within the level's `budget_ms`.
fn search_budget_ms(budget_ms: u32) -> f64 {
    (budget_ms as f64 * 0.9 - 5.0).max(1.0)
}

/// The move the level `level` plays in `position` under `rules`, thinking for at most the
/// level's `budget_ms` on `clock`. `seed` makes the randomised levels reproducible.
///
/// Returns `None` only when the game is over; [`Move::Pass`] only when the side to move
/// has no placement and the rules say to pass. Stateless: a game loop that wants tree reuse between moves holds a
/// [`Player`] from [`player_for_level`] instead.
pub fn choose_move(
    position: Position,
    rules: Rules,
    level: Level,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Move> {
    let mut player = player_for_level(level, rules, seed);
    player.set_position(position);
    player.choose(clock)
}

/// The level's engine, with the installed pattern weights where it wants them.
fn level_engine(spec: &LevelSpec) -> EngineConfig {
    #[allow(unused_mut)]
    let mut engine = spec.engine;
    #[cfg(feature = "patterns")]
    if spec.learned {
        if let Some(weights) = super::pattern::installed() {
            match &mut engine {
                EngineConfig::AlphaBeta { eval, .. } => *eval = EvalKind::Pattern(weights),
                EngineConfig::Mcts { config, .. } => config.eval = EvalKind::Pattern(weights),
            }
        }
    }
    engine
}

/// A stateful player for the level `level`.
pub fn player_for_level(level: Level, rules: Rules, seed: u64) -> Player {
    player_for_level_on_budget(level, rules, seed, level.info().budget_ms)
}

/// A stateful player for the level `level` as if its budget were `budget_ms` a move
/// instead of its own: everything else as the level (its time plan spreads that budget
/// instead). For experiments at other time controls.
pub fn player_for_level_on_budget(level: Level, rules: Rules, seed: u64, budget_ms: u32) -> Player {
    let spec = level.spec();
    let average = search_budget_ms(budget_ms);
    let most = if let Timing::Planned { .. } = spec.timing {
        search_budget_ms(budget_ms.saturating_mul(2))
    } else {
        average
    };
    let mut player = Player::new(
        level_engine(spec),
        most,
        rules,
        seed ^ (spec.info.id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    if let Timing::Planned {
        early_solve_empties,
    } = spec.timing
    {
        player.set_time_plan(Some(TimePlan {
            early_solve_empties,
            ..TimePlan::new(average)
        }));
    }
    if let Some(margin) = spec.book_margin {
        player.set_book(super::book::installed(), margin);
    }
    player
}

/// A level's row of the table: what the UI shows and what the engine runs.
pub(crate) struct LevelSpec {
    pub info: LevelInfo,
    pub engine: EngineConfig,
    /// Plays with the installed pattern weights instead of `engine`'s evaluation.
    pub learned: bool,
    /// Plays from the installed opening book, among the moves within this many discs of
    /// the book's best (`None`: searches every move).
    pub book_margin: Option<u8>,
    /// How it spends its time.
    pub timing: Timing,
}

/// How a level spends its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Timing {
    /// Its whole budget on every move (or what its depth takes).
    Fixed,
    /// Spread over the game ([`TimePlan`]): `budget_ms` a move on average, twice that at
    /// most, and an exact solve tried `early_solve_empties` before its engine's
    /// `solve_empties` ([`TimePlan::early_solve_empties`]).
    Planned {
        /// See [`TimePlan::early_solve_empties`].
        early_solve_empties: u32,
    },
}

/// The level with this id, if any.
fn find(id: u8) -> Option<&'static LevelSpec> {
    LEVELS.iter().find(|l| l.info.id.0 == id)
}

#[cfg(test)]
mod tests;
