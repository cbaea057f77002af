//! The move list of the alpha-beta and endgame searches: each legal move with its
//! ordering key and flipped discs (and, for the solver, the replies it leaves), tried best
//! key first.

use core::mem::MaybeUninit;

/// One move of a [`MoveList`], with `R` what the search keeps of the position after it
/// (nothing, `()`, for the alpha-beta: a wider entry cost it 2-3%).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Child<R = ()> {
    /// Ordering key: lower is tried first.
    pub(crate) key: i32,
    /// The square played.
    pub(crate) sq: u8,
    /// The discs it flips.
    pub(crate) flips: u64,
    /// The solver's: the opponent's legal moves after it, which the ordering counted and
    /// the child's search then need not generate again.
    pub(crate) replies: R,
}

/// The moves of a position. Room for 64 so that even unreachable test positions never
/// lose a move. The slots are left uninitialised: zeroing the list at every node cost
/// more than the ordering itself.
pub(crate) struct MoveList<R = ()> {
    moves: [MaybeUninit<Child<R>>; 64],
    len: usize,
}

impl<R: Copy> MoveList<R> {
    /// An empty list.
    #[inline(always)]
    pub(crate) fn new() -> MoveList<R> {
        MoveList {
            moves: [MaybeUninit::uninit(); 64],
            len: 0,
        }
    }

    /// Moves in the list.
    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Appends a move (at most 64: one per square).
    #[inline(always)]
    pub(crate) fn push(&mut self, entry: Child<R>) {
        self.moves[self.len] = MaybeUninit::new(entry);
        self.len += 1;
    }

    /// The entry in slot `i`, which must be below `len`.
    #[inline(always)]
    pub(crate) fn get(&self, i: usize) -> Child<R> {
        assert!(i < self.len);
        // SAFETY: slots below `len` were written by `push` (and `swap` only exchanges
        // slots below `len`).
        unsafe { self.moves[i].assume_init() }
    }

    /// Sets the key of the last entry (the list must not be empty).
    #[inline(always)]
    pub(crate) fn set_last_key(&mut self, key: i32) {
        let mut last = self.get(self.len - 1);
        last.key = key;
        self.moves[self.len - 1] = MaybeUninit::new(last);
    }

    /// Moves the best remaining (lowest key) move to slot `i` and returns it.
    #[inline]
    pub(crate) fn next_best(&mut self, i: usize) -> Child<R> {
        let mut k = i;
        let mut best = self.get(i);
        for j in i + 1..self.len {
            let m = self.get(j);
            if m.key < best.key {
                k = j;
                best = m;
            }
        }
        self.moves.swap(i, k);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_come_out_lowest_key_first_with_their_squares_flips_and_replies() {
        let mut list = MoveList::new();
        let child = |key, sq: u8| Child {
            key,
            sq,
            flips: 1 << sq,
            replies: 1 << (sq + 1),
        };
        for (key, sq) in [(5, 10u8), (-2, 20), (3, 30), (i32::MIN, 40)] {
            list.push(child(key, sq));
        }
        assert_eq!(list.len(), 4);
        let order: Vec<Child<u64>> = (0..list.len()).map(|i| list.next_best(i)).collect();
        assert_eq!(
            order,
            [
                child(i32::MIN, 40),
                child(-2, 20),
                child(3, 30),
                child(5, 10)
            ]
        );
    }
}
