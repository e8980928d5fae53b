//! Short text forms kept for their many callers: replays of a transcript (`f5d6c3`) and board
//! strings with a space before the side to move. Each is a thin wrapper over
//! [`crate::record`], which holds the one reader and writer of each form; squares,
//! moves and boards read through `str::parse`.

use super::board::Board;
use super::color::Color;
use super::game::Game;
use super::record::error::MoveError;
use super::record::position::position_string;
use super::record::transcript::play_transcript;

/// Replays a transcript from the standard start with `first` to move (see
/// [`crate::record::transcript`] for what it accepts).
pub fn replay(text: &str, first: Color) -> Result<Game, MoveError> {
    play_transcript(Game::new(first), text)
}

/// Formats a board as 64 characters (`X`, `O`, `-`), a space, and `X` or `O` to move.
pub fn board_string(board: &Board) -> String {
    let mut s = position_string(board);
    s.insert(64, ' ');
    s
}
