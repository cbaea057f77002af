//! Game records that paste back to the same game from any start: the moves alone
//! (`f5d6c3`) from the standard start, or the start position in OBF followed by the
//! moves; and the check that a set-up position can be played at all.

use crate::notation::{format_moves, parse_moves, MoveListError};
use crate::{Color, Game, ObfError, Position, Rules};
use core::fmt;

/// A refused game record (see [`Game::from_record`]): which part is wrong, and where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// The start position (the record's OBF part) is wrong.
    Start(ObfError),
    /// The moves are wrong. The error's offset counts from the start of the whole text.
    Moves(MoveListError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Start(e) => write!(f, "in the start position, {e}"),
            RecordError::Moves(e) => write!(f, "in the moves, {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// Why a position cannot be played from (see [`Position::playable`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unplayable {
    /// There is no disc on the board.
    Empty,
    /// Every square is taken.
    Full,
    /// Only this colour has discs, so nothing can ever be flipped.
    OneColour(Color),
    /// Neither side has a legal move.
    NoMoves,
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Empty => f.write_str("the board is empty, so neither side can move"),
            Unplayable::Full => f.write_str("every square is taken, so the game is already over"),
            Unplayable::OneColour(c) => write!(
                f,
                "only {c} has discs on the board, so neither side can move"
            ),
            Unplayable::NoMoves => f.write_str("neither Black nor White has a legal move"),
        }
    }
}

impl std::error::Error for Unplayable {}

impl Position {
    /// Whether a game can be played from here: at least one side has a legal move.
    /// Otherwise the reason, most telling first (an empty board, a full one, one colour
    /// alone, or no move for either side).
    pub fn playable(self) -> Result<(), Unplayable> {
        if self.board.has_legal_move() || self.board.swapped().has_legal_move() {
            return Ok(());
        }
        let (black, white) = (self.count(Color::Black), self.count(Color::White));
        Err(match (black, white) {
            (0, 0) => Unplayable::Empty,
            _ if black + white == 64 => Unplayable::Full,
            (_, 0) => Unplayable::OneColour(Color::Black),
            (0, _) => Unplayable::OneColour(Color::White),
            _ => Unplayable::NoMoves,
        })
    }
}

/// The number of characters a record's OBF start takes, if `text` begins with one: 64
/// squares, whitespace, and the side to move (leading whitespace included).
fn obf_prefix(text: &str) -> Option<usize> {
    let mut chars = text.char_indices().peekable();
    while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
    let mut squares = 0;
    while squares < 64 {
        match chars.peek() {
            Some((_, 'X' | 'x' | 'O' | 'o' | '-' | '.' | '*')) => {
                chars.next();
                squares += 1;
            }
            _ => break,
        }
    }
    // Fewer than 16 square characters: a move list (`f5d6`), not a position.
    if squares < 16 {
        return None;
    }
    while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
    match chars.next() {
        Some((i, c)) => Some(i + c.len_utf8()),
        None => Some(text.len()),
    }
}

impl Game {
    /// The game as text that [`Game::from_record`] reads back to the same game: the moves
    /// up to the cursor (`f5d6c3`, passes left out) when it starts from the standard
    /// position, otherwise the start in OBF (see [`Position::to_obf`]), a space and the
    /// moves.
    pub fn record(&self) -> String {
        let moves = format_moves(self.moves());
        if self.start() == Position::START {
            return moves;
        }
        let mut text = self.start().to_obf();
        if !moves.is_empty() {
            text.push(' ');
            text.push_str(&moves);
        }
        text
    }

