//! The board relative to the side to move.

use crate::movegen;
use crate::{Bitboard, Square};
use core::fmt;

/// The discs of the side to move (`player`) and of the other side (`opponent`).
///
/// Storing the board relative to the mover makes move generation colour-blind: after a
/// move the two sets swap. The sets never overlap (checked by [`Board::new`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub(crate) player: u64,
    pub(crate) opponent: u64,
}

/// Why two bitboards do not make a board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardError {
    /// A square holds a disc of both sides; the first such square.
    Overlap(Square),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Overlap(sq) => write!(f, "square {sq} holds a disc of both colours"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// The standard start position with Black (the first player) to move:
    /// player on d5 and e4, opponent on d4 and e5.
    pub const START: Board = Board {
        player: 1 << 35 | 1 << 28,
        opponent: 1 << 27 | 1 << 36,
    };

    /// A board from the mover's and the other side's discs; refuses overlapping sets.
    pub const fn new(player: Bitboard, opponent: Bitboard) -> Result<Board, BoardError> {
        let both = player.0 & opponent.0;
        if both != 0 {
            return Err(BoardError::Overlap(Square::from_index(
                both.trailing_zeros() as u8,
            )));
        }
        Ok(Board {
            player: player.0,
            opponent: opponent.0,
        })
    }

    /// The side to move's discs.
    #[inline]
    pub const fn player(self) -> Bitboard {
        Bitboard(self.player)
    }

    /// The other side's discs.
    #[inline]
    pub const fn opponent(self) -> Bitboard {
        Bitboard(self.opponent)
    }

    /// The empty squares.
    #[inline]
    pub const fn empty(self) -> Bitboard {
        Bitboard(!(self.player | self.opponent))
    }

    /// Number of empty squares.
    #[inline]
    pub const fn empty_count(self) -> u32 {
        (self.player | self.opponent).count_zeros()
    }

    /// The squares where the side to move may play.
    #[inline]
    pub fn legal_moves(self) -> Bitboard {
        Bitboard(movegen::legal_moves(self.player, self.opponent))
    }

    /// Whether the side to move has at least one legal placement.
    #[inline]
    pub fn has_legal_move(self) -> bool {
        movegen::legal_moves(self.player, self.opponent) != 0
    }

    /// The discs a placement on `square` would flip: empty when the move is illegal
    /// (including when `square` is occupied).
    #[inline]
    pub fn flips(self, square: Square) -> Bitboard {
        if (self.player | self.opponent) & square.bit() != 0 {
            return Bitboard::EMPTY;
        }
        Bitboard(movegen::flips(self.player, self.opponent, square.index()))
    }

    /// The board after the side to move places on `square`, flipping `flipped`, with the
    /// sides swapped. Contract: `flipped == self.flips(square)` and it is not empty; anything
    /// else yields a well-formed but meaningless board.
    #[inline]
    pub const fn apply(self, square: Square, flipped: Bitboard) -> Board {
        Board {
            player: self.opponent ^ flipped.0,
            opponent: self.player ^ flipped.0 ^ square.bit(),
        }
    }

    /// Exactly reverses [`Board::apply`] for the same `square` and `flipped`.
    #[inline]
    pub const fn unapply(self, square: Square, flipped: Bitboard) -> Board {
        Board {
            player: self.opponent ^ flipped.0 ^ square.bit(),
            opponent: self.player ^ flipped.0,
        }
    }

    /// The board with the sides swapped: a pass.
    #[inline]
    pub const fn swapped(self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// Disc difference (player minus opponent) under World Othello Federation scoring,
    /// where the empty squares go to the winner. Meaningful at the end of a game.
    #[inline]
    pub const fn final_score(self) -> i32 {
        let p = self.player.count_ones() as i32;
        let o = self.opponent.count_ones() as i32;
        let e = 64 - p - o;
        if p > o {
            p - o + e
        } else if p < o {
            p - o - e
        } else {
            0
        }
    }

    /// A 64-bit hash of the board, well mixed, for transposition tables.
    #[inline]
    pub const fn hash(self) -> u64 {
        mix(self.player ^ mix(self.opponent ^ 0x9E37_79B9_7F4A_7C15))
    }
}

/// The splitmix64 finaliser: a fast bijective mixer.
#[inline]
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Default for Board {
    fn default() -> Board {
        Board::START
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apply_then_unapply_is_identity() {
        let b = Board::START;
        for sq in b.legal_moves() {
            let f = b.flips(sq);
            assert_eq!(f.count(), 1);
            let c = b.apply(sq, f);
            assert_eq!(c.opponent().count(), 4);
            assert_eq!(c.player().count(), 1);
            assert_eq!(c.unapply(sq, f), b);
        }
    }

    #[test]
    fn overlap_is_refused() {
        let sq: Square = "c3".parse().unwrap();
        assert_eq!(
            Board::new(Bitboard::from(sq), Bitboard::from(sq)),
            Err(BoardError::Overlap(sq))
        );
    }

    #[test]
    fn wof_score_gives_empties_to_winner() {
        let b = Board::new(Bitboard(0x1FFF), Bitboard::EMPTY).unwrap();
        assert_eq!(b.final_score(), 64);
        assert_eq!(b.swapped().final_score(), -64);
        let draw = Board::new(Bitboard(0b01), Bitboard(0b10)).unwrap();
        assert_eq!(draw.final_score(), 0);
    }
}
