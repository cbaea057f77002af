//! What the player chooses outside the game itself ([`Options`]: the [`Settings`], sound,
//! animation) and the [`SettingAction`]s that change it during a match.

use super::{Model, Player, Settings};
use outflank_engine::{Color, PassRule};

/// Everything the player chooses: the [`Settings`] (who plays each colour, legal-move
/// markers, the pass rule) and the presentation options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    /// Who plays each colour, legal-move markers and the pass rule.
    pub settings: Settings,
    /// Play sounds.
    pub sound: bool,
    /// Animate flips (the app also honours `prefers-reduced-motion`).
    pub animation: bool,
    /// How many workers search at once ("Cores"), when the player chose; `None`: the
    /// device's default, which the worker works out.
    pub cores: Option<u8>,
}

impl Options {
    /// `settings` with sound and animation on, the defaults.
    pub fn new(settings: Settings) -> Options {
        Options {
            settings,
            sound: true,
            animation: true,
            cores: None,
        }
    }
}

/// A change of one option (see [`super::Action::Setting`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingAction {
    /// Choose who plays a colour; takes effect from that colour's next move.
    Player(Color, Player),
    /// Show or hide the legal-move markers.
    ShowLegal(bool),
    /// Mark the stable discs (those that can never be flipped) or not.
    ShowStable(bool),
    /// Choose what happens when a player has no legal move; applies from the next move.
    PassRule(PassRule),
    /// Turn sounds on or off.
    Sound(bool),
    /// Turn the flip animation on or off.
    Animation(bool),
    /// Search with this many workers at once (1 to [`crate::protocol::MAX_CORES`]; 0:
    /// the device's default); applies from the next search.
    Cores(u8),
}

impl Model {
    /// Everything the player chose: settings, sound and animation.
    pub fn options(&self) -> Options {
        Options {
            settings: self.settings,
            sound: self.sound,
            animation: self.animation,
            cores: self.cores,
        }
    }

    /// Applies a [`SettingAction`]; false if the option already had that value. A search
    /// under way is kept when it still answers the same question.
    pub(super) fn apply_setting(&mut self, action: SettingAction) -> bool {
        match action {
            SettingAction::Player(color, player) => {
                if self.settings.player(color) == player {
                    return false;
                }
                self.settings.set_player(color, player);
                self.settle(false);
            }
            SettingAction::ShowLegal(show) => return set(&mut self.settings.show_legal, show),
            SettingAction::ShowStable(show) => return set(&mut self.settings.show_stable, show),
            SettingAction::PassRule(rule) => {
                if self.settings.pass_rule == rule {
                    return false;
                }
                self.settings.pass_rule = rule;
                self.game.set_rules(self.settings.rules());
                self.settle(false);
            }
            SettingAction::Sound(on) => return set(&mut self.sound, on),
            SettingAction::Animation(on) => return set(&mut self.animation, on),
            SettingAction::Cores(n) => {
                let n = (n > 0).then_some(n.min(crate::protocol::MAX_CORES));
                return std::mem::replace(&mut self.cores, n) != n;
            }
        }
        true
    }
}

/// Sets `option` to `value`; whether that changed it.
fn set(option: &mut bool, value: bool) -> bool {
    std::mem::replace(option, value) != value
}
