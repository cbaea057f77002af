//! The chooser of opponents: every level of the ladder, weakest first, as the character
//! who plays it (portrait, name, strength in words and rating, how it plays), with the
//! player's own rating on the same scale. A modal `<dialog>` opened from the opponent's
//! name on the first screen (`[data-opponent]`).

use crate::app::dom;
use crate::app::hooks::use_texts;
use crate::app::model::ladder::strength_label;
use crate::app::model::{Action, LadderAction, Standing};
use crate::pages::characters::{character, Mood};
use crate::pages::portrait::portrait_img;
use outflank_engine::ai::levels;
use yew::prelude::*;

/// The dialog's element id.
const ID: &str = "opponents";

/// The properties of the chooser.
#[derive(Properties, PartialEq)]
pub struct OpponentChooserProps {
    /// Whether it is open.
    pub open: bool,
    /// The level played against now, if any.
    pub current: Option<u8>,
    /// The player's rating.
    pub standing: Standing,
    /// Called when it closes (a choice, Close, Escape).
    pub on_close: Callback<()>,
    /// The model's dispatcher.
    pub dispatch: Callback<Action>,
}

/// The chooser of opponents (see the module's documentation).
#[function_component(OpponentChooser)]
pub fn opponent_chooser(props: &OpponentChooserProps) -> Html {
    let t = use_texts();
    use_effect_with(props.open, |&open| {
        if let Some(d) = dom::by_id::<web_sys::HtmlDialogElement>(ID) {
            if open && !d.open() {
                let _ = d.show_modal();
            } else if !open && d.open() {
                d.close();
            }
        }
    });
    {
        let on_close = props.on_close.clone();
        use_effect_with((), move |_| {
            let listener = dom::by_id::<web_sys::HtmlDialogElement>(ID)
                .map(|d| gloo_events::EventListener::new(&d, "close", move |_| on_close.emit(())));
            move || drop(listener)
        });
    }
    let choices = levels().iter().map(|level| {
        let id = level.id.id();
        let c = character(id);
        let details = c.details(&t);
        let chosen = props.current == Some(id);
        let onclick = {
            let dispatch = props.dispatch.clone();
            let on_close = props.on_close.clone();
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::Ladder(LadderAction::ChooseOpponent(id)));
                on_close.emit(());
            })
        };
        let strength = t.strength_line(&strength_label(&t, level.rating), i64::from(level.rating));
        html! {
            <li>
                <button
                    type="button"
                    class={classes!("level-choice", chosen.then_some("chosen"))}
                    data-level={id.to_string()}
                    aria-pressed={chosen.to_string()}
                    {onclick}
                >
                    { portrait_img(&t, id, Mood::Calm, false, "face") }
                    <span class="level-text">
                        <span class="level-name">
                            <strong>{ c.portrait_label(&t) }</strong>
                            <span class="strength" data-rating={level.rating.to_string()}>{ strength }</span>
                        </span>
                        <span class="level-lines">{ c.tagline(&t) }{ t.sentence_gap() }{ c.about(&t) }</span>
                    </span>
                </button>
                if let Some(details) = details {
                    <details class="details">
                        <summary>{ t.details() }</summary>
                        { details }
                    </details>
                }
            </li>
        }
    });
    let close = props.on_close.reform(|_: MouseEvent| ());
    let reset = props
        .dispatch
        .reform(|_: MouseEvent| Action::Ladder(LadderAction::ResetRating));
    let standing = &props.standing;
    // Its content only while open: the first frame, a copy of the page, stays small.
    if !props.open {
        return html! { <dialog id={ID} class="help opponents" aria-labelledby="opponents-title"></dialog> };
    }
    html! {
        <dialog id={ID} class="help opponents" aria-labelledby="opponents-title" data-opponent-chooser="">
            <h2 id="opponents-title">{ t.choose_your_opponent() }</h2>
            <p class="your-rating">
                { t.your_rating_label() }
                <strong>{ standing.rating() }</strong>
                { match standing.games() {
                    0 => t.rating_first_timer(),
                    n => t.rating_after_games(i64::from(n)),
                } }
                if standing.games() > 0 {
                    { t.sentence_gap() }
                    <button type="button" class="link" onclick={reset}>{ t.start_again() }</button>
                }
            </p>
            <ul class="ladder">{ for choices }</ul>
            <button type="button" onclick={close}>{ t.close() }</button>
        </dialog>
    }
}
