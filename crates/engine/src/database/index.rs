//! Which games reached a position, at any move order and in any of the board's eight
//! orientations, with the same side to move.
//!
//! A position with k discs is reached only after exactly k − 4 moves, whatever the passes, so
//! the games that may reach it are found at one ply. For the first [`INDEXED_PLIES`] plies the
//! index keeps, per ply, a column of one 32-bit key per game: a hash of the position's
//! canonical form (the least of its eight images) and the side to move. A query hashes its
//! board the same way and scans the one column (100,000 keys are a few hundred kilobytes read
//! in order), then replays the games whose key matches, which weeds out the rare false match
//! and finds the symmetry that takes each game's position onto the board. 32-bit keys halve the
//! memory of 64-bit ones (about 10 MB for 100,000 games) and their false matches cost only a
//! replay. For deeper positions the index keeps each game's occupied squares after those plies
//! (8 bytes a game): discs are never taken off, so a game can reach the board only if, in some
//! orientation, those squares are all occupied on it, which leaves few games to replay.

use super::orient::{bits, transform};
use super::replay::{start, step};
use super::wthor::GameRecord;
use crate::book::key::canonical;
use crate::symmetry::Symmetry;
use crate::{Board, Color};
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// The plies (moves played) whose positions the index keys: 24 covers the openings and the
/// issue's 20 plies with room.
pub const INDEXED_PLIES: usize = 24;

/// A game that reached the queried position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The game's number in the database, in the order the games were added.
    pub game: u32,
    /// The first of [`Symmetry::ALL`] that takes the game's position onto the queried board,
    /// and so its next move onto the board's own orientation.
    pub symmetry: Symmetry,
}

/// The discs on a board less the four of the start: the moves played to reach it.
pub fn ply_of(board: &Board) -> Option<usize> {
    (board.black().count() as usize)
        .checked_add(board.white().count() as usize)?
        .checked_sub(4)
}

/// A position's key, the same for its eight images, never 0 (which marks a game over by then).
pub fn key(board: &Board) -> u32 {
    let (p, o) = canonical(board.player(), board.opponent());
    let side = u64::from(board.side_to_move() == Color::White);
    let h = mix(p ^ mix(o ^ side.wrapping_mul(0x9e37_79b9_7f4a_7c15)));
    ((h >> 32) as u32).max(1)
}

/// A 64-bit finaliser (SplitMix64's), so every input bit reaches the key's top half.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The index's keys of some games, in their order: what the page's import worker computes
/// with each part of a file it reads, and the page appends ([`PositionIndex::append_checked`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keys {
    /// `columns[j][g]`, as [`PositionIndex`] keeps them.
    columns: Vec<Vec<u32>>,
    /// `occupied[g]`, as [`PositionIndex`] keeps them.
    occupied: Vec<u64>,
}

impl Keys {
    /// The keys of `games`.
    pub fn of(games: &[GameRecord]) -> Keys {
        let mut columns: Vec<Vec<u32>> = (0..INDEXED_PLIES)
            .map(|_| Vec::with_capacity(games.len()))
            .collect();
        let mut occupied = Vec::with_capacity(games.len());
        for game in games {
            // `None` once the game has ended (or, for a record built by hand, gone wrong).
            let mut board = Some(start());
            let mut moves = game.moves.iter();
            for column in &mut columns {
                board = board.zip(moves.next()).and_then(|(b, &sq)| step(&b, sq));
                column.push(board.as_ref().map_or(0, key));
            }
            occupied.push(board.map_or(0, |b| b.player() | b.opponent()));
        }
        Keys { columns, occupied }
    }

    /// Adds `more`, the keys of the games that follow.
    pub fn extend(&mut self, more: Keys) {
        if self.columns.is_empty() {
            *self = more;
            return;
        }
        for (column, part) in self.columns.iter_mut().zip(more.columns) {
            column.extend(part);
        }
        self.occupied.extend(more.occupied);
    }

