//! A coordinator and its helpers: shared reviews, hints and moves, and the helpers that
//! hang or answer what does not fit.

use super::*;

#[test]
fn a_review_shared_among_helpers_equals_the_review_in_one_worker() {
    let moves = random_game(7)[..24].to_vec();
    let alone = {
        let request = review_request(1, moves.clone());
        let (_, response) = Thinker::default()
            .answer_now(request, 'a', &FrozenClock)
            .unwrap();
        response.body
    };
    assert_eq!(pool::helpers_for(1), 0);
    assert_eq!(pool::helpers_for(3), 3);
    let (mut coordinator, mut helpers) = pool_of(3);
    let out = coordinator.review(9, 'a', (Position::START, &moves, Rules::WOF), 3);
    // Every helper is asked for a position at once.
    let jobs = to_helpers(&out);
    assert_eq!(jobs.len(), 3);
    assert!(jobs
        .iter()
        .all(|(_, r)| matches!(r.body, RequestBody::Helper(_))));
    // Helper 1 dies on its second answer: that position is reviewed again.
    let to_app = run_pool(&mut coordinator, &mut helpers, out, Some((5, 1)));
    let (last, progress) = to_app.split_last().unwrap();
    assert!(to_app.iter().all(|r| r.id == 9));
    assert_eq!(last.body, alone);
    let counts: Vec<u32> = progress
        .iter()
        .map(|r| match r.body {
            ResponseBody::ReviewProgress(n) => n,
            ref other => panic!("{other:?}"),
        })
        .collect();
    assert!(counts.windows(2).all(|w| w[0] < w[1]), "{counts:?}");
    assert!(!helpers.iter().any(Thinker::is_busy));
}

/// Starts a shared search as request `id` with 2 helpers.
type Start<'a> = &'a dyn Fn(&mut pool::Coordinator<char>, u64) -> Vec<pool::Out<char>>;

#[test]
fn a_stopped_or_replaced_shared_review_or_hint_stops_in_every_helper() {
    let moves = random_game(8)[..30].to_vec();
    let review: Start = &|c, id| c.review(id, 'a', (Position::START, &moves, Rules::WOF), 2);
    let hint: Start = &|c, id| c.hint(id, 'a', (midgame(), Rules::WOF), 2, &FrozenClock);
    let stops = |out: &[pool::Out<char>]| {
        let stops = to_helpers(out);
        stops
            .iter()
            .filter(|(_, r)| r.body == RequestBody::Stop)
            .count()
    };
    for start in [review, hint] {
        let (mut coordinator, mut helpers) = pool_of(2);
        let clock = SteppingClock::new(1.0);
        let out = start(&mut coordinator, 9);
        deliver(&mut helpers, &out, &clock);
        assert!(helpers.iter().all(Thinker::is_busy));
        // Another id's Stop changes nothing.
        assert!(coordinator.stop(8).is_empty());
        // The app's Stop: a Stop to each helper, for the request it works on.
        let out = coordinator.stop(9);
        assert_eq!((out.len(), stops(&out)), (2, 2));
        deliver(&mut helpers, &out, &clock);
        assert!(!helpers.iter().any(Thinker::is_busy));
        assert!(!coordinator.is_busy());
        // Replaced by another search, or dropped for a newer one: the same.
        let out = start(&mut coordinator, 10);
        deliver(&mut helpers, &out, &clock);
        let out = coordinator.review(11, 'a', (Position::START, &[], Rules::WOF), 2);
        assert_eq!(stops(&out), 2);
        deliver(&mut helpers, &out, &clock);
        let out = start(&mut coordinator, 12);
        deliver(&mut helpers, &out, &clock);
        let out = coordinator.drop_shared();
        assert_eq!((out.len(), stops(&out)), (2, 2));
        deliver(&mut helpers, &out, &clock);
        assert!(!helpers.iter().any(Thinker::is_busy));
    }
}

