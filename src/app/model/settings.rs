//! The player's settings: who plays each colour, whether legal moves are marked, the pass
//! rule. They are stored as one short line of text (see [`Settings::encode`]) so that a
//! damaged or outdated entry can be reported precisely and replaced by defaults.

use core::fmt;
use outflank_engine::{Color, PassRule, Rules};

/// Who plays a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The computer at the level with this id (see `outflank_engine::ai::levels`).
    Computer {
        /// The level id.
        level: u8,
    },
}

impl Player {
    /// The value used in `<select>` options and in storage: `human` or `ai-<id>`.
    pub fn key(self) -> String {
        match self {
            Player::Human => "human".to_string(),
            Player::Computer { level } => format!("ai-{level}"),
        }
    }

    /// Parses [`Player::key`].
    pub fn from_key(text: &str) -> Option<Player> {
        if text == "human" {
            return Some(Player::Human);
        }
        let level = text.strip_prefix("ai-")?.parse().ok()?;
        Some(Player::Computer { level })
    }

    /// Whether the computer plays.
    pub fn is_computer(self) -> bool {
        matches!(self, Player::Computer { .. })
    }
}

/// Everything the player chooses outside the game itself.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    /// Who plays Black.
    pub black: Player,
    /// Who plays White.
    pub white: Player,
    /// Mark the squares where the side to move may play.
    pub show_legal: bool,
    /// Mark the discs that can never be flipped again.
    pub show_stable: bool,
    /// What happens when a player has no legal move.
    pub pass_rule: PassRule,
}

/// Why stored settings could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SettingsError(pub String);

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SettingsError {}

/// The version tag at the start of every encoded settings line.
const VERSION: &str = "v1";

impl Settings {
    /// The settings of a first visit: you play Black against the computer at `level`,
    /// with legal moves marked, under the World Othello Federation rules.
    pub fn first_visit(level: u8) -> Settings {
        Settings {
            black: Player::Human,
            white: Player::Computer { level },
            show_legal: true,
            show_stable: false,
            pass_rule: PassRule::Pass,
        }
    }

    /// Who plays `color`.
    pub fn player(&self, color: Color) -> Player {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// Sets who plays `color`.
    pub fn set_player(&mut self, color: Color, player: Player) {
        match color {
            Color::Black => self.black = player,
            Color::White => self.white = player,
        }
    }

    /// The rules these settings select.
    pub fn rules(&self) -> Rules {
        Rules {
            pass_rule: self.pass_rule,
        }
    }

    /// One line of text, e.g. `v1;black=human;white=ai-2;legal=1;rule=pass;stable=0`.
    pub fn encode(&self) -> String {
        format!(
            "{VERSION};black={};white={};legal={};rule={};stable={}",
            self.black.key(),
            self.white.key(),
            u8::from(self.show_legal),
            pass_rule_key(self.pass_rule),
            u8::from(self.show_stable)
        )
    }

    /// Reads [`Settings::encode`]. Every field must be present exactly once and valid,
    /// except `stable`, added later, which is off when missing.
    pub fn decode(text: &str) -> Result<Settings, SettingsError> {
        let err = |m: String| Err(SettingsError(m));
        let mut parts = text.trim().split(';');
        match parts.next() {
            Some(VERSION) => {}
            other => {
                return err(format!(
                    "unknown settings version {:?}",
                    other.unwrap_or("")
                ))
            }
        }
        let (mut black, mut white, mut legal, mut rule) = (None, None, None, None);
        let mut stable = None;
        for part in parts {
            let Some((key, value)) = part.split_once('=') else {
                return err(format!("'{part}' is not key=value"));
            };
            let slot_taken = match key {
                "black" | "white" => {
                    let Some(p) = Player::from_key(value) else {
                        return err(format!("{key}: '{value}' is not human or ai-<level>"));
                    };
                    let slot = if key == "black" {
                        &mut black
                    } else {
                        &mut white
                    };
                    slot.replace(p).is_some()
                }
                "legal" | "stable" => {
                    let v = match value {
                        "1" => true,
                        "0" => false,
                        _ => return err(format!("{key}: '{value}' is not 0 or 1")),
                    };
                    let slot = if key == "legal" {
                        &mut legal
                    } else {
                        &mut stable
                    };
                    slot.replace(v).is_some()
                }
                "rule" => {
                    let Some(r) = pass_rule_from_key(value) else {
                        return err(format!("rule: '{value}' is not pass or gameover"));
                    };
                    rule.replace(r).is_some()
                }
                _ => return err(format!("unknown setting '{key}'")),
            };
            if slot_taken {
                return err(format!("'{key}' appears twice"));
            }
        }
        match (black, white, legal, rule) {
            (Some(black), Some(white), Some(show_legal), Some(pass_rule)) => Ok(Settings {
                black,
                white,
                show_legal,
                show_stable: stable.unwrap_or(false),
                pass_rule,
            }),
            _ => err("a setting is missing".to_string()),
        }
    }

    /// These settings with every computer level that `is_level` rejects (a level removed
    /// since they were saved) replaced by `fallback`. Returns whether anything changed.
    pub fn sanitize(&mut self, is_level: impl Fn(u8) -> bool, fallback: u8) -> bool {
        let mut changed = false;
        for color in Color::ALL {
            if let Player::Computer { level } = self.player(color) {
                if !is_level(level) {
                    self.set_player(color, Player::Computer { level: fallback });
                    changed = true;
                }
            }
        }
        changed
    }
}

/// `pass` or `gameover`, as in the CLI's `--rule`.
pub fn pass_rule_key(rule: PassRule) -> &'static str {
    match rule {
        PassRule::Pass => "pass",
        PassRule::GameOver => "gameover",
    }
}

