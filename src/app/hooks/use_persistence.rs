use crate::app::model::{Action, Model};
use crate::app::storage;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Saves the game in progress and the options, as a save file's document, whenever they
/// change. A browser that
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
    let document = model.saved().to_json();
    use_effect_with(document, move |text| {
        if let Err(e) = storage::save(storage::SAVE_KEY, text) {
            report("This game and your settings", e);
        }
    });
}
