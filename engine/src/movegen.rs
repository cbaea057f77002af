//! Move generation and flip computation on raw bitboards (player, opponent).
//!
//! These are the hot paths of every search: shift-and-mask fills for legal moves and
//! per-direction ray masks with bit tricks for flips. No loops over squares, no allocation.

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;

/// Squares not on column a or h: masks off wrap-around for shifts with a horizontal component.
const NOT_AH: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// Moves along one axis, both ways: the empty-or-not squares that end a run of `mask`
/// (opponent) discs starting next to a `p` disc. Runs are at most 6 long on an 8x8 board.
#[inline(always)]
fn moves_along(p: u64, mask: u64, dir: u32) -> u64 {
    let mut left = mask & (p << dir);
    let mut right = mask & (p >> dir);
    left |= mask & (left << dir);
    right |= mask & (right >> dir);
    let mask_left = mask & (mask << dir);
    let mask_right = mask & (mask >> dir);
    left |= mask_left & (left << (2 * dir));
    right |= mask_right & (right >> (2 * dir));
    left |= mask_left & (left << (2 * dir));
    right |= mask_right & (right >> (2 * dir));
    (left << dir) | (right >> dir)
}

/// The legal moves of the player owning `p` against `o` (no overlap allowed).
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & NOT_AH;
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    let moves = simd128::moves_off_row(p, o) | moves_along(p, inner, 1);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    let moves = moves_along(p, inner, 1)
        | moves_along(p, o, 8)
        | moves_along(p, inner, 7)
        | moves_along(p, inner, 9);
    moves & !(p | o)
}

/// The legal moves of both sides: `(legal_moves(p, o), legal_moves(o, p))`, as the
/// evaluations' mobility term wants them; one vector pass for both with `simd128`.
#[inline]
pub fn legal_moves_both(p: u64, o: u64) -> (u64, u64) {
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    let both = simd128::moves_both(p, o);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    let both = (legal_moves(p, o), legal_moves(o, p));
    both
}

/// Rays from each square: indices 0..4 go towards higher indices (E, SW, S, SE),
/// 4..8 towards lower ones (W, NE, N, NW). The square itself is not included.
static RAYS: [[u64; 8]; 64] = build_rays();

/// The squares from `sq` (excluded) in the direction (`dc`, `dr`) to the board's edge.
const fn ray(sq: usize, dc: i32, dr: i32) -> u64 {
    let mut c = (sq % 8) as i32 + dc;
    let mut r = (sq / 8) as i32 + dr;
    let mut m = 0u64;
    while c >= 0 && c < 8 && r >= 0 && r < 8 {
        m |= 1u64 << (r * 8 + c);
        c += dc;
        r += dr;
    }
    m
}

const fn build_rays() -> [[u64; 8]; 64] {
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = [
            ray(sq, 1, 0),
            ray(sq, -1, 1),
            ray(sq, 0, 1),
            ray(sq, 1, 1),
            ray(sq, -1, 0),
            ray(sq, 1, -1),
            ray(sq, 0, -1),
            ray(sq, -1, -1),
        ];
        sq += 1;
    }
    t
}

/// The discs flipped when the owner of `p` plays on the empty square `sq` against `o`.
/// Zero exactly when the move is illegal (given `sq` is empty).
#[inline]
pub fn flips(p: u64, o: u64, sq: usize) -> u64 {
    // `& 63` lets the compiler drop the bounds check; callers pass squares below 64.
    let rays = &RAYS[sq & 63];
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    let flipped =
        simd128::flips_off_row(p, o, sq) | flips_up(p, o, rays[0]) | flips_down(p, o, rays[4]);
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    let flipped = rays[..4].iter().fold(0, |f, &m| f | flips_up(p, o, m))
        | rays[4..].iter().fold(0, |f, &m| f | flips_down(p, o, m));
    flipped
}

/// The discs flipped along the ray `m` going towards higher indices: the first
/// non-opponent square is the lowest set bit.
#[inline(always)]
fn flips_up(p: u64, o: u64, m: u64) -> u64 {
    let stop = !o & m;
    let outflank = stop & stop.wrapping_neg() & p;
    outflank.wrapping_sub((outflank != 0) as u64) & m
}

/// The discs flipped along the ray `m` going towards lower indices: the first
/// non-opponent square is the highest set bit.
#[inline(always)]
fn flips_down(p: u64, o: u64, m: u64) -> u64 {
    // `| 1` keeps leading_zeros below 64; bit 0 is masked by `m` unless it is on the ray.
    let stop = (!o & m) | 1;
    let outflank = (0x8000_0000_0000_0000u64 >> stop.leading_zeros()) & p & m;
    outflank.wrapping_neg().wrapping_shl(1) & m
}

/// For each square, its diagonal (a1-h8 direction) and anti-diagonal (h1-a8 direction)
/// through it, the square included: the lines [`last_flip_count`] reads.
static DIAGONALS: [[u64; 2]; 64] = {
    let mut t = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let bit = 1u64 << sq;
        t[sq] = [
            bit | ray(sq, 1, 1) | ray(sq, -1, -1),
            bit | ray(sq, -1, 1) | ray(sq, 1, -1),
        ];
        sq += 1;
    }
    t
};

