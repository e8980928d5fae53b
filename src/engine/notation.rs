//! Short text forms kept for their many callers: square names (`f5`), replays of a transcript
//! (`f5d6c3`) and board strings with a space before the side to move. Each is a thin wrapper
//! over [`Square::from_name`] or [`crate::engine::record`], which hold the one reader of each
//! form.

use super::board::Board;
use super::color::Color;
use super::game::Game;
use super::record::error::{MoveError, PositionError};
use super::record::position::{parse_position, position_string};
use super::record::transcript::play_transcript;
use super::square::Square;
use std::fmt;

/// Why a square name or board string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Not a square name like `f5`.
    BadSquare(String),
    /// A board string is not 64 squares plus a side to move.
    BadBoard(PositionError),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::BadSquare(s) => {
                write!(
                    f,
                    "\"{s}\" is not a square (expected a letter a-h and a digit 1-8)"
                )
            }
            NotationError::BadBoard(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

/// Parses a square name such as `f5` or `F5`, ignoring surrounding spaces.
pub fn parse_square(text: &str) -> Result<Square, NotationError> {
    Square::from_name(text.trim()).ok_or_else(|| NotationError::BadSquare(text.to_string()))
}

/// Replays a transcript from the standard start with `first` to move (see
/// [`crate::engine::record::transcript`] for what it accepts).
pub fn replay(text: &str, first: Color) -> Result<Game, MoveError> {
    play_transcript(Game::new(first), text)
}

/// Parses a board string: 64 squares a1..h8 (`X`/`*` black, `O` white, `-`/`.` empty),
/// then the side to move (`X`/`*`/`B` black, `O`/`W` white), with optional whitespace.
pub fn parse_board(text: &str) -> Result<Board, NotationError> {
    parse_position(text).map_err(NotationError::BadBoard)
}

/// Formats a board as 64 characters (`X`, `O`, `-`), a space, and `X` or `O` to move.
pub fn board_string(board: &Board) -> String {
    let mut s = position_string(board);
    s.insert(64, ' ');
    s
}
