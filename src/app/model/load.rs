//! Loading a game from text: a pasted move list or OBF position, or a save file. Bad
//! input leaves the game as it is and tells the player why in [`Model::notice`].

use super::{save, Event, Model};
use outflank_engine::{parse_ggf, Game, Position, Rules};

/// Text the player gives the app to replace the game (see [`super::Action::Load`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadAction {
    /// A move list from the start position, an OBF position or a GGF record (e.g. pasted
    /// by the player); see [`parse_game`].
    Moves(String),
    /// The text of a save file: replaces the game and every option.
    SaveFile(String),
}

impl Model {
    /// Applies a [`LoadAction`]: the game is replaced, or the notice says why not.
    pub(super) fn apply_load(&mut self, action: LoadAction) -> bool {
        match action {
            LoadAction::Moves(text) => match parse_game(&text, self.settings.rules()) {
                Ok(game) => self.game = game,
                Err(e) => {
                    self.notice = Some(e);
                    return true;
                }
            },
            LoadAction::SaveFile(text) => match save::SavedGame::from_json(&text) {
                Ok(saved) => {
                    self.game = saved.game;
                    self.settings = saved.options.settings;
                    self.sound = saved.options.sound;
                    self.animation = saved.options.animation;
                }
                Err(e) => {
                    self.notice = Some(format!("Could not load the game: {e}."));
                    return true;
                }
            },
        }
        self.event = Event::Loaded;
        self.notice = None;
        self.settle(true);
        true
    }
}

/// Whether `text` is meant as a position in OBF (64 squares of `X`, `O`, `-`, then the
/// side to move) rather than as a move list.
pub fn looks_like_obf(text: &str) -> bool {
    let squares = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .take_while(|c| matches!(c, 'X' | 'O' | 'x' | 'o' | '-' | '*'))
        .count();
    squares >= 16
}

/// The game a pasted text stands for: a GGF record (`(;GM[Othello]...;)`), a move list
/// from the start position, or an OBF position to play on from. The error is a sentence
/// for the player saying what is wrong and where.
pub fn parse_game(text: &str, rules: Rules) -> Result<Game, String> {
    if text.trim_start().starts_with("(;") {
        parse_ggf(text, rules).map_err(|e| format!("Could not load the GGF record: {e}"))
    } else if looks_like_obf(text) {
        Position::from_obf(text.trim())
            .map(|p| Game::new(p, rules))
            .map_err(|e| format!("Could not set up the position: {e}"))
    } else {
        Game::from_moves(Position::START, rules, text)
            .map_err(|e| format!("Could not load the moves: {e}"))
    }
}
