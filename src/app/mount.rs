//! Starting the app behind the first frame, in short steps.
//!
//! `<div id="app">` already holds the first frame (the start position drawn by HTML and CSS,
//! see `scripts/first-frame.mjs`). Rendered in one go, the live app took one long task (on a
//! phone's slower CPU a few hundred milliseconds): the page could not answer a tap for that
//! long, and Lighthouse counted it as blocking time. So the app renders into a hidden
//! element beside the first frame, a part per task (the heading, the status, the board's
//! frame, its squares a few rows at a time, the controls, the moves: see [`Step`]), and
//! replaces the first frame with it in one swap once the last part is in: the page never
//! shows a partial app, and nothing shifts.
//!
//! The swap also waits until the browser has reported the first frame's paint (its
//! `first-contentful-paint` entry: every browser that runs the app's WebAssembly reports
//! it), at most 3 s, not at all in a hidden tab: replaced before that report, the first
//! frame is gone when the browser picks the page's largest paint, which then becomes the
//! app's, after the WebAssembly. Animation frames are no sign of it: a loaded machine was
//! seen to hold the first presentation back by a second, without a frame, while the page's
//! scripts ran.

use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// How far the app has rendered: 0 at the start, up to [`STEPS`]. The
/// [`App`](super::components::App) shows more at each step, and calls [`rendered`] after
/// the last.
pub type Step = u8;

/// The step from which the status panel is drawn.
pub const STATUS_AT: Step = 1;
/// The step from which the board is drawn, its rows by [`rows`].
pub const BOARD_AT: Step = 2;
/// The rows of squares drawn at each step from [`BOARD_AT`] on.
const ROWS: [u8; 4] = [0, 2, 5, 8];
/// The step from which the controls are drawn.
pub const CONTROLS_AT: Step = BOARD_AT + ROWS.len() as Step;
/// The step from which the move list is drawn.
pub const MOVES_AT: Step = CONTROLS_AT + 1;
/// The last step: everything is drawn.
pub const STEPS: Step = MOVES_AT;

/// How many rows of squares the board has at `step` (8 once the app has started).
pub fn rows(step: Step) -> u8 {
    ROWS.get(usize::from(step.saturating_sub(BOARD_AT)))
        .copied()
        .unwrap_or(8)
}

/// How long the swap waits at most for the first frame's paint to be reported, in ms.
const PAINT_WAIT_MS: f64 = 3000.0;

/// How often it looks, in ms.
const PAINT_POLL_MS: i32 = 50;

thread_local! {
    /// The hidden element the app renders into, until it replaces the first frame.
    static HOST: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// When the app started (`performance.now()`).
    static STARTED: Cell<f64> = const { Cell::new(0.0) };
}

/// Renders the app: behind the first frame in `<div id="app">` when there is one, which it
/// replaces once rendered; into the body otherwise.
pub fn start() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let first = document.get_element_by_id("app");
    let host = match (&first, document.create_element("div")) {
        (Some(first), Ok(host)) => host
            .set_attribute("hidden", "")
            .and_then(|()| first.after_with_node_1(&host))
            .map(|()| host)
            .ok(),
        _ => None,
    };
    match host {
        Some(host) => {
            HOST.with(|h| *h.borrow_mut() = Some(host.clone()));
            STARTED.set(now());
            // In a task of its own, after the one that compiled the WebAssembly.
            let render = {
                let host = host.clone();
                Closure::once_into_js(move || render_into(host))
            };
            if window
                .set_timeout_with_callback_and_timeout_and_arguments_0(render.unchecked_ref(), 0)
                .is_err()
            {
                render_into(host);
            }
        }
        None => match first {
            Some(first) => render_into(first),
            None => {
                yew::Renderer::<super::components::App>::new().render();
            }
        },
    }
}

/// Renders the app into `host`.
fn render_into(host: Element) {
    yew::Renderer::<super::components::App>::with_root(host).render();
}

/// Called by the app once its last step is rendered: it replaces the first frame (now, or
/// once the first frame's paint has been reported) and marks `<body data-app-ready>`.
pub fn rendered() {
    if HOST.with(|h| h.borrow().is_none())
        || first_frame_painted()
        || now() - STARTED.get() >= PAINT_WAIT_MS
    {
        swap();
        return;
    }
    let again = Closure::once_into_js(rendered);
    let asked = web_sys::window().map(|w| {
        w.set_timeout_with_callback_and_timeout_and_arguments_0(
            again.unchecked_ref(),
            PAINT_POLL_MS,
        )
    });
    if !matches!(asked, Some(Ok(_))) {
        swap();
    }
}

/// `performance.now()`, or 0 without it.
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Whether the browser has reported the first frame's paint (or will not paint: a hidden
/// tab).
fn first_frame_painted() -> bool {
    let Some(window) = web_sys::window() else {
        return true;
    };
    if window.document().is_none_or(|d| d.hidden()) {
        return true;
    }
    window.performance().is_some_and(|p| {
        p.get_entries_by_name_with_entry_type("first-contentful-paint", "paint")
            .length()
            > 0
    })
}

/// Puts the app in the first frame's place and marks the body (tests and tools wait for
/// `data-app-ready` before they press keys).
fn swap() {
    if let Some(host) = HOST.with(|h| h.borrow_mut().take()) {
        let first = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("app"));
        host.set_id("app");
        let _ = host.remove_attribute("hidden");
        if let Some(first) = first {
            first.remove();
        }
    }
    let body = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body());
    if let Some(body) = body {
        let _ = body.set_attribute("data-app-ready", "");
    }
}
