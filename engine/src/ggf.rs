//! GGF game records (the Generic Game Format of GGS and most Othello programs):
//! `(;GM[Othello]PC[..]PB[..]PW[..]TY[8]BO[8 <64 squares> <side>]B[F5]W[D6]...;)`.
//!
//! Written by [`format_ggf`]; read by [`parse_ggf`], which checks the board and every
//! move with the engine's rules (a forced pass may be written `PA` or left out) and says
//! what is wrong and where.

use crate::{Color, Game, IllegalMove, Move, Position, Rules, Square, Status};
use core::fmt;

/// A refused GGF record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GgfError {
    /// The text does not start a game record with `(;`.
    NotAGame,
    /// The record has no `BO[...]` board, or it is not `8`, 64 squares and the side to
    /// move.
    BadBoard(String),
    /// A property has no closing `]`.
    Unclosed(String),
    /// Move `n` (from 1) is not a square or `PA`.
    BadMove {
        /// The move's number.
        n: usize,
        /// What was written.
        text: String,
    },
    /// Move `n` (from 1) is made by the colour not to move.
    WrongColour {
        /// The move's number.
        n: usize,
        /// The colour the record gives.
        colour: Color,
    },
    /// Move `n` (from 1) is illegal in the position reached.
    Illegal {
        /// The move's number.
        n: usize,
        /// The move.
        mv: Move,
        /// Why.
        error: IllegalMove,
    },
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GgfError::NotAGame => f.write_str("a GGF game starts with (;"),
            GgfError::BadBoard(why) => write!(f, "the board BO[...] {why}"),
            GgfError::Unclosed(name) => write!(f, "{name}[ has no closing ]"),
            GgfError::BadMove { n, text } => {
                write!(f, "move {n}: '{text}' is not a square or PA")
            }
            GgfError::WrongColour { n, colour } => {
                write!(f, "move {n}: it is not {colour}'s turn")
            }
            GgfError::Illegal { n, mv, error } => write!(f, "move {n} ({mv}): {error}"),
        }
    }
}

impl std::error::Error for GgfError {}

/// The record of a game from `start` with `moves` (passes written `PA`), with the player
/// names `black` and `white`.
pub fn format_ggf(start: Position, moves: &[Move], black: &str, white: &str) -> String {
    let mut out = String::with_capacity(140 + 5 * moves.len());
    out.push_str("(;GM[Othello]PC[Outflank]PB[");
    out.extend(black.chars().filter(|&c| c != ']' && c != '\\'));
    out.push_str("]PW[");
    out.extend(white.chars().filter(|&c| c != ']' && c != '\\'));
    out.push_str("]TY[8]BO[8 ");
    for sq in Square::all() {
        out.push(match start.disc_at(sq) {
            Some(Color::Black) => '*',
            Some(Color::White) => 'O',
            None => '-',
        });
    }
    out.push(' ');
    out.push(if start.turn == Color::Black { '*' } else { 'O' });
    out.push(']');
    let mut black_to_move = start.turn == Color::Black;
    for &mv in moves {
        out.push(if black_to_move { 'B' } else { 'W' });
        out.push('[');
        match mv {
            Move::Place(sq) => {
                out.push((b'A' + sq.column()) as char);
                out.push((b'1' + sq.row()) as char);
            }
            Move::Pass => out.push_str("PA"),
        }
        out.push(']');
        black_to_move = !black_to_move;
    }
    out.push_str(";)");
    out
}

