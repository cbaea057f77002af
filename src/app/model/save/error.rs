//! Why a save file could not be read, in sentences for the player.

use super::{FORMAT, VERSION};
use core::fmt;
use outflank_engine::{MoveListError, ObfError};

/// Why a file could not be loaded. Its `Display` is a sentence for the player (without a
/// leading capital, to follow "Could not load the game: ").
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadError {
    /// The file holds nothing (or only whitespace).
    Empty,
    /// The file is larger than [`super::MAX_BYTES`].
    TooLarge {
        /// Its size.
        bytes: usize,
    },
    /// The text is not JSON.
    NotJson {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// What the JSON parser expected or found.
        detail: String,
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
        /// What it holds, e.g. "a list".
        found: String,
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
        /// What it should hold, e.g. "true or false".
        expected: &'static str,
        /// What it holds, e.g. `the text "yes"`.
        found: String,
    },
    /// A field has the right type but a value that means nothing.
    BadValue {
        /// Its path.
        field: String,
        /// What is wrong, e.g. `must be "human" or "computer", not "robot"`.
        problem: String,
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

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Empty => f.write_str("the file is empty"),
            LoadError::TooLarge { bytes } => write!(
                f,
                "the file is too large to be an Outflank game ({bytes} bytes; a saved game \
                 is a few kilobytes)"
            ),
            LoadError::NotJson {
                line,
                column,
                detail,
            } => write!(
                f,
                "the file is not JSON: {detail} at line {line}, column {column}"
            ),
            LoadError::Truncated { line, column } => write!(
                f,
                "the file is cut short: it ends at line {line}, column {column}, before the \
                 game is complete"
            ),
            LoadError::NotAnObject { found } => write!(
                f,
                "the file is JSON but not an Outflank game: it holds {found} instead of an \
                 object"
            ),
            LoadError::NotOutflank => f.write_str(
                "the file is JSON but not an Outflank game (it has no \"format\" field)",
            ),
            LoadError::WrongFormat(name) => write!(
                f,
                "the file is a \"{name}\" document, not an Outflank game (\"{FORMAT}\")"
            ),
            LoadError::FutureVersion(v) => write!(
                f,
                "the file was made by a newer Outflank, version {v}; this one reads version \
                 {VERSION}. Update the app to load it"
            ),
            LoadError::Missing { field } => write!(f, "the field \"{field}\" is missing"),
            LoadError::WrongType {
                field,
                expected,
                found,
            } => write!(f, "the field \"{field}\" should be {expected}, not {found}"),
            LoadError::BadValue { field, problem } => write!(f, "the field \"{field}\" {problem}"),
            LoadError::BadStart(e) => write!(f, "the start position (\"start\") is wrong: {e}"),
            LoadError::BadMoves(e) => {
                write!(f, "the moves (\"moves\") are not a legal game: {e}")
            }
            LoadError::CursorOutOfRange { cursor, moves } => write!(
                f,
                "the current move (\"cursor\") is {cursor}, but the file records only {moves} \
                 moves"
            ),
            LoadError::TurnMismatch { file, actual } => write!(
                f,
                "the file says the side to move (\"to_move\") is \"{file}\", but after its moves \
                 it is \"{actual}\""
            ),
        }
    }
}

impl std::error::Error for LoadError {}

impl LoadError {
    /// Sorts a JSON parser error into "cut short" and "not JSON", with its position.
    pub(super) fn from_json(e: serde_json::Error) -> LoadError {
        let (line, column) = (e.line(), e.column());
        if e.classify() == serde_json::error::Category::Eof {
            return LoadError::Truncated { line, column };
        }
        let full = e.to_string();
        let suffix = format!(" at line {line} column {column}");
        let detail = full.strip_suffix(&suffix).unwrap_or(&full).to_string();
        LoadError::NotJson {
            line,
            column,
            detail,
        }
    }
}
