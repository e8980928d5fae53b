//! Plays the cues with the Web Audio API: a few oscillators per sound, no sound files.
//!
//! Browsers let a page start audio only after the player's first tap, click or key, so the
//! audio context is made then (and resumed on later gestures if the browser suspended it);
//! until then, and wherever Web Audio is missing or fails, the game is simply silent.

use super::cue::{cue, Cue};
use crate::engine::Game;
use crate::ui::state::AppState;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    /// The page's one audio context, once a gesture has allowed it.
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    /// The sounds started of each kind, in [`KINDS`]'s order.
    static STARTED: Cell<[u32; 3]> = const { Cell::new([0; 3]) };
}

/// The most ticks a move's flips make: a long row sounds as a quick run, not a drum roll.
const MAX_TICKS: u32 = 6;

/// The attributes of the page's root that count each kind of sound started.
const KINDS: [&str; 3] = ["data-sound-move", "data-sound-flip", "data-sound-end"];

/// A knock's place in [`KINDS`].
const MOVE: usize = 0;
/// A run of ticks' place in [`KINDS`].
const FLIP: usize = 1;
/// A chord's place in [`KINDS`].
const END: usize = 2;

/// Plays the sounds of the game's changes while the Sound option is on.
pub fn drive(state: AppState) {
    if let Some(root) = document().document_element() {
        // The counts start when the player does, so a test knows when gestures are heard.
        for name in KINDS {
            let _ = root.set_attribute(name, "0");
        }
    }
    let sound_on = move || state.options.with_untracked(|o| o.sound);
    for gesture in ["pointerdown", "keydown"] {
        // Kept for the page's life: a later gesture resumes a context the browser suspended.
        let _ = window_event_listener_untyped(gesture, move |_| {
            if sound_on() {
                wake();
            }
        });
    }
    let game = Memo::new(move |_| state.session.with(|s| s.game().clone()));
    Effect::new(move |before: Option<Game>| {
        let now = game.get();
        if let Some(c) = before.and_then(|b| cue(&b, &now)) {
            if sound_on() {
                play(c);
            }
        }
        now
    });
}

/// Makes the audio context, or resumes it (which leaves a running one as it is); does
/// nothing where Web Audio is unavailable.
fn wake() {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        if let Some(context) = audio.as_ref() {
            let _ = context.resume();
        }
    });
}

/// Schedules the sounds of `c` from now: the knock of the disc placed, the ticks of the
/// discs it turned, then the chord of the game's end.
fn play(c: Cue) {
    let Some(context) = AUDIO.with(|audio| audio.borrow().clone()) else {
        return;
    };
    let at = context.current_time();
    let mut end_at = at;
    if let Some(flips) = c.flips {
        if knock(&context, at).is_ok() {
            counted(MOVE);
        }
        if flips > 0 && ticks(&context, at + 0.07, flips).is_ok() {
            counted(FLIP);
        }
        end_at = at + 0.4;
    }
    if c.end && chord(&context, end_at).is_ok() {
        counted(END);
    }
}

/// A soft wooden knock: a short low sine.
fn knock(context: &AudioContext, at: f64) -> Result<(), JsValue> {
    tone(context, at, 180.0, 0.14, 0.22, OscillatorType::Sine)
}

/// One quiet tick per disc turned (at most [`MAX_TICKS`]), each a little higher.
fn ticks(context: &AudioContext, at: f64, flips: u32) -> Result<(), JsValue> {
    for i in 0..flips.min(MAX_TICKS) {
        let hz = 880.0 + 70.0 * i as f32;
        let start = at + 0.045 * f64::from(i);
        tone(context, start, hz, 0.05, 0.06, OscillatorType::Triangle)?;
    }
    Ok(())
}

/// A rising major triad, C E G.
fn chord(context: &AudioContext, at: f64) -> Result<(), JsValue> {
    for (i, hz) in [523.25, 659.25, 783.99].into_iter().enumerate() {
        tone(
            context,
            at + 0.11 * i as f64,
            hz,
            0.7,
            0.08,
            OscillatorType::Sine,
        )?;
    }
    Ok(())
}

/// An oscillator of `wave` at `hz` started at `at` through a gain that swells to `peak` and
/// fades out over `length` seconds.
fn tone(
    context: &AudioContext,
    at: f64,
    hz: f32,
    length: f64,
    peak: f32,
    wave: OscillatorType,
) -> Result<(), JsValue> {
    let osc = context.create_oscillator()?;
    osc.set_type(wave);
    osc.frequency().set_value(hz);
    let gain = context.create_gain()?;
    let g = gain.gain();
    // Exponential ramps cannot reach 0, and a step to full volume would click.
    g.set_value_at_time(0.0001, at)?;
    g.exponential_ramp_to_value_at_time(peak, at + 0.01)?;
    g.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length)
}

/// Counts a sound started on the page's root (`KINDS[kind]`): sound cannot be heard in a
/// test, but the count can be read.
fn counted(kind: usize) {
    let mut started = STARTED.get();
    started[kind] += 1;
    STARTED.set(started);
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute(KINDS[kind], &started[kind].to_string());
    }
}
