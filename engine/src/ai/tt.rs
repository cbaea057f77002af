//! A transposition table of bounded size, shared by the alpha-beta searches.
//!
//! One entry per slot, indexed by the low bits of the board hash and verified with the
//! whole 64-bit hash; best moves read back are checked for legality by the callers, so a
//! (vanishingly rare) hash collision can cost a little accuracy but never an illegal move.

/// The stored score is exact.
pub const EXACT: u8 = 0;
/// The stored score is a lower bound (the search failed high).
pub const LOWER: u8 = 1;
/// The stored score is an upper bound (the search failed low).
pub const UPPER: u8 = 2;

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
    /// [`EXACT`], [`LOWER`] or [`UPPER`].
    pub bound: u8,
    /// Best or refuting move as a square index, or [`NO_MOVE`].
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
    pub fn store(&mut self, key: u64, score: i32, depth: u8, bound: u8, best: u8) {
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
}
