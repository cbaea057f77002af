//! # outflank: Othello in the browser
//!
//! Two programs share this crate. The [`app`] (binary `app`, the page's main thread) keeps
//! the match state, renders the board with Yew and dispatches the player's actions; the
//! [`worker`] (binary `worker`, a Web Worker) runs the engine's searches so the page never
//! freezes. They talk through the typed messages of [`protocol`], which depends on the
//! engine only. [`pages`] holds the static content (rules, About, portraits) that the build
//! writes out as files. Every rule lives in `outflank-engine`.
#![deny(missing_docs)]

pub mod app;
pub mod fetch;
pub mod i18n;
pub mod pages;
pub mod port;
pub mod protocol;
pub mod worker;

/// The size in bytes of this WebAssembly instance's linear memory, which only grows: the
/// app and the worker both export it (`wasmBindings.wasm_memory_bytes()` on the page,
/// the export of `worker.js` in a worker), so that the end-to-end test of a long
/// session can see whether either keeps growing.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn wasm_memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size(0) * 65_536) as f64
}
