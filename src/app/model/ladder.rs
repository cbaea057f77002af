//! The player on the levels' ladder: their rating on the levels' Elo scale (a first-timer
//! is 1000, see `outflank_engine::ai::LevelInfo::rating`), updated after each finished
//! game against one computer, and the next opponent suggested: the level above after a
//! win, the one below after two losses in a row ([`LadderAction`]), as long as that
//! game is on the board.
//!
//! The [`Standing`] is kept in the browser's storage apart from the game (it survives a
//! new game, a loaded file, a reload and an update); [`Standing::from_json`] refuses a
//! document it cannot read with a typed reason ([`StandingError`]), and the player starts
//! again at 1000.

use super::{Event, Model, Player, SettingAction, StandingError};
use outflank_engine::ai::{levels, Level};
use outflank_engine::{Color, Game, Move};
use serde_json::{Map, Value};

/// Where everybody starts: a first-timer's rating.
pub const START_RATING: f64 = 1000.0;

/// The player's rating and the games behind it.
// Read and written through `serde_json::Value`, as the save file is: a derived
// deserializer would add its own code to the app's WebAssembly.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Standing {
    /// The rating.
    rating: f64,
    /// Rated games so far.
    games: u32,
    /// Games lost in a row, up to the last one.
    losses_in_a_row: u32,
    /// A fingerprint of the last rated game, so that the same ending (after an undo and
    /// the same moves again, or a reload) is not rated twice.
    last_rated: Option<u64>,
    /// The last game's change of rating, for the result.
    last_change: Option<f64>,
    /// The last rated game's level and the player's score (1, ½ or 0): what the
    /// suggestion of the next opponent is made from, after a reload too.
    last_game: Option<(u8, f64)>,
}

impl Default for Standing {
    fn default() -> Standing {
        Standing {
            rating: START_RATING,
            games: 0,
            losses_in_a_row: 0,
            last_rated: None,
            last_change: None,
            last_game: None,
        }
    }
}

// Its numbers are always finite (`from_json` refuses others, an update clamps), so
// equality is an equivalence and the model, which compares whole states, stays `Eq`.
impl Eq for Standing {}

/// `x` to a hundredth, e.g. `1076.49`, `-3.5`, `0`, with integers only.
fn hundredths(x: f64) -> String {
    let n = (x * 100.0).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let (whole, part) = (n.abs() / 100, n.abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        p if p % 10 == 0 => format!("{sign}{whole}.{}", p / 10),
        p => format!("{sign}{whole}.{p:02}"),
    }
}

/// The finite number under `key`, if any (`null` is none); anything else is wrong.
fn number(fields: &Map<String, Value>, key: &'static str) -> Result<Option<f64>, StandingError> {
    match fields.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n
            .as_f64()
            .filter(|x| x.is_finite())
            .map(Some)
            .ok_or(StandingError::Wrong(key)),
        Some(_) => Err(StandingError::Wrong(key)),
    }
}

/// The whole number of at least 0 under `key`, if any.
fn whole(fields: &Map<String, Value>, key: &'static str) -> Result<Option<u64>, StandingError> {
    match fields.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => n.as_u64().map(Some).ok_or(StandingError::Wrong(key)),
        Some(_) => Err(StandingError::Wrong(key)),
    }
}

/// The whole number under `key`, which the record must have.
fn required(fields: &Map<String, Value>, key: &'static str) -> Result<u64, StandingError> {
    whole(fields, key)?.ok_or(StandingError::Missing(key))
}

/// A suggested next opponent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Suggestion {
    /// Its level id.
    pub level: u8,
    /// Why: `true` a step up after a win, `false` a step down after two losses.
    pub up: bool,
}

/// A change of opponent or of the player's standing (see [`super::Action::Ladder`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LadderAction {
    /// Play against this level from now on: the computer's side (White when nobody is
    /// the computer; both sides when both are).
    ChooseOpponent(u8),
    /// Take the suggested opponent and start a new game with `seed`.
    AcceptSuggestion {
        /// The new game's seed.
        seed: u64,
    },
    /// Start the rating again at 1000.
    ResetRating,
}

