//! Puzzles ("find the best move"): positions from the project's own self-play with the exact
//! value of every legal move, their difficulty bands, and the compact file they ship in.
//!
//! The file is built natively (`reversi-cli puzzles build`, `crate::train::puzzles`) and read
//! by the CLI and the browser alike, so reading it refuses anything damaged rather than
//! trusting it: every puzzle must be a legal position whose listed moves are exactly its
//! legal moves.

pub mod band;
pub mod file;

pub use band::Band;
pub use file::{decode, encode, FileError};

use crate::engine::notation::board_string;
use crate::engine::symmetry::Symmetry;
use crate::engine::{Board, Square};

/// Fewest and most empty squares of a puzzle.
pub const EMPTIES: std::ops::RangeInclusive<u32> = 8..=22;

/// One puzzle: a position and the exact final disc difference each legal move leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, with the side to move.
    pub board: Board,
    /// Every legal move with its exact value (final disc difference with best play, from the
    /// mover's view), best first, ties by square.
    pub moves: Vec<(Square, i8)>,
    /// The shallowest midgame search depth whose choice is a best move (see [`band`]);
    /// [`band::UNFOUND`] when no depth up to [`band::MAX_DEPTH`] finds one.
    pub depth: u8,
}

/// How a first move compares with the best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It keeps the best value.
    Best,
    /// The same result (win, draw or loss) as the best, for fewer discs.
    Good,
    /// A worse result.
    Wrong,
}

impl Verdict {
    /// The verdict's name in the page's hooks (`data-verdict`).
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Wrong => "wrong",
        }
    }
}

/// Whether a value is a win (1), a draw (0) or a loss (-1).
fn result(value: i8) -> i8 {
    value.signum()
}

impl Puzzle {
    /// The best value.
    pub fn best(&self) -> i8 {
        self.moves.first().map_or(0, |m| m.1)
    }

    /// The moves keeping the best value.
    pub fn best_moves(&self) -> impl Iterator<Item = Square> + '_ {
        let best = self.best();
        self.moves.iter().filter(move |m| m.1 == best).map(|m| m.0)
    }

    /// How many moves keep the best result (win, draw or loss), whatever their margin.
    pub fn keepers(&self) -> usize {
        let best = result(self.best());
        self.moves.iter().filter(|m| result(m.1) == best).count()
    }

    /// The number of empty squares.
    pub fn empties(&self) -> u32 {
        self.board.empties().count()
    }

    /// The difficulty band (see [`band::band`]).
    pub fn band(&self) -> Band {
        band::band(self.empties(), self.keepers(), self.depth)
    }

    /// The value of playing `sq`, if it is a legal move.
    pub fn value(&self, sq: Square) -> Option<i8> {
        self.moves.iter().find(|m| m.0 == sq).map(|m| m.1)
    }

    /// The verdict on playing `sq` first and the discs it gives up against the best; `None`
    /// for a square that is not a legal move.
    pub fn judge(&self, sq: Square) -> Option<(Verdict, i32)> {
        let value = self.value(sq)?;
        let loss = i32::from(self.best()) - i32::from(value);
        let verdict = if loss == 0 {
            Verdict::Best
        } else if result(value) == result(self.best()) {
            Verdict::Good
        } else {
            Verdict::Wrong
        };
        Some((verdict, loss))
    }

    /// The puzzle as one line of the FFO test files: the 64 squares, the side to move, then
    /// `; f5:+2` for every legal move, best first.
    pub fn ffo_line(&self) -> String {
        let mut line = board_string(&self.board);
        line.push(';');
        for (sq, value) in &self.moves {
            line.push_str(&format!(" {sq}:{value:+};"));
        }
        line.pop();
        line
    }
}

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

impl Puzzle {
    /// A puzzle from its [`Puzzle::ffo_line`] and the depth a search needs; `None` if the
    /// line is malformed or its moves are not exactly the legal moves, best first.
    pub fn from_ffo(line: &str, depth: u8) -> Option<Puzzle> {
        let mut parts = line.split(';');
        let board = crate::engine::notation::parse_board(parts.next()?).ok()?;
        let mut moves = Vec::new();
        for part in parts {
            let (sq, value) = part.trim().split_once(':')?;
            moves.push((Square::from_name(sq)?, value.parse::<i8>().ok()?));
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
