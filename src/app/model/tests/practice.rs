//! The reviewed game's mistakes to practise: the human's moves that lost 6 discs or more.

use super::*;
use crate::app::model::practice::{MistakeQueue, Verdict};

#[test]
fn only_the_players_big_losses_are_mistakes_to_practise() {
    let mut m = new(vs_computer()); // you (Black) against level 1
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6")))
    }));
    assert!(m.apply(Action::Play(sq("c3"))));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d3")))
    }));
    assert!(m.mistakes_to_practise().is_empty(), "no review yet");
    assert!(m.apply(Action::AskReview));
    let request = m.review().unwrap().request.clone();
    let mut reviews = reviews_of(&m);
    // Black's f5: 5 discs lost, not enough; White's d6 (the computer's): 20, not the
    // player's; Black's c3: 6 discs lost, a mistake.
    reviews[0].best = Move::Place(sq("d3"));
    reviews[0].best_discs = 5;
    reviews[1].best = Move::Place(sq("f6"));
    reviews[1].best_discs = 20;
    reviews[2].best = Move::Place(sq("c5"));
    reviews[2].best_discs = 4;
    reviews[2].played_discs = -2;
    reviews[2].exact = false;
    assert!(m.apply(Action::ReviewReady {
        id: request.id,
        reviews
    }));
    let found = m.mistakes_to_practise();
    assert_eq!(found.len(), 1);
    let mistake = &found[0];
    assert_eq!(mistake.position, m.game().position_at(2).unwrap());
    assert_eq!((mistake.best, mistake.best_discs), (sq("c5"), 4));
    assert_eq!((mistake.played, mistake.played_discs), (sq("c3"), -2));
    // Played as a puzzle: the best move solves it, the played one is refused with its
    // loss, any other legal move is refused without a value.
    let exercise = mistake.exercise();
    assert_eq!(exercise.grade(sq("c5")), Some(Verdict::Solved));
    assert_eq!(
        exercise.grade(sq("c3")),
        Some(Verdict::Wrong { loss: Some(6) })
    );
    let other = exercise
        .position
        .board
        .legal_moves()
        .into_iter()
        .find(|&s| s != sq("c5") && s != sq("c3"))
        .unwrap();
    assert_eq!(exercise.grade(other), Some(Verdict::Wrong { loss: None }));
    let mut queue = MistakeQueue::default();
    assert_eq!(queue.add(found.clone()), 1);
    assert_eq!(queue.add(found), 0, "the same position is not queued twice");
}
