//! The [`Thinker`] driven natively on the engine's test clocks.

use super::*;
use crate::protocol::{
    HelperRequest, HelperResponse, RequestBody, WorkerRequest as Request,
    WorkerResponse as Response,
};
use outflank_engine::ai::{levels, Clock, FrozenClock, Level, Rng, SolvedEntry, SteppingClock};
use outflank_engine::{Move, Position, Rules, Square, Status};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn think(id: u64, level: u8) -> Request {
    think_at(id, level, midgame())
}

/// A review of `moves` from the start (WOF rules) on one core.
fn review_request(id: u64, moves: Vec<Move>) -> Request {
    Request::new(
        id,
        RequestBody::Review {
            start: Position::START,
            moves,
            rules: Rules::WOF,
            cores: 1,
        },
    )
}

/// The position the tests' searches think about: out of Oracle's opening book (from the
/// book it would answer at once, without searching).
fn midgame() -> Position {
    let pos = position_after("c4e3f3c5d3f4g5c3");
    if let Some(book) = outflank_engine::ai::book::installed() {
        assert!(book.move_values(pos.board).is_none());
    }
    pos
}

/// A request for `level`'s move in `position`.
fn think_at(id: u64, level: u8, position: Position) -> Request {
    Request::new(
        id,
        RequestBody::Think {
            position,
            rules: Rules::WOF,
            level,
            seed: 1,
            cores: 1,
        },
    )
}

/// The position after `moves` from the start.
fn position_after(moves: &str) -> Position {
    let mut pos = Position::START;
    for mv in outflank_engine::parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.try_play(mv, Rules::WOF).unwrap();
    }
    pos
}

/// The answer to `request` searched to the end, as the worker gives it when nothing
/// interrupts it.
fn answer(request: Request, clock: &dyn Clock) -> Response {
    let (who, response) = Thinker::default()
        .answer_now(request, 'a', clock)
        .expect("an answer");
    assert_eq!(who, 'a');
    response
}

/// A slice's answer, or `None` for news of a move search that goes on (a report of the
/// thinking).
fn answer_of(reply: Option<(char, Response)>) -> Option<(char, Response)> {
    reply.filter(|(_, r)| !matches!(r.body, ResponseBody::Thinking { .. }))
}

/// Slices until the thinker answers.
fn run(thinker: &mut Thinker<char>, clock: &dyn Clock) -> (char, Response) {
    loop {
        if let Some(answer) = answer_of(thinker.slice(clock, SLICE_MS)) {
            return answer;
        }
    }
}

fn played(response: &Response) -> Move {
    match response.body {
        ResponseBody::Moved { mv: Some(mv), .. } => mv,
        ref other => panic!("{other:?}"),
    }
}

#[test]
fn every_level_answers_a_legal_move() {
    for level in levels() {
        let response = answer(think(3, level.id.id()), &FrozenClock);
        assert_eq!(response.id, 3);
        let mv = played(&response);
        assert!(midgame().is_legal(mv, Rules::WOF), "{}", level.name);
        assert_ne!(mv, Move::Pass);
    }
}

