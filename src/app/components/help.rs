//! The help: how to play, the keyboard shortcuts and how the review judges the moves, in
//! the player's language. A modal `<dialog id="help">` that the app opens for `#help` (the
//! Help button, `?`); its content only while open, so that the first frame, a copy of the
//! page, stays small.

use crate::app::hooks::use_texts;
use yew::prelude::*;

/// The properties of the help.
#[derive(Properties, PartialEq)]
pub struct HelpProps {
    /// Whether it is open (the route is `#help`).
    pub open: bool,
    /// Called when the dialog closes (Escape, its Close button).
    pub on_close: Callback<()>,
}

/// The help (see the module's documentation).
#[function_component(HelpDialog)]
pub fn help_dialog(props: &HelpProps) -> Html {
    let t = use_texts();
    let dialog = use_node_ref();
    {
        // Its own listener: the dialog is not on the page while a page (Rules, About) is.
        let (dialog, on_close) = (dialog.clone(), props.on_close.clone());
        use_effect_with((), move |_| {
            let listener = dialog
                .cast::<web_sys::HtmlDialogElement>()
                .map(|d| gloo_events::EventListener::new(&d, "close", move |_| on_close.emit(())));
            move || drop(listener)
        });
    }
    if !props.open {
        return html! { <dialog id="help" class="help" aria-labelledby="help-title" ref={dialog}></dialog> };
    }
    if !t.is_complete() {
        // The built-in English lacks the help's text until the whole catalog has come.
        return html! {
            <dialog id="help" class="help" aria-labelledby="help-title" ref={dialog}>
                <h2 id="help-title" tabindex="-1" autofocus=true>{ t.help_title() }</h2>
                <p aria-busy="true">{ t.loading() }</p>
                <form method="dialog"><button class="primary">{ t.close() }</button></form>
            </dialog>
        };
    }
    let or = |first: &str, second: &str| t.help_kbd_or(first, second);
    let shortcuts = [
        ("N".to_string(), t.button_new_game()),
        (or("U", "Ctrl+Z"), t.button_undo()),
        (or("R", "Ctrl+Y"), t.button_redo()),
        ("H".to_string(), t.help_key_hint()),
        ("M".to_string(), t.help_key_move_now()),
        ("E".to_string(), t.help_key_edit()),
        ("S".to_string(), t.help_key_save()),
        ("O".to_string(), t.help_key_load()),
        ("B / W".to_string(), t.help_key_players()),
        ("L".to_string(), t.help_key_legal()),
        ("J / Shift+J".to_string(), t.help_key_jump()),
        ("?".to_string(), t.help_key_help()),
        (t.help_kbd_arrows(), t.help_key_board()),
    ];
    let shortcuts = shortcuts.into_iter().map(|(keys, what)| {
        html! { <><dt><kbd>{ keys }</kbd></dt><dd>{ what }</dd></> }
    });
    html! {
        <dialog id="help" class="help" aria-labelledby="help-title" ref={dialog}>
            <h2 id="help-title" tabindex="-1" autofocus=true>{ t.help_title() }</h2>
            <h3>{ t.help_playing() }</h3>
            <p>{ t.help_tap() }</p>
            <p>{ t.help_undo() }</p>
            <p>{ t.help_play_again() }</p>
            <h3>{ t.help_shortcuts() }</h3>
            <dl>{ for shortcuts }</dl>
            <p>{ t.help_tab() }</p>
            <h3>{ t.analyze_game() }</h3>
            <p>{ t.help_analyze() }</p>
            <form method="dialog"><button class="primary">{ t.close() }</button></form>
        </dialog>
    }
}
