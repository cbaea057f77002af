//! The sounds and the cues of each change of the match, natively.

use super::*;
use crate::app::model::{Action, Notice, Player};
use outflank_engine::{Game, Move, PassRule, Position, Rules};
use std::collections::HashSet;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The notes as exact bits, to compare sounds.
fn fingerprint(s: Sound) -> Vec<[u32; 5]> {
    s.notes()
        .iter()
        .map(|n| {
            [
                n.freq.to_bits(),
                n.end_freq.to_bits(),
                n.start.to_bits(),
                n.duration.to_bits(),
                n.wave as u32,
            ]
        })
        .collect()
}

#[test]
fn every_sound_is_distinct() {
    let mut seen = HashSet::new();
    for s in Sound::ALL {
        assert!(seen.insert(fingerprint(s)), "{s:?} sounds like another");
    }
}

#[test]
fn every_note_is_audible_short_and_safe() {
    for s in Sound::ALL {
        assert!(!s.notes().is_empty(), "{s:?}");
        for n in s.notes() {
            for f in [n.freq, n.end_freq] {
                assert!((80.0..=4000.0).contains(&f), "{s:?}: {f} Hz");
            }
            assert!(n.start >= 0.0 && n.duration >= 0.02, "{s:?}: {n:?}");
            assert!(n.gain > 0.0 && n.gain <= 0.6, "{s:?}: {n:?}");
        }
        // Nothing drags on: moves are instant, the longest fanfare is under 1.5 s.
        assert!(s.duration() <= 1.5, "{s:?} lasts {}", s.duration());
        // Notes sounding together never add up past full scale (no clipping).
        for probe in s.notes() {
            let t = probe.start + 0.001;
            let sum: f32 = s
                .notes()
                .iter()
                .filter(|n| n.start <= t && t < n.start + n.duration)
                .map(|n| n.gain)
                .sum();
            assert!(sum <= 0.8, "{s:?} peaks at {sum}");
        }
    }
    for c in Color::ALL {
        assert!(Sound::Move(c).duration() <= 0.1, "a move is a click");
    }
}

#[test]
fn the_sounds_say_what_they_mean() {
    let pitch = |s: Sound| s.notes()[0].freq;
    // Black's disc clacks lower than White's.
    assert!(pitch(Sound::Move(Color::Black)) < pitch(Sound::Move(Color::White)));
    // A win climbs, a loss sinks.
    let last = |s: Sound| {
        let n = s
            .notes()
            .iter()
            .max_by(|a, b| a.start.total_cmp(&b.start))
            .unwrap();
        n.end_freq
    };
    assert!(last(Sound::Win) > pitch(Sound::Win));
    assert!(last(Sound::Loss) < pitch(Sound::Loss));
    // The cheer rises note by note; the gloat is the buzzy tune.
    let cheer: Vec<f32> = Sound::CornerCheer.notes()[..4]
        .iter()
        .map(|n| n.freq)
        .collect();
    assert!(cheer.windows(2).all(|w| w[0] < w[1]), "{cheer:?}");
    assert!(Sound::CornerGloat
        .notes()
        .iter()
        .all(|n| n.wave == Wave::Square));
    assert!(Sound::CornerCheer
        .notes()
        .iter()
        .all(|n| n.wave != Wave::Square));
}

#[test]
fn corners_cheer_or_gloat_by_who_took_them() {
    for corner in ["a1", "h1", "a8", "h8"] {
        assert_eq!(
            move_sound(Color::Black, sq(corner), false),
            Sound::CornerCheer
        );
        assert_eq!(
            move_sound(Color::White, sq(corner), true),
            Sound::CornerGloat
        );
    }
    assert_eq!(
        move_sound(Color::Black, sq("b1"), true),
        Sound::Move(Color::Black)
    );
    assert_eq!(
        move_sound(Color::White, sq("g7"), false),
        Sound::Move(Color::White)
    );
}

#[test]
fn the_end_sound_is_from_the_humans_side() {
    let mut s = Settings::first_visit(1); // Black human, White computer.
    assert_eq!(end_sound(Some(Color::Black), &s), Sound::Win);
    assert_eq!(end_sound(Some(Color::White), &s), Sound::Loss);
    assert_eq!(end_sound(None, &s), Sound::Draw);
    s.white = Player::Human;
    assert_eq!(end_sound(Some(Color::White), &s), Sound::Win);
    s.black = Player::Computer { level: 1 };
    assert_eq!(end_sound(Some(Color::Black), &s), Sound::Loss);
    assert_eq!(end_sound(Some(Color::White), &s), Sound::Win);
    s.white = Player::Computer { level: 2 };
    assert_eq!(end_sound(Some(Color::White), &s), Sound::Win);
    assert_eq!(end_sound(None, &s), Sound::Draw);
}

