//! OBF positions (`--...-XO- X`): the board a1..h8 and the side to move.

use crate::{Bitboard, Color, Position, Square};
use core::fmt;

/// What is wrong in an OBF position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ObfErrorKind {
    /// The board part has this many squares, not 64. The error's offset is where the board
    /// stops when it is too short, or the 65th square when it is too long.
    WrongLength(usize),
    /// A character that is not a disc or an empty square.
    BadSquareChar(char),
    /// Nothing says whose turn it is.
    MissingSideToMove,
    /// The side to move is not `X` or `O`.
    BadSideToMove(char),
    /// Text after the side to move that is not a `;` comment.
    TrailingText(char),
}

/// A refused OBF position: what is wrong and where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ObfError {
    /// Character offset (0-based, in chars) of the problem in the input.
    pub offset: usize,
    /// What is wrong.
    pub kind: ObfErrorKind,
}

impl fmt::Display for ObfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.offset + 1;
        match self.kind {
            ObfErrorKind::WrongLength(n) if n < 64 => write!(
                f,
                "character {at}: the board has {n} squares and ends here, it needs 64 (a1..h8)"
            ),
            ObfErrorKind::WrongLength(n) => write!(
                f,
                "character {at}: the board has {n} squares, it needs 64 (a1..h8); the 65th is here"
            ),
            ObfErrorKind::BadSquareChar(c) => write!(
                f,
                "character {at}: '{c}' is not a square (X or * black, O white, - or . empty)"
            ),
            ObfErrorKind::MissingSideToMove => {
                write!(
                    f,
                    "character {at}: the side to move (X or O) is missing after the board"
                )
            }
            ObfErrorKind::BadSideToMove(c) => {
                write!(
                    f,
                    "character {at}: the side to move must be X or O, not '{c}'"
                )
            }
            ObfErrorKind::TrailingText(c) => {
                write!(f, "character {at}: unexpected '{c}' after the side to move (comments start with ;)")
            }
        }
    }
}

impl std::error::Error for ObfError {}

impl Position {
    /// Parses an OBF position: 64 squares a1..h8 (`X`/`*` black, `O` white, `-`/`.` empty,
    /// letters in either case), whitespace, the side to move `X` or `O`, then optionally `;`
    /// and a comment.
    pub fn from_obf(text: &str) -> Result<Position, ObfError> {
        let chars: Vec<char> = text.chars().collect();
        let err = |offset, kind| Err(ObfError { offset, kind });
        let mut i = 0;
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        let (mut black, mut white) = (0u64, 0u64);
        let mut n = 0;
        while n < 64 {
            let Some(&c) = chars.get(i) else {
                return err(i, ObfErrorKind::WrongLength(n));
            };
            match c {
                'X' | 'x' | '*' => black |= 1 << n,
                'O' | 'o' => white |= 1 << n,
                '-' | '.' => {}
                c if c.is_whitespace() || c == ';' => return err(i, ObfErrorKind::WrongLength(n)),
                c => return err(i, ObfErrorKind::BadSquareChar(c)),
            }
            n += 1;
            i += 1;
        }
        let board_end = i;
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        let turn = match chars.get(i) {
            None | Some(';') => return err(i, ObfErrorKind::MissingSideToMove),
            Some('X' | 'x' | '*') if i > board_end => Color::Black,
            Some('O' | 'o') if i > board_end => Color::White,
            Some(&c) if i == board_end && !c.is_whitespace() => {
                // The 65th character follows the board directly: the board is too long.
                let extra = chars[board_end..]
                    .iter()
                    .take_while(|c| !c.is_whitespace() && **c != ';')
                    .count();
                if matches!(c, 'X' | 'x' | '*' | 'O' | 'o' | '-' | '.') {
                    return err(board_end, ObfErrorKind::WrongLength(64 + extra));
                }
                return err(i, ObfErrorKind::BadSquareChar(c));
            }
            Some(&c) => return err(i, ObfErrorKind::BadSideToMove(c)),
        };
        i += 1;
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        if let Some(&c) = chars.get(i) {
            if c != ';' {
                return err(i, ObfErrorKind::TrailingText(c));
            }
        }
        Ok(
            Position::from_colors(Bitboard(black), Bitboard(white), turn)
                .expect("a square holds one character, so the sets cannot overlap"),
        )
    }

