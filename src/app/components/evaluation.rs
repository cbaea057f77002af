//! The evaluation over the game: a chart of Black's expected final margin after each move.

use crate::app::model::{Action, Evaluation};
use yew::prelude::*;

/// Chart width and height in SVG units.
const W: u32 = 300;
const H: u32 = 100;

/// A non-negative coordinate with one decimal, as `{:.1}` writes it, by integer
/// formatting: the app's WebAssembly then carries no float formatting (9 kB).
fn tenths(v: f64) -> String {
    let t = (v * 10.0).round() as u64;
    format!("{}.{}", t / 10, t % 10)
}

/// In words: who is ahead in the last position evaluated, e.g. "Black ahead by about 6
/// discs", "White wins by 12 discs (solved)", "even".
pub fn margin_words(margin: i8, exact: bool) -> String {
    let (who, by) = match margin {
        0 => return if exact { "a draw (solved)" } else { "even" }.to_string(),
        m if m > 0 => ("Black", m.unsigned_abs()),
        m => ("White", m.unsigned_abs()),
    };
    let discs = if by == 1 { "disc" } else { "discs" };
    if exact {
        format!("{who} wins by {by} {discs} (solved)")
    } else {
        format!("{who} ahead by about {by} {discs}")
    }
}

/// "Evaluate the game" and, once evaluated, the chart (the margin clamped to ±64 discs,
/// Black's advantage up). `played`: moves played now. A plain function (no hooks).
pub fn evaluation_panel(
    evaluation: Option<&Evaluation>,
    can_evaluate: bool,
    played: usize,
    dispatch: &Callback<Action>,
) -> Html {
    let pending = evaluation.is_some_and(|e| e.margins.is_none());
    let current = evaluation.is_some_and(|e| e.request.moves.len() == played);
    let ask = dispatch.reform(|_: MouseEvent| Action::AskEvaluation);
    let chart = evaluation
        .and_then(|e| e.margins.as_ref())
        .filter(|m| !m.is_empty())
        .map(|margins| {
            let (w, h) = (f64::from(W), f64::from(H));
            let step = w / (margins.len().max(2) - 1) as f64;
            let y = |m: i8| h / 2.0 - f64::from(m) * (h / 2.0 - 4.0) / 64.0;
            let points: Vec<String> = margins
                .iter()
                .enumerate()
                .map(|(i, m)| format!("{},{}", tenths(i as f64 * step), tenths(y(m.black))))
                .collect();
            let (last, exact) = margins.last().map_or((0, false), |m| (m.black, m.exact));
            let moves = margins.len() - 1;
            let label = format!(
                "Evaluation over {moves} moves: after move {moves}, {}",
                margin_words(last, exact)
            );
            let data: Vec<String> = margins.iter().map(|m| m.black.to_string()).collect();
            html! {
                <figure class="eval-graph">
                    <svg
                        viewBox={format!("0 0 {W} {H}")}
                        role="img"
                        aria-label={label.clone()}
                        data-margins={data.join(",")}
                        preserveAspectRatio="none"
                    >
                        <line class="zero" x1="0" y1={(H / 2).to_string()} x2={W.to_string()} y2={(H / 2).to_string()} />
                        <polyline class="line" points={points.join(" ")} />
                    </svg>
                    <figcaption>
                        <span>{ "Black ahead ↑ · White ahead ↓" }</span>
                        <span class="now">{ label }</span>
                    </figcaption>
                </figure>
            }
        });
    html! {
        <div class="evaluation">
            <button
                type="button"
                id="evaluate"
                onclick={ask}
                disabled={!can_evaluate || pending || current}
                aria-busy={pending.then_some("true")}
                title="The expected final score after every move (exact near the end)"
            >
                { if pending { "Evaluating…" } else { "Evaluate the game" } }
            </button>
            { for chart }
        </div>
    }
}
