//! A set of squares packed into 64 bits.

use super::square::Square;
use serde::{Deserialize, Serialize};

/// A set of squares; bit `i` is the square with index `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// How many squares are in the set.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no squares.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in index order.
    pub fn squares(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;
    fn into_iter(self) -> BitboardIter {
        self.squares()
    }
}

/// Iterates the squares of a [`Bitboard`] from a1 towards h8.
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::new(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}
