//! A tree search with a time plan: when it stops (`MoveTime`), what its rules read from
//! the tree (`Mcts::can_be_overtaken`, `Mcts::unsettled`), and a player that spreads its
//! time on a clock that advances with the work.

mod common;

use outflank_engine::ai::analysis::Progress;
use outflank_engine::ai::toolkit::{Mcts, MctsConfig, MoveStat, MoveTime, Playout, TimePlan};
use outflank_engine::ai::{
    Choice, Clock, Deadline, EngineConfig, EvalKind, FrozenClock, Player, Rng, SteppingClock,
};
use outflank_engine::{Position, Rules};

/// Nova's settings with the tuned evaluation (the tests do not need the weights).
fn guided() -> MctsConfig {
    MctsConfig {
        playout: Playout::Informed,
        leaf_playouts: 1,
        eval: EvalKind::Tuned,
        eval_weight: 1.0,
        minimax_weight: 0.4,
        exploration: 0.5,
        ..MctsConfig::default()
    }
}

fn midgame(seed: u64, plies: usize) -> Position {
    common::random_walk(&mut Rng::new(seed), plies)
}

/// A tree over `pos` after `iterations` iterations.
fn searched(pos: Position, iterations: u64, seed: u64) -> Mcts {
    let mut tree = Mcts::new(pos.board, guided(), seed);
    tree.search(iterations, &Deadline::never(&FrozenClock));
    tree
}

/// The stats of the move the tree would play and of its most visited unproven rival.
fn leader_and_rival(tree: &Mcts) -> (MoveStat, Option<MoveStat>) {
    let stats = tree.move_stats();
    let best = tree.best_move().unwrap();
    let leader = *stats.iter().find(|s| s.mv == best).unwrap();
    let rival = stats
        .iter()
        .filter(|s| s.mv != best && s.proof.is_none())
        .max_by_key(|s| s.visits)
        .copied();
    (leader, rival)
}

#[test]
fn the_leader_can_be_overtaken_exactly_when_the_visits_left_close_the_gap() {
    // Nothing searched yet: anything can happen.
    let fresh = Mcts::new(midgame(1, 20).board, guided(), 1);
    assert!(fresh.can_be_overtaken(0.0));
    for seed in 0..8 {
        let tree = searched(midgame(seed, 16 + seed as usize), 3_000, seed);
        let (leader, rival) = leader_and_rival(&tree);
        let rival = rival.expect("several moves in the middle game");
        assert!(leader.proof.is_none());
        let gap = f64::from(leader.visits) - f64::from(rival.visits);
        assert!(gap >= 0.0, "the leader is the most visited");
        assert!(tree.can_be_overtaken(gap));
        if gap >= 1.0 {
            assert!(!tree.can_be_overtaken(gap - 1.0), "seed {seed}");
        }
    }
}

#[test]
fn the_search_is_unsettled_when_its_move_is_not_the_best_valued() {
    let (mut settled, mut unsettled) = (0, 0);
    for seed in 0..48 {
        let tree = searched(midgame(seed, 20), 60 + 10 * seed, seed);
        let (leader, _) = leader_and_rival(&tree);
        let value = |s: &MoveStat| 0.6 * s.win_rate + 0.4 * s.minimax;
        let top = tree
            .move_stats()
            .iter()
            .filter(|s| s.proof.is_none() && s.visits > 0)
            .map(value)
            .fold(f64::NEG_INFINITY, f64::max);
        let expected = value(&leader) < top;
        assert_eq!(tree.unsettled(), expected, "seed {seed}");
        settled += u32::from(!expected);
        unsettled += u32::from(expected);
    }
    assert!(
        settled > 0 && unsettled > 0,
        "{settled} settled, {unsettled} unsettled"
    );
    // Nothing searched: nothing to be unsettled about.
    assert!(!Mcts::new(midgame(1, 20).board, guided(), 1).unsettled());
}

/// A searched tree that is settled (`want` false) or unsettled (true), its leader ahead of
/// its rival.
fn tree_that_is(want: bool) -> Mcts {
    (0..48)
        .map(|seed| searched(midgame(seed, 20), 60 + 10 * seed, seed))
        .find(|t| {
            let (leader, rival) = leader_and_rival(t);
            t.unsettled() == want && leader.visits > rival.map_or(0, |r| r.visits)
        })
        .expect("both kinds among 48 searches")
}

#[test]
fn a_move_stops_at_its_most_early_when_decided_and_late_when_unsettled() {
    let time = MoveTime {
        target_ms: 100.0,
        most_ms: 200.0,
    };
    for want in [false, true] {
        let tree = tree_that_is(want);
        let (leader, rival) = leader_and_rival(&tree);
        let gap = f64::from(leader.visits - rival.unwrap().visits);
        // At the most it always stops, whatever the rate.
        assert!(time.should_stop(&tree, 200.0, 1e9));
        // At the very start it never stops: no rate to go by yet.
        assert!(!time.should_stop(&tree, 1.0, 0.0));
        // Before the target: early once the rival cannot catch up by the most, at the
        // rate so far, and not while it could.
        let elapsed = 50.0;
        let per_ms_to_close = gap / (time.most_ms - elapsed);
        assert!(time.should_stop(&tree, elapsed, per_ms_to_close * 0.9));
        assert!(!time.should_stop(&tree, elapsed, per_ms_to_close * 1.1 + 1.0));
        // From the target: a settled search stops; an unsettled one goes on while its
        // leader can still be caught.
        let elapsed = 120.0;
        let fast = 2.0 * gap / (time.most_ms - elapsed) + 1.0;
        assert_eq!(
            time.should_stop(&tree, elapsed, fast),
            !want,
            "unsettled {want}"
        );
        assert!(time.should_stop(&tree, elapsed, 0.0));
    }
}

