//! The sounds, synthesised by Chromium's real Web Audio engine.
//!
//! Each sound is rendered into an `OfflineAudioContext` (no speakers, no autoplay policy)
//! and the samples are checked: audible, not clipping, ending in silence, and Black's
//! move lower than White's. The live player is watched through the page's own
//! `AudioContext`: with sound off it creates no context and schedules no tone, and it only
//! ever schedules tones on a running context (never on one still waiting for a gesture).
//!
//! Run with `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p outflank --target
//! wasm32-unknown-unknown --test sound_in_browser`.
#![cfg(target_arch = "wasm32")]

use outflank::app::sound::{self, Sound};
use outflank_engine::Color;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{AudioBuffer, OfflineAudioContext};

wasm_bindgen_test_configure!(run_in_browser);

const RATE: f32 = 22_050.0;

/// The samples of `sound` rendered from time 0, with 0.1 s of tail.
async fn render(sound: Sound) -> Vec<f32> {
    let len = ((sound.duration() + 0.1) * RATE) as u32;
    let ctx =
        OfflineAudioContext::new_with_number_of_channels_and_length_and_sample_rate(1, len, RATE)
            .expect("an offline audio context");
    sound::schedule(&ctx, &ctx.destination(), sound, 0.0).expect("every note is valid");
    let rendered = JsFuture::from(ctx.start_rendering().unwrap())
        .await
        .expect("rendering succeeds");
    let buffer: AudioBuffer = rendered.dyn_into().unwrap();
    buffer.get_channel_data(0).unwrap()
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, x| m.max(x.abs()))
}

/// Sign changes per second over the loud part: a rough pitch.
fn crossings_per_second(samples: &[f32]) -> f32 {
    let loud = peak(samples) * 0.05;
    let active: Vec<f32> = samples.iter().copied().filter(|x| x.abs() > loud).collect();
    let changes = active
        .windows(2)
        .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
        .count();
    changes as f32 / (active.len() as f32 / RATE)
}

#[wasm_bindgen_test]
async fn every_sound_is_audible_does_not_clip_and_ends_in_silence() {
    for s in Sound::ALL {
        let samples = render(s).await;
        let p = peak(&samples);
        assert!(p > 0.05, "{s:?} is too quiet: peak {p}");
        assert!(p < 1.0, "{s:?} clips: peak {p}");
        let tail = &samples[samples.len() - (0.05 * RATE) as usize..];
        assert!(peak(tail) < 0.01, "{s:?} rings on: {}", peak(tail));
    }
}

#[wasm_bindgen_test]
async fn blacks_move_is_lower_than_whites() {
    let black = crossings_per_second(&render(Sound::Move(Color::Black)).await);
    let white = crossings_per_second(&render(Sound::Move(Color::White)).await);
    assert!(black < white, "black {black}/s, white {white}/s");
}

#[wasm_bindgen_test]
async fn rendered_sounds_differ() {
    let mut seen: Vec<(Sound, Vec<f32>)> = Vec::new();
    for s in Sound::ALL {
        let samples = render(s).await;
        for (other, theirs) in &seen {
            let n = samples.len().min(theirs.len());
            let diff = samples[..n]
                .iter()
                .zip(&theirs[..n])
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f32::max);
            assert!(diff > 0.05, "{s:?} renders like {other:?}");
        }
        seen.push((s, samples));
    }
}

/// Installs a watch on the page's live audio (not the offline contexts above): every
/// `AudioContext` in use (each makes its master volume at once) and the state of its
/// context when each tone is created. The prototype is patched, not the constructor:
/// wasm-bindgen keeps its own reference to that.
fn watch_live_audio() {
    js_sys::eval(
        r#"
        window.__contexts = [];
        window.__toneStates = [];
        const proto = AudioContext.prototype;
        const createGain = proto.createGain;
        const createOscillator = proto.createOscillator;
        proto.createGain = function (...args) {
            if (!window.__contexts.includes(this)) window.__contexts.push(this);
            return createGain.apply(this, args);
        };
        proto.createOscillator = function (...args) {
            window.__toneStates.push(this.state);
            return createOscillator.apply(this, args);
        };
        "#,
    )
    .expect("the watch installs");
}

/// Evaluates `expression` in the page, as a number or a string.
fn page_value(expression: &str) -> wasm_bindgen::JsValue {
    js_sys::eval(expression).expect("the expression evaluates")
}

#[wasm_bindgen_test]
async fn the_player_is_silent_when_off_and_plays_only_on_a_running_context() {
    watch_live_audio();
    let contexts = || page_value("window.__contexts.length").as_f64().unwrap();
    let tone_states = || {
        page_value("window.__toneStates.join(' ')")
            .as_string()
            .unwrap()
    };

    // Off: nothing is created, let alone played, whatever is asked.
    sound::set_enabled(false);
    sound::unlock();
    sound::play_all(&Sound::ALL);
    gloo_timers::future::sleep(std::time::Duration::from_millis(400)).await;
    assert_eq!(contexts(), 0.0, "sound off creates no audio context");
    assert_eq!(tone_states(), "", "sound off schedules no tone");

    // On: one context for the visit. No gesture in a test: the browser may keep it
    // waiting (then nothing plays) or let it run; a tone only ever goes to a running one.
    sound::set_enabled(true);
    sound::install_gesture_unlock();
    sound::install_gesture_unlock();
    sound::unlock();
    sound::play_all(&Sound::ALL);
    gloo_timers::future::sleep(std::time::Duration::from_millis(400)).await;
    sound::play_all(&Sound::ALL);
    assert_eq!(contexts(), 1.0, "one audio context, created once");
    let states = tone_states();
    assert!(
        states.split_whitespace().all(|s| s == "running"),
        "tones scheduled on a context that was not running: {states}"
    );

    // Off again: the context is suspended, so the device can sleep.
    sound::set_enabled(false);
    gloo_timers::future::sleep(std::time::Duration::from_millis(200)).await;
    assert_ne!(
        page_value("window.__contexts[0].state")
            .as_string()
            .as_deref(),
        Some("running")
    );
}
