//! The "Save" and "Load" buttons: a save file downloaded and read back.

use crate::app::model::save::{LoadError, MAX_BYTES, MEDIA_TYPE};
use crate::app::model::{Action, LoadAction, Notice};
use crate::app::{dom, files};
use crate::i18n::Texts;
use std::rc::Rc;
use yew::prelude::*;

/// The properties of the Save and Load buttons.
#[derive(PartialEq)]
pub struct GameFileProps {
    /// The save document of the game as it is now.
    pub document: AttrValue,
    /// The name of the file to download.
    pub file_name: AttrValue,
    /// Where actions go (the loaded text, or a notice when it cannot be read).
    pub dispatch: Callback<Action>,
    /// The words of the player's language.
    pub texts: Rc<Texts>,
}

/// The id of the hidden file input that "Load" (and its shortcut) opens.
pub const LOAD_INPUT_ID: &str = "load-file";

/// Opens the file chooser of the Load button.
pub fn open_load_dialog() {
    if let Some(input) = dom::by_id::<web_sys::HtmlInputElement>(LOAD_INPUT_ID) {
        input.click();
    }
}

/// "Save" downloads the game as a versioned JSON file; "Load" reads one back. A file that
/// cannot be read is reported and the game stays as it was. A plain function (no hooks),
/// so the app carries no component machinery for it.
pub fn game_file(props: &GameFileProps) -> Html {
    let t = &props.texts;
    let save = {
        let document = props.document.clone();
        let name = props.file_name.clone();
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = files::download(&name, MEDIA_TYPE, &document) {
                // The browser's own words are for a report; the player's are the notice's.
                web_sys::console::warn_2(&"Outflank: the save file was not made:".into(), &e);
                dispatch.emit(Action::Notify(Notice::NotSaved));
            }
        })
    };
    let load = Callback::from(|_: MouseEvent| open_load_dialog());
    let chosen = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let file = input.files().and_then(|f| f.get(0));
            // Choosing the same file again must fire again.
            input.set_value("");
            let Some(file) = file else { return };
            // Refused unread, with the message the model gives a text that large.
            let bytes = file.size() as usize;
            if bytes > MAX_BYTES {
                let e = LoadError::TooLarge { bytes };
                dispatch.emit(Action::Notify(Notice::FileRefused(e)));
                return;
            }
            let dispatch = dispatch.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match files::read_text(file).await {
                    Ok(text) => dispatch.emit(Action::Load(LoadAction::SaveFile(text))),
                    Err(e) => {
                        web_sys::console::warn_1(&format!("Outflank: {e}").into());
                        dispatch.emit(Action::Notify(Notice::FileRefused(LoadError::Unreadable)))
                    }
                }
            });
        })
    };
    html! {
        <>
            <button type="button" id="save-game" onclick={save} title={t.title_save()}>{ t.button_save() }</button>
            <button type="button" id="load-game" onclick={load} title={t.title_load()}>{ t.button_load() }</button>
            <input
                type="file"
                id={LOAD_INPUT_ID}
                class="visually-hidden"
                tabindex="-1"
                aria-label={t.saved_game_file()}
                accept=".json,application/json"
                onchange={chosen}
            />
        </>
    }
}
