//! The shipped practice puzzles (`engine/data/puzzles.ofpz`): the file reads, holds the
//! mix the practice pages need, and a sample of its exact puzzles solves again to the
//! values and the accepted moves it stores, every step of a sample of its lines too
//! (`outflank puzzles verify` checks them all).

use outflank_engine::ai::{Deadline, FrozenClock, Solver};
use outflank_engine::puzzle::{Grader, Puzzle, PuzzleKind, PuzzleSet, MAX_DIFFICULTY};
use outflank_engine::{Move, Rules};
use std::collections::HashSet;

/// The shipped file.
const FILE: &[u8] = include_bytes!("../data/puzzles.ofpz");

/// Exact puzzles re-solved by the test.
const SAMPLE: usize = 40;

#[test]
fn the_shipped_file_reads_and_has_every_kind() {
    let set = PuzzleSet::from_bytes(FILE).expect("the shipped puzzles read");
    let puzzles = set.puzzles();
    assert!(puzzles.len() >= 2_000, "{} puzzles", puzzles.len());
    let kinds: HashSet<PuzzleKind> = puzzles.iter().map(|p| p.kind()).collect();
    for kind in PuzzleKind::ALL {
        assert!(kinds.contains(&kind), "no {kind} puzzle");
    }
    let difficulties: HashSet<u8> = puzzles.iter().map(|p| p.difficulty()).collect();
    assert!(difficulties.len() >= 4, "difficulties {difficulties:?}");
    assert!(difficulties
        .iter()
        .all(|d| (1..=MAX_DIFFICULTY).contains(d)));
    for p in puzzles {
        // Something to get wrong, and a right answer.
        assert!(!p.accepted().is_empty());
        assert!(p.accepted().count() < p.values().len() as u32);
    }
}

/// Asserts that the solver values every move of `puzzle` as stored and that exactly the
/// best are accepted.
fn solves_again(solver: &mut Solver, puzzle: &Puzzle) {
    let never = Deadline::never(&FrozenClock);
    let solved = solver
        .solve_all_moves(puzzle.position().board, &never)
        .unwrap();
    let best = solved[0].1;
    assert_eq!(solved.len(), puzzle.values().len());
    for (square, value) in solved {
        assert_eq!(puzzle.value_of(square), Some(value as i8), "{square}");
        // Exactly the best moves are accepted.
        assert_eq!(puzzle.is_accepted(square), value == best, "{square}");
    }
}

#[test]
fn lines_of_every_length_and_a_sample_played_as_the_solver_plays() {
    let set = PuzzleSet::from_bytes(FILE).unwrap();
    let lines: Vec<&Puzzle> = set.puzzles().iter().filter(|p| p.steps() > 1).collect();
    for steps in 2..=outflank_engine::puzzle::MAX_LINE_STEPS {
        assert!(
            lines.iter().filter(|p| p.steps() == steps).count() >= 10,
            "lines of {steps} steps"
        );
    }
    let small: Vec<&&Puzzle> = lines
        .iter()
        .filter(|p| p.position().board.empty_count() <= 16)
        .collect();
    let mut solver = Solver::new(16 << 20, Rules::WOF);
    let never = Deadline::never(&FrozenClock);
    for puzzle in small.iter().step_by(small.len() / 12).take(12) {
        solves_again(&mut solver, puzzle);
        let mut before: &Puzzle = puzzle;
        for step in puzzle.line() {
            // The reply is the opponent's best by the solver (a pass only when forced).
            let after = before.after_right_move().unwrap();
            if let Move::Place(reply) = step.reply() {
                let replies = solver.solve_all_moves(after.board, &never).unwrap();
                let best = replies[0].1;
                assert!(replies.contains(&(reply, best)), "{reply}");
            } else {
                assert!(!after.board.has_legal_move());
            }
            solves_again(&mut solver, step.puzzle());
            before = step.puzzle();
        }
    }
}

#[test]
fn a_sample_of_exact_puzzles_solves_again_to_what_is_stored() {
    let set = PuzzleSet::from_bytes(FILE).unwrap();
    let exact: Vec<_> = set
        .puzzles()
        .iter()
        .filter(|p| p.kind().exact() && p.position().board.empty_count() <= 18)
        .collect();
    assert!(exact.len() >= SAMPLE);
    let step = exact.len() / SAMPLE;
    let mut solver = Solver::new(16 << 20, Rules::WOF);
    for puzzle in exact.iter().step_by(step).take(SAMPLE) {
        solves_again(&mut solver, puzzle);
    }
    // The whole grading again (the shallow search's favourite, kind, theme and
    // difficulty) for a few, as `outflank puzzles verify` does for all.
    let mut grader = Grader::new(set.settings()).expect("graded with the engine's weights");
    for puzzle in exact.iter().step_by(step * 4).take(SAMPLE / 4) {
        assert_eq!(grader.check(puzzle), Ok(()));
    }
}