    /// How many games they key; `None` unless every indexed ply has one key a game.
    pub fn games(&self) -> Option<usize> {
        let n = self.occupied.len();
        (self.columns.len() == INDEXED_PLIES && self.columns.iter().all(|c| c.len() == n))
            .then_some(n)
    }
}

/// The per-ply key columns over a list of games.
#[derive(Clone, Debug, Default)]
pub struct PositionIndex {
    /// `columns[j][g]`: the key of game `g`'s position after `j + 1` moves, 0 if it ended sooner.
    columns: Vec<Vec<u32>>,
    /// `occupied[g]`: the squares occupied in game `g` after [`INDEXED_PLIES`] moves, 0 if it
    /// ended sooner.
    occupied: Vec<u64>,
}

impl PositionIndex {
    /// An index of no games.
    pub fn new() -> PositionIndex {
        PositionIndex::default()
    }

    /// Keys `games`, which follow those already keyed.
    pub fn extend(&mut self, games: &[GameRecord]) {
        self.append(Keys::of(games));
    }

    /// Appends `keys`, those of the games that follow the ones already keyed (computed
    /// elsewhere: the page's import worker); `false`, and nothing appended, if they are not
    /// the keys of `games` games at every indexed ply (a message gone wrong).
    pub fn append_checked(&mut self, keys: Keys, games: usize) -> bool {
        if keys.games() != Some(games) {
            return false;
        }
        self.append(keys);
        true
    }

    fn append(&mut self, keys: Keys) {
        self.columns.resize_with(INDEXED_PLIES, Vec::new);
        // Exactly: doubling as files are added one by one would leave up to half the memory
        // unused.
        for (column, part) in self.columns.iter_mut().zip(keys.columns) {
            column.reserve_exact(part.len());
            column.extend(part);
        }
        self.occupied.reserve_exact(keys.occupied.len());
        self.occupied.extend(keys.occupied);
    }

    /// Forgets the keys of games `range` (a file loaded again), those after moving down.
    pub fn remove(&mut self, range: Range<usize>) {
        let clip = |len: usize| range.start.min(len)..range.end.min(len);
        for column in &mut self.columns {
            column.drain(clip(column.len()));
        }
        self.occupied.drain(clip(self.occupied.len()));
    }

    /// The bytes the keys take.
    pub fn memory_bytes(&self) -> usize {
        self.columns.iter().map(|c| c.capacity() * 4).sum::<usize>() + self.occupied.capacity() * 8
    }

    /// The games of `games` (the list this index keys) that reached `board`, in their order.
    pub fn reaching(&self, games: &[GameRecord], board: &Board) -> Vec<Reach> {
        let Some(ply) = ply_of(board) else {
            return Vec::new();
        };
        let reach = |g: usize| -> Option<Reach> {
            let moves = games.get(g)?.moves.get(..ply)?;
            let mut b = start();
            for &sq in moves {
                b = step(&b, sq)?;
            }
            let symmetry = Symmetry::ALL
                .into_iter()
                .find(|&s| transform(&b, s) == *board)?;
            Some(Reach {
                game: u32::try_from(g).ok()?,
                symmetry,
            })
        };
        if ply == 0 {
            return (0..games.len()).filter_map(reach).collect();
        }
        if let Some(column) = self.columns.get(ply - 1) {
            let wanted = key(board);
            return column
                .iter()
                .enumerate()
                .filter(|&(_, &k)| k == wanted)
                .filter_map(|(g, _)| reach(g))
                .collect();
        }
        let on_board = board.player() | board.opponent();
        // The images of the board's empty squares: a game whose squares after the indexed plies
        // miss all of one image may reach the board in that orientation.
        let empties = Symmetry::ALL.map(|s| bits(!on_board, s));
        self.occupied
            .iter()
            .enumerate()
            .filter(|&(_, &o)| o != 0 && empties.iter().any(|&e| o & e == 0))
            .filter_map(|(g, _)| reach(g))
            .collect()
    }
}
