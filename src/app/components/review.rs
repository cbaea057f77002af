//! "Analyze the game": the review of every move (progress, cancel), each player's total
//! loss, and the chart of the value after every move with the mistakes marked, whose
//! points (and the arrow keys) browse the game.

use crate::app::model::describe::review_words;
use crate::app::model::{Action, BestLine, Review};
use crate::i18n::Texts;
use outflank_engine::ai::analysis::{total_losses, Mistake, MoveReview};
use outflank_engine::{Color, Move};
use yew::prelude::*;

/// The values' height in SVG units (1 unit = 1 px): small enough that the whole chart
/// stays on a desktop's first screen.
const H: f64 = 100.0;
/// Each move's column in the chart, and its target's size: at least 24 px.
const COLUMN: i32 = 24;
/// Where the chart of each player's loss so far starts, and its height.
const LOSS_TOP: i32 = 126;
const LOSS_H: i32 = 28;

/// In words: who is ahead, e.g. "Black ahead by about 6 discs", "White wins by 12 discs
/// (solved)", "even".
pub fn margin_words(t: &Texts, margin: i8, exact: bool) -> String {
    let (who, by) = match margin {
        0 if exact => return t.margin_draw_solved(),
        0 => return t.margin_even(),
        m if m > 0 => (t.black(), i64::from(m.unsigned_abs())),
        m => (t.white(), i64::from(m.unsigned_abs())),
    };
    if exact {
        t.margin_wins_solved(&who, by)
    } else {
        t.margin_ahead(&who, by)
    }
}

/// Where move `i` (0: the start) is drawn across the chart, in px.
pub fn chart_x(i: usize) -> i32 {
    COLUMN * i as i32 + COLUMN / 2
}

/// The value for Black before the first move and after each move: the first move's best
/// value, then each played move's.
pub fn chart_values(reviews: &[MoveReview]) -> Vec<i8> {
    let start = reviews.first().map(|r| match r.mover {
        outflank_engine::Color::Black => r.best_discs,
        outflank_engine::Color::White => -r.best_discs,
    });
    start
        .into_iter()
        .chain(reviews.iter().map(MoveReview::black_value))
        .collect()
}

