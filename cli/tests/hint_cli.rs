//! `outflank hint` through the real binary: every legal move's value, best first.

use outflank_engine::ai::{Deadline, FrozenClock, Solver};
use outflank_engine::{parse_moves, Move, Position, Rules, Square};

mod common;

/// Runs the binary with `args`, feeding `input`; returns (exit code, stdout lines).
fn run(args: &[&str], input: &str) -> (i32, Vec<String>) {
    let (code, out, _) = common::run_with_input(args, input);
    (code, out.lines().map(str::to_string).collect())
}

/// A reply line as (square, value, exact) triples.
fn triples(line: &str) -> Vec<(Square, i32, bool)> {
    let words: Vec<&str> = line.split(' ').collect();
    assert_eq!(words.len() % 3, 0, "{line}");
    words
        .chunks(3)
        .map(|w| {
            let exact = match w[2] {
                "true" => true,
                "false" => false,
                other => panic!("exact is {other} in {line}"),
            };
            (w[0].parse().unwrap(), w[1].parse().unwrap(), exact)
        })
        .collect()
}

fn legal(pos: Position) -> Vec<Square> {
    let mut v: Vec<Square> = pos.board.legal_moves().into_iter().collect();
    v.sort_unstable();
    v
}

#[test]
fn the_start_has_four_equal_estimates_and_a_game_every_legal_move_best_first() {
    let (code, lines) = run(&["hint", "--depth", "6"], "\nf5d6c3d3c4\n");
    assert_eq!(code, 0);
    assert_eq!(lines.len(), 2);
    let start = triples(&lines[0]);
    assert_eq!(start.len(), 4);
    assert!(
        start.iter().all(|t| t.1 == start[0].1 && !t.2),
        "{}",
        lines[0]
    );
    let game = triples(&lines[1]);
    let mut pos = Position::START;
    for mv in parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap() {
        pos.play_unchecked(mv);
    }
    let mut squares: Vec<Square> = game.iter().map(|t| t.0).collect();
    squares.sort_unstable();
    assert_eq!(squares, legal(pos));
    assert!(game.windows(2).all(|w| w[0].1 >= w[1].1), "{}", lines[1]);
}

#[test]
fn twenty_empties_get_the_solvers_exact_values() {
    let obf = include_str!("../data/endgame20.obf")
        .lines()
        .next()
        .unwrap();
    for threads in ["1", "2"] {
        let (code, lines) = run(
            &["hint", "--ms", "60000", "--threads", threads],
            &format!("{obf}\n"),
        );
        assert_eq!(code, 0);
        check_exact(obf, &lines[0]);
    }
}

/// Every move of `obf` valued exactly in `line`, as the solver values it.
fn check_exact(obf: &str, line: &str) {
    let pos = Position::from_obf(obf).unwrap();
    let lines = [line.to_string()];
    let values = triples(&lines[0]);
    assert_eq!(values.len(), legal(pos).len());
    let mut solver = Solver::new(16 << 20, Rules::WOF);
    for (square, value, exact) in values {
        assert!(exact, "{}", lines[0]);
        let child = pos.play(Move::Place(square), Rules::WOF).unwrap();
        let score = -solver
            .solve(child.board, &Deadline::never(&FrozenClock))
            .unwrap()
            .score;
        assert_eq!(value, score, "{square}");
    }
}

#[test]
fn passes_finished_games_and_bad_lines_are_answered_in_turn() {
    // White to move has no move, Black can take h8 (flipping g8): White must pass.
    let must_pass = format!("{}O- O", "X".repeat(62));
    let (code, lines) = run(
        &["hint", "--depth", "2"],
        &format!(
            "{}\nf5 z9\n{must_pass}\n{}\nf5\n",
            "X".repeat(63) + "- O",
            "X".repeat(63) + "-- O"
        ),
    );
    assert_eq!(code, 1, "bad lines make the exit status 1");
    assert_eq!(lines[0], "gameover");
    assert!(lines[1].starts_with("error move 2"), "{}", lines[1]);
    assert_eq!(lines[2], "pass");
    assert!(lines[3].starts_with("error "), "{}", lines[3]);
    assert_eq!(
        triples(&lines[4]).len(),
        3,
        "the protocol goes on after errors"
    );
}
