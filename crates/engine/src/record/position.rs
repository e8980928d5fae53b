//! The position string (64 squares a1..h8 row by row, then the side to move: 65 characters)
//! and the check that a set-up position can start a game.

use super::error::{ImportError, PositionError, SetupError};
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;
use crate::square::Square;
use std::str::FromStr;

/// The position as 65 characters: `X` black, `O` white, `-` empty for a1, b1, … h8, then
/// `X` or `O` for the side to move.
pub fn position_string(board: &Board) -> String {
    let mut s: String = Square::all()
        .map(|sq| match board.disc_at(sq) {
            Some(color) => side_char(color),
            None => '-',
        })
        .collect();
    s.push(side_char(board.side_to_move()));
    s
}

/// The position string of the game's start, unless that is the standard start with Black to
/// move (which transcripts assume).
pub fn set_up_start(game: &Game) -> Option<String> {
    let start = game.start_board();
    (start != Board::start(Color::Black)).then(|| position_string(&start))
}

/// The letter of a side in position strings.
fn side_char(color: Color) -> char {
    match color {
        Color::Black => 'X',
        Color::White => 'O',
    }
}

impl FromStr for Board {
    type Err = PositionError;

    /// Reads a position string: see [`Board`].
    fn from_str(text: &str) -> Result<Board, PositionError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let [squares @ .., side] = chars.as_slice() else {
            return Err(PositionError::Length { found: 0 });
        };
        if squares.len() != 64 {
            return Err(PositionError::Length { found: chars.len() });
        }
        let (mut black, mut white) = (0u64, 0u64);
        for (sq, &c) in Square::all().zip(squares) {
            match c.to_ascii_uppercase() {
                'X' | '*' => black |= sq.bit(),
                'O' => white |= sq.bit(),
                // `+` marks a legal move in the board's diagram: an empty square.
                '-' | '.' | '+' => {}
                _ => {
                    return Err(PositionError::Square {
                        square: sq,
                        found: c,
                    })
                }
            }
        }
        let side = match side.to_ascii_uppercase() {
            'X' | '*' | 'B' => Color::Black,
            'O' | 'W' => Color::White,
            _ => return Err(PositionError::Side { found: *side }),
        };
        let (player, opponent) = match side {
            Color::Black => (black, white),
            Color::White => (white, black),
        };
        Ok(Board::from_raw(player, opponent, side))
    }
}

/// Whether a game can start from a set-up position: at least one side must have a legal
/// move. A side to move without one is fine: it passes at once.
pub fn check_setup(board: &Board) -> Result<(), SetupError> {
    if board.is_game_over() {
        Err(SetupError::NoMoves)
    } else {
        Ok(())
    }
}

/// Reads a position string and checks that a game can start from it.
pub fn parse_setup(text: &str) -> Result<Board, ImportError> {
    let board: Board = text.parse()?;
    check_setup(&board)?;
    Ok(board)
}
