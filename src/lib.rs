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
pub mod pages;
pub mod protocol;
pub mod worker;
