//! Sounds, synthesised with the Web Audio API: no sound files to ship or license.
//!
//! Two halves. The pure half says what each [`Sound`] is (a few [`Note`]s, see
//! [`Sound::notes`]) and which sounds a change of the match calls for ([`cues`]); it is
//! tested natively. The browser half plays them: one `AudioContext`, created lazily and
//! resumed on the player's first gesture (browsers keep audio suspended until then), and
//! silent, never failing, when audio is unavailable or sound is off.
//!
//! Wiring: call [`install_gesture_unlock`] once at start-up, [`set_enabled`] whenever the
//! sound option changes, and [`play_all`] with [`cues`] of each model change.

use crate::app::model::{Event, Model, Phase, Settings};
use outflank_engine::{Bitboard, Color, Square};

/// The shape of a note's wave.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wave {
    /// Pure and soft.
    Sine,
    /// Mellow, a little woody.
    Triangle,
    /// Buzzy, cartoonish.
    Square,
}

/// One note of a sound: a tone with a quick attack and a smooth decay.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Note {
    /// Pitch at the start, in hertz.
    pub freq: f32,
    /// Pitch at the end (equal to `freq` for a steady note; glides exponentially).
    pub end_freq: f32,
    /// When it starts, in seconds after the sound starts.
    pub start: f32,
    /// How long it lasts, in seconds.
    pub duration: f32,
    /// Its wave.
    pub wave: Wave,
    /// Its peak volume, 0 to 1 (before the master volume).
    pub gain: f32,
}

const fn note(freq: f32, start: f32, duration: f32, wave: Wave, gain: f32) -> Note {
    Note {
        freq,
        end_freq: freq,
        start,
        duration,
        wave,
        gain,
    }
}

const fn glide(freq: f32, end_freq: f32, start: f32, duration: f32, wave: Wave, gain: f32) -> Note {
    Note {
        freq,
        end_freq,
        start,
        duration,
        wave,
        gain,
    }
}

/// Everything the game can sound.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Sound {
    /// A disc placed by this colour: a low clack for Black, a higher click for White.
    Move(Color),
    /// A new game.
    Start,
    /// A human took a corner: a bright rising cheer.
    CornerCheer,
    /// The computer took a corner: a cheeky "na-na" tune.
    CornerGloat,
    /// A player has no move and passes.
    Pass,
    /// The game is won (by the human, or by anyone when no one or both are human).
    Win,
    /// The computer beat the human.
    Loss,
    /// A draw.
    Draw,
}

// Equal-tempered pitches.
const E4: f32 = 329.63;
const F4: f32 = 349.23;
const FS4: f32 = 369.99;
const G4: f32 = 392.00;
const C5: f32 = 523.25;
const D5: f32 = 587.33;
const E5: f32 = 659.25;
const G5: f32 = 783.99;
const A5: f32 = 880.00;
const B5: f32 = 987.77;
const C6: f32 = 1046.50;
const D6: f32 = 1174.66;
const G6: f32 = 1567.98;
const C7: f32 = 2093.00;
const G7: f32 = 3135.96;

use Wave::{Sine, Square as Sq, Triangle as Tri};

