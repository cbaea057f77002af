//! The solver's last few empties (up to [`SHALLOW_MAX`](super::SHALLOW_MAX)): the empty squares in a small
//! list, parity ordering, and dedicated code for the last two, without move generation.

use super::Solver;
use crate::movegen::{flips, last_flip_count, neighbours};

/// Quadrant bit of each square: parity ordering plays first in quadrants with an odd
/// number of empties, which tends to give the last move of each region to the mover.
const QUADRANT: [u32; 64] = {
    let mut t = [0u32; 64];
    let mut sq = 0;
    while sq < 64 {
        let q = (sq / 8 >= 4) as u32 * 2 + (sq % 8 >= 4) as u32;
        t[sq] = 1 << q;
        sq += 1;
    }
    t
};

/// A static order of squares for the shallow search, as groups tried in turn (squares
/// in ascending order within a group): corners, then edges, then the middle, X- and
/// C-squares last. Within the shallow search this is the tie-break after parity. Groups
/// of bits rather than a list of 64 squares: collecting the empties then takes a few
/// bit operations per empty instead of a pass over the whole board.
const PRIORITY_GROUPS: [u64; 9] = [
    0x8100_0000_0000_0081, // corners
    0x2400_8100_0081_0024, // A-squares
    0x1800_0081_8100_0018, // B-squares
    0x0000_2400_0024_0000, // inner corners
    0x0000_1824_2418_0000, // inner edges
    0x0000_0018_1800_0000, // centre
    0x003C_4242_4242_3C00, // second ring
    0x4281_0000_0000_8142, // C-squares
    0x0042_0000_0000_4200, // X-squares
];

impl Solver {
    /// Search over an explicit list of empty squares (parity first): no move generation.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn shallow(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
        empties: EmptyList,
        parity: u32,
    ) -> i32 {
        match empties.len {
            0 => {
                self.nodes += 1;
                return Self::final_score(p, o);
            }
            1 => return self.last1(p, o, empties.get(0) as usize),
            2 => return self.last2(p, o, alpha, beta, passed, empties.get(0), empties.get(1)),
            _ => {}
        }
        self.nodes += 1;
        let mut best = -65;
        // A move needs an opponent disc next to it: a cheap test before the flips.
        let reachable = neighbours(o);
        let odd_squares = ODD_SQUARES[parity as usize & 15];
        // Two passes: squares in odd quadrants, then the rest.
        for wanted in [reachable & odd_squares, reachable & !odd_squares] {
            for i in 0..empties.len {
                let sq = empties.get(i);
                if wanted >> sq & 1 == 0 {
                    continue;
                }
                let f = flips(p, o, sq as usize);
                if f == 0 {
                    continue;
                }
                let score = -self.shallow(
                    o ^ f,
                    p ^ f ^ (1u64 << sq),
                    -beta,
                    -alpha,
                    false,
                    empties.without(i),
                    parity ^ QUADRANT[sq as usize],
                );
                if score > best {
                    best = score;
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best == -65 {
            // No move: pass, or the game is over.
            if passed || self.rules.pass_ends_game() {
                return Self::final_score(p, o);
            }
            return -self.shallow(o, p, -beta, -alpha, true, empties, parity);
        }
        best
    }

    /// Two empties: try each (the score of the one-empty child is computed directly).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn last2(&mut self, p: u64, o: u64, alpha: i32, beta: i32, passed: bool, a: u8, b: u8) -> i32 {
        self.nodes += 1;
        let mut best = -65;
        let fa = flips(p, o, a as usize);
        if fa != 0 {
            best = -self.last1(o ^ fa, p ^ fa ^ (1u64 << a), b as usize);
            if best >= beta {
                return best;
            }
        }
        let fb = flips(p, o, b as usize);
        if fb != 0 {
            let s = -self.last1(o ^ fb, p ^ fb ^ (1u64 << b), a as usize);
            if s > best {
                best = s;
            }
        }
        if best == -65 {
            if passed || self.rules.pass_ends_game() {
                return Self::final_score(p, o);
            }
            return -self.last2(o, p, -beta, -alpha, true, a, b);
        }
        best
    }

    /// One empty square `sq`: the score follows from the number of flips, counted
    /// without building them.
    #[inline(always)]
    fn last1(&mut self, p: u64, o: u64, sq: usize) -> i32 {
        self.nodes += 1;
        let flipped = last_flip_count(p, sq);
        if flipped != 0 {
            // The board becomes full: player has p + flipped + 1 of the 64 discs.
            return 2 * (p.count_ones() + flipped + 1) as i32 - 64;
        }
        if self.rules.pass_ends_game() {
            return Self::final_score(p, o);
        }
        let flipped = last_flip_count(o, sq);
        if flipped != 0 {
            return 64 - 2 * (o.count_ones() + flipped + 1) as i32;
        }
        // Nobody can play the last square: the winner gets it.
        Self::final_score(p, o)
    }
}

/// The squares of the quadrants whose bits are set in a parity (the index).
const ODD_SQUARES: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut parity = 0;
    while parity < 16 {
        let mut sq = 0;
        while sq < 64 {
            if parity & QUADRANT[sq] != 0 {
                t[parity as usize] |= 1u64 << sq;
            }
            sq += 1;
        }
        parity += 1;
    }
    t
};

/// The squares of the quadrants that hold an odd number of the `empty` squares (the
/// quadrants' parity counted at once, where a shallow search keeps it square by square).
#[inline(always)]
pub(super) fn odd_quadrants(empty: u64) -> u64 {
    let parity = (0..4).fold(0, |parity, q| {
        parity | ((empty & ODD_SQUARES[1 << q]).count_ones() & 1) << q
    });
    ODD_SQUARES[parity as usize]
}

/// The empty squares of a shallow search in the order they are tried, one per byte of
/// a `u64` (at most 8): removing one is a few register operations, where a slice
/// would be copied through memory at every node.
#[derive(Clone, Copy, Default)]
pub(super) struct EmptyList {
    squares: u64,
    len: usize,
}

impl EmptyList {
    /// The empty squares of the position `p`, `o` (at most
    /// [`SHALLOW_MAX`](super::SHALLOW_MAX) of them) in priority order, and their quadrants'
    /// parity.
    pub(super) fn in_priority_order(p: u64, o: u64) -> (EmptyList, u32) {
        let mut list = EmptyList::default();
        let mut parity = 0;
        let empty = !(p | o);
        for group in PRIORITY_GROUPS {
            let mut squares = empty & group;
            while squares != 0 {
                let sq = squares.trailing_zeros() as u8;
                squares &= squares - 1;
                list.push(sq);
                parity ^= QUADRANT[sq as usize];
            }
        }
        (list, parity)
    }

    /// Appends a square (at most 8 in all).
    #[inline(always)]
    fn push(&mut self, sq: u8) {
        debug_assert!(self.len < 8);
        self.squares |= (sq as u64) << (8 * self.len);
        self.len += 1;
    }

    /// The square in place `i`.
    #[inline(always)]
    fn get(self, i: usize) -> u8 {
        (self.squares >> (8 * i)) as u8
    }

    /// The list without the square in place `i`, the others in the same order.
    #[inline(always)]
    fn without(self, i: usize) -> EmptyList {
        let below = self.squares & ((1u64 << (8 * i)) - 1);
        // `checked_shr` because removing the eighth square shifts by 64.
        let above = self.squares.checked_shr(8 * (i as u32 + 1)).unwrap_or(0) << (8 * i);
        EmptyList {
            squares: below | above,
            len: self.len - 1,
        }
    }
}