#[test]
fn answers_from_helpers_that_do_not_fit_are_dropped() {
    let moves = random_game(9)[..10].to_vec();
    let mut coordinator = pool::Coordinator::default();
    let out = coordinator.review(9, 'a', (Position::START, &moves, Rules::WOF), 2);
    let (helper, id) = to_helpers(&out).first().map(|&(i, r)| (i, r.id)).unwrap();
    let review = outflank_engine::ai::analysis::MoveReview {
        mover: outflank_engine::Color::Black,
        played: moves[0],
        best: moves[0],
        best_discs: 0,
        played_discs: 0,
        exact: false,
        depth: 8,
    };
    // An answer to an older request, from a helper that was asked nothing, or for
    // another ply: nothing reaches the app.
    let stale = Response::new(
        id + 100,
        ResponseBody::Helper(HelperResponse::Reviewed { ply: 0, review }),
    );
    assert!(coordinator.answered(helper, stale, &FrozenClock).is_empty());
    assert!(coordinator
        .answered(7, Response::new(id, ResponseBody::Pong), &FrozenClock)
        .is_empty());
    let wrong_ply = Response::new(
        id,
        ResponseBody::Helper(HelperResponse::Reviewed { ply: 5, review }),
    );
    let out = coordinator.answered(helper, wrong_ply, &FrozenClock);
    // The position is handed out again instead.
    assert!(
        out.iter().all(|o| matches!(o, pool::Out::Helper(..))),
        "{out:?}"
    );
    assert!(coordinator.is_busy());
    // A game that cannot be reviewed fails at once (the review it replaces is stopped
    // in its helpers).
    let out = coordinator.review(
        11,
        'a',
        (Position::START, &[Move::Place(sq("a1"))], Rules::WOF),
        2,
    );
    let (last, stops) = out.split_last().unwrap();
    assert!(matches!(last, pool::Out::App('a', r) if matches!(r.body, ResponseBody::Failed(_))));
    assert!(stops
        .iter()
        .all(|o| matches!(o, pool::Out::Helper(_, r) if r.body == RequestBody::Stop)));
    assert!(!coordinator.is_busy());
}

#[test]
fn the_default_is_every_core_up_to_8_and_fewer_with_little_memory() {
    use pool::cores_for;
    assert_eq!(cores_for(0, 2, None), 2);
    assert_eq!(cores_for(0, 6, Some(8.0)), 6);
    assert_eq!(cores_for(0, 16, None), 8);
    assert_eq!(cores_for(0, 16, Some(4.0)), 8);
    // 2 workers per GB of memory.
    assert_eq!(cores_for(0, 8, Some(2.0)), 4);
    assert_eq!(cores_for(0, 8, Some(1.0)), 2);
    assert_eq!(cores_for(0, 8, Some(0.25)), 1);
    // A browser that says 0 cores still gets one.
    assert_eq!(cores_for(0, 0, None), 1);
    // A choice, within the device's cores (a save file from a larger device).
    assert_eq!(cores_for(3, 8, Some(0.5)), 3);
    assert_eq!(cores_for(12, 8, None), 8);
    assert_eq!(cores_for(64, 128, None), 64);
}

/// Oracle's move out of its book, shared among `helpers` helpers by a coordinator.
fn shared_move(coordinator: &mut pool::Coordinator<char>, helpers: usize) -> Vec<pool::Out<char>> {
    coordinator
        .think(
            9,
            'a',
            (midgame(), Rules::WOF, Level::strongest(), 1),
            helpers,
            &FrozenClock,
        )
        .expect("Oracle's move is split")
}

#[test]
fn a_move_shared_among_helpers_is_searched_by_all_of_them_and_answered_legally() {
    let (mut coordinator, mut helpers) = pool_of(2);
    let out = shared_move(&mut coordinator, 2);
    // The first move is searched alone first: one job out.
    let jobs = to_helpers(&out);
    assert_eq!(jobs.len(), 1);
    assert!(matches!(
        jobs[0].1.body,
        RequestBody::Helper(HelperRequest::SplitJob { .. })
    ));
    assert!(coordinator.is_moving());
    let to_app = run_pool(&mut coordinator, &mut helpers, out, None);
    let moved = to_app.last().unwrap();
    assert_eq!(moved.id, 9);
    assert!(midgame().is_legal(played(moved), Rules::WOF));
    assert!(!coordinator.is_busy());
    // MCTS levels are not split: the coordinator searches them itself.
    let mcts = levels()
        .iter()
        .find(|l| l.search == outflank_engine::ai::SearchKind::Mcts)
        .unwrap();
    assert!(coordinator
        .think(
            10,
            'a',
            (midgame(), Rules::WOF, mcts.id, 1),
            2,
            &FrozenClock
        )
        .is_none());
}

