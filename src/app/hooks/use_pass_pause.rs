use crate::app::model::{Action, Phase, PASS_HOLD_MS};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// Holds a pass on screen for [`PASS_HOLD_MS`], then lets the model play it.
#[hook]
pub fn use_pass_pause(phase: &Phase, dispatch: Callback<Action>) {
    let token = match phase {
        Phase::Passing { token } => Some(*token),
        _ => None,
    };
    use_effect_with(token, move |token| {
        let timer = token.map(|token| {
            Timeout::new(PASS_HOLD_MS, move || {
                dispatch.emit(Action::PassShown { token })
            })
        });
        move || drop(timer)
    });
}
