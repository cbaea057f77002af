use super::describe::{event_line, result_key, status_key, turn_key, turn_line};
use super::*;
use outflank_engine::PassRule;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn humans() -> Settings {
    Settings {
        black: Player::Human,
        white: Player::Human,
        show_legal: true,
        show_stable: false,
        pass_rule: PassRule::Pass,
    }
}

fn vs_computer() -> Settings {
    Settings::first_visit(1)
}

fn new(settings: Settings) -> Model {
    Model::new(Game::default(), settings, 7, Event::Started)
}

fn thinking_id(m: &Model) -> u64 {
    match m.phase() {
        Phase::Thinking(t) => t.id,
        other => panic!("not thinking: {other:?}"),
    }
}

/// A deterministic walk through legal moves (a small LCG picks among them) that contains
/// a pass, found by the engine rather than written by hand.
fn moves_with_a_pass() -> Vec<Move> {
    for seed in 1u64.. {
        let mut state = seed;
        let mut pos = Position::START;
        let mut moves = Vec::new();
        loop {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            if legal.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = legal[(state >> 33) as usize % legal.len()];
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        if moves.contains(&Move::Pass) {
            return moves;
        }
    }
    unreachable!()
}

#[test]
fn humans_take_turns_and_illegal_clicks_do_nothing() {
    let mut m = new(humans());
    assert_eq!(m.phase(), &Phase::Waiting);
    assert!(m.human_to_move());
    assert_eq!(turn_line(&m), "Black to move");
    assert_eq!(status_key(&m), "to-move");
    let before = m.clone();
    assert!(!m.apply(Action::Play(sq("a1"))));
    assert!(!m.apply(Action::Play(sq("d4"))));
    assert_eq!(m, before);
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
    assert_eq!(turn_line(&m), "White is thinking…");
    // Clicks while the computer thinks are ignored.
    assert!(!m.apply(Action::Play(sq("f6"))));
    // Hiding the markers does not disturb White's search...
    assert!(m.apply(Action::SetShowLegal(false)));
    assert!(m.apply(Action::SetShowStable(true)));
    assert!(
        !m.apply(Action::SetShowStable(true)),
        "no change, no render"
    );
    assert!(m.settings().show_stable);
    assert_eq!(thinking_id(&m), first);
    assert!(m.apply(Action::SetPassRule(PassRule::GameOver)));
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
    assert!(m.apply(Action::SetPlayer(
        Color::Black,
        Player::Computer { level: 1 }
    )));
    assert_eq!(
        thinking_id(&m),
        id,
        "Black's setting does not touch White's search"
    );
    assert!(m.apply(Action::SetPlayer(
        Color::White,
        Player::Computer { level: 2 }
    )));
    let id2 = thinking_id(&m);
    assert_ne!(id2, id);
    match m.phase() {
        Phase::Thinking(t) => assert_eq!(t.level, 2),
        _ => unreachable!(),
    }
    // White becomes human: nobody thinks, White plays by hand.
    assert!(m.apply(Action::SetPlayer(Color::White, Player::Human)));
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
        "White cannot move: the computer answered a1, which is not legal here"
    );
    assert!(m.apply(Action::Retry));
    let again = thinking_id(&m);
    assert_ne!(again, id);
    assert!(m.apply(Action::ComputerFailed {
        id: again,
        message: "no answer".into()
    }));
    assert!(matches!(m.phase(), Phase::Stalled { .. }));
    assert!(m.apply(Action::Retry));
    let id = thinking_id(&m);
    assert!(m.apply(Action::ComputerMoved { id, mv: None }));
    assert_eq!(
        turn_line(&m),
        "White cannot move: the computer found no move"
    );
}

#[test]
fn a_pass_is_held_then_played_and_announced() {
    let moves = moves_with_a_pass();
    let pass_at = moves.iter().position(|&m| m == Move::Pass).unwrap();
    let mut m = new(humans());
    for &mv in &moves[..pass_at] {
        let Move::Place(s) = mv else { unreachable!() };
        assert!(m.apply(Action::Play(s)), "{mv}");
    }
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
    assert_eq!(turn_line(&m), format!("Game over: {outcome}"));
    assert_eq!(
        result_key(&m),
        Some(outcome.winner.map(Color::name).unwrap_or("draw"))
    );
}

