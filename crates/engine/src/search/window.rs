//! Search windows: the bounds beyond every score, and the one aspiration-window loop that the
//! iterative deepening, the exact root solve and the value of each hinted move share.

use super::midgame::INF;

/// A bound beyond every final disc difference (which lie in -64..=64): the exact solver's
/// full window is `-EXACT_BOUND..EXACT_BOUND`, and its worst score before any move is tried.
pub const EXACT_BOUND: i32 = 65;

/// How a search re-centres its window after a value falls outside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aspiration {
    /// The full window's lower bound: beyond every score of the search.
    pub low: i32,
    /// The full window's upper bound.
    pub high: i32,
    /// The first half-width around a guess.
    pub width: i32,
    /// The factor by which the half-width grows after each miss (1: the window moves to the
    /// bound just proved and stays narrow).
    pub growth: i32,
    /// Misses after which the full window settles it: forward pruning makes values depend on
    /// the window, so a value may fail high in one window and low in the next for ever.
    pub max_misses: u32,
}

impl Aspiration {
    /// A midgame search in evaluation units, windows `width` wide on each side at first.
    pub fn midgame(width: i32, max_misses: u32) -> Aspiration {
        Aspiration {
            low: -INF,
            high: INF,
            width,
            growth: 4,
            max_misses,
        }
    }

    /// An exact solve in discs. Windows two discs wide: exact scores are even, so an even
    /// guess asks "is it exactly this?", a bound is cheap to prove on one side only, and each
    /// fail-soft result moves the next window straight to the bound it proved.
    pub fn exact(max_misses: u32) -> Aspiration {
        Aspiration {
            low: -EXACT_BOUND,
            high: EXACT_BOUND,
            width: 1,
            growth: 1,
            max_misses,
        }
    }

    /// The first window: around `guess`, or the full window without one.
    pub fn first(&self, guess: Option<i32>) -> (i32, i32) {
        match guess {
            Some(g) => {
                let g = g.clamp(self.low + 1, self.high - 1);
                (
                    (g - self.width).max(self.low),
                    (g + self.width).min(self.high),
                )
            }
            None => (self.low, self.high),
        }
    }

    /// The window after `misses` values outside their windows, the last `v` outside
    /// `alpha..beta`; `None` when `v` lies inside and so is the value a full window would give.
    pub fn next(&self, alpha: i32, beta: i32, v: i32, misses: u32) -> Option<(i32, i32)> {
        let low_miss = v <= alpha && alpha > self.low;
        let high_miss = v >= beta && beta < self.high;
        if !low_miss && !high_miss {
            return None;
        }
        if misses > self.max_misses {
            return Some((self.low, self.high));
        }
        let width = self.width * self.growth.pow(misses.min(8));
        Some(if low_miss {
            ((v - width).max(self.low), v + 1)
        } else {
            (v - 1, (v + width).min(self.high))
        })
    }

    /// Searches with `search(alpha, beta)` (fail-soft, `None` when stopped) in windows around
    /// `guess` until a value lies inside its window, and returns it.
    pub fn run(
        &self,
        guess: Option<i32>,
        mut search: impl FnMut(i32, i32) -> Option<i32>,
    ) -> Option<i32> {
        let (mut alpha, mut beta) = self.first(guess);
        let mut misses = 0;
        loop {
            let v = search(alpha, beta)?;
            misses += 1;
            match self.next(alpha, beta, v, misses) {
                None => return Some(v),
                Some(window) => (alpha, beta) = window,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search whose true value is `value`, answering fail-soft bounds as an alpha-beta
    /// search does: the window's bound when the value lies beyond it.
    fn fail_soft(value: i32) -> impl FnMut(i32, i32) -> Option<i32> {
        move |alpha, beta| Some(value.clamp(alpha, beta))
    }

    #[test]
    fn windows_settle_on_the_value_from_any_guess() {
        let mid = Aspiration::midgame(50, 2);
        let exact = Aspiration::exact(16);
        for value in [-3000, -64, -1, 0, 7, 64, 2999] {
            for guess in [None, Some(-500), Some(0), Some(value), Some(3000)] {
                assert_eq!(mid.run(guess, fail_soft(value)), Some(value));
            }
        }
        for value in (-64..=64).step_by(2) {
            for guess in [None, Some(-64), Some(0), Some(value), Some(64)] {
                assert_eq!(exact.run(guess, fail_soft(value)), Some(value));
            }
        }
    }

    #[test]
    fn widening_grows_and_a_stubborn_search_gets_the_full_window() {
        let mid = Aspiration::midgame(50, 2);
        assert_eq!(mid.first(Some(100)), (50, 150));
        assert_eq!(mid.next(50, 150, 150, 1), Some((149, 350)));
        assert_eq!(mid.next(50, 150, 50, 2), Some((-750, 51)));
        assert_eq!(mid.next(50, 150, 50, 3), Some((-INF, INF)));
        assert_eq!(mid.next(50, 150, 100, 1), None);
        let exact = Aspiration::exact(16);
        assert_eq!(exact.next(-3, -1, -1, 1), Some((-2, 0)));
        assert_eq!(exact.next(-3, -1, -6, 1), Some((-7, -5)));
    }

    #[test]
    fn a_stopped_search_is_none() {
        assert_eq!(Aspiration::exact(16).run(Some(0), |_, _| None), None);
    }
}
