//! Hints and the evaluation over the game.

use super::*;
use outflank_engine::ai::analysis::{HintAnswer, Margin, MoveValue};

fn margin(black: i8) -> Margin {
    Margin::new(black, false).unwrap()
}

#[test]
fn the_evaluation_over_the_game_belongs_to_its_game() {
    let mut m = new(vs_computer()); // you (Black) against level 1
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(
        !m.apply(Action::AskEvaluation),
        "not while the computer thinks"
    );
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    assert!(m.apply(Action::AskEvaluation));
    let request = m.evaluation().unwrap().request.clone();
    assert_eq!(request.moves.len(), 2);
    assert_eq!(request.start, Position::START);
    assert!(!m.apply(Action::AskEvaluation), "already asked");
    assert!(!m.apply(Action::EvaluationReady {
        id: request.id + 1,
        margins: vec![margin(0); 3]
    }));
    assert!(m.apply(Action::EvaluationReady {
        id: request.id,
        margins: vec![margin(0), margin(1), margin(-2)]
    }));
    assert_eq!(m.evaluation().unwrap().margins.as_ref().unwrap().len(), 3);
    assert!(!m.apply(Action::AskEvaluation), "up to date");
    // Another move keeps it (its moves begin the game) until the computer needs the worker.
    assert!(m.apply(Action::Play(sq("c3"))));
    assert!(m.evaluation().is_some(), "an answered evaluation stays");
    // Undo to before its moves drops it.
    assert!(m.apply(Action::Undo));
    assert!(m.apply(Action::Undo));
    assert!(m.evaluation().is_none());
    // One not yet answered is given up when the computer must think.
    assert!(m.apply(Action::AskEvaluation));
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.thinking().is_some());
    assert!(m.evaluation().is_none());
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
fn a_failed_hint_or_evaluation_is_dropped_with_a_notice() {
    let mut m = new(humans());
    assert!(m.apply(Action::AskHint));
    let id = m.hint().unwrap().request.id;
    assert!(
        !m.apply(Action::ComputerFailed {
            id: id + 1,
            message: "stale".into()
        }),
        "a failure of another request changes nothing"
    );
    assert!(m.hint().is_some() && m.notice().is_none());
    assert!(m.apply(Action::ComputerFailed {
        id,
        message: "the worker stopped".into()
    }));
    assert!(m.hint().is_none(), "the hint can be asked for again");
    assert_eq!(
        m.notice(),
        Some("No hint could be found: the worker stopped.")
    );
    assert_eq!(m.phase(), &Phase::Waiting, "the game goes on");
    assert!(m.apply(Action::AskHint));

    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.apply(Action::AskEvaluation));
    let id = m.evaluation().unwrap().request.id;
    assert!(m.apply(Action::ComputerFailed {
        id,
        message: "move 1 (a1): a1 flips no disc".into()
    }));
    assert!(m.evaluation().is_none());
    assert_eq!(
        m.notice(),
        Some("The game could not be evaluated: move 1 (a1): a1 flips no disc.")
    );
    assert!(m.apply(Action::AskEvaluation), "and asked for again");
    // An answered one is not dropped by a late failure.
    let id = m.evaluation().unwrap().request.id;
    assert!(m.apply(Action::EvaluationReady {
        id,
        margins: vec![margin(0), margin(1)]
    }));
    assert!(!m.apply(Action::ComputerFailed {
        id,
        message: "late".into()
    }));
    assert!(m.evaluation().unwrap().margins.is_some());
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