/// The review panel: "Analyze the game", its progress and Cancel, then the totals and the
/// chart. A plain function (no hooks).
pub fn review_panel(
    t: &Texts,
    review: Option<&Review>,
    browsing: Option<usize>,
    can_review: bool,
    played: usize,
    dispatch: &Callback<Action>,
) -> Html {
    let pending = review.is_some_and(|r| r.reviews.is_none());
    let current = review.is_some_and(|r| r.request.moves.len() == played);
    let ask = dispatch.reform(|_: MouseEvent| Action::AskReview);
    let cancel = dispatch.reform(|_: MouseEvent| Action::CancelReview);
    let progress = review.filter(|_| pending).map(|r| {
        let total = r.request.moves.len();
        html! {
            <p class="review-progress">
                <label for="review-progress">{ t.analyzing(r.reviewed as i64, total as i64) }</label>
                <progress id="review-progress" max={total.to_string()} value={r.reviewed.to_string()}></progress>
                <button type="button" onclick={cancel}>{ t.cancel() }</button>
            </p>
        }
    });
    let done = review
        .and_then(|r| r.reviews.as_ref())
        .filter(|r| !r.is_empty());
    let result = done.map(|reviews| {
        let (black, white) = total_losses(reviews);
        let values = chart_values(reviews);
        // One column of COLUMN px a move (its target), the SVG drawn at 1 unit = 1 px, so
        // a long game scrolls sideways rather than shrinking its targets.
        let width = COLUMN * (values.len() as i32 + 1);
        let x = chart_x;
        let y = |m: i8| (H / 2.0 - f64::from(m) * (H / 2.0 - 4.0) / 64.0).round() as i32;
        let polyline = |ys: &mut dyn Iterator<Item = i32>| {
            let mut points = String::new();
            for (i, y) in ys.enumerate() {
                points.push_str(&format!("{},{} ", x(i), y));
            }
            points
        };
        let points = polyline(&mut values.iter().map(|&m| y(m)));
        // Each player's loss so far, under the values: 0 at its top line, the largest total
        // at its bottom.
        let most = black.max(white).max(1) as i32;
        let losses = |c: Color| {
            let mut sum = 0;
            let sums = std::iter::once(0).chain(reviews.iter().map(move |r| {
                if r.mover == c {
                    sum += i32::from(r.loss());
                }
                sum
            }));
            polyline(&mut sums.map(|s| LOSS_TOP + s * LOSS_H / most))
        };
        let last = reviews.last().map_or((0, false), |r| (r.black_value(), r.exact));
        let label = t.chart_label(reviews.len() as i64, &margin_words(t, last.0, last.1));
        let dots = reviews.iter().enumerate().map(|(i, r)| {
            let n = i + 1;
            let class = classes!(
                "point",
                r.mistake().map(Mistake::name),
                (browsing == Some(n)).then_some("current")
            );
            let onclick = dispatch.reform(move |_: MouseEvent| Action::Browse(Some(n)));
            let (cx, cy) = (x(n), y(values[n]));
            html! {
                <>
                    <circle {class} data-point={n.to_string()} cx={cx.to_string()} cy={cy.to_string()} onclick={onclick.clone()} />
                    <rect class="target" data-chart-ply={n.to_string()} x={(cx - COLUMN / 2).to_string()} y={(cy - COLUMN / 2).to_string()} width="24" height="24" {onclick} />
                </>
            }
        });
        // The scale: discs for Black up and White down, every tenth move's number.
        let scale = [(32i8, t.chart_scale_black()), (-32, t.chart_scale_white())].map(|(m, text)| {
            html! { <text class="scale" x="2" y={(y(m) + 4).to_string()}>{ text }</text> }
        });
        let numbers = (10..values.len()).step_by(10).map(|n| {
            html! { <text class="scale" x={(x(n) - 8).to_string()} y={(H as i32 + 13).to_string()}>{ n }</text> }
        });
        let len = reviews.len();
        let keys = dispatch.clone();
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowLeft" => Some(browsing.map_or(len, |n| n.saturating_sub(1).max(1))),
                "ArrowRight" => Some(browsing.map_or(1, |n| (n + 1).min(len))),
                "Home" => Some(1),
                "End" => Some(len),
                "Escape" => None,
                _ => return,
            };
            e.prevent_default();
            keys.emit(Action::Browse(to));
        });
        let data: Vec<String> = values.iter().map(i8::to_string).collect();
        let height = LOSS_TOP + LOSS_H + 4;
        let middle = (H / 2.0) as i32;
        html! {
            <>
                <p class="review-totals">
                    { t.review_loss_black() }<strong data-total-loss-black={black.to_string()}>{ black }</strong>
                    { t.review_loss_white() }<strong data-total-loss-white={white.to_string()}>{ white }</strong>
                </p>
                <figure class="eval-graph" tabindex="0" aria-label={label.clone()} {onkeydown}>
                    <svg
                            width={width.to_string()}
                            height={height.to_string()}
                            viewBox={format!("0 0 {width} {height}")}
                            data-values={data.join(",")}
                            aria-hidden="true"
                        >
                            <rect class="ahead black" width={width.to_string()} height={middle.to_string()} />
                            <rect class="ahead white" y={middle.to_string()} width={width.to_string()} height={middle.to_string()} />
                            <line class="zero" x1="0" y1={middle.to_string()} x2={width.to_string()} y2={middle.to_string()} />
                            { for scale }
                            { for numbers }
                            <polyline class="line" points={points} />
                            <text class="scale" x="2" y={(LOSS_TOP - 3).to_string()}>{ t.chart_loss_legend() }</text>
                            <line class="zero" x1="0" y1={LOSS_TOP.to_string()} x2={width.to_string()} y2={LOSS_TOP.to_string()} />
                            <polyline class="loss black" points={losses(Color::Black)} />
                            <polyline class="loss white" points={losses(Color::White)} />
                            { for dots }
                        </svg>
                    <figcaption>
                        <span>{ t.chart_ahead_legend() }</span>
                        <span class="now">{ label }</span>
                    </figcaption>
                </figure>
                <p class="hint">{ t.review_hint() }</p>
            </>
        }
    });
    html! {
        <div class="evaluation">
            <button
                type="button"
                id="evaluate"
                onclick={ask}
                disabled={!can_review || pending || current || played == 0}
                aria-busy={pending.then_some("true")}
                title={t.title_analyze()}
            >
                { t.analyze_game() }
            </button>
            { for progress }
            { for result }
        </div>
    }
}

