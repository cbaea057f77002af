//! The computer's move as a split search (`Player::split_move`): the same book move as the
//! one-searcher player, the exact solve's score, and at a fixed depth the value of the
//! serial search, whatever the number of searchers and the order their results come in.

use outflank_engine::ai::toolkit::TimePlan;
use outflank_engine::ai::{
    player_for_level, AlphaBeta, Choice, Deadline, EngineConfig, EvalKind, FrozenClock, JobSource,
    Level, Player, Rng, Solver, SplitJob, SplitMove, SplitResult, Thinking,
};
use outflank_engine::{parse_moves, Move, Position, Rules, Square};

fn after(moves: &str) -> Position {
    let mut pos = Position::START;
    for mv in parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.play_unchecked(mv);
    }
    pos
}

/// A position after `plies` random moves (`None` if the game ended or the side to move
/// has fewer than two moves).
fn random_position(seed: u64, plies: u32) -> Option<Position> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::START;
    for _ in 0..plies {
        let moves: Vec<Square> = pos.board.legal_moves().into_iter().collect();
        if moves.is_empty() {
            return None;
        }
        let sq = moves[rng.below(moves.len() as u32) as usize];
        pos.play_unchecked(Move::Place(sq));
    }
    (pos.board.legal_moves().count() >= 2).then_some(pos)
}

/// Runs `split` to its end with `workers` simulated searchers answering in an order drawn
/// from `rng`, stale jobs stopped as the coordinator does; `run` values a job on searcher
/// `w`. The clock stands still at 0.
fn drive(
    split: &mut SplitMove,
    workers: usize,
    rng: &mut Rng,
    mut run: impl FnMut(usize, &SplitJob) -> SplitResult,
) {
    let mut running: Vec<(usize, SplitJob)> = Vec::new();
    let mut turn = 0;
    while !split.thinking().is_done() {
        while running.len() < workers {
            match split.next_job() {
                Some(job) => {
                    turn += 1;
                    running.push((turn % workers, job));
                }
                None => break,
            }
        }
        assert!(!running.is_empty(), "a split that is not over has work out");
        let k = rng.below(running.len() as u32) as usize;
        let (w, job) = running.swap_remove(k);
        let result = run(w, &job);
        split.accept(result, 0.0);
        let stale = split.stale_jobs();
        running.retain(|(_, j)| {
            let stop = stale.contains(&j.id);
            if stop {
                split.accept(
                    SplitResult {
                        id: j.id,
                        score: None,
                        nodes: 0,
                    },
                    0.0,
                );
            }
            !stop
        });
    }
}

