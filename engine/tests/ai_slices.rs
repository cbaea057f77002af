//! A search run in slices (as the browser worker runs it, to stay responsive) and stopped
//! early with "move now": the same result as in one go, and always a legal move.

mod common;

use outflank_engine::ai::toolkit::MctsConfig;
use outflank_engine::ai::{
    player_for_level, Choice, Clock, Deadline, EngineConfig, Level, Player, SteppingClock, Thinking,
};
use outflank_engine::ai::{AlphaBeta, EvalKind, Limits, Rng};
use outflank_engine::{Move, Position, Rules};

fn midgame(seed: u64, plies: usize) -> Position {
    common::random_walk(&mut Rng::new(seed), plies)
}

/// Thinks in slices of `slice_ms` until done; returns the move and the number of slices.
fn think_in_slices(player: &mut Player, clock: &dyn Clock, slice_ms: f64) -> (Option<Move>, u32) {
    player.start(clock);
    let mut slices = 0;
    loop {
        slices += 1;
        assert!(slices < 1_000_000, "the sliced search never ended");
        if let Thinking::Done(mv) = player.think(clock, slice_ms) {
            return (mv, slices);
        }
    }
}

fn mcts(iterations: u64) -> EngineConfig {
    EngineConfig::Mcts {
        config: MctsConfig::default(),
        iterations,
        reuse: false,
        solve_empties: 0,
    }
}

#[test]
fn mcts_in_slices_grows_the_same_tree_as_in_one_go() {
    for seed in 0..4 {
        let pos = midgame(seed, 12);
        let clock = SteppingClock::new(0.1);
        let mut whole = Player::new(mcts(20_000), f64::INFINITY, Rules::WOF, seed);
        whole.set_position(pos);
        let mv = whole.choose(&clock);
        let mut sliced = Player::new(mcts(20_000), f64::INFINITY, Rules::WOF, seed);
        sliced.set_position(pos);
        let (sliced_mv, slices) = think_in_slices(&mut sliced, &clock, 1.0);
        assert!(slices > 5, "only {slices} slices");
        assert_eq!(sliced_mv, mv);
        assert_eq!(
            sliced.tree().unwrap().move_stats(),
            whole.tree().unwrap().move_stats()
        );
    }
}

#[test]
fn alphabeta_in_slices_completes_every_iteration() {
    let clock = SteppingClock::new(0.1);
    for seed in 0..6 {
        let pos = midgame(seed, 16);
        let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 20, Rules::WOF);
        let never = Deadline::after(&clock, f64::INFINITY);
        let whole = ab
            .search(pos.board, Limits::depth(8), &never, false)
            .unwrap();

        let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 20, Rules::WOF);
        let mut d = ab.begin(pos.board, Limits::depth(8), false).unwrap();
        let mut slices = 0;
        while !d.is_finished() {
            let slice = Deadline::after(&clock, 0.3);
            ab.deepen(&mut d, &slice, &never);
            assert!(pos.is_legal(d.best(), Rules::WOF));
            slices += 1;
        }
        let sliced = d.result();
        assert!(slices > 3, "only {slices} slices");
        assert_eq!(sliced.depth, 8);
        assert_eq!(whole.depth, 8);
        assert!(pos.is_legal(sliced.best, Rules::WOF));
        // The table may answer a transposed position from a deeper search in one run and
        // not the other, so the scores agree closely rather than exactly.
        assert!(
            (sliced.score - whole.score).abs() <= 400,
            "{} vs {}",
            sliced.score,
            whole.score
        );
    }
}

#[test]
fn move_now_plays_the_best_move_so_far_and_ends_the_search() {
    for level in [0u8, 3, 5, 6] {
        for seed in 0..3 {
            let pos = midgame(seed + 10, 20);
            let clock = SteppingClock::new(0.01);
            let mut player = player_for_level(Level::try_from(level).unwrap(), Rules::WOF, seed);
            player.set_position(pos);
            player.start(&clock);
            // Three slices of a millisecond: Nova (a fifth of a second a move) is still
            // searching, so Move now has a tree to take its move from.
            for _ in 0..3 {
                if player.think(&clock, 1.0) != Thinking::Busy {
                    break;
                }
            }
            let expected = if player.is_thinking() {
                player.tree().and_then(|t| t.best_move())
            } else {
                None
            };
            let mv = player.move_now(&clock).expect("a move");
            assert!(pos.is_legal(mv, Rules::WOF), "level {level}: {mv}");
            assert!(!player.is_thinking());
            if level == 5 {
                assert!(expected.is_some(), "Nova was still searching");
                assert_eq!(
                    Some(mv),
                    expected,
                    "Nova plays its tree's most visited move"
                );
            }
        }
    }
}

#[test]
fn move_now_before_any_slice_still_plays_a_legal_move() {
    for level in 0..7u8 {
        let pos = midgame(u64::from(level), 30);
        let clock = SteppingClock::new(0.5);
        let mut player = player_for_level(Level::try_from(level).unwrap(), Rules::WOF, 1);
        player.set_position(pos);
        player.start(&clock);
        let mv = player.move_now(&clock).expect("a move");
        assert!(pos.is_legal(mv, Rules::WOF), "level {level}: {mv}");
    }
}

#[test]
fn a_timed_search_in_slices_stops_at_its_budget() {
    let clock = SteppingClock::new(0.05);
    let engine = EngineConfig::AlphaBeta {
        eval: EvalKind::Tuned,
        depth: 60,
        choice: Choice::Best,
        table_bytes: 1 << 20,
        solve_empties: 0,
        probcut: 0.0,
    };
    let mut player = Player::new(engine, 200.0, Rules::WOF, 3);
    let pos = midgame(5, 14);
    player.set_position(pos);
    let start = clock.now_ms();
    let (mv, slices) = think_in_slices(&mut player, &clock, 10.0);
    let elapsed = clock.now_ms() - start;
    assert!(slices >= 2, "{slices} slices");
    assert!(elapsed <= 200.0 + 20.0, "{elapsed} ms");
    assert!(pos.is_legal(mv.unwrap(), Rules::WOF));
}

/// Deepens `pos` on a clock that advances with the work, with a budget of `budget_ms`
/// and, when given, a soft budget; returns the depth completed.
fn deepen_with(pos: Position, budget_ms: f64, soft_ms: Option<f64>) -> u32 {
    let clock = SteppingClock::new(0.05);
    let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 20, Rules::WOF);
    let mut d = ab.begin(pos.board, Limits::depth(30), false).unwrap();
    if let Some(soft) = soft_ms {
        d.set_soft_budget(soft);
    }
    let budget = Deadline::after(&clock, budget_ms);
    while !d.is_finished() {
        let slice = Deadline::after(&clock, 0.5);
        ab.deepen(&mut d, &slice, &budget);
    }
    d.completed().unwrap().1
}

#[test]
fn a_soft_budget_stops_deepening_sooner_but_never_before_two_iterations_agree() {
    let mut shorter = 0;
    for seed in 0..8 {
        let pos = midgame(seed, 20);
        let full = deepen_with(pos, 200.0, None);
        let soft = deepen_with(pos, 200.0, Some(20.0));
        assert!(soft <= full, "seed {seed}: {soft} > {full}");
        shorter += u32::from(soft < full);
        // No time to spare at all: it still completes two iterations, to compare them.
        assert!(deepen_with(pos, 200.0, Some(0.0)) >= 2, "seed {seed}");
    }
    assert!(
        shorter >= 4,
        "the soft budget cut only {shorter} of 8 searches"
    );
}
