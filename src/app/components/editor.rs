//! The board editor's panel: who is to move, the start position, an empty board, and
//! "Play from here" or "Cancel". The squares themselves are edited on the board.

use crate::app::model::{Action, EditAction, Editor};
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
                Some("black") => d.emit(Action::Edit(EditAction::Turn(Color::Black))),
                Some("white") => d.emit(Action::Edit(EditAction::Turn(Color::White))),
                _ => {}
            }
        })
    };
    let click = |action: EditAction| dispatch.reform(move |_: MouseEvent| Action::Edit(action));
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
                <button type="button" onclick={click(EditAction::StartPosition)}>{ "Start position" }</button>
                <button type="button" onclick={click(EditAction::Clear)}>{ "Clear" }</button>
                <button type="button" class="primary" onclick={click(EditAction::Done)}>{ "Play from here" }</button>
                <button type="button" onclick={click(EditAction::Cancel)}>{ "Cancel" }</button>
            </div>
        </section>
    }
}
