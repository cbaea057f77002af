//! The board editor's panel: who is to move, the start position, an empty board, and
//! "Play from here" or "Cancel". The squares themselves are edited on the board.

use crate::app::model::describe::colour_name;
use crate::app::model::{Action, EditAction, Editor};
use crate::i18n::Texts;
use outflank_engine::Color;
use yew::prelude::*;

/// The id of the panel's heading, focused when it opens.
pub const EDITOR_TITLE_ID: &str = "editor-title";

/// The editor's panel. A plain function (no hooks).
pub fn editor_panel(t: &Texts, editor: &Editor, dispatch: &Callback<Action>) -> Html {
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
            <option value={color.name()} selected={editor.turn == color}>{ colour_name(t, color) }</option>
        }
    };
    html! {
        <section class="rematch editor" aria-labelledby={EDITOR_TITLE_ID}>
            <h2 id={EDITOR_TITLE_ID} tabindex="-1">{ t.editor_title() }</h2>
            <p>
                { t.editor_help() }
            </p>
            <div class="field">
                <label for="editor-turn">{ t.editor_turn() }</label>
                <select id="editor-turn" onchange={set_turn}>
                    { option(Color::Black) }
                    { option(Color::White) }
                </select>
            </div>
            <div class="buttons">
                <button type="button" onclick={click(EditAction::StartPosition)}>{ t.editor_start() }</button>
                <button type="button" onclick={click(EditAction::Clear)}>{ t.editor_clear() }</button>
                <button type="button" class="primary" onclick={click(EditAction::Done)}>{ t.editor_play() }</button>
                <button type="button" onclick={click(EditAction::Cancel)}>{ t.cancel() }</button>
            </div>
        </section>
    }
}