impl Standing {
    /// The rating, rounded.
    pub fn rating(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Rated games so far.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The last rated game's change of rating, rounded.
    pub fn last_change(&self) -> Option<i32> {
        self.last_change.map(|c| c.round() as i32)
    }

    /// The document kept in storage: `{"version":1,"rating":…,"games":…,"lossesInARow":…,
    /// "lastRated":…,"lastChange":…,"lastLevel":…,"lastScore":…}` (the last four `null`
    /// before a first game).
    pub fn to_json(&self) -> String {
        // Written by hand, the numbers to a hundredth with integers only (the app carries
        // no float formatting code); the fingerprint as text (JSON numbers are doubles).
        let or_null = |x: Option<String>| x.unwrap_or_else(|| "null".to_string());
        format!(
            r#"{{"version":1,"rating":{},"games":{},"lossesInARow":{},"lastRated":{},"lastChange":{},"lastLevel":{},"lastScore":{}}}"#,
            hundredths(self.rating),
            self.games,
            self.losses_in_a_row,
            or_null(self.last_rated.map(|f| format!("\"{f}\""))),
            or_null(self.last_change.map(hundredths)),
            or_null(self.last_game.map(|(level, _)| level.to_string())),
            or_null(self.last_game.map(|(_, score)| hundredths(score))),
        )
    }

    /// Reads [`Standing::to_json`]'s document; an error says what is wrong.
    pub fn from_json(text: &str) -> Result<Standing, StandingError> {
        let Ok(Value::Object(fields)) = serde_json::from_str::<Value>(text) else {
            return Err(StandingError::NotARecord);
        };
        // The version first: a newer version's record may have fields this one lacks.
        let version = required(&fields, "version")?;
        if version > 1 {
            return Err(StandingError::NewerVersion(version));
        }
        if version == 0 {
            return Err(StandingError::Wrong("version"));
        }
        const KNOWN: [&str; 8] = [
            "version",
            "rating",
            "games",
            "lossesInARow",
            "lastRated",
            "lastChange",
            "lastLevel",
            "lastScore",
        ];
        if let Some(unknown) = fields.keys().find(|k| !KNOWN.contains(&k.as_str())) {
            return Err(StandingError::Unknown(unknown.clone()));
        }
        let rating = number(&fields, "rating")?.ok_or(StandingError::Missing("rating"))?;
        if !(0.0..=4000.0).contains(&rating) {
            return Err(StandingError::Wrong("rating"));
        }
        let count = |key: &'static str| -> Result<u32, StandingError> {
            u32::try_from(required(&fields, key)?).map_err(|_| StandingError::Wrong(key))
        };
        let last_rated = match fields.get("lastRated") {
            None | Some(Value::Null) => None,
            Some(Value::String(text)) => Some(
                text.parse::<u64>()
                    .map_err(|_| StandingError::Wrong("lastRated"))?,
            ),
            Some(_) => return Err(StandingError::Wrong("lastRated")),
        };
        let last_game = match (whole(&fields, "lastLevel")?, number(&fields, "lastScore")?) {
            (Some(level), Some(score)) if [0.0, 0.5, 1.0].contains(&score) => Some((
                u8::try_from(level).map_err(|_| StandingError::Wrong("lastLevel"))?,
                score,
            )),
            (Some(_), Some(_)) => return Err(StandingError::Wrong("lastScore")),
            (Some(_), None) => return Err(StandingError::Missing("lastScore")),
            (None, Some(_)) => return Err(StandingError::Missing("lastLevel")),
            (None, None) => None,
        };
        Ok(Standing {
            rating,
            games: count("games")?,
            losses_in_a_row: count("lossesInARow")?,
            last_rated,
            last_change: number(&fields, "lastChange")?,
            last_game,
        })
    }

