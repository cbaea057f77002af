//! The board editor's panel: who is to move, the start position, an empty board, and
//! "Play from here" or "Cancel". The squares themselves are edited on the board.

use crate::app::model::{Action, Editor};
use outflank_engine::Color;
use yew::prelude::*;

/// The id of the panel's heading, focused when it opens.
pub const EDITOR_TITLE_ID: &str = "editor-title";

/// The editor's panel. A plain function (no hooks).
pub fn editor_panel(editor: &Editor, dispatch: &Callback<Action>) -> Html {
    let set_turn = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let select = e.target_dyn_into::<web_sys::HtmlSelectElement>();
            match select.map(|s| s.value()).as_deref() {
                Some("black") => d.emit(Action::EditTurn(Color::Black)),
                Some("white") => d.emit(Action::EditTurn(Color::White)),
                _ => {}
            }
        })
    };
    let click = |action: Action| dispatch.reform(move |_: MouseEvent| action.clone());
    let option = |color: Color| {
        html! {
            <option value={color.name()} selected={editor.turn == color}>{ color.to_string() }</option>
        }
    };
    html! {
        <section class="rematch editor" aria-labelledby={EDITOR_TITLE_ID}>
            <h2 id={EDITOR_TITLE_ID} tabindex="-1">{ "Edit board" }</h2>
            <p>
                { "Click or tap a square (or press Enter on it) to make it empty, black or white, \
                   then play on from the position you set up." }
            </p>
            <div class="field">
                <label for="editor-turn">{ "To move" }</label>
                <select id="editor-turn" onchange={set_turn}>
                    { option(Color::Black) }
                    { option(Color::White) }
                </select>
            </div>
            <div class="buttons">
                <button type="button" onclick={click(Action::EditStartPosition)}>{ "Start position" }</button>
                <button type="button" onclick={click(Action::EditClear)}>{ "Clear" }</button>
                <button type="button" class="primary" onclick={click(Action::EditDone)}>{ "Play from here" }</button>
                <button type="button" onclick={click(Action::EditCancel)}>{ "Cancel" }</button>
            </div>
        </section>
    }
}
