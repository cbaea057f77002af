//! Variations from the reviewed game: while browsing a move of the review, playing another
//! legal move there leaves the game for a variation, played on like any game (the computer
//! answers for its side); "Back to the game" or undoing every move of the variation returns
//! to the game as it was played, its review and the move the variation left it at.

use super::{Model, Review};
use outflank_engine::{Game, Move, Square, Status};

/// The game set aside while a variation is played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Variation {
    /// The game as played (the one reviewed), with its cursor.
    game: Game,
    /// Its review.
    review: Review,
    /// The move (from 1) the variation replaces: it starts from the position before it.
    from: usize,
}

impl Model {
    /// The move (from 1) of the reviewed game a variation left it at, while one is played.
    pub fn variation(&self) -> Option<usize> {
        self.variation.as_ref().map(|v| v.from)
    }

    /// The legal squares in the browsed position of the reviewed game, where a move may
    /// start a variation (none while the game itself is not a human's to play on).
    pub fn browsed_legal(&self) -> outflank_engine::Bitboard {
        match self.browsed() {
            Some((position, _)) if self.thinking().is_none() && self.editor.is_none() => {
                match position.status(self.game.rules()) {
                    Status::Moves(m) => m,
                    _ => outflank_engine::Bitboard::EMPTY,
                }
            }
            _ => outflank_engine::Bitboard::EMPTY,
        }
    }

    /// `square` chosen on the board while browsing move `n`: the move played there goes on
    /// to the next move; another legal move starts a variation from that position.
    /// Returns `None` when the square is not legal there (the action is handled as usual).
    pub(super) fn branch(&mut self, n: usize, square: Square) -> Option<bool> {
        if !self.browsed_legal().contains(square) {
            return None;
        }
        if self.game.moves().get(n - 1) == Some(&Move::Place(square)) {
            // The move of the game: follow it.
            let reviewed = self.review.as_ref()?.reviews.as_ref()?.len();
            self.browse = Some((n + 1).min(reviewed));
            self.event = super::Event::Browsed(self.browse);
            return Some(true);
        }
        let review = self.review.take()?;
        self.variation = Some(Variation {
            game: self.game.clone(),
            review,
            from: n,
        });
        self.browse = None;
        self.hint = None;
        self.game.go_to(n - 1);
        self.place(square);
        self.settle(true);
        Some(true)
    }

    /// Leaves the variation for the game as played, browsing the move it left at.
    pub(super) fn end_variation(&mut self) -> bool {
        let Some(v) = self.variation.take() else {
            return false;
        };
        self.game = v.game;
        self.review = Some(v.review);
        self.browse = Some(v.from);
        self.event = super::Event::Browsed(self.browse);
        self.hint = None;
        self.settle(true);
        true
    }

    /// After an action: a variation whose moves were all undone returns to the game; one
    /// whose game was replaced (New game, Load, the editor) is given up.
    pub(super) fn settle_variation(&mut self) {
        let Some(v) = &self.variation else { return };
        let branch = v.from - 1;
        let same_start = self.game.start() == v.game.start()
            && self.game.all_moves().len() > branch
            && self.game.all_moves()[..branch] == v.game.all_moves()[..branch];
        if !same_start {
            self.variation = None;
        } else if self.game.ply() <= branch {
            let from = (self.game.ply() + 1).min(v.from);
            self.end_variation();
            self.browse = Some(from);
        }
    }
}
