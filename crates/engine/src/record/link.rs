//! Share links: the game carried in the URL fragment.
//!
//! - `#moves=<transcript>`: the game from the standard start, Black first, at its last move;
//! - `#position=<65-character position string>`: a game from that position;
//! - `#position=…&moves=<transcript>`: the moves played from that position.
//!
//! Reading is lenient about the wrapping (a whole URL or just the fragment, with or without
//! `#`, surrounding spaces, `%` escapes, `+` for a space, either order of the two parts) but
//! checks every move and the position as an import does.

use super::error::{ImportError, LinkError};
use super::position::{parse_setup, set_up_start};
use super::transcript::play_transcript;
use crate::board::Board;
use crate::color::Color;
use crate::game::Game;

/// The longest piece of a link quoted back in a message.
const QUOTE_CHARS: usize = 24;

/// The fragment (with its `#`) that opens `game` at its current move: the moves up to the
/// cursor, and the start position unless it is the standard one with Black to move.
pub fn fragment(game: &Game) -> String {
    let moves = game.transcript();
    match set_up_start(game) {
        None => format!("#moves={moves}"),
        Some(position) if moves.is_empty() => format!("#position={position}"),
        Some(position) => format!("#position={position}&moves={moves}"),
    }
}

/// Whether `text` looks like a share link or its fragment rather than a plain transcript.
pub fn is_link(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    lower.contains("moves=") || lower.contains("position=")
}

/// Reads a share link, or just its fragment, into the game it carries.
pub fn parse_fragment(text: &str) -> Result<Game, ImportError> {
    let text = text.trim();
    let fragment = text.split_once('#').map_or(text, |(_, f)| f).trim();
    let mut position = None;
    let mut moves = None;
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        let unknown = || LinkError::UnknownPart(part.chars().take(QUOTE_CHARS).collect());
        let (key, value) = part.split_once('=').ok_or_else(unknown)?;
        let (slot, name) = match key.trim().to_ascii_lowercase().as_str() {
            "position" => (&mut position, "position"),
            "moves" => (&mut moves, "moves"),
            _ => return Err(unknown().into()),
        };
        if slot.is_some() {
            return Err(LinkError::Repeated(name).into());
        }
        *slot = Some(percent_decode(value)?);
    }
    if position.is_none() && moves.is_none() {
        return Err(LinkError::Empty.into());
    }
    let start = match position {
        Some(p) => parse_setup(&p)?,
        None => Board::start(Color::Black),
    };
    Ok(play_transcript(
        Game::from_board(start),
        moves.as_deref().unwrap_or(""),
    )?)
}

/// `text` with `%XX` escapes decoded and `+` read as a space.
fn percent_decode(text: &str) -> Result<String, LinkError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let escape = bytes
                    .get(i + 1..i + 3)
                    .filter(|h| h.iter().all(u8::is_ascii_hexdigit));
                let Some(hex) = escape else {
                    let quoted = text[i..].chars().take(3).collect();
                    return Err(LinkError::BadEscape(quoted));
                };
                out.push(hex_value(hex[0]) << 4 | hex_value(hex[1]));
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out)
        .map_err(|_| LinkError::BadEscape(text.chars().take(QUOTE_CHARS).collect()))
}

/// The value of one hexadecimal digit (already checked to be one).
fn hex_value(digit: u8) -> u8 {
    char::from(digit).to_digit(16).map_or(0, |d| d as u8)
}
