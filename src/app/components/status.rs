use crate::app::hooks::use_texts;
use crate::app::model::describe::colour_name;
use crate::pages::characters::Mood;
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
    /// The number its card shows: its discs, or its score once the game is over (the
    /// empty squares count for the winner), so that the card and the result agree.
    pub shown: u32,
    /// The computer level playing it, if a computer does (its portrait is shown).
    pub level: Option<u8>,
    /// Whether its name is the opponent's button (`[data-opponent]`), which opens the
    /// chooser of opponents: the computer's side, or White's when nobody is a computer.
    pub opponent: bool,
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
    /// What just happened ("Bramble played c3, flipping 1.").
    pub event: String,
    /// Whose turn it is, or the result ("Your move, 3–3."). With `event`, the one
    /// sentence said for a change.
    pub state: String,
    /// Whether `event` is said but not shown (at the end, the result alone is shown, so
    /// the status keeps its height and the board does not move).
    #[prop_or_default]
    pub quiet_event: bool,
    /// Changes when the same sentence must be said again (the same wrong square twice).
    #[prop_or_default]
    pub again: u32,
    /// Opens the chooser of opponents.
    pub on_choose_opponent: Callback<()>,
}

/// The status area: both sides with their disc counts (their scores at the end) and the
/// live region: one sentence a change, said whole (`aria-atomic`), the only element of
/// the game view with `aria-live`. The cards are not in it, so a move is said once.
#[function_component(StatusPanel)]
pub fn status_panel(props: &StatusProps) -> Html {
    let t = use_texts();
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
                    { portrait_img(&t, level, mood, true, "face") }
                }
                <span class="who">
                    <span class="colour">{ colour_name(&t, side.color) }</span>
                    if side.opponent {
                        <button
                            type="button"
                            class="player opponent"
                            data-opponent=""
                            data-opponent-level={side.level.map(|l| l.to_string())}
                            aria-haspopup="dialog"
                            aria-label={t.choose_opponent_label(&colour_name(&t, side.color), &side.player)}
                            onclick={props.on_choose_opponent.reform(|_: MouseEvent| ())}
                        >
                            { &side.player }<span class="chevron" aria-hidden="true">{ " ▾" }</span>
                        </button>
                    } else {
                        <span class="player">{ &side.player }</span>
                    }
                </span>
                if thinking {
                    <span class="thinking" aria-hidden="true"><i></i><i></i><i></i></span>
                }
                <span class="count">
                    { side.shown }
                    <span class="visually-hidden">{ " " }{
                        if props.result.is_some() {
                            t.card_points(i64::from(side.shown))
                        } else {
                            t.card_discs(i64::from(side.shown))
                        }
                    }</span>
                </span>
            </div>
        }
    };
    html! {
        <section class="status">
            <div class="sides">
                { card(&props.black) }
                { card(&props.white) }
            </div>
            <p
                class="message"
                role="status"
                aria-live="polite"
                aria-atomic="true"
                data-status={props.status}
                data-turn={props.turn}
                data-black={props.black.discs.to_string()}
                data-white={props.white.discs.to_string()}
                data-result={props.result}
            >
                // A new node when the same sentence is to be said again.
                <span key={props.again.to_string()}>
                    <span class={classes!(props.quiet_event.then_some("visually-hidden"))}>{ &props.event }</span>
                    { t.sentence_gap() }{ &props.state }
                </span>
            </p>
        </section>
    }
}