#[test]
fn the_game_over_rule_ends_the_game_instead_of_passing() {
    let moves = moves_with_a_pass();
    let pass_at = moves.iter().position(|&m| m == Move::Pass).unwrap();
    let mut m = new(humans());
    for &mv in &moves[..pass_at] {
        let Move::Place(s) = mv else { unreachable!() };
        m.apply(Action::Play(s));
    }
    let Phase::Passing { token } = *m.phase() else {
        panic!()
    };
    assert!(m.apply(Action::SetPassRule(PassRule::GameOver)));
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
    m.apply(Action::SetPlayer(
        Color::Black,
        Player::Computer { level: 1 },
    ));
    assert!(!m.can_undo());
    assert!(!m.apply(Action::Undo));
}

#[test]
fn loading_moves_replaces_the_game_or_explains_why_not() {
    let mut m = new(humans());
    m.apply(Action::Play(sq("f5")));
    assert!(m.apply(Action::LoadMoves("f5 d6 z9".into())));
    assert_eq!(m.game().notation(), "f5", "bad input loses nothing");
    assert!(m
        .notice()
        .unwrap()
        .starts_with("Could not load the moves: move 3"));
    assert!(m.apply(Action::LoadMoves("F5d6C3".into())));
    assert_eq!(m.notice(), None);
    assert_eq!(m.game().notation(), "f5d6c3");
    assert_eq!(event_line(&m), "Loaded 3 moves");
    assert!(m.apply(Action::Notify("x".into())));
    assert!(m.apply(Action::DismissNotice));
    assert!(!m.apply(Action::DismissNotice));
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
fn a_pasted_obf_position_is_set_up_and_a_bad_one_says_where() {
    let obf = "---------------------------OX------XO--------------------------- X";
    let game = super::parse_game(obf, Rules::WOF).unwrap();
    assert_eq!(game.start(), Position::START);
    assert!(super::looks_like_obf(obf));
    assert!(!super::looks_like_obf("f5d6c3"));
    let bad = "---------------------------OX------XQ--------------------------- X";
    let e = super::parse_game(bad, Rules::WOF).unwrap_err();
    assert!(e.starts_with("Could not set up the position: "), "{e}");
    let e = super::parse_game("f5d6a1", Rules::WOF).unwrap_err();
    assert!(e.contains("a1"), "{e}");
}

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
    assert!(m.apply(Action::Rematch { seed: 2 }));
    let choice = *m.rematch().expect("the loser chooses");
    assert_eq!(choice.chooser, Some(Color::Black));
    // Offered swapped; nothing has started yet.
    assert_eq!(choice.settings.black, Player::Computer { level: 1 });
    assert_eq!(choice.settings.white, Player::Human);
    assert!(m.outcome().is_some());
    assert_eq!(m.settings().black, Player::Human);
    // The loser keeps Black, picks a stronger opponent and the other rule.
    assert!(m.apply(Action::SetRematchPlayer(Color::Black, Player::Human)));
    assert!(m.apply(Action::SetRematchPlayer(
        Color::White,
        Player::Computer { level: 3 }
    )));
    assert!(m.apply(Action::SetRematchRule(PassRule::GameOver)));
    assert!(!m.apply(Action::SetRematchRule(PassRule::GameOver)));
    assert!(m.apply(Action::StartRematch { seed: 3 }));
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
    assert!(m.apply(Action::Rematch { seed: 2 }));
    assert_eq!(m.rematch().unwrap().chooser, Some(Color::White));
    assert!(m.apply(Action::CancelRematch));
    assert!(m.rematch().is_none());
    assert!(
        !m.apply(Action::StartRematch { seed: 3 }),
        "nothing to start"
    );
    assert!(m.outcome().is_some(), "the finished game is still shown");
    assert!(m.apply(Action::Rematch { seed: 2 }));
    assert!(m.apply(Action::NewGame { seed: 4 }));
    assert!(m.rematch().is_none());
    assert!(
        !m.apply(Action::Rematch { seed: 5 }),
        "no rematch before the end"
    );
}

#[test]
fn after_a_draw_either_human_chooses() {
    let draw = Position::from_obf(&format!("{}{} X", "X".repeat(32), "O".repeat(32))).unwrap();
    let mut m = Model::new(Game::new(draw, Rules::WOF), humans(), 1, Event::Loaded);
    assert_eq!(m.outcome().unwrap().winner, None);
    assert!(m.apply(Action::Rematch { seed: 2 }));
    assert_eq!(m.rematch().unwrap().chooser, None);
}

