//! The result of a finished game below the board: the sentence in the players' words,
//! the computer's closing line, "Play again" (colours swapped, at once) and the
//! rematch's options one tap further.

use crate::app::model::{Action, LadderAction, RematchAction, Suggestion};
use crate::app::state::fresh_seed;
use crate::i18n::Texts;
use crate::pages::characters::{character, Mood};
use crate::pages::portrait::portrait_img;
use yew::prelude::*;

/// The player's standing after a game against the computer: their rating, its change,
/// and the next opponent suggested.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatedResult {
    /// The rating now.
    pub rating: i32,
    /// Its change by the last rated game.
    pub change: Option<i32>,
    /// The next opponent suggested.
    pub suggestion: Option<Suggestion>,
}

/// The result panel. `text`: the result ("You lost 2–62 (Bramble's 59 discs + 3 empty
/// squares)"); `farewell`: the computer's level, mood and line, when one played a human;
/// `choosing`: whether the rematch's options are open. A plain function (no hooks).
pub fn result_panel(
    t: &Texts,
    text: &str,
    farewell: Option<(u8, Mood, String)>,
    choosing: bool,
    rated: Option<RatedResult>,
    dispatch: &Callback<Action>,
) -> Html {
    let rating = rated.map(|r| {
        let change = match r.change {
            Some(c) if c > 0 => format!(" (+{c})"),
            Some(c) if c < 0 => format!(" (−{})", -c),
            _ => String::new(),
        };
        html! {
            <p class="player-rating" data-player-rating={r.rating.to_string()}>
                { t.your_rating_label() }<strong>{ r.rating }</strong>{ change }
            </p>
        }
    });
    let suggestion = rated.and_then(|r| r.suggestion).map(|s| {
        let name = character(s.level).name(t);
        let accept = dispatch.reform(|_: MouseEvent| {
            Action::Ladder(LadderAction::AcceptSuggestion { seed: fresh_seed() })
        });
        let why = if s.up {
            t.suggest_stronger()
        } else {
            t.suggest_easier()
        };
        html! {
            <p class="suggestion">
                <span>{ why }{ t.sentence_gap() }</span>
                <button
                    type="button"
                    data-suggestion=""
                    data-suggested-level={s.level.to_string()}
                    onclick={accept}
                >
                    { portrait_img(t, s.level, Mood::Calm, false, "face") }
                    { t.try_next(&name) }
                </button>
            </p>
        }
    });
    let again = dispatch
        .reform(|_: MouseEvent| Action::Rematch(RematchAction::PlayAgain { seed: fresh_seed() }));
    let choose = dispatch.reform(|_: MouseEvent| Action::Rematch(RematchAction::Choose));
    // The practice pages, by their address (the route follows it).
    let open_practice = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash("puzzles");
        }
    });
    html! {
        <div class="result-panel">
            <p class="result-text" data-result-text="">{ text.to_string() }</p>
            <div class="buttons">
                <button type="button" class="primary" id="play-again" onclick={again} title={t.title_play_again()}>
                    { t.play_again() }
                </button>
                if !choosing {
                    <button type="button" id="rematch-options" onclick={choose} title={t.title_rematch_options()}>
                        { t.rematch_options() }
                    </button>
                }
                <button type="button" id="practice-after-game" onclick={open_practice} title={t.title_practice()}>
                    { t.nav_practice() }
                </button>
            </div>
            { rating.unwrap_or_default() }
            { suggestion.unwrap_or_default() }
            // Below the buttons, so that Play again stays on a phone's first screen.
            if let Some((level, mood, line)) = farewell {
                <p class="farewell" data-farewell="">
                    { portrait_img(t, level, mood, true, "face") }
                    <span>{ t.farewell(&character(level).name(t), &line) }</span>
                </p>
            }
        </div>
    }
}
