//! The flow of a match: moves by hand and by the computer, passes, retries, undo and redo,
//! a new game, and [`Model::settle`], which decides what the match waits for next.

use super::{ComputerFailure, ComputerTurn, Event, Model, Phase, Player, Settings};
use outflank_engine::{Game, Move, Position, Square, Status};

/// A human decides in `game`'s position: the side to move is human and has a move.
fn human_decides_in(game: &Game, settings: &Settings) -> bool {
    matches!(game.status(), Status::Moves(_))
        && !settings.player(game.position().turn).is_computer()
}

impl Model {
    /// Whether [`super::Action::Undo`] would take anything back (moves, or a replaced
    /// game).
    pub fn can_undo(&self) -> bool {
        (self.has_human() && self.game.can_undo()) || !self.replaced.is_empty()
    }

    /// Whether [`super::Action::Redo`] would replay anything.
    pub fn can_redo(&self) -> bool {
        self.has_human() && self.game.can_redo()
    }

    /// Undo and redo stop where a human decides; without a human there is no such place
    /// and the computers would replay at once, so both are off.
    pub(super) fn has_human(&self) -> bool {
        let deciders = self.deciders();
        !deciders.black.is_computer() || !deciders.white.is_computer()
    }

    /// A human decides here: the side to move is human and has a move to choose.
    fn human_decides(&self) -> bool {
        human_decides_in(&self.game, &self.deciders())
    }

    /// A human plays `square`, if it is a human's turn and the move is legal. A square
    /// where the move is not legal is told (see [`Event::NotLegal`]); nothing else changes.
    pub(super) fn play(&mut self, square: Square) -> bool {
        if !self.human_to_move() {
            return false;
        }
        if !self.legal_squares().contains(square) {
            let serial = match self.event {
                Event::NotLegal { serial, .. } => serial.wrapping_add(1),
                _ => 0,
            };
            self.event = Event::NotLegal { square, serial };
            return true;
        }
        self.place(square);
        self.settle(true);
        self.rate_if_finished();
        true
    }

    /// The worker's answer to request `id`: played if current and legal, else the match
    /// stalls with the reason.
    pub(super) fn computer_moved(&mut self, id: u64, mv: Option<Move>) -> bool {
        let Phase::Thinking(turn) = self.phase else {
            return false;
        };
        if turn.id != id {
            return false;
        }
        match mv {
            Some(Move::Place(sq)) if self.legal_squares().contains(sq) => {
                self.place(sq);
                self.settle(true);
                self.rate_if_finished();
            }
            Some(other) => {
                self.phase = Phase::Stalled {
                    failure: ComputerFailure::IllegalAnswer(other),
                }
            }
            None => {
                self.phase = Phase::Stalled {
                    failure: ComputerFailure::NoMove,
                }
            }
        }
        true
    }

    /// Request `id` failed: the match stalls with `failure`, if the request is the
    /// current turn's; a hint or a review is dropped with a notice.
    pub(super) fn computer_failed(&mut self, id: u64, failure: ComputerFailure) -> bool {
        if !matches!(self.phase, Phase::Thinking(t) if t.id == id) {
            return self.analysis_failed(id, failure);
        }
        self.phase = Phase::Stalled { failure };
        true
    }

    /// The pause `token` is over: the pass is played.
    pub(super) fn pass_shown(&mut self, token: u64) -> bool {
        if self.phase != (Phase::Passing { token }) {
            return false;
        }
        let color = self.position().turn;
        if self.game.try_play(Move::Pass).is_err() {
            // The rule changed during the pause: the game is over instead.
            self.settle(true);
            return true;
        }
        self.event = Event::Passed(color);
        self.settle(true);
        self.rate_if_finished();
        true
    }

    /// Asks the computer again after a stall.
    pub(super) fn retry(&mut self) -> bool {
        if !matches!(self.phase, Phase::Stalled { .. }) {
            return false;
        }
        self.settle(true);
        true
    }

    /// A new game from the start position with the current settings. The caller keeps
    /// the game it replaces for Undo first ([`Model::keep_for_undo`]), before any change of
    /// settings.
    pub(super) fn new_game(&mut self, seed: u64) -> bool {
        self.game = Game::new(Position::START, self.settings.rules());
        self.record = None;
        self.seed = seed;
        self.new_games += 1;
        self.event = Event::Started;
        self.notice = None;
        self.settle(true);
        true
    }

    /// Takes back moves up to the previous position where a human decides; when there
    /// is none (the start of the game, or a computer's first move before it), brings back
    /// the game this one replaced, if any.
    pub(super) fn undo(&mut self) -> bool {
        if self.has_human() && self.game.can_undo() {
            let mut back = self.game.clone();
            while back.undo().is_some()
                && back.ply() > 0
                && !human_decides_in(&back, &self.deciders())
            {}
            let nobody_decides = !human_decides_in(&back, &self.deciders());
            if !(nobody_decides && self.restore_replaced()) {
                self.game = back;
                self.event = Event::Undone;
                self.settle(true);
            }
            return true;
        }
        self.restore_replaced()
    }

    /// Brings back the last replaced game with who played it and its rule.
    fn restore_replaced(&mut self) -> bool {
        let Some(replaced) = self.replaced.pop() else {
            return false;
        };
        self.game = replaced.game;
        self.settings.black = replaced.settings.black;
        self.settings.white = replaced.settings.white;
        self.settings.pass_rule = replaced.settings.pass_rule;
        self.game.set_rules(self.settings.rules());
        self.event = Event::Restored;
        self.notice = None;
        self.settle(true);
        true
    }

    /// Replays taken-back moves up to the next position where a human decides.
    pub(super) fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        while self.game.redo().is_some() && !self.human_decides() {}
        self.event = Event::Redone;
        self.settle(true);
        true
    }

    /// Plays a legal placement for the side to move and records the event.
    pub(super) fn place(&mut self, square: Square) {
        let color = self.position().turn;
        let flipped = self
            .game
            .try_play(Move::Place(square))
            .expect("place is only called with a legal square");
        self.event = Event::Played {
            color,
            square,
            flipped: flipped.count(),
        };
    }

    /// Decides what the match waits for next. With `restart` false (a setting changed),
    /// a search already under way that still answers the same question is kept.
    pub(super) fn settle(&mut self, restart: bool) {
        if self.editor.is_some() {
            // Nobody moves while the board is being set up.
            self.phase = Phase::Waiting;
            return;
        }
        let position = self.position();
        let rules = self.game.rules();
        self.phase = match self.status() {
            Status::GameOver => Phase::Waiting,
            Status::MustPass => match self.phase {
                Phase::Passing { token } if !restart => Phase::Passing { token },
                _ => Phase::Passing {
                    token: self.fresh_id(),
                },
            },
            Status::Moves(_) => match self.deciders().player(position.turn) {
                Player::Human => Phase::Waiting,
                Player::Computer { level } => match self.phase {
                    Phase::Thinking(t)
                        if !restart
                            && t.position == position
                            && t.level == level
                            && t.rules == rules =>
                    {
                        Phase::Thinking(t)
                    }
                    _ => Phase::Thinking(ComputerTurn {
                        id: self.fresh_id(),
                        position,
                        rules,
                        level,
                        seed: self.seed,
                    }),
                },
            },
        };
    }

    /// A request id never used before in this match.
    pub(super) fn fresh_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}
