//! Monte-Carlo tree search (UCT) with MCTS-Solver and tree reuse.
//!
//! - Nodes live in one arena (`Vec<Node>`) and refer to each other by `u32` index; a
//!   node's children are contiguous, created together the first time the node is
//!   expanded. Boards are not stored: the descent recomputes them from the moves, which
//!   keeps a node at 24 bytes.
//! - Selection by UCB1 with a tunable exploration constant; rewards are 1 for a win,
//!   ½ for a draw, 0 for a loss, kept as integers (256 a win) so results never depend on
//!   float summation order.
//! - Guided by an evaluation ([`MctsConfig::evaluates`]): the children of a node are
//!   evaluated when it is expanded (a win chance by a logistic of the disc margin); a new
//!   leaf's value is its evaluation (or a shallow alpha-beta search's), instead of or mixed
//!   with playouts; each node keeps an implicit minimax value (Lanctot, Winands, Pepels and
//!   Sturtevant 2014), the negamax of its children's, which selection mixes with the mean;
//!   the evaluation may add a progressive bias; leaves near the end may be solved exactly.
//! - A pass is an ordinary move (a node with no placement but a live game has one child,
//!   the pass).
//! - Playouts are random games on bitboards with a seeded xoshiro generator.
//! - MCTS-Solver (Winands, Björnsson and Saito, 2008): finished games are proven
//!   wins/draws/losses; a node with a child proven lost for the opponent is a proven win,
//!   one whose children are all proven takes the best of them; when the root is proven
//!   the search stops early.
//! - Tree reuse: [`Mcts::advance`] keeps the subtree of the move played.
//! - Time: [`MoveTime`] stops a search with a time plan early when its choice is settled
//!   and late when it is not.
//!
//! Same seed and same iteration budget ⇒ same tree ⇒ same move.
//!
//! In files: `config.rs` the settings, `proof.rs` proven results, `tree.rs` the tree and
//! its search, `playout.rs` the playouts, `time.rs` when a timed search stops.

mod config;
mod playout;
mod proof;
mod time;
mod tree;

pub use config::{MctsConfig, Playout};
pub use playout::{informed_playout, playouts, playouts_cut, random_playout};
pub use proof::Proof;
pub use time::MoveTime;
pub use tree::{Mcts, MoveStat};
