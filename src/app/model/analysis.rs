//! Help from the analysis: a hint for the human to move and the review of the game (every
//! move against the best), asked for by the player, answered by the worker, and dropped
//! once they no longer belong to what is on the board; browsing the reviewed game.

use super::{
    Analysis, BestLine, ComputerFailure, Hint, HintRequest, LineRequest, Model, Notice, Review,
    ReviewRequest,
};
use outflank_engine::ai::analysis::{HintAnswer, MoveReview};
use outflank_engine::{Move, Position};

impl Model {
    /// The hint asked for or shown, if any (always for the position on the board: the
    /// game's, or the browsed one).
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// What the worker is asked to analyse now: the best line while it is searched, else
    /// the hint shown (its answers deepen until it is done).
    pub fn analysis(&self) -> Option<Analysis> {
        match (&self.line, &self.hint) {
            (Some(l), _) if l.moves.is_none() => Some(Analysis::Line(l.request)),
            (_, Some(h)) => Some(Analysis::Hint(h.request)),
            _ => None,
        }
    }

    /// The best line from the browsed position, asked for once its hint is done.
    pub fn best_line(&self) -> Option<&BestLine> {
        self.line.as_ref()
    }

    /// Whether the best line is shown on the board (as numbered discs).
    pub fn line_shown(&self) -> bool {
        self.show_line && self.line.as_ref().is_some_and(|l| l.moves.is_some())
    }

    /// The best line's placements as the board shows them when asked to: each square,
    /// the colour that plays it and its number in the line (from 1; passes are counted).
    pub fn line_discs(&self) -> Vec<(outflank_engine::Square, outflank_engine::Color, u8)> {
        let Some((line, mut position)) = self
            .line
            .as_ref()
            .filter(|_| self.show_line)
            .and_then(|l| Some((l.moves.as_ref()?, l.request.position)))
        else {
            return Vec::new();
        };
        let mut discs = Vec::new();
        for (i, &mv) in line.iter().enumerate() {
            if let Move::Place(square) = mv {
                discs.push((square, position.turn, i as u8 + 1));
            }
            if position.try_play(mv, self.game.rules()).is_err() {
                break;
            }
        }
        discs
    }

    /// Whether "Hint" does something now: a human to move, a browsed position with moves,
    /// or a finished game (its last move is browsed, reviewed first if need be).
    pub fn can_hint(&self) -> bool {
        self.analysed_position().is_some()
            || (self.browse.is_none()
                && self.outcome().is_some()
                && self.thinking().is_none()
                && !self.played().is_empty())
    }

