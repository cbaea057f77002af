//! The pattern evaluation: a sum of learned table values, one per pattern instance.
//!
//! As in Logistello, Edax and Egaroucid, a *shape* is a fixed list of squares (an edge
//! with its two X-squares, a corner's 3x3 or 2x5 block, a row, a diagonal); its
//! configuration (each square empty, the mover's or the opponent's) indexes a table of
//! weights. Every symmetric image of a shape on the board is an *instance* that reads the
//! same table, so the evaluation of a position and of its 8 symmetric images is the same
//! by construction. One set of tables per game *phase* (a range of empties), plus a few
//! global terms (mobility, potential mobility, parity), all fitted by `outflank fit` on
//! our own games.
//!
//! Reading an instance costs a few shifts and masks: the board is mapped once by each of
//! the 8 symmetries, and each shape's canonical squares are gathered from the images
//! that hold its instances, then turned into a base-3 index by a table.
//!
//! The weights travel as a compact file ([`PatternWeights::from_bytes`]): only the
//! configurations that are not mirror images of a smaller one, zigzag varints, and a
//! CRC-32 so that a damaged or truncated file is refused with a message.

mod installed;
mod state;
#[cfg(test)]
mod tests;
mod weights;

#[cfg(feature = "bundled-weights")]
pub use installed::BUNDLED_FILE;
pub use installed::{install, installed};
pub use state::PatternState;
pub use weights::{PatternWeights, WeightsError};

use crate::edge::POW3_BYTE;
use crate::movegen::{legal_moves_both, neighbours};
use crate::{Board, Square, Symmetry};
use std::sync::OnceLock;

/// A pattern shape: its squares in the order of their base-3 digits (the first is the
/// lowest digit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// A short name for reports.
    pub name: &'static str,
    /// The squares of the canonical instance (square index, a1 = 0).
    pub squares: &'static [u8],
    /// The symmetries whose images of the board hold the instances: instance `k` reads
    /// the canonical squares of `symmetries[k].apply_board(board)`.
    pub symmetries: &'static [u8],
}

impl Shape {
    /// Number of configurations: 3 to the number of squares.
    pub const fn configurations(&self) -> usize {
        3usize.pow(self.squares.len() as u32)
    }
}

/// The shapes, in the order of the tables in a weights file.
pub const SHAPES: [Shape; 11] = [
    Shape {
        name: "edge+2x",
        squares: &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "corner3x3",
        squares: &[0, 1, 2, 8, 9, 10, 16, 17, 18],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "corner2x5",
        squares: &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
        symmetries: &[0, 1, 2, 3, 4, 5, 6, 7],
    },
    Shape {
        name: "row2",
        squares: &[8, 9, 10, 11, 12, 13, 14, 15],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "row3",
        squares: &[16, 17, 18, 19, 20, 21, 22, 23],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "row4",
        squares: &[24, 25, 26, 27, 28, 29, 30, 31],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "diag8",
        squares: &[0, 9, 18, 27, 36, 45, 54, 63],
        symmetries: &[0, 1],
    },
    Shape {
        name: "diag7",
        squares: &[1, 10, 19, 28, 37, 46, 55],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag6",
        squares: &[2, 11, 20, 29, 38, 47],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag5",
        squares: &[3, 12, 21, 30, 39],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag4",
        squares: &[4, 13, 22, 31],
        symmetries: &[0, 1, 2, 3],
    },
];

/// Number of pattern instances on the board (all shapes, all symmetric images).
pub const INSTANCES: usize = {
    let mut n = 0;
    let mut s = 0;
    while s < SHAPES.len() {
        n += SHAPES[s].symmetries.len();
        s += 1;
    }
    n
};

/// Where each shape's table starts in one phase's weights.
const OFFSETS: [usize; SHAPES.len() + 1] = {
    let mut o = [0; SHAPES.len() + 1];
    let mut s = 0;
    while s < SHAPES.len() {
        o[s + 1] = o[s] + SHAPES[s].configurations();
        s += 1;
    }
    o
};

/// Table entries of all shapes in one phase.
pub const CONFIGURATIONS: usize = OFFSETS[SHAPES.len()];

/// The number of each shape's first instance (its instances are consecutive).
const FIRST_INSTANCE: [usize; SHAPES.len()] = {
    let mut f = [0; SHAPES.len()];
    let mut s = 1;
    while s < SHAPES.len() {
        f[s] = f[s - 1] + SHAPES[s - 1].symmetries.len();
        s += 1;
    }
    f
};

