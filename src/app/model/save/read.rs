//! Reading a save file: the JSON parsed by serde_json, then every field checked in order
//! (format and version first), each wrong one named with its path, what it should hold
//! and what it holds. The game itself is checked by the engine.

use super::document::to_move_key;
use super::error::{Expected, JsonKind, LoadError, Problem};
use super::{LevelSubstitution, Options, SavedGame, FORMAT, MAX_BYTES, VERSION};
use crate::app::model::settings::{pass_rule_from_key, Player, Settings};
use outflank_engine::ai::analysis::MoveReview;
use outflank_engine::ai::Level;
use outflank_engine::{parse_moves, Color, Game, GgfTags, Move, Position, Rules, Square};
use serde_json::{Map, Value};

/// Reads a save file's text; see [`SavedGame::from_json`].
pub(super) fn saved_game(text: &str) -> Result<SavedGame, LoadError> {
    if text.len() > MAX_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len() });
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let value: Value = serde_json::from_str(text).map_err(LoadError::from_json)?;
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
    let version = root.uint("version", Expected::WholeNumber)?;
    if version > VERSION {
        return Err(LoadError::FutureVersion(version));
    }
    if version == 0 {
        return Err(LoadError::BadValue {
            field: "version".to_string(),
            problem: Problem::VersionZero,
        });
    }

    let start_text = root.str("start")?;
    let moves_text = root.str("moves")?;
    let cursor = root.uint("cursor", Expected::WholeNumber)?;
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
        problem: Problem::PassRule(rule_text.to_string()),
    })?;
    let sound = opts.bool("sound")?;
    let animation = opts.bool("animation")?;
    // Added within version 1: absent, the device's default applies.
    let cores = match opts.map.get("cores") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .filter(|n| (1..=crate::protocol::MAX_CORES).contains(n))
                .ok_or_else(|| {
                    opts.wrong("cores", Expected::Cores(crate::protocol::MAX_CORES), v)
                })?,
        ),
    };
    if !matches!(to_move, "black" | "white" | "none") {
        return Err(LoadError::BadValue {
            field: "to_move".to_string(),
            problem: Problem::ToMove(to_move.to_string()),
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
    // A level this version does not have (the file is from another version) is replaced
    // by the nearest one, and the player told.
    let mut substitutions = Vec::new();
    let mut substitute = |color: Color, player: Player| match player {
        Player::Computer { level } if Level::try_from(level).is_err() => {
            let playing = Level::nearest(level).id();
            substitutions.push(LevelSubstitution {
                color,
                named: level,
                playing,
            });
            Player::Computer { level: playing }
        }
        other => other,
    };
    let black = substitute(Color::Black, black);
    let white = substitute(Color::White, white);
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
    // Added within version 1: absent, the game was not reviewed.
    let review = match map.get("review") {
        None => None,
        Some(v) => Some(read_review(&root, v, &game)?),
    };
    // Added within version 1: absent, the game is not a record between two other people.
    let record = match map.get("record") {
        None => None,
        Some(v) => Some(read_record(&root, v)?),
    };
    Ok(SavedGame {
        game,
        options: Options {
            settings,
            sound,
            animation,
            cores,
        },
        substitutions,
        review,
        record,
    })
}

/// The longest text a record's tag may hold: a name, a place, a date or a result.
const MAX_TAG_CHARS: usize = 200;

/// `record`: the tags of a record between two other people, each text (absent: empty).
fn read_record(root: &Obj, v: &Value) -> Result<GgfTags, LoadError> {
    let Value::Object(map) = v else {
        return Err(root.wrong("record", Expected::ObjectLike("{\"black\": \"Tamaki\"}"), v));
    };
    let o = Obj {
        map,
        path: "record",
    };
    let tag = |name: &str| -> Result<String, LoadError> {
        if !map.contains_key(name) {
            return Ok(String::new());
        }
        let text = o.str(name)?;
        if text.chars().count() > MAX_TAG_CHARS {
            return Err(LoadError::BadValue {
                field: o.path_of(name),
                problem: Problem::TooLong(MAX_TAG_CHARS),
            });
        }
        Ok(text.to_string())
    };
    Ok(GgfTags {
        black: tag("black")?,
        white: tag("white")?,
        place: tag("place")?,
        date: tag("date")?,
        result: tag("result")?,
    })
}

/// `review`: one object a move played, from the first, each best move legal where the move
/// was played.
fn read_review(root: &Obj, v: &Value, game: &Game) -> Result<Vec<MoveReview>, LoadError> {
    let Value::Array(items) = v else {
        return Err(root.wrong("review", Expected::List, v));
    };
    if items.len() > game.ply() {
        return Err(LoadError::BadValue {
            field: "review".to_string(),
            problem: Problem::ReviewTooLong {
                reviewed: items.len(),
                played: game.ply(),
            },
        });
    }
    let mut reviews = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let path = format!("review[{i}]");
        let Value::Object(map) = item else {
            return Err(LoadError::WrongType {
                field: path,
                expected: Expected::Object,
                found: describe(item),
            });
        };
        let o = Obj { map, path: &path };
        let position = game.position_at(i).expect("a move played");
        let best_text = o.str("best")?;
        let best = match best_text {
            "pass" => Some(Move::Pass),
            square => square.parse::<Square>().ok().map(Move::Place),
        }
        .filter(|&mv| position.is_legal(mv, Rules::WOF))
        .ok_or_else(|| LoadError::BadValue {
            field: o.path_of("best"),
            problem: Problem::BestNotLegal(best_text.to_string()),
        })?;
        let discs = |name: &str| {
            let v = o.get(name)?;
            v.as_i64()
                .filter(|d| (-64..=64).contains(d))
                .map(|d| d as i8)
                .ok_or_else(|| o.wrong(name, Expected::Discs, v))
        };
        let depth = o.uint("depth", Expected::Depth)?;
        reviews.push(MoveReview {
            mover: position.turn,
            played: game.all_moves()[i],
            best,
            best_discs: discs("best_discs")?,
            played_discs: discs("played_discs")?,
            exact: o.bool("exact")?,
            depth: u8::try_from(depth).unwrap_or(u8::MAX),
        });
    }
    Ok(reviews)
}

/// What a JSON value is, for a refusal.
fn describe(v: &Value) -> JsonKind {
    match v {
        Value::Null => JsonKind::Null,
        Value::Bool(b) => JsonKind::Bool(*b),
        // Integers only: formatting a float would bring its (large) code into the app.
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => JsonKind::Number(i.to_string()),
            (_, Some(u)) => JsonKind::Number(u.to_string()),
            _ => JsonKind::Fraction,
        },
        Value::String(s) if s.chars().count() > 40 => {
            let head: String = s.chars().take(40).collect();
            JsonKind::Text(format!("{head}…"))
        }
        Value::String(s) => JsonKind::Text(s.clone()),
        Value::Array(_) => JsonKind::List,
        Value::Object(_) => JsonKind::Object,
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

    fn wrong(&self, name: &str, expected: Expected, v: &Value) -> LoadError {
        LoadError::WrongType {
            field: self.path_of(name),
            expected,
            found: describe(v),
        }
    }

    fn str(&self, name: &str) -> Result<&'a str, LoadError> {
        let v = self.get(name)?;
        v.as_str()
            .ok_or_else(|| self.wrong(name, Expected::Text, v))
    }

    fn bool(&self, name: &str) -> Result<bool, LoadError> {
        let v = self.get(name)?;
        v.as_bool()
            .ok_or_else(|| self.wrong(name, Expected::Bool, v))
    }

    fn uint(&self, name: &str, expected: Expected) -> Result<u64, LoadError> {
        let v = self.get(name)?;
        v.as_u64().ok_or_else(|| self.wrong(name, expected, v))
    }

    /// A nested object of the top level (its path is its name).
    fn obj(&self, name: &'static str) -> Result<Obj<'a>, LoadError> {
        debug_assert!(self.path.is_empty());
        let v = self.get(name)?;
        match v {
            Value::Object(map) => Ok(Obj { map, path: name }),
            _ => Err(self.wrong(name, Expected::Object, v)),
        }
    }

    /// `{"player": "human"}` or `{"player": "computer", "level": 2}`.
    fn player(&self, name: &'static str) -> Result<Player, LoadError> {
        let v = self.get(name)?;
        let Value::Object(map) = v else {
            return Err(self.wrong(name, Expected::ObjectLike("{\"player\": \"human\"}"), v));
        };
        let path = self.path_of(name);
        let inner = Obj { map, path: &path };
        match inner.str("player")? {
            "human" => Ok(Player::Human),
            "computer" => {
                let level = inner.uint("level", Expected::LevelId)?;
                let level = u8::try_from(level).map_err(|_| LoadError::BadValue {
                    field: inner.path_of("level"),
                    problem: Problem::LevelOutOfRange(level),
                })?;
                Ok(Player::Computer { level })
            }
            other => Err(LoadError::BadValue {
                field: inner.path_of("player"),
                problem: Problem::PlayerKind(other.to_string()),
            }),
        }
    }
}
