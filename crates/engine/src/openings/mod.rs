//! Opening names: which named standard opening a game follows.
//!
//! The names live in `openings.txt` (one `moves; name` a line, f5 first, sources at its top).
//! A game is first turned by the one symmetry of the board that takes its first move to f5
//! (for Black first, one of the four that keep the start: identity, the two diagonal mirrors
//! and the half turn; for White first, one of the four that swap the start's colours), so
//! `d3 c3 c4 c5 b4`, `c4 c3 d3 c5 b3`… are all the Tiger.
//!
//! The name is that of the longest named line the moves so far begin with. Once the game
//! leaves the named lines it keeps the name of the last one it passed through, as Othello
//! programs (WZebra) and players do: a game that began as a Tiger stays "a Tiger" to the end.
//! Only games from the standard start have a name; a set-up position has none.

pub mod balanced;

use super::board::Board;
use super::color::Color;
use super::game::Game;
use super::moves::Move;
use super::record::transcript::play_transcript;
use super::square::Square;
use super::symmetry::Symmetry;
use std::sync::OnceLock;

/// The opening names as shipped, in the text form [`parse_openings`] reads.
pub const OPENINGS_TEXT: &str = include_str!("openings.txt");

/// A named opening line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its name, alternatives separated by ` / `.
    pub name: String,
    /// Its moves from the standard start, f5 first.
    pub moves: Vec<Move>,
}

impl Opening {
    /// The squares of its line, in order (opening lines have no passes).
    pub fn squares(&self) -> Vec<Square> {
        self.moves.iter().filter_map(|m| m.square()).collect()
    }
}

/// Reads opening lines (`moves; name`, `#` comments and blank lines skipped), replaying
/// every line from the standard start; a bad line is reported with its line number.
pub fn parse_openings(text: &str) -> Result<Vec<Opening>, String> {
    let mut openings = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |why: String| format!("line {}: {why}", index + 1);
        let (moves, name) = line
            .split_once(';')
            .ok_or_else(|| at("expected `moves; name`".into()))?;
        let name = name.trim();
        if name.is_empty() {
            return Err(at("the name is missing".into()));
        }
        let game = play_transcript(Game::default(), moves).map_err(|e| at(e.to_string()))?;
        if game.moves().first() != Some(&Move::Place(F5)) {
            return Err(at("the line must start with f5".into()));
        }
        openings.push(Opening {
            name: name.to_string(),
            moves: game.moves().to_vec(),
        });
    }
    Ok(openings)
}

/// Who plays each move of `line` from the standard start, Black first (a move that is not
/// legal is attributed and skipped, so that a stored line that went wrong is refused by its
/// caller rather than here).
pub fn movers(line: &[Square]) -> Vec<Color> {
    let mut board = Board::start(Color::Black);
    line.iter()
        .map(|&sq| {
            let mover = board.side_to_move();
            if let Some(next) = board.play(sq) {
                board = next;
            }
            mover
        })
        .collect()
}

/// The shipped openings (read once; a broken file gives no names rather than a failure).
pub fn all() -> &'static [Opening] {
    static ALL: OnceLock<Vec<Opening>> = OnceLock::new();
    ALL.get_or_init(|| parse_openings(OPENINGS_TEXT).unwrap_or_default())
}

/// The named opening the game's moves up to the cursor follow or last passed through.
pub fn opening(game: &Game) -> Option<&'static Opening> {
    if game.start_board() != Board::start(game.first()) {
        return None;
    }
    let played = game.played();
    let first = played.first()?.square()?;
    let symmetry = Symmetry::ALL.into_iter().find(|s| s.apply(first) == F5)?;
    let turned: Vec<Move> = played
        .iter()
        .map(|mv| match *mv {
            Move::Place(sq) => Move::Place(symmetry.apply(sq)),
            Move::Pass => Move::Pass,
        })
        .collect();
    all()
        .iter()
        .filter(|o| turned.starts_with(&o.moves))
        .max_by_key(|o| o.moves.len())
}

/// The name of [`opening`], if any.
pub fn opening_name(game: &Game) -> Option<&'static str> {
    opening(game).map(|o| o.name.as_str())
}

/// The square every named line starts on.
const F5: Square = match Square::from_coords(5, 4) {
    Some(sq) => sq,
    None => panic!("f5 is on the board"),
};
