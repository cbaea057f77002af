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

use super::language;
use super::model::Model;
use super::state::initial_model;
use crate::i18n::Texts;
use gloo_timers::callback::Timeout;
use std::cell::{Cell, RefCell};
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
const PAINT_POLL_MS: u32 = 50;

/// Work put off until the app has started.
type Deferred = Box<dyn FnOnce()>;

thread_local! {
    /// The hidden element the app renders into, until it replaces the first frame.
    static HOST: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// When the app started (`performance.now()`).
    static STARTED: Cell<f64> = const { Cell::new(0.0) };
    /// The model read before the first render, in a task of its own.
    static PREPARED: RefCell<Option<Model>> = const { RefCell::new(None) };
    /// What waits for the app to have started ([`after_start`]); `None` once it has.
    static WAITING: RefCell<Option<Vec<Deferred>>> = RefCell::new(Some(Vec::new()));
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
            // The model (the saved game and settings read and checked) in a task of its
            // own, after the one that compiled the WebAssembly; the first render in the
            // next.
            // The player's language first: a catalog other than English is fetched (the
            // first frame, index.html, is already in that language meanwhile).
            next_task(move || {
                wasm_bindgen_futures::spawn_local(async move {
                    let texts = language::starting_texts(language::preferred()).await;
                    let model = initial_model(texts.unwrap_or_else(|_| Texts::built_in()));
                    PREPARED.with(|p| *p.borrow_mut() = Some(model));
                    next_task(move || render_into(host));
                });
            });
        }
        None => match first {
            Some(first) => render_into(first),
            None => {
                yew::Renderer::<super::components::App>::new().render();
            }
        },
    }
}

/// How long after the app has taken the first frame's place [`after_start`] runs what
/// waits, in ms: its layout and paint are done by then.
const AFTER_START_MS: u32 = 1000;

/// Runs `then` a moment after the app has started (a second after it took the
/// first frame's place): work that would otherwise share the device's cores with the
/// start, such as starting the computer's worker.
pub fn after_start(then: impl FnOnce() + 'static) {
    let then: Deferred = Box::new(then);
    let late = WAITING.with(|w| match w.borrow_mut().as_mut() {
        Some(waiting) => {
            waiting.push(then);
            None
        }
        None => Some(then),
    });
    if let Some(then) = late {
        Timeout::new(AFTER_START_MS, then).forget();
    }
}

/// Runs what waited for the start, [`AFTER_START_MS`] from now.
fn started() {
    let waiting = WAITING.with(|w| w.borrow_mut().take()).unwrap_or_default();
    if !waiting.is_empty() {
        Timeout::new(AFTER_START_MS, move || {
            waiting.into_iter().for_each(|then| then())
        })
        .forget();
    }
}

/// Runs `then` in a task of its own.
fn next_task(then: impl FnOnce() + 'static) {
    Timeout::new(0, then).forget();
}

/// The model the app starts with: the one prepared before its first render, else read now.
pub fn starting_model() -> Model {
    PREPARED
        .with(|p| p.borrow_mut().take())
        .unwrap_or_else(|| initial_model(Texts::built_in()))
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
    Timeout::new(PAINT_POLL_MS, rendered).forget();
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
    started();
}
