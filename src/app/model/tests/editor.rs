//! The board editor.

use super::*;

#[test]
fn the_board_editor_sets_up_a_position_to_play_on_from() {
    let mut m = new(vs_computer()); // you (Black) against level 1
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.thinking().is_some());
    let game_before = m.game().clone();
    // Opening the editor stops the computer; the board shows the position being edited.
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert_eq!(m.thinking(), None);
    assert!(!m.human_to_move());
    assert_eq!(m.shown_position(), m.position());
    assert_eq!(m.legal_squares(), Bitboard::EMPTY);
    assert_eq!(describe::status_key(&m), "editing");
    // Its answer, if it comes, is stale; Undo and hints wait for the editor to close.
    assert!(!m.apply(Action::Undo));
    assert!(!m.apply(Action::AskHint));
    // Clear, then a1 cycles empty → black → white, b1 black; White to move.
    assert!(m.apply(Action::Edit(EditAction::Clear)));
    assert!(m.apply(Action::Play(sq("a1"))));
    assert_eq!(m.shown_position().disc_at(sq("a1")), Some(Color::Black));
    assert!(m.apply(Action::Play(sq("a1"))));
    assert_eq!(m.shown_position().disc_at(sq("a1")), Some(Color::White));
    assert!(m.apply(Action::Play(sq("b1"))));
    assert!(m.apply(Action::Play(sq("c1"))));
    assert!(m.apply(Action::Play(sq("c1"))));
    assert!(m.apply(Action::Play(sq("c1"))));
    assert_eq!(
        m.shown_position().disc_at(sq("c1")),
        None,
        "a third click empties it"
    );
    assert_eq!(m.editor().unwrap().turn, Color::White, "as in the game");
    assert!(!m.apply(Action::Edit(EditAction::Turn(Color::White))));
    assert!(m.apply(Action::Edit(EditAction::Turn(Color::Black))));
    assert!(m.apply(Action::Edit(EditAction::Turn(Color::White))));
    assert_eq!(m.game(), &game_before, "the game waits under the editor");
    // White (the computer) plays c1 from here.
    assert!(m.apply(Action::Edit(EditAction::Done)));
    assert!(m.editor().is_none());
    assert_eq!(m.game().ply(), 0);
    let start = m.position();
    assert_eq!(start.turn, Color::White);
    assert_eq!(start.discs(Color::White), Bitboard(sq("a1").bit()));
    assert_eq!(start.discs(Color::Black), Bitboard(sq("b1").bit()));
    assert_eq!(m.thinking(), Some(Color::White));
    assert_eq!(
        describe::event_line(&m),
        "Position set up — Undo brings the last one back"
    );
}

#[test]
fn cancelling_the_editor_returns_to_the_game_and_the_computer_thinks_again() {
    let mut m = new(vs_computer());
    assert!(m.apply(Action::Play(sq("f5"))));
    let first = thinking_id(&m);
    let game = m.game().clone();
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert!(
        m.apply(Action::Edit(EditAction::StartPosition)) || m.shown_position() == Position::START
    );
    assert!(m.apply(Action::Play(sq("a8"))));
    // A stale answer is ignored while editing.
    assert!(!m.apply(Action::ComputerMoved {
        id: first,
        mv: Some(Move::Place(sq("f6")))
    }));
    assert!(m.apply(Action::Edit(EditAction::Cancel)));
    assert_eq!(m.game(), &game);
    assert_ne!(thinking_id(&m), first, "a fresh request");
    // New game closes the editor too.
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert!(m.apply(Action::NewGame { seed: 3 }));
    assert!(m.editor().is_none());
    assert_eq!(m.position(), Position::START);
}

#[test]
fn the_editor_refuses_a_position_nobody_can_play_and_says_why() {
    let mut m = new(humans());
    assert!(m.apply(Action::Play(sq("f5"))));
    let game = m.game().clone();
    assert!(m.apply(Action::Edit(EditAction::Open)));
    assert!(m.apply(Action::Edit(EditAction::Clear)));
    assert!(m.apply(Action::Edit(EditAction::Done)));
    assert!(m.editor().is_some(), "still editing");
    assert_eq!(
        m.notice().as_deref(),
        Some("This position cannot be played: the board is empty, so neither side can move.")
    );
    assert_eq!(m.game(), &game, "the game underneath is untouched");
    // One black disc: still nobody can move.
    assert!(m.apply(Action::Play(sq("a1"))));
    assert!(m.apply(Action::Edit(EditAction::Done)));
    assert!(m.notice().unwrap().contains("only Black has discs"));
    // Played from a playable position, the old game can be brought back.
    assert!(m.apply(Action::Edit(EditAction::StartPosition)));
    assert!(m.apply(Action::Edit(EditAction::Done)));
    assert!(m.editor().is_none());
    assert_eq!(m.notice(), None);
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game(), &game);
}
