use crate::pages::characters::{character, Mood};
use crate::pages::portrait::portrait_img;
use outflank_engine::Color;
use yew::prelude::*;

/// One side as the status area shows it.
#[derive(Clone, PartialEq, Debug)]
pub struct Side {
    /// The colour.
    pub color: Color,
    /// Who plays it ("You", "Human", or the level's name).
    pub player: String,
    /// Its discs on the board.
    pub discs: u32,
    /// The computer level playing it, if a computer does (its portrait is shown).
    pub level: Option<u8>,
}

/// The properties of the status area.
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// `data-status`: `to-move`, `thinking`, `pass`, `stalled` or `game-over`.
    pub status: &'static str,
    /// `data-turn`: `black`, `white` or `none`.
    pub turn: &'static str,
    /// `data-result` once the game is over: `black`, `white` or `draw`.
    pub result: Option<&'static str>,
    /// Black's side.
    pub black: Side,
    /// White's side.
    pub white: Side,
    /// Whose turn, the pass being shown, or the result.
    pub message: String,
    /// What just happened.
    pub event: String,
    /// Why the game ended early, if it did.
    pub note: Option<String>,
    /// What the computer says at the end of the game: the level and its line.
    #[prop_or_default]
    pub farewell: Option<(u8, Mood, &'static str)>,
}

/// The status area: both sides with their disc counts, whose turn it is (with a thinking
/// indicator for the computer) and what just happened. A polite live region, so screen
/// readers announce each change.
#[function_component(StatusPanel)]
pub fn status_panel(props: &StatusProps) -> Html {
    let card = |side: &Side| {
        let name = side.color.name();
        let active = props.turn == name;
        let thinking = active && props.status == "thinking";
        let winner = props.result == Some(name);
        let mood = match props.result {
            Some(r) if r == name => Mood::Happy,
            Some("draw") | None if thinking => Mood::Thinking,
            Some("draw") | None => Mood::Calm,
            Some(_) => Mood::Surprised,
        };
        html! {
            <div class={classes!("side-card", name, active.then_some("active"), winner.then_some("winner"))}>
                <span class={classes!("disc", "icon", name)} aria-hidden="true"></span>
                if let Some(level) = side.level {
                    { portrait_img(level, mood, true, "face") }
                }
                <span class="who">
                    <span class="colour">{ side.color.to_string() }</span>
                    <span class="player">{ &side.player }</span>
                </span>
                if thinking {
                    <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
                }
                <span class="count">
                    { side.discs }
                    <span class="visually-hidden">{ if side.discs == 1 { " disc" } else { " discs" } }</span>
                </span>
            </div>
        }
    };
    html! {
        <section
            class="status"
            role="status"
            aria-live="polite"
            data-status={props.status}
            data-turn={props.turn}
            data-black={props.black.discs.to_string()}
            data-white={props.white.discs.to_string()}
            data-result={props.result}
        >
            <div class="sides">
                { card(&props.black) }
                { card(&props.white) }
            </div>
            <p class="message">{ &props.message }</p>
            <p class="event">{ &props.event }</p>
            if let Some(note) = &props.note {
                <p class="event">{ note }</p>
            }
            if let Some((level, mood, line)) = props.farewell {
                <p class="farewell" data-farewell="">
                    { portrait_img(level, mood, true, "face") }
                    <span>{ format!("{}: “{line}”", character(level).name) }</span>
                </p>
            }
        </section>
    }
}
