//! The app's state for Yew: the [`Model`] as a `Reducible` driven by [`Action`]s, and the
//! way it starts (settings and a game in progress restored from localStorage).

use crate::model::{record, Action, Event, Model, Settings};
use crate::storage;
use outflank_engine::ai::{level_info, levels};
use outflank_engine::Game;
use std::rc::Rc;
use yew::Reducible;

impl Reducible for Model {
    type Action = Action;

    /// Applies the action to a copy; an ignored action returns the same `Rc`, so Yew does
    /// not re-render for stale worker answers or clicks on illegal squares.
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The level a first visit plays against: the second weakest, beatable but not careless.
pub fn default_level() -> u8 {
    let all = levels();
    all.get(1).unwrap_or(&all[0]).id
}

/// A seed for the computer levels' randomness, different on every call.
pub fn fresh_seed() -> u64 {
    // Two draws: Math.random has 52 random bits at most.
    let a = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let b = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (a << 32) | b
}

/// The model the page starts with: saved settings and game when they can be read.
/// Anything unreadable is reported in a notice and kept aside under a backup key rather
/// than overwritten, so nothing the player had is lost.
pub fn initial_model() -> Model {
    let mut notices = Vec::new();
    let fallback = default_level();
    let settings = match storage::load(storage::SETTINGS_KEY) {
        None => Settings::first_visit(fallback),
        Some(text) => match Settings::decode(&text) {
            Ok(mut s) => {
                s.sanitize(|id| level_info(id).is_some(), fallback);
                s
            }
            Err(e) => {
                storage::keep_aside(storage::SETTINGS_KEY, &text);
                notices.push(format!(
                    "Your saved settings could not be read ({e}), so the defaults are in use."
                ));
                Settings::first_visit(fallback)
            }
        },
    };
    let (game, event) = match storage::load(storage::GAME_KEY) {
        None => (Game::default(), Event::Started),
        Some(text) => match record::decode(&text) {
            Ok(game) if game.ply() > 0 || game.can_redo() => (game, Event::Resumed),
            Ok(_) => (Game::default(), Event::Started),
            Err(e) => {
                storage::keep_aside(storage::GAME_KEY, &text);
                notices.push(format!(
                    "The saved game could not be restored ({e}); a new game has started. \
                     The old record is kept under “{}” in this site's storage.",
                    storage::backup_key(storage::GAME_KEY)
                ));
                (Game::default(), Event::Started)
            }
        },
    };
    let mut model = Model::new(game, settings, fresh_seed(), event);
    if !notices.is_empty() {
        model.apply(Action::Notify(notices.join(" ")));
    }
    model
}
