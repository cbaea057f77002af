//! Root-parallel trees: merged roots, proofs and the root solve, results that do not fit.
use super::*;
use crate::ai::clock::{FrozenClock, Millis};
use crate::ai::rng::Rng;
use crate::ai::testing::random_walk;
use crate::ai::{player_for_level, Level, Player};
use crate::{Position, Rules};

/// Nova without its book, `iterations` a tree, on a clock that never moves.
fn nova(position: Position, iterations: u64) -> Player {
    let mut player = player_for_level(Level::try_from(5).unwrap(), Rules::WOF, 3);
    player.set_book(None, 0);
    player.set_budget_ms(iterations as f64 / 1_000.0);
    player.set_position(position);
    player
}

/// Takes `result` as the answer to its tree's job.
fn take(trees: &mut ParallelTrees, result: TreeResult) -> bool {
    let tree = result.tree;
    SharedSearch::accept(trees, 0, tree, result, 0.0)
}

/// Runs `trees` to its end, tree after tree, on `searchers`.
fn run(trees: &mut ParallelTrees, searchers: &mut [TreeSearcher]) -> Option<Move> {
    let mut jobs = 0;
    while !trees.thinking().is_done() {
        let mut any = false;
        for (i, searcher) in searchers.iter_mut().enumerate() {
            if let Some(job) = trees.job_for(i as u32, 0.0) {
                any = true;
                jobs += 1;
                let result = searcher.run(&job, &Deadline::never(&FrozenClock));
                assert!(take(trees, result));
            }
        }
        assert!(any || trees.thinking().is_done(), "stuck after {jobs} jobs");
    }
    match trees.thinking() {
        Thinking::Done(mv) => mv,
        Thinking::Busy => None,
    }
}

#[test]
fn trees_grow_side_by_side_and_their_roots_are_merged() {
    let mut rng = Rng::new(11);
    for _ in 0..4 {
        let pos = random_walk(&mut rng, 20);
        if pos.board.legal_moves().count() < 2 {
            continue;
        }
        let player = nova(pos, 3_000);
        let config = player.tree_config().unwrap();
        let mut trees = player.parallel_trees(2, 50.0, 0.0).unwrap();
        let mut searchers = [TreeSearcher::new(config), TreeSearcher::new(config)];
        let mv = run(&mut trees, &mut searchers).unwrap();
        assert!(pos.is_legal(mv, Rules::WOF));
        // Every iteration of both trees is in the merged root.
        assert_eq!(trees.visits(), 6_000);
        let merged = trees.merged();
        let visits: u32 = merged.iter().map(|s| s.visits).sum();
        assert_eq!(visits as u64 + 2, trees.visits() + 2);
        assert!(merged.windows(2).all(|w| w[0].visits >= w[1].visits));
        // The two trees differ (their seeds do) and each is what one tree of the same
        // seed grows alone: the first is the one-tree player's own.
        let one = {
            let mut p = nova(pos, 3_000);
            p.choose(&FrozenClock);
            p.tree().unwrap().move_stats()
        };
        let first = searchers[0].tree.as_ref().unwrap().move_stats();
        let second = searchers[1].tree.as_ref().unwrap().move_stats();
        assert_eq!(first, one);
        assert_ne!(first, second);
        for s in &merged {
            let v =
                |stats: &[MoveStat]| stats.iter().find(|t| t.mv == s.mv).map_or(0, |t| t.visits);
            assert_eq!(s.visits, v(&first) + v(&second));
        }
        // The report is the merged one.
        let report = trees.report();
        assert_eq!(report.best, Some(mv));
        assert!(matches!(
            report.progress,
            Progress::Mcts {
                playouts: 6_000,
                ..
            }
        ));
        assert_eq!(report.pv.first(), Some(&mv));
    }
}

