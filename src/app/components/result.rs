//! The result of a finished game below the board: the sentence in the players' words,
//! the computer's closing line, "Play again" (colours swapped, at once) and the
//! rematch's options one tap further.

use crate::app::model::{Action, RematchAction};
use crate::app::state::fresh_seed;
use crate::pages::characters::{character, Mood};
use crate::pages::portrait::portrait_img;
use yew::prelude::*;

/// The result panel. `text`: the result ("You lost 2–62 (Bramble's 59 discs + 3 empty
/// squares)"); `farewell`: the computer's level, mood and line, when one played a human;
/// `choosing`: whether the rematch's options are open. A plain function (no hooks).
pub fn result_panel(
    text: &str,
    farewell: Option<(u8, Mood, &'static str)>,
    choosing: bool,
    dispatch: &Callback<Action>,
) -> Html {
    let again = dispatch
        .reform(|_: MouseEvent| Action::Rematch(RematchAction::PlayAgain { seed: fresh_seed() }));
    let choose = dispatch.reform(|_: MouseEvent| Action::Rematch(RematchAction::Choose));
    html! {
        <div class="result-panel">
            <p class="result-text" data-result-text="">{ text.to_string() }</p>
            <div class="buttons">
                <button type="button" class="primary" id="play-again" onclick={again} title="A new game at once, with the colours swapped">
                    { "Play again" }
                </button>
                if !choosing {
                    <button type="button" id="rematch-options" onclick={choose} title="Choose who plays each colour and the rule first">
                        { "Rematch options" }
                    </button>
                }
            </div>
            // Below the buttons, so that Play again stays on a phone's first screen.
            if let Some((level, mood, line)) = farewell {
                <p class="farewell" data-farewell="">
                    { portrait_img(level, mood, true, "face") }
                    <span>{ format!("{}: “{line}”", character(level).name) }</span>
                </p>
            }
        </div>
    }
}
