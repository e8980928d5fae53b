//! One puzzle: its position, every legal move's exact value, and how a first move is judged.

use super::band::{self, Band};
use crate::notation::board_string;
use crate::{Bitboard, Board, Square};

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

    /// The first hint: the quarter of the board (4×4 squares) holding the first best move.
    pub fn hint_region(&self) -> Bitboard {
        let Some(best) = self.best_moves().next() else {
            return Bitboard::EMPTY;
        };
        let quarter = |sq: Square| (sq.col() / 4, sq.row() / 4);
        Bitboard(
            Square::all()
                .filter(|&sq| quarter(sq) == quarter(best))
                .fold(0, |acc, sq| acc | sq.bit()),
        )
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