const BLACK_MOVE: [Note; 2] = [
    glide(330.0, 140.0, 0.0, 0.07, Tri, 0.55),
    glide(1400.0, 700.0, 0.0, 0.025, Sine, 0.15),
];
const WHITE_MOVE: [Note; 2] = [
    glide(620.0, 300.0, 0.0, 0.07, Tri, 0.45),
    glide(2200.0, 1100.0, 0.0, 0.025, Sine, 0.12),
];
const START: [Note; 4] = [
    note(C5, 0.0, 0.14, Tri, 0.3),
    note(E5, 0.09, 0.14, Tri, 0.3),
    note(G5, 0.18, 0.14, Tri, 0.3),
    note(C6, 0.27, 0.3, Tri, 0.3),
];
const CHEER: [Note; 5] = [
    note(G5, 0.0, 0.1, Tri, 0.28),
    note(B5, 0.06, 0.1, Tri, 0.28),
    note(D6, 0.12, 0.1, Tri, 0.28),
    note(G6, 0.18, 0.25, Tri, 0.28),
    note(G7, 0.18, 0.3, Sine, 0.06),
];
const GLOAT: [Note; 5] = [
    note(G5, 0.0, 0.13, Sq, 0.1),
    note(E5, 0.15, 0.13, Sq, 0.1),
    note(A5, 0.3, 0.1, Sq, 0.1),
    note(G5, 0.42, 0.13, Sq, 0.1),
    note(E5, 0.57, 0.22, Sq, 0.1),
];
const PASS: [Note; 2] = [
    glide(D5, G4, 0.0, 0.2, Sine, 0.3),
    glide(B5 / 2.0, E4, 0.22, 0.24, Sine, 0.3),
];
const WIN: [Note; 5] = [
    note(C5, 0.0, 0.12, Tri, 0.3),
    note(E5, 0.12, 0.12, Tri, 0.3),
    note(G5, 0.24, 0.12, Tri, 0.3),
    note(C6, 0.36, 0.55, Tri, 0.3),
    note(C7, 0.36, 0.55, Sine, 0.06),
];
const LOSS: [Note; 4] = [
    note(G4, 0.0, 0.25, Tri, 0.3),
    note(FS4, 0.27, 0.25, Tri, 0.3),
    note(F4, 0.54, 0.25, Tri, 0.3),
    glide(E4, 293.66, 0.81, 0.6, Tri, 0.3),
];
const DRAW: [Note; 2] = [
    note(D5, 0.0, 0.15, Sine, 0.25),
    note(D5, 0.2, 0.3, Sine, 0.25),
];

impl Sound {
    /// Every sound, for tests and previews.
    pub const ALL: [Sound; 9] = [
        Sound::Move(Color::Black),
        Sound::Move(Color::White),
        Sound::Start,
        Sound::CornerCheer,
        Sound::CornerGloat,
        Sound::Pass,
        Sound::Win,
        Sound::Loss,
        Sound::Draw,
    ];

    /// Its notes.
    pub fn notes(self) -> &'static [Note] {
        match self {
            Sound::Move(Color::Black) => &BLACK_MOVE,
            Sound::Move(Color::White) => &WHITE_MOVE,
            Sound::Start => &START,
            Sound::CornerCheer => &CHEER,
            Sound::CornerGloat => &GLOAT,
            Sound::Pass => &PASS,
            Sound::Win => &WIN,
            Sound::Loss => &LOSS,
            Sound::Draw => &DRAW,
        }
    }

    /// How long it lasts, in seconds.
    pub fn duration(self) -> f32 {
        self.notes()
            .iter()
            .map(|n| n.start + n.duration)
            .fold(0.0, f32::max)
    }
}

/// The sound of `color` placing a disc on `square`: a cheer or a gloat on a corner
/// (a gloat when the computer plays `color`), the colour's move sound elsewhere.
pub fn move_sound(color: Color, square: Square, by_computer: bool) -> Sound {
    if Bitboard::CORNERS.contains(square) {
        if by_computer {
            Sound::CornerGloat
        } else {
            Sound::CornerCheer
        }
    } else {
        Sound::Move(color)
    }
}

/// The sound of a game won by `winner` (`None`: a draw). With one human, it is their win
/// or loss; with two humans or none, any win is celebrated.
pub fn end_sound(winner: Option<Color>, settings: &Settings) -> Sound {
    let humans: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| !settings.player(*c).is_computer())
        .collect();
    match (winner, humans.as_slice()) {
        (None, _) => Sound::Draw,
        (Some(w), [human]) if w != *human => Sound::Loss,
        (Some(_), _) => Sound::Win,
    }
}

