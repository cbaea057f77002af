//! The player's settings: who plays each colour, whether legal moves and stable discs are
//! marked, the pass rule. They are saved with the game (see [`super::save`]).

use outflank_engine::ai::Level;
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
    /// The value used in `<select>` options: `human` or `ai-<id>`.
    pub fn key(self) -> String {
        match self {
            Player::Human => "human".to_string(),
            Player::Computer { level } => format!("ai-{level}"),
        }
    }

    /// Parses [`Player::key`]: `None` for anything else, a level no longer there included.
    pub fn from_key(text: &str) -> Option<Player> {
        if text == "human" {
            return Some(Player::Human);
        }
        let level = Level::try_from(text.strip_prefix("ai-")?.parse::<u8>().ok()?).ok()?;
        Some(Player::Computer { level: level.id() })
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
    fn player_keys_round_trip_and_others_are_refused() {
        assert_eq!(Player::Human.key(), "human");
        assert_eq!(Player::Computer { level: 3 }.key(), "ai-3");
        for player in [
            Player::Human,
            Player::Computer { level: 0 },
            Player::Computer { level: 6 },
        ] {
            assert_eq!(Player::from_key(&player.key()), Some(player));
        }
        for bad in ["", "robot", "ai-", "ai-x", "ai-255", "ai-256", "Human"] {
            assert_eq!(Player::from_key(bad), None, "{bad}");
        }
    }

    #[test]
    fn pass_rule_keys_round_trip_and_others_are_refused() {
        for rule in [PassRule::Pass, PassRule::GameOver] {
            assert_eq!(pass_rule_from_key(pass_rule_key(rule)), Some(rule));
        }
        assert_eq!(pass_rule_key(PassRule::GameOver), "gameover");
        assert_eq!(pass_rule_from_key("sometimes"), None);
    }
}
