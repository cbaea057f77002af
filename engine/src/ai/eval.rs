//! Static evaluations of a position for the side to move.
//!
//! Two evaluations live here:
//! - [`original_eval`], the heuristic of the original desktop design (corners +1500,
//!   discs next to an empty corner −1000, the opponent's mobility subtracted), kept so the
//!   levels that reproduce the old opponents play like them;
//! - [`tuned_eval`], a linear combination of [`features`] whose weights depend on the
//!   number of empty squares and were fitted by least squares to exact endgame scores
//!   of self-play games (`outflank tune`; the weights are in `weights.rs`).
//!
//! Scores are in "eval units" from the side to move's point of view; for the tuned
//! evaluation one disc of final margin is [`DISC`] units.

pub use crate::edge::{edge_configs, EDGE_CONFIGS};
use crate::movegen::{legal_moves, legal_moves_both, neighbours};
use crate::stability::stable_discs;
use crate::Board;
use std::sync::OnceLock;

/// Evaluation units per disc of final disc difference.
pub const DISC: i32 = 100;

/// The four corners.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// The X-squares b2, g2, b7, g7 (diagonally next to a corner).
pub const X_SQUARES: u64 = (1 << 9) | (1 << 14) | (1 << 49) | (1 << 54);
/// The C-squares a2, b1, g1, h2, a7, b8, g8, h7 (on an edge next to a corner).
pub const C_SQUARES: u64 =
    (1 << 1) | (1 << 8) | (1 << 6) | (1 << 15) | (1 << 48) | (1 << 57) | (1 << 55) | (1 << 62);

/// The X- and C-squares next to an empty corner of `occupied`'s complement.
#[inline]
fn next_to_empty_corner(occupied: u64) -> u64 {
    let empty_corners = CORNERS & !occupied;
    neighbours(empty_corners) & (X_SQUARES | C_SQUARES)
}

/// The original desktop evaluation, from the point of view of the side to move when
/// `mover_is_root` (the computer that is searching) and of the other side otherwise:
/// `1500 × (corners) − 1000 × (discs next to an empty corner) − (opponent's mobility)`,
/// the first two as differences between the searcher and its opponent.
///
/// The original subtracted the *opponent's* move count only (not a difference), so the
/// score depends on who searches; negamax calls it with the parity of the ply.
pub fn original_eval(board: Board, mover_is_root: bool) -> i32 {
    let (me, you) = if mover_is_root {
        (board.player, board.opponent)
    } else {
        (board.opponent, board.player)
    };
    let occupied = me | you;
    let bad = next_to_empty_corner(occupied);
    let corners = (me & CORNERS).count_ones() as i32 - (you & CORNERS).count_ones() as i32;
    let near = (me & bad).count_ones() as i32 - (you & bad).count_ones() as i32;
    let their_mobility = legal_moves(you, me).count_ones() as i32;
    let score = 1500 * corners - 1000 * near - their_mobility;
    if mover_is_root {
        score
    } else {
        -score
    }
}

/// Number of features of the tuned evaluation.
pub const NF: usize = 10;

/// Names of the features, for the tuner's report.
pub const FEATURE_NAMES: [&str; NF] = [
    "bias",
    "parity",
    "corners",
    "x_squares",
    "c_squares",
    "mobility",
    "potential_mobility",
    "stable",
    "frontier",
    "discs",
];

/// The features of `board` for the side to move. Each is "mine minus theirs" except
/// `bias` (always 1: the value of having the move) and `parity` (+1 when the number of
/// empties is odd, so the mover would play last, −1 otherwise).
///
/// - corners, X-squares and C-squares: the last two only next to an empty corner;
/// - mobility: number of legal moves;
/// - potential mobility: empty squares next to the other side's discs (where moves may
///   appear later);
/// - stable: discs that can never be flipped;
/// - frontier: own discs next to an empty square (they give the opponent moves), as
///   "theirs minus mine" so that a positive weight is expected;
/// - discs: the disc count.
#[inline]
pub fn features(board: Board) -> [i32; NF] {
    let (moves, their_moves) = legal_moves_both(board.player, board.opponent);
    features_with_moves(board, moves, their_moves)
}

/// [`features`] given the legal moves of the side to move and of the opponent, which the
/// searches have already found (a second `legal_moves` a leaf was a tenth of the search's
/// time).
#[inline]
fn features_with_moves(board: Board, moves: u64, their_moves: u64) -> [i32; NF] {
    let (p, o) = (board.player, board.opponent);
    let occupied = p | o;
    let empty = !occupied;
    let bad = next_to_empty_corner(occupied);
    let stable = stable_discs(board);
    let near_empty = neighbours(empty);
    let empties = empty.count_ones();
    let d = |m: u64| (p & m).count_ones() as i32 - (o & m).count_ones() as i32;
    [
        1,
        if empties % 2 == 1 { 1 } else { -1 },
        d(CORNERS),
        d(X_SQUARES & bad),
        d(C_SQUARES & bad),
        moves.count_ones() as i32 - their_moves.count_ones() as i32,
        (empty & neighbours(o)).count_ones() as i32 - (empty & neighbours(p)).count_ones() as i32,
        d(stable),
        (o & near_empty).count_ones() as i32 - (p & near_empty).count_ones() as i32,
        p.count_ones() as i32 - o.count_ones() as i32,
    ]
}