    /// The position a hint is for now: the browsed one (if it has moves to value), else
    /// the game's when a human is to move.
    fn analysed_position(&self) -> Option<Position> {
        if self.browse.is_some() {
            return self
                .browsed()
                .filter(|_| !self.browsed_legal().is_empty())
                .map(|(p, _)| p);
        }
        self.human_to_move().then(|| self.position())
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

    /// Asks for a hint on the position shown, if none is asked for or shown: a human's
    /// to move, or a browsed one. At the end of a game it browses the last move (after
    /// reviewing the game if needed), whose position gets its hint.
    pub(super) fn ask_hint(&mut self) -> bool {
        if self.hint.is_some() {
            return false;
        }
        if self.browse.is_none() && self.outcome().is_some() {
            let reviewed = self
                .review
                .as_ref()
                .and_then(|r| r.reviews.as_ref())
                .map(Vec::len);
            return match reviewed {
                Some(n) => self.browse_to(Some(n)),
                None => {
                    self.browse_when_reviewed = true;
                    self.ask_review() || self.review.as_ref().is_some_and(|r| r.reviews.is_none())
                }
            };
        }
        let Some(position) = self.analysed_position() else {
            return false;
        };
        let request = HintRequest {
            id: self.fresh_id(),
            position,
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

    /// While browsing: asks for the browsed position's hint, and once it is done for its
    /// best line. Returns whether it asked.
    pub(super) fn analyse_browsed(&mut self) -> bool {
        if self.browse.is_none() {
            return false;
        }
        if self.hint.is_none() {
            return self.analysed_position().is_some() && self.ask_hint();
        }
        let first = match self.hint.as_ref().and_then(|h| h.answer.as_ref()) {
            // Values come best first, equal ones in square order.
            Some(answer) if answer.done && self.line.is_none() => {
                answer.values.first().map(|v| v.square())
            }
            _ => None,
        };
        let (Some(first), Some(hint)) = (first, self.hint.as_ref()) else {
            return false;
        };
        let position = hint.request.position;
        let request = LineRequest {
            id: self.fresh_id(),
            position,
            rules: self.game.rules(),
            first,
        };
        self.line = Some(BestLine {
            request,
            moves: None,
        });
        true
    }

    /// The worker found the best line of request `id`.
    pub(super) fn line_ready(&mut self, id: u64, line: Vec<Move>) -> bool {
        match &mut self.line {
            Some(l) if l.request.id == id && l.moves.is_none() => {
                l.moves = Some(line);
                true
            }
            _ => false,
        }
    }

    /// Shows or hides the best line on the board.
    pub(super) fn show_line(&mut self, show: bool) -> bool {
        let changed = self.show_line != show;
        self.show_line = show;
        changed
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

    /// Keeps `reviews` (saved with the game) as the review of its first moves.
    pub(super) fn keep_review(&mut self, reviews: Vec<MoveReview>) {
        let request = ReviewRequest {
            id: self.fresh_id(),
            start: self.game.start(),
            moves: self.played()[..reviews.len().min(self.played().len())].to_vec(),
            rules: self.game.rules(),
        };
        self.review = Some(Review {
            request,
            reviewed: reviews.len() as u32,
            reviews: Some(reviews),
        });
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
                let last = reviews.len();
                r.reviews = Some(reviews);
                self.event = super::Event::Reviewed;
                // Asked for by "Hint" at the end of the game: its last move is shown.
                if std::mem::take(&mut self.browse_when_reviewed) {
                    self.browse_to(Some(last));
                }
                true
            }
            _ => false,
        }
    }

    /// Stops the review under way (the worker is told by the hook that sent it).
    pub(super) fn cancel_review(&mut self) -> bool {
        if self.review.as_ref().is_some_and(|r| r.reviews.is_none()) {
            self.review = None;
            self.browse_when_reviewed = false;
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
        self.event = super::Event::Browsed(n);
        true
    }

    /// The worker could not answer request `id`: a pending hint or review with that id
    /// is dropped (it can be asked for again) and the player told why.
    pub(super) fn analysis_failed(&mut self, id: u64, failure: ComputerFailure) -> bool {
        let hint = self
            .hint
            .as_ref()
            .is_some_and(|h| h.request.id == id && h.answer.as_ref().is_none_or(|a| !a.done));
        let line = self
            .line
            .as_ref()
            .is_some_and(|l| l.request.id == id && l.moves.is_none());
        if line {
            // The values stay; the line is given up with a word.
            self.line = Some(BestLine {
                request: self.line.as_ref().map(|l| l.request).expect("checked"),
                moves: Some(Vec::new()),
            });
            self.notice = Some(Notice::NoBestLine(failure));
            return true;
        }
        let review = self
            .review
            .as_ref()
            .is_some_and(|r| r.request.id == id && r.reviews.is_none());
        if hint {
            self.hint = None;
            self.notice = Some(Notice::NoHint(failure));
        } else if review {
            self.review = None;
            self.notice = Some(Notice::NotAnalyzed(failure));
        }
        hint || review
    }

    /// After an action: drops the hint and the review that no longer belong to what is
    /// on the board.
    pub(super) fn drop_stale_analysis(&mut self, changed: bool) {
        // A hint belongs to the position shown it was asked for (the game's, for the human
        // to move, or the browsed one); the line to its hint.
        if changed
            && self
                .hint
                .as_ref()
                .is_some_and(|h| Some(h.request.position) != self.analysed_position())
        {
            self.hint = None;
        }
        if self.line.as_ref().is_some_and(|l| {
            self.hint
                .as_ref()
                .is_none_or(|h| h.request.position != l.request.position)
        }) {
            self.line = None;
            self.show_line = false;
        }
        // A review belongs to the game it was asked for; one not yet answered is given up
        // when the computer needs the worker (its turn comes first).
        if let Some(r) = &self.review {
            let ours =
                r.request.start == self.game.start() && self.played().starts_with(&r.request.moves);
            if !ours || (r.reviews.is_none() && self.thinking().is_some()) {
                self.review = None;
                self.browse = None;
                self.browse_when_reviewed = false;
            }
        }
    }
}
