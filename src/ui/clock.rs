//! The game clock on the page: the clock faces under the players, the timer that drives the
//! stopwatch ([`super::stopwatch`]), and the computer's time for its requests.
//!
//! The session is charged at every change to the game (see [`AppState::change`]), on a clock
//! once a second (so that a reload keeps the times) and when it reaches zero, and when the
//! page is hidden; between charges the faces count down from the session's times on their own,
//! so that the game is not rewritten ten times a second. In a game between people the clock
//! stops while the page is hidden; against the computer it runs on, as the computer thinks
//! on.

use super::state::AppState;
use crate::engine::search::clock_budget::{GameTime, TimeLeft};
use crate::engine::Color;
use crate::i18n::game::clock_label;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How often the faces are redrawn, in milliseconds.
const TICK_MS: u32 = 100;

/// The longest the session goes uncharged while a clock runs, in milliseconds.
const CHARGE_EVERY_MS: f64 = 1_000.0;

/// Under this much time left a face is highlighted, in milliseconds.
const LOW_MS: u64 = 10_000;

/// `side`'s time left now, counting down between charges, on a clock.
fn left_now(state: AppState, side: Color) -> Option<u64> {
    let (left, running) = state
        .session
        .with(|s| (s.clock().left(side), s.clock_running()));
    let spent = if running == Some(side) {
        state.clock.uncharged()
    } else {
        0
    };
    left.map(|left| left.saturating_sub(spent))
}

/// The computer's clock for a request to move as `side`, with the time the page waits
/// before showing a move (`show_ms`) taken off: `None` without a clock.
pub fn time_left(state: AppState, side: Color, show_ms: u64) -> Option<TimeLeft> {
    let increment_ms = state
        .session
        .with_untracked(|s| s.clock().control())?
        .increment_ms;
    let left = untrack(|| left_now(state, side))?;
    Some(TimeLeft {
        left_ms: left.saturating_sub(show_ms),
        increment_ms,
    })
}

/// The computer's thinking so far in this game as `side`, for Expert's game clock: the time
/// its clock ran (with or without a time control) and the discs it placed.
pub fn thought(state: AppState, side: Color) -> GameTime {
    state.session.with_untracked(|s| GameTime {
        used_ms: s.clock().used(side),
        moves: s.game().discs_placed_by(side),
    })
}

/// The time left on a clock, as the face shows it: `4:59`, and tenths under ten seconds
/// (`0:09.3`) when every tenth counts.
fn shown(ms: u64) -> String {
    if ms < LOW_MS {
        format!("0:{:02}.{}", ms / 1_000, ms / 100 % 10)
    } else {
        let seconds = ms.div_ceil(1_000);
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// Runs the stopwatch for the page's life: gives new games the clock chosen in the options,
/// ticks the faces, charges the session once a second and at a fall, and stops the clock of
/// a game between people while the page is hidden. Call once, from the page's background drivers.
pub fn run_clock(state: AppState) {
    // Not through `AppState::change`: choosing a clock charges no time, so that starting the
    // page writes nothing, and a clock set afresh starts from now.
    Effect::new(move |_| {
        let control = state.options.with(|o| o.clock.control());
        let reset = state.session.try_update(|s| {
            let before = *s.clock();
            s.set_time_control(control);
            *s.clock() != before
        });
        if reset == Some(true) {
            state.clock.take_elapsed();
        }
    });
    // The faces tick only on a clock: a game without one is charged at its changes alone,
    // and a page that wakes ten times a second for nothing drains a phone.
    let timed = Memo::new(move |_| state.session.with(|s| s.clock().control().is_some()));
    let ticking = StoredValue::new_local(None::<Interval>);
    Effect::new(move |_| {
        let interval = timed
            .get()
            .then(|| Interval::new(TICK_MS, move || tick(state)));
        // Dropping the one before cancels it.
        ticking.set_value(interval);
    });
    let visibility = Closure::<dyn Fn()>::new(move || {
        // Without a clock nothing stops, and an idle page writes nothing.
        let (timed, between_people) = state.session.with_untracked(|s| {
            let players = s.playing();
            (
                s.clock().control().is_some(),
                !players.is_computer(Color::Black) && !players.is_computer(Color::White),
            )
        });
        if !document().hidden() {
            state.clock.restart();
        } else if timed {
            state.charge_clock();
            if between_people {
                state.clock.stop();
            }
        }
    });
    let _ = document()
        .add_event_listener_with_callback("visibilitychange", visibility.as_ref().unchecked_ref());
    visibility.forget();
}

/// `color`'s clock face, shown in a game on a clock: its time left, marked while it runs and
/// highlighted when low.
#[component]
pub fn ClockFace(
    /// The side whose clock this is.
    color: Color,
) -> impl IntoView {
    let state = AppState::get();
    let left = move || left_now(state, color);
    let running = move || state.session.with(|s| s.clock_running() == Some(color));
    view! {
        <Show when=move || left().is_some()>
            <span
                class="clock"
                class:running=running
                class:low=move || left().is_some_and(|ms| ms < LOW_MS)
                role="timer"
                data-testid=format!("clock-{}", color.name())
                data-ms=move || left().unwrap_or(0).to_string()
                data-running=move || running().then_some("true")
                aria-label=move || clock_label(color, &shown(left().unwrap_or(0)), state.lang.get())
            >
                {move || shown(left().unwrap_or(0))}
            </span>
        </Show>
    }
}

/// One tick of the faces on a clock: moves their time on, and charges the session once a
/// second and at a fall.
fn tick(state: AppState) {
    let now = state.clock.tick();
    let Some(since) = state.clock.since() else {
        return;
    };
    // The time used in a game without a clock is charged at its changes alone, so that
    // an idle page writes nothing.
    let (timed, fell) = state.session.with_untracked(|s| {
        let left = s.clock_running().and_then(|side| s.clock().left(side));
        (
            s.clock().control().is_some(),
            left.is_some_and(|left| (now - since).max(0.0) as u64 >= left),
        )
    });
    if fell || (timed && now - since >= CHARGE_EVERY_MS) {
        state.charge_clock();
    }
}
