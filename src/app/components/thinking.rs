use crate::app::hooks::use_texts;
use crate::app::model::Thought;
use crate::app::storage;
use crate::i18n::Texts;
use outflank_engine::ai::analysis::{Progress, ThinkingReport};
use yew::prelude::*;

/// Where the panel's folded state is remembered.
pub const THINKING_KEY: &str = "outflank.thinking";

/// The properties of the thinking panel.
#[derive(Properties, PartialEq)]
pub struct ThinkingProps {
    /// Whether the computer is thinking now.
    pub thinking: bool,
    /// The worker's latest report on the turn under way, if any yet.
    pub thought: Option<Thought>,
}

/// "1.2M", "350k", "900": a count in a few characters.
pub fn short_count(n: u64) -> String {
    match n {
        n if n >= 10_000_000 => format!("{}M", n / 1_000_000),
        n if n >= 1_000_000 => format!("{}.{}M", n / 1_000_000, n / 100_000 % 10),
        n if n >= 10_000 => format!("{}k", n / 1000),
        n => n.to_string(),
    }
}

/// The panel's lines for `report` after `elapsed_ms`: what it would play, its value,
/// how far it has got, and its speed.
pub fn lines(t: &Texts, report: &ThinkingReport, elapsed_ms: u32) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(best) = report.best {
        out.push(t.thinking_best(&best.to_string()));
    }
    match report.progress {
        Progress::Starting => out.push(t.thinking_starting()),
        Progress::AlphaBeta { depth, discs } => {
            if let Some(d) = discs {
                let sign = if d > 0 { "+" } else { "" };
                out.push(t.thinking_value(&format!("{sign}{d}"), i64::from(d.unsigned_abs())));
            }
            out.push(t.thinking_depth(i64::from(depth)));
        }
        Progress::Mcts {
            playouts,
            visits,
            win_percent,
        } => {
            out.push(t.thinking_win_rate(i64::from(win_percent), &short_count(visits.into())));
            out.push(t.thinking_playouts(&short_count(playouts)));
        }
        Progress::Solving { empties } => out.push(t.thinking_solving(i64::from(empties))),
    }
    if elapsed_ms > 0 && report.nodes > 0 {
        let per_second = short_count(report.nodes * 1000 / u64::from(elapsed_ms));
        out.push(match report.progress {
            Progress::Mcts { .. } => t.thinking_playouts_rate(&per_second),
            _ => t.thinking_nodes_rate(&per_second),
        });
    }
    out
}

/// What the computer thinks now: a compact panel that can be folded (remembered in
/// localStorage). It stays mounted, in the same place and size, for the whole game against
/// the computer, so that its button keeps the keyboard focus and nothing below it moves when
/// a turn starts or ends; the page contract's `data-thinking` attributes are there only
/// while the computer thinks.
#[function_component(ThinkingPanel)]
pub fn thinking_panel(props: &ThinkingProps) -> Html {
    let t = use_texts();
    let open = use_state(|| storage::load(THINKING_KEY).as_deref() != Some("closed"));
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            let now = !*open;
            let _ = storage::save(THINKING_KEY, if now { "open" } else { "closed" });
            open.set(now);
        })
    };
    let thinking = props.thinking;
    let report = props
        .thought
        .as_ref()
        .map(|t| t.report.clone())
        .unwrap_or_default();
    let elapsed = props.thought.as_ref().map_or(0, |t| t.elapsed_ms);
    let (value, depth, playouts) = match report.progress {
        Progress::AlphaBeta { depth, discs } => (discs.map(|d| d.to_string()), Some(depth), None),
        Progress::Mcts {
            playouts,
            win_percent,
            ..
        } => (Some(format!("{win_percent}%")), None, Some(playouts)),
        Progress::Solving { .. } | Progress::Starting => (None, None, None),
    };
    let pv = report
        .pv
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <section
            class="thinking-panel"
            aria-label={t.thinking_panel()}
            data-thinking-panel=""
            data-thinking={thinking.then_some("")}
            data-open={if *open { "true" } else { "false" }}
            data-best={report.best.filter(|_| thinking).map(|m| m.to_string())}
            data-value={value.filter(|_| thinking)}
            data-depth={depth.filter(|_| thinking).map(|d| d.to_string())}
            data-playouts={playouts.filter(|_| thinking).map(|p| p.to_string())}
            data-pv={thinking.then(|| pv.clone())}
            data-elapsed-ms={thinking.then(|| elapsed.to_string())}
        >
            <button
                type="button"
                class="thinking-toggle"
                aria-expanded={if *open { "true" } else { "false" }}
                onclick={toggle}
            >{ t.thinking_toggle() }</button>
            if *open && thinking {
                <ul class="thinking-lines">
                    { for lines(&t, &report, elapsed).into_iter().map(|l| html! { <li>{ l }</li> }) }
                    if !pv.is_empty() {
                        <li class="pv">{ t.thinking_line(&pv) }</li>
                    }
                </ul>
            } else if *open {
                <p class="thinking-idle">{ t.thinking_idle() }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::{Move, Square};

    #[test]
    fn the_lines_say_value_depth_or_playouts_and_speed() {
        let d6 = Move::Place("d6".parse::<Square>().unwrap());
        let ab = ThinkingReport {
            best: Some(d6),
            progress: Progress::AlphaBeta {
                depth: 9,
                discs: Some(3),
            },
            nodes: 2_500_000,
            pv: vec![d6],
        };
        assert_eq!(
            lines(&Texts::english(), &ab, 2000),
            [
                "Best so far: d6",
                "Value: +3 discs",
                "Depth: 9",
                "1.2M nodes/s"
            ]
        );
        let mcts = ThinkingReport {
            best: Some(d6),
            progress: Progress::Mcts {
                playouts: 45_000,
                visits: 30_000,
                win_percent: 56,
            },
            nodes: 45_000,
            pv: vec![d6],
        };
        assert_eq!(
            lines(&Texts::english(), &mcts, 500),
            [
                "Best so far: d6",
                "Win rate: 56% (30k visits)",
                "Playouts: 45k",
                "90k playouts/s"
            ]
        );
        assert_eq!(short_count(999), "999");
        assert_eq!(short_count(12_345_678), "12M");
    }
}