    /// The OBF text: 64 characters a1..h8 (`X`, `O`, `-`), a space, and `X` or `O`.
    pub fn to_obf(self) -> String {
        let mut s = String::with_capacity(66);
        for sq in Square::all() {
            s.push(match self.disc_at(sq) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '-',
            });
        }
        s.push(' ');
        s.push(self.turn.obf_char());
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn obf_round_trips_and_accepts_alternatives() {
        let p = Position::START;
        let text = p.to_obf();
        assert_eq!(
            text,
            "---------------------------OX------XO--------------------------- X"
        );
        assert_eq!(Position::from_obf(&text), Ok(p));
        let alt = text.replace('-', ".").replace('X', "*");
        assert_eq!(Position::from_obf(&alt), Ok(p));
        let with_comment = format!("  {text} ; start position");
        assert_eq!(Position::from_obf(&with_comment), Ok(p));
        assert_eq!(Position::from_obf(&format!("{text};")), Ok(p));
    }

    #[test]
    fn every_obf_error_names_what_and_where() {
        let board = "---------------------------OX------XO---------------------------";
        let e = |t: &str| Position::from_obf(t).unwrap_err();
        assert_eq!(e(&board[..63]).kind, ObfErrorKind::WrongLength(63));
        assert_eq!(
            e(&format!("{} X", &board[..60])).kind,
            ObfErrorKind::WrongLength(60)
        );
        assert_eq!(
            e(&format!("{board}- X")).kind,
            ObfErrorKind::WrongLength(65)
        );
        let bad = format!("{}Z{} X", &board[..10], &board[11..]);
        assert_eq!(
            e(&bad),
            ObfError {
                offset: 10,
                kind: ObfErrorKind::BadSquareChar('Z')
            }
        );
        assert_eq!(e(board).kind, ObfErrorKind::MissingSideToMove);
        assert_eq!(
            e(&format!("{board} ;x")).kind,
            ObfErrorKind::MissingSideToMove
        );
        assert_eq!(
            e(&format!("{board} B")),
            ObfError {
                offset: 65,
                kind: ObfErrorKind::BadSideToMove('B')
            }
        );
        assert_eq!(
            e(&format!("{board} X junk")),
            ObfError {
                offset: 67,
                kind: ObfErrorKind::TrailingText('j')
            }
        );
        assert!(e(&format!("{board} Z")).to_string().contains("X or O"));
    }

    #[test]
    fn every_obf_error_message_says_what_and_where() {
        let board = "---------------------------OX------XO---------------------------";
        let msg = |t: &str| Position::from_obf(t).unwrap_err().to_string();
        // Too short: where the board stops (the end of the text, a space, a comment).
        assert_eq!(
            msg(&board[..63]),
            "character 64: the board has 63 squares and ends here, it needs 64 (a1..h8)"
        );
        assert_eq!(
            msg(&format!("{} X", &board[..60])),
            "character 61: the board has 60 squares and ends here, it needs 64 (a1..h8)"
        );
        assert_eq!(
            msg(&format!("  {};c", &board[..43])),
            "character 46: the board has 43 squares and ends here, it needs 64 (a1..h8)"
        );
        assert_eq!(
            msg(""),
            "character 1: the board has 0 squares and ends here, it needs 64 (a1..h8)"
        );
        // Too long: the first square too many.
        assert_eq!(
            msg(&format!("{board}- X")),
            "character 65: the board has 65 squares, it needs 64 (a1..h8); the 65th is here"
        );
        assert_eq!(
            msg(&format!(" {board}XO X")),
            "character 66: the board has 66 squares, it needs 64 (a1..h8); the 65th is here"
        );
        // A character that is not a square, inside the board or right after it.
        assert_eq!(
            msg(&format!("{}Z{} X", &board[..10], &board[11..])),
            "character 11: 'Z' is not a square (X or * black, O white, - or . empty)"
        );
        assert_eq!(
            msg(&format!("{board}Z X")),
            "character 65: 'Z' is not a square (X or * black, O white, - or . empty)"
        );
        assert_eq!(
            msg(board),
            "character 65: the side to move (X or O) is missing after the board"
        );
        assert_eq!(
            msg(&format!("{board} B")),
            "character 66: the side to move must be X or O, not 'B'"
        );
        assert_eq!(
            msg(&format!("{board} X junk")),
            "character 68: unexpected 'j' after the side to move (comments start with ;)"
        );
    }
}
