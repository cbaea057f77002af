//! One worker's [`Thinker`](super::Thinker): moves, hints, reviews, pings, stops and replacements.

use super::*;
use crate::protocol::OpeningName;
use outflank_engine::ai::analysis::Progress;

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
    let request = hint_request(4, Position::START);
    let clock = SteppingClock::new(2.0);
    let mut thinker = searching(request, &clock);
    let mut depths = Vec::new();
    let last = loop {
        let (who, response) = reply(&mut thinker, &clock);
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
    let request = hint_request(5, Position::START);
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
    let request = hint_request(8, Position::START);
    let mut thinker = searching(request, &clock);
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

#[test]
fn a_review_reports_its_progress_and_answers_every_move() {
    let moves = random_game(5)[..20].to_vec();
    let request = review_request(9, moves.clone());
    let clock = SteppingClock::new(1.0);
    let mut thinker = searching(request, &clock);
    let mut progress = Vec::new();
    let reviews = loop {
        let (who, response) = reply(&mut thinker, &clock);
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
    let mut thinker = searching(think(1, 6), &clock);
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
        let mut thinker = searching(think(7, level.id.id()), &clock);
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
    let hint = hint_request(12, Position::START);
    for request in [think(12, 6), hint] {
        let clock = SteppingClock::new(0.05);
        let is_hint = matches!(request.body, RequestBody::Hint { .. });
        let mut thinker = searching(request, &clock);
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
    let mut thinker = searching(think(1, 6), &clock);
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
    // On clocks that advance at each reading, so that each search runs as its level lets
    // it: the reports' times are the worker's clock. Oracle (id 6, alpha-beta; the clock
    // read every 1024 nodes) for its second or so; Monty (id 4, MCTS on 32,000 playouts;
    // read every 256) on a clock 4 ms a reading, half a second; Nova (id 5, MCTS) for
    // her tenth of a second, long enough for the first report (after the first slice),
    // not always for a second. A position of the middle game (where a time plan gives a
    // move more than its average), out of the opening book (from the book a level answers
    // at once, with nothing to report).
    let pos = position_after("e6f4c3e7f5f6f3c5c6d3e3e2d1b7f2c4d6d2e1c7d7e8g4g5g3h4b8h3");
    if let Some(book) = outflank_engine::ai::book::installed() {
        assert!(book.move_values(pos.board).is_none());
    }
    for (level, step, least) in [(6, 0.05, 3), (4, 4.0, 3), (5, 1.0, 1)] {
        let times = reported_times(level, pos, &SteppingClock::new(step));
        let gaps: Vec<f64> = times.windows(2).map(|w| w[1] - w[0]).collect();
        // Oracle may stop deepening early (an iteration that could not finish is not
        // started).
        assert!(times.len() >= least, "level {level}: {times:?}");
        assert!(
            times.first().is_some_and(|&t| t < REPORT_EVERY_MS)
                && gaps.iter().all(|&g| {
                    (REPORT_EVERY_MS..=REPORT_EVERY_MS + SLICE_MS + 5.0).contains(&g)
                }),
            "level {level}: the first report before {REPORT_EVERY_MS} ms (after the first slice), then one every \
             {REPORT_EVERY_MS} ms or a slice more: {times:?}"
        );
    }
}

#[test]
fn a_move_found_before_its_first_report_sends_its_last_thought_then_the_move() {
    // Pip (id 0) searches one ply, done within the first slice: what it thought goes out
    // first (for the panel, while the app holds the reply back), the move a slice after;
    // Move now between the two answers the move found.
    let pos = position_after("e6f4c3e7f5f6f3c5c6d3e3e2d1b7f2c4d6d2e1c7d7e8g4g5g3h4b8h3");
    let clock = SteppingClock::new(0.05);
    for move_now in [false, true] {
        let mut thinker = searching(think_at(3, 0, pos), &clock);
        let (_, first) = reply(&mut thinker, &clock);
        let ResponseBody::Thinking { report, elapsed_ms } = first.body else {
            panic!("{first:?}")
        };
        assert!(elapsed_ms < SLICE_MS, "{elapsed_ms}");
        assert!(
            matches!(report.progress, Progress::AlphaBeta { depth: 1, .. }),
            "{report:?}"
        );
        let best = report.best.expect("its best move");
        assert!(pos.is_legal(best, Rules::WOF));
        assert_eq!(report.pv.first(), Some(&best));
        assert!(thinker.is_busy(), "the move follows");
        let (_, second) = if move_now {
            let now = Request::new(3, RequestBody::MoveNow);
            thinker.receive(now, 'a', &clock).expect("the move found")
        } else {
            reply(&mut thinker, &clock)
        };
        assert_eq!(second.id, 3);
        assert!(pos.is_legal(played(&second), Rules::WOF));
        assert!(!thinker.is_busy());
    }
}

/// The times of the reports of `level`'s search for a move in `pos` on `clock`, each
/// report checked (its best move legal and first in its line), and the move it made.
fn reported_times(level: u8, pos: Position, clock: &SteppingClock) -> Vec<f64> {
    let mut thinker = searching(think_at(3, level, pos), clock);
    let mut times = Vec::new();
    loop {
        let (_, response) = reply(&mut thinker, clock);
        assert_eq!(response.id, 3);
        match response.body {
            ResponseBody::Thinking { report, elapsed_ms } => {
                let best = report.best.expect("a best move so far");
                assert!(pos.is_legal(best, Rules::WOF));
                assert_eq!(report.pv.first(), Some(&best));
                times.push(elapsed_ms);
            }
            ResponseBody::Moved { mv, .. } => {
                assert!(pos.is_legal(mv.unwrap(), Rules::WOF));
                return times;
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn the_trainers_lookups_are_answered_at_once_and_the_search_under_way_goes_on() {
    let clock = SteppingClock::new(2.0);
    let mut thinker = Thinker::default();
    assert!(thinker.receive(think(7, 5), 'a', &clock).is_none());
    let (who, lines) = thinker
        .receive(Request::new(8, RequestBody::OpeningLines), 'b', &clock)
        .expect("answered at once");
    assert_eq!((who, lines.id), ('b', 8));
    match lines.body {
        ResponseBody::OpeningLines(lines) => {
            assert_eq!(lines[60].opening.name, "Tiger");
            assert_eq!(lines[60].moves.len(), 5);
        }
        other => panic!("{other:?}"),
    }
    // The book's values of the start, at once; or, where no test of this process has
    // installed the book (the install is global, and tests run in any order), why not.
    let ask = Request::new(
        9,
        RequestBody::BookMoves {
            position: Position::START,
        },
    );
    let (_, values) = thinker.receive(ask, 'b', &clock).unwrap();
    match (outflank_engine::ai::book::installed(), &values.body) {
        (Some(book), ResponseBody::BookMoves(moves)) => {
            assert_eq!(moves, &book.move_values(Position::START.board));
            assert_eq!(moves.as_ref().map(Vec::len), Some(4), "{values:?}");
        }
        (None, ResponseBody::Failed(why)) => assert!(why.contains("opening book"), "{why}"),
        (book, _) => panic!("book installed: {}; {values:?}", book.is_some()),
    }
    // The move search was not replaced: it still answers request 7.
    assert!(thinker.is_busy());
    let (who, moved) = run(&mut thinker, &clock);
    assert_eq!((who, moved.id), ('a', 7));
}

#[test]
fn an_opening_is_named_at_once_and_the_search_under_way_goes_on() {
    let clock = SteppingClock::new(2.0);
    let mut thinker = searching(think(7, 5), &clock);
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
        Response::new(
            8,
            ResponseBody::Opening(Some(OpeningName {
                index: 60,
                name: "Tiger".into()
            }))
        )
    );
    let (_, none) = thinker.receive(ask(9, &tiger[..1]), 'b', &clock).unwrap();
    assert_eq!(none.body, ResponseBody::Opening(None));
    // The move search was not replaced: it still answers request 7.
    assert!(thinker.is_busy());
    let (who, moved) = run(&mut thinker, &clock);
    assert_eq!((who, moved.id), ('a', 7));
    assert!(midgame().is_legal(played(&moved), Rules::WOF));
}

#[test]
fn nova_keeps_its_tree_from_one_move_of_a_game_to_the_next() {
    let clock = SteppingClock::new(1.0);
    let nova = 5;
    let mut thinker = searching(think_at(1, nova, midgame()), &clock);
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

#[test]
fn a_games_player_stays_through_a_newer_request_and_a_stop_and_goes_with_another_level() {
    // Oracle's 16 MB table is made once a game: a move asked again while it is searched (a
    // newer request, or after a stop) is searched by the same player; another level's
    // player replaces it (the worker's memory held two tables when each move of a game
    // came with a seed of its own and made a player of its own).
    let clock = SteppingClock::new(0.05);
    let oracle = 6;
    let mut thinker = searching(think_at(1, oracle, midgame()), &clock);
    for _ in 0..3 {
        assert!(answer_of(thinker.slice(&clock, SLICE_MS)).is_none());
    }
    let player = |t: &Thinker<char>| t.player().map(std::ptr::from_ref);
    let first = player(&thinker).expect("a player");
    assert!(thinker
        .receive(think_at(2, oracle, midgame()), 'a', &clock)
        .is_none());
    assert_eq!(player(&thinker), Some(first), "a newer request");
    assert!(thinker
        .receive(Request::new(2, RequestBody::Stop), 'a', &clock)
        .is_none());
    assert!(!thinker.is_busy());
    assert_eq!(player(&thinker), Some(first), "kept after a stop");
    assert!(thinker
        .receive(think_at(3, oracle, midgame()), 'a', &clock)
        .is_none());
    let (_, moved) = run(&mut thinker, &clock);
    assert_eq!(moved.id, 3);
    assert_eq!(player(&thinker), Some(first), "kept after the answer");
    // (A player made after the last one went may take its place in memory: Nova's is
    // told by her tree.)
    assert!(thinker.player().and_then(|p| p.tree()).is_none());
    assert!(thinker
        .receive(think_at(4, 5, midgame()), 'a', &clock)
        .is_none());
    let (_, moved) = run(&mut thinker, &clock);
    assert_eq!(moved.id, 4);
    assert!(
        thinker.player().and_then(|p| p.tree()).is_some(),
        "Nova's own player"
    );
}

#[test]
fn a_line_is_searched_in_slices_from_its_first_move() {
    let position = midgame();
    let first = position.board.legal_moves().into_iter().next().unwrap();
    let request = Request::new(
        9,
        RequestBody::Line {
            position,
            rules: Rules::WOF,
            first,
        },
    );
    let clock = SteppingClock::new(2.0);
    let mut thinker = searching(request, &clock);
    let (who, response) = run(&mut thinker, &clock);
    assert_eq!((who, response.id), ('a', 9));
    let ResponseBody::Line(line) = response.body else {
        panic!("{response:?}")
    };
    assert_eq!(line[0], Move::Place(first));
    assert!(line.len() >= 6, "{line:?}");
    let mut after = position;
    for mv in line {
        after.try_play(mv, Rules::WOF).expect("a legal line");
    }
    assert!(!thinker.is_busy());
}