#[test]
fn a_shared_move_reports_lines_that_start_from_its_position() {
    // Split down the principal variation, the first move's value comes from jobs in the
    // positions after it: their lines are reported from the root, the moves down first.
    let (mut coordinator, mut helpers) = pool_of(2);
    let out = shared_move(&mut coordinator, 2);
    let to_app = run_pool(&mut coordinator, &mut helpers, out, None);
    let mut lines = 0;
    for response in &to_app {
        let ResponseBody::Thinking { report, .. } = &response.body else {
            continue;
        };
        if report.pv.is_empty() {
            continue;
        }
        assert_eq!(report.pv.first(), report.best.as_ref(), "{report:?}");
        let mut position = midgame();
        for &mv in &report.pv {
            position = position
                .play(mv, Rules::WOF)
                .unwrap_or_else(|_| panic!("{mv} is legal in line {:?}", report.pv));
        }
        lines += 1;
    }
    assert!(lines > 0, "some reports carry a line");
    // The last report's line is the best move's, however deep down the principal
    // variation its value was found.
    let last = to_app
        .iter()
        .rev()
        .find_map(|r| match &r.body {
            ResponseBody::Thinking { report, .. } => Some(report),
            _ => None,
        })
        .expect("reports");
    assert!(last.pv.len() >= 2, "{last:?}");
}

#[test]
fn a_shared_move_stopped_or_moved_now_stops_every_helper_at_work() {
    let (mut coordinator, mut helpers) = pool_of(2);
    let clock = SteppingClock::new(1.0);
    let mut out = shared_move(&mut coordinator, 2);
    // Until both helpers have a job.
    let mut working = std::collections::HashMap::new();
    for _ in 0..10_000 {
        for o in std::mem::take(&mut out) {
            if let pool::Out::Helper(i, request) = o {
                working.insert(i, request.id);
                if let Some((_, r)) = helpers[i].receive(request, i, &clock) {
                    out.extend(coordinator.answered(i, r, &FrozenClock));
                }
            }
        }
        if helpers.iter().all(Thinker::is_busy) {
            break;
        }
        for (i, helper) in helpers.iter_mut().enumerate() {
            if let Some((_, r)) = helper.slice(&clock, SLICE_MS) {
                working.remove(&i);
                out.extend(coordinator.answered(i, r, &FrozenClock));
            }
        }
    }
    assert!(helpers.iter().all(Thinker::is_busy), "both helpers search");
    // Another id's Stop is not ours.
    assert!(coordinator.stop(8).is_empty());
    let stops = coordinator.stop(9);
    assert_eq!(stops.len(), 2);
    for o in stops {
        let pool::Out::Helper(i, request) = o else {
            panic!("only helpers are told")
        };
        assert_eq!(request.body, RequestBody::Stop);
        assert_eq!(Some(&request.id), working.get(&i));
        assert!(helpers[i].receive(request, i, &clock).is_none());
    }
    assert!(helpers.iter().all(|h| !h.is_busy()), "every helper stopped");
    assert!(!coordinator.is_busy());

    // "Move now" before any iteration is in: a quick search's move, and the helpers told.
    let out = shared_move(&mut coordinator, 2);
    assert_eq!(out.len(), 1);
    let out = coordinator.move_now(9, &FrozenClock);
    let moved: Vec<_> = out
        .iter()
        .filter_map(|o| match o {
            pool::Out::App(_, r) => Some(r),
            _ => None,
        })
        .collect();
    assert_eq!(moved.len(), 1);
    assert!(midgame().is_legal(played(moved[0]), Rules::WOF));
    assert!(out
        .iter()
        .any(|o| matches!(o, pool::Out::Helper(0, r) if r.body == RequestBody::Stop)));
    assert!(!coordinator.is_busy());
}

