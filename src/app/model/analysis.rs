//! Help from the analysis: a hint for the human to move and the review of the game (every
//! move against the best), asked for by the player, answered by the worker, and dropped
//! once they no longer belong to what is on the board; browsing the reviewed game.

use super::{Hint, HintRequest, Model, Review, ReviewRequest};
use outflank_engine::ai::analysis::{HintAnswer, MoveReview};
use outflank_engine::Move;
use outflank_engine::Position;

impl Model {
    /// The hint asked for or shown, if any (always for the position on the board).
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The review of the game, while it belongs to the game on the board (its moves are
    /// the first ones played).
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The move (from 1) whose position is shown from the reviewed game, if the player is
    /// browsing it.
    pub fn browsing(&self) -> Option<usize> {
        self.browse
    }

    /// While browsing: the position where the browsed move was played and its review.
    pub fn browsed(&self) -> Option<(Position, MoveReview)> {
        let n = self.browse?;
        let review = *self
            .review
            .as_ref()?
            .reviews
            .as_ref()?
            .get(n.checked_sub(1)?)?;
        Some((self.game.position_at(n - 1)?, review))
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

    /// Asks for the review of the game, unless the computer thinks, the game has no move,
    /// or one is under way or up to date.
    pub(super) fn ask_review(&mut self) -> bool {
        let pending = self.review.as_ref().is_some_and(|r| r.reviews.is_none());
        let current = self
            .review
            .as_ref()
            .is_some_and(|r| r.request.moves == self.played());
        if self.thinking().is_some() || pending || current || self.played().is_empty() {
            return false;
        }
        let request = ReviewRequest {
            id: self.fresh_id(),
            start: self.game.start(),
            moves: self.played().to_vec(),
            rules: self.game.rules(),
        };
        self.review = Some(Review {
            request,
            reviewed: 0,
            reviews: None,
        });
        true
    }

    /// The worker has reviewed `reviewed` moves of request `id`.
    pub(super) fn review_progress(&mut self, id: u64, reviewed: u32) -> bool {
        match &mut self.review {
            Some(r) if r.request.id == id && r.reviews.is_none() && r.reviewed != reviewed => {
                r.reviewed = reviewed;
                true
            }
            _ => false,
        }
    }

    /// The worker reviewed the game of request `id`.
    pub(super) fn review_ready(&mut self, id: u64, reviews: Vec<MoveReview>) -> bool {
        match &mut self.review {
            Some(r) if r.request.id == id && r.reviews.is_none() => {
                r.reviewed = reviews.len() as u32;
                r.reviews = Some(reviews);
                true
            }
            _ => false,
        }
    }

    /// Stops the review under way (the worker is told by the hook that sent it).
    pub(super) fn cancel_review(&mut self) -> bool {
        if self.review.as_ref().is_some_and(|r| r.reviews.is_none()) {
            self.review = None;
            return true;
        }
        false
    }

    /// Shows the position of move `n` of the reviewed game (`None`: back to the game).
    pub(super) fn browse_to(&mut self, n: Option<usize>) -> bool {
        let reviewed = self
            .review
            .as_ref()
            .and_then(|r| r.reviews.as_ref())
            .map_or(0, Vec::len);
        let n = n.filter(|&n| (1..=reviewed).contains(&n) && self.editor.is_none());
        if n == self.browse {
            return false;
        }
        self.browse = n;
        true
    }

    /// The worker could not answer request `id`: a pending hint or review with that id
    /// is dropped (it can be asked for again) and the player told why.
    pub(super) fn analysis_failed(&mut self, id: u64, message: &str) -> bool {
        let hint = self
            .hint
            .as_ref()
            .is_some_and(|h| h.request.id == id && h.answer.as_ref().is_none_or(|a| !a.done));
        let review = self
            .review
            .as_ref()
            .is_some_and(|r| r.request.id == id && r.reviews.is_none());
        if hint {
            self.hint = None;
            self.notice = Some(format!("No hint could be found: {message}."));
        } else if review {
            self.review = None;
            self.notice = Some(format!("The game could not be analyzed: {message}."));
        }
        hint || review
    }

    /// After an action: drops the hint and the review that no longer belong to what is
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
        // A review belongs to the game it was asked for; one not yet answered is given up
        // when the computer needs the worker (its turn comes first).
        if let Some(r) = &self.review {
            let ours =
                r.request.start == self.game.start() && self.played().starts_with(&r.request.moves);
            if !ours || (r.reviews.is_none() && self.thinking().is_some()) {
                self.review = None;
                self.browse = None;
            }
        }
    }
}
