//! Stable discs: discs that no sequence of moves can flip.
//!
//! Computed as the fixed point of `../shared/game.md`: a disc is stable along an axis
//! (horizontal, vertical, either diagonal) when that line is full, or the disc is on the
//! board's edge along it, or its neighbour along the axis is a stable disc of its colour;
//! a disc stable along all four axes is stable.

use crate::edge::{edge_configs, EDGE_CONFIGS, POW3_BYTE};
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

/// Every full line along each axis (horizontal, vertical, diagonal a1-h8, anti-diagonal
/// h1-a8), with the board's edges across that axis: a disc there is stable along it.
#[inline(always)]
fn full_axes(occupied: u64) -> [u64; 4] {
    // Towards higher indices a row's step (1) and a diagonal's (9, a1-h8) go towards column
    // h, an anti-diagonal's (7, h1-a8) towards column a.
    [
        full_lines(occupied, 1, TOWARDS_H, TOWARDS_A) | COL_A | COL_H,
        full_lines(occupied, 8, ANYWHERE, ANYWHERE) | ROW_1 | ROW_8,
        full_lines(occupied, 9, TOWARDS_H, TOWARDS_A) | EDGE,
        full_lines(occupied, 7, TOWARDS_A, TOWARDS_H) | EDGE,
    ]
}

/// The squares stable along all four axes next to the stable discs `s` of one colour:
/// on a full line or beside one of `s` along each axis.
#[inline(always)]
fn beside_stable(s: u64, full: [u64; 4]) -> u64 {
    // Neighbour along each axis; the masks drop wrap-around across columns.
    let h = ((s << 1) & !COL_A) | ((s >> 1) & !COL_H);
    let v = (s << 8) | (s >> 8);
    let d = ((s << 9) & !COL_A) | ((s >> 9) & !COL_H);
    let a = ((s << 7) & !COL_H) | ((s >> 7) & !COL_A);
    (full[0] | h) & (full[1] | v) & (full[2] | d) & (full[3] | a)
}

/// Stable discs of both sides of `board`: the union for player and opponent.
/// Intersect with [`Board::player`] or [`Board::opponent`] to split by side.
pub fn stable_discs(board: Board) -> u64 {
    let occupied = board.player | board.opponent;
    let full = full_axes(occupied);
    let base = full[0] & full[1] & full[2] & full[3];
    let mut stable = 0u64;
    loop {
        let mut next = 0u64;
        for side in [board.player, board.opponent] {
            next |= side & beside_stable(stable & side, full);
        }
        next |= base & occupied;
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

/// The discs of `other` that `own` flips along a line of 8 by playing in place `at`.
fn line_flips(own: u8, other: u8, at: u32) -> u8 {
    let mut flipped = 0u8;
    let (mut i, mut run) = (at + 1, 0u8);
    while i < 8 && other >> i & 1 == 1 {
        run |= 1 << i;
        i += 1;
    }
    if i < 8 && own >> i & 1 == 1 {
        flipped |= run;
    }
    let (mut i, mut run) = (at as i32 - 1, 0u8);
    while i >= 0 && other >> i & 1 == 1 {
        run |= 1 << i;
        i -= 1;
    }
    if i >= 0 && own >> i & 1 == 1 {
        flipped |= run;
    }
    flipped
}

/// The table of edges' stable discs, worked out at its first use: at
/// [`edge_configs`]' index of an edge holding discs `a` and `b`, the discs of an edge of the board holding
/// discs `a` (one side's) and `b` (the other's) that no sequence of moves on its empty
/// squares can flip, whichever side plays each (a move there may be legal through another
/// line, so any is taken as possible). An edge disc can only be flipped along its edge,
/// so these are stable on the board. Worked out from the full edges down: a disc is
/// stable when no move flips it and it is stable after each move.
fn edge_stable_table() -> &'static [u8; EDGE_CONFIGS] {
    static TABLE: std::sync::OnceLock<[u8; EDGE_CONFIGS]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [0u8; EDGE_CONFIGS];
        let index = |a: u8, b: u8| (POW3_BYTE[a as usize] + 2 * POW3_BYTE[b as usize]) as usize;
        // A move adds a disc, so the squares a position holds, as a number, only grow:
        // from the full edge down, every position after a move is worked out first.
        for occupied in (0..=255u8).rev() {
            let mut a = occupied;
            loop {
                let b = occupied & !a;
                let mut stable = occupied;
                for e in (0..8).filter(|e| occupied >> e & 1 == 0) {
                    let sq = 1u8 << e;
                    let f = line_flips(a, b, e);
                    stable &= !f & t[index(a | sq | f, b & !f)];
                    let f = line_flips(b, a, e);
                    stable &= !f & t[index(a & !f, b | sq | f)];
                }
                t[index(a, b)] = stable;
                if a == 0 {
                    break;
                }
                a = (a - 1) & occupied;
            }
        }
        t
    })
}

/// `COLUMN_A[bits]`: the squares of column a whose rows are the bits set in `bits`.
static COLUMN_A: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut row = 0;
        while row < 8 {
            if bits >> row & 1 == 1 {
                t[bits] |= 1u64 << (8 * row);
            }
            row += 1;
        }
        bits += 1;
    }
    t
};

/// Discs of `own` (against `other`'s) that are surely stable: a subset of all its stable
/// discs, and a superset of what [`stable_discs`] finds of them. The exact solver's
/// bound: each edge's stable discs are read from a table (a chain along an edge is found
/// at once, where [`stable_discs`] walks it a square a step), then discs on full lines or
/// next to them along each axis are added as in [`stable_discs`], for `own` only.
#[inline]
pub fn surely_stable(own: u64, other: u64) -> u64 {
    let full = full_axes(own | other);
    let table = edge_stable_table();
    // `min` lets the compiler drop the bounds checks: an index is at most 6,560.
    let [row_1, row_8, col_a, col_h] = edge_configs(Board {
        player: own,
        opponent: other,
    })
    .map(|config| table[config.min(EDGE_CONFIGS - 1)]);
    let edges = own
        & (row_1 as u64
            | (row_8 as u64) << 56
            | COLUMN_A[col_a as usize]
            | COLUMN_A[col_h as usize] << 7);
    let seeds = edges | (own & full[0] & full[1] & full[2] & full[3]);
    let mut stable = seeds;
    loop {
        let next = seeds | own & beside_stable(stable, full);
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
        assert_eq!(surely_stable(p, o), p);
        assert_eq!(surely_stable(o, p), 0);
    }

    #[test]
    fn edges_are_stable_as_a_whole_and_no_further() {
        // Row 1 full (opponent a1 and h1, player b1 to g1): all stable, corners or not.
        let (o, p) = (1 | 1 << 7, 0b0111_1110);
        assert_eq!(surely_stable(p, o), p);
        // A player disc on d1 next to an opponent c1: e1 flips it.
        assert_eq!(surely_stable(1 << 3, 1 << 2), 0);
        // Player d1 between opponent c1 and e1: the player's b1 makes c1 theirs, then a1
        // flips b1 to d1.
        assert_eq!(surely_stable(1 << 3, 1 << 2 | 1 << 4), 0);
        // Player a8 to c8 and a7 (column a, row 8): a chain from the corner on both edges.
        let p = 0b111 << 56 | 1 << 48;
        assert_eq!(surely_stable(p, 1 << 59 | 1 << 40), p);
    }
}
