//! The board editor: a position set up by hand, square by square, to play on from. While
//! it is open the game waits underneath, unchanged, and nobody moves.

use super::{Action, Event, Model};
use outflank_engine::{Bitboard, Color, Game, Position, Square};

/// What the player does with the board editor (see [`Action::Edit`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EditAction {
    /// Open the board editor on the position shown (the computer stops thinking). While
    /// it is open, [`Action::Play`] on a square cycles it: empty, black, white.
    Open,
    /// Who is to move in the position set up.
    Turn(Color),
    /// Empty every square.
    Clear,
    /// Set up the start position.
    StartPosition,
    /// Close the board editor and play on from the position set up (a new game from it;
    /// Undo brings the game before back). Refused, with a notice saying why, when neither
    /// side could move there (see `Position::playable`).
    Done,
    /// Close the board editor and return to the game as it was.
    Cancel,
}

/// A position being set up by hand in the board editor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Editor {
    /// Black's discs.
    pub black: Bitboard,
    /// White's discs (never overlapping Black's).
    pub white: Bitboard,
    /// The side to move.
    pub turn: Color,
}

impl Editor {
    /// The editor set to `position`.
    pub fn new(position: Position) -> Editor {
        Editor {
            black: position.discs(Color::Black),
            white: position.discs(Color::White),
            turn: position.turn,
        }
    }

    /// The position set up.
    pub fn position(&self) -> Position {
        match Position::from_colors(self.black, self.white, self.turn) {
            Ok(p) => p,
            Err(_) => unreachable!("the editor never puts two discs on a square"),
        }
    }

    /// The next state of `square`: empty, black, white, empty…
    pub fn cycle(&mut self, square: Square) {
        let (b, w) = (self.black.contains(square), self.white.contains(square));
        let bit = Bitboard(square.bit());
        match (b, w) {
            (false, false) => self.black |= bit,
            (true, _) => {
                self.black = Bitboard(self.black.0 & !bit.0);
                self.white |= bit;
            }
            (false, true) => self.white = Bitboard(self.white.0 & !bit.0),
        }
    }
}

impl Model {
    /// The board editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// The position on the board: the game's, or the one being set up in the editor.
    pub fn shown_position(&self) -> Position {
        self.editor
            .map_or_else(|| self.position(), |e| e.position())
    }

    /// Opens the editor on the game's position; the rematch offer, if any, is closed.
    pub(super) fn open_editor(&mut self) -> bool {
        self.editor = Some(Editor::new(self.position()));
        self.rematch = None;
        self.settle(true);
        true
    }

    /// Applies `action` while the editor is open: a click cycles a square, the game under
    /// the editor stays as it is, settings and the rest apply.
    pub(super) fn apply_while_editing(&mut self, action: Action) -> bool {
        match action {
            Action::Play(square) => match &mut self.editor {
                Some(editor) => {
                    editor.cycle(square);
                    true
                }
                None => false,
            },
            Action::Edit(edit) => self.edit(edit),
            Action::Undo
            | Action::Redo
            | Action::AskHint
            | Action::AskReview
            | Action::Browse(_)
            | Action::Rematch(_)
            | Action::ComputerMoved { .. }
            | Action::PassShown { .. } => false,
            Action::NewGame { .. } | Action::Load(_) => {
                let saved = self.editor.take();
                let changed = self.apply_to_game(action);
                if !changed || self.notice.is_some() {
                    // Refused (a bad file or move list): keep editing.
                    self.editor = saved;
                    self.settle(false);
                }
                changed
            }
            other => {
                let changed = self.apply_to_game(other);
                self.settle(false);
                changed
            }
        }
    }

    /// An [`EditAction`] other than [`EditAction::Open`], while the editor is open.
    fn edit(&mut self, action: EditAction) -> bool {
        let Some(editor) = &mut self.editor else {
            return false;
        };
        match action {
            EditAction::Turn(turn) if editor.turn != turn => editor.turn = turn,
            EditAction::Clear if !(editor.black | editor.white).is_empty() => {
                editor.black = Bitboard::EMPTY;
                editor.white = Bitboard::EMPTY;
            }
            EditAction::StartPosition if *editor != Editor::new(Position::START) => {
                *editor = Editor::new(Position::START)
            }
            EditAction::Done => {
                let position = editor.position();
                if let Err(why) = position.playable() {
                    // Keep editing: the player corrects the position.
                    self.notice = Some(super::refusals::unplayable(&self.texts, why).into());
                    return true;
                }
                self.editor = None;
                self.keep_for_undo();
                self.game = Game::new(position, self.settings.rules());
                self.event = Event::Loaded;
                self.notice = None;
                self.settle(true);
            }
            EditAction::Cancel => {
                self.editor = None;
                self.settle(true);
            }
            EditAction::Open
            | EditAction::Turn(_)
            | EditAction::Clear
            | EditAction::StartPosition => return false,
        }
        true
    }
}
