//! The exact solver against plain minimax, and its best moves against its own scores.

use outflank_engine::ai::{Deadline, FrozenClock, Rng, Solver};
use outflank_engine::{Move, Position, Rules};

/// Plays random moves from the start until at most `empties` squares are empty (or the
/// game ends), under the pass rule of `rules`.
fn random_endgame(rng: &mut Rng, empties: u32, rules: Rules) -> Position {
    let mut pos = Position::START;
    while pos.board.empty_count() > empties {
        let moves: Vec<Move> = pos.legal_moves(rules).collect();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
    }
    pos
}

/// Plain minimax over every move, WOF scoring: the reference.
fn minimax(pos: Position, rules: Rules) -> i32 {
    let moves: Vec<Move> = pos.legal_moves(rules).collect();
    if moves.is_empty() {
        return pos.board.final_score();
    }
    moves
        .into_iter()
        .map(|mv| -minimax(pos.play(mv, rules).unwrap(), rules))
        .max()
        .unwrap()
}

#[test]
fn solver_agrees_with_minimax_on_1200_random_positions() {
    let mut rng = Rng::new(2024);
    let clock = FrozenClock;
    let mut checked = 0;
    for rules in [Rules::WOF, Rules::NO_MOVE_ENDS_GAME] {
        let mut solver = Solver::new(1 << 20, rules);
        for i in 0..600u32 {
            // Half the positions go through the transposition-table code from 7 empties.
            solver.set_table_min(if i % 2 == 0 { 7 } else { 64 });
            let target = 1 + i % 10;
            let pos = random_endgame(&mut rng, target, rules);
            let expected = minimax(pos, rules);
            let got = solver.solve(pos.board, &Deadline::never(&clock));
            match got {
                None => {
                    assert!(pos.legal_moves(rules).next().is_none(), "{}", pos.to_obf());
                    assert_eq!(expected, pos.board.final_score());
                }
                Some(sol) => {
                    assert_eq!(sol.score, expected, "{} {rules:?}", pos.to_obf());
                    // The best move achieves the score.
                    let child = pos.play(sol.best, rules).unwrap();
                    assert_eq!(-minimax(child, rules), expected, "{}", pos.to_obf());
                    checked += 1;
                }
            }
            // Null-window solves bound the score on the correct side.
            if let Some(w) = solver.solve_window(pos.board, -1, 1, &Deadline::never(&clock)) {
                assert_eq!(w.score.signum(), expected.signum(), "{}", pos.to_obf());
            }
        }
    }
    assert!(checked >= 1000, "only {checked} positions had a move");
}

#[test]
fn all_move_scores_match_minimax() {
    let mut rng = Rng::new(77);
    let clock = FrozenClock;
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    for _ in 0..40 {
        let pos = random_endgame(&mut rng, 8, Rules::WOF);
        let all = solver
            .solve_all_moves(pos.board, &Deadline::never(&clock))
            .unwrap();
        for (sq, score) in all {
            let child = pos.play(Move::Place(sq), Rules::WOF).unwrap();
            assert_eq!(score, -minimax(child, Rules::WOF));
        }
    }
}

#[test]
fn node_limit_stops_the_solver() {
    let mut rng = Rng::new(5);
    let pos = random_endgame(&mut rng, 20, Rules::WOF);
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    solver.set_node_limit(10_000);
    let clock = FrozenClock;
    assert_eq!(solver.solve(pos.board, &Deadline::never(&clock)), None);
}

/// The FFO positions: (position, exact score, the moves achieving it, name).
fn ffo_positions() -> Vec<(Position, i32, Vec<String>, String)> {
    include_str!("data/ffo40-49.obf")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with(';'))
        .map(|l| {
            let (obf, comment) = l.split_once(';').expect("a comment with the answer");
            let mut words = comment.split_whitespace();
            let name = words.next().unwrap().to_string();
            let score = words.next().unwrap().parse().unwrap();
            let best = words.map(str::to_string).collect();
            (Position::from_obf(obf).unwrap(), score, best, name)
        })
        .collect()
}

#[test]
fn solves_the_easiest_ffo_positions_exactly() {
    // #40, #41 and #44 (20 to 23 empties) take about 4 s together in a native build;
    // the rest of the set is measured by `outflank solve` (README, AI).
    let clock = FrozenClock;
    let mut solver = Solver::new(16 << 20, Rules::WOF);
    for (pos, score, best, name) in ffo_positions() {
        if !["#40", "#41", "#44"].contains(&name.as_str()) {
            continue;
        }
        let sol = solver.solve(pos.board, &Deadline::never(&clock)).unwrap();
        assert_eq!(sol.score, score, "{name}");
        assert!(best.contains(&sol.best.to_string()), "{name}: {}", sol.best);
    }
}

#[test]
fn a_solver_that_learns_what_another_found_does_not_solve_it_again() {
    let deadline = Deadline::never(&FrozenClock);
    let mut rng = Rng::new(77);
    for _ in 0..6 {
        let pos = random_endgame(&mut rng, 16, Rules::WOF);
        let mut first = Solver::new(1 << 18, Rules::WOF);
        first.share_from(Some(12));
        let Some(solved) = first.solve(pos.board, &deadline) else {
            continue; // the game ended on the way
        };
        let found = first.take_found();
        assert!(
            !found.is_empty(),
            "positions of 12 empties and more were stored"
        );
        assert!(found.iter().all(|e| e.empties() >= 12));
        assert!(first.take_found().is_empty(), "taken once");
        // Another solver, told what the first found, gives the same score at once...
        let mut second = Solver::new(1 << 18, Rules::WOF);
        second.learn(&found);
        let again = second.solve(pos.board, &deadline).unwrap();
        assert_eq!(again.score, solved.score);
        assert!(
            again.nodes * 10 < solved.nodes,
            "{} against {}",
            again.nodes,
            solved.nodes
        );
        // ... and one told nothing searches as much as the first did.
        let mut third = Solver::new(1 << 18, Rules::WOF);
        assert_eq!(
            third.solve(pos.board, &deadline).unwrap().nodes,
            solved.nodes
        );
        assert!(third.take_found().is_empty(), "sharing is off by default");
    }
}