/// `LINE_FLIP_COUNT[i][line]`: the discs flipped along one line of 8 by a move in place
/// `i` when `line` holds the mover's discs (bit `j` for place `j`) and every other place
/// but `i` holds an opponent's disc. Places past a short diagonal's ends read as the
/// opponent's, which is right: a run reaching them has no disc of the mover's to end it.
static LINE_FLIP_COUNT: [[u8; 256]; 8] = {
    let mut t = [[0u8; 256]; 8];
    let mut i = 0;
    while i < 8 {
        let mut line = 0;
        while line < 256 {
            let mut count = 0;
            // Towards higher places, then towards lower ones.
            let mut j = i + 1;
            while j < 8 && line >> j & 1 == 0 {
                j += 1;
            }
            if j < 8 {
                count += j - i - 1;
            }
            let mut j = i as i32 - 1;
            while j >= 0 && line >> j & 1 == 0 {
                j -= 1;
            }
            if j >= 0 {
                count += i - j as usize - 1;
            }
            t[i][line] = count as u8;
            line += 1;
        }
        i += 1;
    }
    t
};

/// The number of discs flipped when the owner of `p` plays on `sq`, the board's last
/// empty square (every other square not in `p` is the opponent's): `flips(p, !p & !(1 <<
/// sq), sq).count_ones()`, but each of the four lines through `sq` gathered into a byte
/// and looked up, without building the flipped discs (the last move of an exact solve
/// needs only their number).
#[inline]
pub fn last_flip_count(p: u64, sq: usize) -> u32 {
    let sq = sq & 63;
    let (col, row) = (sq % 8, sq / 8);
    // A byte of the row; the column's squares moved to one bit each of the top byte by
    // a multiplication whose partial products never overlap; each diagonal has one
    // square a column, so adding its rows lands them on distinct bits of the top byte.
    let row_line = (p >> (8 * row)) as u8 as usize;
    let col_line = ((p >> col) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let [diag, anti] = DIAGONALS[sq];
    let diag_line = (p & diag).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let anti_line = (p & anti).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    (LINE_FLIP_COUNT[col][row_line]
        + LINE_FLIP_COUNT[row][col_line as usize]
        + LINE_FLIP_COUNT[col][diag_line as usize]
        + LINE_FLIP_COUNT[col][anti_line as usize]) as u32
}

/// Slow, obviously correct reference: walks each of the 8 directions square by square.
/// For tests only.
pub fn flips_reference(p: u64, o: u64, sq: usize) -> u64 {
    if (p | o) >> sq & 1 != 0 {
        return 0;
    }
    let mut all = 0u64;
    for (dc, dr) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ] {
        let mut c = (sq % 8) as i32 + dc;
        let mut r = (sq / 8) as i32 + dr;
        let mut run = 0u64;
        while (0..8).contains(&c) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + c);
            if o & bit != 0 {
                run |= bit;
            } else {
                if p & bit != 0 {
                    all |= run;
                }
                break;
            }
            c += dc;
            r += dr;
        }
    }
    all
}

/// Slow reference for [`legal_moves`]: every empty square with a non-empty flip set.
pub fn legal_moves_reference(p: u64, o: u64) -> u64 {
    (0..64)
        .filter(|&sq| flips_reference(p, o, sq) != 0)
        .fold(0, |m, sq| m | 1u64 << sq)
}

/// Squares adjacent (8-neighbourhood) to some square of `b` and not in `b` themselves.
#[inline]
pub const fn neighbours(b: u64) -> u64 {
    // `<< 1` moves towards column h, so a wrapped bit lands on column a (and vice versa).
    let h = ((b << 1) & !0x0101_0101_0101_0101) | ((b >> 1) & !0x8080_8080_8080_8080);
    let row = b | h;
    (h | (row << 8) | (row >> 8)) & !b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_moves() {
        // Black to move: black on d5 (35) and e4 (28); white on d4 (27) and e5 (36).
        let p = 1u64 << 35 | 1u64 << 28;
        let o = 1u64 << 27 | 1u64 << 36;
        let m = legal_moves(p, o);
        assert_eq!(m, legal_moves_reference(p, o));
        assert_eq!(m.count_ones(), 4);
        for sq in [19usize, 26, 37, 44] {
            assert_ne!(m & 1 << sq, 0);
            assert_eq!(flips(p, o, sq), flips_reference(p, o, sq));
        }
    }

    #[test]
    fn neighbours_do_not_wrap() {
        let a1 = 1u64;
        assert_eq!(neighbours(a1), 1 << 1 | 1 << 8 | 1 << 9);
        let h1 = 1u64 << 7;
        assert_eq!(neighbours(h1), 1 << 6 | 1 << 14 | 1 << 15);
    }
}
