//! Why a pasted game, a position or a board set up is refused, in the player's words: the
//! engine's typed errors (a move list's, an OBF position's, a GGF record's, an unplayable
//! position's) each made a sentence of the catalog, saying what is wrong and where.

use super::describe::colour_name;
use crate::i18n::Texts;
use outflank_engine::{
    GgfError, IllegalMove, MoveListError, MoveListErrorKind, ObfError, ObfErrorKind, Unplayable,
};

/// A refused move list: the move and character where, and what is wrong there.
pub fn move_list_error(t: &Texts, e: &MoveListError) -> String {
    let what = match e.kind {
        MoveListErrorKind::UnexpectedChar(c) => t.paste_unexpected_char(&c.to_string()),
        MoveListErrorKind::BadRow(s) => t.paste_bad_row(&format!("{}{}", s.column, s.row)),
        MoveListErrorKind::Truncated => t.paste_truncated(),
        MoveListErrorKind::Illegal { square, color } => {
            t.paste_illegal(&square.to_string(), &colour_name(t, color))
        }
        MoveListErrorKind::PassWithMoves(color) => t.paste_pass_with_moves(&colour_name(t, color)),
        MoveListErrorKind::AfterGameOver => t.paste_after_game_over(),
    };
    t.paste_at_move(e.move_number as i64, e.offset as i64 + 1, &what)
}

/// A refused OBF position: the character where, and what is wrong there.
pub fn obf_error(t: &Texts, e: &ObfError) -> String {
    let what = match e.kind {
        ObfErrorKind::WrongLength(n) if n < 64 => t.obf_too_short(n as i64),
        ObfErrorKind::WrongLength(n) => t.obf_too_long(n as i64),
        ObfErrorKind::BadSquareChar(c) => t.obf_bad_square(&c.to_string()),
        ObfErrorKind::MissingSideToMove => t.obf_missing_side(),
        ObfErrorKind::BadSideToMove(c) => t.obf_bad_side(&c.to_string()),
        ObfErrorKind::TrailingText(c) => t.obf_trailing(&c.to_string()),
    };
    t.obf_at(e.offset as i64 + 1, &what)
}

/// A refused GGF record.
pub fn ggf_error(t: &Texts, e: &GgfError) -> String {
    match e {
        GgfError::NotAGame => t.ggf_not_a_game(),
        // Its reason is the engine's English words: the catalog's sentence says it all.
        GgfError::BadBoard(_) => t.ggf_bad_board(),
        GgfError::Unclosed(name) => t.ggf_unclosed(name),
        GgfError::BadMove { n, text } => t.ggf_bad_move(*n as i64, text),
        GgfError::WrongColour { n, colour } => {
            t.ggf_wrong_colour(*n as i64, &colour_name(t, *colour))
        }
        GgfError::Illegal { n, mv, error } => {
            t.ggf_illegal(*n as i64, &mv.to_string(), &illegal_move(t, error))
        }
    }
}

/// Why a move cannot be played.
fn illegal_move(t: &Texts, e: &IllegalMove) -> String {
    match e {
        IllegalMove::Occupied(sq) => t.illegal_occupied(&sq.to_string()),
        IllegalMove::NoFlips(sq) => t.illegal_no_flips(&sq.to_string()),
        IllegalMove::PassWithMoves => t.illegal_pass(),
        IllegalMove::GameOver => t.illegal_game_over(),
    }
}

/// Why a position set up cannot be played from, as a whole sentence.
pub fn unplayable(t: &Texts, why: Unplayable) -> String {
    let reason = match why {
        Unplayable::Empty => t.unplayable_empty(),
        Unplayable::Full => t.unplayable_full(),
        Unplayable::OneColour(color) => t.unplayable_one_colour(&colour_name(t, color)),
        Unplayable::NoMoves => t.unplayable_no_moves(),
    };
    t.unplayable(&reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::{parse_ggf, parse_moves, Color, Position, Rules};

    #[test]
    fn english_says_what_is_wrong_and_where() {
        let t = Texts::english();
        let e = parse_moves("f5d6a1", Position::START, Rules::WOF).unwrap_err();
        assert_eq!(
            move_list_error(&t, &e),
            "move 3 (character 5): a1 is not a legal move for Black"
        );
        let e = parse_moves("f5 z9", Position::START, Rules::WOF).unwrap_err();
        assert_eq!(
            move_list_error(&t, &e),
            "move 2 (character 4): unexpected character 'z'"
        );
        let e = Position::from_obf("---X").unwrap_err();
        assert!(
            obf_error(&t, &e).starts_with("character "),
            "{}",
            obf_error(&t, &e)
        );
        assert!(obf_error(&t, &e).contains("it needs 64"));
        assert_eq!(
            ggf_error(&t, &parse_ggf("hello", Rules::WOF).unwrap_err()),
            "a GGF game starts with (;"
        );
        assert_eq!(
            unplayable(&t, Unplayable::OneColour(Color::White)),
            "This position cannot be played: only White has discs on the board, so neither \
             side can move."
        );
    }
}
