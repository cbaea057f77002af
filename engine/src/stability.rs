//! Stable discs: discs that no sequence of moves can flip.
//!
//! Computed as the fixed point of `../shared/game.md`: a disc is stable along an axis
//! (horizontal, vertical, either diagonal) when that line is full, or the disc is on the
//! board's edge along it, or its neighbour along the axis is a stable disc of its colour;
//! a disc stable along all four axes is stable.

use crate::Board;

const COL_A: u64 = 0x0101_0101_0101_0101;
const COL_H: u64 = 0x8080_8080_8080_8080;
const ROW_1: u64 = 0x0000_0000_0000_00FF;
const ROW_8: u64 = 0xFF00_0000_0000_0000;
const EDGE: u64 = COL_A | COL_H | ROW_1 | ROW_8;

/// The squares of every full line along one axis, from `occupied`: the empty squares spread
/// along the axis both ways (one, two, then four steps at a time, `shift` a step; `keep_up`
/// and `keep_down` the columns a shift by 1, 2 and 4 steps towards higher and lower indices
/// may land on without wrapping around the board's side), and the squares they never reach
/// are on full lines. Branch-free shifts and masks: cheaper than testing each line, above
/// all in WebAssembly.
#[inline(always)]
fn full_lines(occupied: u64, shift: u32, keep_up: [u64; 3], keep_down: [u64; 3]) -> u64 {
    let mut empty = !occupied;
    for (k, (up, down)) in keep_up.into_iter().zip(keep_down).enumerate() {
        let step = shift << k;
        empty |= ((empty << step) & up) | ((empty >> step) & down);
    }
    !empty
}

/// Where a shift by 1, 2 and 4 columns towards column h may land (columns b to h, c to h,
/// e to h), and towards column a (a to g, a to f, a to d); a vertical shift lands anywhere.
const TOWARDS_H: [u64; 3] = [!COL_A, !0x0303_0303_0303_0303, 0xF0F0_F0F0_F0F0_F0F0];
const TOWARDS_A: [u64; 3] = [!COL_H, !0xC0C0_C0C0_C0C0_C0C0, 0x0F0F_0F0F_0F0F_0F0F];
const ANYWHERE: [u64; 3] = [!0; 3];

/// Stable discs of both sides of `board`: the union for player and opponent.
/// Intersect with [`Board::player`] or [`Board::opponent`] to split by side.
pub fn stable_discs(board: Board) -> u64 {
    let occupied = board.player | board.opponent;
    // Towards higher indices a row's step (1) and a diagonal's (9, a1-h8) go towards column
    // h, an anti-diagonal's (7, h1-a8) towards column a.
    let full_h = full_lines(occupied, 1, TOWARDS_H, TOWARDS_A);
    let full_v = full_lines(occupied, 8, ANYWHERE, ANYWHERE);
    let full_d = full_lines(occupied, 9, TOWARDS_H, TOWARDS_A);
    let full_a = full_lines(occupied, 7, TOWARDS_A, TOWARDS_H);
    let (full_h, full_v) = (full_h | COL_A | COL_H, full_v | ROW_1 | ROW_8);
    let (full_d, full_a) = (full_d | EDGE, full_a | EDGE);
    let base = full_h & full_v & full_d & full_a;
    let mut stable = 0u64;
    loop {
        let mut next = 0u64;
        for side in [board.player, board.opponent] {
            let s = stable & side;
            // Neighbour along each axis; the masks drop wrap-around across columns.
            let h = ((s << 1) & !COL_A) | ((s >> 1) & !COL_H);
            let v = (s << 8) | (s >> 8);
            let d = ((s << 9) & !COL_A) | ((s >> 9) & !COL_H);
            let a = ((s << 7) & !COL_H) | ((s >> 7) & !COL_A);
            next |= side & (full_h | h) & (full_v | v) & (full_d | d) & (full_a | a);
        }
        next |= base & occupied;
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

/// Slow, obviously correct reference for [`stable_discs`], square by square. For tests.
pub fn stable_discs_reference(board: Board) -> u64 {
    let occ = board.player | board.opponent;
    let at = |c: i32, r: i32| -> Option<u64> {
        ((0..8).contains(&c) && (0..8).contains(&r)).then(|| 1u64 << (r * 8 + c))
    };
    let axes = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let line_full = |c: i32, r: i32, dc: i32, dr: i32| {
        // Walk to one end, then check the whole line.
        let (mut c0, mut r0) = (c, r);
        while at(c0 - dc, r0 - dr).is_some() {
            c0 -= dc;
            r0 -= dr;
        }
        let (mut cc, mut rr) = (c0, r0);
        while let Some(b) = at(cc, rr) {
            if occ & b == 0 {
                return false;
            }
            cc += dc;
            rr += dr;
        }
        true
    };
    let mut stable = 0u64;
    loop {
        let mut next = stable;
        for sq in 0..64i32 {
            let bit = 1u64 << sq;
            if occ & bit == 0 {
                continue;
            }
            let side = if board.player & bit != 0 {
                board.player
            } else {
                board.opponent
            };
            let (c, r) = (sq % 8, sq / 8);
            let ok = axes.iter().all(|&(dc, dr)| {
                let before = at(c - dc, r - dr);
                let after = at(c + dc, r + dr);
                let neighbour_stable = |n: Option<u64>| n.is_some_and(|b| stable & side & b != 0);
                before.is_none()
                    || after.is_none()
                    || line_full(c, r, dc, dr)
                    || neighbour_stable(before)
                    || neighbour_stable(after)
            });
            if ok {
                next |= bit;
            }
        }
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

impl Board {
    /// The stable discs of both sides (see the [module docs](crate::stability)).
    pub fn stable(self) -> crate::Bitboard {
        crate::Bitboard(stable_discs(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_their_edges_are_stable() {
        // Player owns a1, b1, c1 and a2; opponent owns d1.
        let p = 0b111 | 1 << 8;
        let o = 1 << 3;
        let b = Board {
            player: p,
            opponent: o,
        };
        assert_eq!(stable_discs(b), p);
        assert_eq!(stable_discs_reference(b), p);
        assert_eq!(stable_discs(Board::START), 0);
    }
}
