//! The clock of a live game: minutes per side, no increment. Each page runs both clocks by
//! its own time; a move's message carries what the mover's page says it has left, and the
//! receiving page takes that claim only if it is no more than its own measurement allows,
//! give or take [`LATENCY_MS`] (the message's trip makes this page measure a little more of
//! the friend's time than the friend's page does). A disconnected game's clocks stand.

use crate::engine::Color;
use crate::settings::friends::index;

/// The most minutes a side may have: longer games suit a game by link.
pub const MAX_MINUTES: u8 = 60;

/// The choices offered when a live game starts, in minutes per side.
pub const CHOICES: [u8; 5] = [1, 3, 5, 10, 30];

/// What the trip of a message may add to this page's measurement of the friend's time, in
/// ms: a claim of up to this much more than this page measured is taken, and a flag is
/// called for the friend only this long after it fell by this page's measure, so that the
/// friend's own page calls it first.
pub const LATENCY_MS: u64 = 2_000;

/// Both sides' clocks as they travel: the minutes chosen and each side's time left in ms,
/// Black then White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// Minutes per side at the start.
    pub minutes: u8,
    /// Time left, Black then White, in ms.
    pub left_ms: [u64; 2],
}

impl ClockState {
    /// Whether it could be a clock of this game: minutes in range, no side above its start.
    pub fn valid(&self) -> bool {
        (1..=MAX_MINUTES).contains(&self.minutes)
            && self.left_ms.iter().all(|&l| l <= full_ms(self.minutes))
    }
}

/// A side's whole time, in ms.
fn full_ms(minutes: u8) -> u64 {
    u64::from(minutes) * 60_000
}

/// The two clocks as this page runs them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveClock {
    /// Minutes per side at the start.
    pub minutes: u8,
    /// Each side's time left when its clock last stopped, Black then White, in ms.
    left_ms: [u64; 2],
    /// The side whose clock runs and since when (this page's time, in ms).
    running: Option<(Color, u64)>,
}

impl LiveClock {
    /// Both clocks full and standing.
    pub fn new(minutes: u8) -> LiveClock {
        let full = full_ms(minutes.clamp(1, MAX_MINUTES));
        LiveClock {
            minutes: minutes.clamp(1, MAX_MINUTES),
            left_ms: [full, full],
            running: None,
        }
    }

    /// The clocks of `state`, standing.
    pub fn from_state(state: ClockState) -> LiveClock {
        LiveClock {
            minutes: state.minutes,
            left_ms: state.left_ms,
            running: None,
        }
    }

    /// Both clocks at `now_ms`, as they travel.
    pub fn state(&self, now_ms: u64) -> ClockState {
        ClockState {
            minutes: self.minutes,
            left_ms: [
                self.left(Color::Black, now_ms),
                self.left(Color::White, now_ms),
            ],
        }
    }

    /// `side`'s time left at `now_ms`, in ms.
    pub fn left(&self, side: Color, now_ms: u64) -> u64 {
        let left = self.left_ms[index(side)];
        match self.running {
            Some((running, since)) if running == side => {
                left.saturating_sub(now_ms.saturating_sub(since))
            }
            _ => left,
        }
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// Stops the running clock at `now_ms`, charging it the time since it started.
    pub fn stop(&mut self, now_ms: u64) {
        if let Some((side, _)) = self.running {
            self.left_ms[index(side)] = self.left(side, now_ms);
        }
        self.running = None;
    }

    /// Starts `side`'s clock at `now_ms` (or none), stopping the other.
    pub fn start(&mut self, side: Option<Color>, now_ms: u64) {
        self.stop(now_ms);
        self.running = side.map(|s| (s, now_ms));
    }

    /// Takes the smaller of each side's time from the friend's page's clocks: after a drop
    /// neither page can have gained time.
    pub fn merge(&mut self, theirs: ClockState, now_ms: u64) {
        let running = self.running();
        self.stop(now_ms);
        for (mine, theirs) in self.left_ms.iter_mut().zip(theirs.left_ms) {
            *mine = (*mine).min(theirs);
        }
        self.start(running, now_ms);
    }

    /// The friend (`side`) moved, saying `claimed_ms` were left: taken (the clock set to the
    /// claim and `next`'s started) unless that is more than this page's measurement allows;
    /// whether it was taken.
    pub fn claim(
        &mut self,
        side: Color,
        claimed_ms: u64,
        next: Option<Color>,
        now_ms: u64,
    ) -> bool {
        let had = self.left_ms[index(side)];
        let measured = match self.running {
            Some((running, since)) if running == side => now_ms.saturating_sub(since),
            _ => 0,
        };
        let most = had.saturating_sub(measured.saturating_sub(LATENCY_MS));
        if claimed_ms > most {
            return false;
        }
        self.running = None;
        self.left_ms[index(side)] = claimed_ms;
        self.start(next, now_ms);
        true
    }

    /// The side whose flag has fallen at `now_ms`, by this page's measure: `me` as soon as
    /// its time is gone, the friend [`LATENCY_MS`] later.
    pub fn fallen(&self, me: Color, now_ms: u64) -> Option<Color> {
        let (side, since) = self.running?;
        let spent = now_ms.saturating_sub(since);
        let had = self.left_ms[index(side)];
        let grace = if side == me { 0 } else { LATENCY_MS };
        (spent >= had + grace).then_some(side)
    }
}
