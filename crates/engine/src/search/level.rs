//! The difficulty levels and the one table of their search budgets.

use crate::eval::SCALE;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// A difficulty level, one rung of the ladder, weakest first. The rungs are spaced by
/// measurement (`reversi-cli measure ladder`, docs/levels.md): each scores 60-75% against the one
/// below. The weak levels choose among their root moves by searched value with a temperature,
/// so they miss what their shallow search cannot see, and a move it sees losing much is
/// chosen the more rarely the more it loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Two plies, hottest: the greedy one-ply player beats it more often than not.
    Starter,
    /// Two plies, a little cooler.
    Novice,
    /// Two plies, cooler still.
    Beginner,
    /// Two plies, cooler again, exact in the last two empties.
    Casual,
    /// Two plies, exact in the last four empties.
    Amateur,
    /// Three plies, warm, exact in the last six empties.
    Apprentice,
    /// Three plies, cooler.
    Club,
    /// Four plies.
    Intermediate,
    /// Five plies.
    Skilled,
    /// Six plies within 100,000 nodes.
    Veteran,
    /// Seven plies within 200,000 nodes, warm.
    Advanced,
    /// Eight plies within 200,000 nodes, warm; added after the first sixteen, so its id is 17.
    Adept,
    /// Eight plies within 450,000 nodes, cool.
    Strong,
    /// Ten plies within 600,000 nodes, nearly cold, exact from 16 empties.
    Elite,
    /// Twelve plies within 1.5 million nodes, cold, exact from 18 empties.
    Master,
    /// As deep as 1.5 million nodes go, exact from 20 empties.
    Champion,
    /// The full strength, by the clock: about a second per move and never over 2.5 s, exact
    /// from 22 empties (or, should the solve not end in time, the best move of its selective
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
    /// The temperature of the midgame choice, in evaluation units: each root move is chosen
    /// with a probability proportional to exp((value - best) / temperature), seeded (0: the
    /// best move always).
    pub temperature: i32,
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
            temperature: 0,
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

/// A level that searches to `depth` plies and solves the last `exact` empties, choosing
/// with `temperature` (in eighths of a disc).
const fn shallow(depth: u32, exact: u32, eighths: i32) -> Budget {
    Budget {
        max_depth: depth,
        nodes: u64::MAX,
        exact_empties: exact,
        temperature: eighths * SCALE / 8,
        hard_ms: 2_500,
        soft_ms: None,
        probcut: 0,
    }
}

/// A level that searches within `nodes` with forward pruning, solving the last `exact`
/// empties.
const fn deep(depth: u32, nodes: u64, exact: u32, eighths: i32) -> Budget {
    Budget {
        max_depth: depth,
        nodes,
        exact_empties: exact,
        temperature: eighths * SCALE / 8,
        hard_ms: 2_500,
        soft_ms: None,
        probcut: 150,
    }
}

/// One rung of the ladder: a level with its stable id, English name, rating and budget.
struct Rung {
    level: Level,
    /// For storage, the command line and the options' values: "1" (Starter) to "16"
    /// (Expert) for the first sixteen rungs; a level added later takes the next number,
    /// wherever it stands, so that no stored id ever changes its meaning.
    id: &'static str,
    /// The English name, for the command line's tables.
    title: &'static str,
    /// The Elo rating, anchored at Starter = 0 and chained from the measured scores of
    /// `reversi-cli measure ladder --games 40` (docs/levels.md; 80 games a step, 40 for the top
    /// three): 400 log10(s / (1 - s)) per step.
    rating: i32,
    budget: Budget,
}

