use crate::app::dom;
use crate::app::model::{Action, SettingAction};
use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a shortcut does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Shortcut {
    /// Dispatch this action.
    Act(Action),
    /// Press the control with this id (so the key does exactly what the button does).
    Click(&'static str),
    /// Move the focus to the control with this id (e.g. a player select).
    Focus(&'static str),
    /// Move the focus to the next legal square of the board after the focused one (the
    /// first from outside the board), or the one before with `true`.
    NextLegal(bool),
}

/// What a key press asks for, if it is one of the shortcuts (listed in the help, a static
/// dialog in index.html).
pub fn shortcut(
    key: &str,
    ctrl: bool,
    show_legal: bool,
    seed: impl FnOnce() -> u64,
) -> Option<Shortcut> {
    Some(match (key.to_ascii_lowercase().as_str(), ctrl) {
        ("n", false) => Shortcut::Act(Action::NewGame { seed: seed() }),
        ("u", false) | ("z", true) => Shortcut::Act(Action::Undo),
        ("r", false) | ("y", true) => Shortcut::Act(Action::Redo),
        ("l", false) => Shortcut::Act(Action::Setting(SettingAction::ShowLegal(!show_legal))),
        ("h", false) => Shortcut::Click("hint"),
        ("m", false) => Shortcut::Click("move-now"),
        ("e", false) => Shortcut::Click("edit-board"),
        ("s", false) => Shortcut::Click("save-game"),
        ("o", false) => Shortcut::Click("load-game"),
        ("?", false) => Shortcut::Click("open-help"),
        ("b", false) => Shortcut::Focus("player-black"),
        ("w", false) => Shortcut::Focus("player-white"),
        ("j", false) => Shortcut::NextLegal(key == "J"),
        _ => return None,
    })
}

/// Listens for the [`shortcut`] keys on the whole page while `enabled`, except while the
/// player types in a text field or a select, or a dialog is open.
#[hook]
pub fn use_shortcuts(show_legal: bool, enabled: bool, dispatch: Callback<Action>) {
    use_effect_with((show_legal, enabled), move |&(show_legal, enabled)| {
        let listener = web_sys::window().filter(|_| enabled).map(|window| {
            EventListener::new_with_options(
                &window,
                "keydown",
                EventListenerOptions::enable_prevent_default(),
                move |event| {
                    let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.alt_key() || e.meta_key() || e.repeat() || typing_in_a_field(e) {
                        return;
                    }
                    let Some(action) = shortcut(
                        &e.key(),
                        e.ctrl_key(),
                        show_legal,
                        crate::app::state::fresh_seed,
                    ) else {
                        return;
                    };
                    e.prevent_default();
                    match action {
                        Shortcut::Act(action) => dispatch.emit(action),
                        Shortcut::Click(id) => {
                            if let Some(el) = dom::by_id::<web_sys::HtmlElement>(id) {
                                el.click();
                            }
                        }
                        Shortcut::Focus(id) => {
                            if let Some(el) = dom::by_id::<web_sys::HtmlElement>(id) {
                                // A control in the folded settings: open them first.
                                dom::unfold(&el);
                                let _ = el.focus();
                            }
                        }
                        Shortcut::NextLegal(backwards) => focus_next_legal(backwards),
                    }
                },
            )
        });
        move || drop(listener)
    });
}

/// Moves the focus to the next legal square after the focused square, in a1…h8 order
/// and round to the start (the previous one with `backwards`); from outside the board, to
/// the first (or last) legal square.
fn focus_next_legal(backwards: bool) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(legal) = document.query_selector_all("[data-board] [data-legal=\"true\"]") else {
        return;
    };
    let squares: Vec<web_sys::HtmlElement> = (0..legal.length())
        .filter_map(|i| legal.item(i))
        .filter_map(|n| n.dyn_into().ok())
        .collect();
    let here = document
        .active_element()
        .and_then(|e| e.get_attribute("data-square"));
    let all = |e: &web_sys::HtmlElement| e.get_attribute("data-square");
    let index = |name: &str| {
        let b = name.as_bytes();
        (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize
    };
    let target = match here {
        None if backwards => squares.last(),
        None => squares.first(),
        Some(here) => {
            let at = index(&here);
            let ahead = |e: &&web_sys::HtmlElement| all(e).is_some_and(|s| index(&s) > at);
            let behind = |e: &&web_sys::HtmlElement| all(e).is_some_and(|s| index(&s) < at);
            if backwards {
                squares.iter().rev().find(behind).or(squares.last())
            } else {
                squares.iter().find(ahead).or(squares.first())
            }
        }
    };
    if let Some(square) = target {
        let _ = square.focus();
    }
}

fn typing_in_a_field(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            // An open dialog keeps its keys; a closing one may hold the focus a moment longer.
            el.closest("dialog[open]").ok().flatten().is_some()
                || match el.tag_name().as_str() {
                    "TEXTAREA" | "SELECT" => true,
                    // Letters typed in a text field are text; on a checkbox they are free.
                    "INPUT" => !matches!(
                        el.get_attribute("type").as_deref(),
                        Some("checkbox" | "radio" | "button")
                    ),
                    _ => false,
                }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_to_their_controls() {
        let s = |k, ctrl| shortcut(k, ctrl, true, || 7);
        assert_eq!(
            s("N", false),
            Some(Shortcut::Act(Action::NewGame { seed: 7 }))
        );
        assert_eq!(s("z", true), Some(Shortcut::Act(Action::Undo)));
        assert_eq!(
            s("l", false),
            Some(Shortcut::Act(Action::Setting(SettingAction::ShowLegal(
                false
            ))))
        );
        assert_eq!(s("s", false), Some(Shortcut::Click("save-game")));
        assert_eq!(s("o", false), Some(Shortcut::Click("load-game")));
        assert_eq!(s("m", false), Some(Shortcut::Click("move-now")));
        assert_eq!(s("e", false), Some(Shortcut::Click("edit-board")));
        assert_eq!(s("?", false), Some(Shortcut::Click("open-help")));
        assert_eq!(s("w", false), Some(Shortcut::Focus("player-white")));
        assert_eq!(s("j", false), Some(Shortcut::NextLegal(false)));
        assert_eq!(s("J", false), Some(Shortcut::NextLegal(true)));
        assert_eq!(s("x", false), None);
        assert_eq!(s("s", true), None);
    }
}
