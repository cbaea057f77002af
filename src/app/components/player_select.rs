use crate::app::hooks::use_texts;
use crate::app::model::describe::colour_name;
use crate::app::model::Player;
use crate::pages::characters::{character, Mood};
use crate::pages::portrait::portrait_img;
use outflank_engine::ai::levels;
use outflank_engine::Color;
use yew::prelude::*;

/// The properties of a player select.
#[derive(Properties, PartialEq)]
pub struct PlayerSelectProps {
    /// The colour it chooses for.
    pub color: Color,
    /// Who plays it now.
    pub player: Player,
    /// Called with the new choice.
    pub on_change: Callback<(Color, Player)>,
    /// Whether it chooses for the rematch (its own id and label) rather than the game.
    #[prop_or_default]
    pub rematch: bool,
}

/// A select named after its colour ("Black", "White") offering "Human" and, under
/// "Computer", every level the engine has, weakest first, with the chosen level's
/// description.
#[function_component(PlayerSelect)]
pub fn player_select(props: &PlayerSelectProps) -> Html {
    let t = use_texts();
    let color = props.color;
    let prefix = if props.rematch { "rematch" } else { "player" };
    let label = if props.rematch {
        t.player_in_rematch(&colour_name(&t, color))
    } else {
        colour_name(&t, color)
    };
    let id = format!("{prefix}-{}", color.name());
    let onchange = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let select = e.target_dyn_into::<web_sys::HtmlSelectElement>();
            if let Some(player) = select.and_then(|s| Player::from_key(&s.value())) {
                on_change.emit((color, player));
            }
        })
    };
    let options = levels().iter().enumerate().map(|(i, level)| {
        let player = Player::Computer {
            level: level.id.id(),
        };
        html! {
            <option
                value={player.key()}
                selected={props.player == player}
                data-budget-ms={level.budget_ms.to_string()}
            >
                { format!("{}. {}", i + 1, character(level.id.id()).name(&t)) }
            </option>
        }
    });
    let about = match props.player {
        Player::Human => html! { t.human_about() },
        Player::Computer { level } => {
            let c = character(level);
            let details = c.details(&t);
            html! {
                <>
                    { portrait_img(&t, level, Mood::Calm, false, "face") }
                    <span>
                        <strong class="character">{ c.portrait_label(&t) }</strong>
                        { t.sentence_gap() }{ c.tagline(&t) }{ t.sentence_gap() }{ c.about(&t) }
                        if let Some(details) = details {
                            <details class="details">
                                <summary>{ t.details() }</summary>
                                { details }
                            </details>
                        }
                    </span>
                </>
            }
        }
    };
    let about_id = format!("{id}-about");
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select id={id} {onchange} aria-describedby={about_id.clone()}>
                <option value="human" selected={props.player == Player::Human}>{ t.human() }</option>
                <optgroup label={t.computer()}>{ for options }</optgroup>
            </select>
            <div class="about" id={about_id}>{ about }</div>
        </div>
    }
}
