//! Moves by hand and by the computer, passes, undo and redo, settings during a search.

use super::*;

#[test]
fn humans_take_turns_and_illegal_clicks_do_nothing() {
    let mut m = new(humans());
    assert_eq!(m.phase(), &Phase::Waiting);
    assert!(m.human_to_move());
    assert_eq!(turn_line(&m), "Black to move, 2–2");
    assert_eq!(status_key(&m), "to-move");
    let before = m.game().clone();
    assert!(m.apply(Action::Play(sq("a1"))), "told, not played");
    assert!(m.apply(Action::Play(sq("d4"))));
    assert_eq!(m.game(), &before);
    assert!(m.apply(Action::Play(sq("f5"))));
    assert_eq!(event_line(&m), "Black played f5, flipping 1");
    assert_eq!(turn_key(&m), "white");
    assert_eq!(
        m.last_placement(),
        Some((sq("f5"), Bitboard::from(sq("e5"))))
    );
    assert!(m.apply(Action::Play(sq("f6"))));
    assert_eq!(event_line(&m), "White played f6, flipping 1");
    assert_eq!(m.game().notation(), "f5f6");
}

#[test]
fn the_computer_is_asked_and_stale_answers_are_dropped() {
    let mut m = new(vs_computer());
    assert!(m.apply(Action::Play(sq("f5"))));
    let first = thinking_id(&m);
    assert_eq!(m.thinking(), Some(Color::White));
    assert_eq!(status_key(&m), "thinking");
    assert_eq!(turn_line(&m), "Bramble is thinking");
    assert_eq!(
        describe::live_sentence(&m),
        "You played f5, flipping 1. Bramble is thinking."
    );
    // Clicks while the computer thinks are ignored.
    assert!(!m.apply(Action::Play(sq("f6"))));
    // Hiding the markers does not disturb White's search...
    assert!(m.apply(Action::Setting(SettingAction::ShowLegal(false))));
    assert!(m.apply(Action::Setting(SettingAction::ShowStable(true))));
    assert!(
        !m.apply(Action::Setting(SettingAction::ShowStable(true))),
        "no change, no render"
    );
    assert!(m.settings().show_stable);
    assert_eq!(thinking_id(&m), first);
    assert!(m.apply(Action::Setting(SettingAction::PassRule(PassRule::GameOver))));
    let second = thinking_id(&m);
    assert_ne!(second, first, "a rule change asks again");
    // ... and a new game makes the old answer stale.
    assert!(m.apply(Action::NewGame { seed: 1 }));
    assert_eq!(m.phase(), &Phase::Waiting);
    let d6 = Some(Move::Place(sq("d6")));
    assert!(!m.apply(Action::ComputerMoved { id: second, mv: d6 }));
    assert_eq!(m.game().ply(), 0);
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    assert!(id > second);
    assert!(m.apply(Action::ComputerMoved { id, mv: d6 }));
    assert_eq!(m.game().notation(), "f5d6");
    assert!(m.human_to_move());
    // A repeated answer to the same request is stale too.
    assert!(!m.apply(Action::ComputerMoved { id, mv: d6 }));
}

#[test]
fn changing_the_thinking_sides_level_restarts_the_search() {
    let mut m = new(vs_computer());
    m.apply(Action::Play(sq("f5")));
    let id = thinking_id(&m);
    assert!(m.apply(Action::Setting(SettingAction::Player(
        Color::Black,
        Player::Computer { level: 1 }
    ))));
    assert_eq!(
        thinking_id(&m),
        id,
        "Black's setting does not touch White's search"
    );
    assert!(m.apply(Action::Setting(SettingAction::Player(
        Color::White,
        Player::Computer { level: 2 }
    ))));
    let id2 = thinking_id(&m);
    assert_ne!(id2, id);
    match m.phase() {
        Phase::Thinking(t) => assert_eq!(t.level, 2),
        _ => unreachable!(),
    }
    // White becomes human: nobody thinks, White plays by hand.
    assert!(m.apply(Action::Setting(SettingAction::Player(
        Color::White,
        Player::Human
    ))));
    assert!(m.human_to_move());
    assert!(!m.apply(Action::ComputerMoved {
        id: id2,
        mv: Some(Move::Place(sq("d6")))
    }));
}