/// Parses [`pass_rule_key`].
pub fn pass_rule_from_key(text: &str) -> Option<PassRule> {
    match text {
        "pass" => Some(PassRule::Pass),
        "gameover" => Some(PassRule::GameOver),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let mut s = Settings::first_visit(3);
        assert_eq!(
            s.encode(),
            "v1;black=human;white=ai-3;legal=1;rule=pass;stable=0"
        );
        assert_eq!(Settings::decode(&s.encode()), Ok(s));
        s.black = Player::Computer { level: 0 };
        s.show_legal = false;
        s.show_stable = true;
        s.pass_rule = PassRule::GameOver;
        assert_eq!(Settings::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn a_line_from_before_the_stable_option_reads_with_it_off() {
        let s = Settings::decode("v1;black=human;white=ai-3;legal=1;rule=pass").unwrap();
        assert_eq!(s, Settings::first_visit(3));
        assert!(!s.show_stable);
    }

    #[test]
    fn bad_text_is_refused_with_a_reason() {
        let e = |t: &str| Settings::decode(t).unwrap_err().0;
        assert_eq!(e(""), "unknown settings version \"\"");
        assert_eq!(e("v9;black=human"), "unknown settings version \"v9\"");
        assert_eq!(
            e("v1;black=robot;white=human;legal=1;rule=pass"),
            "black: 'robot' is not human or ai-<level>"
        );
        assert_eq!(
            e("v1;black=human;white=ai-x;legal=1;rule=pass"),
            "white: 'ai-x' is not human or ai-<level>"
        );
        assert_eq!(
            e("v1;black=human;white=human;legal=2;rule=pass"),
            "legal: '2' is not 0 or 1"
        );
        assert_eq!(
            e("v1;black=human;white=human;legal=1;rule=maybe"),
            "rule: 'maybe' is not pass or gameover"
        );
        assert_eq!(
            e("v1;black=human;white=human;legal=1"),
            "a setting is missing"
        );
        assert_eq!(
            e("v1;black=human;black=human;legal=1;rule=pass"),
            "'black' appears twice"
        );
        assert_eq!(
            e("v1;black=human;white=human;legal=1;rule=pass;stable=yes"),
            "stable: 'yes' is not 0 or 1"
        );
        assert_eq!(e("v1;colour=red"), "unknown setting 'colour'");
        assert_eq!(e("v1;oops"), "'oops' is not key=value");
    }

    #[test]
    fn unknown_levels_fall_back() {
        let mut s = Settings::first_visit(9);
        s.black = Player::Computer { level: 1 };
        assert!(s.sanitize(|l| l < 4, 2));
        assert_eq!(s.white, Player::Computer { level: 2 });
        assert_eq!(s.black, Player::Computer { level: 1 });
        assert!(!s.sanitize(|l| l < 4, 2));
    }
}