    /// The standing after a game scored `score` (1 a win, ½ a draw, 0 a loss) against a
    /// level rated `opponent`: an Elo update whose step is large for the first games, so
    /// that a new player finds their place quickly, and 32 after.
    fn after(&self, level: u8, opponent: f64, score: f64, fingerprint: u64) -> Standing {
        let expected =
            1.0 / (1.0 + ((opponent - self.rating) / 400.0 * core::f64::consts::LN_10).exp());
        let k = (160.0 / f64::from(self.games + 1)).max(32.0);
        let change = k * (score - expected);
        Standing {
            rating: (self.rating + change).clamp(0.0, 4000.0),
            games: self.games + 1,
            losses_in_a_row: if score == 0.0 {
                self.losses_in_a_row + 1
            } else {
                0
            },
            last_rated: Some(fingerprint),
            last_change: Some(change),
            last_game: Some((level, score)),
        }
    }
}

/// The level just above (`up`) or below `level` on the ladder (weakest first), if any.
fn neighbour(level: u8, up: bool) -> Option<u8> {
    let all = levels();
    let i = all.iter().position(|l| l.id.id() == level)?;
    let j = if up {
        i.checked_add(1)?
    } else {
        i.checked_sub(1)?
    };
    all.get(j).map(|l| l.id.id())
}

