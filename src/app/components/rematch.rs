//! The rematch's options, chosen by the loser of the game just over.

use super::PlayerSelect;
use crate::app::model::describe::colour_name;
use crate::app::model::settings::{pass_rule_from_key, pass_rule_key};
use crate::app::model::{Action, RematchAction, RematchChoice};
use crate::app::state::fresh_seed;
use crate::i18n::Texts;
use outflank_engine::{Color, PassRule};
use yew::prelude::*;

/// The id of the panel's heading, focused when it opens.
pub const REMATCH_TITLE_ID: &str = "rematch-title";

/// Who plays each colour in the rematch and its rule, offered swapped, with "Start
/// rematch" and "Cancel". `against_computer`: whether the loser played the computer
/// (then the panel speaks to "you"). A plain function (no hooks).
pub fn rematch_panel(
    t: &Texts,
    choice: &RematchChoice,
    against_computer: bool,
    dispatch: &Callback<Action>,
) -> Html {
    // The loser's player now sits at the other colour (the options are offered swapped).
    let computer_lost = choice
        .chooser
        .is_some_and(|c| choice.settings.player(!c).is_computer());
    let who = match (choice.chooser, against_computer) {
        (Some(_), _) if computer_lost => t.rematch_computer_lost(),
        (Some(_), true) => t.rematch_you_lost(),
        (Some(color), false) => t.rematch_colour_lost(&colour_name(t, color)),
        (None, _) => t.rematch_draw(),
    };
    let set_player = dispatch.reform(|(c, p)| Action::Rematch(RematchAction::SetPlayer(c, p)));
    let set_rule = dispatch.reform(|rule| Action::Rematch(RematchAction::SetRule(rule)));
    let start = dispatch
        .reform(|_: MouseEvent| Action::Rematch(RematchAction::Start { seed: fresh_seed() }));
    let cancel = dispatch.reform(|_: MouseEvent| Action::Rematch(RematchAction::Cancel));
    let s = &choice.settings;
    html! {
        <section class="rematch" aria-labelledby={REMATCH_TITLE_ID}>
            <h2 id={REMATCH_TITLE_ID} tabindex="-1">{ t.rematch() }</h2>
            <p>{ who }</p>
            <div class="players">
                <PlayerSelect color={Color::Black} player={s.black} on_change={set_player.clone()} rematch=true />
                <PlayerSelect color={Color::White} player={s.white} on_change={set_player} rematch=true />
            </div>
            { pass_rule_select(t, "rematch-rule", s.pass_rule, set_rule) }
            <div class="buttons">
                <button type="button" class="primary" onclick={start}>{ t.start_rematch() }</button>
                <button type="button" onclick={cancel}>{ t.cancel() }</button>
            </div>
        </section>
    }
}

/// The select of the rule when a player has no legal move, with the id `id`.
pub fn pass_rule_select(
    t: &Texts,
    id: &'static str,
    rule: PassRule,
    on_change: Callback<PassRule>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select = e.target_dyn_into::<web_sys::HtmlSelectElement>();
        if let Some(rule) = select.and_then(|s| pass_rule_from_key(&s.value())) {
            on_change.emit(rule);
        }
    });
    let option = |value: PassRule, text: String| {
        html! {
            <option value={pass_rule_key(value)} selected={rule == value}>{ text }</option>
        }
    };
    html! {
        <div class="field">
            <label for={id}>{ t.pass_rule() }</label>
            <select {id} {onchange}>
                { option(PassRule::Pass, t.pass_rule_pass()) }
                { option(PassRule::GameOver, t.pass_rule_game_over()) }
            </select>
        </div>
    }
}
