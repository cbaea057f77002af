//! Variations from the reviewed game: following it from the board, leaving it for
//! another move, and coming back by "Back to the game" or by undoing.

use super::*;

/// Two humans' game f5 d6 c3 d3 c4, reviewed (each move called best).
fn reviewed_game() -> Model {
    reviewed_game_of(humans())
}

/// The game f5 d6 c3 d3 c4 between `settings`' players, reviewed (each move called best).
fn reviewed_game_of(settings: Settings) -> Model {
    let game = Game::from_moves(Position::START, Rules::WOF, "f5d6c3d3c4").unwrap();
    let mut m = Model::new(game, settings, 7, Event::Resumed);
    assert!(m.apply(Action::AskReview));
    let id = m.review().unwrap().request.id;
    let reviews = reviews_of(&m);
    assert!(m.apply(Action::ReviewReady { id, reviews }));
    m
}

/// A legal square in the position before move `n` other than the move played there.
fn other_move(m: &Model, n: usize) -> Square {
    let played = m.game().moves()[n - 1];
    m.game()
        .position_at(n - 1)
        .unwrap()
        .legal_moves(Rules::WOF)
        .find_map(|mv| match mv {
            Move::Place(sq) if mv != played => Some(sq),
            _ => None,
        })
        .unwrap()
}

#[test]
fn the_move_played_follows_the_game_and_another_starts_a_variation() {
    let mut m = reviewed_game();
    let whole = m.game().clone();
    assert!(m.apply(Action::Browse(Some(3))));
    assert!(m.browsed_legal().contains(sq("c3")));
    // The move of the game: on to the next move, still browsing the same game.
    assert!(m.apply(Action::Play(sq("c3"))));
    assert_eq!(m.browsing(), Some(4));
    assert_eq!(m.game(), &whole);
    assert_eq!(m.variation(), None);
    assert!(m.apply(Action::Browse(Some(3))));
    let other = other_move(&m, 3);
    assert!(m.apply(Action::Play(other)));
    assert_eq!(m.variation(), Some(3));
    assert_eq!(m.browsing(), None);
    assert_eq!(m.game().moves().len(), 3);
    assert_eq!(m.game().moves()[..2], whole.moves()[..2]);
    assert_eq!(m.game().moves()[2], Move::Place(other));
    assert!(m.review().is_none(), "the review is the game's, set aside");
    assert!(m.human_to_move(), "the variation is played on");
    // Back to the game: the whole game, its review, and the move the variation left.
    assert!(m.apply(Action::Browse(None)));
    assert_eq!(m.game(), &whole);
    assert_eq!(m.variation(), None);
    assert_eq!(m.browsing(), Some(3));
    assert!(m.review().is_some_and(|r| r.reviews.is_some()));
}

#[test]
fn undoing_every_move_of_a_variation_returns_to_the_game() {
    let mut m = reviewed_game();
    let whole = m.game().clone();
    assert!(m.apply(Action::Browse(Some(4))));
    let other = other_move(&m, 4);
    assert!(m.apply(Action::Play(other)));
    let reply = m.legal_squares().into_iter().next().unwrap();
    assert!(m.apply(Action::Play(reply)));
    assert_eq!(m.game().moves().len(), 5);
    assert_eq!(m.variation(), Some(4));
    assert!(m.apply(Action::Undo));
    assert_eq!(m.variation(), Some(4), "one move of the variation left");
    assert!(m.apply(Action::Undo));
    assert_eq!(m.variation(), None);
    assert_eq!(m.game(), &whole);
    assert_eq!(m.browsing(), Some(4));
    // A new game during a variation gives it up (Undo brings the variation back).
    assert!(m.apply(Action::Play(other)));
    assert_eq!(m.variation(), Some(4));
    assert!(m.apply(Action::NewGame { seed: 1 }));
    assert_eq!(m.variation(), None);
    assert!(m.game().moves().is_empty());
}

#[test]
fn in_a_variation_nobody_replies_by_itself_and_the_status_says_whose_turn() {
    // You (Black) against a computer: White's move 6 is the computer's turn in the game,
    // but the review is asked for on Black's turn... the game's next move is White's.
    let mut settings = vs_computer();
    settings.black = Player::Computer { level: 1 };
    settings.white = Player::Human;
    let mut m = reviewed_game_of(settings);
    assert!(
        m.thinking().is_none(),
        "White (the human) is to move in the game"
    );
    assert!(m.apply(Action::Browse(Some(2))));
    // Move 2 was White's: another move there starts a variation, and Black (a computer
    // in the game) does not reply: the player moves both sides.
    let other = other_move(&m, 2);
    assert!(m.apply(Action::Play(other)));
    assert_eq!(m.variation(), Some(2));
    assert_eq!(m.position().turn, Color::Black);
    assert!(m.thinking().is_none(), "no reply in a variation");
    assert!(m.human_to_move());
    assert_eq!(
        turn_line(&m),
        format!(
            "Variation from move 2: Black to move, {}–{}",
            m.position().count(Color::Black),
            m.position().count(Color::White)
        )
    );
    let black = m.legal_squares().into_iter().next().unwrap();
    assert!(m.apply(Action::Play(black)));
    assert!(m.thinking().is_none() && m.human_to_move());
    assert_eq!(m.position().turn, Color::White);
    assert!(
        m.can_undo(),
        "both sides' moves are the player's to take back"
    );
    // Back to the game: its players again (White, the human, is to move there).
    assert!(m.apply(Action::Browse(None)));
    assert_eq!(m.variation(), None);
    assert_eq!(m.deciders(), settings);
    assert!(!turn_line(&m).starts_with("Variation"));
}
