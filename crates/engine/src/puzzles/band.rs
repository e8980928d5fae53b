//! The difficulty bands, by a rule stated in points: each of three measures adds 0, 1 or 2.
//!
//! - Empties: 8–12 add 0, 13–17 add 1, 18–22 add 2 (more moves to read ahead).
//! - Moves keeping the best result (win, draw or loss): two or more add 0, one alone adds 1
//!   (no second way to reach the same result).
//! - Search depth needed (the shallowest midgame search whose choice is a best move): up to 4
//!   adds 0, 5 to 8 adds 1, deeper or not found by [`MAX_DEPTH`] adds 2.
//!
//! 0–1 points is Easy, 2 Medium, 3 Hard, 4–5 Expert.

/// The deepest midgame search the builder tries when measuring the depth a puzzle needs.
pub const MAX_DEPTH: u8 = 10;

/// The depth recorded when no search up to [`MAX_DEPTH`] picks a best move.
pub const UNFOUND: u8 = MAX_DEPTH + 1;

/// A difficulty band, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    /// 0–1 points.
    Easy,
    /// 2 points.
    Medium,
    /// 3 points.
    Hard,
    /// 4–5 points.
    Expert,
}

impl Band {
    /// Every band, easiest first.
    pub const ALL: [Band; 4] = [Band::Easy, Band::Medium, Band::Hard, Band::Expert];

    /// The band's name in lists, links and hooks.
    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
            Band::Expert => "expert",
        }
    }

    /// The band of a name given by [`Band::name`].
    pub fn from_name(name: &str) -> Option<Band> {
        Band::ALL.into_iter().find(|b| b.name() == name)
    }
}

/// The points of a puzzle with `empties` empty squares, `keepers` moves keeping the best
/// result, and needing a search of `depth` plies to find a best move.
pub fn points(empties: u32, keepers: usize, depth: u8) -> u32 {
    let empties = match empties {
        0..=12 => 0,
        13..=17 => 1,
        _ => 2,
    };
    let keepers = u32::from(keepers <= 1);
    let depth = match depth {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    };
    empties + keepers + depth
}

/// The band of a puzzle (see the module's rule).
pub fn band(empties: u32, keepers: usize, depth: u8) -> Band {
    match points(empties, keepers, depth) {
        0..=1 => Band::Easy,
        2 => Band::Medium,
        3 => Band::Hard,
        _ => Band::Expert,
    }
}
