//! What the model tells the player when something went wrong, kept as a reason with its
//! arguments and made words in the player's language each time it is shown
//! ([`Notice::words`], [`ComputerFailure::words`], [`CatalogFailure::words`],
//! [`StandingError::words`]): a language picked later, or the late English messages
//! arriving, change the words of a notice already on screen.

use super::save::LoadError;
use super::StandingError;
use crate::i18n::{Language, Texts};
use outflank_engine::Move;

/// A message for the player about something that went wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// Words already made (a refused paste, a level replaced, a storage problem, …).
    Text(String),
    /// A save file (chosen with Load, or read unread when too large) was refused.
    FileRefused(LoadError),
    /// The game kept in this browser could not be restored; the old record is kept under
    /// `key`.
    SaveUnreadable {
        /// Why.
        error: LoadError,
        /// Where the old record is kept.
        key: String,
    },
    /// A hint could not be found.
    NoHint(ComputerFailure),
    /// The best line could not be found.
    NoBestLine(ComputerFailure),
    /// The game could not be analysed.
    NotAnalyzed(ComputerFailure),
    /// The browser refuses to keep the game and the settings for next time.
    StorageRefused,
    /// A new version of the app has been installed while the page was open.
    UpdateInstalled,
    /// The words of a language the player picked could not be had; those shown stay.
    LanguageUnavailable {
        /// The language picked.
        language: Language,
        /// Why.
        why: CatalogFailure,
    },
    /// The rating kept in this browser could not be read: the player starts again at
    /// 1000, and the old record is kept under `key`.
    RatingUnreadable {
        /// Why.
        error: StandingError,
        /// Where the old record is kept.
        key: String,
    },
    /// The browser did not make the save file (its own reason, in its own words, goes to
    /// the console for a report).
    NotSaved,
}

impl Notice {
    /// The notice in `t`'s language.
    pub fn words(&self, t: &Texts) -> String {
        match self {
            Notice::Text(text) => text.clone(),
            Notice::FileRefused(e) => t.could_not_load(&e.words(t)),
            Notice::SaveUnreadable { error, key } => t.save_unreadable(&error.words(t), key),
            Notice::NoHint(why) => t.no_hint(&why.words(t)),
            Notice::NoBestLine(why) => t.no_best_line(&why.words(t)),
            Notice::NotAnalyzed(why) => t.not_analyzed(&why.words(t)),
            Notice::StorageRefused => t.storage_refused(),
            Notice::UpdateInstalled => t.update_installed(),
            Notice::LanguageUnavailable { language, why } => {
                t.language_unavailable(language.native_name(), &why.words(t))
            }
            Notice::RatingUnreadable { error, key } => t.rating_unreadable(&error.words(t), key),
            Notice::NotSaved => t.could_not_save(),
        }
    }
}

impl From<String> for Notice {
    fn from(text: String) -> Notice {
        Notice::Text(text)
    }
}

/// Why the computer gave no usable answer to a request.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ComputerFailure {
    /// Its worker answered pings but not the move within this many seconds.
    NoAnswer {
        /// The time it had.
        seconds: u32,
    },
    /// The search lost this many workers (each stopped or crashed).
    WorkerStopped {
        /// How many.
        times: u32,
    },
    /// The worker is from another version of the app (a half-updated cache).
    OtherVersion,
    /// It answered a move that is not legal.
    IllegalAnswer(Move),
    /// It answered without a move.
    NoMove,
    /// The worker refused the request in its own words: a fault of the app, whose
    /// technical words (English) are shown as they are, for a report.
    Fault(String),
}

impl ComputerFailure {
    /// The reason in `t`'s language (to follow "… cannot move: ").
    pub fn words(&self, t: &Texts) -> String {
        match self {
            ComputerFailure::NoAnswer { seconds } => t.computer_no_answer(i64::from(*seconds)),
            ComputerFailure::WorkerStopped { times } => {
                t.computer_worker_stopped(i64::from(*times))
            }
            ComputerFailure::OtherVersion => t.computer_other_version(),
            ComputerFailure::IllegalAnswer(mv) => t.computer_illegal_answer(&mv.to_string()),
            ComputerFailure::NoMove => t.computer_no_move(),
            ComputerFailure::Fault(detail) => t.computer_fault(detail),
        }
    }
}

