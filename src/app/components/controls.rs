use super::editor::{editor_panel, EDITOR_TITLE_ID};
use super::game_file::{game_file, GameFileProps};
use super::rematch::{pass_rule_select, rematch_panel, REMATCH_TITLE_ID};
use super::result::{result_panel, RatedResult};
use super::{LanguageSelect, PlayerSelect};
use crate::app::dom;
use crate::app::hooks::use_texts;
use crate::app::model::{Action, EditAction, Editor, RematchChoice, SettingAction, Settings};
use crate::app::state::fresh_seed;
use crate::i18n::Language;
use crate::pages::characters::Mood;
use outflank_engine::Color;
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
    /// The result once the game is over, in the players' words ("Play again" is offered).
    pub result: Option<String>,
    /// What the computer says at the end of a game against a human: its level, mood and
    /// line.
    #[prop_or_default]
    pub farewell: Option<(u8, Mood, String)>,
    /// The player's rating and the suggested next opponent, after a rated game.
    #[prop_or_default]
    pub rated: Option<RatedResult>,
    /// Whether a hint may be asked for (a human to move).
    pub can_hint: bool,
    /// The rematch's options while the loser chooses them.
    pub rematch: Option<RematchChoice>,
    /// The board editor, while it is open.
    pub editor: Option<Editor>,
    /// Whether a computer plays either side ("Move now" is offered).
    pub computer_plays: bool,
    /// The id of the computer's turn being thought about, if any.
    pub thinking: Option<u64>,
    /// "Move now": asks the computer to play its best move so far in the turn with this id.
    pub move_now: Callback<u64>,
    /// Whether a hint is being worked out.
    pub hint_pending: bool,
    /// Whether sounds are on.
    pub sound: bool,
    /// Whether flips are animated.
    pub animation: bool,
    /// The workers the computer searches with (0: the device's default).
    pub cores: u8,
    /// The save document of the game as it is now (for "Save").
    pub document: AttrValue,
    /// The file name "Save" offers.
    pub file_name: AttrValue,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// The language spoken.
    pub language: Language,
    /// Picks the app's language.
    pub on_language: Callback<Language>,
}