/// The sounds for the change of the match from `before` to `after`, in order: a move
/// (or corner), a pass being shown, the end of the game. Undo, redo, loading and
/// settings make no sound; a New game's start sound is played by the New game control.
pub fn cues(before: &Model, after: &Model) -> Vec<Sound> {
    let mut out = Vec::new();
    let moved = before.game() != after.game();
    if moved {
        if let Event::Played { color, square, .. } = after.event() {
            let by_computer = after.settings().player(color).is_computer();
            out.push(move_sound(color, square, by_computer));
        }
    }
    let passing = |m: &Model| match m.phase() {
        Phase::Passing { token } => Some(*token),
        _ => None,
    };
    if let Some(token) = passing(after) {
        if passing(before) != Some(token) {
            out.push(Sound::Pass);
        }
    }
    let ended_by_play = matches!(after.event(), Event::Played { .. } | Event::Passed(_));
    if moved && ended_by_play && before.outcome().is_none() {
        if let Some(outcome) = after.outcome() {
            out.push(end_sound(outcome.winner, after.settings()));
        }
    }
    out
}

/// How loud everything is, 0 to 1.
pub const MASTER_VOLUME: f32 = 0.6;

mod web {
    use super::{Note, Sound, Wave, MASTER_VOLUME};
    use gloo_events::EventListener;
    use std::cell::RefCell;
    use wasm_bindgen::JsValue;
    use web_sys::{
        AudioContext, AudioContextState, AudioNode, BaseAudioContext, GainNode, OscillatorType,
    };

    struct Audio {
        enabled: bool,
        /// The context and the master volume, once created.
        out: Option<(AudioContext, GainNode)>,
        /// Creating a context failed once: never try again.
        unavailable: bool,
        listeners: Vec<EventListener>,
    }

    thread_local! {
        static AUDIO: RefCell<Audio> = const {
            RefCell::new(Audio {
                enabled: true,
                out: None,
                unavailable: false,
                listeners: Vec::new(),
            })
        };
    }

    /// The context, created on first use; `None` when audio is unavailable.
    fn output(a: &mut Audio) -> Option<(AudioContext, GainNode)> {
        if a.out.is_none() && !a.unavailable {
            // No window: a worker, or not a browser at all.
            a.out = web_sys::window().and_then(|_| create().ok());
            a.unavailable = a.out.is_none();
        }
        a.out.clone()
    }

    fn create() -> Result<(AudioContext, GainNode), JsValue> {
        let ctx = AudioContext::new()?;
        let master = ctx.create_gain()?;
        master.gain().set_value(MASTER_VOLUME);
        master.connect_with_audio_node(&ctx.destination())?;
        Ok((ctx, master))
    }