    /// Reads a game record: a move list from the standard start (`f5 d6 c3`, as
    /// [`crate::parse_moves`] reads it), or an OBF start position (64 squares and the side
    /// to move) followed by the moves played from it, if any. A `;` comment may follow a
    /// position without moves.
    pub fn from_record(text: &str, rules: Rules) -> Result<Game, RecordError> {
        let Some(end) = obf_prefix(text) else {
            return Game::from_moves(Position::START, rules, text).map_err(RecordError::Moves);
        };
        let (head, tail) = text.split_at(end);
        if tail.trim_start().starts_with(';') || tail.trim().is_empty() {
            // A position alone, perhaps with a comment: the OBF parser reads all of it.
            let start = Position::from_obf(text).map_err(RecordError::Start)?;
            return Ok(Game::new(start, rules));
        }
        let start = Position::from_obf(head).map_err(RecordError::Start)?;
        let mut game = Game::new(start, rules);
        let moves = parse_moves(tail, start, rules).map_err(|mut e| {
            e.offset += head.chars().count();
            RecordError::Moves(e)
        })?;
        for mv in moves {
            game.try_play(mv)
                .expect("parse_moves returns only legal moves");
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Bitboard, MoveListErrorKind, ObfErrorKind, Square};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn a_game_from_the_start_is_its_moves() {
        let game = Game::from_moves(Position::START, Rules::WOF, "f5d6c3").unwrap();
        assert_eq!(game.record(), "f5d6c3");
        assert_eq!(Game::from_record("f5 D6 c3", Rules::WOF), Ok(game));
        assert_eq!(Game::from_record("", Rules::WOF), Ok(Game::default()));
    }

    #[test]
    fn a_game_from_a_set_up_position_keeps_its_start() {
        // Black on d4 and e4, white on d5 only; White to move.
        let start = Position::from_colors(
            Bitboard(sq("d4").bit() | sq("e4").bit()),
            Bitboard(sq("d5").bit()),
            Color::White,
        )
        .unwrap();
        let mut game = Game::new(start, Rules::WOF);
        let first = start.legal_moves(Rules::WOF).next().unwrap();
        game.try_play(first).unwrap();
        let record = game.record();
        assert!(record.starts_with(&start.to_obf()), "{record}");
        assert_eq!(Game::from_record(&record, Rules::WOF), Ok(game.clone()));
        // A position alone, with or without a comment.
        let alone = Game::new(start, Rules::WOF);
        assert_eq!(alone.record(), start.to_obf());
        assert_eq!(
            Game::from_record(&alone.record(), Rules::WOF),
            Ok(alone.clone())
        );
        let commented = format!("{} ; set up by hand", start.to_obf());
        assert_eq!(Game::from_record(&commented, Rules::WOF), Ok(alone));
    }

    #[test]
    fn bad_records_say_which_part_is_wrong() {
        let start = Position::START.to_obf();
        let err = Game::from_record(&format!("{start} a1"), Rules::WOF).unwrap_err();
        assert_eq!(
            err,
            RecordError::Moves(MoveListError {
                offset: start.len() + 1,
                move_number: 1,
                kind: MoveListErrorKind::Illegal {
                    square: sq("a1"),
                    color: Color::Black
                },
            })
        );
        assert_eq!(
            err.to_string(),
            "in the moves, move 1 (character 68): a1 is not a legal move for Black"
        );
        let short = &start[..40];
        assert!(matches!(
            Game::from_record(short, Rules::WOF),
            Err(RecordError::Start(ObfError {
                kind: ObfErrorKind::WrongLength(_),
                ..
            }))
        ));
        assert!(matches!(
            Game::from_record("f5 z9", Rules::WOF),
            Err(RecordError::Moves(_))
        ));
    }

    #[test]
    fn unplayable_positions_say_why() {
        let pos = |black: &[&str], white: &[&str]| {
            let bits = |s: &[&str]| Bitboard(s.iter().fold(0, |b, s| b | sq(s).bit()));
            Position::from_colors(bits(black), bits(white), Color::Black).unwrap()
        };
        assert_eq!(Position::START.playable(), Ok(()));
        assert_eq!(pos(&[], &[]).playable(), Err(Unplayable::Empty));
        assert_eq!(
            pos(&["a1", "h8"], &[]).playable(),
            Err(Unplayable::OneColour(Color::Black))
        );
        assert_eq!(
            pos(&[], &["d4"]).playable(),
            Err(Unplayable::OneColour(Color::White))
        );
        // Two discs far apart: no line between them.
        assert_eq!(pos(&["a1"], &["h3"]).playable(), Err(Unplayable::NoMoves));
        let full = Position::from_colors(Bitboard(!0), Bitboard(0), Color::White).unwrap();
        assert_eq!(full.playable(), Err(Unplayable::Full));
        // Only White can move: still playable (Black passes).
        assert_eq!(pos(&["a1"], &["b1"]).playable(), Ok(()));
        assert_eq!(
            Unplayable::Empty.to_string(),
            "the board is empty, so neither side can move"
        );
    }
}
