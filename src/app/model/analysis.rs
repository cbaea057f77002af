//! Help from the analysis: a hint for the human to move and the evaluation over the game,
//! asked for by the player, answered by the worker, and dropped once they no longer
//! belong to what is on the board.

use super::{Evaluation, EvaluationRequest, Hint, HintRequest, Model};
use outflank_engine::ai::analysis::{HintAnswer, Margin};
use outflank_engine::Move;

impl Model {
    /// The hint asked for or shown, if any (always for the position on the board).
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The evaluation over the game, while it belongs to the game on the board (its moves
    /// are the first ones played).
    pub fn evaluation(&self) -> Option<&Evaluation> {
        self.evaluation.as_ref()
    }

    /// The moves played so far (passes included; not those Undo took back).
    fn played(&self) -> &[Move] {
        &self.game.all_moves()[..self.game.ply()]
    }

    /// Asks for a hint, if a human is to move and none is asked for or shown.
    pub(super) fn ask_hint(&mut self) -> bool {
        if !self.human_to_move() || self.hint.is_some() {
            return false;
        }
        let request = HintRequest {
            id: self.fresh_id(),
            position: self.position(),
            rules: self.game.rules(),
        };
        self.hint = Some(Hint {
            request,
            answer: None,
        });
        true
    }

    /// The analysis answered hint request `id`: its first values, or deeper ones that
    /// replace them (until an answer is `done`).
    pub(super) fn hint_ready(&mut self, id: u64, answer: HintAnswer) -> bool {
        match &mut self.hint {
            Some(h) if h.request.id == id && h.answer.as_ref().is_none_or(|a| !a.done) => {
                h.answer = Some(answer);
                true
            }
            _ => false,
        }
    }

    /// Asks for the evaluation over the game, unless the computer thinks or one is
    /// pending or up to date.
    pub(super) fn ask_evaluation(&mut self) -> bool {
        let pending = self
            .evaluation
            .as_ref()
            .is_some_and(|e| e.margins.is_none());
        let current = self
            .evaluation
            .as_ref()
            .is_some_and(|e| e.request.moves == self.played());
        if self.thinking().is_some() || pending || current {
            return false;
        }
        let request = EvaluationRequest {
            id: self.fresh_id(),
            start: self.game.start(),
            moves: self.played().to_vec(),
            rules: self.game.rules(),
        };
        self.evaluation = Some(Evaluation {
            request,
            margins: None,
        });
        true
    }

    /// The worker evaluated the game of request `id`.
    pub(super) fn evaluation_ready(&mut self, id: u64, margins: Vec<Margin>) -> bool {
        match &mut self.evaluation {
            Some(e) if e.request.id == id && e.margins.is_none() => {
                e.margins = Some(margins);
                true
            }
            _ => false,
        }
    }

    /// The worker could not answer request `id`: a pending hint or evaluation with that id
    /// is dropped (it can be asked for again) and the player told why.
    pub(super) fn analysis_failed(&mut self, id: u64, message: &str) -> bool {
        let hint = self
            .hint
            .as_ref()
            .is_some_and(|h| h.request.id == id && h.answer.as_ref().is_none_or(|a| !a.done));
        let evaluation = self
            .evaluation
            .as_ref()
            .is_some_and(|e| e.request.id == id && e.margins.is_none());
        if hint {
            self.hint = None;
            self.notice = Some(format!("No hint could be found: {message}."));
        } else if evaluation {
            self.evaluation = None;
            self.notice = Some(format!("The game could not be evaluated: {message}."));
        }
        hint || evaluation
    }

    /// After an action: drops the hint and the evaluation that no longer belong to what is
    /// on the board.
    pub(super) fn drop_stale_analysis(&mut self, changed: bool) {
        // A hint belongs to the position and the human it was asked for.
        if changed
            && self
                .hint
                .as_ref()
                .is_some_and(|h| h.request.position != self.position() || !self.human_to_move())
        {
            self.hint = None;
        }
        // An evaluation belongs to the game it was asked for; one not yet answered is
        // given up when the computer needs the worker.
        if let Some(e) = &self.evaluation {
            let ours =
                e.request.start == self.game.start() && self.played().starts_with(&e.request.moves);
            if !ours || (e.margins.is_none() && self.thinking().is_some()) {
                self.evaluation = None;
            }
        }
    }
}
