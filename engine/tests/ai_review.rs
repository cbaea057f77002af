//! The review of a whole game: every move's loss against the best move.

mod common;

use common::random_game;
use outflank_engine::ai::analysis::{
    total_losses, GameReview, Judge, Mistake, MoveReview, PositionReview, ReviewJob, SecondLook,
    SharedReview, REVIEW_DEPTH, REVIEW_SOLVE_EMPTIES,
};
use outflank_engine::ai::shared::SharedSearch;
use outflank_engine::ai::{Deadline, FrozenClock, Solver, SteppingClock};
use outflank_engine::{Color, Move, Position, Rules, Status};

/// The exact value for the side to move of playing `mv` in `pos`.
fn solved(solver: &mut Solver, pos: Position, mv: Move) -> i32 {
    let child = pos.play(mv, Rules::WOF).unwrap();
    match child.status(Rules::WOF) {
        Status::GameOver => {
            let o = child.outcome();
            let black = o.black as i32 - o.white as i32;
            if pos.turn == Color::Black {
                black
            } else {
                -black
            }
        }
        _ => {
            let s = solver
                .solve(child.board, &Deadline::never(&FrozenClock))
                .unwrap()
                .score;
            // The child's score is for its side to move (after a forced pass there, the
            // solver plays the pass itself).
            -s
        }
    }
}

/// The next job of a shared review, for searcher 0.
fn next(shared: &mut SharedReview) -> Option<ReviewJob> {
    shared.next_job(&[0], 0.0).map(|(_, job)| job)
}

/// Hands the review of the move at `ply` back to a shared review.
fn accept(shared: &mut SharedReview, ply: u32, review: MoveReview) -> bool {
    shared.accept(0, ply, (ply, review), 0.0)
}

#[test]
fn in_a_solved_endgame_every_loss_is_best_minus_played() {
    // Random games are full of blunders; their last 14 moves are within the solver's
    // reach.
    let mut checked = 0;
    for seed in [3, 8] {
        let moves = random_game(seed);
        let from = moves.len() - 14;
        let mut start = Position::START;
        for &mv in &moves[..from] {
            start.play_unchecked(mv);
        }
        let mut review = GameReview::new(start, &moves[from..], Rules::WOF).unwrap();
        let reviews: Vec<MoveReview> = review.finish().to_vec();
        assert_eq!(reviews.len(), 14);
        let mut solver = Solver::new(8 << 20, Rules::WOF);
        let mut pos = start;
        for (r, &mv) in reviews.iter().zip(&moves[from..]) {
            assert_eq!(r.played, mv);
            assert_eq!(r.mover, pos.turn);
            if mv != Move::Pass {
                assert!(pos.board.empty_count() <= REVIEW_SOLVE_EMPTIES);
                assert!(r.exact && r.depth == 0, "{r:?}");
                assert_eq!(r.played_discs as i32, solved(&mut solver, pos, mv));
                let best: i32 = pos
                    .legal_moves(Rules::WOF)
                    .map(|m| solved(&mut solver, pos, m))
                    .max()
                    .unwrap();
                assert_eq!(r.best_discs as i32, best);
                assert_eq!(r.loss() as i32, best - r.played_discs as i32);
                assert_eq!(
                    solved(&mut solver, pos, r.best),
                    best,
                    "the best move is best"
                );
                assert_eq!(r.loss() == 0, r.best == mv);
                checked += 1;
            }
            pos.play_unchecked(mv);
        }
        let (black, white) = total_losses(&reviews);
        let sum: u32 = reviews.iter().map(|r| r.loss() as u32).sum();
        assert_eq!(black + white, sum);
        assert!(
            reviews
                .iter()
                .any(|r| r.mistake() == Some(Mistake::Blunder)),
            "random play blunders"
        );
    }
    assert!(checked >= 20);
}

