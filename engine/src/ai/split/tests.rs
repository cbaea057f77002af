//! The split searches against the serial ones: the same scores and best values whatever
//! the number of searchers and the order their results come in.

use super::*;
use crate::ai::testing::random_walk;
use crate::ai::{EvalKind, Rng};
use crate::Position;

/// The position after `plies` random moves from seed `seed` (passes included), if the game
/// goes on there.
fn random_position(seed: u64, plies: u32) -> Option<Board> {
    let board = random_walk(&mut Rng::new(seed), plies as usize).board;
    board.has_legal_move().then_some(board)
}

/// The positions after `plies` random moves from seeds `first..first + count` (those
/// where the game goes on), each with its seed's offset.
fn positions(first: u64, count: u64, plies: u32) -> impl Iterator<Item = (u64, Board)> {
    (0..count).filter_map(move |seed| Some((seed, random_position(first + seed, plies)?)))
}

/// No deadline.
fn never() -> Deadline<'static> {
    Deadline::never(&crate::ai::FrozenClock)
}

/// [`positions`], each with its exact score and the serial solver's move order.
fn solved_positions(
    first: u64,
    count: u64,
    plies: u32,
) -> impl Iterator<Item = (u64, Board, i32, Vec<Square>)> {
    positions(first, count, plies).map(move |(seed, board)| {
        let mut serial = Solver::new(1 << 18, Rules::WOF);
        let exact = serial.solve(board, &never()).unwrap().score;
        (seed, board, exact, serial.root_order(board))
    })
}

/// A fresh alpha-beta searcher: the tuned evaluation and a small table.
fn fresh_alphabeta() -> AlphaBeta {
    AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF)
}

/// Each legal move's value `depth` plies deep, each on a fresh searcher, in square order.
fn move_values(board: Board, depth: u32) -> Vec<i32> {
    let values = |sq| fresh_alphabeta().search_move(board, sq, depth, &never());
    board
        .legal_moves()
        .into_iter()
        .map(|sq| values(sq).unwrap())
        .collect()
}

#[test]
fn stale_jobs_stopped_and_handed_out_again_change_no_score() {
    // Plain, and split down the principal variation; the worst moves first (down the line
    // too): bounds rise late, jobs go stale and cut-offs below leave jobs running.
    for (rng_seed, first, plies, pv) in [(5, 300, 48, false), (23, 500, 46, true)] {
        let mut rng = Rng::new(rng_seed);
        let mut stopped = 0;
        for (seed, board, exact, mut order) in solved_positions(first, 30, plies) {
            order.reverse();
            let mut reversed = solver_order(8);
            let mut worst_first = |b: Board, d: u32| {
                reversed(b, d).map(|mut o| {
                    o.reverse();
                    o
                })
            };
            let mut solver = Solver::new(if pv { 1 << 16 } else { 1 << 18 }, Rules::WOF);
            let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
            if pv {
                split = split.split_first(PV_LEVELS, &mut worst_first);
            }
            stopped += drive(&mut split, 3, &mut rng, true, |_, _, job| {
                job.run_solver(&mut solver, &never())
            });
            assert_eq!(split.outcome().unwrap().score, exact, "seed {seed}, {pv}");
        }
        assert!(stopped > 0, "some jobs went stale ({pv})");
    }
}

