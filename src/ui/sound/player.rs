//! Plays the cues with the Web Audio API: a few oscillators per sound, no sound files.
//!
//! Browsers let a page start audio only after the player's first tap, click or key, so the
//! audio context is made then (and resumed on later gestures if the browser suspended it);
//! until then, and wherever Web Audio is missing or fails, the game is simply silent.

use super::cue::{cue, Cue};
use crate::engine::Game;
use crate::ui::state::AppState;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    /// The page's one audio context, once a gesture has allowed it.
    static AUDIO: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// The most ticks a move's flips make: a long row sounds as a quick run, not a drum roll.
const MAX_TICKS: u32 = 6;

/// The kinds of sound, as counted on the page's root.
const KINDS: [&str; 3] = ["move", "flip", "end"];

/// Plays the sounds of the game's changes while the Sound option is on.
pub fn drive(state: AppState) {
    if let Some(root) = document().document_element() {
        // The counts start when the player does, so a test knows when gestures are heard.
        for kind in KINDS {
            let _ = root.set_attribute(&format!("data-sound-{kind}"), "0");
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

/// Makes the audio context, or resumes it; does nothing where Web Audio is unavailable.
fn wake() {
    AUDIO.with(|audio| {
        let mut audio = audio.borrow_mut();
        if audio.is_none() {
            *audio = AudioContext::new().ok();
        }
        if let Some(context) = audio.as_ref() {
            if context.state() == AudioContextState::Suspended {
                let _ = context.resume();
            }
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
            counted("move");
        }
        if flips > 0 && ticks(&context, at + 0.07, flips).is_ok() {
            counted("flip");
        }
        end_at = at + 0.4;
    }
    if c.end && chord(&context, end_at).is_ok() {
        counted("end");
    }
}

/// A soft wooden knock: a low sine that drops in pitch as it fades.
fn knock(context: &AudioContext, at: f64) -> Result<(), JsValue> {
    let osc = tone(context, at, 0.14, 0.22, OscillatorType::Sine)?;
    osc.frequency().set_value_at_time(240.0, at)?;
    osc.frequency()
        .exponential_ramp_to_value_at_time(120.0, at + 0.12)?;
    Ok(())
}

/// One quiet tick per disc turned (at most [`MAX_TICKS`]), each a little higher.
fn ticks(context: &AudioContext, at: f64, flips: u32) -> Result<(), JsValue> {
    for i in 0..flips.min(MAX_TICKS) {
        let start = at + 0.045 * f64::from(i);
        let osc = tone(context, start, 0.05, 0.06, OscillatorType::Triangle)?;
        osc.frequency()
            .set_value_at_time(880.0 + 70.0 * i as f32, start)?;
    }
    Ok(())
}

/// A rising major triad, C E G.
fn chord(context: &AudioContext, at: f64) -> Result<(), JsValue> {
    for (i, hz) in [523.25, 659.25, 783.99].into_iter().enumerate() {
        let start = at + 0.11 * i as f64;
        let osc = tone(context, start, 0.7, 0.08, OscillatorType::Sine)?;
        osc.frequency().set_value_at_time(hz, start)?;
    }
    Ok(())
}

/// An oscillator of `wave` started at `at` through a gain that swells to `peak` and fades
/// out over `length` seconds; the caller sets its pitch.
fn tone(
    context: &AudioContext,
    at: f64,
    length: f64,
    peak: f32,
    wave: OscillatorType,
) -> Result<web_sys::OscillatorNode, JsValue> {
    let osc = context.create_oscillator()?;
    osc.set_type(wave);
    let gain = context.create_gain()?;
    let g = gain.gain();
    // Exponential ramps cannot reach 0, and a step to full volume would click.
    g.set_value_at_time(0.0001, at)?;
    g.exponential_ramp_to_value_at_time(peak, at + 0.01)?;
    g.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length)?;
    Ok(osc)
}

/// Counts a sound started as `data-sound-<kind>` on the page's root (`kind` one of
/// [`KINDS`]): sound cannot be heard in a test, but the count can be read.
fn counted(kind: &str) {
    let Some(root) = document().document_element() else {
        return;
    };
    let name = format!("data-sound-{kind}");
    let n = root
        .get_attribute(&name)
        .and_then(|v| v.parse::<u32>().ok())
        .unwrap_or(0);
    let _ = root.set_attribute(&name, &(n + 1).to_string());
}
