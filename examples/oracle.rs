//! The end-to-end tests' oracle: every position of a game as the engine computes it,
//! printed as JSON, so that the browser tests compare the page with the engine and never
//! with expectations written by hand.
//!
//! ```text
//! cargo run -q -p outflank --example oracle -- moves f5d6c3
//! cargo run -q -p outflank --example oracle -- random SEED [--with-pass]
//! cargo run -q -p outflank --example oracle -- obf "OBF POSITION"
//! cargo run -q -p outflank --example oracle -- evaluate LIST
//! cargo run -q -p outflank --example oracle -- solve "OBF POSITION"
//! cargo run -q -p outflank --example oracle -- losses LIST
//! cargo run -q -p outflank --example oracle -- book LIST
//! ```
//! `moves` replays a move list (passes may be written or left out); `random` plays random
//! legal moves from the seed to the end of the game; with `--with-pass` it takes the
//! first seed from SEED on whose game contains a pass; `obf` describes one position;
//! `evaluate` gives the worker's evaluation over the game (Black's margin after each move);
//! `solve` gives every legal move's exact value for the side to move, by the solver alone
//! (each move played, the position after it solved); `losses` gives, for every move of a
//! game played from 14 empties or fewer, the exact loss against the best move and a best
//! move (the one played when it is best, else the first best in square order), by the
//! solver alone (`null` for earlier moves and passes); `book` gives the engine's opening
//! book's value of every legal move after the moves (`null` where the book does not grow). Each position lists its stable
//! discs as the slow square-by-square reference computes them.

use outflank_engine::ai::analysis::GameEvaluation;
use outflank_engine::ai::book::Book;
use outflank_engine::ai::{Deadline, FrozenClock, Solver};
use outflank_engine::stability::stable_discs_reference;
use outflank_engine::{parse_moves, Color, Move, Position, Rules, Square, Status};
use serde_json::{json, Value};
use std::process::ExitCode;

