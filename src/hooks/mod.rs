//! The app's side effects as hooks: the worker, the pause that shows a pass, saving to
//! localStorage and keyboard shortcuts. Each turns a request the model makes through its
//! phase into an [`Action`](crate::model::Action) later.

mod use_computer;
mod use_pass_pause;
mod use_persistence;
mod use_shortcuts;

pub use use_computer::use_computer;
pub use use_pass_pause::use_pass_pause;
pub use use_persistence::use_persistence;
pub use use_shortcuts::use_shortcuts;
