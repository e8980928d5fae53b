//! "Open game…": a game from pasted or downloaded text.
//!
//! Accepted, all read by the one transcript reader ([`super::transcript`]):
//! - a transcript in any case, with or without spaces, move numbers or written passes
//!   (`f5d6c3`, `F5 D6 C3`, `1. f5 d6 2. c3`, `… c1 pass b1`);
//! - a share link or its fragment (`https://…/#moves=f5d6`, `#position=…X&moves=…`); a
//!   single line starting with `#` is always read as a fragment;
//! - the downloaded text of [`super::export::download_text`]: `#` comment lines and its
//!   header lines (`Black:`, `White:`, `Result:`, `Date:`) are skipped, `Position: <position
//!   string>` gives the start and `Moves: <transcript>` moves;
//! - a position string alone on a line or at its start, before the moves
//!   (`<65 characters> f5d6`), as [`super::export::transcript_line`] writes it;
//! - a GGF record (`(;GM[Othello]…;)`, [`super::ggf`]): the first game of the file.

use super::error::ImportError;
use super::ggf::{is_ggf, parse_ggf};
use super::link::{is_link, parse_fragment};
use super::position::parse_setup;
use super::transcript::play_transcript;
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;

/// The shortest run of position characters read as a position string rather than as moves:
/// long enough that no transcript has one, short enough that a truncated position is
/// reported as one.
const POSITION_MIN_CHARS: usize = 32;

/// Header lines of a downloaded game that carry nothing to replay.
const SKIPPED_HEADERS: [&str; 4] = ["black", "white", "result", "date"];

/// Reads a game from text in any accepted form, checking every move.
pub fn parse_game(text: &str) -> Result<Game, ImportError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ImportError::Empty);
    }
    if is_ggf(text) {
        let mut games = parse_ggf(text)?;
        return Ok(games.swap_remove(0).game);
    }
    if !text.contains('\n') && (text.starts_with('#') || is_link(text)) {
        return parse_fragment(text);
    }
    let mut start = None;
    let mut moves = String::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (position, rest) = match header(line) {
            Some(("position", value)) => (Some(value), ""),
            Some(("moves", value)) => (None, value),
            Some(_) => continue,
            None => split_position(line),
        };
        if let Some(position) = position {
            if start.is_some() || !moves.trim().is_empty() {
                return Err(ImportError::MisplacedPosition);
            }
            start = Some(parse_setup(position)?);
        }
        moves.push_str(rest);
        moves.push('\n');
    }
    let game = Game::from_board(start.unwrap_or(Board::start(Color::Black)));
    Ok(play_transcript(game, &moves)?)
}

/// A header line (`Key: value`, with one of the keys a downloaded game has) as its lowercase
/// key and its value. Other lines with a colon are left to be refused as moves.
fn header(line: &str) -> Option<(&'static str, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = ["position", "moves"]
        .into_iter()
        .chain(SKIPPED_HEADERS)
        .find(|k| key.trim().eq_ignore_ascii_case(k))?;
    Some((key, value.trim()))
}

/// A line split into the position string it starts with, if any, and the rest.
fn split_position(line: &str) -> (Option<&str>, &str) {
    let is_position_char = |c: char| "XxOoBbWw*-.".contains(c);
    let end = line.find(char::is_whitespace).unwrap_or(line.len());
    let word = &line[..end];
    if word.len() < POSITION_MIN_CHARS || !word.chars().all(is_position_char) {
        return (None, line);
    }
    let rest = line[end..].trim_start();
    // The older form puts a space between the 64 squares and the side to move.
    let mut side = rest.char_indices();
    if let (64, Some((_, c)), next) = (word.len(), side.next(), side.next()) {
        if is_position_char(c) && next.is_none_or(|(_, n)| n.is_whitespace()) {
            let side_end = line.len() - rest.len() + c.len_utf8();
            return (Some(&line[..side_end]), line[side_end..].trim_start());
        }
    }
    (Some(word), rest)
}
