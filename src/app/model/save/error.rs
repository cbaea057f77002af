//! Why a save file could not be read: a reason with its arguments, made a sentence in the
//! player's language when it is shown ([`LoadError::words`]).

use super::{FORMAT, VERSION};
use crate::app::model::refusals;
use crate::i18n::Texts;
#[cfg(test)]
use core::fmt;
use outflank_engine::{MoveListError, ObfError};

/// Why a file could not be loaded; [`LoadError::words`] says it in the player's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadError {
    /// The file holds nothing (or only whitespace).
    Empty,
    /// The browser could not read the file.
    Unreadable,
    /// The file is larger than [`super::MAX_BYTES`].
    TooLarge {
        /// Its size.
        bytes: usize,
    },
    /// The text is not JSON (the JSON parser's own reason is English: only where).
    NotJson {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
    },
    /// The JSON ends before the document is complete.
    Truncated {
        /// 1-based line where the text ends.
        line: usize,
        /// 1-based column where the text ends.
        column: usize,
    },
    /// Valid JSON, but not an object (e.g. a list or a number).
    NotAnObject {
        /// What it holds, e.g. a list.
        found: JsonKind,
    },
    /// An object without a `format`: some other JSON file.
    NotOutflank,
    /// A `format` other than [`FORMAT`].
    WrongFormat(String),
    /// A version newer than [`VERSION`].
    FutureVersion(u64),
    /// A field is absent.
    Missing {
        /// Its path, e.g. `options.white.level`.
        field: String,
    },
    /// A field holds the wrong kind of value.
    WrongType {
        /// Its path.
        field: String,
        /// What it should hold, e.g. true or false.
        expected: Expected,
        /// What it holds, e.g. the text "yes".
        found: JsonKind,
    },
    /// A field has the right type but a value that means nothing.
    BadValue {
        /// Its path.
        field: String,
        /// What is wrong, e.g. it is neither "human" nor "computer" but "robot".
        problem: Problem,
    },
    /// The start position is not valid OBF.
    BadStart(ObfError),
    /// The moves are not a legal game from the start position.
    BadMoves(MoveListError),
    /// The cursor is past the last recorded move.
    CursorOutOfRange {
        /// The cursor in the file.
        cursor: u64,
        /// How many moves the file records.
        moves: usize,
    },
    /// `to_move` disagrees with the position the moves lead to.
    TurnMismatch {
        /// What the file says.
        file: String,
        /// What the moves give.
        actual: &'static str,
    },
}

impl LoadError {
    /// The reason for the player in `t`'s language (without a leading capital, to follow
    /// "Could not load the game: "): the file's own words (a field's path, a value it
    /// holds) quoted as they are, everything else a message of the catalog (`load-*`).
    pub fn words(&self, t: &Texts) -> String {
        match self {
            LoadError::Empty => t.load_empty(),
            LoadError::Unreadable => t.load_file_unreadable(),
            LoadError::TooLarge { bytes } => t.load_too_large(*bytes as i64),
            LoadError::NotJson { line, column } => t.load_not_json(*line as i64, *column as i64),
            LoadError::Truncated { line, column } => t.load_truncated(*line as i64, *column as i64),
            LoadError::NotAnObject { found } => t.load_not_an_object(&found.words(t)),
            LoadError::NotOutflank => t.load_not_outflank(),
            LoadError::WrongFormat(name) => t.load_wrong_format(name, FORMAT),
            LoadError::FutureVersion(v) => t.load_future_version(*v as i64, VERSION as i64),
            LoadError::Missing { field } => t.load_missing(field),
            LoadError::WrongType {
                field,
                expected,
                found,
            } => t.load_wrong_type(field, &expected.words(t), &found.words(t)),
            LoadError::BadValue { field, problem } => problem.words(t, field),
            LoadError::BadStart(e) => t.load_bad_start(&refusals::obf_error(t, e)),
            LoadError::BadMoves(e) => t.load_bad_moves(&refusals::move_list_error(t, e)),
            LoadError::CursorOutOfRange { cursor, moves } => {
                t.load_cursor(*cursor as i64, *moves as i64)
            }
            LoadError::TurnMismatch { file, actual } => t.load_turn(file, actual),
        }
    }
}