/// Runs `split` with `workers` simulated searchers that finish their jobs in an order
/// drawn from `rng`, stale jobs stopped (answered `None`) when they come up if
/// `stop_stale`; `run` values a job on a searcher, seeing the split. Returns how many jobs
/// were stopped.
fn drive(
    split: &mut RootSplit,
    workers: usize,
    rng: &mut Rng,
    stop_stale: bool,
    mut run: impl FnMut(&RootSplit, usize, &SplitJob) -> SplitResult,
) -> usize {
    let mut free: Vec<usize> = (0..workers).collect();
    let mut running: Vec<(SplitJob, usize)> = Vec::new();
    let mut cancelled = std::collections::HashSet::new();
    let mut stopped = 0;
    loop {
        while let Some(&w) = free.last() {
            let Some(job) = split.next_job() else {
                break;
            };
            free.pop();
            running.push((job, w));
        }
        if running.is_empty() {
            break;
        }
        let (job, w) = running.swap_remove(rng.below(running.len() as u32) as usize);
        let result = if cancelled.contains(&job.id) {
            stopped += 1;
            SplitResult {
                id: job.id,
                score: None,
                nodes: 0,
            }
        } else {
            run(split, w, &job)
        };
        free.push(w);
        split.accept(result, 0.0);
        if stop_stale {
            cancelled.extend(split.stale_jobs());
        }
    }
    assert!(split.is_finished() && !split.is_stopped());
    stopped
}

#[test]
fn a_split_solve_finds_the_serial_solvers_score_with_any_number_of_searchers() {
    // Plain, and split down the principal variation.
    let cases = [(7, 0, 40, 48, false, 30), (17, 400, 30, 46, true, 20)];
    for (rng_seed, first, count, plies, pv, at_least) in cases {
        let mut rng = Rng::new(rng_seed);
        let table = if pv { 1 << 16 } else { 1 << 18 };
        let mut tested = 0;
        for (seed, board) in positions(first, count, plies) {
            let mut serial = Solver::new(1 << 20, Rules::WOF);
            let expected = serial.solve(board, &never()).unwrap().score;
            let order = serial.root_order(board);
            for workers in [1, 2, 3, 5] {
                let mut solvers: Vec<Solver> = (0..workers)
                    .map(|_| Solver::new(table, Rules::WOF))
                    .collect();
                let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
                if pv {
                    split = split.split_first(PV_LEVELS, &mut solver_order(8));
                }
                let mut turn = 0;
                drive(&mut split, workers, &mut rng, false, |_, _, job| {
                    turn += 1;
                    job.run_solver(&mut solvers[turn % workers], &never())
                });
                let outcome = split.outcome().expect("an outcome");
                let context = format!("seed {seed}, {workers} searchers, {pv}");
                assert_eq!(outcome.score, expected, "{context}");
                assert_eq!(outcome.moves.len(), order.len());
                if !pv {
                    assert!(outcome.moves[0].exact);
                    // No move beats the best.
                    assert!(outcome.moves.iter().all(|m| m.score <= outcome.score));
                }
                // The best move really scores that.
                let mut check = Solver::new(table, Rules::WOF);
                let best = check.solve_move(board, outcome.best, -64, 64, &never());
                assert_eq!(best, Some(expected), "{context}: the best move scores it");
            }
            tested += 1;
        }
        assert!(tested >= at_least, "{tested}");
    }
}

#[test]
fn a_split_alphabeta_iteration_finds_the_best_full_window_value() {
    // Plain, and split down the principal variation.
    for (rng_seed, first, count, depth, pv) in [(11, 100, 12, 4, false), (13, 800, 8, 7, true)] {
        let mut rng = Rng::new(rng_seed);
        for (seed, board) in positions(first, count, 20) {
            // Each job on a fresh searcher: a job's value depends on nothing but the job.
            let run = |_: &RootSplit, _, job: &SplitJob| {
                job.run_alphabeta(&mut fresh_alphabeta(), &never())
            };
            let full = move_values(board, depth);
            let order: Vec<Square> = board.legal_moves().into_iter().collect();
            for workers in [1, 2, 4] {
                let inf = crate::ai::alphabeta::INFINITY;
                let mut split = RootSplit::new(board, &order, depth, -inf, inf).unwrap();
                if pv {
                    let rules = Rules::WOF;
                    split = PvSplit {
                        eval: EvalKind::Tuned,
                        rules,
                    }
                    .apply(split, &[]);
                    assert!(split.subs[0].is_some(), "seed {seed}: split down the line");
                }
                drive(&mut split, workers, &mut rng, false, run);
                let outcome = split.outcome().unwrap();
                assert_eq!(outcome.score, *full.iter().max().unwrap(), "seed {seed}");
                for m in outcome.moves.iter().filter(|_| !pv) {
                    let Move::Place(sq) = m.mv else { panic!() };
                    let i = order.iter().position(|&s| s == sq).unwrap();
                    if m.exact {
                        assert_eq!(m.score, full[i]);
                    } else {
                        assert!(full[i] <= m.score && m.score <= outcome.score);
                    }
                }
            }
        }
    }
}

