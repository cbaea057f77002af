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
//!     "animation": true
//!   }
//! }
//! ```
//!
//! `start` is the start position in OBF, `moves` every recorded move in order with the
//! passes written out (including the moves past the undo `cursor`, which Redo replays),
//! `cursor` the number of moves played, `to_move` whose turn it is at the cursor (`none`
//! once the game is over), and `options` everything the player chose.
//!
//! Reading is all or nothing: [`SavedGame::from_json`] checks the whole document (format
//! and version first, so a newer file is reported as such rather than as a broken one)
//! and returns a [`LoadError`] that says what is wrong and where. The rules are the
//! engine's: the start position goes through [`Position::from_obf`] and the moves through
//! [`parse_moves`], so their messages name the bad character or the illegal move.

use super::settings::{pass_rule_from_key, pass_rule_key, Player, Settings};
use super::Options;
use core::fmt;
use outflank_engine::ai::{level_info, levels};
use outflank_engine::{
    parse_moves, Color, Game, Move, MoveListError, ObfError, Position, Rules, Status,
};
use serde_json::{Map, Value};

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
}

/// Why a file could not be loaded. Its `Display` is a sentence for the player (without a
/// leading capital, to follow "Could not load the game: ").
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadError {
    /// The file holds nothing (or only whitespace).
    Empty,
    /// The file is larger than [`MAX_BYTES`].
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
    /// A computer level this version does not have.
    UnknownLevel {
        /// The colour it plays.
        color: Color,
        /// The level id.
        level: u8,
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
            LoadError::UnknownLevel { color, level } => write!(
                f,
                "{color} is played by computer level {level}, which this version of Outflank \
                 does not have (its levels are {})",
                level_list()
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

/// The level ids, e.g. "0, 1, 2, 3, 4 and 5".
fn level_list() -> String {
    let ids: Vec<String> = levels().iter().map(|l| l.id.to_string()).collect();
    match ids.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `to_move`: `black`, `white` or `none` once the game is over.
fn to_move_key(game: &Game) -> &'static str {
    match game.status() {
        Status::GameOver => "none",
        _ => game.position().turn.name(),
    }
}

/// A player as the document writes it (an object on its own lines, as
/// `serde_json::to_string_pretty` would at this depth).
fn player_json(p: Player) -> String {
    match p {
        Player::Human => "{\n      \"player\": \"human\"\n    }".to_string(),
        Player::Computer { level } => {
            format!("{{\n      \"player\": \"computer\",\n      \"level\": {level}\n    }}")
        }
    }
}

impl SavedGame {
    /// `game` with `options`; the game's rules are set to those of the options.
    pub fn new(mut game: Game, options: Options) -> SavedGame {
        game.set_rules(options.settings.rules());
        SavedGame { game, options }
    }

    /// The document, pretty-printed, ending with a newline.
    pub fn to_json(&self) -> String {
        // Written by hand, not with serde: every value is a number, a boolean or a text
        // of OBF and move characters that needs no escaping, and the app then carries no
        // JSON serialiser. The layout is serde_json's pretty one (a test checks).
        let s = &self.options.settings;
        let moves: Vec<String> = self.game.all_moves().iter().map(Move::to_string).collect();
        format!(
            "{{\n  \"format\": \"{FORMAT}\",\n  \"version\": {VERSION},\n  \"start\": \"{}\",\n  \
             \"moves\": \"{}\",\n  \"cursor\": {},\n  \"to_move\": \"{}\",\n  \"options\": {{\n    \
             \"black\": {},\n    \"white\": {},\n    \"show_legal_moves\": {},\n    \
             \"show_stable_discs\": {},\n    \"pass_rule\": \"{}\",\n    \"sound\": {},\n    \"animation\": {}\n  }}\n}}\n",
            self.game.start().to_obf(),
            moves.join(" "),
            self.game.ply(),
            to_move_key(&self.game),
            player_json(s.black),
            player_json(s.white),
            s.show_legal,
            s.show_stable,
            pass_rule_key(s.pass_rule),
            self.options.sound,
            self.options.animation,
        )
    }

    /// A file name for the download, e.g. `outflank-move-23.json` (the number of the move
    /// about to be played).
    pub fn file_name(&self) -> String {
        format!("outflank-move-{}.json", self.game.ply() + 1)
    }

    /// Reads a document written by [`SavedGame::to_json`] (or by hand). Checks everything
    /// before returning, so an error leaves nothing half-loaded.
    pub fn from_json(text: &str) -> Result<SavedGame, LoadError> {
        if text.len() > MAX_BYTES {
            return Err(LoadError::TooLarge { bytes: text.len() });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim().is_empty() {
            return Err(LoadError::Empty);
        }
        let value: Value = serde_json::from_str(text).map_err(json_error)?;
        let Value::Object(map) = &value else {
            return Err(LoadError::NotAnObject {
                found: describe(&value),
            });
        };
        let root = Obj { map, path: "" };
        match map.get("format") {
            None => return Err(LoadError::NotOutflank),
            Some(_) => {
                let format = root.str("format")?;
                if format != FORMAT {
                    return Err(LoadError::WrongFormat(format.to_string()));
                }
            }
        }
        let version = root.uint("version", "a whole number")?;
        if version > VERSION {
            return Err(LoadError::FutureVersion(version));
        }
        if version == 0 {
            return Err(LoadError::BadValue {
                field: "version".to_string(),
                problem: "must be 1 or more, not 0".to_string(),
            });
        }

        let start_text = root.str("start")?;
        let moves_text = root.str("moves")?;
        let cursor = root.uint("cursor", "a whole number")?;
        let to_move = root.str("to_move")?;
        let opts = root.obj("options")?;
        let black = opts.player("black")?;
        let white = opts.player("white")?;
        let show_legal = opts.bool("show_legal_moves")?;
        // Added within version 1: files written before it have no such field.
        let show_stable = match opts.map.get("show_stable_discs") {
            None => false,
            Some(_) => opts.bool("show_stable_discs")?,
        };
        let rule_text = opts.str("pass_rule")?;
        let pass_rule = pass_rule_from_key(rule_text).ok_or_else(|| LoadError::BadValue {
            field: "options.pass_rule".to_string(),
            problem: format!("must be \"pass\" or \"gameover\", not \"{rule_text}\""),
        })?;
        let sound = opts.bool("sound")?;
        let animation = opts.bool("animation")?;
        if !matches!(to_move, "black" | "white" | "none") {
            return Err(LoadError::BadValue {
                field: "to_move".to_string(),
                problem: format!("must be \"black\", \"white\" or \"none\", not \"{to_move}\""),
            });
        }

        let start = Position::from_obf(start_text).map_err(LoadError::BadStart)?;
        // Every move legal under "the game ends" is legal under WOF, and a game whose rule
        // changed midway may hold passes: replay under WOF, set the saved rule after.
        let moves = parse_moves(moves_text, start, Rules::WOF).map_err(LoadError::BadMoves)?;
        let mut game = Game::new(start, Rules::WOF);
        for mv in moves {
            if game.try_play(mv).is_err() {
                unreachable!("parse_moves checked each move in the position it is played in");
            }
        }
        let recorded = game.all_moves().len();
        let in_range = usize::try_from(cursor).is_ok_and(|c| game.go_to(c));
        if !in_range {
            return Err(LoadError::CursorOutOfRange {
                cursor,
                moves: recorded,
            });
        }
        for (color, player) in [(Color::Black, black), (Color::White, white)] {
            if let Player::Computer { level } = player {
                if level_info(level).is_none() {
                    return Err(LoadError::UnknownLevel { color, level });
                }
            }
        }
        let settings = Settings {
            black,
            white,
            show_legal,
            show_stable,
            pass_rule,
        };
        game.set_rules(settings.rules());
        let actual = to_move_key(&game);
        if to_move != actual {
            return Err(LoadError::TurnMismatch {
                file: to_move.to_string(),
                actual,
            });
        }
        Ok(SavedGame {
            game,
            options: Options {
                settings,
                sound,
                animation,
            },
        })
    }
}

/// Sorts a JSON parser error into "cut short" and "not JSON", with its position.
fn json_error(e: serde_json::Error) -> LoadError {
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

/// What a JSON value is, for messages: `null`, `true`, `the number 3`, `the text "x"`,
/// `a list`, `an object`.
fn describe(v: &Value) -> String {
    match v {
        Value::Null => "null".to_string(),
        Value::Bool(b) => b.to_string(),
        // Integers only: formatting a float would bring its (large) code into the app.
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => format!("the number {i}"),
            (_, Some(u)) => format!("the number {u}"),
            _ => "a number with a fraction".to_string(),
        },
        Value::String(s) if s.chars().count() > 40 => {
            let head: String = s.chars().take(40).collect();
            format!("the text \"{head}…\"")
        }
        Value::String(s) => format!("the text \"{s}\""),
        Value::Array(_) => "a list".to_string(),
        Value::Object(_) => "an object".to_string(),
    }
}

/// A JSON object and its path in the document, for reading fields with precise errors.
struct Obj<'a> {
    map: &'a Map<String, Value>,
    path: &'a str,
}

impl<'a> Obj<'a> {
    fn path_of(&self, name: &str) -> String {
        if self.path.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.path)
        }
    }

    fn get(&self, name: &str) -> Result<&'a Value, LoadError> {
        self.map.get(name).ok_or_else(|| LoadError::Missing {
            field: self.path_of(name),
        })
    }

    fn wrong(&self, name: &str, expected: &'static str, v: &Value) -> LoadError {
        LoadError::WrongType {
            field: self.path_of(name),
            expected,
            found: describe(v),
        }
    }

    fn str(&self, name: &str) -> Result<&'a str, LoadError> {
        let v = self.get(name)?;
        v.as_str().ok_or_else(|| self.wrong(name, "text", v))
    }

    fn bool(&self, name: &str) -> Result<bool, LoadError> {
        let v = self.get(name)?;
        v.as_bool()
            .ok_or_else(|| self.wrong(name, "true or false", v))
    }

    fn uint(&self, name: &str, expected: &'static str) -> Result<u64, LoadError> {
        let v = self.get(name)?;
        v.as_u64().ok_or_else(|| self.wrong(name, expected, v))
    }

    /// A nested object of the top level (its path is its name).
    fn obj(&self, name: &'static str) -> Result<Obj<'a>, LoadError> {
        debug_assert!(self.path.is_empty());
        let v = self.get(name)?;
        match v {
            Value::Object(map) => Ok(Obj { map, path: name }),
            _ => Err(self.wrong(name, "an object", v)),
        }
    }

    /// `{"player": "human"}` or `{"player": "computer", "level": 2}`.
    fn player(&self, name: &'static str) -> Result<Player, LoadError> {
        let v = self.get(name)?;
        let Value::Object(map) = v else {
            return Err(self.wrong(name, "an object such as {\"player\": \"human\"}", v));
        };
        let path = self.path_of(name);
        let inner = Obj { map, path: &path };
        match inner.str("player")? {
            "human" => Ok(Player::Human),
            "computer" => {
                let level = inner.uint("level", "a level id (a whole number)")?;
                let level = u8::try_from(level).map_err(|_| LoadError::BadValue {
                    field: inner.path_of("level"),
                    problem: format!("must be a level id from 0 to 255, not {level}"),
                })?;
                Ok(Player::Computer { level })
            }
            other => Err(LoadError::BadValue {
                field: inner.path_of("player"),
                problem: format!("must be \"human\" or \"computer\", not \"{other}\""),
            }),
        }
    }
}

#[cfg(test)]
#[path = "save_tests/mod.rs"]
mod tests;
