//! The difficulty levels and the one table of their search budgets.

use crate::engine::eval::SCALE;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// A difficulty level, as offered in the game's Skill menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Shallow and loose in the midgame (any move within 16 discs of its best may come), so a
    /// greedy one-ply player wins a fair share; exact in the last ten empties.
    Beginner,
    /// A modest search with slight randomness.
    Intermediate,
    /// A deep search, exact from 18 empties.
    Advanced,
    /// The full strength, by the clock: about a second per move and never over 2.5 s, exact
    /// from 20 empties (or, should the solve not end in time, the best move of its selective
    /// presearch).
    Expert,
}

/// How hard a level searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The deepest midgame iteration.
    pub max_depth: u32,
    /// Nodes the midgame search may spend; a node count rather than a clock keeps moves reproducible.
    pub nodes: u64,
    /// With this many empties or fewer, the level solves the game exactly.
    pub exact_empties: u32,
    /// Moves scoring within this margin (evaluation units) of the best may be chosen at random.
    pub random_margin: i32,
    /// A hard wall-clock cap in milliseconds: the search stops there and keeps its last
    /// completed iteration.
    pub hard_ms: u64,
    /// A wall-clock target in milliseconds, for a level that searches by time rather than by
    /// nodes: no midgame iteration starts that is predicted to end after it.
    pub soft_ms: Option<u64>,
    /// Multi-ProbCut's cut threshold in hundredths of a standard deviation (0: no forward
    /// pruning, every midgame value is the plain minimax one).
    pub probcut: u32,
}

impl Budget {
    /// A plain search to `depth` plies: no node or time limit, no exact solve, no randomness,
    /// no forward pruning.
    pub fn fixed_depth(depth: u32) -> Budget {
        Budget {
            max_depth: depth,
            nodes: u64::MAX,
            exact_empties: 0,
            random_margin: 0,
            hard_ms: u64::MAX / 4,
            soft_ms: None,
            probcut: 0,
        }
    }
}

/// Expert starts no iteration predicted to end later than this into its move: as the next
/// iteration costs a few times the last, its moves then take about 0.9 s on average (1.2 s
/// gave 0.54 s, and 60.6% against the one-core Expert where this gives 67.5%).
pub const EXPERT_SOFT_MS: u64 = 2_000;

/// Expert's wall-clock cap per move: under 2.5 s by the page's messages and redraw, so that
/// no move takes longer than that from asking to the board (2.5 s here showed 2,504 ms).
pub const EXPERT_HARD_MS: u64 = 2_400;

/// The level table.
const BUDGETS: [Budget; 4] = [
    Budget {
        max_depth: 2,
        nodes: u64::MAX,
        exact_empties: 10,
        random_margin: 16 * SCALE,
        hard_ms: 2_500,
        soft_ms: None,
        probcut: 0,
    },
    Budget {
        max_depth: 4,
        nodes: u64::MAX,
        exact_empties: 14,
        random_margin: 3 * SCALE / 2,
        hard_ms: 2_500,
        soft_ms: None,
        probcut: 0,
    },
    Budget {
        max_depth: 8,
        nodes: 300_000,
        exact_empties: 18,
        random_margin: SCALE / 2,
        hard_ms: 2_500,
        soft_ms: None,
        probcut: 150,
    },
    // Expert alone plays by the clock, so that it uses every core it is given: its moves
    // are not reproducible, which no one asks of the strongest level.
    Budget {
        max_depth: 60,
        nodes: u64::MAX,
        exact_empties: 20,
        random_margin: 0,
        hard_ms: EXPERT_HARD_MS,
        soft_ms: Some(EXPERT_SOFT_MS),
        probcut: 150,
    },
];

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [
        Level::Beginner,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
    ];

    /// The lowercase name, for storage and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
        }
    }

    /// The capitalised name, for menus.
    pub fn title(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Intermediate => "Intermediate",
            Level::Advanced => "Advanced",
            Level::Expert => "Expert",
        }
    }

    /// This level's rating on the ladder's Elo scale (Beginner at 0). These are the four-level
    /// figures of today's measured ladder, which the ladder's table of levels replaces.
    pub fn rating(self) -> i32 {
        match self {
            Level::Beginner => 0,
            Level::Intermediate => 600,
            Level::Advanced => 950,
            Level::Expert => 1300,
        }
    }

    /// This level's search budget.
    pub fn budget(self) -> Budget {
        BUDGETS[self as usize]
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!(
                    "unknown level \"{s}\" (expected beginner, intermediate, advanced or expert)"
                )
            })
    }
}
