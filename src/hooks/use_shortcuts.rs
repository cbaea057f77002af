use crate::model::Action;
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a key press asks for, if it is one of the shortcuts: N new game, U or Ctrl+Z undo,
/// R or Ctrl+Y redo, L show or hide the legal-move markers.
pub fn shortcut(
    key: &str,
    ctrl: bool,
    show_legal: bool,
    seed: impl FnOnce() -> u64,
) -> Option<Action> {
    match (key.to_ascii_lowercase().as_str(), ctrl) {
        ("n", false) => Some(Action::NewGame { seed: seed() }),
        ("u", false) | ("z", true) => Some(Action::Undo),
        ("r", false) | ("y", true) => Some(Action::Redo),
        ("l", false) => Some(Action::SetShowLegal(!show_legal)),
        _ => None,
    }
}

/// Listens for the [`shortcut`] keys on the whole page, except while the player types in
/// a text field or a select.
#[hook]
pub fn use_shortcuts(show_legal: bool, dispatch: Callback<Action>) {
    use_effect_with(show_legal, move |&show_legal| {
        let listener = web_sys::window().map(|window| {
            EventListener::new(&window, "keydown", move |event| {
                let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if e.alt_key() || e.meta_key() || e.repeat() || typing_in_a_field(e) {
                    return;
                }
                if let Some(action) =
                    shortcut(&e.key(), e.ctrl_key(), show_legal, crate::state::fresh_seed)
                {
                    e.prevent_default();
                    dispatch.emit(action);
                }
            })
        });
        move || drop(listener)
    });
}

fn typing_in_a_field(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| match el.tag_name().as_str() {
            "TEXTAREA" | "SELECT" => true,
            // Letters typed in a text field are text; on a checkbox they are free.
            "INPUT" => !matches!(
                el.get_attribute("type").as_deref(),
                Some("checkbox" | "radio" | "button")
            ),
            _ => false,
        })
}
