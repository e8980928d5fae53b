//! A level's budget fitted to the game's time: on a game clock, to the time its side has
//! left, so that the computer never loses on time (Expert's target a share of the time left
//! over the moves still to play, plus the increment, and every level's wall-clock cap below
//! the time left); and on Expert's own game clock, to what its moves so far saved, so that
//! the moments its book answers are kept for the moves it searches.

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

/// The computer's thinking so far in its game, for Expert's game clock: the time it used and
/// the moves it made (from the book too), counted from the game's start position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTime {
    /// Milliseconds it used: its searches, and in the page the pause before a move shows.
    pub used_ms: u64,
    /// The discs it placed.
    pub moves: u32,
}

/// Expert's mean time per move before its exact solve, at its own soft target, measured over
/// whole games on one thread (1.05-1.81 s by stage of the midgame; the solved moves then take
/// about 0.1 s): the game clock allows this much per move, so that a game of searched moves
/// plays as it always has.
pub const EXPERT_MIDGAME_MS: u64 = 1_400;

/// `budget` on Expert's game clock: the clock allows [`EXPERT_MIDGAME_MS`] for each move made
/// (a move from the book takes next to nothing), and what `game` saved so far is spread over
/// the moves still to come before the exact solve by scaling the soft target, which the mean
/// time follows, never beyond the hard cap. Time overspent is not charged back: each move is
/// already held to its own target and cap, and a page's tally keeps the time of moves since
/// taken back. A level without a soft target is left as it is.
pub fn within_game(budget: Budget, game: GameTime, empties: u32) -> Budget {
    let Some(soft) = budget.soft_ms else {
        return budget;
    };
    let midgame_moves = empties.saturating_sub(budget.exact_empties).div_ceil(2);
    let to_come = i128::from(midgame_moves.max(1));
    let mean = i128::from(EXPERT_MIDGAME_MS);
    let saved = (mean * i128::from(game.moves) - i128::from(game.used_ms)).max(0);
    let share = mean + saved / to_come;
    let scaled = u64::try_from(i128::from(soft) * share / mean).unwrap_or(u64::MAX);
    Budget {
        soft_ms: Some(scaled.min(budget.hard_ms.max(soft))),
        ..budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Level;

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

    #[test]
    fn a_game_of_searched_moves_at_the_mean_keeps_expert_as_it_is() {
        let expert = Level::Expert.budget();
        for moves in [0, 1, 10, 24] {
            let game = GameTime {
                used_ms: EXPERT_MIDGAME_MS * u64::from(moves),
                moves,
            };
            for empties in [1, 12, 13, 30, 60] {
                assert_eq!(within_game(expert, game, empties), expert);
            }
        }
    }

    #[test]
    fn time_the_book_saved_goes_to_the_moves_to_come_within_the_cap() {
        let expert = Level::Expert.budget();
        let soft = expert.soft_ms.unwrap();
        // Two book moves at no cost, 56 empties: 2,800 ms saved over 17 moves to come before
        // the solve at 22 empties.
        let booked = GameTime {
            used_ms: 0,
            moves: 2,
        };
        let b = within_game(expert, booked, 56);
        let share = EXPERT_MIDGAME_MS + 2 * EXPERT_MIDGAME_MS / 17;
        assert_eq!(b.soft_ms, Some(soft * share / EXPERT_MIDGAME_MS));
        assert_eq!(b.hard_ms, expert.hard_ms);
        // Saved time spread over fewer moves: the target stops at the hard cap.
        for moves in [5, 10, 20] {
            let b = within_game(expert, GameTime { used_ms: 0, moves }, 30);
            assert_eq!(b.soft_ms, Some(expert.hard_ms), "{moves}");
        }
    }

    #[test]
    fn overspent_time_is_not_charged_back() {
        let expert = Level::Expert.budget();
        for used_ms in [
            10 * EXPERT_MIDGAME_MS + 1,
            10 * EXPERT_MIDGAME_MS + 2_000,
            600_000,
        ] {
            let over = GameTime { used_ms, moves: 10 };
            assert_eq!(within_game(expert, over, 40), expert, "{used_ms}");
        }
    }

    #[test]
    fn the_levels_by_nodes_have_no_game_clock() {
        let game = GameTime {
            used_ms: 0,
            moves: 20,
        };
        for level in Level::ALL.into_iter().filter(|l| *l != Level::Expert) {
            assert_eq!(within_game(level.budget(), game, 30), level.budget());
        }
    }
}
