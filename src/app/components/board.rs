use super::SquareButton;
use crate::app::hooks::use_texts;
use crate::app::model::describe::colour_name;
use outflank_engine::ai::analysis::MoveValue;
use outflank_engine::{Bitboard, Color, Position, Square};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The properties of the board.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position shown.
    pub position: Position,
    /// Where the side to move may play.
    pub legal: Bitboard,
    /// Whether to mark the legal squares.
    pub show_markers: bool,
    /// The stable discs to mark (empty when not shown).
    #[prop_or_default]
    pub stable: Bitboard,
    /// Whether a human may play now (hover effects, markers).
    pub interactive: bool,
    /// The last placement and what it flipped.
    pub last: Option<(Square, Bitboard)>,
    /// The colour whose pass is being shown, if any.
    pub passing: Option<Color>,
    /// Whether the computer is thinking.
    pub busy: bool,
    /// The result once the game is over, in a few words ("You lost 2–62"): a banner over
    /// the board that fades after a moment, or at once on a tap.
    pub result: Option<String>,
    /// The square just chosen where the move is not legal, and how many such tries in a
    /// row (a new one flashes again).
    #[prop_or_default]
    pub wrong: Option<(Square, u32)>,
    /// The hint's best moves (several when they tie), if a hint is shown.
    #[prop_or_default]
    pub best: Bitboard,
    /// The hint's value of each legal move.
    #[prop_or_default]
    pub values: Vec<MoveValue>,
    /// The depth in plies of the hint's values that are not exact (0 when all are
    /// exact), while a hint shows: deeper answers replace shallower ones.
    #[prop_or_default]
    pub hint_depth: Option<u8>,
    /// While browsing the reviewed game, the best move in the position shown.
    #[prop_or_default]
    pub review_best: Option<Square>,
    /// While the computer thinks, the move it would play now (shown faintly).
    #[prop_or_default]
    pub ghost: Option<Square>,
    /// The best line shown on the board: each placement's square, colour and number.
    #[prop_or_default]
    pub line: Vec<(Square, Color, u8)>,
    /// Called when a square is chosen.
    pub on_play: Callback<Square>,
    /// How many rows of squares to draw, from the top: fewer than 8 only while the app
    /// starts (it renders in steps, hidden, see `app::mount`).
    #[prop_or(8)]
    pub rows: u8,
}

/// The square a navigation key moves the focus to from `from`, clamped to the board;
/// `None` for other keys.
pub fn step(from: Square, key: &str) -> Option<Square> {
    let (c, r) = (from.column() as i8, from.row() as i8);
    let (c, r) = match key {
        "ArrowLeft" => (c - 1, r),
        "ArrowRight" => (c + 1, r),
        "ArrowUp" => (c, r - 1),
        "ArrowDown" => (c, r + 1),
        "Home" => (0, r),
        "End" => (7, r),
        "PageUp" => (c, 0),
        "PageDown" => (c, 7),
        _ => return None,
    };
    Some(Square::from_coords(
        c.clamp(0, 7) as u8,
        r.clamp(0, 7) as u8,
    ))
}

/// How long the result's banner stays before it fades, in milliseconds.
const RESULT_SHOWN_MS: u32 = 3500;

const FILES: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];
const RANKS: [&str; 8] = ["1", "2", "3", "4", "5", "6", "7", "8"];

