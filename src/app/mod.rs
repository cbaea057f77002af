//! The main thread: the match state ([`model`], free of Yew and tested natively), the Yew
//! [`components`] and [`hooks`], and the browser services they use (storage, files, sound,
//! the page's elements in [`dom`], the player's [`language`]); [`computer`] turns the model's questions into the
//! worker's messages and back, and [`worker_link`] carries them, replacing a worker that
//! dies ([`supervisor`]).

pub mod components;
pub mod computer;
pub mod dom;
pub mod files;
pub mod hooks;
pub mod language;
pub mod model;
pub mod mount;
pub mod practice;
pub mod sound;
pub mod state;
pub mod storage;
pub mod supervisor;
pub mod worker_link;
