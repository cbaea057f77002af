//! Hints, the review of the game and browsing it.

use super::*;
use outflank_engine::ai::analysis::{HintAnswer, MoveReview, MoveValue};

/// A review of `mv` by `mover`: best `best` worth `best_discs`, played worth `played`.
fn reviewed(mover: Color, mv: &str, best: &str, best_discs: i8, played: i8) -> MoveReview {
    MoveReview {
        mover,
        played: Move::Place(sq(mv)),
        best: Move::Place(sq(best)),
        best_discs,
        played_discs: played,
        exact: false,
        depth: 8,
    }
}

#[test]
fn the_review_belongs_to_its_game_and_can_be_browsed() {
    let mut m = new(vs_computer()); // you (Black) against level 1
    assert!(!m.apply(Action::AskReview), "no move to review");
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(!m.apply(Action::AskReview), "not while the computer thinks");
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    assert!(m.apply(Action::AskReview));
    let request = m.review().unwrap().request.clone();
    assert_eq!(request.moves.len(), 2);
    assert_eq!(request.start, Position::START);
    assert!(!m.apply(Action::AskReview), "already asked");
    assert!(m.apply(Action::ReviewProgress {
        id: request.id,
        reviewed: 1
    }));
    assert_eq!(m.review().unwrap().reviewed, 1);
    let reviews = vec![
        reviewed(Color::Black, "f5", "f5", 0, 0),
        reviewed(Color::White, "d6", "f6", 2, -4),
    ];
    assert!(!m.apply(Action::ReviewReady {
        id: request.id + 1,
        reviews: reviews.clone()
    }));
    assert!(m.apply(Action::ReviewReady {
        id: request.id,
        reviews: reviews.clone()
    }));
    assert_eq!(m.review().unwrap().reviews.as_ref(), Some(&reviews));
    assert!(!m.apply(Action::AskReview), "up to date");
    // Browsing: the position where move 2 was played, with its review.
    assert!(!m.apply(Action::Browse(Some(3))), "no move 3");
    assert!(m.apply(Action::Browse(Some(2))));
    let (pos, review) = m.browsed().unwrap();
    assert_eq!(pos, m.game().position_at(1).unwrap());
    assert_eq!(review, reviews[1]);
    assert!(m.apply(Action::Browse(None)));
    assert!(m.browsed().is_none());
    // Playing ends browsing; the review stays (its moves begin the game) until the
    // computer needs the worker.
    assert!(m.apply(Action::Browse(Some(1))));
    assert!(m.apply(Action::Play(sq("c3"))));
    assert!(m.browsing().is_none());
    assert!(m.review().is_some(), "an answered review stays");
    // Undo to before its moves drops it.
    assert!(m.apply(Action::Undo));
    assert!(m.apply(Action::Undo));
    assert!(m.review().is_none());
    // One not yet answered is given up when the computer must think, or cancelled.
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    assert!(m.apply(Action::AskReview));
    assert!(m.apply(Action::CancelReview));
    assert!(m.review().is_none() && !m.apply(Action::CancelReview));
    assert!(m.apply(Action::AskReview));
    assert!(m.apply(Action::Play(sq("c3"))));
    assert!(m.thinking().is_some());
    assert!(m.review().is_none());
}

#[test]
fn a_hint_is_answered_in_the_engines_terms() {
    let mut m = new(humans());
    assert!(m.apply(Action::AskHint));
    assert!(!m.apply(Action::AskHint), "already asked");
    let id = m.hint().unwrap().request.id;
    let shallow = HintAnswer {
        values: vec![
            MoveValue::new(sq("d3"), 2, false).unwrap(),
            MoveValue::new(sq("c4"), -4, false).unwrap(),
        ],
        depth: 3,
        done: false,
    };
    let answer = HintAnswer {
        values: vec![
            MoveValue::new(sq("c4"), 0, false).unwrap(),
            MoveValue::new(sq("d3"), -2, false).unwrap(),
        ],
        depth: 9,
        done: true,
    };
    assert!(!m.apply(Action::HintReady {
        id: id + 1,
        answer: answer.clone()
    }));
    assert!(m.apply(Action::HintReady {
        id,
        answer: shallow.clone()
    }));
    assert_eq!(m.hint().unwrap().answer.as_ref(), Some(&shallow));
    // Deeper values replace the first ones, up to the last answer.
    assert!(m.apply(Action::HintReady {
        id,
        answer: answer.clone()
    }));
    assert!(
        !m.apply(Action::HintReady {
            id,
            answer: shallow.clone()
        }),
        "nothing comes after the last answer"
    );
    assert_eq!(m.hint().unwrap().answer.as_ref(), Some(&answer));
}