/// The English words, for the tests' messages.
#[cfg(test)]
impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Texts::english()))
    }
}

/// What a JSON value is, for a refusal: `null`, `true`, `the number 3`, `the text "x"`, …
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum JsonKind {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number, in digits.
    Number(String),
    /// A number with a fraction.
    Fraction,
    /// A text: its first 40 characters, `…` after them when it is longer.
    Text(String),
    /// A list.
    List,
    /// An object.
    Object,
}

impl JsonKind {
    fn words(&self, t: &Texts) -> String {
        match self {
            // JSON's own words.
            JsonKind::Null => "null".to_string(),
            JsonKind::Bool(b) => b.to_string(),
            JsonKind::Number(n) => t.load_found_number(n),
            JsonKind::Fraction => t.load_found_fraction(),
            JsonKind::Text(text) => t.load_found_text(text),
            JsonKind::List => t.load_found_list(),
            JsonKind::Object => t.load_found_object(),
        }
    }
}

/// What a field should hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expected {
    /// Text.
    Text,
    /// `true` or `false`.
    Bool,
    /// A whole number.
    WholeNumber,
    /// An object.
    Object,
    /// An object, such as this example.
    ObjectLike(&'static str),
    /// A list.
    List,
    /// A number of cores from 1 to this.
    Cores(u8),
    /// A number of discs from -64 to 64.
    Discs,
    /// A depth in plies.
    Depth,
    /// A level's id.
    LevelId,
}

impl Expected {
    fn words(self, t: &Texts) -> String {
        match self {
            Expected::Text => t.load_expected_text(),
            Expected::Bool => t.load_expected_bool(),
            Expected::WholeNumber => t.load_expected_whole_number(),
            Expected::Object => t.load_expected_object(),
            Expected::ObjectLike(example) => t.load_expected_object_like(example),
            Expected::List => t.load_expected_list(),
            Expected::Cores(max) => t.load_expected_cores(i64::from(max)),
            Expected::Discs => t.load_expected_discs(),
            Expected::Depth => t.load_expected_depth(),
            Expected::LevelId => t.load_expected_level_id(),
        }
    }
}

/// What is wrong with a field of the right type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// The version is 0.
    VersionZero,
    /// `options.pass_rule` is neither `pass` nor `gameover`, but this.
    PassRule(String),
    /// `to_move` is neither `black`, `white` nor `none`, but this.
    ToMove(String),
    /// A player is neither `human` nor `computer`, but this.
    PlayerKind(String),
    /// A level id over 255.
    LevelOutOfRange(u64),
    /// A record's tag longer than this many characters.
    TooLong(usize),
    /// More moves reviewed than played.
    ReviewTooLong {
        /// How many are reviewed.
        reviewed: usize,
        /// How many are played.
        played: usize,
    },
    /// A review's best move is not a legal move of its position: what it says.
    BestNotLegal(String),
}

impl Problem {
    fn words(&self, t: &Texts, field: &str) -> String {
        match self {
            Problem::VersionZero => t.load_version_zero(field),
            Problem::PassRule(found) => t.load_pass_rule(field, found),
            Problem::ToMove(found) => t.load_to_move(field, found),
            Problem::PlayerKind(found) => t.load_player_kind(field, found),
            Problem::LevelOutOfRange(level) => t.load_level_range(field, *level as i64),
            Problem::TooLong(max) => t.load_too_long(field, *max as i64),
            Problem::ReviewTooLong { reviewed, played } => {
                t.load_review_too_long(field, *reviewed as i64, *played as i64)
            }
            Problem::BestNotLegal(found) => t.load_best_not_legal(field, found),
        }
    }
}

impl LoadError {
    /// Sorts a JSON parser error into "cut short" and "not JSON", with its position.
    pub(super) fn from_json(e: serde_json::Error) -> LoadError {
        let (line, column) = (e.line(), e.column());
        if e.classify() == serde_json::error::Category::Eof {
            return LoadError::Truncated { line, column };
        }
        LoadError::NotJson { line, column }
    }
}