#[test]
fn a_helper_that_hangs_is_pinged_then_replaced_and_its_job_handed_out_again() {
    let mut coordinator = pool::Coordinator::default();
    let out = shared_move(&mut coordinator, 2);
    let first_job = |out: &[pool::Out<char>]| {
        to_helpers(out)
            .into_iter()
            .find_map(|(i, r)| match &r.body {
                RequestBody::Helper(HelperRequest::SplitJob { square, .. }) => Some((i, *square)),
                _ => None,
            })
    };
    let (helper, square) = first_job(&out).expect("the first move handed out");
    // The helpers have loaded (they said so at 0 ms); the job went out at 0 ms.
    coordinator.heard(0, &FrozenClock);
    coordinator.heard(1, &FrozenClock);
    struct At(f64);
    impl Clock for At {
        fn now_ms(&self) -> f64 {
            self.0
        }
    }
    let at = At;
    // Silent for less than a second: nothing yet; then pinged with its request's id.
    let (out, hung) = coordinator.watch(&at(999.0));
    assert!(out.is_empty() && hung.is_empty());
    let (out, hung) = coordinator.watch(&at(1_000.0));
    assert!(hung.is_empty());
    assert!(
        matches!(&out[..], [pool::Out::Helper(h, r)] if *h == helper && r.body == RequestBody::Ping)
    );
    // A pong (or any answer) starts its silence again.
    let pong = match &out[0] {
        pool::Out::Helper(_, r) => Response::new(r.id, ResponseBody::Pong),
        _ => unreachable!(),
    };
    assert!(coordinator.answered(helper, pong, &at(1_000.0)).is_empty());
    for second in 2..=6 {
        let (_, hung) = coordinator.watch(&at(second as f64 * 1_000.0));
        assert!(hung.is_empty(), "second {second}");
    }
    // Past 5 s of silence: hung, and its job handed out again.
    let (out, hung) = coordinator.watch(&at(6_001.0));
    assert_eq!(hung, [helper]);
    assert_eq!(first_job(&out).map(|(_, sq)| sq), Some(square));
    assert!(coordinator.is_moving());
    // A helper still loading gets longer (20 s).
    let mut coordinator = pool::Coordinator::default();
    shared_move(&mut coordinator, 2);
    for second in 1..=20 {
        let (_, hung) = coordinator.watch(&at(second as f64 * 1_000.0));
        assert!(hung.is_empty());
    }
    let (_, hung) = coordinator.watch(&at(20_001.0));
    assert_eq!(hung.len(), 1);
}

/// The helper requests in `out` that are hint jobs, by helper.
fn hint_jobs(out: &[pool::Out<char>]) -> Vec<usize> {
    let hint_job =
        |r: &Request| matches!(r.body, RequestBody::Helper(HelperRequest::HintJob { .. }));
    let jobs = to_helpers(out).into_iter().filter(|(_, r)| hint_job(r));
    jobs.map(|(i, _)| i).collect()
}