/// The number of empties at each weight knot: weights are linear in the number of
/// empties between two knots.
pub const KNOT_EMPTIES: [u32; 7] = [0, 10, 20, 30, 40, 50, 60];

/// Per-empties weights, interpolated from the knots at compile time.
static WEIGHTS: [[i32; NF]; 61] = {
    // Typed here: a generated file with other dimensions does not compile.
    let knots: [[i32; NF]; KNOT_EMPTIES.len()] = super::weights::KNOT_WEIGHTS;
    let mut t = [[0i32; NF]; 61];
    let mut e = 0;
    while e <= 60 {
        // The knot interval [k, k + 1] holding e.
        let mut k = 0;
        while k + 2 < KNOT_EMPTIES.len() && e as u32 > KNOT_EMPTIES[k + 1] {
            k += 1;
        }
        let (e0, e1) = (KNOT_EMPTIES[k] as i32, KNOT_EMPTIES[k + 1] as i32);
        let mut f = 0;
        while f < NF {
            let (w0, w1) = (knots[k][f], knots[k + 1][f]);
            t[e][f] = w0 + (w1 - w0) * (e as i32 - e0) / (e1 - e0);
            f += 1;
        }
        e += 1;
    }
    t
};

/// The configuration of the same edge read from the other end.
const fn reversed_config(mut c: usize) -> usize {
    let mut r = 0;
    let mut i = 0;
    while i < 8 {
        r = r * 3 + c % 3;
        c /= 3;
        i += 1;
    }
    r
}

/// Each edge configuration and its mirror image share one value: the canonical one is
/// the smaller index.
pub static EDGE_CANONICAL: [u16; EDGE_CONFIGS] = {
    let mut t = [0u16; EDGE_CONFIGS];
    let mut c = 0;
    while c < EDGE_CONFIGS {
        let r = reversed_config(c);
        t[c] = if r < c { r as u16 } else { c as u16 };
        c += 1;
    }
    t
};

/// Number of canonical edge configurations (those not larger than their mirror image):
/// the 81 palindromes and one of each other pair, `(6561 + 81) / 2`.
pub const EDGE_CANONICAL_CONFIGS: usize = (EDGE_CONFIGS + 81) / 2;

/// Size of the edge-value file (`engine/data/edge_weights.bin`): for each knot of
/// [`KNOT_EMPTIES`] in turn, the value of each canonical configuration in increasing
/// configuration order, as a little-endian `i16` in evaluation units. A mirror image
/// has its canonical configuration's value, so it is not stored.
pub const EDGE_FILE_BYTES: usize = 2 * EDGE_CANONICAL_CONFIGS * KNOT_EMPTIES.len();

/// The edge-value file, compact: only canonical configurations (about 46 kB, half of
/// the full table, which is expanded at first use by [`edge_table`]).
static EDGE_FILE: &[u8; EDGE_FILE_BYTES] = include_bytes!("../../data/edge_weights.bin");

/// The full edge table: the value of every configuration at every knot.
pub type EdgeTable = [[i16; EDGE_CONFIGS]; KNOT_EMPTIES.len()];

/// Encodes a full edge table in the file format of [`EDGE_FILE_BYTES`]: the canonical
/// configurations' values only (a mirror image's value is its canonical one's).
pub fn encode_edge_values(table: &EdgeTable) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(EDGE_FILE_BYTES);
    for knot in table {
        for (c, v) in knot.iter().enumerate() {
            if reversed_config(c) >= c {
                bytes.extend_from_slice(&v.to_le_bytes());
            }
        }
    }
    bytes
}

/// Decodes the file format of [`EDGE_FILE_BYTES`] into the full table, mirror images
/// included; `None` if `bytes` has the wrong length.
pub fn decode_edge_values(bytes: &[u8]) -> Option<Box<EdgeTable>> {
    if bytes.len() != EDGE_FILE_BYTES {
        return None;
    }
    let mut table = Box::new([[0i16; EDGE_CONFIGS]; KNOT_EMPTIES.len()]);
    let mut values = bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]));
    for knot in table.iter_mut() {
        for c in 0..EDGE_CONFIGS {
            let r = reversed_config(c);
            // The canonical one (the smaller index) comes first: a mirror copies it.
            knot[c] = if r < c { knot[r] } else { values.next()? };
        }
    }
    Some(table)
}

/// The edge values at each knot, in evaluation units, indexed by configuration:
/// expanded from the compact file the first time they are needed.
#[inline]
pub fn edge_table() -> &'static EdgeTable {
    // Boxed: a static `OnceLock<EdgeTable>` would put 92 kB of zeros in the binary.
    static TABLE: OnceLock<Box<EdgeTable>> = OnceLock::new();
    TABLE.get_or_init(|| decode_edge_values(EDGE_FILE).expect("edge file of the right size"))
}