/// New game, Undo, Redo, and the settings (who plays each colour, the legal-move
/// markers, sound, animation and the pass rule) folded in a panel.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let t = use_texts();
    let d = &props.dispatch;
    let s = &props.settings;
    // The rematch's options take the focus when they open, so keyboard and screen
    // reader users land on them.
    let panel = if props.editor.is_some() {
        Some(EDITOR_TITLE_ID)
    } else {
        props.rematch.map(|_| REMATCH_TITLE_ID)
    };
    use_effect_with(panel, |&panel| {
        if let Some(id) = panel {
            if let Some(el) = dom::by_id::<web_sys::HtmlElement>(id) {
                let _ = el.focus();
            }
        }
    });
    let new_game = d.reform(|_: MouseEvent| Action::NewGame { seed: fresh_seed() });
    let undo = d.reform(|_: MouseEvent| Action::Undo);
    let redo = d.reform(|_: MouseEvent| Action::Redo);
    let retry = d.reform(|_: MouseEvent| Action::Retry);
    let hint = d.reform(|_: MouseEvent| Action::AskHint);
    let move_now = {
        let (move_now, thinking) = (props.move_now.clone(), props.thinking);
        Callback::from(move |_: MouseEvent| {
            if let Some(id) = thinking {
                move_now.emit(id);
            }
        })
    };
    let set_player = d.reform(|(c, p)| Action::Setting(SettingAction::Player(c, p)));
    let toggle = |make: fn(bool) -> SettingAction| {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                d.emit(Action::Setting(make(input.checked())));
            }
        })
    };
    let toggle_legal = toggle(SettingAction::ShowLegal);
    let toggle_stable = toggle(SettingAction::ShowStable);
    let toggle_sound = toggle(SettingAction::Sound);
    let toggle_animation = toggle(SettingAction::Animation);
    let set_rule = d.reform(|rule| Action::Setting(SettingAction::PassRule(rule)));
    // An empty field (or anything but a number) is "Automatic" (0).
    let set_cores = {
        let d = d.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                d.emit(Action::Setting(SettingAction::Cores(
                    input.value_as_number() as u8,
                )));
            }
        })
    };
    let cores = props.cores;
    html! {
        <section class="controls" aria-label={t.game_controls()}>
            if let Some(text) = &props.result {
                { result_panel(&t, text, props.farewell.clone(), props.rematch.is_some(), props.rated, d) }
            }
            if let Some(editor) = &props.editor {
                { editor_panel(&t, editor, d) }
            } else if let Some(choice) = &props.rematch {
                { rematch_panel(&t, choice, props.computer_plays, d) }
            }
            <div class="buttons">
                <button type="button" class={classes!((props.result.is_none()).then_some("primary"))} onclick={new_game} title={t.title_new_game()}>
                    { t.button_new_game() }
                </button>
                <button type="button" onclick={undo} disabled={!props.can_undo} title={t.title_undo()}>
                    { t.button_undo() }
                </button>
                <button type="button" onclick={redo} disabled={!props.can_redo} title={t.title_redo()}>
                    { t.button_redo() }
                </button>
                <button
                    type="button"
                    id="hint"
                    onclick={hint}
                    disabled={!props.can_hint}
                    aria-busy={props.hint_pending.then_some("true")}
                    title={t.title_hint()}
                >
                    { if props.hint_pending { t.button_hint_pending() } else { t.button_hint() } }
                </button>
                if props.computer_plays {
                    <button
                        type="button"
                        id="move-now"
                        onclick={move_now}
                        disabled={props.thinking.is_none()}
                        title={t.title_move_now()}
                    >
                        { t.button_move_now() }
                    </button>
                }
                <button
                    type="button"
                    id="edit-board"
                    onclick={d.reform(|_: MouseEvent| Action::Edit(EditAction::Open))}
                    disabled={props.editor.is_some()}
                    title={t.title_edit_board()}
                >
                    { t.button_edit_board() }
                </button>
                { game_file(&GameFileProps {
                    document: props.document.clone(),
                    file_name: props.file_name.clone(),
                    dispatch: d.clone(),
                    texts: t.clone(),
                }) }
                if props.stalled {
                    <button type="button" onclick={retry}>{ t.ask_again() }</button>
                }
            </div>
            // The options, folded under their summary so that the game itself (board,
            // status, moves, chart) has the screen; a click opens them.
            <details class="details settings">
                <summary>{ t.settings() }</summary>
                <LanguageSelect id="language" current={props.language} on_change={props.on_language.clone()} />
                <div class="players">
                    <PlayerSelect color={Color::Black} player={s.black} on_change={set_player.clone()} />
                    <PlayerSelect color={Color::White} player={s.white} on_change={set_player} />
                </div>
                <label class="check">
                    <input type="checkbox" checked={s.show_legal} onchange={toggle_legal} />
                    { t.show_legal() }
                </label>
                <label class="check">
                    <input type="checkbox" checked={s.show_stable} onchange={toggle_stable} />
                    { t.show_stable() }
                </label>
                <label class="check">
                    <input type="checkbox" checked={props.sound} onchange={toggle_sound} />
                    { t.sound() }
                </label>
                <label class="check">
                    <input type="checkbox" checked={props.animation} onchange={toggle_animation} />
                    { t.animation() }
                </label>
                { pass_rule_select(&t, "pass-rule", s.pass_rule, set_rule) }
                // Empty: the device's default, which the worker works out.
                <label class="cores">
                    { t.cores() }
                    <input type="number" min="1" max="64" placeholder={t.cores_automatic()}
                        value={(cores > 0).then(|| cores.to_string())} onchange={set_cores} />
                </label>
                <p class="hint">{ t.changes_apply() }</p>
            </details>
        </section>
    }
}