#[test]
fn bad_answers_stall_and_retry_asks_again() {
    let mut m = new(vs_computer());
    m.apply(Action::Play(sq("f5")));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("a1")))
    }));
    assert_eq!(status_key(&m), "stalled");
    assert_eq!(
        turn_line(&m),
        "Bramble cannot move: the computer answered a1, which is not legal here"
    );
    assert!(m.apply(Action::Retry));
    let again = thinking_id(&m);
    assert_ne!(again, id);
    assert!(m.apply(Action::ComputerFailed {
        id: again,
        failure: ComputerFailure::NoAnswer { seconds: 9 }
    }));
    assert!(matches!(m.phase(), Phase::Stalled { .. }));
    assert!(m.apply(Action::Retry));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved { id, mv: None }));
    assert_eq!(
        turn_line(&m),
        "Bramble cannot move: the computer found no move"
    );
}

/// Two humans who played [`moves_with_a_pass`] up to its first pass, which is now on
/// screen; with those moves and the index of the pass.
fn humans_before_a_pass() -> (Model, Vec<Move>, usize) {
    let moves = moves_with_a_pass();
    let pass_at = moves.iter().position(|&m| m == Move::Pass).unwrap();
    let mut m = new(humans());
    for &mv in &moves[..pass_at] {
        let Move::Place(s) = mv else { unreachable!() };
        assert!(m.apply(Action::Play(s)), "{mv}");
    }
    (m, moves, pass_at)
}

#[test]
fn a_pass_is_held_then_played_and_announced() {
    let (mut m, moves, pass_at) = humans_before_a_pass();
    let passer = m.position().turn;
    let Phase::Passing { token } = *m.phase() else {
        panic!("expected a pass: {:?}", m.phase());
    };
    assert_eq!(status_key(&m), "pass");
    assert_eq!(
        turn_line(&m),
        format!("{passer} has no legal move and passes")
    );
    assert!(!m.human_to_move());
    assert!(!m.apply(Action::PassShown { token: token + 1 }));
    assert!(m.apply(Action::PassShown { token }));
    assert_eq!(
        event_line(&m),
        format!("{passer} has no legal move and passes")
    );
    assert_eq!(m.position().turn, !passer);
    assert_eq!(m.game().moves().last(), Some(&Move::Pass));
    // Finish the game: the result is the engine's.
    for &mv in &moves[pass_at + 1..] {
        match mv {
            Move::Place(s) => assert!(m.apply(Action::Play(s)), "{mv}"),
            Move::Pass => {
                let Phase::Passing { token } = *m.phase() else {
                    panic!()
                };
                assert!(m.apply(Action::PassShown { token }));
            }
        }
    }
    let outcome = m.outcome().expect("the game is over");
    assert_eq!(outcome, m.position().outcome());
    assert_eq!(turn_key(&m), "none");
    assert_eq!(status_key(&m), "game-over");
    assert!(
        turn_line(&m).starts_with(&format!("Game over: {outcome}")),
        "{}",
        turn_line(&m)
    );
    assert_eq!(
        result_key(&m),
        Some(outcome.winner.map(Color::name).unwrap_or("draw"))
    );
}

#[test]
fn the_game_over_rule_ends_the_game_instead_of_passing() {
    let (mut m, _, _) = humans_before_a_pass();
    let Phase::Passing { token } = *m.phase() else {
        panic!()
    };
    assert!(m.apply(Action::Setting(SettingAction::PassRule(PassRule::GameOver))));
    assert_eq!(m.phase(), &Phase::Waiting);
    assert!(m.outcome().is_some());
    assert!(super::describe::ending_note(&m).is_some());
    assert!(!m.apply(Action::PassShown { token }));
}

#[test]
fn undo_and_redo_stop_where_the_human_decides() {
    let mut m = new(vs_computer());
    assert!(!m.can_undo());
    m.apply(Action::Play(sq("f5")));
    let id = thinking_id(&m);
    m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d6"))),
    });
    m.apply(Action::Play(sq("c3")));
    let id = thinking_id(&m);
    // Undo while the computer thinks: back to Black's decision, the search is stale.
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game().notation(), "f5d6");
    assert!(m.human_to_move());
    assert!(!m.apply(Action::ComputerMoved {
        id,
        mv: Some(Move::Place(sq("d3")))
    }));
    assert!(m.apply(Action::Undo));
    assert_eq!(m.game().ply(), 0);
    assert!(m.apply(Action::Redo));
    assert_eq!(m.game().notation(), "f5d6");
    assert!(m.human_to_move());
    assert!(m.apply(Action::Redo));
    assert_eq!(m.game().notation(), "f5d6c3");
    assert!(matches!(m.phase(), Phase::Thinking(_)));
    // Two computers: no undo.
    m.apply(Action::Setting(SettingAction::Player(
        Color::Black,
        Player::Computer { level: 1 },
    )));
    assert!(!m.can_undo());
    assert!(!m.apply(Action::Undo));
}

