use crate::app::model::describe::square_label;
use outflank_engine::ai::analysis::MoveValue;
use outflank_engine::ai::Proof;
use outflank_engine::{Color, Square};
use yew::prelude::*;

/// The properties of one square.
#[derive(Properties, PartialEq)]
pub struct SquareProps {
    /// Which square.
    pub square: Square,
    /// The disc on it, if any.
    pub disc: Option<Color>,
    /// Whether the side to move may play here.
    pub legal: bool,
    /// Whether the last move was played here.
    pub last: bool,
    /// Whether the last move flipped this disc (it animates).
    pub flipped: bool,
    /// Whether the disc here is stable and stable discs are shown.
    #[prop_or_default]
    pub stable: bool,
    /// Whether the hint marks this square as the best move.
    #[prop_or_default]
    pub hint: bool,
    /// The analysis' value of this move, when a hint shows values.
    #[prop_or_default]
    pub value: Option<MoveValue>,
    /// Set when the player just chose this square and the move is not legal: the number
    /// of such tries in a row (each one flashes the square anew).
    #[prop_or_default]
    pub wrong: Option<u32>,
    /// Whether this square is the board's one Tab stop (roving tabindex).
    pub tab_stop: bool,
    /// Called on click, tap, Enter or Space.
    pub on_play: Callback<Square>,
    /// Called on every key press, to move the focus over the board.
    pub on_key: Callback<(Square, KeyboardEvent)>,
    /// Called when the square gets the focus.
    pub on_focus: Callback<Square>,
}

/// A move's value as shown on its square: its proven result ("win", "draw", "loss") or
/// the mover's chance of winning ("62%").
pub fn value_text(value: &MoveValue) -> String {
    match value.proof {
        Some(Proof::Win) => "win".to_string(),
        Some(Proof::Draw) => "draw".to_string(),
        Some(Proof::Loss) => "loss".to_string(),
        None => format!("{}%", value.percent),
    }
}

/// One square of the board: a native button, so click, tap, Enter and Space all play it.
#[function_component(SquareButton)]
pub fn square_button(props: &SquareProps) -> Html {
    let sq = props.square;
    let onclick = props.on_play.reform(move |_: MouseEvent| sq);
    let onkeydown = props.on_key.reform(move |e: KeyboardEvent| (sq, e));
    let onfocus = props.on_focus.reform(move |_: FocusEvent| sq);
    let value = props.value.as_ref().map(value_text);
    let disc = props.disc.map(|c| {
        let class = classes!(
            "disc",
            c.name(),
            props.last.then_some("placed"),
            props.flipped.then_some("flipped")
        );
        html! { <span {class}></span> }
    });
    html! {
        <button
            type="button"
            class="sq"
            data-square={sq.to_string()}
            data-disc={props.disc.map_or("empty", Color::name)}
            data-legal={if props.legal { "true" } else { "false" }}
            data-last={props.last.then_some("true")}
            data-hint={props.hint.then_some("true")}
            data-stable={props.stable.then_some("true")}
            // Two names by turns: the flash's animation restarts on each wrong try.
            data-wrong={props.wrong.map(|n| if n % 2 == 0 { "a" } else { "b" })}
            data-value={value.clone()}
            aria-label={match (&value, props.hint, props.stable) {
                (None, false, false) => square_label(sq, props.disc, props.legal, props.last),
                (v, hint, stable) => format!(
                    "{}{}{}{}",
                    square_label(sq, props.disc, props.legal, props.last),
                    if stable { ", stable" } else { "" },
                    if hint { ", best move" } else { "" },
                    v.as_ref().map(|v| format!(", {v}")).unwrap_or_default()
                ),
            }}
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            {onclick}
            {onkeydown}
            {onfocus}
        >
            { for disc }
            // The coordinates inside the edge squares, shown on phones instead of around
            // the board (so the squares keep their size).
            // Drawn by CSS from `data-c`: no text, so the square's name stays its label.
            if sq.column() == 0 {
                <span class="coord rank" data-c={(sq.row() + 1).to_string()}></span>
            }
            if sq.row() == 7 {
                <span class="coord file" data-c={char::from(b'a' + sq.column()).to_string()}></span>
            }
            if let Some(v) = value {
                <span class="value" aria-hidden="true">{ v }</span>
            }
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_shows_its_proof_or_its_chance() {
        let d3: Square = "d3".parse().unwrap();
        let text = |percent, proof| value_text(&MoveValue::new(d3, percent, proof).unwrap());
        assert_eq!(text(62, None), "62%");
        assert_eq!(text(100, Some(Proof::Win)), "win");
        assert_eq!(text(50, Some(Proof::Draw)), "draw");
        assert_eq!(text(0, Some(Proof::Loss)), "loss");
    }
}
