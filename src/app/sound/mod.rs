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

mod web;

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
mod tests;
