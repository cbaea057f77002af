//! The app's main thread: renders [`outflank::app::components::App`] into the page's
//! `<div id="app">` (the rest of the body, e.g. the help dialog, is static markup).
//!
//! `<div id="app">` already holds the first frame (the start position drawn by HTML and
//! CSS, see `scripts/first-frame.mjs`). The app replaces it two animation frames after it
//! starts (or after 200 ms if frames do not come, as in a hidden tab): by then that frame
//! has been painted and its paint reported, so the browser counts it as the page's largest
//! paint. Replaced sooner, its nodes are gone before the report and the largest paint
//! becomes the app's, after the WebAssembly.

use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Renders the app into `<div id="app">` (or the body if there is none).
fn mount() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => yew::Renderer::<outflank::app::components::App>::with_root(root).render(),
        None => yew::Renderer::<outflank::app::components::App>::new().render(),
    };
}

/// Calls `then` once, after `frames` animation frames.
fn after_frames(window: web_sys::Window, frames: u32, then: Rc<dyn Fn()>) {
    if frames == 0 {
        return then();
    }
    let next = {
        let window = window.clone();
        let then = then.clone();
        Closure::once_into_js(move || after_frames(window, frames - 1, then))
    };
    if window
        .request_animation_frame(next.unchecked_ref())
        .is_err()
    {
        then();
    }
}

fn main() {
    console_error_panic_hook::set_once();
    let Some(window) = web_sys::window() else {
        return mount();
    };
    let mounted = Rc::new(Cell::new(false));
    let once: Rc<dyn Fn()> = Rc::new(move || {
        if !mounted.replace(true) {
            mount();
        }
    });
    let fallback = {
        let once = once.clone();
        Closure::once_into_js(move || once())
    };
    if window
        .set_timeout_with_callback_and_timeout_and_arguments_0(fallback.unchecked_ref(), 200)
        .is_err()
    {
        return once();
    }
    after_frames(window, 2, once);
}