#[test]
fn a_deepening_goes_depth_by_depth_and_stops_when_told() {
    let board = Position::START.board;
    let order: Vec<Square> = board.legal_moves().into_iter().collect();
    let mut deepening = SplitDeepening::new(board, &order, 5).unwrap();
    let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
    let mut depths = Vec::new();
    while let Some(job) = deepening.next_job() {
        deepening.accept(job.run_alphabeta(&mut ab, &never()), 0.0);
        // A depth completed by this result.
        let d = deepening.completed().map_or(0, |(_, d)| d);
        if d > depths.last().copied().unwrap_or(0) {
            depths.push(d);
            if d == 3 {
                deepening.finish();
            }
        }
    }
    assert_eq!(depths, [1, 2, 3]);
    let (outcome, depth) = deepening.completed().unwrap();
    assert_eq!(depth, 3);
    assert!(order.contains(&outcome.best));
    assert!(deepening.nodes() > 0);
}

#[test]
fn a_split_within_a_narrow_window_fails_soft_like_the_serial_solver() {
    let mut rng = Rng::new(3);
    for (_, board, exact, order) in solved_positions(200, 20, 48) {
        // Windows below, around and above the exact score.
        for (alpha, beta) in [
            (exact + 2, exact + 6),
            (exact - 1, exact + 1),
            (exact - 8, exact - 2),
        ] {
            let mut solver = Solver::new(1 << 18, Rules::WOF);
            let mut split = RootSplit::new(board, &order, 0, alpha, beta).unwrap();
            drive(&mut split, 2, &mut rng, false, |_, _, job| {
                job.run_solver(&mut solver, &never())
            });
            let score = split.outcome().unwrap().score;
            if exact <= alpha {
                assert!(
                    exact <= score && score <= alpha,
                    "{exact} in {alpha}..{beta}: {score}"
                );
            } else if exact >= beta {
                assert!(
                    beta <= score && score <= exact,
                    "{exact} in {alpha}..{beta}: {score}"
                );
            } else {
                assert_eq!(score, exact);
            }
        }
    }
}

/// The solver's order for positions with at least `min` empties (the PV split's rule
/// in the tests: small positions, so that the split goes several levels down).
fn solver_order(min: u32) -> impl FnMut(Board, u32) -> Option<Vec<Square>> {
    let solver = Solver::new(1 << 10, Rules::WOF);
    move |board, _| (board.empty_count() >= min).then(|| solver.root_order(board))
}

#[test]
fn a_pv_split_keeps_searchers_busy_while_the_first_move_is_valued() {
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    let mut found = 0;
    for (seed, board) in positions(600, 10, 44) {
        let order = solver.root_order(board);
        let plain = RootSplit::new(board, &order, 0, -64, 64).unwrap();
        let mut split = plain.clone().split_first(PV_LEVELS, &mut solver_order(8));
        if split.subs[0].is_none() {
            continue; // a lone reply or a pass after the first move: nothing to split
        }
        // Without the PV split, one job is all there is until the first move is in.
        let mut alone = plain;
        assert!(alone.next_job().is_some());
        assert!(alone.next_job().is_none());
        // With it, the deepest first move alone, then its siblings side by side, all
        // before the root's first move has a value.
        let first = split.next_job().unwrap();
        assert_ne!(first.board, board, "a job down the principal variation");
        assert!(split.next_job().is_none());
        split.accept(first.run_solver(&mut solver, &never()), 0.0);
        let mut side_by_side = Vec::new();
        while let Some(job) = split.next_job() {
            side_by_side.push(job);
        }
        assert!(
            side_by_side.len() >= 2,
            "seed {seed}: {}",
            side_by_side.len()
        );
        assert_eq!(split.running_ids().len(), side_by_side.len());
        assert!(!split.is_finished());
        found += 1;
    }
    assert!(found >= 5);
}

