//! # outflank: Othello in the browser
//!
//! The web app of Outflank: a Yew app (binary `app`) that renders the board and dispatches
//! the player's actions, and a Web Worker (binary `worker`) in which the engine's computer
//! players search, so the page never freezes. Every rule lives in `outflank-engine`; this
//! crate keeps the match state ([`model`], free of Yew and tested natively), talks to the
//! worker ([`protocol`], [`worker`]) and draws ([`components`]).
#![warn(missing_docs)]

pub mod clock;
pub mod components;
pub mod files;
pub mod hooks;
pub mod model;
pub mod protocol;
pub mod sound;
pub mod state;
pub mod storage;
pub mod worker;
