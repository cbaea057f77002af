//! What the model tells the player when something went wrong, kept as a reason with its
//! arguments and made words in the player's language each time it is shown
//! ([`Notice::words`], [`ComputerFailure::words`]): a language picked later, or the late
//! English messages arriving, change the words of a notice already on screen.

use super::save::LoadError;
use crate::i18n::Texts;
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
            let english: Vec<&str> = words
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| w.len() > 1 && *w != "Outflank")
                .collect();
            assert!(english.is_empty(), "{words}");
        }
    }
}