fn describe(pos: Position) -> Value {
    let board: String = Square::all()
        .map(|sq| match pos.disc_at(sq) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    let (status, legal): (&str, Vec<String>) = match pos.status(Rules::WOF) {
        Status::Moves(m) => ("moves", m.into_iter().map(|s| s.to_string()).collect()),
        Status::MustPass => ("pass", Vec::new()),
        Status::GameOver => ("over", Vec::new()),
    };
    json!({
        "board": board,
        "turn": if status == "over" { "none" } else { pos.turn.name() },
        "status": status,
        "black": pos.count(Color::Black),
        "white": pos.count(Color::White),
        "legal": legal,
        "stable": Square::all()
            .filter(|sq| stable_discs_reference(pos.board) & sq.bit() != 0)
            .map(|sq| sq.to_string())
            .collect::<Vec<_>>(),
    })
}

fn game(moves: &[Move]) -> Value {
    let mut pos = Position::START;
    let mut positions = vec![describe(pos)];
    for &mv in moves {
        pos.try_play(mv, Rules::WOF)
            .expect("the oracle only replays legal moves");
        positions.push(describe(pos));
    }
    let outcome = (pos.status(Rules::WOF) == Status::GameOver).then(|| {
        let o = pos.outcome();
        json!({
            "winner": o.winner.map_or("draw", Color::name),
            "black": o.black,
            "white": o.white,
            "text": o.to_string(),
        })
    });
    json!({
        "moves": moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        "positions": positions,
        "outcome": outcome,
    })
}

/// A random legal game from `seed` (a 64-bit LCG picks among the legal moves).
fn random_game(seed: u64) -> Vec<Move> {
    let mut state = seed;
    let mut pos = Position::START;
    let mut moves = Vec::new();
    loop {
        let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
        if legal.is_empty() {
            return moves;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(state >> 33) as usize % legal.len()];
        pos.play_unchecked(mv);
        moves.push(mv);
    }
}

fn run(args: &[String]) -> Result<Value, String> {
    match args {
        [cmd, list] if cmd == "moves" => parse_moves(list, Position::START, Rules::WOF)
            .map(|m| game(&m))
            .map_err(|e| e.to_string()),
        [cmd, seed, rest @ ..] if cmd == "random" => {
            let seed: u64 = seed.parse().map_err(|_| format!("bad seed '{seed}'"))?;
            let with_pass = match rest {
                [] => false,
                [flag] if flag == "--with-pass" => true,
                _ => return Err(format!("unexpected arguments {rest:?}")),
            };
            let moves = (seed..)
                .map(random_game)
                .find(|g| !with_pass || g.contains(&Move::Pass))
                .expect("some game contains a pass");
            Ok(game(&moves))
        }
        [cmd, list] if cmd == "evaluate" => {
            let moves = parse_moves(list, Position::START, Rules::WOF).map_err(|e| e.to_string())?;
            let mut e = GameEvaluation::new(Position::START, &moves, Rules::WOF)
                .map_err(|e| e.to_string())?;
            let margins = e.finish();
            Ok(json!({ "margins": margins.iter().map(|m| m.black()).collect::<Vec<_>>(),
                       "exact": margins.iter().map(|m| m.exact()).collect::<Vec<_>>() }))
        }
        [cmd, list] if cmd == "losses" => {
            let moves = parse_moves(list, Position::START, Rules::WOF).map_err(|e| e.to_string())?;
            let mut solver = Solver::new(32 << 20, Rules::WOF);
            let never = Deadline::never(&FrozenClock);
            let mut pos = Position::START;
            let mut out = Vec::new();
            for &mv in &moves {
                let entry = match mv {
                    Move::Place(played) if pos.board.empty_count() <= 14 => {
                        let value = |sq: Square, solver: &mut Solver| {
                            let child = pos.play(Move::Place(sq), Rules::WOF).expect("legal");
                            match solver.solve(child.board, &never) {
                                Some(s) => -s.score,
                                None => -child.board.final_score(),
                            }
                        };
                        let values: Vec<(Square, i32)> = pos
                            .board
                            .legal_moves()
                            .into_iter()
                            .map(|sq| (sq, value(sq, &mut solver)))
                            .collect();
                        let best = values.iter().map(|v| v.1).max().expect("a move");
                        let played_value = values.iter().find(|v| v.0 == played).expect("played").1;
                        let best_move = if played_value == best {
                            played
                        } else {
                            values.iter().find(|v| v.1 == best).expect("a best").0
                        };
                        json!({ "loss": best - played_value, "best": best_move.to_string() })
                    }
                    _ => Value::Null,
                };
                out.push(entry);
                pos.play_unchecked(mv);
            }
            Ok(json!({ "losses": out }))
        }
        [cmd, obf] if cmd == "solve" => {
            let pos = Position::from_obf(obf).map_err(|e| e.to_string())?;
            let mut solver = Solver::new(32 << 20, Rules::WOF);
            let never = Deadline::never(&FrozenClock);
            let mut values = serde_json::Map::new();
            for sq in pos.board.legal_moves() {
                let child = pos.play(Move::Place(sq), Rules::WOF).map_err(|e| e.to_string())?;
                let value = match solver.solve(child.board, &never) {
                    Some(s) => -s.score,
                    None => -child.board.final_score(),
                };
                values.insert(sq.to_string(), json!(value));
            }
            Ok(json!({ "values": values }))
        }
        [cmd, list] if cmd == "book" => {
            let moves = parse_moves(list, Position::START, Rules::WOF).map_err(|e| e.to_string())?;
            let mut pos = Position::START;
            for mv in moves {
                pos.try_play(mv, Rules::WOF).map_err(|e| e.to_string())?;
            }
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/engine/data/book.ofbk");
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            let book = Book::from_bytes(&bytes).map_err(|e| e.to_string())?;
            let values = book.move_values(pos.board).map(|values| {
                values
                    .iter()
                    .map(|(sq, v)| (sq.to_string(), json!(v)))
                    .collect::<serde_json::Map<_, _>>()
            });
            Ok(json!({ "values": values }))
        }
        [cmd, obf] if cmd == "obf" => Position::from_obf(obf)
            .map(|p| json!({ "positions": [describe(p)] }))
            .map_err(|e| e.to_string()),
        _ => Err(
            "usage: oracle moves LIST | oracle random SEED [--with-pass] | oracle obf POSITION | oracle evaluate LIST | oracle solve POSITION | oracle losses LIST | oracle book LIST"
                .to_string(),
        ),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(v) => {
            println!("{v}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("oracle: {e}");
            ExitCode::from(2)
        }
    }
}