/// The ladder, weakest first: each level's rung stands at the level's own index.
const RUNGS: [Rung; 17] = [
    Rung {
        level: Level::Starter,
        id: "1",
        title: "Starter",
        rating: 0,
        budget: shallow(2, 0, 112),
    },
    Rung {
        level: Level::Novice,
        id: "2",
        title: "Novice",
        rating: 174,
        budget: shallow(2, 0, 69),
    },
    Rung {
        level: Level::Beginner,
        id: "3",
        title: "Beginner",
        rating: 286,
        budget: shallow(2, 0, 52),
    },
    Rung {
        level: Level::Casual,
        id: "4",
        title: "Casual",
        rating: 423,
        budget: shallow(2, 2, 40),
    },
    Rung {
        level: Level::Amateur,
        id: "5",
        title: "Amateur",
        rating: 586,
        budget: shallow(2, 4, 28),
    },
    Rung {
        level: Level::Apprentice,
        id: "6",
        title: "Apprentice",
        rating: 699,
        budget: shallow(3, 6, 26),
    },
    Rung {
        level: Level::Club,
        id: "7",
        title: "Club",
        rating: 872,
        budget: shallow(3, 6, 15),
    },
    Rung {
        level: Level::Intermediate,
        id: "8",
        title: "Intermediate",
        rating: 990,
        budget: shallow(4, 8, 18),
    },
    Rung {
        level: Level::Skilled,
        id: "9",
        title: "Skilled",
        rating: 1153,
        budget: shallow(5, 12, 17),
    },
    Rung {
        level: Level::Veteran,
        id: "10",
        title: "Veteran",
        rating: 1338,
        budget: deep(6, 100_000, 12, 14),
    },
    Rung {
        level: Level::Advanced,
        id: "11",
        title: "Advanced",
        rating: 1506,
        budget: deep(7, 200_000, 12, 12),
    },
    Rung {
        level: Level::Adept,
        id: "17",
        title: "Adept",
        rating: 1648,
        budget: deep(8, 200_000, 14, 12),
    },
    Rung {
        level: Level::Strong,
        id: "12",
        title: "Strong",
        rating: 1780,
        budget: deep(8, 450_000, 14, 4),
    },
    Rung {
        level: Level::Elite,
        id: "13",
        title: "Elite",
        rating: 1943,
        budget: deep(10, 600_000, 16, 4),
    },
    Rung {
        level: Level::Master,
        id: "14",
        title: "Master",
        rating: 2111,
        budget: deep(12, 1_500_000, 18, 0),
    },
    Rung {
        level: Level::Champion,
        id: "15",
        title: "Champion",
        rating: 2269,
        budget: deep(60, 1_500_000, 20, 0),
    },
    Rung {
        level: Level::Expert,
        id: "16",
        title: "Expert",
        rating: 2396,
        // Expert alone plays by the clock, so that it uses every core it is given: its moves
        // are not reproducible, which no one asks of the strongest level. Its exact solve from
        // 22 empties ends sooner than the midgame search it replaces and never misjudges (84
        // positions of its games against the reference engine, docs/results.md).
        budget: Budget {
            max_depth: 60,
            nodes: u64::MAX,
            exact_empties: 22,
            temperature: 0,
            hard_ms: EXPERT_HARD_MS,
            soft_ms: Some(EXPERT_SOFT_MS),
            probcut: 150,
        },
    },
];

// Every rung where its level's index finds it.
const _: () = {
    let mut i = 0;
    while i < RUNGS.len() {
        assert!(RUNGS[i].level as usize == i);
        i += 1;
    }
};

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 17] = {
        let mut all = [Level::Starter; 17];
        let mut i = 0;
        while i < all.len() {
            all[i] = RUNGS[i].level;
            i += 1;
        }
        all
    };

    fn rung(self) -> &'static Rung {
        &RUNGS[self as usize]
    }

    /// The stable id, for storage, the command line and the options' values (see [`Rung`]).
    pub fn name(self) -> &'static str {
        self.rung().id
    }

    /// The English name, for the command line's tables.
    pub fn title(self) -> &'static str {
        self.rung().title
    }

    /// This level's Elo rating on the ladder's scale (Starter = 0).
    pub fn rating(self) -> i32 {
        self.rung().rating
    }

    /// This level's search budget.
    pub fn budget(self) -> Budget {
        self.rung().budget
    }
}

impl FromStr for Level {
    type Err = String;
    /// Reads a level's id ("1".."17") or its English name, in any case.
    fn from_str(s: &str) -> Result<Level, String> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s || l.title().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown level \"{s}\" (expected 1 to 17, or a level's name)"))
    }
}
