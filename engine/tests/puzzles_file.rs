//! The shipped practice puzzles (`engine/data/puzzles.ofpz`): the file reads, holds the
//! mix the practice pages need, and a sample of its exact puzzles solves again to the
//! values and the accepted moves it stores (`outflank puzzles verify` checks them all).

use outflank_engine::ai::{Deadline, FrozenClock, Solver};
use outflank_engine::puzzle::{Grader, PuzzleKind, PuzzleSet, MAX_DIFFICULTY};
use outflank_engine::Rules;
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
    let never = Deadline::never(&FrozenClock);
    for puzzle in exact.iter().step_by(step).take(SAMPLE) {
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
    // The whole grading again (the shallow search's favourite, kind, theme and
    // difficulty) for a few, as `outflank puzzles verify` does for all.
    let mut grader = Grader::new(set.settings()).expect("graded with the engine's weights");
    for puzzle in exact.iter().step_by(step * 4).take(SAMPLE / 4) {
        assert_eq!(grader.check(puzzle), Ok(()));
    }
}
