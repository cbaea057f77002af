//! What one solver hands another that shares no memory with it (a split solve's threads
//! or workers): the table entries of the positions it solved, checked on the way in.

use crate::ai::tt::{Bound, Entry, NO_MOVE};
use crate::serde_through::serde_through;
use core::fmt;

/// A position's exact score or bound as a solver found it ([`super::Solver::take_found`]),
/// for another solver to learn ([`super::Solver::learn`]): true whoever searches, since
/// the solve went to the end of the game. Built from untrusted numbers (a message from
/// another worker), it is checked: a score in discs, a count of empties a board can have,
/// a best move on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolvedEntry {
    key: u64,
    score: i8,
    empties: u8,
    bound: Bound,
    best: u8,
}

/// Why numbers do not make a [`SolvedEntry`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadEntry {
    /// A score outside `-64..=64` discs.
    Score(i32),
    /// More than 60 empties.
    Empties(u8),
    /// A best move that is no square (nor "none").
    Best(u8),
    /// The key 0, which marks an empty slot of a table.
    Key,
}

impl fmt::Display for BadEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadEntry::Score(s) => write!(f, "a solved score of {s} discs is not in -64..=64"),
            BadEntry::Empties(e) => write!(f, "a position with {e} empties is not on a board"),
            BadEntry::Best(b) => write!(f, "best move {b} is not a square (0..=63, or 255)"),
            BadEntry::Key => write!(f, "a solved position's key is 0"),
        }
    }
}

impl std::error::Error for BadEntry {}

impl SolvedEntry {
    /// The entry for the position of hash `key` with `empties` empty squares: `score` (for
    /// the side to move, in discs) is exact or a bound as `bound` says, and `best`, if
    /// any, is the square index of the move that gave it.
    pub fn new(
        key: u64,
        score: i32,
        empties: u8,
        bound: Bound,
        best: Option<u8>,
    ) -> Result<SolvedEntry, BadEntry> {
        if !(-64..=64).contains(&score) {
            return Err(BadEntry::Score(score));
        }
        if empties > 60 {
            return Err(BadEntry::Empties(empties));
        }
        let best = match best {
            Some(b) if b >= 64 => return Err(BadEntry::Best(b)),
            Some(b) => b,
            None => NO_MOVE,
        };
        if key == 0 {
            return Err(BadEntry::Key);
        }
        Ok(SolvedEntry {
            key,
            score: score as i8,
            empties,
            bound,
            best,
        })
    }

    /// The score for the side to move, in discs (exact or a bound).
    pub fn score(&self) -> i32 {
        i32::from(self.score)
    }

    /// The position's empty squares.
    pub fn empties(&self) -> u8 {
        self.empties
    }

    /// The square index of the move that gave the score, if the solve kept one.
    pub fn best(&self) -> Option<u8> {
        (self.best != NO_MOVE).then_some(self.best)
    }

    /// A solver's own table entry (the table's depth of a solved position is its empties).
    pub(super) fn of(entry: Entry) -> Option<SolvedEntry> {
        let best = (entry.best != NO_MOVE).then_some(entry.best);
        SolvedEntry::new(entry.key, entry.score, entry.depth, entry.bound, best).ok()
    }

    /// The table entry to store.
    pub(super) fn entry(self) -> Entry {
        Entry {
            key: self.key,
            score: self.score(),
            depth: self.empties,
            bound: self.bound,
            best: self.best,
            generation: 0,
        }
    }
}

/// What each of several solvers that share no memory (a split solve's threads or workers)
/// is still to learn from the others: what one finds ([`super::Solver::take_found`]) goes to
/// every other, which takes it with its next job ([`super::Solver::learn`]).
#[derive(Clone, Debug)]
pub struct SolvedInboxes {
    inboxes: Vec<Vec<SolvedEntry>>,
    max: usize,
}

impl SolvedInboxes {
    /// Inboxes for `searchers` searchers, each keeping at most `max` entries (the first
    /// ones) until taken.
    pub fn new(searchers: usize, max: usize) -> SolvedInboxes {
        SolvedInboxes {
            inboxes: vec![Vec::new(); searchers],
            max,
        }
    }

    /// What searcher `from` found, for every other searcher.
    pub fn share(&mut self, from: usize, found: &[SolvedEntry]) {
        for (searcher, inbox) in self.inboxes.iter_mut().enumerate() {
            if searcher != from {
                let room = self.max.saturating_sub(inbox.len());
                inbox.extend_from_slice(&found[..found.len().min(room)]);
            }
        }
    }

    /// What the others found for `searcher` since it last took it (nothing for a searcher
    /// beyond those made).
    pub fn take(&mut self, searcher: usize) -> Vec<SolvedEntry> {
        self.inboxes
            .get_mut(searcher)
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

serde_through!(SolvedEntry, SolvedEntryFields);

/// A [`SolvedEntry`] as it travels, checked by [`SolvedEntry::new`] on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct SolvedEntryFields {
    key: u64,
    score: i8,
    empties: u8,
    bound: Bound,
    best: Option<u8>,
}

#[cfg(feature = "serde")]
impl TryFrom<SolvedEntryFields> for SolvedEntry {
    type Error = BadEntry;

    fn try_from(f: SolvedEntryFields) -> Result<SolvedEntry, BadEntry> {
        SolvedEntry::new(f.key, i32::from(f.score), f.empties, f.bound, f.best)
    }
}

#[cfg(feature = "serde")]
impl From<SolvedEntry> for SolvedEntryFields {
    fn from(e: SolvedEntry) -> SolvedEntryFields {
        SolvedEntryFields {
            key: e.key,
            score: e.score,
            empties: e.empties,
            bound: e.bound,
            best: e.best(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_no_solve_could_give_are_refused_with_what_is_wrong() {
        assert!(SolvedEntry::new(7, 64, 60, Bound::Exact, Some(63)).is_ok());
        assert!(SolvedEntry::new(7, -64, 0, Bound::Upper, None).is_ok());
        let refused = [
            (
                SolvedEntry::new(7, 65, 20, Bound::Exact, None),
                BadEntry::Score(65),
            ),
            (
                SolvedEntry::new(7, 0, 61, Bound::Lower, None),
                BadEntry::Empties(61),
            ),
            (
                SolvedEntry::new(7, 0, 20, Bound::Lower, Some(64)),
                BadEntry::Best(64),
            ),
            (
                SolvedEntry::new(0, 0, 20, Bound::Exact, None),
                BadEntry::Key,
            ),
        ];
        for (made, why) in refused {
            assert_eq!(made, Err(why));
            assert!(!why.to_string().is_empty());
        }
    }

    #[test]
    fn what_one_searcher_found_goes_to_every_other_once_and_up_to_the_bound() {
        let entry = |key| SolvedEntry::new(key, 2, 20, Bound::Exact, None).unwrap();
        let mut inboxes = SolvedInboxes::new(3, 3);
        inboxes.share(0, &[entry(1), entry(2)]);
        inboxes.share(2, &[entry(3), entry(4)]);
        assert_eq!(inboxes.take(0), [entry(3), entry(4)]);
        assert_eq!(
            inboxes.take(1),
            [entry(1), entry(2), entry(3)],
            "the first 3 kept"
        );
        assert_eq!(inboxes.take(2), [entry(1), entry(2)]);
        assert!(inboxes.take(1).is_empty(), "taken once");
        assert!(inboxes.take(7).is_empty());
    }
}