#[test]
fn a_cut_off_down_the_principal_variation_stops_the_jobs_still_out_there() {
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    let mut orphans = 0;
    for (seed, board) in positions(700, 20, 46) {
        let exact = solver.solve(board, &never()).unwrap().score;
        // A window above the score: the position after the first move cuts off as
        // soon as one of its moves refutes it.
        let order = solver.root_order(board);
        let mut split = RootSplit::new(board, &order, 0, exact + 4, exact + 8)
            .unwrap()
            .split_first(1, &mut solver_order(0));
        let mut out: Vec<SplitJob> = Vec::new();
        loop {
            while let Some(job) = split.next_job() {
                out.push(job);
            }
            let Some(job) = out.pop() else { break };
            split.accept(job.run_solver(&mut solver, &never()), 0.0);
            let stale = split.stale_jobs();
            if split.running_ids().len() < out.len() {
                // The jobs the split no longer counts are the ones it asked to stop.
                let counted = out.len() - split.running_ids().len();
                assert_eq!(stale.len(), counted, "seed {seed}");
                out.retain(|j| !stale.contains(&j.id));
                orphans += counted;
            }
        }
        let score = split.outcome().unwrap().score;
        assert!(exact <= score && score <= exact + 4, "{exact}: {score}");
    }
    assert!(orphans > 0, "some cut-offs left jobs running");
}

#[test]
fn the_principal_path_leads_from_the_root_to_the_jobs_that_set_a_best() {
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    let mut deep = 0;
    for (_, board) in positions(950, 10, 46) {
        let order = solver.root_order(board);
        let mut split = RootSplit::new(board, &order, 0, -64, 64)
            .unwrap()
            .split_first(PV_LEVELS, &mut solver_order(8));
        while let Some(job) = split.next_job() {
            let path = split
                .path_to(job.id, None)
                .expect("a running job has a path");
            // The path leads to the job's position.
            let mut at = board;
            for &sq in &path {
                assert!(at.legal_moves().0 & sq.bit() != 0);
                at = at.apply(sq, at.flips(sq));
            }
            assert_eq!(at, job.board);
            let result = job.run_solver(&mut solver, &never());
            let score = result.score.unwrap();
            match split.path_to(job.id, Some(score)) {
                Some(p) => {
                    assert_eq!(p, path);
                    if !p.is_empty() {
                        // Below the root only a job that sets its position's best.
                        assert!(job.alpha < score && score < job.beta);
                        assert_eq!(p[0], order[0], "down the first move");
                        deep += 1;
                    }
                }
                None => {
                    assert!(!path.is_empty(), "every root move's job has its line");
                    assert!(score <= job.alpha || score >= job.beta);
                }
            }
            split.accept(result, 0.0);
            assert_eq!(split.path_to(job.id, None), None, "answered");
        }
    }
    assert!(
        deep > 0,
        "some lines come from down the principal variation"
    );
}

#[test]
fn a_pv_split_deepening_reaches_the_same_values_as_the_plain_one() {
    let board = random_position(900, 16).unwrap();
    let order: Vec<Square> = board.legal_moves().into_iter().collect();
    let outcome = |pv: bool| {
        let mut d = SplitDeepening::new(board, &order, 7).unwrap();
        if pv {
            d = d.with_pv_split(EvalKind::Tuned, Rules::WOF);
        }
        while let Some(job) = d.next_job() {
            d.accept(job.run_alphabeta(&mut fresh_alphabeta(), &never()), 0.0);
        }
        let (o, depth) = d.completed().unwrap();
        (o.score, depth)
    };
    assert_eq!(outcome(true), outcome(false));
}

