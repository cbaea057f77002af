//! WebAssembly `simd128` kernels for the move generator and the flips (built only with
//! `target-feature=+simd128`; every other build uses the scalar code in the parent module).
//!
//! `simd128` shifts every lane by the same amount, so two directions of one axis cannot
//! share a vector directly. Instead lane 0 holds the board and lane 1 the board upside
//! down (its bytes reversed, one shuffle): a shift towards higher indices then goes south
//! in lane 0 and north in lane 1, so one vector covers both directions of the vertical
//! and of each diagonal. The horizontal axis is the same either way up; it stays scalar
//! and runs on the integer units beside the vector ones.

use super::{ray, NOT_AH};
use core::arch::wasm32::*;

/// `[b, b upside down]`: the board in lane 0, its rows in reverse order in lane 1.
#[inline(always)]
fn with_mirror(b: u64) -> v128 {
    let v = u64x2_splat(b);
    i8x16_shuffle::<0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
}

/// Lane 0 or-ed with lane 1 turned the right way up again.
#[inline(always)]
fn join_mirror(v: v128) -> u64 {
    let back = i8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7>(v, v);
    u64x2_extract_lane::<0>(v128_or(v, back))
}

/// The squares ending a run of `mask` discs next to a `p` disc, going one way by `dir`:
/// `shift` is `u64x2_shl` (towards higher indices) or `u64x2_shr` (towards lower ones).
/// The vector form of one half of the parent's `moves_along`.
#[inline(always)]
fn moves_one_way(p: v128, mask: v128, dir: u32, shift: impl Fn(v128, u32) -> v128) -> v128 {
    let mut run = v128_and(mask, shift(p, dir));
    run = v128_or(run, v128_and(mask, shift(run, dir)));
    let pairs = v128_and(mask, shift(mask, dir));
    run = v128_or(run, v128_and(pairs, shift(run, 2 * dir)));
    run = v128_or(run, v128_and(pairs, shift(run, 2 * dir)));
    shift(run, dir)
}

/// The move squares along the vertical and both diagonals (empty or not): south and
/// north by `<< 8`, south-east and north-east by `<< 9`, north-west and south-west by
/// `>> 9`, each a lane of the board and of the board upside down.
#[inline(always)]
pub(super) fn moves_off_row(p: u64, o: u64) -> u64 {
    let pp = with_mirror(p);
    let oo = with_mirror(o);
    // NOT_AH is the same upside down, so one mask serves both lanes.
    let inner = v128_and(oo, u64x2_splat(NOT_AH));
    let moves = v128_or(
        moves_one_way(pp, oo, 8, |v, n| u64x2_shl(v, n)),
        v128_or(
            moves_one_way(pp, inner, 9, |v, n| u64x2_shl(v, n)),
            moves_one_way(pp, inner, 9, |v, n| u64x2_shr(v, n)),
        ),
    );
    join_mirror(moves)
}

/// Both sides' legal moves at once: lane 0 holds the side to move's discs against the
/// opponent's, lane 1 the reverse, so each of the eight directions is one fill for both
/// (no mirrored lanes needed: each direction has its own shift).
#[inline(always)]
pub(super) fn moves_both(p: u64, o: u64) -> (u64, u64) {
    let own = u64x2(p, o);
    let other = u64x2(o, p);
    let inner = v128_and(other, u64x2_splat(NOT_AH));
    let shl = |v, n| u64x2_shl(v, n);
    let shr = |v, n| u64x2_shr(v, n);
    let mut moves = v128_or(
        moves_one_way(own, other, 8, shl),
        moves_one_way(own, other, 8, shr),
    );
    for dir in [1, 7, 9] {
        moves = v128_or(moves, moves_one_way(own, inner, dir, shl));
        moves = v128_or(moves, moves_one_way(own, inner, dir, shr));
    }
    let moves = v128_andnot(moves, u64x2_splat(p | o));
    (
        u64x2_extract_lane::<0>(moves),
        u64x2_extract_lane::<1>(moves),
    )
}

/// The three rays from each square towards higher indices (S, SW, SE) in lane 0 and, in
/// lane 1, the same rays from the square's mirror in the board upside down: those are the
/// N, NW and NE rays turned upside down, so all six are found with the lowest-bit trick.
static RAY_PAIRS: [[v128; 3]; 64] = {
    let mut t = [[u64x2(0, 0); 3]; 64];
    let mut sq = 0;
    while sq < 64 {
        let up = sq ^ 56;
        t[sq] = [
            u64x2(ray(sq, 0, 1), ray(up, 0, 1)),
            u64x2(ray(sq, -1, 1), ray(up, -1, 1)),
            u64x2(ray(sq, 1, 1), ray(up, 1, 1)),
        ];
        sq += 1;
    }
    t
};

/// The discs flipped along the vertical and the diagonals by a move on `sq` (below 64):
/// the parent's `flips_up` on both lanes of three ray pairs.
#[inline(always)]
pub(super) fn flips_off_row(p: u64, o: u64, sq: usize) -> u64 {
    let pp = with_mirror(p);
    let oo = with_mirror(o);
    let zero = u64x2_splat(0);
    let mut flipped = zero;
    for &m in &RAY_PAIRS[sq & 63] {
        let stop = v128_andnot(m, oo);
        let outflank = v128_and(v128_and(stop, i64x2_neg(stop)), pp);
        // outflank - 1 (the run before it) where a player's disc ends the run, else 0.
        let run = i64x2_add(outflank, i64x2_ne(outflank, zero));
        flipped = v128_or(flipped, v128_and(run, m));
    }
    join_mirror(flipped)
}
