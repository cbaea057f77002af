//! The live view of the computer's thinking: the worker's latest report on the turn
//! under way, kept while that turn is thought about.

use super::{Model, Phase, Thought};

impl Model {
    /// What the computer thinks now: the latest report on the turn being thought about
    /// (`None` before the first, and once the turn is over).
    pub fn thought(&self) -> Option<&Thought> {
        match (&self.phase, &self.thought) {
            (Phase::Thinking(turn), Some(t)) if t.id == turn.id => Some(t),
            _ => None,
        }
    }

    /// The worker reported on its search; kept only for the turn under way.
    pub(super) fn computer_thinking(&mut self, thought: Thought) -> bool {
        let current = matches!(self.phase, Phase::Thinking(turn) if turn.id == thought.id);
        if !current || self.thought.as_ref() == Some(&thought) {
            return false;
        }
        self.thought = Some(thought);
        true
    }
}