#[test]
fn a_hint_shared_among_helpers_gives_the_values_of_one_worker() {
    // 18 empties: exact values in the end, the same whoever searched them.
    let position = position_of_game(7, 42);
    assert_eq!(position.board.empty_count(), 18);
    let ResponseBody::Hint(alone) = answer(hint_request(1, position), &FrozenClock).body else {
        panic!("a hint")
    };
    assert!(alone.done && alone.is_exact());
    let (mut coordinator, mut helpers) = pool_of(2);
    let out = coordinator.hint(9, 'a', (position, Rules::WOF), 2, &FrozenClock);
    // Both helpers value a move at once; the coordinator searches nothing itself.
    assert_eq!(hint_jobs(&out), [0, 1]);
    assert!(coordinator.is_busy());
    // Helper 1 dies on its third answer: its move is valued again.
    let to_app = run_pool(&mut coordinator, &mut helpers, out, Some((3, 1)));
    assert!(to_app.iter().all(|r| r.id == 9));
    let hints: Vec<_> = to_app
        .iter()
        .map(|r| match &r.body {
            ResponseBody::Hint(h) => h.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    let (last, news) = hints.split_last().unwrap();
    assert_eq!(last, &alone);
    // As from one worker: every move valued each time, deeper estimates or more exact
    // values each time, the last one done.
    assert!(!news.is_empty());
    for (a, b) in news.iter().zip(&hints[1..]) {
        assert!(!a.done);
        assert_eq!(a.values.len(), alone.values.len());
        let exact = |h: &outflank_engine::ai::analysis::HintAnswer| {
            h.values.iter().filter(|v| v.exact()).count()
        };
        assert!(
            b.depth > a.depth || exact(b) > exact(a) || b.done,
            "{a:?} then {b:?}"
        );
    }
    assert!(!helpers.iter().any(Thinker::is_busy));
    assert!(!coordinator.is_busy());
}

#[test]
fn a_shared_hint_ended_by_move_now_answers_the_values_it_has() {
    let position = midgame();
    let mut coordinator = pool::Coordinator::default();
    // "Move now" (or the hint's time up) ends it with the values it has, done.
    let out = coordinator.hint(12, 'a', (position, Rules::WOF), 2, &FrozenClock);
    assert_eq!(hint_jobs(&out).len(), 2);
    let out = coordinator.move_now(12, &FrozenClock);
    let (last, stops) = out.split_last().unwrap();
    assert!(matches!(last, pool::Out::App('a', r)
        if r.id == 12 && matches!(&r.body, ResponseBody::Hint(h) if h.done)));
    assert_eq!(stops.len(), 2);
    assert!(!coordinator.is_busy());
    // A position without a move: answered at once, empty and done.
    let passed =
        Position::from_obf("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-O X")
            .unwrap();
    let out = coordinator.hint(13, 'a', (passed, Rules::WOF), 2, &FrozenClock);
    assert!(matches!(&out[..], [pool::Out::App('a', r)]
        if matches!(&r.body, ResponseBody::Hint(h) if h.done && h.values.is_empty())));
}

#[test]
fn hint_values_from_helpers_that_do_not_fit_are_dropped() {
    let mut coordinator = pool::Coordinator::default();
    let out = coordinator.hint(9, 'a', (midgame(), Rules::WOF), 2, &FrozenClock);
    let asked = to_helpers(&out)
        .into_iter()
        .find_map(|(i, r)| match r.body {
            RequestBody::Helper(HelperRequest::HintJob { class, depth, .. }) => {
                Some((i, r.id, class, depth))
            }
            _ => None,
        });
    let (helper, id, class, depth) = asked.unwrap();
    let value = |id, class, discs| {
        Response::new(
            id,
            ResponseBody::Helper(HelperResponse::HintValue {
                class,
                depth,
                discs,
            }),
        )
    };
    // An older request's answer, another helper's, another move's, a value beyond 64
    // discs: nothing reaches the app; the move is handed out again.
    assert!(coordinator
        .answered(helper, value(id + 100, class, Some(0)), &FrozenClock)
        .is_empty());
    assert!(coordinator
        .answered(7, value(id, class, Some(0)), &FrozenClock)
        .is_empty());
    let mut id = id;
    for (class, discs) in [(class + 50, Some(0)), (class, Some(100))] {
        let out = coordinator.answered(helper, value(id, class, discs), &FrozenClock);
        let again: Vec<(usize, u64)> = to_helpers(&out).iter().map(|&(i, r)| (i, r.id)).collect();
        // The helper is asked again, by a new request (and nothing else is said).
        assert_eq!((again.len(), out.len()), (1, 1), "{out:?}");
        assert_eq!(again[0].0, helper);
        assert!(again[0].1 > id);
        id = again[0].1;
    }
    assert!(coordinator.is_busy());
}
