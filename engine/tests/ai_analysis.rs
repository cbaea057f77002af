//! The analysis behind the screen: positions valued as Black's margin, the evaluation
//! over a game in slices, and hints.

mod common;

use common::random_game;
use outflank_engine::ai::analysis::{
    hint_to_depth, Analyzer, GameEvaluation, HintAnswer, HintSearch, IllegalMoveAt, Margin,
    EVALUATION_SOLVE_EMPTIES,
};
use outflank_engine::ai::{AlphaBeta, Deadline, EvalKind, FrozenClock, Solver, SteppingClock};
use outflank_engine::{
    parse_moves, Bitboard, Color, IllegalMove, Move, Position, Rules, Square, Status, Symmetry,
};

#[test]
fn the_evaluation_over_a_game_is_exact_at_the_end_and_consistent_with_play() {
    for seed in 1..4 {
        let moves = random_game(seed);
        let mut e = GameEvaluation::new(Position::START, &moves, Rules::WOF).unwrap();
        let clock = SteppingClock::new(1.0);
        let mut slices = 0;
        while !e.step(&clock, 5.0) {
            slices += 1;
        }
        assert!(slices > 3, "evaluated in slices ({slices})");
        assert!(e.is_finished());
        let m = e.margins().to_vec();
        assert_eq!(m.len(), moves.len() + 1);
        // The end: the final result with the empties to the winner.
        let mut pos = Position::START;
        let mut positions = vec![pos];
        for &mv in &moves {
            pos.play_unchecked(mv);
            positions.push(pos);
        }
        let o = pos.outcome();
        assert_eq!(
            m[moves.len()],
            Margin::new((o.black as i32 - o.white as i32) as i8, true).unwrap()
        );
        // An exact value is what best play gets: the side to move can only do as well or
        // worse by the move it played.
        for i in 0..moves.len() {
            let (a, b) = (m[i], m[i + 1]);
            if a.exact() && b.exact() {
                match positions[i].turn {
                    Color::Black => assert!(a.black() >= b.black(), "ply {i}: {a:?} then {b:?}"),
                    Color::White => assert!(a.black() <= b.black(), "ply {i}: {a:?} then {b:?}"),
                }
            }
        }
        let exact = m.iter().filter(|x| x.exact()).count();
        assert!(exact >= 12, "the last dozen positions are solved ({exact})");
        assert!(m.iter().any(|x| !x.exact()), "the midgame is estimated");
        // Running it in one go gives the same margins.
        let mut whole = GameEvaluation::new(Position::START, &moves, Rules::WOF).unwrap();
        assert_eq!(whole.finish(), &m[..]);
    }
}

#[test]
fn an_early_evaluation_is_estimated_and_about_even_at_the_start() {
    let moves = random_game(5);
    let mut e = GameEvaluation::new(Position::START, &moves[..20], Rules::WOF).unwrap();
    let margins = e.finish();
    assert_eq!(margins.len(), 21);
    assert!(
        margins.iter().all(|m| !m.exact()),
        "no exact value this early"
    );
    assert!(margins[0].black().abs() <= 4, "{:?}", margins[0]);
}

#[test]
fn an_illegal_move_list_is_refused_with_the_move_and_the_reason() {
    let a1 = Move::Place(Square::A1);
    let f5 = Move::Place("f5".parse().unwrap());
    let err = GameEvaluation::new(Position::START, &[f5, a1], Rules::WOF)
        .err()
        .expect("a1 is illegal");
    assert_eq!(
        err,
        IllegalMoveAt {
            ply: 1,
            mv: a1,
            error: IllegalMove::NoFlips(Square::A1)
        }
    );
    assert_eq!(err.to_string(), "move 2 (a1): a1 flips no disc");
}

#[test]
fn position_values_follow_the_side_to_move_and_are_exact_near_the_end() {
    let mut analyzer = Analyzer::new(Rules::WOF);
    // A finished game: Black a1 (and the 63 empties as Black's), exact.
    let over = Position::from_colors(Bitboard(1), Bitboard::EMPTY, Color::White).unwrap();
    assert_eq!(
        analyzer.position_value(over),
        Margin::new(64, true).unwrap()
    );
    // A forced pass is valued after the pass, with the same sign convention.
    let must_pass = Position::from_colors(Bitboard(1), Bitboard(2), Color::White).unwrap();
    let after_pass = Position::from_colors(Bitboard(1), Bitboard(2), Color::Black).unwrap();
    assert_eq!(
        analyzer.position_value(must_pass),
        analyzer.position_value(after_pass)
    );
    // The same position with the colours swapped is valued with the opposite sign.
    let moves = random_game(7);
    let mut pos = Position::START;
    for &mv in &moves {
        if pos.board.empty_count() <= EVALUATION_SOLVE_EMPTIES {
            break;
        }
        pos.play_unchecked(mv);
    }
    let mirrored =
        Position::from_colors(pos.discs(Color::White), pos.discs(Color::Black), !pos.turn).unwrap();
    let (a, b) = (
        analyzer.position_value(pos),
        analyzer.position_value(mirrored),
    );
    assert_eq!((a.black(), a.exact()), (-b.black(), b.exact()));
    assert!(Margin::new(a.black(), a.exact()).is_ok());
    assert!(Margin::new(65, true).is_err() && Margin::new(-65, false).is_err());
}

