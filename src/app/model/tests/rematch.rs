//! The rematch and who chooses its options.

use super::*;

/// A finished game: only `winner`'s discs on the board (so nobody can move).
fn won_by(winner: Color) -> Game {
    let disc = if winner == Color::Black { 'X' } else { 'O' };
    let mut board = "-".repeat(64);
    board.replace_range(27..28, &disc.to_string());
    let start = Position::from_obf(&format!("{board} X")).unwrap();
    Game::new(start, Rules::WOF)
}

#[test]
fn a_human_who_lost_chooses_the_rematch_options() {
    let settings = Settings::first_visit(1); // you (Black) against level 1 (White)
    let mut m = Model::new(won_by(Color::White), settings, 1, Event::Loaded);
    assert_eq!(m.outcome().unwrap().winner, Some(Color::White));
    assert!(m.apply(Action::Rematch(RematchAction::Choose)));
    assert!(
        !m.apply(Action::Rematch(RematchAction::Choose)),
        "already open"
    );
    let choice = *m.rematch().expect("the loser chooses");
    assert_eq!(choice.chooser, Some(Color::Black));
    // Offered swapped; nothing has started yet.
    assert_eq!(choice.settings.black, Player::Computer { level: 1 });
    assert_eq!(choice.settings.white, Player::Human);
    assert!(m.outcome().is_some());
    assert_eq!(m.settings().black, Player::Human);
    // The loser keeps Black, picks a stronger opponent and the other rule.
    assert!(m.apply(Action::Rematch(RematchAction::SetPlayer(
        Color::Black,
        Player::Human
    ))));
    assert!(m.apply(Action::Rematch(RematchAction::SetPlayer(
        Color::White,
        Player::Computer { level: 3 }
    ))));
    assert!(m.apply(Action::Rematch(RematchAction::SetRule(PassRule::GameOver))));
    assert!(!m.apply(Action::Rematch(RematchAction::SetRule(PassRule::GameOver))));
    assert!(m.apply(Action::Rematch(RematchAction::Start { seed: 3 })));
    assert!(m.rematch().is_none());
    assert_eq!(m.settings().black, Player::Human);
    assert_eq!(m.settings().white, Player::Computer { level: 3 });
    assert_eq!(m.settings().pass_rule, PassRule::GameOver);
    assert_eq!(m.game().rules().pass_rule, PassRule::GameOver);
    assert_eq!(m.position(), Position::START);
    assert!(m.human_to_move());
}

#[test]
fn the_rematch_choice_can_be_cancelled_and_ends_with_a_new_game() {
    let mut m = Model::new(won_by(Color::Black), humans(), 1, Event::Loaded);
    assert!(m.apply(Action::Rematch(RematchAction::Choose)));
    assert_eq!(m.rematch().unwrap().chooser, Some(Color::White));
    assert!(m.apply(Action::Rematch(RematchAction::Cancel)));
    assert!(m.rematch().is_none());
    assert!(
        !m.apply(Action::Rematch(RematchAction::Start { seed: 3 })),
        "nothing to start"
    );
    assert!(m.outcome().is_some(), "the finished game is still shown");
    assert!(m.apply(Action::Rematch(RematchAction::Choose)));
    assert!(m.apply(Action::NewGame { seed: 4 }));
    assert!(m.rematch().is_none());
    assert!(
        !m.apply(Action::Rematch(RematchAction::PlayAgain { seed: 5 })),
        "no rematch before the end"
    );
    assert!(!m.apply(Action::Rematch(RematchAction::Choose)));
}

#[test]
fn after_a_draw_either_human_chooses() {
    let draw = Position::from_obf(&format!("{}{} X", "X".repeat(32), "O".repeat(32))).unwrap();
    let mut m = Model::new(Game::new(draw, Rules::WOF), humans(), 1, Event::Loaded);
    assert_eq!(m.outcome().unwrap().winner, None);
    assert!(m.apply(Action::Rematch(RematchAction::Choose)));
    assert_eq!(m.rematch().unwrap().chooser, None);
}

