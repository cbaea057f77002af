//! Loading a game from text: a pasted move list or OBF position, or a save file. Bad
//! input leaves the game as it is and tells the player why in [`Model::notice`].

use super::{refusals, save, Event, Model};
use crate::i18n::Texts;
use outflank_engine::{
    parse_ggf_record, Game, GgfError, GgfTags, MoveListError, ObfError, RecordError, Rules,
};

/// Text the player gives the app to replace the game (see [`super::Action::Load`]). The
/// game replaced is kept for Undo.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadAction {
    /// A game record (e.g. pasted by the player): a move list from the start position,
    /// or an OBF position and the moves from it, or a GGF record; see [`parse_game`].
    Moves(String),
    /// The text of a save file: replaces the game and every option.
    SaveFile(String),
}

impl Model {
    /// Applies a [`LoadAction`]: the game is replaced, or the notice says why not.
    pub(super) fn apply_load(&mut self, action: LoadAction) -> bool {
        match action {
            LoadAction::Moves(text) => match parse_record(&text, self.settings.rules()) {
                Ok((game, tags)) => {
                    self.keep_for_undo();
                    self.game = game;
                    self.keep_record(tags);
                }
                Err(e) => {
                    self.notice = Some(e.words(&self.texts).into());
                    return true;
                }
            },
            LoadAction::SaveFile(text) => match save::SavedGame::from_json(&text) {
                Ok(saved) => {
                    let notice = super::substitution_notice(&self.texts, &saved);
                    self.keep_for_undo();
                    self.game = saved.game;
                    self.record = None;
                    self.review = None;
                    if let Some(reviews) = saved.review.filter(|r| !r.is_empty()) {
                        self.keep_review(reviews);
                    }
                    self.settings = saved.options.settings;
                    self.sound = saved.options.sound;
                    self.animation = saved.options.animation;
                    self.cores = saved.options.cores;
                    self.event = Event::Loaded;
                    self.notice = notice;
                    self.settle(true);
                    return true;
                }
                Err(e) => {
                    self.notice = Some(super::Notice::FileRefused(e));
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

/// Why a pasted text is no game: the engine's reason for a GGF record, an OBF position or
/// a move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PasteError {
    /// A GGF record that cannot be read.
    Ggf(GgfError),
    /// A position that cannot be set up.
    Start(ObfError),
    /// Moves that cannot be played.
    Moves(MoveListError),
}

impl PasteError {
    /// The sentence for the player, in their language, saying what is wrong and where.
    pub fn words(&self, t: &Texts) -> String {
        match self {
            PasteError::Ggf(e) => t.could_not_load_ggf(&refusals::ggf_error(t, e)),
            PasteError::Start(e) => t.could_not_set_up(&refusals::obf_error(t, e)),
            PasteError::Moves(e) => t.could_not_load_moves(&refusals::move_list_error(t, e)),
        }
    }
}

/// The game a pasted text stands for: a GGF record (`(;GM[Othello]...;)`, read by the
/// engine's [`parse_ggf_record`], with its tags), or a record as Copy gives it (see
/// [`Game::from_record`]): a move list from the start position, or an OBF position followed
/// by the moves played from it, if any.
pub fn parse_record(text: &str, rules: Rules) -> Result<(Game, Option<GgfTags>), PasteError> {
    if text.trim_start().starts_with("(;") {
        return parse_ggf_record(text, rules)
            .map(|(game, tags)| (game, Some(tags)))
            .map_err(PasteError::Ggf);
    }
    Game::from_record(text, rules)
        .map(|game| (game, None))
        .map_err(|e| match e {
            RecordError::Start(e) => PasteError::Start(e),
            RecordError::Moves(e) => PasteError::Moves(e),
        })
}

/// `parse_record` with its error in English words: what is wrong and where.
pub fn parse_game(text: &str, rules: Rules) -> Result<(Game, Option<GgfTags>), String> {
    parse_record(text, rules).map_err(|e| e.words(&Texts::english()))
}
