//! A level's budget fitted to the time its side has left on a game clock, so that the
//! computer never loses on time: Expert plays by the clock it has (its target a share of the
//! time left over the moves still to play, plus the increment), and every level's wall-clock
//! cap stays below the time left.

use super::level::Budget;
use serde::{Deserialize, Serialize};

/// The computer's clock when it is asked to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeLeft {
    /// Milliseconds left on its clock, less anything the page spends before the move shows.
    pub left_ms: u64,
    /// Milliseconds its clock earns after the move.
    pub increment_ms: u64,
}

/// Kept back from every move for what the search does not see: the request and answer
/// crossing between the page and its workers, and the board's redraw.
pub const MESSAGE_MARGIN_MS: u64 = 250;

/// Moves assumed still to come beyond the side's share of the empty squares, so that the
/// time left is never all spent on the moves counted.
const SPARE_MOVES: u64 = 4;

/// How many shares of the time left one move may take at most when its search runs long.
const MOST_SHARES: u64 = 3;

/// `budget` fitted to `clock` with `empties` squares left: its cap cut to a few shares of the
/// time left (never more than the time left less [`MESSAGE_MARGIN_MS`]) and its target, for a
/// level that searches by time, cut to one share; the share is the time left over the side's
/// moves to come (half the empties, plus a few) plus the increment.
pub fn within_clock(budget: Budget, clock: TimeLeft, empties: u32) -> Budget {
    let spare = clock.left_ms.saturating_sub(MESSAGE_MARGIN_MS);
    let moves = u64::from(empties.div_ceil(2)) + SPARE_MOVES;
    let share = (spare / moves)
        .saturating_add(clock.increment_ms)
        .min(spare);
    // A search given no time at all still plays its first legal move.
    let cap = share.saturating_mul(MOST_SHARES).min(spare).max(1);
    Budget {
        hard_ms: budget.hard_ms.min(cap),
        soft_ms: budget.soft_ms.map(|soft| soft.min(share)),
        ..budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::Level;

    #[test]
    fn plenty_of_time_leaves_every_level_as_it_is() {
        let clock = TimeLeft {
            left_ms: 3_600_000,
            increment_ms: 0,
        };
        for level in Level::ALL {
            assert_eq!(within_clock(level.budget(), clock, 60), level.budget());
        }
    }

    #[test]
    fn the_cap_stays_within_the_time_left_less_the_margin() {
        for left_ms in [0, 1, 100, 250, 251, 400, 1_000, 5_000, 60_000, 900_000] {
            for increment_ms in [0, 2_000, 10_000] {
                for empties in [1, 12, 30, 60] {
                    let clock = TimeLeft {
                        left_ms,
                        increment_ms,
                    };
                    for level in Level::ALL {
                        let b = within_clock(level.budget(), clock, empties);
                        let room = left_ms.saturating_sub(MESSAGE_MARGIN_MS).max(1);
                        assert!(b.hard_ms <= room, "{left_ms} {increment_ms} {empties}");
                        assert!(b.soft_ms.is_none_or(|s| s <= b.hard_ms.max(s.min(room))));
                        assert!(b.hard_ms <= level.budget().hard_ms);
                    }
                }
            }
        }
    }

    #[test]
    fn expert_spends_a_share_of_its_time_with_the_increment() {
        let expert = Level::Expert.budget();
        let one_minute = TimeLeft {
            left_ms: 60_000,
            increment_ms: 0,
        };
        let b = within_clock(expert, one_minute, 40);
        // 59,750 ms over 24 moves: about 2.5 s a move, so the target falls below 2 s only
        // later in the game.
        assert_eq!(b.soft_ms, expert.soft_ms);
        let b = within_clock(
            expert,
            TimeLeft {
                left_ms: 10_000,
                ..one_minute
            },
            40,
        );
        assert_eq!(b.soft_ms, Some(9_750 / 24));
        let with_increment = TimeLeft {
            left_ms: 10_000,
            increment_ms: 1_000,
        };
        let b = within_clock(expert, with_increment, 40);
        assert_eq!(b.soft_ms, Some(9_750 / 24 + 1_000));
    }
}
