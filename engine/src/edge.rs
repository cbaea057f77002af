//! The board's four edges as base-3 configurations (0 empty, 1 the first side's, 2 the
//! other's): what the evaluation's edge table and the solver's stable edges are indexed by.

use crate::Board;

/// Number of configurations of an edge (8 squares, each empty, mine or theirs).
pub const EDGE_CONFIGS: usize = 6561;

/// `Σ 3^i` over the set bits `i` of a byte: the base-3 digits of one side's discs.
pub(crate) static POW3_BYTE: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let (mut v, mut p, mut i) = (0u16, 1u16, 0);
        while i < 8 {
            if b >> i & 1 == 1 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// Bits of column a (a1..a8) gathered into a byte, a1 lowest.
#[inline]
fn column_a_byte(x: u64) -> usize {
    // Each a-file bit 8k moves to bit 56 + k; the multiplier's terms never collide.
    ((x & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// The configurations (base 3: 0 empty, 1 mine, 2 theirs, a corner the lowest digit at
/// one end) of the four edges: row 1, row 8, column a, column h.
#[inline]
pub fn edge_configs(board: Board) -> [usize; 4] {
    let (p, o) = (board.player, board.opponent);
    let cfg = |pb: usize, ob: usize| POW3_BYTE[pb] as usize + 2 * POW3_BYTE[ob] as usize;
    [
        cfg((p & 0xFF) as usize, (o & 0xFF) as usize),
        cfg((p >> 56) as usize, (o >> 56) as usize),
        cfg(column_a_byte(p), column_a_byte(o)),
        cfg(column_a_byte(p >> 7), column_a_byte(o >> 7)),
    ]
}