#[test]
fn a_whole_game_in_slices_gives_one_review_per_move_and_the_final_score_last() {
    let moves = random_game(5);
    let mut review = GameReview::new(Position::START, &moves, Rules::WOF).unwrap();
    let clock = SteppingClock::new(0.5);
    let mut slices = 0;
    while !review.step(&clock, 40.0) {
        slices += 1;
        assert!(review.reviews().len() < moves.len());
    }
    assert!(slices > 5, "{slices}");
    let reviews = review.reviews();
    assert_eq!(reviews.len(), moves.len());
    let mut pos = Position::START;
    for &mv in &moves {
        pos.play_unchecked(mv);
    }
    let o = pos.outcome();
    let last = reviews.last().unwrap();
    assert_eq!(
        last.black_value() as i32,
        o.black as i32 - o.white as i32,
        "the last value is the result"
    );
    assert!(last.exact);
    assert!(reviews.iter().all(|r| r.best_discs >= r.played_discs));
    assert!(
        reviews[0].depth > 0 && !reviews[0].exact,
        "the opening is estimated"
    );
}

#[test]
fn thresholds_name_the_mistakes() {
    assert_eq!(Mistake::of(0), None);
    assert_eq!(Mistake::of(1), None);
    assert_eq!(Mistake::of(2), Some(Mistake::Inaccuracy));
    assert_eq!(Mistake::of(6), Some(Mistake::Mistake));
    assert_eq!(Mistake::of(12), Some(Mistake::Blunder));
    assert_eq!(Mistake::Blunder.to_string(), "blunder");
    assert!(GameReview::new(Position::START, &[Move::Pass], Rules::WOF).is_err());
}

/// The last `n` moves of the game of `seed`, and the position they start from.
fn tail(seed: u64, n: usize) -> (Position, Vec<Move>) {
    let moves = random_game(seed);
    let from = moves.len() - n;
    let mut start = Position::START;
    for &mv in &moves[..from] {
        start.play_unchecked(mv);
    }
    (start, moves[from..].to_vec())
}

#[test]
fn a_review_shared_among_searchers_equals_the_review_in_one() {
    // A game whose last 20 moves hold a forced pass, so that the pass is filled in from
    // a move reviewed by another searcher.
    let (start, moves) = (0..200)
        .map(|seed| tail(seed, 20))
        .find(|(_, moves)| moves[..19].contains(&Move::Pass))
        .expect("a random game with a pass near its end");
    let whole = GameReview::new(start, &moves, Rules::WOF)
        .unwrap()
        .finish()
        .to_vec();

    let mut shared = SharedReview::new(start, &moves, Rules::WOF).unwrap();
    let mut searchers: Vec<PositionReview> =
        (0..3).map(|_| PositionReview::new(Rules::WOF)).collect();
    let mut out: Vec<Option<ReviewJob>> = vec![None; 3];
    let mut round = 0;
    while !shared.is_finished() {
        for (i, searcher) in searchers.iter_mut().enumerate() {
            if out[i].is_none() {
                out[i] = next(&mut shared);
                if let Some(job) = out[i] {
                    assert!(searcher.start(job));
                }
            }
        }
        // The searchers answer in turn, out of the game's order; the second loses its
        // first job (a worker that died), which is handed out again.
        let i = round % 3;
        round += 1;
        let Some(job) = out[i].take() else { continue };
        if round == 2 {
            searchers[i].drop_job();
            shared.give_back(job.ply);
            continue;
        }
        let (ply, review) = searchers[i].finish().unwrap();
        assert_eq!(ply, job.ply);
        assert!(accept(&mut shared, ply, review));
        assert!(!accept(&mut shared, ply, review), "a ply is reviewed once");
    }
    assert_eq!(shared.reviewed(), moves.len());
    assert_eq!(shared.reviews().unwrap(), whole);
}

#[test]
fn a_shared_review_refuses_answers_that_do_not_fit() {
    let (start, moves) = tail(5, 10);
    let mut shared = SharedReview::new(start, &moves, Rules::WOF).unwrap();
    assert!(shared.reviews().is_none());
    let job = next(&mut shared).unwrap();
    assert_eq!(job.ply, 0);
    let mut searcher = PositionReview::new(Rules::WOF);
    assert!(searcher.start(job));
    let (_, review) = searcher.finish().unwrap();
    // Another ply, a ply not handed out, another mover or another move: refused.
    assert!(!accept(&mut shared, 1, review));
    assert!(!accept(&mut shared, 99, review));
    let other_mover = MoveReview {
        mover: !review.mover,
        ..review
    };
    assert!(!accept(&mut shared, 0, other_mover));
    let other_move = MoveReview {
        played: Move::Pass,
        ..review
    };
    assert!(!accept(&mut shared, 0, other_move));
    assert_eq!(shared.reviewed(), 0);
    assert!(accept(&mut shared, 0, review));
    assert_eq!(shared.reviewed(), 1);
    // A searcher refuses a square that is not a legal move there.
    let mut bad = next(&mut shared).unwrap();
    let legal = match bad.position.status(Rules::WOF) {
        Status::Moves(m) => m,
        _ => unreachable!("a placement was played there"),
    };
    bad.played = outflank_engine::Square::all()
        .find(|&sq| !legal.contains(sq))
        .unwrap();
    assert!(!searcher.start(bad));
    assert!(!searcher.is_busy());
}