fn hot_seat() -> Settings {
    let mut s = Settings::first_visit(1);
    s.white = Player::Human;
    s
}

#[test]
fn cues_follow_the_match() {
    let mut m = Model::new(Game::default(), hot_seat(), 7, Event::Started);
    let before = m.clone();
    assert!(m.apply(Action::Play(sq("f5"))));
    assert_eq!(cues(&before, &m), [Sound::Move(Color::Black)]);
    // Nothing happened, nothing sounds.
    assert_eq!(cues(&m, &m), []);
    // Undo and redo are silent.
    let before = m.clone();
    assert!(m.apply(Action::Undo));
    assert_eq!(cues(&before, &m), []);
    let before = m.clone();
    assert!(m.apply(Action::Redo));
    assert_eq!(cues(&before, &m), []);
    // A notice does not replay the last move's sound.
    let before = m.clone();
    assert!(m.apply(Action::Notify(Notice::Text("hello".into()))));
    assert_eq!(cues(&before, &m), []);
}

#[test]
fn the_computers_corner_gloats_and_the_humans_cheers() {
    // The first position of a simple game where the side to move can take a corner.
    let (game, corner) = game_with_corner_move();
    let mover = game.position().turn;
    let mut settings = hot_seat();
    settings.set_player(mover, Player::Computer { level: 1 });
    let mut m = Model::new(game.clone(), settings, 1, Event::Resumed);
    let Phase::Thinking(turn) = m.phase().clone() else {
        panic!("the computer should be thinking: {:?}", m.phase());
    };
    let before = m.clone();
    assert!(m.apply(Action::ComputerMoved {
        id: turn.id,
        mv: Some(Move::Place(corner))
    }));
    assert_eq!(cues(&before, &m)[0], Sound::CornerGloat);

    let mut m = Model::new(game, hot_seat(), 1, Event::Resumed);
    let before = m.clone();
    assert!(m.apply(Action::Play(corner)));
    assert_eq!(cues(&before, &m)[0], Sound::CornerCheer);
}

/// A game whose side to move can take a corner: the first found by always playing
/// the first legal move.
fn game_with_corner_move() -> (Game, Square) {
    let mut game = Game::default();
    loop {
        let legal = match game.status() {
            outflank_engine::Status::Moves(m) => m,
            _ => panic!("no corner move in the whole game"),
        };
        if let Some(c) = (legal & Bitboard::CORNERS).first() {
            return (game, c);
        }
        let mv = game.position().legal_moves(Rules::WOF).next().unwrap();
        game.try_play(mv).unwrap();
    }
}

#[test]
fn a_pass_sounds_when_it_is_shown_and_the_end_when_the_game_ends() {
    // Play the first legal move every time, human against human, until the end.
    let mut m = Model::new(Game::default(), hot_seat(), 3, Event::Started);
    let mut all = Vec::new();
    loop {
        let before = m.clone();
        let acted = match m.phase().clone() {
            Phase::Passing { token } => m.apply(Action::PassShown { token }),
            _ => match m.legal_squares().first() {
                Some(square) => m.apply(Action::Play(square)),
                None => break,
            },
        };
        assert!(acted);
        all.extend(cues(&before, &m));
    }
    let outcome = m.outcome().unwrap();
    assert_eq!(all.last(), Some(&end_sound(outcome.winner, m.settings())));
    assert_eq!(
        all.iter().filter(|s| **s == Sound::Pass).count(),
        m.game()
            .moves()
            .iter()
            .filter(|mv| **mv == Move::Pass)
            .count()
    );
    assert!(all.contains(&Sound::Pass), "this game has a pass");
    let placements = m
        .game()
        .moves()
        .iter()
        .filter(|mv| **mv != Move::Pass)
        .count();
    let move_sounds = all
        .iter()
        .filter(|s| matches!(s, Sound::Move(_) | Sound::CornerCheer | Sound::CornerGloat))
        .count();
    assert_eq!(move_sounds, placements);
}

#[test]
fn under_the_game_over_rule_the_blocked_player_ends_it_with_a_sound() {
    let mut settings = hot_seat();
    settings.pass_rule = PassRule::GameOver;
    let mut m = Model::new(
        Game::new(Position::START, Rules::NO_MOVE_ENDS_GAME),
        settings,
        3,
        Event::Started,
    );
    let mut last = Vec::new();
    while let Some(square) = m.legal_squares().first() {
        let before = m.clone();
        assert!(m.apply(Action::Play(square)));
        last = cues(&before, &m);
    }
    let outcome = m.outcome().expect("the game is over");
    assert_eq!(last.len(), 2, "{last:?}");
    assert_eq!(last[1], end_sound(outcome.winner, m.settings()));
    assert!(!last.contains(&Sound::Pass));
}