#[test]
fn a_proof_in_one_tree_decides_and_the_root_solve_comes_first() {
    let mut rng = Rng::new(5);
    let mut solver = Solver::new(1 << 20, Rules::WOF);
    let mut checked = 0;
    while checked < 6 {
        let pos = random_walk(&mut rng, 48);
        if pos.board.empty_count() != 12 || pos.board.legal_moves().count() < 2 {
            continue;
        }
        checked += 1;
        let exact = solver
            .solve(pos.board, &Deadline::never(&FrozenClock))
            .unwrap();
        let score_of = |mv: Move, solver: &mut Solver| {
            let Move::Place(sq) = mv else { panic!() };
            let after = pos.board.apply(sq, pos.board.flips(sq));
            solver
                .solve(after, &Deadline::never(&FrozenClock))
                .map_or(-after.final_score(), |s| -s.score)
        };
        // Nova solves from 20 empties: the first job is the exact solve.
        let player = nova(pos, 20_000);
        let config = player.tree_config().unwrap();
        assert!(player.parallel_trees(2, 50.0, 0.0).unwrap().is_solving());
        // It goes to the last tree's searcher, the others grow their trees meanwhile,
        // and it decides a best move.
        let settings = TreeSettings {
            solver: true,
            minimax_weight: config.minimax_weight,
            budget_ms: 1_000.0,
            target_ms: None,
            iterations: 100,
            solve_nodes: Some(u64::MAX),
            job_ms: 10.0,
        };
        let mut trees = ParallelTrees::new(pos.board, settings, &[1, 2], 0.0, Thinking::Busy);
        let job = trees.job_for(1, 0.0).unwrap();
        assert!(job.solve);
        let mut searchers = [TreeSearcher::new(config), TreeSearcher::new(config)];
        let grow = trees.job_for(0, 0.0).unwrap();
        assert!(!grow.solve);
        let grown = searchers[0].run(&grow, &Deadline::never(&FrozenClock));
        assert!(take(&mut trees, grown));
        assert_eq!(trees.thinking(), Thinking::Busy, "the solve is awaited");
        assert_eq!(trees.job_for(0, 0.0), None, "out of iterations");
        let solved = searchers[1].run(&job, &Deadline::never(&FrozenClock));
        assert!(take(&mut trees, solved));
        let Thinking::Done(Some(mv)) = trees.thinking() else {
            panic!("not decided")
        };
        assert_eq!(score_of(mv, &mut solver), exact.score);
        // Without the solve, leaves solved exactly prove the root in a tree.
        let leafy = MctsConfig {
            leaf_solve_empties: 11,
            ..config
        };
        let settings = TreeSettings {
            budget_ms: Millis::INFINITY,
            iterations: 100_000,
            solve_nodes: None,
            ..settings
        };
        let mut trees = ParallelTrees::new(pos.board, settings, &[1, 2], 0.0, Thinking::Busy);
        let mut searchers = [TreeSearcher::new(leafy), TreeSearcher::new(leafy)];
        let mv = run(&mut trees, &mut searchers).unwrap();
        assert!(trees.visits() < 10_000, "{}", trees.visits());
        assert_eq!(
            score_of(mv, &mut solver).signum(),
            exact.score.signum(),
            "{}",
            pos.to_obf()
        );
    }
}

#[test]
fn results_that_do_not_fit_are_refused() {
    let player = nova(Position::START, 1_000);
    let config = player.tree_config().unwrap();
    let mut trees = player.parallel_trees(2, 50.0, 0.0).unwrap();
    let job = trees.job_for(0, 0.0).unwrap();
    assert_eq!(trees.job_for(0, 0.0), None, "one job a tree at a time");
    let good = TreeSearcher::new(config).run(&job, &Deadline::never(&FrozenClock));
    // Not handed out: tree 1 has no job; tree 7 does not exist.
    for tree in [1, 7] {
        assert!(!take(
            &mut trees,
            TreeResult {
                tree,
                ..good.clone()
            }
        ));
    }
    let bad_rate = {
        let mut r = good.clone();
        r.stats[0].win_rate = 2.0;
        r
    };
    let illegal = {
        let mut r = good.clone();
        r.stats[0].mv = Move::Place("a1".parse().unwrap());
        r
    };
    let twice = {
        let mut r = good.clone();
        r.stats[1].mv = r.stats[0].mv;
        r
    };
    for bad in [bad_rate, illegal, twice] {
        assert!(!take(&mut trees, bad));
        assert_eq!(trees.visits(), 0);
        // The job is taken as lost: handed out again.
        assert!(trees.job_for(0, 0.0).is_some());
    }
    assert!(take(&mut trees, good));
    assert_eq!(trees.visits(), 1_000);
}

#[test]
fn a_tree_follows_the_game_two_moves_down() {
    let config = nova(Position::START, 1).tree_config().unwrap();
    let mut tree = Mcts::new(Position::START.board, config, 9);
    tree.search(5_000, &Deadline::never(&FrozenClock));
    let mut pos = Position::START;
    let mine = tree.best_move().unwrap();
    pos.play_unchecked(mine);
    let reply = tree.principal_variation(mine, 2)[1];
    pos.play_unchecked(reply);
    assert!(tree.reroot(pos.board));
    assert_eq!(tree.root_board(), pos.board);
    assert!(tree.root_visits() > 0);
    // Somewhere else: a new tree.
    assert!(!tree.reroot(random_walk(&mut Rng::new(3), 30).board));
    assert_eq!(tree.root_visits(), 0);
}