#[test]
fn a_shared_review_refuses_an_illegal_game() {
    let moves = [Move::Place("a1".parse().unwrap())];
    let error = SharedReview::new(Position::START, &moves, Rules::WOF).unwrap_err();
    assert_eq!(error.ply, 0);
}

#[test]
fn a_judge_is_a_depth_and_exact_endgame_any_search_can_have() {
    assert_eq!(
        Judge::new(REVIEW_DEPTH, REVIEW_SOLVE_EMPTIES),
        Ok(Judge::APP)
    );
    assert_eq!(
        Judge::new(12, 20).map(|j| (j.depth(), j.solve_empties())),
        Ok((12, 20))
    );
    for (depth, empties) in [
        (0, 18),
        (Judge::MAX_DEPTH + 1, 18),
        (8, Judge::MAX_SOLVE_EMPTIES + 1),
    ] {
        let error = Judge::new(depth, empties).unwrap_err();
        assert_eq!((error.depth, error.solve_empties), (depth, empties));
        assert!(
            error.to_string().contains("a review judges at 5 to"),
            "{error}"
        );
    }
    let judge = Judge::new(8, 18).unwrap();
    assert_eq!(judge.second_look(), None);
    let look = |depth, solve_empties| SecondLook {
        depth,
        solve_empties,
    };
    assert_eq!(
        judge
            .with_second_look(look(12, 22))
            .map(|j| j.second_look()),
        Ok(Some(look(12, 22)))
    );
    // No deeper, too deep, less exact than the judge, or exact beyond the solver's reach.
    for look in [
        look(8, 18),
        look(Judge::MAX_DEPTH + 1, 18),
        look(12, 16),
        look(12, Judge::MAX_SOLVE_EMPTIES + 1),
    ] {
        let error = judge.with_second_look(look).unwrap_err();
        assert_eq!(error.second_look, Some(look));
        assert!(error.to_string().contains("a second look at"), "{error}");
    }
}

#[test]
fn a_second_look_judges_again_only_the_losses_found_before_the_exact_endgame() {
    let moves = random_game(11);
    let judge = Judge::new(5, 12)
        .unwrap()
        .with_second_look(SecondLook {
            depth: 7,
            solve_empties: 14,
        })
        .unwrap();
    let mut review = GameReview::with_judge(Position::START, &moves, Rules::WOF, judge).unwrap();
    // In slices, so that a second look is also cut and resumed.
    let clock = SteppingClock::new(0.5);
    while !review.step(&clock, 20.0) {}
    let reviews = review.reviews();
    assert_eq!(reviews.len(), moves.len());
    let (mut looked, mut cleared) = (0, 0);
    let mut pos = Position::START;
    for (r, &mv) in reviews.iter().zip(&moves) {
        let empties = pos.board.empty_count();
        pos.play_unchecked(mv);
        if mv == Move::Pass {
            continue;
        }
        assert!(r.best_discs >= r.played_discs);
        // Exact where the judge solves, and where the second look does (13 and 14
        // empties) when it had found a loss.
        if empties <= 12 || r.exact {
            assert!(r.exact && empties <= 14, "{empties} empties: {r:?}");
            continue;
        }
        match r.depth {
            // The search found no loss: nothing to look at again.
            5 => assert_eq!(r.loss(), 0, "{r:?}"),
            7 => {
                looked += 1;
                if r.loss() == 0 {
                    assert_eq!(r.best, r.played, "{r:?}");
                    cleared += 1;
                }
            }
            depth => panic!("a review at depth {depth}: {r:?}"),
        }
    }
    // A random game has losses to look at, and a deeper look clears some of them.
    assert!(looked >= 5, "{looked} moves looked at again");
    assert!(cleared >= 1, "no loss cleared among {looked}");
}
