//! The save file's document as serde types, in the order its fields are written; serde
//! writes it (see [`super::SavedGame::to_json`]).

use super::{SavedGame, FORMAT, VERSION};
use crate::app::model::settings::{pass_rule_key, Player};
use outflank_engine::{Game, Move, Status};
use serde::Serialize;

/// The whole document.
#[derive(Serialize)]
pub(super) struct Document {
    /// Always [`FORMAT`].
    format: &'static str,
    /// [`VERSION`].
    version: u64,
    /// The start position in OBF.
    start: String,
    /// Every recorded move, passes written out, separated by spaces.
    moves: String,
    /// How many of the moves are played (Redo replays the rest).
    cursor: usize,
    /// `black`, `white` or `none` once the game is over.
    to_move: &'static str,
    /// Everything the player chose.
    options: OptionsDocument,
    /// The review of the first moves, if the game was reviewed.
    #[serde(skip_serializing_if = "Option::is_none")]
    review: Option<Vec<ReviewDocument>>,
    /// The record's tags, if the game is a record between two other people.
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<RecordDocument>,
}

/// A record's tags (GGF's `PB`, `PW`, `PC`, `DT`, `RE`).
#[derive(Serialize)]
struct RecordDocument {
    black: String,
    white: String,
    place: String,
    date: String,
    result: String,
}

/// One move's review: the move played and who played it are the game's.
#[derive(Serialize)]
struct ReviewDocument {
    best: String,
    best_discs: i8,
    played_discs: i8,
    exact: bool,
    depth: u8,
}

/// The document's `options`.
#[derive(Serialize)]
struct OptionsDocument {
    black: PlayerDocument,
    white: PlayerDocument,
    show_legal_moves: bool,
    show_stable_discs: bool,
    /// `pass` or `gameover`.
    pass_rule: &'static str,
    sound: bool,
    animation: bool,
    /// The "Cores" chosen; left out while the device's default applies.
    #[serde(skip_serializing_if = "Option::is_none")]
    cores: Option<u8>,
}

/// Who plays a colour: `{"player": "human"}` or `{"player": "computer", "level": 2}`.
#[derive(Serialize)]
#[serde(tag = "player", rename_all = "lowercase")]
enum PlayerDocument {
    Human,
    Computer { level: u8 },
}

impl From<Player> for PlayerDocument {
    fn from(player: Player) -> PlayerDocument {
        match player {
            Player::Human => PlayerDocument::Human,
            Player::Computer { level } => PlayerDocument::Computer { level },
        }
    }
}

/// `to_move`: `black`, `white` or `none` once the game is over.
pub(super) fn to_move_key(game: &Game) -> &'static str {
    match game.status() {
        Status::GameOver => "none",
        _ => game.position().turn.name(),
    }
}

impl Document {
    /// The document of `saved`.
    pub fn new(saved: &SavedGame) -> Document {
        let s = &saved.options.settings;
        let moves: Vec<String> = saved.game.all_moves().iter().map(Move::to_string).collect();
        Document {
            format: FORMAT,
            version: VERSION,
            start: saved.game.start().to_obf(),
            moves: moves.join(" "),
            cursor: saved.game.ply(),
            to_move: to_move_key(&saved.game),
            options: OptionsDocument {
                black: s.black.into(),
                white: s.white.into(),
                show_legal_moves: s.show_legal,
                show_stable_discs: s.show_stable,
                pass_rule: pass_rule_key(s.pass_rule),
                sound: saved.options.sound,
                animation: saved.options.animation,
                cores: saved.options.cores,
            },
            review: saved.review.as_ref().map(|reviews| {
                reviews
                    .iter()
                    .map(|r| ReviewDocument {
                        best: r.best.to_string(),
                        best_discs: r.best_discs,
                        played_discs: r.played_discs,
                        exact: r.exact,
                        depth: r.depth,
                    })
                    .collect()
            }),
            record: saved.record.as_ref().map(|tags| RecordDocument {
                black: tags.black.clone(),
                white: tags.white.clone(),
                place: tags.place.clone(),
                date: tags.date.clone(),
                result: tags.result.clone(),
            }),
        }
    }
}
