//! The raw features the evaluation weighs, each from the side to move's point of view.

use crate::masks::{NOT_A, NOT_H};
use crate::movegen::legal_moves;

/// How many features [`extract`] returns.
pub const COUNT: usize = 5;

/// Index of each feature in the array [`extract`] returns.
pub mod index {
    /// Own legal moves minus the opponent's.
    pub const MOBILITY: usize = 0;
    /// Empty squares next to opponent discs minus those next to own discs (potential mobility).
    pub const FRONTIER: usize = 1;
    /// Opponent discs minus own discs on X-squares whose corner is still empty.
    pub const X_SQUARES: usize = 2;
    /// Own discs minus opponent discs.
    pub const DISCS: usize = 3;
    /// 1 when the number of empties is odd (the side to move gets the last move), else 0.
    pub const PARITY: usize = 4;
}

/// The squares next to any disc of `discs` (in the 8 directions).
#[inline]
pub fn neighbours(discs: u64) -> u64 {
    let h = ((discs << 1) & NOT_A) | ((discs >> 1) & NOT_H);
    let row = discs | h;
    h | (row << 8) | (row >> 8)
}

/// X-squares (b2, g2, b7, g7) paired with their corners.
const X_CORNERS: [(u64, u64); 4] = [
    (1 << 9, 1 << 0),
    (1 << 14, 1 << 7),
    (1 << 49, 1 << 56),
    (1 << 54, 1 << 63),
];

/// The X-squares whose corner is empty.
#[inline]
fn risky_x_squares(empty: u64) -> u64 {
    let mut x = 0;
    for (xsq, corner) in X_CORNERS {
        if empty & corner != 0 {
            x |= xsq;
        }
    }
    x
}

/// All features of the position `p` (side to move) against `o`.
#[inline]
pub fn extract(p: u64, o: u64) -> [i32; COUNT] {
    let empty = !(p | o);
    let mobility = legal_moves(p, o).count_ones() as i32 - legal_moves(o, p).count_ones() as i32;
    let frontier =
        (neighbours(o) & empty).count_ones() as i32 - (neighbours(p) & empty).count_ones() as i32;
    let x = risky_x_squares(empty);
    let x_squares = (o & x).count_ones() as i32 - (p & x).count_ones() as i32;
    let discs = p.count_ones() as i32 - o.count_ones() as i32;
    let parity = (empty.count_ones() & 1) as i32;
    [mobility, frontier, x_squares, discs, parity]
}
