//! The eight symmetries of the square board.

use crate::{Bitboard, Board, Position, Square};

/// One of the 8 symmetries of the board (the dihedral group of the square).
///
/// Each is a composition applied in this order: an optional transpose across the
/// a1–h8 diagonal, an optional left-right mirror, an optional top-bottom flip.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Symmetry(u8);

impl Symmetry {
    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry(0);

    /// All eight symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    const FLIP_V: u8 = 1;
    const MIRROR_H: u8 = 2;
    const TRANSPOSE: u8 = 4;

    /// Maps a set of squares.
    #[inline]
    pub fn apply_bits(self, mut x: u64) -> u64 {
        if self.0 & Self::TRANSPOSE != 0 {
            x = transpose(x);
        }
        if self.0 & Self::MIRROR_H != 0 {
            x = mirror_horizontal(x);
        }
        if self.0 & Self::FLIP_V != 0 {
            x = x.swap_bytes();
        }
        x
    }

    /// Maps a set of squares.
    pub fn apply_bitboard(self, b: Bitboard) -> Bitboard {
        Bitboard(self.apply_bits(b.0))
    }

    /// Maps one square.
    pub fn apply_square(self, sq: Square) -> Square {
        let (mut c, mut r) = (sq.column(), sq.row());
        if self.0 & Self::TRANSPOSE != 0 {
            (c, r) = (r, c);
        }
        if self.0 & Self::MIRROR_H != 0 {
            c = 7 - c;
        }
        if self.0 & Self::FLIP_V != 0 {
            r = 7 - r;
        }
        Square::from_coords(c, r)
    }

    /// Maps a board.
    pub fn apply_board(self, b: Board) -> Board {
        Board {
            player: self.apply_bits(b.player),
            opponent: self.apply_bits(b.opponent),
        }
    }

    /// Maps a position (the side to move stays).
    pub fn apply_position(self, p: Position) -> Position {
        Position {
            board: self.apply_board(p.board),
            turn: p.turn,
        }
    }

    /// The symmetry that undoes this one.
    pub fn inverse(self) -> Symmetry {
        // Pure flips are their own inverse; with a transpose, the mirror and flip swap roles.
        if self.0 & Self::TRANSPOSE == 0 {
            self
        } else {
            let v = self.0 & Self::FLIP_V != 0;
            let h = self.0 & Self::MIRROR_H != 0;
            Symmetry(
                Self::TRANSPOSE
                    | if h { Self::FLIP_V } else { 0 }
                    | if v { Self::MIRROR_H } else { 0 },
            )
        }
    }
}

/// Transposes across the a1–h8 diagonal: (column, row) becomes (row, column).
#[inline]
pub fn transpose(mut x: u64) -> u64 {
    let t = 0x0F0F_0F0F_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Mirrors left-right: column a becomes column h.
#[inline]
pub fn mirror_horizontal(x: u64) -> u64 {
    // Reversing all 64 bits mirrors each row and reverses the row order; swapping the bytes
    // puts the rows back. Both are single instructions on the usual targets.
    x.reverse_bits().swap_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_and_square_maps_agree_and_invert() {
        for s in Symmetry::ALL {
            for sq in Square::all() {
                assert_eq!(
                    s.apply_bits(sq.bit()),
                    s.apply_square(sq).bit(),
                    "{s:?} {sq}"
                );
                assert_eq!(
                    s.inverse().apply_square(s.apply_square(sq)),
                    sq,
                    "{s:?} {sq}"
                );
            }
        }
    }

    #[test]
    fn all_eight_are_distinct() {
        let images: std::collections::HashSet<u64> = Symmetry::ALL
            .iter()
            .map(|s| s.apply_bits(0b1110 | 1 << 8))
            .collect();
        assert_eq!(images.len(), 8);
    }
}