/// The position after `moves` (a move list) from the start.
fn after(moves: &str) -> Position {
    let mut pos = Position::START;
    for mv in parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.play_unchecked(mv);
    }
    pos
}

#[test]
fn the_four_first_moves_get_one_value_and_are_all_best() {
    let hint = hint_to_depth(Position::START, Rules::WOF, 6);
    let mut seen: Vec<String> = hint.values.iter().map(|v| v.square().to_string()).collect();
    seen.sort();
    assert_eq!(seen, ["c4", "d3", "e6", "f5"]);
    assert!(hint
        .values
        .iter()
        .all(|v| v.discs() == hint.values[0].discs() && !v.exact()));
    assert_eq!(hint.best().len(), 4);
    assert_eq!((hint.depth, hint.done), (6, true));
}

/// The symmetries that leave `pos` as it is, other than the identity.
fn symmetries_of(pos: Position) -> Vec<Symmetry> {
    Symmetry::ALL[1..]
        .iter()
        .copied()
        .filter(|s| s.apply_position(pos) == pos)
        .collect()
}

#[test]
fn moves_that_are_one_move_by_symmetry_get_the_same_value_at_every_depth() {
    // Symmetric positions: the start, and every position of random games that has a
    // symmetry (most of them in the first plies), plus a few known ones.
    let mut positions = vec![Position::START, after("f5"), after("f5f6"), after("f5d6")];
    for seed in 1..200 {
        let mut pos = Position::START;
        for mv in random_game(seed).into_iter().take(12) {
            pos.play_unchecked(mv);
            if !symmetries_of(pos).is_empty() && !positions.contains(&pos) {
                positions.push(pos);
            }
        }
    }
    assert!(
        positions.len() >= 8,
        "{} symmetric positions",
        positions.len()
    );
    let mut pairs = 0;
    for pos in positions {
        for depth in [1, 2, 3, 5, 7] {
            let hint = hint_to_depth(pos, Rules::WOF, depth);
            for s in symmetries_of(pos) {
                for v in &hint.values {
                    let image = hint.value_of(s.apply_square(v.square())).unwrap();
                    assert_eq!(
                        (v.discs(), v.exact()),
                        (image.discs(), image.exact()),
                        "{}",
                        pos.to_obf()
                    );
                    assert_eq!(hint.is_best(v.square()), hint.is_best(image.square()));
                    pairs += (image.square() != v.square()) as u32;
                }
            }
        }
    }
    assert!(pairs > 20, "{pairs} pairs of symmetric moves");
}

#[test]
fn values_are_full_window_values_of_each_move_at_the_depth_reached() {
    // The hint's value of every move equals that move's own full-window search at the
    // depth the hint reports, by a fresh searcher: not a bound from a null window.
    let pos = after("f5d6c3d3c4f4f6");
    let hint = hint_to_depth(pos, Rules::WOF, 5);
    assert_eq!(hint.depth, 5);
    let legal = pos.board.legal_moves();
    assert_eq!(hint.values.len(), legal.count() as usize);
    for v in &hint.values {
        let mut ab = AlphaBeta::new(EvalKind::strongest_available(), 1 << 20, Rules::WOF);
        let score = ab
            .search_move(pos.board, v.square(), 5, &Deadline::never(&FrozenClock))
            .unwrap();
        let discs = (score + 50 * score.signum()) / 100;
        assert_eq!(v.discs() as i32, discs.clamp(-64, 64), "{}", v.square());
    }
    // Several values differ, so they are not bounds at one best score.
    let distinct: std::collections::HashSet<i8> = hint.values.iter().map(|v| v.discs()).collect();
    assert!(distinct.len() >= 3, "{hint:?}");
}

