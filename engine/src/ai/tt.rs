//! A transposition table of bounded size, shared by the alpha-beta searches.
//!
//! One entry per slot, indexed by the low bits of the board hash and verified with the
//! whole 64-bit hash; best moves read back are checked for legality by the callers, so a
//! (vanishingly rare) hash collision can cost a little accuracy but never an illegal move.

/// What a stored score means: the searches are fail-soft, so a score outside the
/// window is only a bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Bound {
    /// The score is exact (it fell inside the window).
    #[default]
    Exact,
    /// The score is a lower bound (the search failed high: a cut-off).
    Lower,
    /// The score is an upper bound (the search failed low: no move reached alpha).
    Upper,
}

impl Bound {
    /// The meaning of `best`, the result of a search with the window `alpha..beta`.
    #[inline]
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// "No best move" in an entry.
pub const NO_MOVE: u8 = 255;

/// One remembered search result.
#[derive(Clone, Copy, Default, Debug)]
pub struct Entry {
    /// The full hash of the position (0 = empty slot; a real 0 hash just misses).
    pub key: u64,
    /// Score from the side to move's view, meaning given by `bound`.
    pub score: i32,
    /// Remaining depth the score was searched to (255 = to the end of the game).
    pub depth: u8,
    /// What `score` is: exact or a bound.
    pub bound: Bound,
    /// Best or refuting move as a square index, or 255 for none.
    pub best: u8,
    /// Search generation that wrote the entry, for replacement.
    pub generation: u8,
}

/// The table: a power-of-two number of entries (16 bytes each).
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table using at most `bytes` bytes (rounded down to a power of two entries, at
    /// least 1,024 entries).
    pub fn with_bytes(bytes: usize) -> Table {
        let wanted = (bytes / core::mem::size_of::<Entry>()).max(1024);
        let n = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![Entry::default(); n],
            mask: n - 1,
            generation: 0,
        }
    }

    /// Memory used by the entries, in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * core::mem::size_of::<Entry>()
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key).then_some(e)
    }

    /// Stores a result, keeping a deeper entry of the current search for another position.
    #[inline]
    pub fn store(&mut self, key: u64, score: i32, depth: u8, bound: Bound, best: u8) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key || slot.generation != self.generation || depth >= slot.depth {
            // Keep a known best move when the new search did not find one.
            let best = if best == NO_MOVE && slot.key == key {
                slot.best
            } else {
                best
            };
            *slot = Entry {
                key,
                score,
                depth,
                bound,
                best,
                generation: self.generation,
            };
        }
    }

    /// Stores an entry another searcher's table holds (a searcher sharing no memory with
    /// this one sent it), as [`Table::store`] does, except that an exact score this table
    /// already has for the position, as deep, is kept.
    pub fn learn(&mut self, entry: Entry) {
        let slot = self.entries[entry.key as usize & self.mask];
        if slot.key == entry.key && slot.bound == Bound::Exact && slot.depth >= entry.depth {
            return;
        }
        self.store(entry.key, entry.score, entry.depth, entry.bound, entry.best);
    }
}
