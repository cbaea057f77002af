//! The app's side effects as hooks: the worker, the pause that shows a pass, saving to
//! localStorage, the pages' addresses, the puzzle file, keyboard shortcuts and news of an installed update. What they learn comes
//! back to the model as an [`Action`](crate::app::model::Action).

mod use_computer;
mod use_fetched_text;
mod use_language;
mod use_pass_pause;
mod use_persistence;
mod use_puzzles;
mod use_route;
mod use_shortcuts;
mod use_texts;
mod use_update_notice;

pub use use_computer::{use_computer, AskBook, Computer};
pub use use_fetched_text::{fetch_text, use_fetched_text, Fetched};
pub use use_language::use_language;
pub use use_pass_pause::use_pass_pause;
pub use use_persistence::{use_persistence, SaveFile};
pub use use_puzzles::{use_puzzles, PuzzleFile, Puzzles};
pub use use_route::{use_route, Page, Route};
pub use use_shortcuts::{use_shortcuts, Shortcut};
pub use use_texts::use_texts;
pub use use_update_notice::use_update_notice;