#[test]
fn exact_values_are_the_solvers_and_the_best_moves_are_marked() {
    let mut checked = 0;
    for seed in 10..16 {
        let mut pos = Position::START;
        for mv in random_game(seed) {
            if pos.board.empty_count() == 14 {
                break;
            }
            pos.play_unchecked(mv);
        }
        let Status::Moves(legal) = pos.status(Rules::WOF) else {
            continue;
        };
        let hint = hint_to_depth(pos, Rules::WOF, 60);
        assert!(hint.is_exact() && hint.done && hint.depth == 0, "{hint:?}");
        assert_eq!(hint.values.len(), legal.count() as usize);
        let mut solver = Solver::new(1 << 20, Rules::WOF);
        let never = Deadline::never(&FrozenClock);
        let mut best = -65;
        for v in &hint.values {
            let child = pos.play(Move::Place(v.square()), Rules::WOF).unwrap();
            let score = match solver.solve(child.board, &never) {
                Some(s) => -s.score,
                None => -child.board.final_score(),
            };
            assert_eq!(v.discs() as i32, score, "{} {}", pos.to_obf(), v.square());
            best = best.max(score);
            checked += 1;
        }
        // The whole position's exact value is the best move's.
        assert_eq!(solver.solve(pos.board, &never).unwrap().score, best);
        for v in &hint.values {
            assert_eq!(hint.is_best(v.square()), v.discs() as i32 == best);
        }
        // Best first.
        assert!(hint.values.windows(2).all(|w| w[0].discs() >= w[1].discs()));
    }
    assert!(checked > 20);
}

#[test]
fn a_hint_in_slices_gets_deeper_and_can_be_stopped() {
    let clock = SteppingClock::new(0.05);
    let pos = after("f5d6c3d3c4f4f6");
    let mut search = HintSearch::new(pos, Rules::WOF, f64::INFINITY, 8);
    let mut depths = Vec::new();
    let mut slices = 0;
    while !search.is_done() {
        slices += 1;
        let news = search.think(&clock, 1.0);
        if slices == 1 {
            assert!(news.is_some(), "shallow values come with the first slice");
        }
        if let Some(answer) = news {
            depths.push(answer.depth);
            assert_eq!(
                answer.values.len(),
                pos.board.legal_moves().count() as usize
            );
        }
    }
    assert!(slices > depths.len(), "some slices end without news");
    // Values at once (the first slice answers), deeper ones replacing them, to the end.
    assert!(depths[0] >= 1 && depths.len() >= 2, "{depths:?}");
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert_eq!(depths.last(), Some(&8));
    assert_eq!(search.think(&clock, 5.0), None, "nothing after the end");
    // The same search in one go gives the same values: slicing changes nothing.
    assert_eq!(search.answer(), hint_to_depth(pos, Rules::WOF, 8));
    // Stopped early, it keeps what it had.
    let mut search = HintSearch::new(pos, Rules::WOF, f64::INFINITY, 60);
    while search.depth() < 3 {
        search.think(&clock, 5.0);
    }
    let stopped = search.stop();
    assert!(stopped.done && stopped.depth >= 3 && !stopped.values.is_empty());
    // A budget ends it.
    let mut search = HintSearch::new(pos, Rules::WOF, 50.0, 60);
    let answer = search.finish(&clock);
    assert!(answer.done && answer.depth < 60);
}

#[test]
fn a_hint_without_placements_is_empty_and_done() {
    let must_pass = Position::from_colors(Bitboard(1), Bitboard(2), Color::White).unwrap();
    let hint = hint_to_depth(must_pass, Rules::WOF, 4);
    assert!(hint.values.is_empty() && hint.done && hint.best().is_empty());
    let over = Position::from_colors(Bitboard(1), Bitboard::EMPTY, Color::White).unwrap();
    assert_eq!(
        hint_to_depth(over, Rules::WOF, 4),
        HintAnswer {
            values: vec![],
            depth: 0,
            done: true
        }
    );
}

#[test]
fn big_losses_are_valued_exactly_too() {
    // Every move here loses by more than 20 discs (a4 and h5 by 28, h4 by 42): values
    // beyond alpha-beta's old infinity, once all shown as -20.
    let pos =
        Position::from_obf("OOOOOOOXOOOOOOOXXOOOOOOO-OXOXXO-OOOOXXO-OOOXOOXXOOXXXXXXOXXXXXX- X")
            .unwrap();
    let hint = hint_to_depth(pos, Rules::WOF, 60);
    let values: Vec<(String, i8, bool)> = hint
        .values
        .iter()
        .map(|v| (v.square().to_string(), v.discs(), v.exact()))
        .collect();
    let mut solver = Solver::new(1 << 20, Rules::WOF);
    let all = solver
        .solve_all_moves(pos.board, &Deadline::never(&FrozenClock))
        .unwrap();
    let want: Vec<(String, i8, bool)> = all
        .iter()
        .map(|&(sq, s)| (sq.to_string(), s as i8, true))
        .collect();
    assert_eq!(values, want);
    assert_eq!(hint.values[0].discs(), -28);
}
