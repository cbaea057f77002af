//! The rematch: at the end of a game, a new one with the colours swapped at once ("Play
//! again"), or with options the loser chooses first.

use super::{Model, Player, Settings};
use outflank_engine::{Color, PassRule};

/// What the players do about a rematch (see [`super::Action::Rematch`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RematchAction {
    /// Play again at once with the colours swapped (who played Black plays White), the
    /// same rule.
    PlayAgain {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
    /// Open the rematch's options (offered swapped), which the loser chooses.
    Choose,
    /// While the loser chooses the rematch's options: who plays `Color` in it.
    SetPlayer(Color, Player),
    /// While the loser chooses the rematch's options: its rule when a player has no move.
    SetRule(PassRule),
    /// Start the rematch with the options chosen.
    Start {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
    /// Close the rematch's options without starting it.
    Cancel,
}

/// The options of a rematch while the loser of the game chooses them (see
/// [`RematchAction::Choose`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RematchChoice {
    /// The colour the loser had in the game just over; `None` after a draw, when either
    /// player may choose.
    pub chooser: Option<Color>,
    /// Who plays each colour in the rematch (swapped to start with) and its rule.
    pub settings: Settings,
}

impl Model {
    /// The settings with the players' colours swapped.
    fn swapped(&self) -> Settings {
        let mut swapped = self.settings;
        swapped.black = self.settings.white;
        swapped.white = self.settings.black;
        swapped
    }

    /// The rematch's options while the loser chooses them.
    pub fn rematch(&self) -> Option<&RematchChoice> {
        self.rematch.as_ref()
    }

    /// Applies a [`RematchAction`] (the board editor is closed).
    pub(super) fn apply_rematch(&mut self, action: RematchAction) -> bool {
        match action {
            RematchAction::PlayAgain { seed } => {
                if self.outcome().is_none() {
                    return false;
                }
                self.keep_for_undo();
                self.settings = self.swapped();
                self.rematch = None;
                self.new_game(seed)
            }
            RematchAction::Choose => {
                let Some(outcome) = self.outcome() else {
                    return false;
                };
                if self.rematch.is_some() {
                    return false;
                }
                self.rematch = Some(RematchChoice {
                    chooser: outcome.winner.map(|w| !w),
                    settings: self.swapped(),
                });
                true
            }
            RematchAction::SetPlayer(color, player) => match &mut self.rematch {
                Some(r) if r.settings.player(color) != player => {
                    r.settings.set_player(color, player);
                    true
                }
                _ => false,
            },
            RematchAction::SetRule(rule) => match &mut self.rematch {
                Some(r) if r.settings.pass_rule != rule => {
                    r.settings.pass_rule = rule;
                    true
                }
                _ => false,
            },
            RematchAction::Start { seed } => {
                let Some(choice) = self.rematch.take() else {
                    return false;
                };
                self.keep_for_undo();
                // The display options stay the player's current ones.
                self.settings.black = choice.settings.black;
                self.settings.white = choice.settings.white;
                self.settings.pass_rule = choice.settings.pass_rule;
                self.new_game(seed)
            }
            RematchAction::Cancel => self.rematch.take().is_some(),
        }
    }
}
