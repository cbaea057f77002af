//! Move lists (`f5d6c3`).

use crate::{Color, Move, Position, Rules, Square, Status};
use core::fmt;

/// What is wrong in a move list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveListErrorKind {
    /// A character that cannot start a move (not a column letter, `p` of `pass`, space or comma).
    UnexpectedChar(char),
    /// A column letter not followed by a row digit 1-8.
    BadRow(Square2),
    /// The text ends in the middle of a move.
    Truncated,
    /// The square is occupied or flips nothing for the side to move.
    Illegal {
        /// The square named.
        square: Square,
        /// Who was to move.
        color: Color,
    },
    /// An explicit pass while the side to move had a legal placement.
    PassWithMoves(Color),
    /// A move after the end of the game.
    AfterGameOver,
}

/// A column letter and the character that followed it (for error messages).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Square2 {
    /// The column letter as written.
    pub column: char,
    /// The character found where a row digit was expected.
    pub row: char,
}

/// A refused move list: what is wrong and where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveListError {
    /// Character offset (0-based, in chars) of the offending token in the input.
    pub offset: usize,
    /// The number of the move (1-based, counting only the moves written) where it failed.
    pub move_number: usize,
    /// What is wrong.
    pub kind: MoveListErrorKind,
}

impl fmt::Display for MoveListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = format!("move {} (character {})", self.move_number, self.offset + 1);
        match self.kind {
            MoveListErrorKind::UnexpectedChar(c) => write!(f, "{at}: unexpected character '{c}'"),
            MoveListErrorKind::BadRow(s) => {
                write!(
                    f,
                    "{at}: '{}{}' is not a square (row must be 1-8)",
                    s.column, s.row
                )
            }
            MoveListErrorKind::Truncated => {
                write!(f, "{at}: the move list ends in the middle of a move")
            }
            MoveListErrorKind::Illegal { square, color } => {
                write!(f, "{at}: {square} is not a legal move for {color}")
            }
            MoveListErrorKind::PassWithMoves(color) => {
                write!(f, "{at}: {color} cannot pass while a move is possible")
            }
            MoveListErrorKind::AfterGameOver => write!(f, "{at}: the game is already over"),
        }
    }
}

impl std::error::Error for MoveListError {}

/// One token of a move list and where it starts.
enum Token {
    Square(Square),
    Pass,
}

fn tokenize(text: &str) -> Result<Vec<(usize, Token)>, MoveListError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let err = |offset: usize, n: usize, kind| MoveListError {
        offset,
        move_number: n,
        kind,
    };
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        let n = out.len() + 1;
        let lower = c.to_ascii_lowercase();
        let rest: String = chars[i..]
            .iter()
            .take(4)
            .collect::<String>()
            .to_ascii_lowercase();
        if rest == "pass" {
            out.push((i, Token::Pass));
            i += 4;
        } else if ('a'..='h').contains(&lower) {
            let Some(&r) = chars.get(i + 1) else {
                return Err(err(i, n, MoveListErrorKind::Truncated));
            };
            if !('1'..='8').contains(&r) {
                return Err(err(
                    i,
                    n,
                    MoveListErrorKind::BadRow(Square2 { column: c, row: r }),
                ));
            }
            let sq = Square::from_coords(lower as u8 - b'a', r as u8 - b'1');
            out.push((i, Token::Square(sq)));
            i += 2;
        } else {
            return Err(err(i, n, MoveListErrorKind::UnexpectedChar(c)));
        }
    }
    Ok(out)
}

