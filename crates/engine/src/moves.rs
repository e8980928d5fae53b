//! A move: a disc placed on a square, or a forced pass.

use super::square::{ParseSquareError, Square};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A move in a game record, written as its square's name or `pa` for a pass:
///
/// ```
/// use reversi_engine::{Move, Square};
///
/// let f5 = Move::Place("f5".parse::<Square>().unwrap());
/// assert_eq!("F5".parse(), Ok(f5));
/// for m in [f5, Move::Pass] {
///     assert_eq!(m.to_string().parse(), Ok(m));
/// }
/// assert_eq!(Move::Pass.to_string(), "pa");
/// assert_eq!("PA".parse(), Ok(Move::Pass));
/// assert!("p".parse::<Move>().is_err());
/// ```
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

impl FromStr for Move {
    type Err = ParseSquareError;

    /// `pa` (in either case) for a pass, otherwise a square's name.
    fn from_str(text: &str) -> Result<Move, ParseSquareError> {
        if text.eq_ignore_ascii_case("pa") {
            Ok(Move::Pass)
        } else {
            text.parse().map(Move::Place)
        }
    }
}