/// Why the words of a language could not be had.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CatalogFailure {
    /// Its file could not be fetched (no connection and not in the cache, or the server
    /// refused).
    Unreachable,
    /// Its file came but is not a catalog of this version (damaged, or cut short).
    Damaged,
}

impl CatalogFailure {
    /// The reason in `t`'s language (to follow "… could not be loaded").
    pub fn words(self, t: &Texts) -> String {
        match self {
            CatalogFailure::Unreachable => t.catalog_unreachable(),
            CatalogFailure::Damaged => t.catalog_damaged(),
        }
    }
}

/// The ASCII words of `words` (longer than a letter) that are not the app's name: what a
/// reader of another script would see as English. (Natively: the other languages'
/// catalogs are read from the sources.)
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn latin_words(words: &str) -> Vec<&str> {
    words
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1 && *w != "Outflank")
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::Square;

    #[test]
    fn english_words() {
        let t = Texts::english();
        assert_eq!(
            ComputerFailure::NoAnswer { seconds: 1 }.words(&t),
            "the computer did not answer within 1 second"
        );
        assert_eq!(
            Notice::NoHint(ComputerFailure::WorkerStopped { times: 3 }).words(&t),
            "No hint could be found: the computer's worker stopped 3 times during this search."
        );
        let d3 = Move::Place("d3".parse::<Square>().unwrap());
        assert_eq!(
            ComputerFailure::IllegalAnswer(d3).words(&t),
            "the computer answered d3, which is not legal here"
        );
    }

    // The other languages' catalogs are read from the sources natively only.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn every_failure_in_japanese_has_no_english_word() {
        let t = Texts::of(crate::i18n::Language::Japanese);
        for failure in [
            ComputerFailure::NoAnswer { seconds: 12 },
            ComputerFailure::WorkerStopped { times: 3 },
            ComputerFailure::OtherVersion,
            ComputerFailure::NoMove,
        ] {
            let words = Notice::NotAnalyzed(failure).words(&t);
            assert!(latin_words(&words).is_empty(), "{words}");
        }
    }

    #[test]
    fn a_language_that_cannot_be_had_is_said_with_why() {
        let t = Texts::english();
        let notice = |why| Notice::LanguageUnavailable {
            language: Language::French,
            why,
        };
        assert_eq!(
            notice(CatalogFailure::Unreachable).words(&t),
            "Français could not be loaded (its file could not be fetched); check the connection and pick it again."
        );
        assert_eq!(
            notice(CatalogFailure::Damaged).words(&t),
            "Français could not be loaded (its file is damaged); check the connection and pick it again."
        );
        assert_eq!(
            Notice::NotSaved.words(&t),
            "Could not save the game: the browser did not make the file."
        );
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn a_language_that_cannot_be_had_and_a_save_refused_are_said_in_japanese() {
        let t = Texts::of(Language::Japanese);
        let notice = |why| Notice::LanguageUnavailable {
            language: Language::German,
            why,
        };
        assert_eq!(
            notice(CatalogFailure::Unreachable).words(&t),
            "Deutschを読み込めませんでした（言語ファイルを取得できませんでした）。接続を確かめて、もう一度選んでください。"
        );
        assert_eq!(
            notice(CatalogFailure::Damaged).words(&t),
            "Deutschを読み込めませんでした（言語ファイルが壊れています）。接続を確かめて、もう一度選んでください。"
        );
        // The old reasons' words ("could not be fetched", the parser's, the browser's)
        // are gone; the language's own name is what it is.
        let korean = Texts::of(Language::Korean);
        for words in [
            notice(CatalogFailure::Unreachable).words(&t),
            notice(CatalogFailure::Damaged).words(&t),
            Notice::NotSaved.words(&t),
            Notice::LanguageUnavailable {
                language: Language::Japanese,
                why: CatalogFailure::Damaged,
            }
            .words(&korean),
        ] {
            let english: Vec<&str> = latin_words(&words)
                .into_iter()
                .filter(|w| *w != "Deutsch")
                .collect();
            assert!(english.is_empty(), "{words}");
        }
    }
}
