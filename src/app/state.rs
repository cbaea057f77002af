//! The app's state for Yew: the [`Model`] as a `Reducible` driven by [`Action`]s, and the
//! way it starts (settings and a game in progress restored from localStorage).

use crate::app::model::save::SavedGame;
use crate::app::model::{Action, Event, Model, Notice, Settings, Standing};
use crate::app::storage;
use crate::i18n::Texts;
use outflank_engine::ai::levels;
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

/// The level a first visit plays against: the strongest that a first-timer (rated 1000)
/// still beats about half the time, i.e. rated at most 70 above (60% of the points).
pub fn default_level() -> u8 {
    let all = levels();
    all.iter()
        .rev()
        .find(|l| l.rating <= 1070)
        .unwrap_or(&all[0])
        .id
        .id()
}

/// A seed for the computer levels' randomness, different on every call: from the
/// browser's `crypto.getRandomValues`, or from `Math.random` should the browser refuse.
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        // Two draws of 32 bits: Math.random has 52 random bits at most.
        let draw = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
        (draw() << 32) | draw()
    })
}

/// The model the page starts with: saved settings and game when they can be read.
/// Anything unreadable is reported in a notice and kept aside under a backup key rather
/// than overwritten, so nothing the player had is lost.
pub fn initial_model(texts: Rc<Texts>) -> Model {
    let mut model = game_model(&texts);
    // The rating, kept apart from the game; one that cannot be read is set aside and the
    // player starts again, told why.
    if let Some(text) = storage::load(storage::RATING_KEY) {
        match Standing::from_json(&text) {
            Ok(standing) => model.set_standing(standing),
            Err(e) => {
                storage::keep_aside(storage::RATING_KEY, &text);
                let key = storage::backup_key(storage::RATING_KEY);
                model.apply(Action::Notify(Notice::RatingUnreadable { error: e, key }));
            }
        }
    }
    model
}

/// The match at start, speaking `texts`: the saved game and options, or a first visit's.
fn game_model(texts: &Rc<Texts>) -> Model {
    let mut model = saved_or_new_model(texts);
    model.apply(Action::SetLanguage(texts.clone()));
    model
}

/// The saved game and options, or a first visit's; a notice in `texts` when the saved one
/// cannot be read.
fn saved_or_new_model(texts: &Texts) -> Model {
    if let Some(text) = storage::load(storage::SAVE_KEY) {
        match SavedGame::from_json(&text) {
            Ok(saved) => {
                let event = if saved.game.ply() > 0 || saved.game.can_redo() {
                    Event::Resumed
                } else {
                    Event::Started
                };
                return Model::from_saved(saved, fresh_seed(), event, texts);
            }
            Err(e) => {
                storage::keep_aside(storage::SAVE_KEY, &text);
                let mut model = Model::new(
                    Game::default(),
                    Settings::first_visit(default_level()),
                    fresh_seed(),
                    Event::Started,
                );
                let key = storage::backup_key(storage::SAVE_KEY);
                model.apply(Action::Notify(Notice::SaveUnreadable { error: e, key }));
                return model;
            }
        }
    }
    // Earlier versions kept the settings and the game under two other keys. They are
    // left where they are (nothing is deleted), and the player is told.
    let mut model = Model::new(
        Game::default(),
        Settings::first_visit(default_level()),
        fresh_seed(),
        Event::Started,
    );
    if storage::load(storage::GAME_KEY).is_some() {
        model.apply(Action::Notify(
            texts.old_version_save(storage::GAME_KEY).into(),
        ));
    }
    model
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_timer_meets_a_level_they_beat_about_half_the_time() {
        let level = outflank_engine::ai::Level::try_from(default_level()).unwrap();
        let rating = f64::from(level.info().rating);
        // A first-timer's expected score against it is at least 40%.
        let expected = 1.0 / (1.0 + 10f64.powf((rating - 1000.0) / 400.0));
        assert!(expected >= 0.4, "{} {rating}", level.info().name);
        assert!(expected <= 0.6, "{} {rating}", level.info().name);
    }

    #[test]
    fn seeds_differ_from_call_to_call() {
        let seeds: Vec<u64> = (0..8).map(|_| fresh_seed()).collect();
        let mut distinct = seeds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), seeds.len(), "{seeds:?}");
    }
}