/// The global terms: names, in the order of their weights.
pub const GLOBALS: [&str; 4] = ["bias", "mobility", "potential_mobility", "parity"];

/// Weights of one phase: the shapes' tables, then the global terms.
pub(crate) const STRIDE: usize = CONFIGURATIONS + GLOBALS.len();

/// Entries from a phase's start that its evaluation reads through: every shape's table
/// offset plus any `u16` index stays inside (the last shape's offset is the largest), so
/// a read needs no bounds check of its own. The weights past the last phase's [`STRIDE`]
/// are zeros that no real index reaches.
const WINDOW: usize = {
    let w = OFFSETS[SHAPES.len() - 1] + u16::MAX as usize + 1;
    // The global terms' weights too.
    assert!(w >= STRIDE);
    w
};

/// `Σ 3^i` over the set bits `i` of `bits` (up to 10): one side's discs as base-3 digits,
/// from the evaluation's byte table (the two high bits are digits 8 and 9, 3^8 = 6561).
#[inline(always)]
fn ternary(bits: u32) -> u32 {
    u32::from(POW3_BYTE[(bits & 0xFF) as usize]) + 6561 * u32::from(POW3_BYTE[(bits >> 8) as usize])
}

/// The board's squares `x` under each symmetry, indexed by [`Symmetry`] number (bit 1: flip
/// top-bottom, bit 2: mirror left-right, bit 4: transpose first).
#[inline]
fn images(x: u64) -> [u64; 8] {
    use crate::symmetry::{mirror_horizontal, transpose};
    let m = mirror_horizontal(x);
    let t = transpose(x);
    let tm = mirror_horizontal(t);
    [
        x,
        x.swap_bytes(),
        m,
        m.swap_bytes(),
        t,
        t.swap_bytes(),
        tm,
        tm.swap_bytes(),
    ]
}

/// The bits of the canonical squares of shape `shape`, in digit order.
#[inline(always)]
fn gather(shape: usize, x: u64) -> u32 {
    // One disc per column on a diagonal: the multiply stacks them in the top byte
    // without carries (no two terms meet).
    const DIAGONAL: u64 = 0x0101_0101_0101_0101;
    let x = match shape {
        0 => (x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200),
        1 => (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0),
        2 => (x & 0x1F) | ((x >> 3) & 0x3E0),
        3 => (x >> 8) & 0xFF,
        4 => (x >> 16) & 0xFF,
        5 => (x >> 24) & 0xFF,
        6 => (x & 0x8040_2010_0804_0201).wrapping_mul(DIAGONAL) >> 56,
        7 => (x & 0x0080_4020_1008_0402).wrapping_mul(DIAGONAL) >> 57,
        8 => (x & 0x0000_8040_2010_0804).wrapping_mul(DIAGONAL) >> 58,
        9 => (x & 0x0000_0080_4020_1008).wrapping_mul(DIAGONAL) >> 59,
        _ => (x & 0x0000_0000_8040_2010).wrapping_mul(DIAGONAL) >> 60,
    };
    x as u32
}

/// The table index (within the phase, shape offsets included) of every instance of
/// `board`, the side to move's discs as digit 1 and the opponent's as digit 2.
#[inline]
pub fn instance_indices(board: Board) -> [u32; INSTANCES] {
    let (p, o) = (images(board.player), images(board.opponent));
    let mut out = [0u32; INSTANCES];
    let mut i = 0;
    // Unrolled by the compiler: the shape and symmetry lists are constants.
    for (s, shape) in SHAPES.iter().enumerate() {
        for &sym in shape.symmetries {
            let sym = sym as usize;
            let (pb, ob) = (gather(s, p[sym]), gather(s, o[sym]));
            out[i] = OFFSETS[s] as u32 + ternary(pb) + 2 * ternary(ob);
            i += 1;
        }
    }
    out
}

/// The global terms of `board` for the side to move, in the order of [`GLOBALS`].
#[inline]
pub fn global_terms(board: Board) -> [i32; GLOBALS.len()] {
    let (moves, their_moves) = legal_moves_both(board.player, board.opponent);
    global_terms_with_moves(board, moves, their_moves)
}

