use super::review::{move_marks, review_panel};
use super::PractiseMistakes;
use crate::app::hooks::use_texts;
use crate::app::model::practice::Mistake;
use crate::app::model::{Action, LoadAction, Review};
use outflank_engine::{Color, Move};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The properties of the move list.
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every move played so far with the colour that played it, passes included.
    pub moves: Vec<(Color, Move)>,
    /// The game's record, as Copy gives it and Paste reads it: the moves (`f5d6c3`,
    /// passes left out), after the start position in OBF when the game did not start
    /// from the standard one.
    pub notation: String,
    /// The game as a GGF record.
    pub ggf: String,
    /// The review of the game, if asked for.
    pub review: Option<Review>,
    /// The move (from 1) whose position is shown from the review, if browsing.
    pub browsing: Option<usize>,
    /// Whether the review may be asked for now (the computer is not thinking).
    pub can_review: bool,
    /// The name of the opening the game follows, if any.
    #[prop_or_default]
    pub opening: Option<AttrValue>,
    /// Once the game is reviewed, its mistakes to practise (for "Practise my mistakes").
    #[prop_or_default]
    pub mistakes: Option<Vec<Mistake>>,
    /// Where a loaded move list goes.
    pub dispatch: Callback<Action>,
}

/// The moves of the game, numbered, with the notation to copy and a field to paste a
/// move list into.
#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let texts = use_texts();
    let copied = use_state_eq(|| None::<bool>);
    let field = use_node_ref();
    let notation_ref = use_node_ref();
    // The feedback belongs to the notation that was copied.
    {
        let copied = copied.clone();
        use_effect_with(props.notation.clone(), move |_| copied.set(None));
    }
    // The whole game stays in the list: the newest move is scrolled into view.
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.moves.len(), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                list.set_scroll_top(list.scroll_height());
            }
        });
    }
    let copy_text = |text: String| {
        let copied = copied.clone();
        let notation_ref = notation_ref.clone();
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            let text = text.clone();
            let notation_ref = notation_ref.clone();
            let dispatch = dispatch.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = match web_sys::window() {
                    Some(w) => JsFuture::from(w.navigator().clipboard().write_text(&text))
                        .await
                        .is_ok(),
                    None => false,
                };
                if !ok {
                    // Select the text so the player can copy it by hand.
                    if let Some(input) = notation_ref.cast::<web_sys::HtmlInputElement>() {
                        input.select();
                    }
                }
                copied.set(Some(ok));
                // Said by the live region.
                dispatch.emit(Action::Copied(ok));
            });
        })
    };
    let copy = copy_text(props.notation.clone());
    let copy_ggf = copy_text(props.ggf.clone());
    let load = {
        let field = field.clone();
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // The text stays in the field: if it is refused, the player can correct it.
            let text = field
                .cast::<web_sys::HtmlInputElement>()
                .map(|input| input.value())
                .unwrap_or_default();
            if !text.trim().is_empty() {
                dispatch.emit(Action::Load(LoadAction::Moves(text)));
            }
        })
    };
    let reviews = props.review.as_ref().and_then(|r| r.reviews.as_deref());
    let items = props.moves.iter().enumerate().map(|(i, (color, mv))| {
        let n = i + 1;
        let marks = move_marks(reviews, n);
        let (loss, best, mistake) = match &marks {
            Some((loss, best, mistake)) => (Some(loss.clone()), Some(best.clone()), *mistake),
            None => (None, None, None),
        };
        let class = classes!(color.name(), (*mv == Move::Pass).then_some("pass"), mistake);
        let current = (props.browsing == Some(n)).then_some("true");
        // The accessible name says the loss: "22 h4 (lost 32 discs, a blunder)".
        let loss_words = reviews
            .and_then(|r| r.get(i))
            .map(|r| crate::app::model::describe::loss_words(&texts, r));
        html! {
            <li {class} data-ply={n.to_string()} data-loss={loss} data-best-move={best} data-mistake={mistake}>
                if marks.is_some() {
                    // Reviewed: a button that shows the position of this move.
                    <button
                        type="button"
                        class="ply"
                        aria-current={current}
                        onclick={props.dispatch.reform(move |_: MouseEvent| Action::Browse(Some(n)))}
                    >
                        <span class="n">{ n }</span>{ mv.to_string() }
                        if let Some(words) = &loss_words {
                            <span class="visually-hidden">{ format!(" ({words})") }</span>
                        }
                    </button>
                } else {
                    <span class="n">{ n }</span>{ mv.to_string() }
                }
            </li>
        }
    });
    html! {
        <section class="moves" aria-labelledby="moves-title">
            <h2 id="moves-title">{ texts.moves_title() }</h2>
            if let Some(name) = &props.opening {
                <p class="opening-line">{ texts.opening_label() }<strong>{ name }</strong></p>
            }
            if props.moves.is_empty() {
                <p class="hint">{ texts.no_moves() }</p>
            } else {
                // Focusable, so that a keyboard can scroll a long list.
                <ol class="move-list" ref={list_ref} tabindex="0" aria-label={texts.moves_played()}>{ for items }</ol>
            }
            <div class="row">
                <input
                    ref={notation_ref}
                    class="notation"
                    type="text"
                    readonly=true
                    value={props.notation.clone()}
                    aria-label={texts.notation_label()}
                />
                <button type="button" onclick={copy} disabled={props.notation.is_empty()}>{ texts.copy() }</button>
                <button type="button" onclick={copy_ggf} title={texts.title_ggf()}>{ "GGF" }</button>
            </div>
            if let Some(ok) = *copied {
                <p class="hint">{ if ok { texts.copied() } else { texts.copy_refused() } }</p>
            }
            { review_panel(&texts, props.review.as_ref(), props.browsing, props.can_review, props.moves.len(), &props.dispatch) }
            if let Some(mistakes) = &props.mistakes {
                <PractiseMistakes mistakes={mistakes.clone()} />
            }
            <form class="row" onsubmit={load}>
                <label class="visually-hidden" for="load-moves">{ texts.game_to_paste() }</label>
                <input
                    ref={field}
                    id="load-moves"
                    type="text"
                    placeholder={texts.paste_placeholder()}
                    autocomplete="off"
                    spellcheck="false"
                />
                <button type="submit">{ texts.paste_game() }</button>
            </form>
        </section>
    }
}
