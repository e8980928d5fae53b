//! The balanced starts: 8-move lines from the standard start (Black first, f5 first) whose
//! positions a search scores near even, so that games begun from them vary without favouring
//! either side. The list (`balanced.txt`, with its recipe, search depth and margin at its top)
//! is made by `reversi-cli measure openings` (see `crate::train::openings`).

use super::super::board::Board;
use super::super::color::Color;
use super::super::game::Game;
use super::super::moves::Move;
use super::super::record::transcript::play_transcript;
use std::sync::OnceLock;

/// The balanced openings as shipped: one transcript a line, `# <score>` after it.
pub const BALANCED_TEXT: &str = include_str!("balanced.txt");

/// The list's lines as transcripts, each with its index among the text's lines (after `#`
/// a comment; blank lines left out).
pub fn transcripts(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .enumerate()
        .filter(|(_, moves)| !moves.is_empty())
}

/// Reads the list: each line's moves, replayed from the standard start; a bad line is
/// reported with its line number.
pub fn parse_balanced(text: &str) -> Result<Vec<Vec<Move>>, String> {
    let mut lines = Vec::new();
    for (index, moves) in transcripts(text) {
        let game = play_transcript(Game::new(Color::Black), moves)
            .map_err(|e| format!("line {}: {e}", index + 1))?;
        lines.push(game.moves().to_vec());
    }
    Ok(lines)
}

/// The shipped balanced openings (read once; a broken list gives none).
pub fn balanced() -> &'static [Vec<Move>] {
    static LIST: OnceLock<Vec<Vec<Move>>> = OnceLock::new();
    LIST.get_or_init(|| parse_balanced(BALANCED_TEXT).unwrap_or_default())
}

/// Which balanced opening the game began with: its moves from the standard start with Black
/// first are one of the list's lines, in full.
pub fn balanced_start(game: &Game) -> Option<usize> {
    if game.start_board() != Board::start(Color::Black) {
        return None;
    }
    let moves = game.moves();
    balanced().iter().position(|line| moves.starts_with(line))
}

/// A game from the standard start with Black first, the balanced opening `index` played
/// (`None` when there is no such opening).
pub fn balanced_game(index: usize) -> Option<Game> {
    let line = balanced().get(index)?;
    let mut game = Game::new(Color::Black);
    for mv in line {
        game.play(*mv).ok()?;
    }
    Some(game)
}
