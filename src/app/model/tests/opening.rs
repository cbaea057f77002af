//! The opening's name: asked of the worker when the moves change, the current answer kept,
//! stale ones dropped.

use super::*;
use crate::protocol::OpeningName;
use outflank_engine::opening_names;

fn asked(m: &Model) -> OpeningRequest {
    m.opening_request()
        .cloned()
        .expect("a question for the worker")
}

#[test]
fn the_name_is_asked_when_the_moves_change_and_kept_until_the_next_answer() {
    let mut m = new(humans());
    assert_eq!(m.opening_request(), None, "no move, no question");
    assert_eq!(m.opening(), None);
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.apply(Action::Play(sq("d6"))));
    let first = asked(&m);
    assert_eq!(first.start, Position::START);
    assert_eq!(
        first.moves,
        vec![Move::Place(sq("f5")), Move::Place(sq("d6"))]
    );
    let name = |n: &str| {
        let index = opening_names()
            .position(|o| o == n)
            .expect("a name of the table");
        Some(OpeningName {
            index: index as u16,
            name: n.to_string(),
        })
    };
    assert!(m.apply(Action::OpeningNamed {
        id: first.id,
        name: name("Perpendicular Opening")
    }));
    assert_eq!(m.opening().as_deref(), Some("Perpendicular Opening"));
    assert_eq!(m.opening_request(), None, "answered");
    // Asked once: the same answer again changes nothing.
    assert!(!m.apply(Action::OpeningNamed {
        id: first.id,
        name: name("Tiger")
    }));
    // A move asks again; the old name stays until the answer, and a stale answer is dropped.
    assert!(m.apply(Action::Play(sq("c3"))));
    let second = asked(&m);
    assert_ne!(second.id, first.id);
    assert_eq!(second.moves.len(), 3);
    assert_eq!(m.opening().as_deref(), Some("Perpendicular Opening"));
    assert!(!m.apply(Action::OpeningNamed {
        id: first.id,
        name: name("Tiger")
    }));
    assert!(m.apply(Action::OpeningNamed {
        id: second.id,
        name: None
    }));
    assert_eq!(m.opening(), None);
    // Undo asks about the shorter game.
    assert!(m.apply(Action::Undo));
    assert_eq!(asked(&m).moves.len(), 2);
    // A new game has no name at once, and nothing to ask.
    assert!(m.apply(Action::NewGame { seed: 3 }));
    assert_eq!(m.opening_request(), None);
    assert_eq!(m.opening(), None);
}

#[test]
fn a_restored_game_asks_at_once_and_another_start_has_no_name() {
    let game = Game::from_moves(Position::START, Rules::WOF, "f5d6c3d3c4").unwrap();
    let m = Model::new(game, humans(), 7, Event::Resumed);
    assert_eq!(asked(&m).moves.len(), 5);
    // A position set up in the editor is no opening.
    let mut m = new(humans());
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert!(m.apply(Action::Play(sq("a1"))));
    assert!(m.apply(Action::Edit(EditAction::Done)));
    assert_ne!(m.game().start(), Position::START);
    assert_eq!(m.opening_request(), None);
    assert_eq!(m.opening(), None);
}
