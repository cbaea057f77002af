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

/// What a GGF record says of its game besides the moves: the players (`PB`, `PW`), the
/// place (`PC`), the date (`DT`) and the result (`RE`), as written there (empty when
/// absent).
#[derive(Clone, PartialEq, Eq, Debug, Default, Hash)]
pub struct GgfTags {
    /// `PB`: who played Black.
    pub black: String,
    /// `PW`: who played White.
    pub white: String,
    /// `PC`: where the game was played (a server, a program, a club).
    pub place: String,
    /// `DT`: when, e.g. `2026.11.27_08:12:00.GMT`.
    pub date: String,
    /// `RE`: the result, Black's discs minus White's, e.g. `+20.000`, `-4`, `0`.
    pub result: String,
}

impl GgfTags {
    /// `RE`'s value for a final disc difference (Black's discs minus White's): `+20.000`.
    pub fn result_of(black_minus_white: i32) -> String {
        match black_minus_white {
            d if d > 0 => format!("+{d}.000"),
            d => format!("{d}.000"),
        }
    }
}

/// The record of a game from `start` with `moves` (passes written `PA`), with the player
/// names `black` and `white`.
pub fn format_ggf(start: Position, moves: &[Move], black: &str, white: &str) -> String {
    let tags = GgfTags {
        black: black.to_string(),
        white: white.to_string(),
        ..GgfTags::default()
    };
    format_ggf_record(start, moves, &tags)
}

/// The record of a game from `start` with `moves` (passes written `PA`) and `tags`: `PC`
/// (`Outflank` when empty), `PB`, `PW`, then `DT` and `RE` when known.
pub fn format_ggf_record(start: Position, moves: &[Move], tags: &GgfTags) -> String {
    let mut out = String::with_capacity(200 + 5 * moves.len());
    out.push_str("(;GM[Othello]");
    let mut tag = |name: &str, value: &str| {
        out.push_str(name);
        out.push('[');
        out.extend(value.chars().filter(|&c| c != ']' && c != '\\'));
        out.push(']');
    };
    let place = if tags.place.is_empty() {
        "Outflank"
    } else {
        &tags.place
    };
    tag("PC", place);
    tag("PB", &tags.black);
    tag("PW", &tags.white);
    if !tags.date.is_empty() {
        tag("DT", &tags.date);
    }
    if !tags.result.is_empty() {
        tag("RE", &tags.result);
    }
    out.push_str("TY[8]BO[8 ");
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
    parse_ggf_record(text, rules).map(|(game, _)| game)
}

/// The game a GGF record stands for under `rules` (see [`parse_ggf`]) and what it says of
/// it: its players, place, date and result.
pub fn parse_ggf_record(text: &str, rules: Rules) -> Result<(Game, GgfTags), GgfError> {
    let body = text.trim().strip_prefix("(;").ok_or(GgfError::NotAGame)?;
    let mut tags = GgfTags::default();
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
            "PB" | "PW" | "PC" | "DT" | "RE" => {
                let field = match name {
                    "PB" => &mut tags.black,
                    "PW" => &mut tags.white,
                    "PC" => &mut tags.place,
                    "DT" => &mut tags.date,
                    _ => &mut tags.result,
                };
                *field = value.trim().to_string();
                continue;
            }
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
    let game = game.ok_or(GgfError::BadBoard("is missing".into()))?;
    Ok((game, tags))
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
    fn a_record_keeps_its_players_place_date_and_result() {
        let moves = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
        let tags = GgfTags {
            black: "Ann Lee".into(),
            white: "Bob".into(),
            place: "Club".into(),
            date: "2026.11.27_08:12:00.GMT".into(),
            result: GgfTags::result_of(-4),
        };
        let text = format_ggf_record(Position::START, &moves, &tags);
        assert!(
            text.starts_with(
                "(;GM[Othello]PC[Club]PB[Ann Lee]PW[Bob]DT[2026.11.27_08:12:00.GMT]RE[-4.000]TY[8]"
            ),
            "{text}"
        );
        let (game, read) = parse_ggf_record(&text, Rules::WOF).unwrap();
        assert_eq!(game.moves(), &moves[..]);
        assert_eq!(read, tags);
        assert_eq!(GgfTags::result_of(20), "+20.000");
        assert_eq!(GgfTags::result_of(0), "0.000");
        // Without them: empty, and the place is Outflank when written.
        let (_, none) = parse_ggf_record(&text.replace("PB[Ann Lee]", ""), Rules::WOF).unwrap();
        assert_eq!(none.black, "");
        let plain = format_ggf(Position::START, &moves, "A", "B");
        assert!(plain.starts_with("(;GM[Othello]PC[Outflank]PB[A]PW[B]TY[8]"));
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
