//! Transposition tables of bounded size: [`Table`] for the alpha-beta searches, one entry
//! per slot, and [`BucketTable`] for the exact solver, four entries per cache line.
//!
//! Entries are indexed by the low bits of the board hash and verified with the whole
//! 64-bit hash; best moves read back are checked for legality by the callers, so a
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

/// A transposition table: a power-of-two number of slots of type `S` (an entry, or a
/// bucket of them) indexed by the hash's low bits, and the search generation.
pub struct Tt<S> {
    slots: Vec<S>,
    mask: usize,
    generation: u8,
}

impl<S: Copy + Default> Tt<S> {
    /// At most `bytes` bytes of slots, rounded down to a power of two, at least `least`.
    fn of_bytes(bytes: usize, least: usize) -> Tt<S> {
        let wanted = (bytes / core::mem::size_of::<S>()).max(least);
        let n = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Tt {
            slots: vec![S::default(); n],
            mask: n - 1,
            generation: 0,
        }
    }

    /// Memory used by the slots, in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * core::mem::size_of::<S>()
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill(S::default());
    }

    #[inline]
    fn of(&self, key: u64) -> &S {
        &self.slots[key as usize & self.mask]
    }

    #[inline]
    fn of_mut(&mut self, key: u64) -> &mut S {
        &mut self.slots[key as usize & self.mask]
    }
}

impl Entry {
    /// `slot` overwritten with a result for `key`, keeping a known best move of the same
    /// position when the new search did not find one.
    #[inline]
    fn write(
        slot: &mut Entry,
        key: u64,
        score: i32,
        depth: u8,
        bound: Bound,
        best: u8,
        generation: u8,
    ) {
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
            generation,
        };
    }
}

/// The alpha-beta searches' table: one entry (16 bytes) a slot.
pub type Table = Tt<Entry>;

impl Table {
    /// A table using at most `bytes` bytes (rounded down to a power of two entries, at
    /// least 1,024 entries).
    pub fn with_bytes(bytes: usize) -> Table {
        Tt::of_bytes(bytes, 1024)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = *self.of(key);
        (e.key == key).then_some(e)
    }

    /// Stores a result, keeping a deeper entry of the current search for another position.
    #[inline]
    pub fn store(&mut self, key: u64, score: i32, depth: u8, bound: Bound, best: u8) {
        let generation = self.generation;
        let slot = self.of_mut(key);
        if slot.key == key || slot.generation != generation || depth >= slot.depth {
            Entry::write(slot, key, score, depth, bound, best, generation);
        }
    }
}

/// Entries a [`BucketTable`] keeps per slot: four of 16 bytes, one cache line.
const WAYS: usize = 4;

/// Four entries on one cache line (64 bytes, aligned).
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub struct Bucket([Entry; WAYS]);

/// A table of buckets of four entries on one cache line each: a position goes to the
/// bucket of its hash's low bits and, there, takes the place of the entry worth least (an
/// empty slot or one of an older search first, then the shallowest). A probe reads one
/// cache line, like [`Table`]'s, but four positions that meet in it are all kept.
pub type BucketTable = Tt<Bucket>;

impl BucketTable {
    /// A table using at most `bytes` bytes (rounded down to a power of two buckets, at
    /// least 256 buckets).
    pub fn with_bytes(bytes: usize) -> BucketTable {
        Tt::of_bytes(bytes, 256)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.of(key).0.iter().find(|e| e.key == key).copied()
    }

    /// Stores a result in place of the entry for the same position, or else of the entry
    /// of the bucket worth least.
    #[inline]
    pub fn store(&mut self, key: u64, score: i32, depth: u8, bound: Bound, best: u8) {
        let generation = self.generation;
        let bucket = &mut self.of_mut(key).0;
        let mut victim = 0;
        let mut worth = u32::MAX;
        for (i, e) in bucket.iter().enumerate() {
            if e.key == key {
                victim = i;
                break;
            }
            // An older search's entry is worth less than any of this one's.
            let w = ((e.generation == generation) as u32) << 8 | e.depth as u32;
            if w < worth {
                worth = w;
                victim = i;
            }
        }
        Entry::write(
            &mut bucket[victim],
            key,
            score,
            depth,
            bound,
            best,
            generation,
        );
    }

    /// Stores an entry another searcher's table holds (a searcher sharing no memory with
    /// this one sent it), as [`BucketTable::store`] does, except that an exact score this
    /// table already has for the position, as deep, is kept.
    pub fn learn(&mut self, entry: Entry) {
        if let Some(slot) = self.probe(entry.key) {
            if slot.bound == Bound::Exact && slot.depth >= entry.depth {
                return;
            }
        }
        self.store(entry.key, entry.score, entry.depth, entry.bound, entry.best);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_keeps_four_positions_and_gives_up_the_shallowest_for_a_fifth() {
        let mut table = BucketTable::with_bytes(0);
        table.new_search();
        let buckets = table.mask as u64 + 1;
        // Five keys of the same bucket, stored at depths 14, 10, 12, 16.
        let key = |i: u64| 7 + i * buckets;
        for (i, depth) in [(1, 14), (2, 10), (3, 12), (4, 16)] {
            table.store(key(i), i as i32, depth, Bound::Exact, NO_MOVE);
        }
        for i in 1..=4 {
            assert_eq!(table.probe(key(i)).map(|e| e.score), Some(i as i32));
        }
        table.store(key(5), 5, 11, Bound::Lower, 3);
        assert!(table.probe(key(2)).is_none(), "the shallowest gave way");
        let e = table.probe(key(5)).unwrap();
        assert_eq!(
            (e.score, e.depth, e.bound, e.best),
            (5, 11, Bound::Lower, 3)
        );
        // The same position again: in place, its best move kept when the new one has none.
        table.store(key(5), -2, 11, Bound::Upper, NO_MOVE);
        assert_eq!(
            table.probe(key(5)).map(|e| (e.score, e.best)),
            Some((-2, 3))
        );
        assert!(table.probe(key(1)).is_some() && table.probe(key(4)).is_some());
        // A new search's entry takes the place of an old one before any of its own.
        table.new_search();
        table.store(key(6), 6, 20, Bound::Exact, NO_MOVE);
        table.store(key(7), 7, 1, Bound::Exact, NO_MOVE);
        assert!(table.probe(key(6)).is_some() && table.probe(key(7)).is_some());
        // An exact score already known as deep is not replaced by a learned bound.
        table.learn(Entry {
            key: key(6),
            score: 0,
            depth: 20,
            bound: Bound::Lower,
            best: NO_MOVE,
            generation: 0,
        });
        assert_eq!(table.probe(key(6)).map(|e| e.score), Some(6));
        table.clear();
        assert!(table.probe(key(6)).is_none());
    }
}
