//! The puzzle file: `RVPZ`, a version byte, the count (u16), the puzzles, then an FNV-1a
//! checksum (u32) of everything before it; integers little-endian.
//!
//! A puzzle is Black's discs and White's (u64 each), the side to move (0 Black, 1 White), the
//! depth a search needs, the number of moves, then each move as its square (0 = a1 … 63 = h8)
//! and its value (i8). About 35 bytes a puzzle, so hundreds fit in a few kilobytes.

use super::band;
use super::puzzle::{Puzzle, EMPTIES};
use crate::{Board, Color, Square};
use std::fmt;

const MAGIC: &[u8; 4] = b"RVPZ";
const VERSION: u8 = 1;

/// Why a puzzle file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not a puzzle file, or one of another version.
    NotPuzzles,
    /// The file ends early.
    Truncated,
    /// The checksum does not match: the file was damaged.
    Damaged,
    /// The file holds no puzzle.
    Empty,
    /// Puzzle `n` (from 1) is not a valid puzzle; the text says why.
    Invalid(usize, &'static str),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotPuzzles => write!(f, "not a puzzle file of version {VERSION}"),
            FileError::Truncated => write!(f, "the puzzle file ends early"),
            FileError::Damaged => write!(f, "the puzzle file is damaged (checksum)"),
            FileError::Empty => write!(f, "the puzzle file holds no puzzle"),
            FileError::Invalid(n, why) => write!(f, "puzzle {n}: {why}"),
        }
    }
}

fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The file holding `puzzles` (at most 65 535 of them, each with its moves sorted best first).
pub fn encode(puzzles: &[Puzzle]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    let count = u16::try_from(puzzles.len()).expect("at most 65 535 puzzles");
    out.extend(count.to_le_bytes());
    for p in puzzles {
        out.extend(p.board.black().0.to_le_bytes());
        out.extend(p.board.white().0.to_le_bytes());
        out.push(u8::from(p.board.side_to_move() == Color::White));
        out.push(p.depth);
        out.push(p.moves.len() as u8);
        for &(sq, value) in &p.moves {
            out.push(sq.index());
            out.push(value as u8);
        }
    }
    let sum = checksum(&out);
    out.extend(sum.to_le_bytes());
    out
}

/// Reads bytes in order, failing with [`FileError::Truncated`] past the end.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], FileError> {
        let slice = self
            .bytes
            .get(self.at..self.at + N)
            .ok_or(FileError::Truncated)?;
        self.at += N;
        Ok(slice.try_into().expect("a slice of N bytes"))
    }

    fn byte(&mut self) -> Result<u8, FileError> {
        Ok(self.take::<1>()?[0])
    }
}

/// The puzzles of a file, refused whole if anything in it is wrong.
pub fn decode(bytes: &[u8]) -> Result<Vec<Puzzle>, FileError> {
    if bytes.len() < MAGIC.len() + 1 || &bytes[..4] != MAGIC || bytes[4] != VERSION {
        return Err(if bytes.is_empty() {
            FileError::Empty
        } else if bytes.len() < 5 && MAGIC.starts_with(bytes) {
            FileError::Truncated
        } else {
            FileError::NotPuzzles
        });
    }
    let body_len = bytes.len().checked_sub(4).ok_or(FileError::Truncated)?;
    if body_len < 7 {
        return Err(FileError::Truncated);
    }
    let stored = u32::from_le_bytes(bytes[body_len..].try_into().expect("four bytes"));
    if checksum(&bytes[..body_len]) != stored {
        return Err(FileError::Damaged);
    }
    let mut reader = Reader {
        bytes: &bytes[..body_len],
        at: 5,
    };
    let count = usize::from(u16::from_le_bytes(reader.take()?));
    let mut puzzles = Vec::with_capacity(count);
    for n in 1..=count {
        puzzles.push(read_puzzle(&mut reader, n)?);
    }
    if reader.at != body_len {
        return Err(FileError::Damaged);
    }
    if puzzles.is_empty() {
        return Err(FileError::Empty);
    }
    Ok(puzzles)
}

fn read_puzzle(reader: &mut Reader, n: usize) -> Result<Puzzle, FileError> {
    let invalid = |why| FileError::Invalid(n, why);
    let black = u64::from_le_bytes(reader.take()?);
    let white = u64::from_le_bytes(reader.take()?);
    let side = match reader.byte()? {
        0 => Color::Black,
        1 => Color::White,
        _ => return Err(invalid("no such side to move")),
    };
    let board = Board::from_colors(black, white, side).ok_or(invalid("discs overlap"))?;
    let depth = reader.byte()?;
    if !(1..=band::UNFOUND).contains(&depth) {
        return Err(invalid("depth out of range"));
    }
    let count = reader.byte()?;
    let mut moves = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let [sq, value] = reader.take()?;
        let sq = Square::new(sq).ok_or(invalid("no such square"))?;
        moves.push((sq, value as i8));
    }
    if !EMPTIES.contains(&board.empties().count()) {
        return Err(invalid("empties out of range"));
    }
    let legal = board.legal_moves();
    let listed = moves.iter().fold(0u64, |acc, m| acc | m.0.bit());
    if moves.len() != legal.count() as usize || listed != legal.0 {
        return Err(invalid("the moves are not the legal moves"));
    }
    if moves.is_empty() {
        return Err(invalid("no legal move"));
    }
    if moves.iter().any(|m| i32::from(m.1).abs() > 64) {
        return Err(invalid("a value out of range"));
    }
    if moves
        .windows(2)
        .any(|w| (std::cmp::Reverse(w[0].1), w[0].0) >= (std::cmp::Reverse(w[1].1), w[1].0))
    {
        return Err(invalid("the moves are not sorted best first"));
    }
    Ok(Puzzle {
        board,
        moves,
        depth,
    })
}

impl Puzzle {
    /// A puzzle from its [`Puzzle::ffo_line`] and the depth a search needs; `None` if the
    /// line is malformed or its moves are not exactly the legal moves, best first.
    pub fn from_ffo(line: &str, depth: u8) -> Option<Puzzle> {
        let mut parts = line.split(';');
        let board = parts.next()?.parse::<Board>().ok()?;
        let mut moves = Vec::new();
        for part in parts {
            let (sq, value) = part.trim().split_once(':')?;
            moves.push((sq.parse::<Square>().ok()?, value.parse::<i8>().ok()?));
        }
        let puzzle = Puzzle {
            board,
            moves,
            depth,
        };
        // The file's reader checks everything a puzzle must be.
        let checked = decode(&encode(std::slice::from_ref(&puzzle))).ok()?;
        checked.into_iter().next()
    }
}
