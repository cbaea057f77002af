//! The computer opponent: searches, evaluation and the level table.
//!
//! The contract the apps code against is small and stable:
//! [`Clock`], [`Level`], [`LevelInfo`], [`levels`] and [`choose_move`] (or a [`Player`] that keeps
//! its search between moves), and [`analysis`] for the evaluation over a game and hints.
//! A search shared among searchers that share no memory (the browser's workers, the CLI's
//! threads) is a [`shared::SharedSearch`] (the move, a [`SplitMove`] handing out
//! [`SplitJob`]s that an [`AlphaBeta`] or the exact [`Solver`] runs, the solvers trading
//! [`SolvedEntry`]s; the hint; the review) whose jobs [`shared::Coordinator`] hands out. The rest of the searches
//! are public too, for tools, in [`toolkit`]: the tree search and its playouts, the root
//! splits below [`SplitMove`], and the evaluation is in [`eval`].
//!
//! ```
//! use outflank_engine::ai::{choose_move, levels, FrozenClock};
//! use outflank_engine::{Position, Rules};
//! let weakest = levels()[0].id;
//! let mv = choose_move(Position::START, Rules::WOF, weakest, 1, &FrozenClock).unwrap();
//! assert!(Position::START.is_legal(mv, Rules::WOF));
//! ```

mod alphabeta;
pub mod analysis;
pub mod book;
mod choice;
mod clock;
mod endgame;
pub mod eval;
mod levels;
mod mcts;
mod movelist;
#[cfg(feature = "patterns")]
pub mod pattern;
mod player;
mod pvs;
mod rng;
pub mod shared;
mod split;
mod split_move;
#[cfg(test)]
#[path = "../../tests/common/mod.rs"]
mod testing;
mod tt;
mod weights;

pub use alphabeta::{AlphaBeta, Deepening, EvalKind, Limits, RootMove, SearchResult};
pub use analysis::Thinking;
pub use choice::{Choice, Softmax};
pub use clock::{Clock, Deadline, FrozenClock, Millis, SteppingClock};
pub use endgame::{BadEntry, Solution, SolvedEntry, SolvedInboxes, Solver};
pub use levels::{
    choose_move, levels, player_for_level, player_for_level_on_budget, Level, LevelInfo,
    SearchKind, UnknownLevel,
};
pub use mcts::Proof;
pub use player::{EngineConfig, Player};
pub use rng::Rng;
pub use split::{JobSource, SplitJob, SplitResult};
pub use split_move::SplitMove;
pub use tt::Bound;

/// The building blocks the tools use beyond the app's API (the CLI's commands, the
/// engine's examples and benchmarks): the tree search and its playouts, the searches
/// split at the root below [`SplitMove`], a player's time plan and Multi-ProbCut's shallow depth.
/// The app plays through [`Player`] and [`SplitMove`] and names none of them.
pub mod toolkit {
    pub use super::alphabeta::probcut_shallow_depth;
    pub use super::mcts::{
        informed_playout, playouts, playouts_cut, random_playout, Mcts, MctsConfig, MoveStat,
        MoveTime, Playout,
    };
    pub use super::player::TimePlan;
    pub use super::split::{RootSplit, SplitDeepening, SplitOutcome};
}
