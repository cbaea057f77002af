//! Save files: the exact state of a match as a small, versioned JSON document that the
//! player downloads and loads later (and that can serve as the resume record too).
//!
//! ```json
//! {
//!   "format": "outflank-game",
//!   "version": 1,
//!   "start": "---------------------------OX------XO--------------------------- X",
//!   "moves": "f5 d6 c3",
//!   "cursor": 2,
//!   "to_move": "black",
//!   "options": {
//!     "black": { "player": "human" },
//!     "white": { "player": "computer", "level": 2 },
//!     "show_legal_moves": true,
//!     "show_stable_discs": false,
//!     "pass_rule": "pass",
//!     "sound": true,
//!     "animation": true,
//!     "cores": 2
//!   }
//! }
//! ```
//!
//! `start` is the start position in OBF, `moves` every recorded move in order with the
//! passes written out (including the moves past the undo `cursor`, which Redo replays),
//! `cursor` the number of moves played, `to_move` whose turn it is at the cursor (`none`
//! once the game is over), and `options` everything the player chose (`cores` only once
//! the player chose it: 1 to 64, capped by the device that loads it). A reviewed game also
//! has `review`: its first moves' reviews in order, each
//! `{"best": "g1", "best_discs": 7, "played_discs": -25, "exact": true, "depth": 0}`
//! (`best` a square or `pass`, legal where the move was played; the discs from -64 to 64);
//! earlier versions of the app ignore the field. A game loaded as a record between two
//! other people (a GGF record naming its players, or a finished game pasted) has
//! `record`: `{"black": "Tamaki", "white": "Brightwell", "place": "Paris", "date":
//! "2026.11.27", "result": "+20.000"}`, the record's tags (each field may be absent or
//! empty); earlier versions of the app ignore it too.
//!
//! serde writes the document from its types (`document`). Reading (`read`) is all or
//! nothing: [`SavedGame::from_json`] checks the whole document (format and version first,
//! so a newer file is reported as such rather than as a broken one) and returns a
//! [`LoadError`] that says what is wrong and where. The rules are the engine's: the start
//! position goes through `Position::from_obf` and the moves through `parse_moves`, so
//! their messages name the bad character or the illegal move.

mod document;
mod error;
mod read;

pub use error::{Expected, JsonKind, LoadError, Problem};

use super::describe::colour_name;
use super::Options;
use crate::i18n::Texts;
use document::Document;
use outflank_engine::ai::analysis::MoveReview;
use outflank_engine::{Color, Game, GgfTags};

/// The `format` of every saved game.
pub const FORMAT: &str = "outflank-game";
/// The version this Outflank writes and the newest it reads.
pub const VERSION: u64 = 1;
/// Files larger than this are refused unread: a whole game is under 2 kB.
pub const MAX_BYTES: usize = 256 * 1024;
/// The media type of a saved game (for the download).
pub const MEDIA_TYPE: &str = "application/json";

/// A game and the options it was played with, as saved in a file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SavedGame {
    /// The game: start position, every move (passes included) and the undo cursor. Its
    /// rules are always those of `options`.
    pub game: Game,
    /// The options.
    pub options: Options,
    /// The review of the game's first moves, one a move, if it was reviewed (the field
    /// `review`, added within version 1: earlier versions of the app ignore it).
    pub review: Option<Vec<MoveReview>>,
    /// The tags of the record between two other people the game was loaded from, while it
    /// is that game (the field `record`, added within version 1).
    pub record: Option<GgfTags>,
    /// The levels the file named that this version does not have, each replaced by the
    /// nearest one (not written: what a load tells the player).
    pub substitutions: Vec<LevelSubstitution>,
}

/// A computer level a file named that this version does not have, and the one that plays
/// in its place ([`outflank_engine::ai::Level::nearest`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LevelSubstitution {
    /// The side it plays.
    pub color: Color,
    /// The id in the file.
    pub named: u8,
    /// The level that plays instead.
    pub playing: u8,
}

impl LevelSubstitution {
    /// What the player is told, in `t`'s language: "White was computer level 20, which
    /// this version of Outflank does not have: Ember, the nearest level, plays instead."
    pub fn notice(&self, t: &Texts) -> String {
        t.level_substituted(
            &colour_name(t, self.color),
            i64::from(self.named),
            &t.level_name(i64::from(self.playing)),
        )
    }
}

impl SavedGame {
    /// `game` with `options`; the game's rules are set to those of the options.
    pub fn new(mut game: Game, options: Options) -> SavedGame {
        game.set_rules(options.settings.rules());
        SavedGame {
            game,
            options,
            substitutions: Vec::new(),
            review: None,
            record: None,
        }
    }

    /// The document, pretty-printed, ending with a newline.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(&Document::new(self))
            .expect("a document of text, numbers and booleans always serialises");
        text.push('\n');
        text
    }

    /// A file name for the download, e.g. `outflank-move-23.json` (the number of the move
    /// about to be played).
    pub fn file_name(&self) -> String {
        format!("outflank-move-{}.json", self.game.ply() + 1)
    }

    /// Reads a document written by [`SavedGame::to_json`] (or by hand). Checks everything
    /// before returning, so an error leaves nothing half-loaded.
    pub fn from_json(text: &str) -> Result<SavedGame, LoadError> {
        read::saved_game(text)
    }
}

#[cfg(test)]
mod tests;
