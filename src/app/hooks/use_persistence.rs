use crate::app::model::{Action, Model, Notice};
use crate::app::storage;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The match as a save file: what "Save" downloads and what the page keeps for next time.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SaveFile {
    /// The save document.
    pub document: AttrValue,
    /// The name to download it under.
    pub file_name: AttrValue,
}

/// Keeps the game in progress and the options in localStorage, as a save file's document,
/// and returns that file. The document is written once each time the saved state changes
/// (not on every render), and stored once. A browser that refuses storage is reported
/// once; play goes on.
#[hook]
pub fn use_persistence(model: &Model, dispatch: Callback<Action>) -> SaveFile {
    let reported: Rc<Cell<bool>> = use_memo((), |_| Cell::new(false));
    let file = use_memo(model.saved(), |saved| SaveFile {
        document: AttrValue::from(saved.to_json()),
        file_name: AttrValue::from(saved.file_name()),
    });
    use_effect_with(file.clone(), move |file| {
        if let Err(e) = storage::save(storage::SAVE_KEY, &file.document) {
            if !reported.replace(true) {
                web_sys::console::warn_1(&format!("Outflank: {e}").into());
                dispatch.emit(Action::Notify(Notice::StorageRefused));
            }
        }
    });
    // The rating, under its own key, whenever it changes.
    use_effect_with(*model.standing(), |standing| {
        // A refusal was reported above for the game; the rating shares its fate.
        let _ = storage::save(storage::RATING_KEY, &standing.to_json());
    });
    (*file).clone()
}
