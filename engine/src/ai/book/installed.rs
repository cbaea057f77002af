//! The book the levels play from: installed once per process (the browser's worker
//! fetches its file), or built into the engine (feature `bundled-weights`).

use super::Book;
use std::sync::OnceLock;

/// The book the levels play from, once known.
static INSTALLED: OnceLock<Book> = OnceLock::new();

/// The engine's own book, `engine/data/book.ofbk`, grown by `outflank book` with our own
/// searches (README: "The opening book").
#[cfg(feature = "bundled-weights")]
pub const BUNDLED_FILE: &[u8] = include_bytes!("../../../data/book.ofbk");

/// The book the levels play from: the one given to [`install`], or else, with the feature
/// `bundled-weights`, the engine's own. `None` when there is none: the levels then search
/// their opening moves too.
pub fn installed() -> Option<&'static Book> {
    #[cfg(feature = "bundled-weights")]
    {
        Some(INSTALLED.get_or_init(|| {
            Book::from_bytes(BUNDLED_FILE)
                .expect("the bundled book is valid (the engine's tests read it)")
        }))
    }
    #[cfg(not(feature = "bundled-weights"))]
    {
        INSTALLED.get()
    }
}

/// Makes `book` the one the levels play from, for the rest of the process. Only the
/// first counts: when one is already in place, `book` is handed back as the error.
///
/// Why one book per process rather than a book handed to each player: it is immutable and
/// every player of a level in the process plays from the same one, so a `&'static` shared
/// by all costs nothing; the browser's worker fetches the file after it starts, so the
/// levels cannot have it at build time; the CLI has the bundled copy. Code that wants
/// another book hands it over explicitly with
/// [`Player::set_book`](crate::ai::Player::set_book) (`outflank book` grows one). A level
/// asked for before the install searches its opening moves.
pub fn install(book: Book) -> Result<&'static Book, Book> {
    INSTALLED.set(book)?;
    Ok(INSTALLED.get().expect("just set"))
}
