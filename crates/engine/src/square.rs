//! Board squares in standard Othello naming.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the 64 squares. Index 0 is a1 (top-left), 7 is h1, 63 is h8 (bottom-right).
///
/// It reads and writes its name, a column a–h and a row 1–8 (the column in either case):
///
/// ```
/// use reversi_engine::Square;
///
/// let f5: Square = "f5".parse().unwrap();
/// assert_eq!((f5.col(), f5.row()), (5, 4));
/// assert_eq!(f5.to_string(), "f5");
/// assert_eq!("F5".parse(), Ok(f5));
/// for name in ["i1", "a9", "a0", "f", "f55", " f5", ""] {
///     assert!(name.parse::<Square>().is_err(), "{name:?}");
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Square(u8);

impl Square {
    /// The square with this index (0..64), if valid.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at a zero-based column (a = 0) and row (1 = 0).
    pub const fn from_coords(col: u8, row: u8) -> Option<Square> {
        if col < 8 && row < 8 {
            Some(Square(row * 8 + col))
        } else {
            None
        }
    }

    /// The index 0..64 (row-major from a1).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The zero-based column, a = 0.
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// The zero-based row, row 1 = 0.
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The single-bit mask of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// All 64 squares from a1 to h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl TryFrom<u8> for Square {
    type Error = String;
    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Square::new(index).ok_or_else(|| format!("square index {index} is out of range 0..64"))
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// A text that is not a square's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a square (expected a letter a-h and a digit 1-8)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// The square named like `f5` or `F5`, nothing around it.
    fn from_str(name: &str) -> Result<Square, ParseSquareError> {
        match name.as_bytes() {
            &[col, row] => Square::from_coords(
                col.to_ascii_lowercase().wrapping_sub(b'a'),
                row.wrapping_sub(b'1'),
            ),
            _ => None,
        }
        .ok_or_else(|| ParseSquareError(name.to_string()))
    }
}