#[test]
fn a_failed_hint_or_review_is_dropped_with_a_notice() {
    let mut m = new(humans());
    assert!(m.apply(Action::AskHint));
    let id = m.hint().unwrap().request.id;
    assert!(
        !m.apply(Action::ComputerFailed {
            id: id + 1,
            failure: ComputerFailure::NoMove
        }),
        "a failure of another request changes nothing"
    );
    assert!(m.hint().is_some() && m.notice().is_none());
    assert!(m.apply(Action::ComputerFailed {
        id,
        failure: ComputerFailure::WorkerStopped { times: 3 }
    }));
    assert!(m.hint().is_none(), "the hint can be asked for again");
    assert_eq!(
        m.notice().as_deref(),
        Some("No hint could be found: the computer's worker stopped 3 times during this search.")
    );
    assert_eq!(m.phase(), &Phase::Waiting, "the game goes on");
    assert!(m.apply(Action::AskHint));

    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.apply(Action::AskReview));
    let id = m.review().unwrap().request.id;
    assert!(m.apply(Action::ComputerFailed {
        id,
        failure: ComputerFailure::Fault("move 1 (a1): a1 flips no disc".into())
    }));
    assert!(m.review().is_none());
    assert_eq!(
        m.notice().as_deref(),
        Some("The game could not be analyzed: an error inside the app (move 1 (a1): a1 flips no disc).")
    );
    assert!(m.apply(Action::AskReview), "and asked for again");
    // An answered one is not dropped by a late failure.
    let id = m.review().unwrap().request.id;
    assert!(m.apply(Action::ReviewReady {
        id,
        reviews: vec![reviewed(Color::Black, "f5", "f5", 0, 0)]
    }));
    assert!(!m.apply(Action::ComputerFailed {
        id,
        failure: ComputerFailure::NoMove
    }));
    assert!(m.review().unwrap().reviews.is_some());
}

#[test]
fn the_computers_thinking_is_kept_for_its_turn_only() {
    use outflank_engine::ai::analysis::{Progress, ThinkingReport};
    let mut m = new(vs_computer());
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    let report = |depth| ThinkingReport {
        best: Some(Move::Place(sq("d6"))),
        progress: Progress::AlphaBeta {
            depth,
            discs: Some(-1),
        },
        nodes: 1000,
        pv: vec![Move::Place(sq("d6")), Move::Place(sq("c3"))],
    };
    let thinking = |id, depth, elapsed_ms| Action::ComputerThinking {
        id,
        report: report(depth),
        elapsed_ms,
    };
    assert!(m.thought().is_none(), "nothing before the first report");
    assert!(!m.apply(thinking(id + 1, 1, 100)), "another turn's report");
    assert!(m.apply(thinking(id, 1, 100)));
    assert_eq!(m.thought().unwrap().report, report(1));
    assert!(
        !m.apply(thinking(id, 1, 100)),
        "the same report changes nothing"
    );
    assert!(m.apply(thinking(id, 2, 220)));
    assert_eq!(m.thought().unwrap().elapsed_ms, 220);
    // The move ends the turn and its thinking.
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    assert!(m.thought().is_none());
    assert!(!m.apply(thinking(id, 3, 340)), "a late report is stale");
}

/// Two humans' finished game of moves `moves`, reviewed with the given best moves.
fn finished_and_reviewed(moves: &[Move], answer: bool) -> Model {
    let mut game = Game::default();
    for &mv in moves {
        game.try_play(mv).unwrap();
    }
    let mut m = Model::new(game, humans(), 7, Event::Loaded);
    if answer {
        assert!(m.apply(Action::AskReview));
        let id = m.review().unwrap().request.id;
        assert!(m.apply(Action::ReviewReady {
            id,
            reviews: reviews_of(&m),
        }));
    }
    m
}

#[test]
fn a_browsed_position_gets_its_values_then_its_best_line() {
    let moves: Vec<Move> =
        outflank_engine::parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
    let mut m = finished_and_reviewed(&moves, true);
    assert!(m.hint().is_none());
    assert!(m.apply(Action::Browse(Some(3))));
    // The values of the browsed position are asked for at once.
    let request = m.hint().expect("a hint for the browsed position").request;
    let browsed = m.game().position_at(2).unwrap();
    assert_eq!(request.position, browsed);
    assert!(m.can_hint());
    assert!(!m.apply(Action::AskHint), "already asked");
    let legal: Vec<Square> = m.browsed_legal().into_iter().collect();
    let values = |done| HintAnswer {
        values: legal
            .iter()
            .enumerate()
            .map(|(i, &s)| MoveValue::new(s, 4 - i as i8, done).unwrap())
            .collect(),
        depth: 0,
        done,
    };
    assert!(m.apply(Action::HintReady {
        id: request.id,
        answer: values(false),
    }));
    assert!(m.browsing() == Some(3), "the values keep the browsed move");
    assert!(
        m.best_line().is_none(),
        "the line waits for the last values"
    );
    assert!(m.apply(Action::HintReady {
        id: request.id,
        answer: values(true),
    }));
    let line = m.best_line().expect("the line is asked for").request;
    assert_eq!(line.position, browsed);
    assert_eq!(line.first, legal[0], "from the best move");
    // The line in words and, on request, on the board.
    let mut after = browsed;
    after.try_play(Move::Place(legal[0]), Rules::WOF).unwrap();
    let reply = after.legal_moves(Rules::WOF).next().unwrap();
    let answer = vec![Move::Place(legal[0]), reply];
    assert!(!m.apply(Action::LineReady {
        id: line.id + 1,
        line: answer.clone()
    }));
    assert!(m.apply(Action::LineReady {
        id: line.id,
        line: answer.clone()
    }));
    assert_eq!(m.best_line().unwrap().moves.as_ref(), Some(&answer));
    assert!(m.line_discs().is_empty(), "shown on request only");
    assert!(m.apply(Action::ShowLine(true)));
    assert!(m.line_shown());
    let Move::Place(second) = reply else {
        panic!("a placement")
    };
    assert_eq!(
        m.line_discs(),
        vec![(legal[0], browsed.turn, 1), (second, !browsed.turn, 2)]
    );
    // Another move browsed: its own values; the line goes with the old ones.
    assert!(m.apply(Action::Browse(Some(4))));
    assert_ne!(m.hint().unwrap().request.id, request.id);
    assert_eq!(
        m.hint().unwrap().request.position,
        m.game().position_at(3).unwrap()
    );
    assert!(m.best_line().is_none() && !m.line_shown());
    // Back to the game (over): no hint there.
    assert!(m.apply(Action::Browse(None)));
    assert!(m.hint().is_none());
}