#[test]
fn rematch_swaps_the_colours_and_starts_again() {
    let mut settings = Settings::first_visit(1);
    settings.black = Player::Human;
    settings.white = Player::Computer { level: 2 };
    let game = Game::from_moves(Position::START, Rules::WOF, "e6f4e3f6g5d6e7f5c5").unwrap();
    let mut m = Model::new(game, settings, 1, Event::Loaded);
    assert!(m.outcome().is_some());
    assert!(m.apply(Action::Rematch { seed: 2 }));
    assert_eq!(m.settings().black, Player::Computer { level: 2 });
    assert_eq!(m.settings().white, Player::Human);
    assert_eq!(m.position(), Position::START);
    assert_eq!(m.thinking(), Some(Color::Black));
}

#[test]
fn each_new_game_is_counted_even_one_like_the_last() {
    let mut m = new(humans());
    assert_eq!(m.new_games(), 0);
    // The board is already at the start: New game still starts one (and its sound).
    assert!(m.apply(Action::NewGame { seed: 7 }));
    assert_eq!(m.new_games(), 1);
    assert!(m.apply(Action::SetShowLegal(false)));
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.apply(Action::LoadMoves("f5d6".to_string())));
    assert_eq!(m.new_games(), 1, "settings, moves and loads start no game");
    assert!(m.apply(Action::NewGame { seed: 8 }));
    assert_eq!(m.new_games(), 2);
}

#[test]
fn the_board_editor_sets_up_a_position_to_play_on_from() {
    let mut m = new(vs_computer()); // you (Black) against level 1
    assert!(m.apply(Action::Play(sq("f5"))));
    assert!(m.thinking().is_some());
    let game_before = m.game().clone();
    // Opening the editor stops the computer; the board shows the position being edited.
    assert!(m.apply(Action::EditBoard));
    assert_eq!(m.thinking(), None);
    assert!(!m.human_to_move());
    assert_eq!(m.shown_position(), m.position());
    assert_eq!(m.legal_squares(), Bitboard::EMPTY);
    assert_eq!(describe::status_key(&m), "editing");
    // Its answer, if it comes, is stale; Undo and hints wait for the editor to close.
    assert!(!m.apply(Action::Undo));
    assert!(!m.apply(Action::AskHint));
    // Clear, then a1 cycles empty → black → white, b1 black; White to move.
    assert!(m.apply(Action::EditClear));
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
    assert!(!m.apply(Action::EditTurn(Color::White)));
    assert!(m.apply(Action::EditTurn(Color::Black)));
    assert!(m.apply(Action::EditTurn(Color::White)));
    assert_eq!(m.game(), &game_before, "the game waits under the editor");
    // White (the computer) plays c1 from here.
    assert!(m.apply(Action::EditDone));
    assert!(m.editor().is_none());
    assert_eq!(m.game().ply(), 0);
    let start = m.position();
    assert_eq!(start.turn, Color::White);
    assert_eq!(start.discs(Color::White), Bitboard(sq("a1").bit()));
    assert_eq!(start.discs(Color::Black), Bitboard(sq("b1").bit()));
    assert_eq!(m.thinking(), Some(Color::White));
    assert_eq!(describe::event_line(&m), "Position set up");
}

#[test]
fn cancelling_the_editor_returns_to_the_game_and_the_computer_thinks_again() {
    let mut m = new(vs_computer());
    assert!(m.apply(Action::Play(sq("f5"))));
    let first = thinking_id(&m);
    let game = m.game().clone();
    assert!(m.apply(Action::EditBoard));
    assert!(m.apply(Action::EditStartPosition) || m.shown_position() == Position::START);
    assert!(m.apply(Action::Play(sq("a8"))));
    // A stale answer is ignored while editing.
    assert!(!m.apply(Action::ComputerMoved {
        id: first,
        mv: Some(Move::Place(sq("f6")))
    }));
    assert!(m.apply(Action::EditCancel));
    assert_eq!(m.game(), &game);
    assert_ne!(thinking_id(&m), first, "a fresh request");
    // New game closes the editor too.
    assert!(m.apply(Action::EditBoard));
    assert!(m.apply(Action::NewGame { seed: 3 }));
    assert!(m.editor().is_none());
    assert_eq!(m.position(), Position::START);
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
