//! The rematch: at the end of a game, a new one with the colours swapped, whose options
//! the loser chooses.

use super::{Model, Player, Settings};
use outflank_engine::{Color, PassRule};

/// What the players do about a rematch (see [`super::Action::Rematch`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RematchAction {
    /// Offer a new game with the colours swapped (who played Black plays White). A
    /// computer that lost starts it at once; a human who lost chooses its options first.
    Offer {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
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
/// [`RematchAction::Offer`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RematchChoice {
    /// The colour the loser had in the game just over; `None` after a draw, when either
    /// player may choose.
    pub chooser: Option<Color>,
    /// Who plays each colour in the rematch (swapped to start with) and its rule.
    pub settings: Settings,
}

impl Model {
    /// The rematch's options while the loser chooses them.
    pub fn rematch(&self) -> Option<&RematchChoice> {
        self.rematch.as_ref()
    }

    /// Applies a [`RematchAction`] (the board editor is closed).
    pub(super) fn apply_rematch(&mut self, action: RematchAction) -> bool {
        match action {
            RematchAction::Offer { seed } => {
                let Some(outcome) = self.outcome() else {
                    return false;
                };
                let mut swapped = self.settings;
                swapped.black = self.settings.white;
                swapped.white = self.settings.black;
                // The loser chooses the options. A computer that lost takes the other
                // colour and nothing else; a human gets to choose (after a draw, either).
                let loser = outcome.winner.map(|w| !w);
                let human_chooses = match loser {
                    Some(color) => !self.settings.player(color).is_computer(),
                    None => self.has_human(),
                };
                if human_chooses {
                    self.rematch = Some(RematchChoice {
                        chooser: loser,
                        settings: swapped,
                    });
                    true
                } else {
                    self.settings = swapped;
                    self.new_game(seed)
                }
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