    /// Runs a promise to its end, ignoring a rejection (so nothing reaches the console).
    fn settle(promise: Result<js_sys::Promise, JsValue>) {
        if let Ok(p) = promise {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(p).await;
            });
        }
    }

    pub fn set_enabled(on: bool) {
        AUDIO.with(|a| {
            let mut a = a.borrow_mut();
            a.enabled = on;
            if let (false, Some((ctx, _))) = (on, &a.out) {
                // Nothing to play: let the device sleep.
                settle(ctx.suspend());
            }
        });
    }

    pub fn unlock() {
        AUDIO.with(|a| {
            let mut a = a.borrow_mut();
            if !a.enabled {
                return;
            }
            if let Some((ctx, _)) = output(&mut a) {
                if ctx.state() != AudioContextState::Running {
                    settle(ctx.resume());
                }
            }
        });
    }

    pub fn install_gesture_unlock() {
        let Some(window) = web_sys::window() else {
            return;
        };
        AUDIO.with(|a| {
            let mut a = a.borrow_mut();
            if !a.listeners.is_empty() {
                return;
            }
            // Each of these counts as a user activation in current browsers. They stay
            // installed: a context the system suspends later is resumed by the next one.
            for event in ["pointerdown", "pointerup", "keydown", "touchend", "click"] {
                a.listeners
                    .push(EventListener::new(&window, event, |_| unlock()));
            }
        });
    }

    pub fn play_at(sound: Sound, delay: f64) {
        AUDIO.with(|a| {
            let mut a = a.borrow_mut();
            if !a.enabled {
                return;
            }
            let Some((ctx, master)) = output(&mut a) else {
                return;
            };
            if ctx.state() != AudioContextState::Running {
                // Not running yet. When this very gesture is unlocking it (the first click
                // of a visit), play as soon as it runs; a sound still waiting after a
                // moment would be late, so it is dropped.
                let Ok(resumed) = ctx.resume() else { return };
                let asked = js_sys::Date::now();
                wasm_bindgen_futures::spawn_local(async move {
                    let running = wasm_bindgen_futures::JsFuture::from(resumed).await.is_ok();
                    if running && js_sys::Date::now() - asked < 250.0 {
                        let _ = schedule(&ctx, &master, sound, ctx.current_time() + 0.01 + delay);
                    }
                });
                return;
            }
            let _ = schedule(&ctx, &master, sound, ctx.current_time() + 0.01 + delay);
        });
    }

    fn wave(w: Wave) -> OscillatorType {
        match w {
            Wave::Sine => OscillatorType::Sine,
            Wave::Triangle => OscillatorType::Triangle,
            Wave::Square => OscillatorType::Square,
        }
    }

    /// Schedules `sound` on `ctx` at time `at` (in the context's clock) into `output`.
    pub fn schedule(
        ctx: &BaseAudioContext,
        output: &AudioNode,
        sound: Sound,
        at: f64,
    ) -> Result<(), JsValue> {
        for n in sound.notes() {
            schedule_note(ctx, output, n, at)?;
        }
        Ok(())
    }

    fn schedule_note(
        ctx: &BaseAudioContext,
        output: &AudioNode,
        n: &Note,
        at: f64,
    ) -> Result<(), JsValue> {
        let start = at + f64::from(n.start);
        let end = start + f64::from(n.duration);
        let attack = (f64::from(n.duration) / 4.0).min(0.005);
        let osc = ctx.create_oscillator()?;
        osc.set_type(wave(n.wave));
        let freq = osc.frequency();
        freq.set_value_at_time(n.freq, start)?;
        if n.end_freq != n.freq {
            freq.exponential_ramp_to_value_at_time(n.end_freq, end)?;
        }
        let env = ctx.create_gain()?;
        let gain = env.gain();
        gain.set_value_at_time(0.0, start)?;
        gain.linear_ramp_to_value_at_time(n.gain, start + attack)?;
        gain.exponential_ramp_to_value_at_time(0.0005, end)?;
        osc.connect_with_audio_node(&env)?;
        env.connect_with_audio_node(output)?;
        osc.start_with_when(start)?;
        osc.stop_with_when(end + 0.02)?;
        Ok(())
    }
}

/// Turns sound on or off (off: nothing plays and the audio device is released).
pub fn set_enabled(on: bool) {
    web::set_enabled(on);
}

/// Creates the audio context if needed and resumes it. Browsers allow this only during a
/// user gesture (a click, a tap, a key), so call it from one, or use
/// [`install_gesture_unlock`].
pub fn unlock() {
    web::unlock();
}

/// Listens for the player's gestures on the window and unlocks audio on them. Call once
/// at start-up; later calls do nothing.
pub fn install_gesture_unlock() {
    web::install_gesture_unlock();
}

/// Plays `sounds` one after the other. Silent when sound is off, audio is unavailable or
/// not yet unlocked by a gesture.
pub fn play_all(sounds: &[Sound]) {
    let mut delay = 0.0;
    for s in sounds {
        web::play_at(*s, delay);
        delay += f64::from(s.duration()) + 0.05;
    }
}

/// Schedules `sound` on any audio context (e.g. an `OfflineAudioContext` in a test) at
/// `at` seconds of its clock, into `output`, reporting any error the browser raises.
pub fn schedule(
    ctx: &web_sys::BaseAudioContext,
    output: &web_sys::AudioNode,
    sound: Sound,
    at: f64,
) -> Result<(), wasm_bindgen::JsValue> {
    web::schedule(ctx, output, sound, at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::{Action, Player};
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
        assert!(m.apply(Action::Notify("hello".into())));
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
}