/// The browsing bar, under the board so that both are on screen together (on a phone
/// too): while browsing, the browsed move in words with Previous, Next, Back to the game and
/// the best line; during a variation from the game, the way back to it. A plain function.
pub fn browse_bar(
    t: &Texts,
    review: Option<&Review>,
    browsing: Option<usize>,
    variation: Option<usize>,
    line: Option<(&BestLine, bool)>,
    dispatch: &Callback<Action>,
) -> Html {
    let done = review
        .and_then(|r| r.reviews.as_ref())
        .filter(|r| !r.is_empty());
    // One closure type for every move of the browsing buttons (each type is code of its own).
    let go = |to: Option<usize>| dispatch.reform(move |_: MouseEvent| Action::Browse(to));
    let browsed = done.zip(browsing).and_then(|(reviews, n)| {
        let r = reviews.get(n.checked_sub(1)?)?;
        Some(html! {
            <div class="browse" data-browsing={n.to_string()}>
                // Said by the status, the one live region.
                <p>{ review_words(t, n, r) }</p>
                <button type="button" onclick={go(Some(n.saturating_sub(1).max(1)))} disabled={n <= 1}>{ t.browse_previous() }</button>
                <button type="button" onclick={go(Some(n + 1))} disabled={n >= reviews.len()}>{ t.browse_next() }</button>
                <button type="button" onclick={go(None)}>{ t.back_to_game() }</button>
                { best_line(t, n, line, dispatch) }
            </div>
        })
    });
    // A variation from the reviewed game: the way back to the game as played.
    let variation = variation.filter(|_| browsing.is_none()).map(|from| {
        html! {
            <div class="browse" data-variation={from.to_string()}>
                <p>{ t.variation_kept(from as i64) }</p>
                <button type="button" onclick={go(None)}>{ t.back_to_game() }</button>
            </div>
        }
    });
    html! {
        <>
            { for browsed }
            { for variation }
        </>
    }
}

/// The best line from browsed move `n` in words ("Best line: 22 g1, 23 h2, …"), with
/// the button that shows it on the board, once it is found.
fn best_line(
    t: &Texts,
    n: usize,
    line: Option<(&BestLine, bool)>,
    dispatch: &Callback<Action>,
) -> Html {
    let Some((moves, shown)) = line.and_then(|(l, shown)| Some((l.moves.as_ref()?, shown))) else {
        return Html::default();
    };
    let mut squares = String::new();
    let mut words = t.best_line();
    for (i, mv) in moves.iter().enumerate() {
        let mv = mv.to_string();
        if i > 0 {
            squares.push(' ');
            words.push(',');
        }
        squares.push_str(&mv);
        words.push_str(&format!(" {} {mv}", n + i));
    }
    // The button in the row of the browsing buttons, the words under them.
    html! {
        if !moves.is_empty() {
            <button type="button" aria-pressed={shown.to_string()} onclick={dispatch.reform(move |_: MouseEvent| Action::ShowLine(!shown))}>{ t.show_line() }</button>
            <p class="review-line" data-review-line={squares}>{ words }</p>
        }
    }
}

/// The attributes the review gives move `n` (from 1) in the move list: its loss, the best
/// move there and, for a mistake, its class.
pub fn move_marks(
    reviews: Option<&[MoveReview]>,
    n: usize,
) -> Option<(String, String, Option<&'static str>)> {
    let r = reviews?.get(n.checked_sub(1)?)?;
    let best = match r.best {
        Move::Place(sq) => sq.to_string(),
        Move::Pass => "pass".to_string(),
    };
    Some((r.loss().to_string(), best, r.mistake().map(Mistake::name)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::{Color, Square};

    fn review(
        mover: Color,
        played: &str,
        best: &str,
        best_discs: i8,
        played_discs: i8,
    ) -> MoveReview {
        let mv = |s: &str| Move::Place(s.parse::<Square>().unwrap());
        MoveReview {
            mover,
            played: mv(played),
            best: mv(best),
            best_discs,
            played_discs,
            exact: false,
            depth: 8,
        }
    }

    #[test]
    fn words_and_marks_say_the_loss_and_the_best_move() {
        let good = review(Color::Black, "f5", "f5", 2, 2);
        let bad = review(Color::White, "c4", "e6", 4, -2);
        let reviews = [good, bad];
        assert_eq!(
            move_marks(Some(&reviews), 1),
            Some(("0".into(), "f5".into(), None))
        );
        assert_eq!(
            move_marks(Some(&reviews), 2),
            Some(("6".into(), "e6".into(), Some("mistake")))
        );
        assert_eq!(move_marks(Some(&reviews), 3), None);
        assert_eq!(move_marks(None, 1), None);
        // Black's view: the start (Black's best), after f5 (+2), after White's c4 (-2 for White).
        assert_eq!(chart_values(&reviews), [2, 2, 2]);
        assert_eq!(
            margin_words(&Texts::english(), -12, true),
            "White wins by 12 discs (solved)"
        );
    }
}
