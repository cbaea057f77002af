//! What alpha-beta's leaves read: the evaluation, and what it keeps up to date from the
//! root (nothing for the evaluations read from the board alone).

use super::EvalKind;
use crate::ai::eval;
#[cfg(feature = "patterns")]
use crate::ai::pattern::{PatternState, PatternWeights};
use crate::Board;

/// What a search's leaves read: the evaluation, with the state it keeps up to date from
/// move to move (none for the plain evaluations).
pub(super) trait Leaves: Copy {
    /// Kept along the path from the root.
    type State: Copy;
    /// The state after the side to move plays `square`, flipping `flips`.
    fn play(&self, state: &Self::State, square: u32, flips: u64) -> Self::State;
    /// The state after a pass.
    fn pass(&self, state: &Self::State) -> Self::State;
    /// The evaluation of `board`, `ply` plies below the root, where the side to move has
    /// the legal moves `moves` and the opponent `their_moves`.
    fn eval(&self, state: &Self::State, board: Board, moves: (u64, u64), ply: u32) -> i32;
}

/// The evaluations read from the board alone.
#[derive(Clone, Copy)]
pub(super) struct PlainLeaves(pub(super) EvalKind);

impl Leaves for PlainLeaves {
    type State = ();
    #[inline(always)]
    fn play(&self, _: &(), _: u32, _: u64) {}
    #[inline(always)]
    fn pass(&self, _: &()) {}
    #[inline(always)]
    fn eval(&self, _: &(), board: Board, (moves, their_moves): (u64, u64), ply: u32) -> i32 {
        match self.0 {
            EvalKind::Original => eval::original_eval(board, ply.is_multiple_of(2)),
            EvalKind::Tuned => eval::tuned_eval_with_moves(board, moves, their_moves),
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(w) => w.eval(board).clamp(-64 * eval::DISC, 64 * eval::DISC),
        }
    }
}

/// The pattern evaluation, its configurations updated move by move.
#[cfg(feature = "patterns")]
#[derive(Clone, Copy)]
pub(super) struct PatternLeaves(pub(super) &'static PatternWeights);

#[cfg(feature = "patterns")]
impl Leaves for PatternLeaves {
    type State = PatternState;
    #[inline(always)]
    fn play(&self, state: &PatternState, square: u32, flips: u64) -> PatternState {
        state.play(square, flips)
    }
    #[inline(always)]
    fn pass(&self, state: &PatternState) -> PatternState {
        state.pass()
    }
    #[inline(always)]
    fn eval(
        &self,
        state: &PatternState,
        board: Board,
        (moves, their_moves): (u64, u64),
        _: u32,
    ) -> i32 {
        // Far below a proven result, whatever the tables hold.
        self.0
            .eval_state(state, board, moves, their_moves)
            .clamp(-64 * eval::DISC, 64 * eval::DISC)
    }
}