/// Thinks on `clock` in slices of `slice_ms`; returns the milliseconds the move took.
fn think_time(player: &mut Player, clock: &dyn Clock, slice_ms: f64) -> f64 {
    let start = clock.now_ms();
    player.start(clock);
    while player.think(clock, slice_ms) == outflank_engine::ai::Thinking::Busy {}
    clock.now_ms() - start
}

#[test]
fn a_player_with_a_time_plan_stops_early_or_late_and_never_past_its_most() {
    let engine = EngineConfig::Mcts {
        config: guided(),
        iterations: u64::MAX,
        reuse: true,
        solve_empties: 0,
    };
    let plan = TimePlan::new(40.0);
    let most = 80.0;
    let (mut early, mut late) = (0, 0);
    for seed in 0..12 {
        // A middle-game position (21 to 44 empties): the plan's target is 60 ms.
        let pos = midgame(seed, 22);
        let target = plan.target_ms(pos.board.empty_count());
        assert_eq!(target, 60.0);
        let clock = SteppingClock::new(1.0);
        let mut timed = Player::new(engine, most, Rules::WOF, seed);
        timed.set_time_plan(Some(plan));
        timed.set_position(pos);
        let took = think_time(&mut timed, &clock, 7.0);
        assert!(took <= most + 10.0, "seed {seed}: {took} ms");
        early += u32::from(took < target * 0.9);
        late += u32::from(took > target + 10.0);
        // The same search again makes the same decision: time comes only from the clock.
        let clock = SteppingClock::new(1.0);
        let mut again = Player::new(engine, most, Rules::WOF, seed);
        again.set_time_plan(Some(plan));
        again.set_position(pos);
        assert_eq!(think_time(&mut again, &clock, 7.0), took);
    }
    assert!(early > 0, "no move stopped early");
    assert!(late > 0, "no move went past its target");
}

/// Oracle's shape with the tuned evaluation (the tests do not need the weights): exact
/// from 14 empties.
const SOLVING_FROM_14: EngineConfig = EngineConfig::AlphaBeta {
    eval: EvalKind::Tuned,
    depth: 60,
    choice: Choice::Best,
    table_bytes: 1 << 20,
    solve_empties: 14,
    probcut: 0.0,
};

/// 40 ms a move, and the exact solve tried 8 empties early: from 22 with
/// [`SOLVING_FROM_14`].
const EARLY_FROM_22: TimePlan = TimePlan {
    early_solve_empties: 8,
    ..TimePlan::new(40.0)
};

#[test]
fn an_early_solve_takes_its_share_then_leaves_the_search_its_whole_budget() {
    let engine = SOLVING_FROM_14;
    let most = 80.0;
    let plain = TimePlan::new(40.0);
    let early = EARLY_FROM_22;
    let share = early.average_ms * TimePlan::EARLY_SOLVE_SHARE;
    let mut searched_after = 0;
    for seed in 0..6 {
        // 22 empties: mostly beyond the solve's reach on a clock that advances 1 ms a
        // reading (the solver reads it every 4,096 nodes).
        let pos = midgame(seed, 38);
        let took = |plan: TimePlan| {
            let clock = SteppingClock::new(1.0);
            let mut player = Player::new(engine, most, Rules::WOF, seed);
            player.set_time_plan(Some(plan));
            player.set_position(pos);
            think_time(&mut player, &clock, 7.0)
        };
        let (without, with) = (took(plain), took(early));
        assert!(without <= most + 10.0, "seed {seed}: {without} ms");
        assert!(with <= share + most + 10.0, "seed {seed}: {with} ms");
        searched_after += u32::from(with > share + 10.0);
    }
    assert!(
        searched_after >= 3,
        "{searched_after} searches after an unfinished solve"
    );
}

#[test]
fn an_early_solve_reports_the_nodes_it_has_searched() {
    // A position of 22 empties the solve cannot finish in a few slices.
    let clock = SteppingClock::new(1.0);
    let mut player = Player::new(SOLVING_FROM_14, 80.0, Rules::WOF, 1);
    player.set_time_plan(Some(EARLY_FROM_22));
    player.set_position(midgame(1, 38));
    player.start(&clock);
    let mut last = 0;
    for _ in 0..3 {
        assert_eq!(
            player.think(&clock, 7.0),
            outflank_engine::ai::Thinking::Busy
        );
        let report = player.report();
        assert!(
            matches!(report.progress, Progress::Solving { empties: 22 }),
            "{:?}",
            report.progress
        );
        assert!(report.nodes > last, "{} after {last}", report.nodes);
        last = report.nodes;
    }
}
