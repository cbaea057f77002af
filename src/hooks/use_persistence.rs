use crate::model::{record, Action, Model};
use crate::storage;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Saves the settings and the game in progress whenever they change. A browser that
/// refuses storage is reported once; play goes on.
#[hook]
pub fn use_persistence(model: &Model, dispatch: Callback<Action>) {
    let reported: Rc<Cell<bool>> = use_memo((), |_| Cell::new(false));
    let report = {
        let reported = reported.clone();
        move |what: &str, e: String| {
            if !reported.replace(true) {
                dispatch.emit(Action::Notify(format!(
                    "{what} cannot be kept for next time: {e}."
                )));
            }
        }
    };
    let settings = model.settings().encode();
    let game = record::encode(model.game());
    {
        let report = report.clone();
        use_effect_with(settings, move |text| {
            if let Err(e) = storage::save(storage::SETTINGS_KEY, text) {
                report("Your settings", e);
            }
        });
    }
    use_effect_with(game, move |text| {
        if let Err(e) = storage::save(storage::GAME_KEY, text) {
            report("This game", e);
        }
    });
}