#[test]
fn in_the_book_the_split_move_is_the_serial_players_move_and_needs_no_search() {
    let mut checked = 0;
    for (moves, seed) in [
        ("", 1),
        ("f5", 2),
        ("f5d6", 3),
        ("f5d6c3", 4),
        ("f5f6e6", 5),
    ] {
        for seed in [seed, seed + 100] {
            let pos = after(moves);
            let mut serial = player_for_level(Level::strongest(), Rules::WOF, seed);
            serial.set_position(pos);
            let in_book = outflank_engine::ai::book::installed()
                .unwrap()
                .move_values(pos.board)
                .is_some();
            assert!(in_book, "{moves} is in Oracle's book");
            let mut split = serial.split_move(0.0).expect("Oracle's move splits");
            assert!(
                split.next_job().is_none(),
                "{moves}: no job for a book move"
            );
            let played = serial.choose(&FrozenClock);
            assert_eq!(
                split.thinking(),
                Thinking::Done(played),
                "{moves}, seed {seed}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 10);
}

#[test]
fn a_lone_move_a_pass_and_a_game_over_are_answered_at_once() {
    // Black to move with one legal move only: after these moves, Black's lone move.
    let mut pos = Position::START;
    let mut rng = Rng::new(9);
    let mut seen_lone = false;
    for _ in 0..60 {
        let moves: Vec<Square> = pos.board.legal_moves().into_iter().collect();
        let mut p = player_for_level(Level::strongest(), Rules::WOF, 1);
        p.set_book(None, 0);
        p.set_position(pos);
        let split = p.split_move(0.0).unwrap();
        match moves.len() {
            0 => {
                assert!(matches!(
                    split.thinking(),
                    Thinking::Done(None | Some(Move::Pass))
                ));
                if split.thinking() == Thinking::Done(None) {
                    break;
                }
                pos.play_unchecked(Move::Pass);
                continue;
            }
            1 => {
                seen_lone = true;
                assert_eq!(
                    split.thinking(),
                    Thinking::Done(Some(Move::Place(moves[0])))
                );
            }
            _ => {}
        }
        let sq = moves[rng.below(moves.len() as u32) as usize];
        pos.play_unchecked(Move::Place(sq));
    }
    assert!(seen_lone, "a lone move came up");
}

#[test]
fn at_a_fixed_depth_the_split_move_is_worth_the_serial_searchs_move() {
    let depth = 5;
    let engine = EngineConfig::AlphaBeta {
        eval: EvalKind::Tuned,
        depth,
        choice: Choice::Best,
        table_bytes: 1 << 16,
        solve_empties: 0,
        probcut: 0.0,
    };
    let never = Deadline::never(&FrozenClock);
    let mut rng = Rng::new(3);
    let mut tested = 0;
    for seed in 0..16 {
        let Some(pos) = random_position(40 + seed, 16) else {
            continue;
        };
        let mut serial = Player::new(engine, f64::INFINITY, Rules::WOF, seed);
        serial.set_position(pos);
        let Some(Move::Place(serial_move)) = serial.choose(&FrozenClock) else {
            panic!("a move")
        };
        // Each move's exact value at that depth.
        let value = |sq: Square| {
            let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
            ab.search_move(pos.board, sq, depth, &never).unwrap()
        };
        for workers in [1, 2, 3] {
            let mut split = serial.split_move(0.0).unwrap();
            let mut searchers: Vec<AlphaBeta> = (0..workers)
                .map(|_| AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF))
                .collect();
            drive(&mut split, workers, &mut rng, |w, job| {
                job.run_alphabeta(&mut searchers[w], &never)
            });
            assert_eq!(split.depth(), depth);
            let Thinking::Done(Some(Move::Place(chosen))) = split.thinking() else {
                panic!("a move")
            };
            assert_eq!(
                value(chosen),
                value(serial_move),
                "seed {seed}, {workers} searchers: {chosen} against the serial {serial_move}"
            );
        }
        tested += 1;
    }
    assert!(tested >= 10, "{tested}");
}

#[test]
fn from_the_levels_solve_empties_the_split_move_is_the_solvers_best() {
    let never = Deadline::never(&FrozenClock);
    let mut rng = Rng::new(8);
    let mut tested = 0;
    for seed in 0..12 {
        let Some(pos) = random_position(500 + seed, 44) else {
            continue;
        };
        // Oracle's settings with no time limit: 16 empties, within its solve range.
        let oracle = player_for_level(Level::strongest(), Rules::WOF, seed);
        let mut player = Player::new(oracle.engine(), f64::INFINITY, Rules::WOF, seed);
        player.set_position(pos);
        let mut split = player.split_move(0.0).unwrap();
        if split.thinking().is_done() {
            continue;
        }
        assert!(split.is_solving());
        let mut solvers: Vec<Solver> = (0..2).map(|_| Solver::new(1 << 18, Rules::WOF)).collect();
        drive(&mut split, 2, &mut rng, |w, job| {
            assert_eq!(job.depth, 0, "an exact solve's job");
            job.run_solver(&mut solvers[w], &never)
        });
        let Thinking::Done(Some(Move::Place(best))) = split.thinking() else {
            panic!("a move")
        };
        let mut check = Solver::new(1 << 20, Rules::WOF);
        let exact = check.solve(pos.board, &never).unwrap().score;
        assert_eq!(
            check.solve_move(pos.board, best, -64, 64, &never),
            Some(exact),
            "seed {seed}"
        );
        tested += 1;
    }
    assert!(tested >= 8, "{tested}");
}

#[test]
fn no_iteration_starts_after_forty_percent_of_the_budget_and_a_stop_keeps_the_last_best() {
    let pos = random_position(77, 20).unwrap();
    let mut player = player_for_level(Level::strongest(), Rules::WOF, 1);
    player.set_book(None, 0);
    player.set_position(pos);
    let budget = player.budget_ms();
    let never = Deadline::never(&FrozenClock);
    let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
    let mut split = player.split_move(0.0).unwrap();
    assert!(!split.is_solving());
    assert_eq!(split.job_stop_ms().unwrap(), budget);
    // Iterations 1 and 2 at time 0, the rest after 40% of the whole budget: the third
    // iteration is the last (completed after that time, it starts no fourth).
    while !split.thinking().is_done() {
        let job = split.next_job().expect("one job at a time");
        let now = if split.depth() >= 2 {
            budget * 0.41
        } else {
            0.0
        };
        split.accept(job.run_alphabeta(&mut ab, &never), now);
    }
    assert_eq!(split.depth(), 3);
    assert!(matches!(
        split.thinking(),
        Thinking::Done(Some(Move::Place(_)))
    ));

    // A job stopped by its deadline ends the search with the last completed iteration's
    // best move.
    let mut split = player.split_move(0.0).unwrap();
    while split.depth() < 2 {
        let job = split.next_job().unwrap();
        split.accept(job.run_alphabeta(&mut ab, &never), 0.0);
    }
    let best = split.best();
    assert!(best.is_some());
    let job = split.next_job().unwrap();
    split.accept(
        SplitResult {
            id: job.id,
            score: None,
            nodes: 10,
        },
        budget,
    );
    assert_eq!(split.thinking(), Thinking::Done(best));
}

#[test]
fn a_job_given_back_is_handed_out_again() {
    let pos = random_position(78, 20).unwrap();
    let mut player = player_for_level(Level::strongest(), Rules::WOF, 1);
    player.set_book(None, 0);
    player.set_position(pos);
    let mut split = player.split_move(0.0).unwrap();
    let job = split.next_job().unwrap();
    assert!(split.next_job().is_none(), "the first move alone first");
    split.give_back(job.id);
    let again = split.next_job().expect("handed out again");
    assert_eq!(
        (again.square, again.alpha, again.beta),
        (job.square, job.alpha, job.beta)
    );
}

#[test]
fn oracle_tries_the_exact_solve_from_22_empties_and_then_searches_on_its_whole_budget() {
    let mut player = player_for_level(Level::strongest(), Rules::WOF, 1);
    player.set_book(None, 0);
    let plan = player.time_plan().expect("Oracle spreads its time");
    assert_eq!(plan.early_solve_empties, 2);
    let budget = player.budget_ms();
    let early_ms = plan.average_ms * TimePlan::EARLY_SOLVE_SHARE;
    let mut tested = 0;
    for seed in 0..20 {
        let Some(pos) = random_position(900 + seed, 38) else {
            continue;
        };
        assert_eq!(pos.board.empty_count(), 22);
        player.set_position(pos);
        let mut split = player.split_move(10.0).unwrap();
        if split.thinking().is_done() {
            continue;
        }
        // The solve first, on its own share of time.
        assert!(split.is_solving(), "seed {seed}");
        assert_eq!(split.job_stop_ms(), Some(10.0 + early_ms));
        // Not solved in time: the deepening then has the level's whole budget.
        let job = split.next_job().unwrap();
        let stopped = SplitResult {
            id: job.id,
            score: None,
            nodes: 10,
        };
        split.accept(stopped, 10.0 + early_ms);
        assert!(!split.is_solving());
        assert!(!split.thinking().is_done());
        assert_eq!(split.job_stop_ms(), Some(10.0 + early_ms + budget));
        tested += 1;
    }
    assert!(tested >= 10, "{tested}");
    // One more empty: no solve, the deepening at once.
    let pos = (0..20)
        .find_map(|seed| random_position(900 + seed, 37))
        .unwrap();
    player.set_position(pos);
    let split = player.split_move(0.0).unwrap();
    assert!(!split.is_solving());
    assert_eq!(split.job_stop_ms(), Some(budget));
}