/// [`global_terms`] given the legal moves of the side to move and of the opponent (the
/// search has them).
#[inline]
pub(crate) fn global_terms_with_moves(
    board: Board,
    moves: u64,
    their_moves: u64,
) -> [i32; GLOBALS.len()] {
    let (p, o) = (board.player, board.opponent);
    let empty = !(p | o);
    [
        1,
        moves.count_ones() as i32 - their_moves.count_ones() as i32,
        (empty & neighbours(o)).count_ones() as i32 - (empty & neighbours(p)).count_ones() as i32,
        if empty.count_ones() % 2 == 1 { 1 } else { -1 },
    ]
}

/// The shape of each instance and where its table starts, in instance order.
pub(crate) const INSTANCE_OFFSETS: [u32; INSTANCES] = {
    let mut out = [0u32; INSTANCES];
    let (mut i, mut s) = (0, 0);
    while s < SHAPES.len() {
        let mut k = 0;
        while k < SHAPES[s].symmetries.len() {
            out[i] = OFFSETS[s] as u32;
            i += 1;
            k += 1;
        }
        s += 1;
    }
    out
};

/// The shape instance indices by the slow square-by-square reading (for tests).
pub fn instance_indices_reference(board: Board) -> [u32; INSTANCES] {
    let mut out = [0u32; INSTANCES];
    let mut i = 0;
    for (s, shape) in SHAPES.iter().enumerate() {
        for &sym in shape.symmetries {
            let image = Symmetry::ALL[sym as usize].apply_board(board);
            let mut index = 0u32;
            for &sq in shape.squares.iter().rev() {
                let bit = 1u64 << sq;
                let digit = if image.player & bit != 0 {
                    1
                } else if image.opponent & bit != 0 {
                    2
                } else {
                    0
                };
                index = index * 3 + digit;
            }
            out[i] = OFFSETS[s] as u32 + index;
            i += 1;
        }
    }
    out
}

/// For each table entry of one phase, the entry that holds its weight: the smallest
/// configuration among its mirror images within the shape (a shape that maps onto
/// itself under a symmetry, like an edge read from either end, has one value for both).
pub(crate) fn canonical_entries() -> &'static [u32] {
    static CANONICAL: OnceLock<Vec<u32>> = OnceLock::new();
    CANONICAL.get_or_init(|| {
        let mut out = Vec::with_capacity(CONFIGURATIONS);
        for (s, shape) in SHAPES.iter().enumerate() {
            let perms = self_permutations(shape);
            let n = shape.squares.len();
            let mut digits = vec![0u8; n];
            for config in 0..shape.configurations() {
                let mut c = config;
                for d in digits.iter_mut() {
                    *d = (c % 3) as u8;
                    c /= 3;
                }
                let smallest = perms
                    .iter()
                    .map(|perm| {
                        // Digit k of the image is the digit of square perm[k].
                        (0..n)
                            .rev()
                            .fold(0usize, |acc, k| acc * 3 + digits[perm[k]] as usize)
                    })
                    .min()
                    .unwrap_or(config);
                out.push((OFFSETS[s] + smallest) as u32);
            }
        }
        out
    })
}

/// The digit permutations of the symmetries that map `shape`'s squares onto themselves.
fn self_permutations(shape: &Shape) -> Vec<Vec<usize>> {
    let squares: Vec<Square> = shape
        .squares
        .iter()
        .map(|&s| Square::try_from_index(u32::from(s)).expect("a square index"))
        .collect();
    let mut perms = Vec::new();
    for sym in Symmetry::ALL {
        let perm: Option<Vec<usize>> = squares
            .iter()
            .map(|&sq| {
                let image = sym.apply_square(sq);
                squares.iter().position(|&q| q == image)
            })
            .collect();
        if let Some(perm) = perm {
            perms.push(perm);
        }
    }
    perms
}

/// For each table entry of one phase, its slot among the canonical entries (the
/// configurations that hold a weight of their own), and the number of such slots. The
/// fitting tool ties weights through it.
pub fn canonical_slots() -> (&'static [u32], usize) {
    static SLOTS: OnceLock<(Vec<u32>, usize)> = OnceLock::new();
    let (slots, n) = SLOTS.get_or_init(|| {
        let canonical = canonical_entries();
        let mut slot_of_entry = vec![u32::MAX; CONFIGURATIONS];
        let mut n = 0u32;
        for (entry, &c) in canonical.iter().enumerate() {
            if c as usize == entry {
                slot_of_entry[entry] = n;
                n += 1;
            }
        }
        let slots = canonical
            .iter()
            .map(|&c| slot_of_entry[c as usize])
            .collect();
        (slots, n as usize)
    });
    (slots, *n)
}