#[test]
fn computer_against_computer_plays_on() {
    let mut s = vs_computer();
    s.black = Player::Computer { level: 1 };
    let mut m = new(s);
    let mut plies = 0;
    while let Phase::Thinking(t) = *m.phase() {
        let mv = t.position.legal_moves(t.rules).next();
        assert!(m.apply(Action::ComputerMoved { id: t.id, mv }));
        plies += 1;
        if let Phase::Passing { token } = *m.phase() {
            m.apply(Action::PassShown { token });
        }
    }
    assert!(plies > 20);
    assert!(m.outcome().is_some());
}

#[test]
fn every_move_of_a_game_is_asked_with_the_games_seed_and_a_new_game_brings_another() {
    // The worker keeps a game's player (its table, its tree) for the moves asked with the
    // same level, rules and seed.
    let mut s = vs_computer();
    s.black = Player::Computer { level: 1 };
    let mut m = new(s);
    let mut seeds = Vec::new();
    while let Phase::Thinking(t) = *m.phase() {
        seeds.push(t.seed);
        let mv = t.position.legal_moves(t.rules).next();
        assert!(m.apply(Action::ComputerMoved { id: t.id, mv }));
        if let Phase::Passing { token } = *m.phase() {
            m.apply(Action::PassShown { token });
        }
    }
    assert!(seeds.len() > 20);
    assert!(seeds.iter().all(|&seed| seed == m.seed()), "{seeds:?}");
    let last = m.seed();
    assert!(m.apply(Action::NewGame { seed: last + 1 }));
    let Phase::Thinking(t) = *m.phase() else {
        panic!("{:?}", m.phase())
    };
    assert_ne!(t.seed, last);
}

#[test]
fn each_new_game_is_counted_even_one_like_the_last() {
    let mut m = new(humans());
    assert_eq!(m.new_games(), 0);
    // The board is already at the start: New game still starts one (and its sound).
    assert!(m.apply(Action::NewGame { seed: 7 }));
    assert_eq!(m.new_games(), 1);
    assert!(m.apply(Action::Setting(SettingAction::ShowLegal(false))));
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.apply(Action::Load(LoadAction::Moves("f5d6".to_string()))));
    assert_eq!(m.new_games(), 1, "settings, moves and loads start no game");
    assert!(m.apply(Action::NewGame { seed: 8 }));
    assert_eq!(m.new_games(), 2);
}

#[test]
fn cores_are_chosen_kept_in_the_options_and_leave_a_search_alone() {
    let mut m = new(vs_computer());
    assert_eq!(m.options().cores, None, "the device's default at first");
    assert!(m.apply(Action::Play(sq("f5"))));
    let id = thinking_id(&m);
    assert!(m.apply(Action::Setting(SettingAction::Cores(2))));
    assert_eq!(m.options().cores, Some(2));
    assert!(
        !m.apply(Action::Setting(SettingAction::Cores(2))),
        "no change, no render"
    );
    // It applies from the next search: the one under way goes on.
    assert_eq!(thinking_id(&m), id);
    // More than the protocol's ceiling is the ceiling; 0 is the default again.
    assert!(m.apply(Action::Setting(SettingAction::Cores(200))));
    assert_eq!(m.options().cores, Some(crate::protocol::MAX_CORES));
    assert!(m.apply(Action::Setting(SettingAction::Cores(0))));
    assert_eq!(m.options().cores, None);
    // Saved and restored with the other options.
    assert!(m.apply(Action::Setting(SettingAction::Cores(3))));
    let restored = Model::from_saved(m.saved(), 1, Event::Resumed, &Texts::english());
    assert_eq!(restored.options().cores, Some(3));
}
