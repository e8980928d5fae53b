//! The game clock's rules: each side's time left, the increment earned by each move, and the
//! time each side has used (counted with or without a clock, for the record of the game).
//!
//! Time comes in from the caller as elapsed milliseconds: the clock never reads a clock of
//! its own, so that it is the same natively and in the page, and tested without waiting.

use super::color::Color;

/// A time control: the time each side starts with and the time added after each of its
/// moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControl {
    /// Each side's time at the start, in milliseconds.
    pub base_ms: u64,
    /// Added to a side's time after each of its moves, in milliseconds.
    pub increment_ms: u64,
}

impl TimeControl {
    /// `minutes` per side plus `seconds` a move.
    pub const fn minutes(minutes: u64, seconds: u64) -> TimeControl {
        TimeControl {
            base_ms: minutes * 60_000,
            increment_ms: seconds * 1_000,
        }
    }
}

/// The index of a side in the clock's pairs.
const fn at(side: Color) -> usize {
    match side {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Both sides' clocks in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    control: Option<TimeControl>,
    /// Black's and White's time left (unused without a control).
    left: [u64; 2],
    /// Black's and White's time used so far.
    used: [u64; 2],
}

impl Clock {
    /// A clock at the start of a game: each side with the control's time, or no time limit.
    pub fn new(control: Option<TimeControl>) -> Clock {
        let base = control.map_or(0, |c| c.base_ms);
        Clock {
            control,
            left: [base; 2],
            used: [0; 2],
        }
    }

    /// A clock as it was stored: `left` is ignored without a control.
    pub fn restore(control: Option<TimeControl>, left: [u64; 2], used: [u64; 2]) -> Clock {
        Clock {
            control,
            left: if control.is_some() { left } else { [0; 2] },
            used,
        }
    }

    /// The time control, if the game is played on a clock.
    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }

    /// `side`'s time left in milliseconds, on a clock.
    pub fn left(&self, side: Color) -> Option<u64> {
        self.control.map(|_| self.left[at(side)])
    }

    /// Black's and White's time left, in milliseconds (zeroes without a control).
    pub fn left_ms(&self) -> [u64; 2] {
        self.left
    }

    /// The time `side` has used, in milliseconds.
    pub fn used(&self, side: Color) -> u64 {
        self.used[at(side)]
    }

    /// The time Black and White have used, in milliseconds.
    pub fn used_ms(&self) -> [u64; 2] {
        self.used
    }

    /// `side`, on its turn, has thought `elapsed_ms` more: its time used grows and, on a
    /// clock, its time left shrinks, never below zero. Returns whether its time ran out.
    pub fn run(&mut self, side: Color, elapsed_ms: u64) -> bool {
        let i = at(side);
        self.used[i] = self.used[i].saturating_add(elapsed_ms);
        if self.control.is_none() {
            return false;
        }
        self.left[i] = self.left[i].saturating_sub(elapsed_ms);
        self.left[i] == 0
    }

    /// `side` has moved: it earns the increment (with time left: a fallen side earns none).
    pub fn moved(&mut self, side: Color) {
        let i = at(side);
        if let Some(control) = self.control.filter(|_| self.left[i] > 0) {
            self.left[i] = self.left[i].saturating_add(control.increment_ms);
        }
    }

    /// The side whose time has run out, if one has.
    pub fn fallen(&self) -> Option<Color> {
        self.control?;
        [Color::Black, Color::White]
            .into_iter()
            .find(|&side| self.left[at(side)] == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE_PLUS_TWO: TimeControl = TimeControl::minutes(5, 2);

    #[test]
    fn each_side_starts_with_the_base_time() {
        let clock = Clock::new(Some(FIVE_PLUS_TWO));
        assert_eq!(clock.left(Color::Black), Some(300_000));
        assert_eq!(clock.left(Color::White), Some(300_000));
        assert_eq!(clock.used_ms(), [0, 0]);
        assert_eq!(clock.fallen(), None);
    }

    #[test]
    fn only_the_side_that_runs_loses_time_and_earns_the_increment() {
        let mut clock = Clock::new(Some(FIVE_PLUS_TWO));
        assert!(!clock.run(Color::Black, 4_000));
        clock.moved(Color::Black);
        assert_eq!(clock.left(Color::Black), Some(298_000));
        assert_eq!(clock.left(Color::White), Some(300_000));
        assert_eq!(clock.used_ms(), [4_000, 0]);
        clock.run(Color::White, 1_500);
        clock.moved(Color::White);
        assert_eq!(clock.left(Color::White), Some(300_500));
        assert_eq!(clock.used_ms(), [4_000, 1_500]);
        assert_eq!(clock.used(Color::Black), 4_000);
        assert_eq!(clock.used(Color::White), 1_500);
    }

    #[test]
    fn a_side_falls_at_zero_and_stays_there() {
        let mut clock = Clock::new(Some(TimeControl::minutes(1, 5)));
        assert!(!clock.run(Color::White, 59_999));
        assert!(clock.run(Color::White, 2));
        assert_eq!(clock.left(Color::White), Some(0));
        assert_eq!(clock.fallen(), Some(Color::White));
        clock.moved(Color::White);
        assert_eq!(
            clock.left(Color::White),
            Some(0),
            "no increment after a fall"
        );
        assert_eq!(clock.used_ms(), [0, 60_001]);
    }

    #[test]
    fn without_a_control_time_used_is_still_counted_and_nobody_falls() {
        let mut clock = Clock::new(None);
        assert!(!clock.run(Color::Black, 10_000_000));
        clock.moved(Color::Black);
        assert_eq!(clock.left(Color::Black), None);
        assert_eq!(clock.fallen(), None);
        assert_eq!(clock.used_ms(), [10_000_000, 0]);
    }

    #[test]
    fn a_restored_clock_without_a_control_has_no_time_left() {
        let clock = Clock::restore(None, [5, 6], [7, 8]);
        assert_eq!(clock.left_ms(), [0, 0]);
        assert_eq!(clock.used_ms(), [7, 8]);
        let clock = Clock::restore(Some(FIVE_PLUS_TWO), [5, 6], [7, 8]);
        assert_eq!(clock.left(Color::White), Some(6));
    }
}
