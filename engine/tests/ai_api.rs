//! The public AI contract: levels, `choose_move` legality, passes and game ends.

mod common;

use outflank_engine::ai::{
    choose_move, levels, player_for_level, FrozenClock, Level, SteppingClock,
};
use outflank_engine::{Bitboard, Color, Move, Position, Rules, Status};

/// A random position reached by `plies` random legal moves from the start (passes included).
fn random_position(seed: u64, plies: usize) -> Position {
    common::random_walk(&mut outflank_engine::ai::Rng::new(seed), plies)
}

#[test]
fn levels_have_unique_ids_names_and_budgets() {
    let all = levels();
    assert!(all.len() >= 4);
    for (i, l) in all.iter().enumerate() {
        assert!(!l.name.is_empty());
        assert!(l.budget_ms > 0);
        assert!(all[i + 1..]
            .iter()
            .all(|m| m.id != l.id && m.name != l.name));
        assert_eq!(Level::try_from(l.id.id()).map(Level::info), Ok(l));
    }
}

#[test]
fn every_level_plays_legal_moves_and_never_passes_with_a_move() {
    for seed in 0..6u64 {
        let pos = random_position(seed, 10 + 8 * seed as usize);
        for level in levels() {
            let clock = SteppingClock::new(1.0);
            let mv = choose_move(pos, Rules::WOF, level.id, seed, &clock);
            match pos.status(Rules::WOF) {
                Status::Moves(_) => {
                    let mv = mv.expect("a move exists");
                    assert_ne!(mv, Move::Pass);
                    assert!(pos.is_legal(mv, Rules::WOF), "{} played {mv}", level.name);
                }
                Status::MustPass => assert_eq!(mv, Some(Move::Pass)),
                Status::GameOver => assert_eq!(mv, None),
            }
        }
    }
}

#[test]
fn game_over_and_forced_pass() {
    // Black a1, white b1, white to move: white cannot move, black can (c1).
    let must_pass = Position::from_colors(Bitboard(1), Bitboard(2), Color::White).unwrap();
    for level in levels() {
        assert_eq!(
            choose_move(must_pass, Rules::WOF, level.id, 0, &FrozenClock),
            Some(Move::Pass)
        );
        assert_eq!(
            choose_move(
                must_pass,
                Rules::NO_MOVE_ENDS_GAME,
                level.id,
                0,
                &FrozenClock
            ),
            None
        );
    }
    let wiped = Position::from_colors(Bitboard(0xFF), Bitboard(0), Color::White).unwrap();
    assert_eq!(
        choose_move(wiped, Rules::WOF, levels()[0].id, 0, &FrozenClock),
        None
    );
}

#[test]
fn searches_stop_when_the_clock_runs_out() {
    let pos = random_position(3, 20);
    for level in levels() {
        let clock = SteppingClock::new(50.0);
        let mv = choose_move(pos, Rules::WOF, level.id, 9, &clock).unwrap();
        assert!(pos.is_legal(mv, Rules::WOF));
        let reads = clock.readings();
        // A level that spreads its time over the game may take twice its budget on a move.
        // Besides its budget's worth a move reads the clock a few times more (its start,
        // its stages, the reading that finds the time up): Nova on her tenth of a second,
        // 200 ms at most, reads it 9 times here.
        let plan = player_for_level(level.id, Rules::WOF, 9).time_plan();
        let most = level.budget_ms as f64 * if plan.is_some() { 2.0 } else { 1.0 };
        assert!(
            reads * 50.0 <= most + 5.0 * 50.0,
            "{} read the clock {reads} times",
            level.name
        );
    }
}

#[test]
fn a_frozen_clock_still_ends_every_search_and_is_reproducible() {
    // The work caps bound timed levels when the clock never advances; the result then
    // depends only on the seed.
    let pos = random_position(11, 14);
    for level in levels() {
        let a = choose_move(pos, Rules::WOF, level.id, 5, &FrozenClock);
        let b = choose_move(pos, Rules::WOF, level.id, 5, &FrozenClock);
        assert!(pos.is_legal(a.unwrap(), Rules::WOF));
        assert_eq!(a, b, "{}", level.name);
    }
}

#[test]
fn an_unknown_level_is_an_error_not_another_level() {
    let unknown = Level::try_from(200).unwrap_err();
    assert_eq!(unknown.id(), 200);
    assert!(unknown
        .to_string()
        .starts_with("no level 200; the levels are 0, 7, 8, 1"));
}

#[test]
fn a_tree_search_keeps_its_subtree_when_told_the_position_two_moves_on() {
    // Nova, as a browser worker drives it: told positions only, one move after another.
    let mut nova = player_for_level(Level::try_from(5).unwrap(), Rules::WOF, 7);
    nova.set_book(None, 0);
    nova.set_budget_ms(20.0);
    let start = random_position(11, 20);
    nova.set_position(start);
    let mine = nova.choose(&SteppingClock::new(0.01)).expect("a move");
    let after = start.play(mine, Rules::WOF).unwrap();
    let reply = after.legal_moves(Rules::WOF).next().expect("a reply");
    let next = after.play(reply, Rules::WOF).unwrap();
    nova.move_to(next);
    let kept = nova.tree().expect("the tree").root_visits();
    assert!(kept > 0, "the subtree after the move and the reply is kept");
    assert_eq!(nova.tree().unwrap().root_board(), next.board);
    // A position the tree never reached: it starts afresh.
    nova.move_to(random_position(12, 30));
    assert_eq!(nova.tree().unwrap().root_visits(), 0);
}
