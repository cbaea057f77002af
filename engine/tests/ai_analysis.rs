//! The analysis behind the screen: positions valued as Black's margin, the evaluation
//! over a game in slices, and hints.

use outflank_engine::ai::analysis::{
    Analyzer, GameEvaluation, HintSearch, IllegalMoveAt, Margin, EVALUATION_SOLVE_EMPTIES,
};
use outflank_engine::ai::Rng;
use outflank_engine::ai::{FrozenClock, SteppingClock};
use outflank_engine::{Bitboard, Color, IllegalMove, Move, Position, Rules, Square, Status};

/// A random legal game to its end from `seed`, passes included.
fn random_game(seed: u64) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::START;
    let mut moves = Vec::new();
    while let Status::Moves(_) | Status::MustPass = pos.status(Rules::WOF) {
        let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
        let mv = legal[rng.below(legal.len() as u32) as usize];
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

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
            Margin {
                black: (o.black as i32 - o.white as i32) as i8,
                exact: true
            }
        );
        // An exact value is what best play gets: the side to move can only do as well or
        // worse by the move it played.
        for i in 0..moves.len() {
            let (a, b) = (m[i], m[i + 1]);
            if a.exact && b.exact {
                match positions[i].turn {
                    Color::Black => assert!(a.black >= b.black, "ply {i}: {a:?} then {b:?}"),
                    Color::White => assert!(a.black <= b.black, "ply {i}: {a:?} then {b:?}"),
                }
            }
        }
        let exact = m.iter().filter(|x| x.exact).count();
        assert!(exact >= 12, "the last dozen positions are solved ({exact})");
        assert!(m.iter().any(|x| !x.exact), "the midgame is estimated");
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
        margins.iter().all(|m| !m.exact),
        "no exact value this early"
    );
    assert!(margins[0].black.abs() <= 4, "{:?}", margins[0]);
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
        Margin {
            black: 64,
            exact: true
        }
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
    assert_eq!((a.black, a.exact), (-b.black, b.exact));
    assert!(Margin::new(a.black, a.exact).is_ok());
    assert!(Margin::new(65, true).is_err() && Margin::new(-65, false).is_err());
}

#[test]
fn a_hint_names_a_legal_best_move_and_values_every_move() {
    let hint = HintSearch::new(Position::START, Rules::WOF, 1).finish(&FrozenClock);
    let legal: Vec<Square> = ["d3", "c4", "f5", "e6"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    assert!(legal.contains(&hint.best.expect("a best move")));
    let mut seen: Vec<Square> = hint.values.iter().map(|v| v.square).collect();
    seen.sort_unstable();
    let mut legal = legal;
    legal.sort_unstable();
    assert_eq!(seen, legal);
    assert!(hint
        .values
        .iter()
        .all(|v| v.percent <= 100 && v.proof.is_none()));
    assert!(!hint.values.is_empty());
}

#[test]
fn a_hint_in_slices_can_be_stopped_early_with_a_legal_move() {
    let clock = SteppingClock::new(0.05);
    let mut search = HintSearch::new(Position::START, Rules::WOF, 1);
    assert!(
        search.think(&clock, 5.0).is_none(),
        "a hint takes more than a slice"
    );
    let hint = search.stop(&clock);
    let best = hint.best.expect("a best move");
    assert!(Position::START.is_legal(Move::Place(best), Rules::WOF));
    assert!(hint.values.iter().all(|v| v.percent <= 100));
    // Without a placement there is nothing to value.
    let must_pass = Position::from_colors(Bitboard(1), Bitboard(2), Color::White).unwrap();
    let hint = HintSearch::new(must_pass, Rules::WOF, 1).finish(&FrozenClock);
    assert_eq!(hint.best, None);
    assert!(hint.values.is_empty());
}