#[test]
fn an_unknown_level_is_refused_not_played_as_another() {
    let response = answer(think(4, 200), &FrozenClock);
    assert_eq!(response.id, 4);
    match response.body {
        ResponseBody::Failed(why) => assert!(why.starts_with("no level 200;"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_hint_streams_deeper_values_of_every_move_until_it_is_done() {
    let request = Request::new(
        4,
        RequestBody::Hint {
            position: Position::START,
            rules: Rules::WOF,
            cores: 1,
        },
    );
    let clock = SteppingClock::new(2.0);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(request, 'a', &clock).is_none());
    let mut depths = Vec::new();
    let last = loop {
        let Some((who, response)) = thinker.slice(&clock, SLICE_MS) else {
            continue;
        };
        assert_eq!((who, response.id), ('a', 4));
        let ResponseBody::Hint(hint) = response.body else {
            panic!("{response:?}")
        };
        let mut valued: Vec<Square> = hint.values.iter().map(|v| v.square()).collect();
        valued.sort_unstable();
        assert_eq!(
            valued,
            ["d3", "c4", "f5", "e6"].map(sq),
            "every move valued"
        );
        assert!(
            hint.values
                .iter()
                .all(|v| v.discs() == hint.values[0].discs()),
            "the four moves are one by symmetry: {hint:?}"
        );
        assert_eq!(hint.best().len(), 4);
        depths.push(hint.depth);
        if hint.done {
            assert!(!thinker.is_busy(), "the last answer ends the job");
            break hint;
        }
        assert!(thinker.is_busy(), "news of a search that goes on");
    };
    // Deeper each time; the last (the budget spent) may repeat the depth before it.
    assert!(depths.len() >= 3, "{depths:?}");
    let news = &depths[..depths.len() - 1];
    assert!(news.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
    assert!(last.depth >= 8, "{depths:?}");
    // "Move now" ends a hint with what it has.
    let request = Request::new(
        5,
        RequestBody::Hint {
            position: Position::START,
            rules: Rules::WOF,
            cores: 1,
        },
    );
    assert!(thinker.receive(request, 'b', &clock).is_none());
    while thinker.slice(&clock, SLICE_MS).is_none() {}
    let (_, response) = thinker
        .receive(Request::new(5, RequestBody::MoveNow), 'b', &clock)
        .expect("an answer");
    let ResponseBody::Hint(hint) = response.body else {
        panic!("{response:?}")
    };
    assert!(hint.done && hint.values.len() == 4 && !thinker.is_busy());
}

#[test]
fn a_ping_is_answered_at_once_and_the_search_goes_on() {
    let clock = SteppingClock::new(1.0);
    let mut thinker = Thinker::default();
    let request = Request::new(
        8,
        RequestBody::Hint {
            position: Position::START,
            rules: Rules::WOF,
            cores: 1,
        },
    );
    assert!(thinker.receive(request, 'a', &clock).is_none());
    let (who, pong) = thinker
        .receive(Request::new(0, RequestBody::Ping), 'b', &clock)
        .expect("a pong");
    assert_eq!((who, pong), ('b', Response::new(0, ResponseBody::Pong)));
    assert!(thinker.is_busy(), "the hint goes on");
    // An idle worker answers too.
    let mut idle = Thinker::default();
    assert!(idle
        .receive(Request::new(0, RequestBody::Ping), 'c', &clock)
        .is_some_and(|(_, r)| r.body == ResponseBody::Pong));
}

/// A random legal game from `seed` (the engine's seeded generator picks the moves).
fn random_game(seed: u64) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::START;
    let mut moves = Vec::new();
    while let Status::Moves(_) | Status::MustPass = pos.status(Rules::WOF) {
        let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
        let mv = if legal.is_empty() {
            Move::Pass
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

#[test]
fn a_review_reports_its_progress_and_answers_every_move() {
    let moves = random_game(5)[..20].to_vec();
    let request = review_request(9, moves.clone());
    let clock = SteppingClock::new(1.0);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(request, 'a', &clock).is_none());
    let mut progress = Vec::new();
    let reviews = loop {
        let Some((who, response)) = thinker.slice(&clock, SLICE_MS) else {
            continue;
        };
        assert_eq!((who, response.id), ('a', 9));
        match response.body {
            ResponseBody::ReviewProgress(n) => progress.push(n),
            ResponseBody::Review(reviews) => break reviews,
            other => panic!("{other:?}"),
        }
    };
    assert!(progress.len() >= 2, "{progress:?}");
    assert!(progress.windows(2).all(|w| w[0] < w[1]) && progress.last() < Some(&20));
    assert_eq!(reviews.len(), 20);
    assert!(reviews.iter().zip(&moves).all(|(r, &m)| r.played == m));
    assert!(
        reviews.iter().all(|r| !r.exact),
        "no exact value this early"
    );
    assert!(!thinker.is_busy());
}

#[test]
fn a_request_that_cannot_be_answered_gets_a_failure_not_an_empty_answer() {
    // A review of a move list with an illegal move.
    let bad = review_request(10, vec![Move::Place(sq("a1"))]);
    let mut thinker = Thinker::default();
    let (_, response) = thinker
        .receive(bad, 'a', &FrozenClock)
        .expect("an answer at once");
    match response.body {
        ResponseBody::Failed(message) => {
            assert_eq!(response.id, 10);
            assert!(message.contains("a1"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    assert!(!thinker.is_busy());
    // A request of another protocol version.
    let mut foreign = think(11, 0);
    foreign.version += 1;
    match answer(foreign, &FrozenClock) {
        Response {
            id: 11,
            body: ResponseBody::Failed(message),
            ..
        } => assert!(message.contains("reload the page"), "{message}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn searches_in_slices_until_the_budget_and_answers_the_asker() {
    let clock = SteppingClock::new(0.05);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(think(1, 6), 'a', &clock).is_none());
    let mut slices = 0;
    let (who, response) = loop {
        slices += 1;
        if let Some(answer) = answer_of(thinker.slice(&clock, SLICE_MS)) {
            break answer;
        }
    };
    assert!(slices > 3, "{slices} slices");
    assert_eq!((who, response.id), ('a', 1));
    assert!(midgame().is_legal(played(&response), Rules::WOF));
    assert!(response.elapsed_ms() > 0.0);
    assert!(!thinker.is_busy());
}

#[test]
fn move_now_answers_at_once_with_a_legal_move_and_ignores_other_ids() {
    for level in levels() {
        let clock = SteppingClock::new(0.05);
        let mut thinker = Thinker::default();
        assert!(thinker
            .receive(think(7, level.id.id()), 'a', &clock)
            .is_none());
        if answer_of(thinker.slice(&clock, 5.0)).is_some() {
            continue; // this level was done within one slice: nothing to stop
        }
        let stale = Request::new(6, RequestBody::MoveNow);
        assert!(thinker.receive(stale, 'a', &clock).is_none());
        assert!(
            thinker.is_busy(),
            "{}: a stale move-now stopped the search",
            level.name
        );
        let now = Request::new(7, RequestBody::MoveNow);
        let (_, response) = thinker.receive(now, 'a', &clock).expect("an answer");
        assert_eq!(response.id, 7);
        assert!(
            midgame().is_legal(played(&response), Rules::WOF),
            "{}",
            level.name
        );
        assert!(!thinker.is_busy());
    }
}

#[test]
fn stop_ends_a_search_with_no_answer_and_ignores_other_ids() {
    let hint = Request::new(
        12,
        RequestBody::Hint {
            position: Position::START,
            rules: Rules::WOF,
            cores: 1,
        },
    );
    for request in [think(12, 6), hint] {
        let clock = SteppingClock::new(0.05);
        let mut thinker = Thinker::default();
        let is_hint = matches!(request.body, RequestBody::Hint { .. });
        assert!(thinker.receive(request, 'a', &clock).is_none());
        let first = answer_of(thinker.slice(&clock, 5.0));
        if is_hint {
            // A hint's first values come at once; it goes on deepening.
            let Some((
                _,
                Response {
                    body: ResponseBody::Hint(h),
                    ..
                },
            )) = first
            else {
                panic!("{first:?}")
            };
            assert!(!h.done);
        } else {
            assert!(first.is_none(), "still searching");
        }
        assert!(thinker.is_busy());
        let stale = Request::new(11, RequestBody::Stop);
        assert!(thinker.receive(stale, 'a', &clock).is_none());
        assert!(thinker.is_busy(), "a stop for another id changes nothing");
        let stop = Request::new(12, RequestBody::Stop);
        assert!(thinker.receive(stop, 'a', &clock).is_none(), "no answer");
        assert!(!thinker.is_busy());
        for _ in 0..100 {
            assert!(
                thinker.slice(&clock, SLICE_MS).is_none(),
                "nothing is answered later"
            );
        }
        // A move-now for the stopped search finds nothing to end.
        let late = Request::new(12, RequestBody::MoveNow);
        assert!(thinker.receive(late, 'a', &clock).is_none());
    }
}

#[test]
fn a_newer_request_replaces_the_search_under_way() {
    let clock = SteppingClock::new(0.05);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(think(1, 6), 'a', &clock).is_none());
    assert!(answer_of(thinker.slice(&clock, 5.0)).is_none());
    assert!(thinker.receive(think(2, 0), 'b', &clock).is_none());
    let (who, response) = run(&mut thinker, &clock);
    assert_eq!(
        (who, response.id),
        ('b', 2),
        "only the newer request is answered"
    );
    assert!(thinker.slice(&clock, SLICE_MS).is_none());
}

#[test]
fn a_move_search_reports_its_thinking_a_few_times_a_second() {
    // Oracle (id 6, alpha-beta; the clock read every 1024 nodes) and Nova (id 5, MCTS;
    // read every 256 playouts), 1 s each on clocks that advance at each reading so that
    // the whole budget is used: the reports' times are the worker's clock.
    // A position of the middle game (32 empties, where Oracle's time plan gives a move
    // more than its average), out of its opening book (from the book it would answer at
    // once, with nothing to report).
    let pos = position_after("e6f4c3e7f5f6f3c5c6d3e3e2d1b7f2c4d6d2e1c7d7e8g4g5g3h4b8h3");
    if let Some(book) = outflank_engine::ai::book::installed() {
        assert!(book.move_values(pos.board).is_none());
    }
    for (level, step) in [(6, 0.05), (5, 1.0)] {
        let clock = SteppingClock::new(step);
        let mut thinker = Thinker::default();
        assert!(thinker
            .receive(think_at(3, level, pos), 'a', &clock)
            .is_none());
        let mut times = Vec::new();
        let mv = loop {
            let Some((_, response)) = thinker.slice(&clock, SLICE_MS) else {
                continue;
            };
            assert_eq!(response.id, 3);
            match response.body {
                ResponseBody::Thinking { report, elapsed_ms } => {
                    let best = report.best.expect("a best move so far");
                    assert!(pos.is_legal(best, Rules::WOF));
                    assert_eq!(report.pv.first(), Some(&best));
                    times.push(elapsed_ms);
                }
                ResponseBody::Moved { mv, .. } => break mv,
                other => panic!("{other:?}"),
            }
        };
        assert!(pos.is_legal(mv.unwrap(), Rules::WOF));
        let gaps: Vec<f64> = times.windows(2).map(|w| w[1] - w[0]).collect();
        // Oracle may stop deepening early (an iteration that could not finish is not
        // started): at least 3 reports.
        assert!(times.len() >= 3, "level {level}: {times:?}");
        assert!(
            gaps.iter()
                .all(|&g| (REPORT_EVERY_MS..=REPORT_EVERY_MS + SLICE_MS + 5.0).contains(&g)),
            "level {level}: one report every {REPORT_EVERY_MS} ms or a slice more: {gaps:?}"
        );
    }
}

#[test]
fn an_opening_is_named_at_once_and_the_search_under_way_goes_on() {
    let clock = SteppingClock::new(2.0);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(think(7, 5), 'a', &clock).is_none());
    let tiger: Vec<Move> = ["f5", "d6", "c3", "d3", "c4"]
        .iter()
        .map(|s| Move::Place(sq(s)))
        .collect();
    let ask = |id, moves: &[Move]| {
        Request::new(
            id,
            RequestBody::Opening {
                start: Position::START,
                moves: moves.to_vec(),
            },
        )
    };
    let (who, named) = thinker
        .receive(ask(8, &tiger), 'b', &clock)
        .expect("answered at once");
    assert_eq!(who, 'b');
    assert_eq!(
        named,
        Response::new(8, ResponseBody::Opening(Some("Tiger".into())))
    );
    let (_, none) = thinker.receive(ask(9, &tiger[..1]), 'b', &clock).unwrap();
    assert_eq!(none.body, ResponseBody::Opening(None));
    // The move search was not replaced: it still answers request 7.
    assert!(thinker.is_busy());
    let (who, moved) = run(&mut thinker, &clock);
    assert_eq!((who, moved.id), ('a', 7));
    assert!(midgame().is_legal(played(&moved), Rules::WOF));
}

/// A coordinator and its helpers (threads of the test, each a [`Thinker`] of its own)
/// exchanging messages until the app's client has its answer; the responses to the app
/// in order (a shared move's reports of its thinking among them). `stop_after` sends the app's `Stop` after that many helper answers.
fn run_pool(
    coordinator: &mut pool::Coordinator<char>,
    helpers: &mut [Thinker<usize>],
    mut out: Vec<pool::Out<char>>,
    lose_after: Option<(usize, usize)>,
) -> Vec<Response> {
    use pool::Out;
    let clock = SteppingClock::new(1.0);
    let mut to_app = Vec::new();
    let mut answers = 0;
    let mut lost = false;
    for _ in 0..1_000_000 {
        for o in std::mem::take(&mut out) {
            match o {
                Out::Helper(i, request) => {
                    if let Some((_, r)) = helpers[i].receive(request, i, &clock) {
                        out.extend(coordinator.answered(i, r, &FrozenClock));
                    }
                }
                Out::App(who, response) => {
                    assert_eq!(who, 'a');
                    to_app.push(response);
                }
            }
        }
        if !coordinator.is_busy() && out.is_empty() {
            return to_app;
        }
        for (i, helper) in helpers.iter_mut().enumerate() {
            if let Some((who, response)) = helper.slice(&clock, SLICE_MS) {
                assert_eq!(who, i);
                answers += 1;
                match lose_after {
                    // The helper dies with its answer unsent: its work is handed out again.
                    Some((n, lost_one)) if !lost && answers == n && lost_one == i => {
                        lost = true;
                        helper.drop_job();
                        out.extend(coordinator.lost(i, &FrozenClock));
                    }
                    _ => out.extend(coordinator.answered(i, response, &FrozenClock)),
                }
            }
        }
        // Reports of a shared move's thinking, as the worker's timer asks for them.
        out.extend(coordinator.tick(&clock));
    }
    panic!("the shared search never ended");
}

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
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..3).map(|_| Thinker::default()).collect();
    let out = coordinator.review(9, 'a', (Position::START, &moves, Rules::WOF), 3);
    // Every helper is asked for a position at once.
    assert_eq!(
        out.iter()
            .filter(
                |o| matches!(o, pool::Out::Helper(_, r) if matches!(r.body, RequestBody::Helper(_)))
            )
            .count(),
        3
    );
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

#[test]
fn a_stopped_or_replaced_shared_review_stops_in_every_helper() {
    let moves = random_game(8)[..30].to_vec();
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
    let clock = SteppingClock::new(1.0);
    let deliver = |helpers: &mut Vec<Thinker<usize>>, out: Vec<pool::Out<char>>| {
        for o in out {
            if let pool::Out::Helper(i, request) = o {
                assert!(helpers[i].receive(request, i, &clock).is_none());
            }
        }
    };
    let out = coordinator.review(9, 'a', (Position::START, &moves, Rules::WOF), 2);
    deliver(&mut helpers, out);
    assert!(helpers.iter().all(Thinker::is_busy));
    // Another id's Stop changes nothing.
    assert!(coordinator.stop(8).is_empty());
    // The app's Stop: a Stop to each helper, for the request it works on.
    let out = coordinator.stop(9);
    assert_eq!(out.len(), 2);
    deliver(&mut helpers, out);
    assert!(!helpers.iter().any(Thinker::is_busy));
    assert!(!coordinator.is_busy());
    // A review replaced by a newer one (or by any other search): the same.
    let out = coordinator.review(10, 'a', (Position::START, &moves, Rules::WOF), 2);
    deliver(&mut helpers, out);
    let out = coordinator.drop_shared();
    assert!(out
        .iter()
        .all(|o| matches!(o, pool::Out::Helper(_, r) if r.body == RequestBody::Stop)));
    deliver(&mut helpers, out);
    assert!(!helpers.iter().any(Thinker::is_busy));
}

#[test]
fn answers_from_helpers_that_do_not_fit_are_dropped() {
    let moves = random_game(9)[..10].to_vec();
    let mut coordinator = pool::Coordinator::default();
    let out = coordinator.review(9, 'a', (Position::START, &moves, Rules::WOF), 2);
    let asked: Vec<(usize, u64)> = out
        .iter()
        .filter_map(|o| match o {
            pool::Out::Helper(i, r) => Some((*i, r.id)),
            _ => None,
        })
        .collect();
    let (helper, id) = asked[0];
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
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
    let out = shared_move(&mut coordinator, 2);
    // The first move is searched alone first: one job out.
    let jobs = |out: &[pool::Out<char>]| {
        out.iter()
            .filter(|o| {
                matches!(o, pool::Out::Helper(_, r)
                if matches!(r.body, RequestBody::Helper(HelperRequest::SplitJob { .. })))
            })
            .count()
    };
    assert_eq!(jobs(&out), 1);
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
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
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
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
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
        out.iter().find_map(|o| match o {
            pool::Out::Helper(i, r) => match &r.body {
                RequestBody::Helper(HelperRequest::SplitJob { square, .. }) => Some((*i, *square)),
                _ => None,
            },
            _ => None,
        })
    };
    let (helper, square) = first_job(&out).expect("the first move handed out");
    let loaded = [true, true];
    // Silent for a round: nothing yet; then pinged with its request's id.
    let (out, hung) = coordinator.watch(&loaded, &FrozenClock);
    assert!(out.is_empty() && hung.is_empty());
    let (out, hung) = coordinator.watch(&loaded, &FrozenClock);
    assert!(hung.is_empty());
    assert!(
        matches!(&out[..], [pool::Out::Helper(h, r)] if *h == helper && r.body == RequestBody::Ping)
    );
    // A pong (or any answer) starts its silence again.
    let pong = match &out[0] {
        pool::Out::Helper(_, r) => Response::new(r.id, ResponseBody::Pong),
        _ => unreachable!(),
    };
    assert!(coordinator.answered(helper, pong, &FrozenClock).is_empty());
    for round in 1..5 {
        let (_, hung) = coordinator.watch(&loaded, &FrozenClock);
        assert!(hung.is_empty(), "round {round}");
    }
    // The fifth silent round: hung, and its job handed out again.
    let (out, hung) = coordinator.watch(&loaded, &FrozenClock);
    assert_eq!(hung, [helper]);
    assert_eq!(first_job(&out).map(|(_, sq)| sq), Some(square));
    assert!(coordinator.is_moving());
    // A helper still loading gets longer.
    let mut coordinator = pool::Coordinator::default();
    shared_move(&mut coordinator, 2);
    for _ in 0..10 {
        let (_, hung) = coordinator.watch(&[false, false], &FrozenClock);
        assert!(hung.is_empty());
    }
}

/// The position after the first `plies` moves of random game `seed`.
fn position_of_game(seed: u64, plies: usize) -> Position {
    let mut pos = Position::START;
    for &mv in &random_game(seed)[..plies] {
        pos.try_play(mv, Rules::WOF).unwrap();
    }
    pos
}

/// The helper requests in `out` that are hint jobs, by helper.
fn hint_jobs(out: &[pool::Out<char>]) -> Vec<usize> {
    out.iter()
        .filter_map(|o| match o {
            pool::Out::Helper(i, r)
                if matches!(r.body, RequestBody::Helper(HelperRequest::HintJob { .. })) =>
            {
                Some(*i)
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_hint_shared_among_helpers_gives_the_values_of_one_worker() {
    // 18 empties: exact values in the end, the same whoever searched them.
    let position = position_of_game(7, 42);
    assert_eq!(position.board.empty_count(), 18);
    let request = |cores| {
        Request::new(
            1,
            RequestBody::Hint {
                position,
                rules: Rules::WOF,
                cores,
            },
        )
    };
    let ResponseBody::Hint(alone) = answer(request(1), &FrozenClock).body else {
        panic!("a hint")
    };
    assert!(alone.done && alone.is_exact());
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
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
fn a_shared_hint_stopped_replaced_or_ended_stops_in_every_helper() {
    let position = midgame();
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
    let clock = SteppingClock::new(1.0);
    let deliver = |helpers: &mut Vec<Thinker<usize>>, out: &[pool::Out<char>]| {
        for o in out {
            if let pool::Out::Helper(i, request) = o {
                assert!(helpers[*i].receive(request.clone(), *i, &clock).is_none());
            }
        }
    };
    let out = coordinator.hint(9, 'a', (position, Rules::WOF), 2, &FrozenClock);
    deliver(&mut helpers, &out);
    assert!(helpers.iter().all(Thinker::is_busy));
    assert!(coordinator.stop(8).is_empty());
    let out = coordinator.stop(9);
    assert_eq!(out.len(), 2);
    assert!(out
        .iter()
        .all(|o| matches!(o, pool::Out::Helper(_, r) if r.body == RequestBody::Stop)));
    deliver(&mut helpers, &out);
    assert!(!helpers.iter().any(Thinker::is_busy));
    assert!(!coordinator.is_busy());
    // Replaced by another search: the same.
    let out = coordinator.hint(10, 'a', (position, Rules::WOF), 2, &FrozenClock);
    deliver(&mut helpers, &out);
    let out = coordinator.review(11, 'a', (Position::START, &[], Rules::WOF), 2);
    let stops = out
        .iter()
        .filter(|o| matches!(o, pool::Out::Helper(_, r) if r.body == RequestBody::Stop))
        .count();
    assert_eq!(stops, 2);
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
    let asked: Vec<(usize, u64, u32, u32)> = out
        .iter()
        .filter_map(|o| match o {
            pool::Out::Helper(i, r) => match r.body {
                RequestBody::Helper(HelperRequest::HintJob { class, depth, .. }) => {
                    Some((*i, r.id, class, depth))
                }
                _ => None,
            },
            _ => None,
        })
        .collect();
    let (helper, id, class, depth) = asked[0];
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
        let again: Vec<(usize, u64)> = out
            .iter()
            .map(|o| match o {
                pool::Out::Helper(i, r) => (*i, r.id),
                other => panic!("{other:?}"),
            })
            .collect();
        // The helper is asked again, by a new request.
        assert_eq!(again.len(), 1, "{out:?}");
        assert_eq!(again[0].0, helper);
        assert!(again[0].1 > id);
        id = again[0].1;
    }
    assert!(coordinator.is_busy());
}

#[test]
fn nova_keeps_its_tree_from_one_move_of_a_game_to_the_next() {
    let clock = SteppingClock::new(1.0);
    let mut thinker = Thinker::default();
    let nova = 5;
    assert!(thinker
        .receive(think_at(1, nova, midgame()), 'a', &clock)
        .is_none());
    let (_, moved) = run(&mut thinker, &clock);
    let after = midgame().play(played(&moved), Rules::WOF).unwrap();
    let reply = after.legal_moves(Rules::WOF).next().unwrap();
    let next = after.play(reply, Rules::WOF).unwrap();
    // The next move of the same game: the subtree after the move and the reply is there
    // before any search.
    assert!(thinker
        .receive(think_at(2, nova, next), 'a', &clock)
        .is_none());
    let tree = thinker
        .player()
        .and_then(|p| p.tree())
        .expect("the kept tree");
    assert_eq!(tree.root_board(), next.board);
    assert!(tree.root_visits() > 0, "searched before");
    let (_, moved) = run(&mut thinker, &clock);
    assert!(next.is_legal(played(&moved), Rules::WOF));
    // Another game (another seed): a fresh player, no tree yet.
    let mut other = think_at(3, nova, next);
    if let RequestBody::Think { seed, .. } = &mut other.body {
        *seed = 2;
    }
    assert!(thinker.receive(other, 'a', &clock).is_none());
    assert!(thinker.player().and_then(|p| p.tree()).is_none());
}

/// An exact-solve job of a split (Oracle's settings): `square` in `position`, with what
/// other helpers solved (`learned`).
fn solve_job(id: u64, position: Position, square: Square, learned: Vec<SolvedEntry>) -> Request {
    Request::new(
        id,
        RequestBody::Helper(HelperRequest::SplitJob {
            level: 6,
            rules: Rules::WOF,
            position,
            square,
            alpha: -64,
            beta: 64,
            depth: 0,
            job: 1,
            stop_in_ms: u32::MAX,
            learned,
        }),
    )
}

/// A helper's answer to a split job, searched to the end: its score, nodes and what it
/// found for the others.
fn split_answer(helper: &mut Thinker<usize>, request: Request) -> (i32, u64, Vec<SolvedEntry>) {
    let mut reply = helper.receive(request, 0, &FrozenClock);
    while reply.is_none() {
        reply = helper.slice(&FrozenClock, SLICE_MS);
    }
    match reply.map(|(_, r)| r.body) {
        Some(ResponseBody::Helper(HelperResponse::Split {
            score: Some(score),
            nodes,
            found,
            ..
        })) => (score, nodes, found),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_helper_hands_over_what_it_solved_and_another_does_not_solve_it_again() {
    // 18 empties: the move's subtree holds positions of 14 empties and more.
    let position = position_of_game(7, 42);
    let square = Square::try_from_index(position.board.legal_moves().0.trailing_zeros()).unwrap();
    let mut first = Thinker::default();
    let (score, nodes, found) = split_answer(&mut first, solve_job(1, position, square, vec![]));
    assert!(
        !found.is_empty(),
        "positions of 14 empties and more were solved"
    );
    assert!(found.iter().all(|e| e.empties() >= 14 && e.empties() < 18));
    // Handed over once: the next answer brings only what was solved since.
    let (_, again_nodes, again) = split_answer(&mut first, solve_job(2, position, square, vec![]));
    assert!(
        again.len() < found.len(),
        "{} then {}",
        found.len(),
        again.len()
    );
    assert!(again_nodes * 10 < nodes);
    // Another helper told what the first solved gives the same score with a tenth of the
    // work; one told nothing searches as much as the first did.
    let mut second = Thinker::default();
    let (learned_score, learned_nodes, _) =
        split_answer(&mut second, solve_job(3, position, square, found));
    assert_eq!(learned_score, score);
    assert!(
        learned_nodes * 10 < nodes,
        "{learned_nodes} against {nodes}"
    );
    let mut third = Thinker::default();
    let (fresh_score, fresh_nodes, _) =
        split_answer(&mut third, solve_job(4, position, square, vec![]));
    assert_eq!((fresh_score, fresh_nodes), (score, nodes));
}

#[test]
fn a_split_solve_sends_each_helper_what_the_others_solved_and_finds_the_exact_best() {
    let position = position_of_game(7, 42);
    let mut coordinator = pool::Coordinator::default();
    let mut helpers: Vec<Thinker<usize>> = (0..2).map(|_| Thinker::default()).collect();
    let mut out = coordinator
        .think(
            9,
            'a',
            (position, Rules::WOF, Level::strongest(), 1),
            2,
            &FrozenClock,
        )
        .expect("Oracle's move is split");
    // Every job runs to its end in one slice (a frozen clock), the helpers in turn.
    let (mut learned, mut found, mut moved) = (0, 0, None);
    for _ in 0..100_000 {
        for o in std::mem::take(&mut out) {
            match o {
                pool::Out::Helper(i, request) => {
                    if let RequestBody::Helper(HelperRequest::SplitJob { learned: l, .. }) =
                        &request.body
                    {
                        learned += l.len();
                    }
                    if let Some((_, r)) = helpers[i].receive(request, i, &FrozenClock) {
                        out.extend(coordinator.answered(i, r, &FrozenClock));
                    }
                }
                pool::Out::App(_, response) => {
                    if let ResponseBody::Moved { mv, .. } = response.body {
                        moved = mv;
                    }
                }
            }
        }
        if !coordinator.is_busy() && out.is_empty() {
            break;
        }
        for (i, helper) in helpers.iter_mut().enumerate() {
            if let Some((_, r)) = helper.slice(&FrozenClock, SLICE_MS) {
                if let ResponseBody::Helper(HelperResponse::Split { found: f, .. }) = &r.body {
                    found += f.len();
                }
                out.extend(coordinator.answered(i, r, &FrozenClock));
            }
        }
    }
    assert!(
        found > 0,
        "the helpers solved positions of 14 empties and more"
    );
    assert!(learned > 0, "and were sent what the other solved");
    assert!(
        learned <= found,
        "each entry goes to the one other helper once"
    );
    // The move is one of the best by the solver alone.
    let Some(Move::Place(square)) = moved else {
        panic!("{moved:?}")
    };
    let mut solver = outflank_engine::ai::Solver::new(1 << 20, Rules::WOF);
    let never = outflank_engine::ai::Deadline::never(&FrozenClock);
    let best = solver.solve(position.board, &never).unwrap().score;
    let after = position.play(Move::Place(square), Rules::WOF).unwrap();
    let played = -solver.solve(after.board, &never).unwrap().score;
    assert_eq!(played, best, "{square} is a best move");
}