/// Parses a move list played from `start` under `rules`.
///
/// Case-insensitive; spaces and commas are ignored; `pass` is accepted where the side to
/// move must pass and may be left out (it is inferred). The result includes every pass,
/// explicit or inferred, so it can be replayed move by move.
pub fn parse_moves(text: &str, start: Position, rules: Rules) -> Result<Vec<Move>, MoveListError> {
    let mut pos = start;
    let mut moves = Vec::new();
    for (n, (offset, token)) in tokenize(text)?.into_iter().enumerate() {
        let err = |kind| MoveListError {
            offset,
            move_number: n + 1,
            kind,
        };
        let mut status = pos.status(rules);
        if status == Status::MustPass && matches!(token, Token::Square(_)) {
            moves.push(Move::Pass);
            pos.play_unchecked(Move::Pass);
            status = pos.status(rules);
        }
        match (token, status) {
            (_, Status::GameOver) => return Err(err(MoveListErrorKind::AfterGameOver)),
            (Token::Pass, Status::Moves(_)) => {
                return Err(err(MoveListErrorKind::PassWithMoves(pos.turn)))
            }
            (Token::Pass, Status::MustPass) => {
                moves.push(Move::Pass);
                pos.play_unchecked(Move::Pass);
            }
            (Token::Square(sq), Status::Moves(legal)) => {
                if !legal.contains(sq) {
                    return Err(err(MoveListErrorKind::Illegal {
                        square: sq,
                        color: pos.turn,
                    }));
                }
                moves.push(Move::Place(sq));
                pos.play_unchecked(Move::Place(sq));
            }
            (Token::Square(_), Status::MustPass) => {
                unreachable!("a forced pass was inserted above")
            }
        }
    }
    Ok(moves)
}

/// The canonical text of a move list: lowercase squares, no spaces, passes left out.
pub fn format_moves(moves: &[Move]) -> String {
    let mut s = String::with_capacity(moves.len() * 2);
    for mv in moves {
        if let Move::Place(sq) = mv {
            s.push_str(&sq.to_string());
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_accepted_forms() {
        let a = parse_moves("f5d6c3", Position::START, Rules::WOF).unwrap();
        let b = parse_moves("F5 D6 c3", Position::START, Rules::WOF).unwrap();
        let c = parse_moves(" f5, d6,\tC3 ", Position::START, Rules::WOF).unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(format_moves(&a), "f5d6c3");
        assert_eq!(
            parse_moves("", Position::START, Rules::WOF).unwrap(),
            vec![]
        );
    }

    fn kind(text: &str) -> (usize, usize, MoveListErrorKind) {
        let e = parse_moves(text, Position::START, Rules::WOF).unwrap_err();
        (e.offset, e.move_number, e.kind)
    }

    #[test]
    fn every_move_list_error_names_what_and_where() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(
            kind("f5 z9"),
            (3, 2, MoveListErrorKind::UnexpectedChar('z'))
        );
        assert_eq!(
            kind("f5d9"),
            (
                2,
                2,
                MoveListErrorKind::BadRow(Square2 {
                    column: 'd',
                    row: '9'
                })
            )
        );
        assert_eq!(kind("f5d"), (2, 2, MoveListErrorKind::Truncated));
        assert_eq!(
            kind("f5 a1"),
            (
                3,
                2,
                MoveListErrorKind::Illegal {
                    square: sq("a1"),
                    color: Color::White
                }
            )
        );
        assert_eq!(
            kind("f5 f5"),
            (
                3,
                2,
                MoveListErrorKind::Illegal {
                    square: sq("f5"),
                    color: Color::White
                }
            )
        );
        assert_eq!(
            kind("pass"),
            (0, 1, MoveListErrorKind::PassWithMoves(Color::Black))
        );
        assert_eq!(
            kind("f5 pa"),
            (3, 2, MoveListErrorKind::UnexpectedChar('p'))
        );
        // Shortest game: black wipes out white after 9 moves.
        let wipe = "d3c3b3d2e1d6d7e3f4";
        parse_moves(wipe, Position::START, Rules::WOF).unwrap();
        assert_eq!(
            kind(&format!("{wipe} e6")).2,
            MoveListErrorKind::AfterGameOver
        );
        let e = parse_moves("f5 a1", Position::START, Rules::WOF).unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 2 (character 4): a1 is not a legal move for White"
        );
    }
}
