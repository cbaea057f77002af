//! The name of the opening the game follows. The table of named openings and its matching
//! live in the worker (the engine's `opening_name`): the model asks for the name whenever
//! the moves played change, and keeps the last answer to the current question.

use super::{Model, OpeningRequest};
use crate::protocol::OpeningName;
use outflank_engine::Position;

impl Model {
    /// The name of the opening the game follows in the player's language, as the worker
    /// last found it (`None` for no named line, a game from another start, or no answer
    /// yet).
    pub fn opening(&self) -> Option<String> {
        self.opening
            .as_ref()
            .map(|o| self.texts.opening_name(i64::from(o.index), &o.name))
    }

    /// The question about the opening to send the worker, while it is unanswered.
    pub fn opening_request(&self) -> Option<&OpeningRequest> {
        self.opening_asked.as_ref().filter(|r| !r.answered)
    }

    /// Asks for the opening's name when the moves played are not those last asked about.
    /// The name shown stays until the answer, so that it does not flicker between moves;
    /// a game with no move, or from another start, has none and asks nothing.
    pub(super) fn refresh_opening(&mut self) {
        let start = self.game.start();
        let moves = self.game.moves();
        if start != Position::START || moves.is_empty() {
            self.opening = None;
            self.opening_asked = None;
            return;
        }
        if self
            .opening_asked
            .as_ref()
            .is_some_and(|r| r.start == start && r.moves == moves)
        {
            return;
        }
        let moves = moves.to_vec();
        self.opening_asked = Some(OpeningRequest {
            id: self.fresh_id(),
            start,
            moves,
            answered: false,
        });
    }

    /// The worker named the opening of request `id` (dropped unless it is the current one).
    pub(super) fn opening_named(&mut self, id: u64, name: Option<OpeningName>) -> bool {
        match &mut self.opening_asked {
            Some(r) if r.id == id && !r.answered => {
                r.answered = true;
                self.opening = name;
                true
            }
            _ => false,
        }
    }
}
