//! Puzzles ("find the best move"): positions from the project's own self-play with the exact
//! value of every legal move, their difficulty bands, and the compact file they ship in.
//!
//! The file is built natively (`reversi-cli puzzles build`, `crate::train::puzzles`) and read
//! by the CLI and the browser alike, so reading it refuses anything damaged rather than
//! trusting it: every puzzle must be a legal position whose listed moves are exactly its
//! legal moves.

pub mod band;
pub mod file;
pub mod puzzle;

pub use band::Band;
pub use file::{decode, encode, FileError};
pub use puzzle::{Puzzle, Verdict, EMPTIES};

use crate::symmetry::Symmetry;
use crate::{Board, Square};

/// The position under a symmetry: discs moved, same side to move.
pub fn transform(board: &Board, symmetry: Symmetry) -> Board {
    let map = |mask: u64| {
        Square::all()
            .filter(|sq| mask & sq.bit() != 0)
            .fold(0u64, |acc, sq| acc | symmetry.apply(sq).bit())
    };
    Board::from_raw(
        map(board.player()),
        map(board.opponent()),
        board.side_to_move(),
    )
}

/// The same key for every position equal under the eight symmetries (and whichever colour is
/// to move): the smallest (mover's discs, opponent's discs) pair among the eight images.
pub fn canonical(board: &Board) -> (u64, u64) {
    Symmetry::ALL
        .iter()
        .map(|&s| {
            let b = transform(board, s);
            (b.player(), b.opponent())
        })
        .min()
        .unwrap_or((board.player(), board.opponent()))
}

/// The puzzle of the day for a day number (days since 1970-01-01 in UTC): the same for
/// everyone, stepping through the puzzles in an order that does not follow the file's.
pub fn of_the_day(day: u64, count: usize) -> Option<usize> {
    if count == 0 {
        return None;
    }
    // A multiplier coprime with every count the file may have visits each puzzle once per
    // `count` days in a scattered order.
    let step = (0..)
        .map(|k| 7919 + 2 * k)
        .find(|s: &u64| gcd(*s, count as u64) == 1)
        .unwrap_or(1);
    Some(((day.wrapping_mul(step)) % count as u64) as usize)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The puzzle after (or before, `forward` false) index `from` among those in `band` (any band
/// when `None`); `None` past the band's last (or before its first) puzzle. It does not wrap
/// round: Previous on the first puzzle would otherwise jump to the last without a word, so the
/// page disables Previous and Next where this gives nothing.
pub fn step(puzzles: &[Puzzle], from: usize, band: Option<Band>, forward: bool) -> Option<usize> {
    let within = |i: &usize| band.is_none_or(|b| puzzles[*i].band() == b);
    if forward {
        (from.saturating_add(1)..puzzles.len()).find(within)
    } else {
        (0..from.min(puzzles.len())).rev().find(within)
    }
}

/// Where a player starts: the first puzzle not `solved` (by index) of the easiest band that
/// still holds one, with its band; `None` when every puzzle is solved.
pub fn next_unsolved(puzzles: &[Puzzle], solved: impl Fn(usize) -> bool) -> Option<(usize, Band)> {
    Band::ALL.into_iter().find_map(|b| {
        (0..puzzles.len())
            .find(|&i| puzzles[i].band() == b && !solved(i))
            .map(|i| (i, b))
    })
}

/// Puzzle `index`'s place among those of `band` (all when `None`), from 1, and how many
/// there are: the counter "Puzzle 3 of 97" under a filter.
pub fn place(puzzles: &[Puzzle], index: usize, band: Option<Band>) -> (usize, usize) {
    let within = |i: &usize| band.is_none_or(|b| puzzles[*i].band() == b);
    let before = (0..index.min(puzzles.len())).filter(within).count();
    let count = (0..puzzles.len()).filter(within).count();
    (before + 1, count)
}
