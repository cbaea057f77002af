use crate::app::hooks::use_texts;
use crate::app::model::describe::square_label;
use crate::i18n::Texts;
use outflank_engine::ai::analysis::MoveValue;
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
    /// Whether the hint marks this square as a best move.
    #[prop_or_default]
    pub best: bool,
    /// The hint's value of this move, when a hint shows values.
    #[prop_or_default]
    pub value: Option<MoveValue>,
    /// Whether the review marks this square as the best move of the position browsed.
    #[prop_or_default]
    pub review_best: bool,
    /// The colour of the computer thinking of playing here now, if it is (a faint disc).
    #[prop_or_default]
    pub ghost: Option<Color>,
    /// Set when the player just chose this square and the move is not legal: the number
    /// of such tries in a row (each one flashes the square anew).
    /// The number of the best line's move played here, while the line is shown (its disc
    /// is the `ghost`).
    #[prop_or_default]
    pub line_step: Option<u8>,
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

/// A move's value as shown on its square and said by its label: the disc difference
/// with its sign ("+2", "0", "-4").
pub fn value_text(value: &MoveValue) -> String {
    match value.discs() {
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    }
}

/// What a square's label adds for a hint's value: "best move, +2 discs, exact".
pub fn value_words(t: &Texts, value: &MoveValue, best: bool) -> String {
    let mut parts = Vec::new();
    if best {
        parts.push(t.square_best());
    }
    parts.push(t.square_value(&value_text(value), i64::from(value.discs().abs())));
    if value.exact() {
        parts.push(t.square_exact());
    }
    parts.join(&t.list_separator())
}

/// A square's whole accessible name: [`square_label`], then whether its disc is stable, the
/// review's best move, the hint's value and the best line's move played there.
fn full_label(t: &Texts, props: &SquareProps) -> String {
    let mut parts = vec![square_label(
        t,
        props.square,
        props.disc,
        props.legal,
        props.last,
    )];
    if props.stable {
        parts.push(t.square_stable());
    }
    if props.review_best {
        parts.push(t.square_best());
    }
    if let Some(v) = &props.value {
        parts.push(value_words(t, v, props.best));
    }
    if let Some(n) = props.line_step {
        parts.push(t.square_line_step(i64::from(n)));
    }
    parts.join(&t.list_separator())
}

/// One square of the board: a native button, so click, tap, Enter and Space all play it.
#[function_component(SquareButton)]
pub fn square_button(props: &SquareProps) -> Html {
    let texts = use_texts();
    let sq = props.square;
    let onclick = props.on_play.reform(move |_: MouseEvent| sq);
    let onkeydown = props.on_key.reform(move |e: KeyboardEvent| (sq, e));
    let onfocus = props.on_focus.reform(move |_: FocusEvent| sq);
    // A move of the best line shown on the board covers the value (still in the label).
    let value = props
        .value
        .as_ref()
        .filter(|_| props.line_step.is_none())
        .map(value_text);
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
            data-hint={props.value.map(|v| v.discs().to_string())}
            data-hint-exact={props.value.filter(|v| v.exact()).map(|_| "true")}
            data-hint-best={(props.best && props.value.is_some()).then_some("true")}
            data-stable={props.stable.then_some("true")}
            data-thinking-best={props.ghost.filter(|_| props.line_step.is_none()).map(|_| "true")}
            data-review-best={props.review_best.then_some("true")}
            // Two names by turns: the flash's animation restarts on each wrong try.
            data-wrong={props.wrong.map(|n| if n % 2 == 0 { "a" } else { "b" })}
            aria-label={full_label(&texts, props)}
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            {onclick}
            {onkeydown}
            {onfocus}
        >
            { for disc }
            if let Some(c) = props.ghost {
                // The line's number is drawn by CSS from `data-line-step`.
                <span class={classes!("disc", "ghost", c.name())} data-line-step={props.line_step.map(|n| n.to_string())} aria-hidden="true"></span>
            }
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
                <span
                    class={classes!("value", props.value.is_some_and(|v| v.exact()).then_some("exact"))}
                    aria-hidden="true"
                >{ v }</span>
            }
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_shows_its_sign_and_the_label_says_whether_it_is_exact() {
        let d3: Square = "d3".parse().unwrap();
        let v = |discs, exact| MoveValue::new(d3, discs, exact).unwrap();
        assert_eq!(value_text(&v(2, false)), "+2");
        assert_eq!(value_text(&v(0, true)), "0");
        assert_eq!(value_text(&v(-4, true)), "-4");
        let t = Texts::english();
        assert_eq!(value_words(&t, &v(2, false), true), "best move, +2 discs");
        assert_eq!(value_words(&t, &v(-1, true), false), "-1 disc, exact");
    }
}
