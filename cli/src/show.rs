//! `outflank show MOVES|OBF`: the board as text.

use crate::error::CliError;
use outflank_engine::{parse_moves, Color, Position, Rules, Square, Status};

/// Renders `pos` with coordinates, counts, side to move, legal moves and stable discs.
pub fn render(pos: Position, rules: Rules) -> String {
    let legal = pos.board.legal_moves();
    let stable = pos.board.stable();
    let mut s = String::from("    a  b  c  d  e  f  g  h\n");
    for row in 0..8u8 {
        s.push_str(&format!("{} ", row + 1));
        for col in 0..8u8 {
            let sq = Square::from_coords(col, row);
            let disc = match pos.disc_at(sq) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None if legal.contains(sq) => '+',
                None => '.',
            };
            let mark = if stable.contains(sq) { '*' } else { ' ' };
            s.push_str(&format!(" {disc}{mark}"));
        }
        s.push_str(&format!(" {}\n", row + 1));
    }
    s.push_str("    a  b  c  d  e  f  g  h\n");
    s.push_str("X black, O white, + legal move, * stable disc\n");
    let (b, w) = (pos.count(Color::Black), pos.count(Color::White));
    s.push_str(&format!("Black {b}  White {w}  empty {}\n", 64 - b - w));
    match pos.status(rules) {
        Status::Moves(m) => {
            let mut names: Vec<String> = m.into_iter().map(|q| q.to_string()).collect();
            names.sort();
            s.push_str(&format!(
                "{} to move; legal: {}\n",
                pos.turn,
                names.join(" ")
            ));
        }
        Status::MustPass => {
            s.push_str(&format!("{} to move; no legal move: must pass\n", pos.turn))
        }
        Status::GameOver => s.push_str(&format!("Game over: {}\n", pos.outcome())),
    }
    let stable_names: Vec<String> = stable.into_iter().map(|q| q.to_string()).collect();
    s.push_str(&format!(
        "stable: {}\n",
        if stable_names.is_empty() {
            "none".to_string()
        } else {
            stable_names.join(" ")
        }
    ));
    s
}

/// The options of `show`.
#[derive(clap::Args)]
pub struct Options {
    /// A move list from the start (`f5d6c3`; "" for the start position) or an OBF
    /// position; several words are joined with spaces.
    // Required: `show ""` is the start position, no argument at all is a slip.
    #[arg(
        required = true,
        value_name = "MOVES|OBF",
        allow_hyphen_values = true,
        trailing_var_arg = true
    )]
    text: Vec<String>,
}

/// Runs the show command.
pub fn run(options: Options) -> Result<(), CliError> {
    let text = options.text.join(" ");
    let rules = Rules::WOF;
    let pos = match Position::from_obf(&text) {
        Ok(p) => p,
        Err(obf_err) => match parse_moves(&text, Position::START, rules) {
            Ok(moves) => {
                let mut p = Position::START;
                for mv in moves {
                    p.play_unchecked(mv);
                }
                p
            }
            Err(move_err) => {
                // Long input with board characters was meant as OBF: report that error.
                let looks_obf = text
                    .chars()
                    .filter(|c| matches!(c, '-' | '.' | '*'))
                    .count()
                    > 8;
                let msg = if looks_obf {
                    format!("not a position: {obf_err}")
                } else {
                    format!("not a move list: {move_err}")
                };
                return Err(CliError::Usage(msg));
            }
        },
    };
    print!("{}", render(pos, rules));
    Ok(())
}
