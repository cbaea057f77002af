//! The move list of the alpha-beta and endgame searches: each legal move with its
//! ordering key and flipped discs, tried best key first.

use core::mem::MaybeUninit;

/// The moves of a position with (ordering key, square, flipped discs). Room for 64 so
/// that even unreachable test positions never lose a move. The slots are left
/// uninitialised: zeroing a kilobyte at every node cost more than the ordering itself.
pub(crate) struct MoveList {
    moves: [MaybeUninit<(i32, u8, u64)>; 64],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[inline(always)]
    pub(crate) fn new() -> MoveList {
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
    pub(crate) fn push(&mut self, entry: (i32, u8, u64)) {
        self.moves[self.len] = MaybeUninit::new(entry);
        self.len += 1;
    }

    /// The entry in slot `i`, which must be below `len`.
    #[inline(always)]
    pub(crate) fn get(&self, i: usize) -> (i32, u8, u64) {
        assert!(i < self.len);
        // SAFETY: slots below `len` were written by `push` (and `swap` only exchanges
        // slots below `len`).
        unsafe { self.moves[i].assume_init() }
    }

    /// Moves the best remaining (lowest key) move to slot `i` and returns it.
    #[inline]
    pub(crate) fn next_best(&mut self, i: usize) -> (i32, u8, u64) {
        let mut k = i;
        let mut best = self.get(i);
        for j in i + 1..self.len {
            let m = self.get(j);
            if m.0 < best.0 {
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
    fn moves_come_out_lowest_key_first_with_their_squares_and_flips() {
        let mut list = MoveList::new();
        for (key, sq) in [(5, 10u8), (-2, 20), (3, 30), (i32::MIN, 40)] {
            list.push((key, sq, 1u64 << sq));
        }
        assert_eq!(list.len(), 4);
        let order: Vec<(i32, u8, u64)> = (0..list.len()).map(|i| list.next_best(i)).collect();
        assert_eq!(
            order,
            [
                (i32::MIN, 40, 1 << 40),
                (-2, 20, 1 << 20),
                (3, 30, 1 << 30),
                (5, 10, 1 << 10)
            ]
        );
    }
}