/// A short fingerprint of a game: its start and moves.
fn fingerprint(game: &Game) -> u64 {
    // FNV-1a over the start's hash and each move's square index (64 a pass): stable
    // across versions, and no text made on every render that asks for it.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ game.start().board.hash();
    for mv in game.moves() {
        let code = match mv {
            Move::Place(square) => square.index() as u64,
            Move::Pass => 64,
        };
        h = (h ^ code).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A level's strength in words, by its rating, in the player's language.
pub fn strength_label(t: &crate::i18n::Texts, rating: u16) -> String {
    match rating {
        0..1150 => t.strength_beginner(),
        1150..1450 => t.strength_casual(),
        1450..1750 => t.strength_club(),
        1750..2050 => t.strength_strong(),
        2050..2350 => t.strength_expert(),
        2350..2800 => t.strength_master(),
        _ => t.strength_world(),
    }
}

impl Model {
    /// The player's rating and record.
    pub fn standing(&self) -> &Standing {
        &self.standing
    }

    /// Sets the standing read from storage (at start).
    pub fn set_standing(&mut self, standing: Standing) {
        self.standing = standing;
    }

    /// Whether the game on the board is over and was the last one rated (its result
    /// shows the rating and the suggestion).
    pub fn rated_game(&self) -> bool {
        self.outcome().is_some() && self.standing.last_rated == Some(fingerprint(&self.game))
    }

    /// The next opponent suggested after the last game, while it is on the board: the
    /// level above after a win, the one below after two losses in a row.
    pub fn suggestion(&self) -> Option<Suggestion> {
        if !self.rated_game() {
            return None;
        }
        let (level, score) = self.standing.last_game?;
        if score == 1.0 {
            neighbour(level, true).map(|level| Suggestion { level, up: true })
        } else if self.standing.losses_in_a_row >= 2 {
            neighbour(level, false).map(|level| Suggestion { level, up: false })
        } else {
            None
        }
    }

    /// The level the player plays against: the computer's (White's when both sides are
    /// computers), `None` when nobody is.
    pub fn opponent(&self) -> Option<u8> {
        match (self.settings.black, self.settings.white) {
            (_, Player::Computer { level }) | (Player::Computer { level }, Player::Human) => {
                Some(level)
            }
            (Player::Human, Player::Human) => None,
        }
    }

    /// Applies a [`LadderAction`].
    pub(super) fn apply_ladder(&mut self, action: LadderAction) -> bool {
        match action {
            LadderAction::ChooseOpponent(level) => self.choose_opponent(level),
            LadderAction::AcceptSuggestion { seed } => {
                let Some(suggestion) = self.suggestion() else {
                    return false;
                };
                // The game it replaces is kept with the opponent it was played against.
                self.keep_for_undo();
                self.choose_opponent(suggestion.level);
                self.new_game(seed)
            }
            LadderAction::ResetRating => {
                self.standing = Standing::default();
                true
            }
        }
    }

    /// Makes `level` the opponent (the computer's side or sides; White when nobody is).
    fn choose_opponent(&mut self, level: u8) -> bool {
        if Level::try_from(level).is_err() {
            return false;
        }
        let computer = Player::Computer { level };
        let sides: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| self.settings.player(c).is_computer())
            .collect();
        let sides = if sides.is_empty() {
            vec![Color::White]
        } else {
            sides
        };
        let mut changed = false;
        for color in sides {
            changed |= self.apply_setting(SettingAction::Player(color, computer));
        }
        changed
    }

    /// After a live move: when it ended a game between the player and one computer, the
    /// player's rating moves and the next opponent is suggested.
    pub(super) fn rate_if_finished(&mut self) {
        let Some(outcome) = self.outcome() else {
            return;
        };
        if self.variation.is_some()
            || !matches!(self.event, Event::Played { .. } | Event::Passed(_))
        {
            return;
        }
        let (human, level) = match (self.settings.black, self.settings.white) {
            (Player::Human, Player::Computer { level }) => (Color::Black, level),
            (Player::Computer { level }, Player::Human) => (Color::White, level),
            _ => return,
        };
        let Ok(info) = Level::try_from(level).map(Level::info) else {
            return;
        };
        let print = fingerprint(&self.game);
        if self.standing.last_rated == Some(print) {
            return;
        }
        let score = match outcome.winner {
            None => 0.5,
            Some(w) if w == human => 1.0,
            Some(_) => 0.0,
        };
        self.standing = self
            .standing
            .after(level, f64::from(info.rating), score, print);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rating_moves_by_the_result_against_the_levels_rating() {
        let start = Standing::default();
        let won = start.after(0, 1000.0, 1.0, 1);
        let lost = start.after(0, 1000.0, 0.0, 1);
        let drew = start.after(0, 1000.0, 0.5, 1);
        // The first game's step is 160: half of it against an equal.
        assert_eq!(won.rating(), 1080);
        assert_eq!(lost.rating(), 920);
        assert_eq!(drew.rating(), 1000);
        // Beating a much stronger level is worth more than beating a weaker one.
        assert!(start.after(0, 1600.0, 1.0, 1).rating > start.after(0, 800.0, 1.0, 1).rating);
        // The step shrinks to 32.
        let mut s = start;
        for i in 0..20 {
            s = s.after(0, s.rating, 1.0, i);
        }
        let before = s.rating;
        assert!((s.after(0, before, 1.0, 99).rating - before - 16.0).abs() < 1e-9);
        assert_eq!(s.games(), 20);
    }

    #[test]
    fn losses_in_a_row_count_until_a_win_or_a_draw() {
        let s = Standing::default()
            .after(0, 1000.0, 0.0, 1)
            .after(0, 1000.0, 0.0, 2);
        assert_eq!(s.losses_in_a_row, 2);
        assert_eq!(s.after(0, 1000.0, 0.5, 3).losses_in_a_row, 0);
        assert_eq!(s.after(0, 1000.0, 1.0, 3).losses_in_a_row, 0);
    }

    #[test]
    fn the_standing_round_trips_and_garbage_is_refused_with_a_reason() {
        let s = Standing::default().after(0, 1200.0, 1.0, 7);
        // Kept to a hundredth: read once, it round-trips exactly.
        let once = Standing::from_json(&s.to_json()).unwrap();
        assert!((once.rating - s.rating).abs() < 0.01);
        assert_eq!(once.last_rated, s.last_rated);
        assert_eq!(once.last_game, s.last_game);
        assert_eq!(Standing::from_json(&once.to_json()), Ok(once));
        use StandingError::*;
        for (bad, why) in [
            ("", NotARecord),
            ("{\"version\":", NotARecord),
            ("[1]", NotARecord),
            ("{}", Missing("version")),
            (r#"{"version":1}"#, Missing("rating")),
            (
                r#"{"version":1,"rating":1000,"games":0,"lossesInARow":0,"lastLevel":3}"#,
                Missing("lastScore"),
            ),
            (
                r#"{"version":1,"rating":1000,"games":0,"lossesInARow":0,"lastLevel":3,"lastScore":0.7}"#,
                Wrong("lastScore"),
            ),
            (
                r#"{"version":1,"rating":1000,"games":0,"lossesInARow":0,"lastRated":5}"#,
                Wrong("lastRated"),
            ),
            (
                r#"{"version":2,"rating":1000,"games":0,"lossesInARow":0,"colour":"x"}"#,
                NewerVersion(2),
            ),
            (r#"{"version":0}"#, Wrong("version")),
            (
                r#"{"version":1,"rating":-5,"games":0,"lossesInARow":0}"#,
                Wrong("rating"),
            ),
            (
                r#"{"version":1,"rating":1000,"games":"x","lossesInARow":0}"#,
                Wrong("games"),
            ),
            (
                r#"{"version":1,"rating":1000,"games":0,"lossesInARow":5000000000}"#,
                Wrong("lossesInARow"),
            ),
            (
                r#"{"version":1,"rating":1000,"games":0,"lossesInARow":0,"x":1}"#,
                Unknown("x".to_string()),
            ),
        ] {
            assert_eq!(Standing::from_json(bad), Err(why), "{bad}");
        }
        let minimal = r#"{"version":1,"rating":1234.5,"games":3,"lossesInARow":1}"#;
        assert_eq!(Standing::from_json(minimal).unwrap().rating(), 1235);
    }

    #[test]
    fn numbers_are_written_to_a_hundredth() {
        assert_eq!(hundredths(1076.4932), "1076.49");
        assert_eq!(hundredths(-3.5), "-3.5");
        assert_eq!(hundredths(0.0), "0");
        assert_eq!(hundredths(1.0), "1");
        assert_eq!(hundredths(0.05), "0.05");
        assert_eq!(hundredths(-0.004), "0");
    }

    #[test]
    fn the_neighbours_follow_the_ladder() {
        let all = levels();
        let first = all[0].id.id();
        let second = all[1].id.id();
        let last = all[all.len() - 1].id.id();
        assert_eq!(neighbour(first, true), Some(second));
        assert_eq!(neighbour(second, false), Some(first));
        assert_eq!(neighbour(first, false), None);
        assert_eq!(neighbour(last, true), None);
        assert_eq!(neighbour(250, true), None);
    }

    #[test]
    fn the_labels_rise_with_the_rating() {
        let t = crate::i18n::Texts::english();
        assert_eq!(strength_label(&t, 985), "Beginner");
        assert_eq!(strength_label(&t, 1300), "Casual");
        assert_eq!(strength_label(&t, 1600), "Club");
        assert_eq!(strength_label(&t, 1900), "Strong");
        assert_eq!(strength_label(&t, 2200), "Expert");
        assert_eq!(strength_label(&t, 2600), "Master");
        assert_eq!(strength_label(&t, 3000), "World class");
    }
}

#[cfg(test)]
mod flow_tests {
    use super::*;
    use crate::app::model::{parse_game, Action, Settings};
    use outflank_engine::{Rules, Square};

    #[test]
    fn a_won_game_suggests_the_level_above_and_undo_brings_back_the_old_opponent() {
        let weakest = levels()[0].id.id();
        let above = levels()[1].id.id();
        // Black (you) has one move left, a1, and wins with it.
        let start = format!("-OX{} X", "X".repeat(61));
        let (game, _) = parse_game(&start, Rules::WOF).unwrap();
        let mut model = Model::new(game, Settings::first_visit(weakest), 1, Event::Loaded);
        model.apply(Action::Play("a1".parse::<Square>().unwrap()));
        assert!(model.rated_game());
        assert_eq!(model.standing().games(), 1);
        assert_eq!(
            model.suggestion(),
            Some(Suggestion {
                level: above,
                up: true
            })
        );
        model.apply(Action::Ladder(LadderAction::AcceptSuggestion { seed: 2 }));
        assert_eq!(model.opponent(), Some(above));
        assert_eq!(model.game().ply(), 0);
        assert_eq!(model.suggestion(), None);
        // Undo brings back the finished game with the opponent it was played against.
        model.apply(Action::Undo);
        assert_eq!(model.opponent(), Some(weakest));
        assert!(model.rated_game());
    }
}