/// The knot interval holding `empties` and the position in it: `(k, e - e_k, e_k+1 - e_k)`.
#[inline]
fn knot_interval(empties: u32) -> (usize, i32, i32) {
    let e = empties.min(60);
    let mut k = 0;
    while k + 2 < KNOT_EMPTIES.len() && e > KNOT_EMPTIES[k + 1] {
        k += 1;
    }
    (
        k,
        (e - KNOT_EMPTIES[k]) as i32,
        (KNOT_EMPTIES[k + 1] - KNOT_EMPTIES[k]) as i32,
    )
}

/// The summed value of the four edges for the side to move, interpolated between knots.
#[inline]
pub fn edge_value(board: Board) -> i32 {
    let (k, t, span) = knot_interval(board.empty_count());
    let table = edge_table();
    let (lo, hi) = (&table[k], &table[k + 1]);
    let mut a = 0i32;
    let mut b = 0i32;
    for c in edge_configs(board) {
        a += lo[c] as i32;
        b += hi[c] as i32;
    }
    a + (b - a) * t / span
}

/// The largest magnitude the tuned evaluation returns: below any exact win of the
/// searches, so a proven result always outranks a heuristic one.
pub const TUNED_LIMIT: i32 = 64 * DISC - 1;

/// The tuned evaluation: the predicted final disc difference for the side to move,
/// in units of [`DISC`] per disc: the weighted [`features`] plus the fitted values of
/// the four edge configurations ([`edge_value`]).
#[inline]
pub fn tuned_eval(board: Board) -> i32 {
    let (moves, their_moves) = legal_moves_both(board.player, board.opponent);
    tuned_eval_with_moves(board, moves, their_moves)
}

/// [`tuned_eval`] given the legal moves of the side to move and of the opponent (the
/// searches have them).
#[inline]
pub fn tuned_eval_with_moves(board: Board, moves: u64, their_moves: u64) -> i32 {
    let f = features_with_moves(board, moves, their_moves);
    let w = &WEIGHTS[board.empty_count() as usize];
    let mut s = edge_value(board);
    for k in 0..NF {
        s += f[k] * w[k];
    }
    s.clamp(-TUNED_LIMIT, TUNED_LIMIT)
}

/// The weight knots linearly interpolated at `empties` (for the tuner's report).
pub fn weights_at(empties: u32) -> [i32; NF] {
    WEIGHTS[empties.min(60) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    #[test]
    fn original_eval_values_corners_and_is_consistent_for_both_views() {
        // Black (to move) owns a1 and c3; white owns b1 and b2, next to an owned corner.
        let sq = |n: &str| n.parse::<crate::Square>().unwrap().bit();
        let pos = Position::from_colors(
            crate::Bitboard(sq("a1") | sq("c3")),
            crate::Bitboard(sq("b1") | sq("b2")),
            crate::Color::Black,
        )
        .unwrap();
        let b = pos.board;
        let root = original_eval(b, true);
        // The same position seen from the opponent, searched by the opponent.
        let other = original_eval(b.swapped(), true);
        assert!(root > 1000, "{root}");
        assert!(other < -1000, "{other}");
        // Asking for the non-root view negates the root's score.
        assert_eq!(original_eval(b.swapped(), false), -root);
    }

    #[test]
    fn edge_configs_read_each_edge() {
        let sq = |n: &str| n.parse::<crate::Square>().unwrap().bit();
        // Mine on a1 and h1 (row 1 digits 0 and 7), theirs on a8 and h8.
        let b = Board::new(
            crate::Bitboard(sq("a1") | sq("h1") | sq("a2")),
            crate::Bitboard(sq("a8") | sq("h8") | sq("h2")),
        )
        .unwrap();
        let c = edge_configs(b);
        assert_eq!(c[0], 1 + 2187); // row 1: a1 and h1 mine
        assert_eq!(c[1], 2 + 2 * 2187); // row 8: a8 and h8 theirs
        assert_eq!(c[2], 1 + 3 + 2 * 2187); // column a: a1, a2 mine, a8 theirs
        assert_eq!(c[3], 1 + 2 * 3 + 2 * 2187); // column h: h1 mine, h2 and h8 theirs
        for x in [0usize, 1, 80, 6560, 1234] {
            assert_eq!(EDGE_CANONICAL[x], EDGE_CANONICAL[reversed_config(x)]);
        }
    }

    #[test]
    fn features_are_antisymmetric_except_bias_and_parity() {
        let pos = Position::START;
        let mut b = pos.board;
        for sq in ["f5", "d6", "c3", "d3", "c4"] {
            let s: crate::Square = sq.parse().unwrap();
            b = b.apply(s, b.flips(s));
        }
        let f = features(b);
        let g = features(b.swapped());
        assert_eq!(f[0], 1);
        assert_eq!(f[1], g[1]);
        for k in 2..NF {
            assert_eq!(f[k], -g[k], "feature {}", FEATURE_NAMES[k]);
        }
    }
}
