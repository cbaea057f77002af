//! The evaluation over the game.

use super::*;

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
        margins: vec![(0, false); 3]
    }));
    assert!(m.apply(Action::EvaluationReady {
        id: request.id,
        margins: vec![(0, false), (1, false), (-2, false)]
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
