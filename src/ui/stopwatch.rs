//! The page's stopwatch for the game clock: the moment up to which time has been charged to
//! the session's clock, stopped while a game between people is hidden. Time while the page is
//! closed is never counted: the stopwatch starts with the page.

use crate::session::Session;
use crate::settings::Statistics;
use leptos::prelude::*;

/// The page's side of the clock: when time was last charged, and the time now for the faces.
#[derive(Clone, Copy)]
pub struct Stopwatch {
    /// The moment (`Date.now()`) up to which time has been charged; `None` while the clock
    /// is stopped with the page hidden.
    since: RwSignal<Option<f64>>,
    /// The moment of the last tick, which the faces count down by.
    now: RwSignal<f64>,
}

impl Default for Stopwatch {
    fn default() -> Stopwatch {
        let now = js_sys::Date::now();
        Stopwatch {
            since: RwSignal::new(Some(now)),
            now: RwSignal::new(now),
        }
    }
}

impl Stopwatch {
    /// Milliseconds elapsed since the last charge, restarting the count from now.
    pub fn take_elapsed(&self) -> u64 {
        let now = js_sys::Date::now();
        let since = self.since.get_untracked();
        if since.is_some() {
            self.since.set(Some(now));
        }
        since.map_or(0, |s| (now - s).max(0.0) as u64)
    }

    /// Milliseconds elapsed, as the faces show them, since the last charge.
    pub fn uncharged(&self) -> u64 {
        self.since
            .get()
            .map_or(0, |s| (self.now.get() - s).max(0.0) as u64)
    }

    /// Moves the faces' time to now, and returns it.
    pub fn tick(&self) -> f64 {
        let now = js_sys::Date::now();
        self.now.set(now);
        now
    }

    /// The moment up to which time has been charged, unless the stopwatch is stopped.
    pub fn since(&self) -> Option<f64> {
        self.since.get_untracked()
    }

    /// Stops the stopwatch: time from now on is not counted.
    pub fn stop(&self) {
        self.since.set(None);
    }

    /// Starts a stopped stopwatch again from now.
    pub fn restart(&self) {
        if self.since.get_untracked().is_none() {
            self.since.set(Some(js_sys::Date::now()));
        }
    }
}

/// Charges the time elapsed to the running clock of `session`, with `stats` for a fall that
/// ends the game; time while `away` (the Puzzles view has the page) is not the game's.
/// Returns whether the game ended on time.
pub fn charge(
    watch: Stopwatch,
    session: RwSignal<Session>,
    stats: RwSignal<Statistics>,
    away: bool,
) -> bool {
    let elapsed = watch.take_elapsed();
    if elapsed == 0 || away || session.with_untracked(Session::clock_running).is_none() {
        return false;
    }
    let mut counted = stats.get_untracked();
    let mut next = session.get_untracked();
    next.run_clock(elapsed, &mut counted);
    let fell = next.is_over();
    session.set(next);
    if fell {
        stats.set(counted);
    }
    fell
}