#[test]
fn play_again_swaps_the_colours_and_starts_at_once_and_undo_brings_the_game_back() {
    let mut settings = Settings::first_visit(1);
    settings.black = Player::Human;
    settings.white = Player::Computer { level: 2 };
    let game = Game::from_moves(Position::START, Rules::WOF, "e6f4e3f6g5d6e7f5c5").unwrap();
    let mut m = Model::new(game, settings, 1, Event::Loaded);
    assert!(m.outcome().is_some());
    let finished = m.game().clone();
    assert!(m.apply(Action::Rematch(RematchAction::PlayAgain { seed: 2 })));
    assert_eq!(m.settings().black, Player::Computer { level: 2 });
    assert_eq!(m.settings().white, Player::Human);
    assert_eq!(m.position(), Position::START);
    assert_eq!(m.thinking(), Some(Color::Black));
    assert!(m.rematch().is_none());
    // Undo brings the finished game back, with who played it.
    assert!(m.can_undo());
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game(), &finished);
    assert_eq!(m.settings().black, Player::Human);
    assert!(m.outcome().is_some());
    assert_eq!(m.event(), Event::Restored);
}

#[test]
fn a_human_who_won_may_open_the_options_too() {
    let settings = Settings::first_visit(1); // you (Black) against level 1 (White)
    let mut m = Model::new(won_by(Color::Black), settings, 1, Event::Loaded);
    assert!(m.apply(Action::Rematch(RematchAction::Choose)));
    let choice = *m.rematch().unwrap();
    assert_eq!(choice.chooser, Some(Color::White), "the computer lost");
    assert_eq!(choice.settings.black, Player::Computer { level: 1 });
}

#[test]
fn the_result_is_said_in_the_players_words() {
    use super::describe::{result_headline, result_text, who, Who};
    // You (Black) lost to Bramble (level 1), who had the only disc: 1 disc + 63 empties.
    let m = Model::new(
        won_by(Color::White),
        Settings::first_visit(1),
        1,
        Event::Loaded,
    );
    assert_eq!(who(&m, Color::Black), Who::You);
    assert_eq!(
        who(&m, Color::White),
        Who::Computer(outflank_engine::ai::Level::try_from(1).unwrap())
    );
    assert_eq!(result_headline(&m).unwrap(), "You lost 0–64");
    assert_eq!(
        result_text(&m).unwrap(),
        "You lost 0–64 (Bramble's 1 disc + 63 empty squares)"
    );
    assert!(turn_line(&m).starts_with("Game over: You lost 0–64"));
    // Two humans: by colour; a full board needs no explanation.
    let full = Position::from_obf(&format!("{}{} X", "X".repeat(40), "O".repeat(24))).unwrap();
    let m = Model::new(Game::new(full, Rules::WOF), humans(), 1, Event::Loaded);
    assert_eq!(result_text(&m).unwrap(), "Black wins 40–24");
    // Two computers of different levels: by name; of the same level: by colour.
    let mut two = humans();
    two.black = Player::Computer { level: 0 };
    two.white = Player::Computer { level: 1 };
    let m = Model::new(Game::new(full, Rules::WOF), two, 1, Event::Loaded);
    assert_eq!(result_headline(&m).unwrap(), "Pip wins 40–24");
    two.white = Player::Computer { level: 0 };
    let m = Model::new(Game::new(full, Rules::WOF), two, 1, Event::Loaded);
    assert_eq!(result_headline(&m).unwrap(), "Black wins 40–24");
    // You won against the computer.
    let mut you_white = Settings::first_visit(1);
    you_white.black = Player::Computer { level: 1 };
    you_white.white = Player::Human;
    let m = Model::new(won_by(Color::White), you_white, 1, Event::Loaded);
    assert_eq!(
        result_text(&m).unwrap(),
        "You win 64–0 (your 1 disc + 63 empty squares)"
    );
    // A draw with empty squares.
    let draw = Position::from_obf(&format!("X{}O X", "-".repeat(62))).unwrap();
    let m = Model::new(Game::new(draw, Rules::WOF), humans(), 1, Event::Loaded);
    assert_eq!(
        result_text(&m).unwrap(),
        "A draw, 32–32 (1 disc each + half of the 62 empty squares)"
    );
}
