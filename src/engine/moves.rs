//! A move: a disc placed on a square, or a forced pass.

use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A move in a game record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// Place a disc on this square.
    Place(Square),
    /// Pass, allowed only when the side to move has no legal move.
    Pass,
}

impl Move {
    /// The square played, or `None` for a pass.
    pub const fn square(self) -> Option<Square> {
        match self {
            Move::Place(sq) => Some(sq),
            Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(sq) => sq.fmt(f),
            Move::Pass => f.write_str("pa"),
        }
    }
}
