//! Text forms: squares (`f5`), transcripts (`f5d6c3`), and 64-character board strings.

use super::board::Board;
use super::color::Color;
use super::game::{Game, GameError};
use super::moves::Move;
use super::square::Square;
use std::fmt;

/// Why a piece of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Not a square name like `f5`.
    BadSquare(String),
    /// A transcript token at this zero-based move index is not a square or a pass.
    BadToken { index: usize, text: String },
    /// A transcript has a dangling character at the end.
    Trailing(String),
    /// The move at this zero-based index is not legal there.
    IllegalMove {
        index: usize,
        text: String,
        reason: GameError,
    },
    /// A board string is not 64 squares plus a side to move.
    BadBoard(String),
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
            NotationError::BadToken { index, text } => {
                write!(f, "move {} \"{text}\" is not a square or a pass", index + 1)
            }
            NotationError::Trailing(s) => write!(f, "unexpected \"{s}\" at the end"),
            NotationError::IllegalMove {
                index,
                text,
                reason,
            } => write!(f, "move {} \"{text}\" is illegal: {reason}", index + 1),
            NotationError::BadBoard(why) => write!(f, "invalid board: {why}"),
        }
    }
}

impl std::error::Error for NotationError {}

/// Parses a square name such as `f5` or `F5`.
pub fn parse_square(text: &str) -> Result<Square, NotationError> {
    let bad = || NotationError::BadSquare(text.to_string());
    let bytes = text.trim().as_bytes();
    if bytes.len() != 2 {
        return Err(bad());
    }
    let col = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
    let row = bytes[1].wrapping_sub(b'1');
    Square::from_coords(col, row).ok_or_else(bad)
}

/// One token of a transcript: a move and the text it was written as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The move.
    pub mv: Move,
    /// The text as written.
    pub text: String,
}

/// Splits a transcript like `f5d6C3 pa d3` into moves; whitespace and commas are ignored.
pub fn parse_transcript(text: &str) -> Result<Vec<Token>, NotationError> {
    let chars: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .collect();
    let mut tokens = Vec::with_capacity(chars.len() / 2);
    for (index, pair) in chars.chunks(2).enumerate() {
        let token: String = pair.iter().collect();
        if pair.len() < 2 {
            return Err(NotationError::Trailing(token));
        }
        let lower = token.to_ascii_lowercase();
        let mv = if lower == "pa" || lower == "ps" {
            Move::Pass
        } else {
            Move::Place(parse_square(&token).map_err(|_| NotationError::BadToken {
                index,
                text: token.clone(),
            })?)
        };
        tokens.push(Token { mv, text: token });
    }
    Ok(tokens)
}

/// Replays a transcript from the standard start with `first` to move.
///
/// Passes may be written (`pa`/`ps`) or left implicit. The first illegal move is
/// reported with its zero-based index and its text.
pub fn replay(text: &str, first: Color) -> Result<Game, NotationError> {
    replay_from(Game::new(first), text)
}

/// Replays a transcript onto an existing game.
pub fn replay_from(mut game: Game, text: &str) -> Result<Game, NotationError> {
    let mut pending_pass = false;
    for (index, token) in parse_transcript(text)?.into_iter().enumerate() {
        if token.mv == Move::Pass && pending_pass {
            // The game already recorded this forced pass.
            pending_pass = false;
            continue;
        }
        game.play(token.mv)
            .map_err(|reason| NotationError::IllegalMove {
                index,
                text: token.text,
                reason,
            })?;
        pending_pass = game.just_passed();
    }
    Ok(game)
}

/// Parses a board string: 64 squares a1..h8 (`X`/`*` black, `O` white, `-`/`.` empty),
/// then the side to move (`X`/`*`/`B` black, `O`/`W` white), with optional whitespace.
pub fn parse_board(text: &str) -> Result<Board, NotationError> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if chars.len() != 65 {
        return Err(NotationError::BadBoard(format!(
            "expected 64 squares and a side to move, found {} characters",
            chars.len()
        )));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, c) in chars[..64].iter().enumerate() {
        match c.to_ascii_uppercase() {
            'X' | '*' => black |= 1 << i,
            'O' => white |= 1 << i,
            '-' | '.' => {}
            other => {
                return Err(NotationError::BadBoard(format!(
                    "unexpected '{other}' at square {}",
                    Square::new(i as u8).map_or(String::new(), |s| s.to_string())
                )))
            }
        }
    }
    let side = match chars[64].to_ascii_uppercase() {
        'X' | '*' | 'B' => Color::Black,
        'O' | 'W' => Color::White,
        other => {
            return Err(NotationError::BadBoard(format!(
                "unexpected side to move '{other}'"
            )))
        }
    };
    Board::from_colors(black, white, side)
        .ok_or_else(|| NotationError::BadBoard("a square is both black and white".into()))
}

/// Formats a board as 64 characters (`X`, `O`, `-`), a space, and `X` or `O` to move.
pub fn board_string(board: &Board) -> String {
    let mut s: String = Square::all()
        .map(|sq| match board.disc_at(sq) {
            Some(Color::Black) => 'X',
            Some(Color::White) => 'O',
            None => '-',
        })
        .collect();
    s.push(' ');
    s.push(match board.side_to_move() {
        Color::Black => 'X',
        Color::White => 'O',
    });
    s
}
