//! The best line after a hint's best move: legal, perfect play near the end, long enough
//! in the middle game, and given in slices within its budget.

mod common;

use common::random_game;
use outflank_engine::ai::analysis::{
    best_line, hint_to_depth, LineSearch, LINE_MOVES, LINE_SOLVE_EMPTIES,
};
use outflank_engine::ai::{Deadline, FrozenClock, Solver, SteppingClock};
use outflank_engine::{Move, Position, Rules, Status};

/// The position of game `seed` with `empties` empty squares (or the first one past it).
fn position_with_empties(seed: u64, empties: u32) -> Position {
    let mut pos = Position::START;
    for mv in random_game(seed) {
        if pos.board.empty_count() <= empties && matches!(pos.status(Rules::WOF), Status::Moves(_))
        {
            break;
        }
        pos.play_unchecked(mv);
    }
    pos
}

/// Plays `line` from `pos`, checking every move is legal; the positions along it.
fn play_line(mut pos: Position, line: &[Move]) -> Vec<Position> {
    let mut positions = vec![pos];
    for &mv in line {
        pos.try_play(mv, Rules::WOF)
            .unwrap_or_else(|e| panic!("{mv} in line {line:?}: {e}"));
        positions.push(pos);
    }
    positions
}

fn exact(solver: &mut Solver, pos: Position) -> i32 {
    solver
        .solve(pos.board, &Deadline::never(&FrozenClock))
        .expect("no deadline")
        .score
}

#[test]
fn near_the_end_the_line_is_perfect_play_from_the_best_move() {
    let mut solver = Solver::new(4 << 20, Rules::WOF);
    for seed in 1..6 {
        let pos = position_with_empties(seed, 14);
        let hint = hint_to_depth(pos, Rules::WOF, 60);
        let first = hint.best()[0];
        let line = best_line(pos, Rules::WOF, first);
        assert_eq!(line.first(), Some(&Move::Place(first)));
        let positions = play_line(pos, &line);
        let end = *positions.last().unwrap();
        assert!(
            line.len() == LINE_MOVES || end.status(Rules::WOF) == Status::GameOver,
            "{} moves, the game not over",
            line.len()
        );
        // Every move keeps the value: the side to move plays one of its best moves.
        for pair in positions.windows(2) {
            let (before, after) = (pair[0], pair[1]);
            if before.board.empty_count() > LINE_SOLVE_EMPTIES {
                continue;
            }
            assert_eq!(exact(&mut solver, before), -exact(&mut solver, after));
        }
    }
}

#[test]
fn in_the_middle_game_the_line_is_long_and_legal_and_comes_in_slices() {
    for seed in 1..3 {
        let pos = position_with_empties(seed, 44);
        let first = pos.board.legal_moves().into_iter().next().unwrap();
        let clock = SteppingClock::new(1.0);
        let mut search = LineSearch::new(pos, Rules::WOF, first, 60_000.0);
        let mut slices = 0;
        let line = loop {
            if let Some(line) = search.think(&clock, 20.0) {
                break line;
            }
            slices += 1;
        };
        assert!(slices > 1, "searched in slices ({slices})");
        assert!(search.is_done());
        assert!(line.len() >= 6, "{line:?}");
        assert_eq!(line[0], Move::Place(first));
        play_line(pos, &line);
    }
}

#[test]
fn no_line_for_a_move_that_is_not_legal_and_the_budget_bounds_the_search() {
    let start = Position::START;
    let d3 = "d3".parse().unwrap();
    let a1 = "a1".parse().unwrap();
    assert!(best_line(start, Rules::WOF, a1).is_empty());
    // A budget already spent leaves the first move alone.
    let clock = SteppingClock::new(1.0);
    let mut search = LineSearch::new(start, Rules::WOF, d3, 0.0);
    assert_eq!(search.think(&clock, 10.0), Some(vec![Move::Place(d3)]));
}
