//! The help dialog: every keyboard shortcut.

use crate::hooks::SHORTCUTS;
use gloo_events::EventListener;
use yew::prelude::*;

/// The properties of the help dialog.
#[derive(Properties, PartialEq)]
pub struct HelpDialogProps {
    /// Whether it is open.
    pub open: bool,
    /// Called when it closes (Close button or Escape).
    pub on_close: Callback<()>,
}

/// A modal dialog listing the keyboard shortcuts. The browser's own `<dialog>` keeps the
/// focus inside it and closes it on Escape; the focus then returns to what opened it.
#[function_component(HelpDialog)]
pub fn help_dialog(props: &HelpDialogProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        let on_close = props.on_close.clone();
        use_effect_with(props.open, move |&open| {
            let dialog = node.cast::<web_sys::HtmlDialogElement>();
            let listener = dialog.map(|d| {
                if open && !d.open() {
                    let _ = d.show_modal();
                } else if !open && d.open() {
                    d.close();
                }
                EventListener::new(&d, "close", move |_| on_close.emit(()))
            });
            move || drop(listener)
        });
    }
    let close = {
        let node = node.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(d) = node.cast::<web_sys::HtmlDialogElement>() {
                d.close();
            }
        })
    };
    html! {
        <dialog ref={node} class="help" aria-labelledby="help-title">
            <h2 id="help-title">{ "Keyboard shortcuts" }</h2>
            <dl>
                { for SHORTCUTS.iter().map(|(keys, what)| html! {
                    <><dt><kbd>{ *keys }</kbd></dt><dd>{ *what }</dd></>
                }) }
            </dl>
            <p>{ "Every control can also be reached with Tab and used with Enter or Space." }</p>
            <button type="button" class="primary" onclick={close}>{ "Close" }</button>
        </dialog>
    }
}
