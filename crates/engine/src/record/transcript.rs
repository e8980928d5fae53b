//! The one transcript reader of the project: squares (`f5`, `F5`) and passes, with or without
//! spaces or commas, with or without move numbers (`1. f5 d6 2. c3`), each move checked as it
//! is played.
//!
//! Passes: a forced pass may be left out (the game records it by itself) or written as
//! `pass`, `pa`, `ps` or `--`; a pass written where the side to move has a legal move is
//! refused.

use super::error::{MoveError, MoveProblem};
use crate::board::Board;
use crate::game::{Game, GameError};
use crate::moves::Move;
use crate::square::Square;

/// The ways of writing a pass, longest first so that `pass` is not read as `pa` + `ss`.
const PASSES: [&str; 4] = ["pass", "pa", "ps", "--"];

/// One move as written and what it reads as.
struct Written<'a> {
    text: &'a str,
    read: Result<Move, MoveProblem>,
}

/// Plays the moves written in `text` onto `game`, checking each in turn.
///
/// Returns the game after the last move, or the first move that cannot be read or played.
/// Empty text plays nothing.
pub fn play_transcript(mut game: Game, text: &str) -> Result<Game, MoveError> {
    // A forced pass the game has already recorded may still be written out once.
    let mut unwritten_pass = game.just_passed();
    for (index, Written { text, read }) in read_moves(text).into_iter().enumerate() {
        let refuse = |problem| MoveError {
            number: index + 1,
            text: text.to_string(),
            problem,
        };
        let mv = read.map_err(refuse)?;
        if mv == Move::Pass && unwritten_pass {
            unwritten_pass = false;
            continue;
        }
        let board = game.board();
        game.play(mv).map_err(|e| refuse(problem(&board, e)))?;
        unwritten_pass = game.just_passed();
    }
    Ok(game)
}

/// The player's reason for a move the game refused on `board`.
fn problem(board: &Board, error: GameError) -> MoveProblem {
    match error {
        GameError::IllegalMove { square, .. } if board.disc_at(square).is_some() => {
            MoveProblem::Occupied(square)
        }
        GameError::IllegalMove { square, side } => MoveProblem::Illegal { square, side },
        GameError::IllegalPass { side } => MoveProblem::PassRefused(side),
        // `Game::play` reports no bad record: that error belongs to saved records.
        GameError::GameOver => MoveProblem::GameOver,
    }
}

/// The written moves of `text` in order, up to and including the first unreadable one.
fn read_moves(text: &str) -> Vec<Written<'_>> {
    let mut moves = Vec::new();
    let words = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty());
    for word in words {
        let mut rest = skip_move_number(word);
        while !rest.is_empty() {
            let (len, read) = next_move(rest);
            let failed = read.is_err();
            moves.push(Written {
                text: &rest[..len],
                read,
            });
            if failed {
                return moves;
            }
            rest = &rest[len..];
        }
    }
    moves
}

/// `word` without a leading move number such as `12.`, `12...`, `12)` or a bare `12`.
fn skip_move_number(word: &str) -> &str {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return word;
    }
    let after = &word[digits..];
    let marks = after
        .bytes()
        .take_while(|&b| b == b'.' || b == b')')
        .count();
    if marks == 0 && !after.is_empty() {
        // Digits glued to letters (`5f`) are no move number: leave them to be refused.
        return word;
    }
    &after[marks..]
}

/// The first move of a non-empty run of text without separators: its length in bytes and
/// what it reads as. An unreadable move takes the rest of the run, so that the message quotes
/// all of it.
fn next_move(run: &str) -> (usize, Result<Move, MoveProblem>) {
    let bytes = run.as_bytes();
    if let Some(pass) = PASSES
        .iter()
        .find(|p| bytes.len() >= p.len() && bytes[..p.len()].eq_ignore_ascii_case(p.as_bytes()))
    {
        return (pass.len(), Ok(Move::Pass));
    }
    if !bytes[0].is_ascii_alphabetic() {
        return (run.len(), Err(MoveProblem::NotAMove));
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    match (digits, bytes.len()) {
        (0, 1) => (1, Err(MoveProblem::CutShort)),
        (0, _) => (run.len(), Err(MoveProblem::NotAMove)),
        (1, _) => match run[..2].parse::<Square>().ok() {
            Some(square) => (2, Ok(Move::Place(square))),
            None => (2, Err(MoveProblem::OffBoard)),
        },
        _ => (1 + digits, Err(MoveProblem::OffBoard)),
    }
}
