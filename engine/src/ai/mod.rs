//! The computer opponent: searches, evaluation and the level table.
//!
//! The contract the apps code against is small and stable:
//! [`Clock`], [`Level`], [`LevelInfo`], [`levels`] and [`choose_move`] (or a [`Player`] that keeps
//! its search between moves), and [`analysis`] for the evaluation over a game and hints.
//! The searches behind them are public too, for tools: [`AlphaBeta`], the exact
//! [`Solver`], the tree search [`Mcts`] and its playouts, and the evaluation
//! ([`eval`]).
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
mod split;
mod split_move;
#[cfg(test)]
#[path = "../../tests/common/mod.rs"]
mod testing;
mod tt;
mod weights;

pub use alphabeta::{
    probcut_shallow_depth, AlphaBeta, Deepening, EvalKind, Limits, RootMove, SearchResult,
};
pub use analysis::Thinking;
pub use clock::{Clock, Deadline, FrozenClock, SteppingClock};
pub use endgame::{BadEntry, Solution, SolvedEntry, SolvedInboxes, Solver};
pub use levels::{
    choose_move, levels, player_for_level, player_for_level_on_budget, Level, LevelInfo,
    SearchKind, UnknownLevel,
};
pub use mcts::{
    informed_playout, playouts, playouts_cut, random_playout, Mcts, MctsConfig, MoveStat, MoveTime,
    ParallelTrees, Playout, Proof, TreeJob, TreeResult, TreeSearcher, TreeSettings,
};
pub use player::{EngineConfig, Player, TimePlan};
pub use rng::Rng;
pub use split::{JobSource, RootSplit, SplitDeepening, SplitJob, SplitOutcome, SplitResult};
pub use split_move::SplitMove;
pub use tt::Bound;