#[test]
fn hint_at_the_end_of_a_game_browses_its_last_move() {
    // A whole game between two humans, over.
    let moves = moves_with_a_pass();
    let mut m = finished_and_reviewed(&moves, false);
    assert!(m.outcome().is_some());
    assert!(m.can_hint(), "Hint works at the end of a game");
    // Not reviewed yet: "Hint" asks for the review, then shows the last move.
    assert!(m.apply(Action::AskHint));
    let review = m.review().expect("the review is asked for").request.clone();
    assert!(m.browsing().is_none());
    let reviews = reviews_of(&m);
    assert!(m.apply(Action::ReviewReady {
        id: review.id,
        reviews
    }));
    let last = moves.len();
    assert_eq!(m.browsing(), Some(last));
    assert_eq!(
        m.hint().map(|h| h.request.position),
        m.game().position_at(last - 1),
        "the last move's position is valued"
    );
    // Reviewed already: "Hint" shows the last move at once.
    assert!(m.apply(Action::Browse(None)));
    assert!(m.apply(Action::AskHint));
    assert_eq!(m.browsing(), Some(last));
}

#[test]
fn the_review_and_a_browsed_move_are_told_in_words() {
    let moves: Vec<Move> =
        outflank_engine::parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
    let mut m = finished_and_reviewed(&moves, false);
    assert!(m.apply(Action::AskReview));
    let id = m.review().unwrap().request.id;
    let mut reviews = reviews_of(&m);
    // Move 2 (White's d6) lost 32 discs against c5; move 3 (Black's c3) lost 2.
    reviews[1].best = Move::Place(sq("c5"));
    reviews[1].best_discs = 7;
    reviews[1].played_discs = -25;
    reviews[2].best_discs = 3;
    reviews[2].played_discs = 1;
    reviews[2].exact = false;
    assert!(m.apply(Action::ReviewReady { id, reviews }));
    assert_eq!(
        event_line(&m),
        "Review done: Black lost 2 discs in 1 mistake, White 32 in 1"
    );
    assert!(m.apply(Action::Browse(Some(2))));
    assert_eq!(
        event_line(&m),
        "Move 2, d6: lost 32 discs, a blunder; best c5, +7, exact"
    );
    assert!(m.apply(Action::Browse(Some(3))));
    assert_eq!(
        event_line(&m),
        "Move 3, c3: lost 2 discs, an inaccuracy; best c3, +3"
    );
    assert!(m.apply(Action::Browse(Some(1))));
    assert_eq!(event_line(&m), "Move 1, f5: best, 0, exact");
    assert!(m.apply(Action::Browse(None)));
    assert_eq!(event_line(&m), "Back to the game at move 5");
}

#[test]
fn the_review_is_saved_with_the_game_and_back_after_a_reload() {
    let moves: Vec<Move> =
        outflank_engine::parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
    let m = finished_and_reviewed(&moves, true);
    let saved = m.saved();
    assert_eq!(saved.review.as_ref(), m.review().unwrap().reviews.as_ref());
    let text = saved.to_json();
    let back = Model::from_saved(
        save::SavedGame::from_json(&text).unwrap(),
        3,
        Event::Resumed,
        &Texts::english(),
    );
    let review = back.review().expect("the review after a reload");
    assert_eq!(review.reviews, m.review().unwrap().reviews);
    assert_eq!(review.request.moves, moves);
    let mut back = back;
    assert!(
        !back.apply(Action::AskReview),
        "up to date: not asked again"
    );
    assert!(back.apply(Action::Browse(Some(2))), "browsed at once");
}
