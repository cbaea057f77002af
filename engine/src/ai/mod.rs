//! The computer opponent: searches, evaluation and the level table.
//!
//! The contract the apps code against is small and stable:
//! [`Clock`], [`LevelInfo`], [`levels`] and [`choose_move`]. The searches behind it are
//! public too ([`alphabeta::AlphaBeta`]) for analysis tools and hints.
//!
//! ```
//! use outflank_engine::ai::{choose_move, levels, FrozenClock};
//! use outflank_engine::{Position, Rules};
//! let weakest = levels()[0].id;
//! let mv = choose_move(Position::START, Rules::WOF, weakest, 1, &FrozenClock).unwrap();
//! assert!(Position::START.is_legal(mv, Rules::WOF));
//! ```

pub mod alphabeta;
pub mod analysis;
pub mod clock;
pub mod endgame;
pub mod eval;
mod levels;
pub mod mcts;
mod movelist;
pub mod player;
mod pvs;
pub mod rng;
mod tt;
mod weights;

pub use clock::{Clock, Deadline, FrozenClock, SteppingClock};

use crate::{Move, Position, Rules};
pub use player::{EngineConfig, Player, Thinking};

/// How a level presents itself to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    /// Stable identifier (saved games refer to it). Not necessarily the position in
    /// [`levels`].
    pub id: u8,
    /// A short character-like name for the UI.
    pub name: &'static str,
    /// One or two sentences on how it plays.
    pub description: &'static str,
    /// The most time one move may take, in milliseconds (usually much less).
    pub budget_ms: u32,
}

/// Every level, from the beginner to the strongest.
pub fn levels() -> &'static [LevelInfo] {
    static INFOS: [LevelInfo; levels::LEVELS.len()] = {
        let mut out = [levels::LEVELS[0].info; levels::LEVELS.len()];
        let mut i = 0;
        while i < out.len() {
            out[i] = levels::LEVELS[i].info;
            i += 1;
        }
        out
    };
    &INFOS
}

/// The level with this id, if it exists.
pub fn level_info(id: u8) -> Option<&'static LevelInfo> {
    levels().iter().find(|l| l.id == id)
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
/// has no placement and the rules say to pass. An unknown level id plays as the
/// strongest level. Stateless: a game loop that wants tree reuse between moves holds a
/// [`Player`] from [`player_for_level`] instead.
pub fn choose_move(
    position: Position,
    rules: Rules,
    level: u8,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Move> {
    let mut player = player_for_level(level, rules, seed);
    player.set_position(position);
    player.choose(clock)
}

/// A stateful player for the level `level` (unknown ids: the strongest).
pub fn player_for_level(level: u8, rules: Rules, seed: u64) -> Player {
    let spec = levels::find(level).unwrap_or(&levels::LEVELS[levels::LEVELS.len() - 1]);
    Player::new(
        spec.engine,
        search_budget_ms(spec.info.budget_ms),
        rules,
        seed ^ (spec.info.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    )
}
