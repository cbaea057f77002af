//! The browser half: one `AudioContext` for the visit, created lazily and resumed on the
//! player's first gesture, and the notes scheduled on it.

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