#[test]
fn an_idle_searcher_gets_its_own_moves_first() {
    let board = random_position(42, 46).unwrap();
    let mut solver = Solver::new(1 << 16, Rules::WOF);
    let order = solver.root_order(board);
    assert!(order.len() >= 3, "{}", order.len());
    let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
    let first = split.next_job().unwrap();
    split.accept(first.run_solver(&mut solver, &never()), 0.0);
    // The null-window tests wait in order; a searcher that searched the last move
    // before gets that one.
    let last = order[order.len() - 1];
    let job = split
        .next_job_preferring(&|b, sq| b == board && sq == last)
        .unwrap();
    assert_eq!(job.square, last);
    assert_eq!(job.beta, job.alpha + 1);
    // Nothing of its own left: the next in order.
    let job = split.next_job_preferring(&|_, sq| sq == last).unwrap();
    assert_eq!(job.square, order[1]);
}

#[test]
fn a_split_solve_splits_re_searches_and_tests_too_and_finds_the_serial_score() {
    // 16 empties: the moves' own splits come into play (tests near the root, and
    // moves searched again after beating the bound), the worst move first so that
    // re-searches and stale tests happen. Searchers finish in a random order and send
    // each other what they found, as the CLI's threads do.
    let mut rng = Rng::new(11);
    let (mut tested, mut split_moves, mut stopped) = (0, 0, 0);
    for (seed, board, exact, mut order) in solved_positions(500, 12, 44) {
        if board.empty_count() < 16 || order.len() < 3 {
            continue;
        }
        order.reverse();
        for workers in [1, 2, 3] {
            let mut solvers: Vec<Solver> = (0..workers)
                .map(|_| {
                    let mut s = Solver::new(1 << 18, Rules::WOF);
                    s.share_from(Some(12));
                    s
                })
                .collect();
            let mut split = RootSplit::new(board, &order, 0, -64, 64)
                .unwrap()
                .split_solve_first(Rules::WOF);
            stopped += drive(&mut split, workers, &mut rng, true, |split, w, job| {
                // A job below a root move other than the first: that move is valued by
                // its own split.
                let path = split.path_to(job.id, None).expect("a running job's path");
                if path.first().is_some_and(|&sq| sq != order[0]) {
                    split_moves += 1;
                }
                let result = job.run_solver(&mut solvers[w], &never());
                let found = solvers[w].take_found();
                for (i, other) in solvers.iter_mut().enumerate() {
                    if i != w {
                        other.learn(&found);
                    }
                }
                result
            });
            let outcome = split.outcome().expect("an outcome");
            assert_eq!(outcome.score, exact, "seed {seed}, {workers} searchers");
            let mut check = Solver::new(1 << 18, Rules::WOF);
            let best = check.solve_move(board, outcome.best, -64, 64, &never());
            assert_eq!(best, Some(exact), "seed {seed}: the best move scores it");
            tested += 1;
        }
    }
    assert!(tested >= 15, "{tested}");
    assert!(split_moves > 0, "moves besides the first were split");
    assert!(stopped > 0, "some jobs went stale");
}

#[test]
fn a_bad_order_is_refused() {
    let board = Position::START.board;
    let a1 = Square::from_index(0);
    let d3: Square = "d3".parse().unwrap();
    assert!(RootSplit::new(board, &[], 0, -64, 64).is_none());
    assert!(RootSplit::new(board, &[a1], 0, -64, 64).is_none());
    assert!(RootSplit::new(board, &[d3, d3], 0, -64, 64).is_none());
    assert!(RootSplit::new(board, &[d3], 0, -64, 64).is_some());
}