/// The 8×8 board of buttons with coordinates around it. The keyboard reaches it with one
/// Tab stop; the arrow keys (and Home, End, Page Up, Page Down) move the focus over it.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let t = use_texts();
    let focused = use_state_eq(|| None::<Square>);
    let grid = use_node_ref();
    // The result's banner: shown when the game ends, faded after a moment or on a tap.
    let faded = use_state_eq(|| false);
    {
        let faded = faded.clone();
        use_effect_with(props.result.clone(), move |result| {
            faded.set(false);
            let timer = result.is_some().then(|| {
                gloo_timers::callback::Timeout::new(RESULT_SHOWN_MS, move || faded.set(true))
            });
            move || drop(timer)
        });
    }
    let fade_now = {
        let faded = faded.clone();
        Callback::from(move |_: MouseEvent| faded.set(true))
    };
    // Until the player has focused a square, Tab lands on a legal move (or the centre).
    let tab_stop = focused
        .or_else(|| props.legal.first())
        .unwrap_or(Square::from_coords(3, 3));
    // Stable callbacks: squares whose content did not change are not re-rendered.
    let on_key = {
        let focused = focused.setter();
        let grid = grid.clone();
        use_callback((), move |(from, e): (Square, KeyboardEvent), _| {
            if let Some(to) = step(from, &e.key()) {
                e.prevent_default();
                focused.set(Some(to));
                focus_square(&grid, to);
            }
        })
    };
    let on_focus = {
        let focused = focused.setter();
        use_callback((), move |sq: Square, _| focused.set(Some(sq)))
    };
    let (last, flipped) = props
        .last
        .map_or((None, Bitboard::EMPTY), |(s, f)| (Some(s), f));
    let squares = Square::all().take(8 * usize::from(props.rows)).map(|sq| {
        let step = props.line.iter().find(|(s, ..)| *s == sq);
        html! {
            <SquareButton
                key={sq.index()}
                square={sq}
                disc={props.position.disc_at(sq)}
                legal={props.legal.contains(sq)}
                last={last == Some(sq)}
                flipped={flipped.contains(sq)}
                stable={props.stable.contains(sq)}
                wrong={props.wrong.filter(|(w, _)| *w == sq).map(|(_, n)| n)}
                tab_stop={sq == tab_stop}
                best={props.best.contains(sq)}
                review_best={props.review_best == Some(sq)}
                ghost={(props.ghost == Some(sq)).then_some(props.position.turn).or(step.map(|&(_, c, _)| c))}
                line_step={step.map(|&(.., n)| n)}
                value={props.values.iter().find(|v| v.square() == sq).copied()}
                on_play={props.on_play.clone()}
                on_key={on_key.clone()}
                on_focus={on_focus.clone()}
            />
        }
    });
    let labels = |names: [&'static str; 8], class: &'static str| {
        html! {
            <div class={classes!("coords", class)} aria-hidden="true">
                { for names.iter().map(|n| html! { <span>{ *n }</span> }) }
            </div>
        }
    };
    html! {
        <div class="frame">
            { labels(FILES, "files top") }
            { labels(RANKS, "ranks left") }
            <div
                class="board"
                ref={grid}
                data-board=""
                role="group"
                aria-label={t.board()}
                aria-busy={if props.busy { "true" } else { "false" }}
                data-markers={if props.show_markers { "true" } else { "false" }}
                data-interactive={if props.interactive { "true" } else { "false" }}
                data-to-move={props.position.turn.name()}
                data-hint-depth={props.hint_depth.map(|d| d.to_string())}
            >
                { for squares }
            </div>
            { labels(RANKS, "ranks right") }
            { labels(FILES, "files bottom") }
            // Announced by the status area; the banners only show it on the board.
            if let Some(color) = props.passing {
                <div class="banner" aria-hidden="true">
                    <span class={classes!("disc", color.name())}></span>
                    { t.banner_passes(&colour_name(&t, color)) }
                </div>
            }
            // Said by the live region; a tap hides it at once.
            if let Some(result) = &props.result {
                <div
                    class={classes!("banner", "result", faded.then_some("faded"))}
                    aria-hidden="true"
                    onclick={fade_now}
                >
                    { result }
                </div>
            }
        </div>
    }
}

/// Moves the keyboard focus to `square`'s button.
fn focus_square(grid: &NodeRef, square: Square) {
    let button = grid
        .cast::<web_sys::Element>()
        .and_then(|g| {
            g.query_selector(&format!("[data-square=\"{square}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = button {
        let _ = button.focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_move_over_the_board_and_stop_at_its_edges() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(step(sq("d3"), "ArrowLeft"), Some(sq("c3")));
        assert_eq!(step(sq("d3"), "ArrowRight"), Some(sq("e3")));
        assert_eq!(step(sq("d3"), "ArrowUp"), Some(sq("d2")));
        assert_eq!(step(sq("d3"), "ArrowDown"), Some(sq("d4")));
        assert_eq!(step(sq("a1"), "ArrowLeft"), Some(sq("a1")));
        assert_eq!(step(sq("h8"), "ArrowDown"), Some(sq("h8")));
        assert_eq!(step(sq("d3"), "Home"), Some(sq("a3")));
        assert_eq!(step(sq("d3"), "End"), Some(sq("h3")));
        assert_eq!(step(sq("d3"), "PageUp"), Some(sq("d1")));
        assert_eq!(step(sq("d3"), "PageDown"), Some(sq("d8")));
        assert_eq!(step(sq("d3"), "Enter"), None);
    }
}
