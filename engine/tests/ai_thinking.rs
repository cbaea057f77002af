//! The live view of the computer's thinking: `Player::report` between slices.

use outflank_engine::ai::analysis::{Progress, PV_LENGTH};
use outflank_engine::ai::{player_for_level, Level, SteppingClock, Thinking};
use outflank_engine::{parse_moves, Move, Position, Rules};

fn after(moves: &str) -> Position {
    let mut pos = Position::START;
    for mv in parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.play_unchecked(mv);
    }
    pos
}

/// Whether `pv` is a legal line from `pos`.
fn replays(pos: Position, pv: &[Move]) -> bool {
    let mut p = pos;
    pv.iter().all(|&mv| p.try_play(mv, Rules::WOF).is_ok())
}

#[test]
fn reports_follow_an_alpha_beta_search_deeper_and_end_with_its_move() {
    // Oracle (id 6): alpha-beta, values in discs; a position out of its opening book (from
    // the book it answers at once, with nothing to report).
    let pos = after("c4e3f3c5d3f4g5c3");
    assert!(outflank_engine::ai::book::installed()
        .unwrap()
        .move_values(pos.board)
        .is_none());
    let mut player = player_for_level(Level::strongest(), Rules::WOF, 1);
    player.set_position(pos);
    let clock = SteppingClock::new(0.2);
    player.start(&clock);
    assert_eq!(player.report().progress, Progress::Starting);
    let mut depths = Vec::new();
    let played = loop {
        match player.think(&clock, 2.0) {
            Thinking::Done(mv) => break mv,
            Thinking::Busy => {}
        }
        let report = player.report();
        let Progress::AlphaBeta { depth, discs } = report.progress else {
            panic!("{report:?}")
        };
        let best = report.best.expect("a best move so far");
        assert!(pos.is_legal(best, Rules::WOF));
        assert_eq!(
            report.pv.first(),
            Some(&best),
            "the line starts with the best move"
        );
        assert!(
            report.pv.len() <= PV_LENGTH && replays(pos, &report.pv),
            "{report:?}"
        );
        assert!(report.nodes > 0);
        if depth > 0 {
            assert!(discs.is_some_and(|d| d.abs() <= 64));
        }
        if depth >= 4 {
            assert!(
                report.pv.len() >= 3,
                "a line several moves long: {report:?}"
            );
        }
        depths.push(depth);
    };
    assert!(depths.len() >= 4, "{depths:?}");
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
    assert!(played.is_some_and(|m| pos.is_legal(m, Rules::WOF)));
    assert_eq!(
        player.report().progress,
        Progress::Starting,
        "no search, no report"
    );
    // What it thought at the end stays for a live view, with the move it played.
    let last = player.last_thought().expect("the search's last thought");
    assert_eq!(last.best, played);
    assert!(
        matches!(last.progress, Progress::AlphaBeta { depth, .. } if depth >= *depths.last().unwrap()),
        "{last:?}"
    );
    assert!(replays(pos, &last.pv), "{last:?}");
    player.start(&clock);
    assert_eq!(player.last_thought(), None, "a new search forgets it");
}

#[test]
fn reports_follow_an_mcts_search_with_playouts_and_win_rate() {
    // Nova (id 5): MCTS with the solver; out of the opening book, as above.
    let pos = after("c4e3f3c5d3f4g5c3");
    assert!(outflank_engine::ai::book::installed()
        .unwrap()
        .move_values(pos.board)
        .is_none());
    let mut player = player_for_level(Level::try_from(5).unwrap(), Rules::WOF, 1);
    player.set_position(pos);
    let clock = SteppingClock::new(0.2);
    player.start(&clock);
    let mut playouts = Vec::new();
    let played = loop {
        if let Thinking::Done(mv) = player.think(&clock, 2.0) {
            break mv;
        }
        let report = player.report();
        let Progress::Mcts {
            playouts: n,
            visits,
            win_percent,
        } = report.progress
        else {
            panic!("{report:?}")
        };
        assert!(visits as u64 <= n && win_percent <= 100);
        assert!(report.best.is_some_and(|m| pos.is_legal(m, Rules::WOF)));
        assert_eq!(report.pv.first().copied(), report.best);
        assert!(replays(pos, &report.pv), "{report:?}");
        playouts.push(n);
    };
    assert!(playouts.len() >= 3 && playouts.windows(2).all(|w| w[0] <= w[1]));
    assert!(playouts.last().unwrap() > &1000, "{playouts:?}");
    let last = player.last_thought().expect("the search's last thought");
    assert_eq!(last.best, played);
    assert!(
        matches!(last.progress, Progress::Mcts { playouts: n, .. } if n >= *playouts.last().unwrap()),
        "{last:?}"
    );
    assert_eq!(last.pv.first().copied(), played);
}

#[test]
fn a_move_no_search_chose_leaves_no_thought() {
    let clock = SteppingClock::new(0.2);
    // From Oracle's opening book: not searched.
    let mut player = player_for_level(Level::strongest(), Rules::WOF, 1);
    player.set_position(Position::START);
    assert!(player.choose(&clock).is_some());
    assert_eq!(player.last_thought(), None, "a book move");
    // A search's thought goes when the position is set again.
    let pos = after("c4e3f3c5d3f4g5c3");
    player.set_position(pos);
    player.choose(&clock);
    assert!(player.last_thought().is_some());
    player.set_position(after("c4e3f3c5d3f4g5c3c6"));
    assert_eq!(player.last_thought(), None, "another position");
}
