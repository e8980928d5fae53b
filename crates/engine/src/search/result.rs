//! What a search is asked and what it answers: its options, its progress after each depth
//! and its result.

use super::level::Budget;
use crate::{Move, Square};
use serde::{Deserialize, Serialize};

/// What the search reports after each completed depth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Depth completed (empties for an exact solve).
    pub depth: u32,
    /// Score in discs from the side to move's view.
    pub score: i32,
    /// Best move so far.
    pub best: Move,
    /// Nodes searched so far.
    pub nodes: u64,
}

/// The move chosen and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchResult {
    /// The move to play (a pass when there is no legal move).
    pub best: Move,
    /// Score in discs from the side to move's view: exact when `exact`, else estimated.
    pub score: i32,
    /// Depth of the last completed iteration (empties for an exact solve).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the score is the proven final disc difference with best play.
    pub exact: bool,
}

/// The move of a square index, or a pass for none.
pub(super) fn to_move(sq: u8) -> Move {
    Square::new(sq).map_or(Move::Pass, Move::Place)
}

/// How a search runs: one value instead of positional flags, so that every backend gets the
/// same search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchOptions {
    /// Its depth, nodes, clock, exact range, randomness and pruning.
    pub budget: Budget,
    /// The seed of the level's controlled randomness; `None` switches randomness off.
    pub seed: Option<u64>,
    /// Whether exact solves first run the selective presearches (on by default; off to
    /// measure what they save).
    pub presearch: bool,
}

impl SearchOptions {
    /// A search within `budget`, without randomness, with the presearches.
    pub fn new(budget: Budget) -> SearchOptions {
        SearchOptions {
            budget,
            seed: None,
            presearch: true,
        }
    }

    /// An exact solve with no limits (for benchmarks, tests and analysis).
    pub fn solve() -> SearchOptions {
        SearchOptions::new(Budget {
            exact_empties: 64,
            ..Budget::fixed_depth(60)
        })
    }

    /// These options with the level's randomness driven by `seed`.
    pub fn seeded(self, seed: u64) -> SearchOptions {
        SearchOptions {
            seed: Some(seed),
            ..self
        }
    }
}

impl From<Budget> for SearchOptions {
    fn from(budget: Budget) -> SearchOptions {
        SearchOptions::new(budget)
    }
}
