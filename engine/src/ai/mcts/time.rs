//! When a tree search with a time plan stops: early once its choice is settled, late when
//! it is not (after Baier and Winands, "Time Management for Monte Carlo Tree Search",
//! IEEE TCIAIG 2016: their STOP and UNST strategies, our own code).

use super::tree::Mcts;
use crate::ai::clock::Millis;

/// The time one move of a tree search may take, and the rules that decide when it stops
/// within it ([`MoveTime::should_stop`]):
///
/// - **At the most**, `most_ms`, it always stops.
/// - **Early** (Baier and Winands' STOP): it stops as soon as the move it would play
///   cannot be overtaken by any other in the visits left until the most, at the rate
///   measured so far, even if every one of them went to the closest rival: more search
///   could not change the move. (Measured against stopping when the leader cannot be
///   caught by the target: README, "Time over the game".)
/// - **Late** (their UNST): at the target, `target_ms`, it stops unless the search is
///   unsettled (the most visited move is not the best valued, [`Mcts::unsettled`]); then
///   it goes on, at most to `most_ms`, until they agree or the leader cannot be caught.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveTime {
    /// The time the move aims for, in milliseconds.
    pub target_ms: Millis,
    /// The most it may take, in milliseconds (at least the target).
    pub most_ms: Millis,
}

/// The share of the target that passes before the early stop applies: the rate of visits
/// needs a few measurements, and a tree reused from the last move needs a few visits
/// through its new root's children before its counts say anything.
const EARLY_STOP_AFTER: f64 = 0.05;

impl MoveTime {
    /// Whether a search that has run for `elapsed_ms` (of this move) on `tree`, adding
    /// `visits_per_ms` root visits a millisecond on average, should stop now. A tree
    /// proven at the root is not asked: the search stops by itself.
    pub fn should_stop(&self, tree: &Mcts, elapsed_ms: Millis, visits_per_ms: Millis) -> bool {
        let most = self.most_ms.max(self.target_ms);
        if elapsed_ms >= most {
            return true;
        }
        if elapsed_ms >= self.target_ms && !tree.unsettled() {
            return true;
        }
        let visits_left = visits_per_ms.max(0.0) * (most - elapsed_ms);
        elapsed_ms >= self.target_ms * EARLY_STOP_AFTER && !tree.can_be_overtaken(visits_left)
    }
}
