//! Squares of the 8x8 board.

use core::fmt;
use core::str::FromStr;

/// One of the 64 squares, `a1` (index 0, top-left) to `h8` (index 63).
///
/// The index is `row * 8 + column`: columns `a`..`h` are 0..7 left to right and rows
/// `1`..`8` are 0..7 top to bottom, so bit `i` of a [`crate::Bitboard`] is square `i`.
///
/// Serialized (feature `serde`) as its index; an index of 64 or more fails to deserialize.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Square(u8);

/// Why a square name could not be parsed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SquareError {
    /// The text is not exactly two characters long.
    WrongLength(usize),
    /// The first character is not a column letter `a`..`h` (either case).
    BadColumn(char),
    /// The second character is not a row digit `1`..`8`.
    BadRow(char),
    /// A numeric index was not below 64.
    IndexOutOfRange(u32),
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SquareError::WrongLength(n) => {
                write!(
                    f,
                    "a square is a letter a-h and a digit 1-8, got {n} characters"
                )
            }
            SquareError::BadColumn(c) => write!(f, "'{c}' is not a column letter a-h"),
            SquareError::BadRow(c) => write!(f, "'{c}' is not a row digit 1-8"),
            SquareError::IndexOutOfRange(i) => write!(f, "square index {i} is not in 0..64"),
        }
    }
}

impl std::error::Error for SquareError {}

impl Square {
    /// `a1`, the top-left corner.
    pub const A1: Square = Square(0);
    /// `h1`, the top-right corner.
    pub const H1: Square = Square(7);
    /// `a8`, the bottom-left corner.
    pub const A8: Square = Square(56);
    /// `h8`, the bottom-right corner.
    pub const H8: Square = Square(63);

    /// The square with this index, or an error when `index >= 64`.
    pub const fn try_from_index(index: u32) -> Result<Square, SquareError> {
        if index < 64 {
            Ok(Square(index as u8))
        } else {
            Err(SquareError::IndexOutOfRange(index))
        }
    }

    /// The square with this index.
    ///
    /// # Panics
    /// When `index >= 64`; use [`Square::try_from_index`] for untrusted input.
    pub const fn from_index(index: u8) -> Square {
        assert!(index < 64, "square index out of range");
        Square(index)
    }

    /// The square at `column` (0 = a) and `row` (0 = row 1), both below 8.
    ///
    /// # Panics
    /// When either coordinate is 8 or more.
    pub const fn from_coords(column: u8, row: u8) -> Square {
        assert!(column < 8 && row < 8, "coordinate out of range");
        Square(row * 8 + column)
    }

    /// The index 0..64 (`row * 8 + column`).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column 0..8 (0 = `a`).
    pub const fn column(self) -> u8 {
        self.0 & 7
    }

    /// The row 0..8 (0 = row `1`).
    pub const fn row(self) -> u8 {
        self.0 >> 3
    }

    /// The single-bit mask of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 64 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> + Clone {
        (0u8..64).map(Square)
    }

    /// Parses the two characters at the start of `bytes` as a square name, case-insensitively.
    pub(crate) fn parse_pair(column: u8, row: u8) -> Result<Square, SquareError> {
        let c = column.to_ascii_lowercase();
        if !(b'a'..=b'h').contains(&c) {
            return Err(SquareError::BadColumn(column as char));
        }
        if !(b'1'..=b'8').contains(&row) {
            return Err(SquareError::BadRow(row as char));
        }
        Ok(Square::from_coords(c - b'a', row - b'1'))
    }
}

impl FromStr for Square {
    type Err = SquareError;

    /// Parses `d3` or `D3`.
    fn from_str(s: &str) -> Result<Square, SquareError> {
        let chars: Vec<char> = s.chars().collect();
        if chars.len() != 2 {
            return Err(SquareError::WrongLength(chars.len()));
        }
        if !chars[0].is_ascii() {
            return Err(SquareError::BadColumn(chars[0]));
        }
        if !chars[1].is_ascii() {
            return Err(SquareError::BadRow(chars[1]));
        }
        Square::parse_pair(chars[0] as u8, chars[1] as u8)
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareError;
    /// The square with this index (0..64).
    fn try_from(index: u8) -> Result<Square, SquareError> {
        Square::try_from_index(u32::from(index))
    }
}

impl From<Square> for u8 {
    /// The square's index (0..64).
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl fmt::Display for Square {
    /// Lowercase coordinate, e.g. `d3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.column()) as char,
            (b'1' + self.row()) as char
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(sq.to_string().to_uppercase().parse::<Square>(), Ok(sq));
        }
        assert_eq!(Square::A1.to_string(), "a1");
        assert_eq!(Square::H1.to_string(), "h1");
        assert_eq!(Square::A8.to_string(), "a8");
        assert_eq!("d3".parse::<Square>().unwrap().index(), 2 * 8 + 3);
    }

    #[test]
    fn bad_names_are_refused() {
        assert_eq!("i1".parse::<Square>(), Err(SquareError::BadColumn('i')));
        assert_eq!("a9".parse::<Square>(), Err(SquareError::BadRow('9')));
        assert_eq!("a0".parse::<Square>(), Err(SquareError::BadRow('0')));
        assert_eq!("a".parse::<Square>(), Err(SquareError::WrongLength(1)));
        assert_eq!("a10".parse::<Square>(), Err(SquareError::WrongLength(3)));
        assert_eq!("é1".parse::<Square>(), Err(SquareError::BadColumn('é')));
        assert_eq!(
            Square::try_from_index(64),
            Err(SquareError::IndexOutOfRange(64))
        );
    }
}
