//! What the computer thinks now: a snapshot of a [`Player`](crate::ai::Player)'s search
//! for the live view (best move so far, its value, depth or playouts, nodes and the
//! principal variation), taken between slices at no cost to the search.

use crate::Move;

/// How a sliced search stands after [`Player::think`](crate::ai::Player::think).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thinking {
    /// The search is over: the move to play (`None` only when the game is over).
    Done(Option<Move>),
    /// The search goes on: call [`Player::think`](crate::ai::Player::think) again (or
    /// [`Player::move_now`](crate::ai::Player::move_now)).
    Busy,
}

impl Thinking {
    /// Whether the move is decided.
    pub fn is_done(self) -> bool {
        matches!(self, Thinking::Done(_))
    }
}

/// The longest principal variation a report carries.
pub const PV_LENGTH: usize = 8;

/// How far the search behind a [`ThinkingReport`] has got, by kind of search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Progress {
    /// Nothing searched yet (or a move decided without a search: a forced pass, a lone
    /// move).
    #[default]
    Starting,
    /// Alpha-beta: the deepest completed iteration and the best move's value in discs
    /// for the side to move (`None` for an evaluation not in discs, the original
    /// desktop heuristic).
    AlphaBeta {
        /// Plies of the last completed iteration.
        depth: u8,
        /// The best move's value in discs, when the evaluation counts in discs.
        discs: Option<i8>,
    },
    /// Monte Carlo tree search: playouts so far, and the best move's visits and win rate.
    Mcts {
        /// Playouts run in this search's tree.
        playouts: u64,
        /// Playouts through the best move.
        visits: u32,
        /// The best move's win rate for the side to move, in percent (`0..=100`).
        win_percent: u8,
    },
    /// The exact endgame solver is at work on this many empties.
    Solving {
        /// Empty squares of the position solved.
        empties: u8,
    },
}

/// A snapshot of the computer's search under way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ThinkingReport {
    /// The move it would play now, if it has one.
    pub best: Option<Move>,
    /// How far it has got.
    pub progress: Progress,
    /// Positions visited (playouts for MCTS) so far in this search.
    pub nodes: u64,
    /// The principal variation, from the best move on (at most [`PV_LENGTH`] moves;
    /// empty when unknown).
    pub pv: Vec<Move>,
}