/// The game a GGF record stands for under `rules`: its board, then every move checked.
pub fn parse_ggf(text: &str, rules: Rules) -> Result<Game, GgfError> {
    let body = text.trim().strip_prefix("(;").ok_or(GgfError::NotAGame)?;
    let mut game: Option<Game> = None;
    let mut n = 0;
    let mut rest = body;
    while let Some(open) = rest.find('[') {
        let name = rest[..open].trim_start_matches([' ', '\n', '\r', '\t', ';']);
        let after = &rest[open + 1..];
        let close = after
            .find(']')
            .ok_or_else(|| GgfError::Unclosed(name.to_string()))?;
        let value = &after[..close];
        rest = &after[close + 1..];
        let colour = match name {
            "BO" => {
                game = Some(Game::new(parse_board(value)?, rules));
                continue;
            }
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        let game = game
            .as_mut()
            .ok_or(GgfError::BadBoard("is missing before the moves".into()))?;
        n += 1;
        // A move may carry an evaluation and a time: F5/1.23/4.
        let text = value.split('/').next().unwrap_or_default().trim();
        let mv = match text.as_bytes() {
            [p, a] if p.eq_ignore_ascii_case(&b'P') && a.eq_ignore_ascii_case(&b'A') => Move::Pass,
            [c @ (b'A'..=b'H' | b'a'..=b'h'), r @ b'1'..=b'8'] => {
                Move::Place(Square::from_coords(c.to_ascii_lowercase() - b'a', r - b'1'))
            }
            _ => {
                return Err(GgfError::BadMove {
                    n,
                    text: text.to_string(),
                })
            }
        };
        if game.position().turn != colour {
            // The side to move must pass and the record left the pass out.
            if game.status() != Status::MustPass {
                return Err(GgfError::WrongColour { n, colour });
            }
            game.try_play(Move::Pass)
                .map_err(|error| GgfError::Illegal {
                    n,
                    mv: Move::Pass,
                    error,
                })?;
        }
        game.try_play(mv)
            .map_err(|error| GgfError::Illegal { n, mv, error })?;
    }
    game.ok_or(GgfError::BadBoard("is missing".into()))
}

/// The board of `BO[8 <64 squares> <side>]`, read as OBF (`*` is black there too).
fn parse_board(value: &str) -> Result<Position, GgfError> {
    let squares = value
        .trim_start()
        .strip_prefix('8')
        .ok_or(GgfError::BadBoard("is not an 8x8 board".into()))?;
    Position::from_obf(squares).map_err(|e| GgfError::BadBoard(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_moves;

    #[test]
    fn a_record_round_trips_and_every_move_is_checked() {
        let moves = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
        let text = format_ggf(Position::START, &moves, "Ann", "Bob]");
        assert_eq!(
            text,
            "(;GM[Othello]PC[Outflank]PB[Ann]PW[Bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3]W[D3]B[C4];)"
        );
        let game = parse_ggf(&text, Rules::WOF).unwrap();
        assert_eq!(game.moves(), &moves[..]);
        assert_eq!(game.start(), Position::START);
        // Evaluations and times after the move are ignored; lowercase squares are read.
        let timed = text.replace("B[F5]", "B[f5//12.5]");
        assert_eq!(parse_ggf(&timed, Rules::WOF).unwrap().moves(), &moves[..]);
        // Refusals say what and where.
        let err = |t: &str| parse_ggf(t, Rules::WOF).unwrap_err().to_string();
        assert_eq!(err("f5d6"), "a GGF game starts with (;");
        assert_eq!(
            err("(;GM[Othello]B[F5];)"),
            "the board BO[...] is missing before the moves"
        );
        assert_eq!(err("(;GM[Othello];)"), "the board BO[...] is missing");
        assert_eq!(
            err(&text.replace("W[D6]", "W[A1]")),
            "move 2 (a1): a1 flips no disc"
        );
        assert_eq!(
            err(&text.replace("W[D6]", "B[D6]")),
            "move 2: it is not Black's turn"
        );
        assert_eq!(
            err(&text.replace("W[D6]", "W[Z9]")),
            "move 2: 'Z9' is not a square or PA"
        );
        assert!(err(&text.replace("BO[8 ", "BO[10 ")).contains("8x8"));
        assert_eq!(
            err(&text.replace("B[C4];)", "B[C4;)")),
            "B[ has no closing ]"
        );
    }

    #[test]
    fn passes_are_written_and_a_left_out_forced_pass_is_inferred() {
        // The first random game with a pass in it.
        let mut rng = crate::ai::Rng::new(3);
        let g = loop {
            let mut g = Game::new(Position::START, Rules::WOF);
            while let Status::Moves(_) | Status::MustPass = g.status() {
                let legal: Vec<Move> = g.position().legal_moves(Rules::WOF).collect();
                g.try_play(legal[rng.below(legal.len() as u32) as usize])
                    .unwrap();
            }
            if g.moves().contains(&Move::Pass) {
                break g;
            }
        };
        let text = format_ggf(Position::START, g.moves(), "", "");
        assert!(text.contains("[PA]"));
        assert_eq!(parse_ggf(&text, Rules::WOF).unwrap().moves(), g.moves());
        let without: String = text.replace("B[PA]", "").replace("W[PA]", "");
        assert_eq!(parse_ggf(&without, Rules::WOF).unwrap().moves(), g.moves());
    }
}
