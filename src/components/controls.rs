use super::game_file::{game_file, GameFileProps};
use super::PlayerSelect;
use crate::model::settings::{pass_rule_from_key, pass_rule_key};
use crate::model::{Action, Settings};
use crate::state::fresh_seed;
use outflank_engine::{Color, PassRule};
use yew::prelude::*;

/// The properties of the controls.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The current settings.
    pub settings: Settings,
    /// Whether Undo has something to take back.
    pub can_undo: bool,
    /// Whether Redo has something to replay.
    pub can_redo: bool,
    /// Whether the computer failed and may be asked again.
    pub stalled: bool,
    /// Whether the game is over (a Rematch is offered).
    pub game_over: bool,
    /// Whether a hint may be asked for (a human to move).
    pub can_hint: bool,
    /// Whether a hint is being worked out.
    pub hint_pending: bool,
    /// Whether sounds are on.
    pub sound: bool,
    /// Whether flips are animated.
    pub animation: bool,
    /// The save document of the game as it is now (for "Save").
    pub document: AttrValue,
    /// The file name "Save" offers.
    pub file_name: AttrValue,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// New game, Undo, Redo, who plays each colour, the legal-move markers and the pass rule.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let d = &props.dispatch;
    let s = &props.settings;
    let new_game = d.reform(|_: MouseEvent| Action::NewGame { seed: fresh_seed() });
    let undo = d.reform(|_: MouseEvent| Action::Undo);
    let redo = d.reform(|_: MouseEvent| Action::Redo);
    let retry = d.reform(|_: MouseEvent| Action::Retry);
    let hint = d.reform(|_: MouseEvent| Action::AskHint);
    let rematch = d.reform(|_: MouseEvent| Action::Rematch { seed: fresh_seed() });
    let set_player = d.reform(|(c, p)| Action::SetPlayer(c, p));
    let toggle = |make: fn(bool) -> Action| {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                d.emit(make(input.checked()));
            }
        })
    };
    let toggle_legal = toggle(Action::SetShowLegal);
    let toggle_sound = toggle(Action::SetSound);
    let toggle_animation = toggle(Action::SetAnimation);
    let set_rule = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            let select = e.target_dyn_into::<web_sys::HtmlSelectElement>();
            if let Some(rule) = select.and_then(|s| pass_rule_from_key(&s.value())) {
                d.emit(Action::SetPassRule(rule));
            }
        })
    };
    let rule_option = |rule: PassRule, text: &'static str| {
        html! {
            <option value={pass_rule_key(rule)} selected={s.pass_rule == rule}>{ text }</option>
        }
    };
    html! {
        <section class="controls" aria-label="Game controls">
            <div class="buttons">
                <button type="button" class="primary" onclick={new_game} title="New game (N)">
                    { "New game" }
                </button>
                <button type="button" onclick={undo} disabled={!props.can_undo} title="Undo (U)">
                    { "Undo" }
                </button>
                <button type="button" onclick={redo} disabled={!props.can_redo} title="Redo (R)">
                    { "Redo" }
                </button>
                <button
                    type="button"
                    id="hint"
                    onclick={hint}
                    disabled={!props.can_hint}
                    aria-busy={props.hint_pending.then_some("true")}
                    title="Hint (H): the best move and each move's chance"
                >
                    { if props.hint_pending { "Thinking…" } else { "Hint" } }
                </button>
                { game_file(&GameFileProps {
                    document: props.document.clone(),
                    file_name: props.file_name.clone(),
                    dispatch: d.clone(),
                }) }
                if props.game_over {
                    <button type="button" class="primary" onclick={rematch} title="Swap colours and play again">
                        { "Rematch" }
                    </button>
                }
                if props.stalled {
                    <button type="button" onclick={retry}>{ "Ask the computer again" }</button>
                }
            </div>
            <div class="players">
                <PlayerSelect color={Color::Black} player={s.black} on_change={set_player.clone()} />
                <PlayerSelect color={Color::White} player={s.white} on_change={set_player} />
            </div>
            <label class="check">
                <input type="checkbox" checked={s.show_legal} onchange={toggle_legal} />
                { "Show legal moves" }
            </label>
            <label class="check">
                <input type="checkbox" checked={props.sound} onchange={toggle_sound} />
                { "Sound" }
            </label>
            <label class="check">
                <input type="checkbox" checked={props.animation} onchange={toggle_animation} />
                { "Animation" }
            </label>
            <div class="field">
                <label for="pass-rule">{ "If a player has no legal move" }</label>
                <select id="pass-rule" onchange={set_rule}>
                    { rule_option(PassRule::Pass, "they pass (WOF rules)") }
                    { rule_option(PassRule::GameOver, "the game is over") }
                </select>
            </div>
            <p class="hint">
                { "Changes apply from the next move or new game. Keys: N new game, U undo, R redo, S save, O load, L legal moves, ? help." }
            </p>
        </section>
    }
}
