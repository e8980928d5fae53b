//! How each level plays from the opening book: how deep into the opening, and within what
//! margin of the book's best move it may vary.

use super::level::Level;
use super::result::SearchResult;
use crate::engine::book::{installed, Book, BookMove};
use crate::engine::rng::Rng;
use crate::engine::{Board, Move};

/// A level's use of the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookUse {
    /// The book plays only while fewer than this many plies have been played.
    pub plies: u32,
    /// Moves valued within this many half discs of the best may be chosen, so that games vary
    /// without giving away more than this.
    pub margin: i32,
}

/// The level's use of the book; `None` for a level that never plays from it.
pub fn book_use(level: Level) -> Option<BookUse> {
    // The levels below Intermediate never open from the book: its moves are those of a deep
    // search, far stronger than their own, and a weak level that opened like Expert would
    // stand on a false step of the ladder.
    match level {
        Level::Starter
        | Level::Novice
        | Level::Beginner
        | Level::Casual
        | Level::Amateur
        | Level::Apprentice
        | Level::Club => None,
        Level::Intermediate | Level::Skilled | Level::Veteran => Some(BookUse {
            plies: 8,
            margin: 3,
        }),
        Level::Advanced | Level::Adept | Level::Strong | Level::Elite => Some(BookUse {
            plies: 60,
            margin: 2,
        }),
        Level::Master | Level::Champion | Level::Expert => Some(BookUse {
            plies: 60,
            margin: 1,
        }),
    }
}

/// The book move `level` plays in `board`, if the position is in `book` and the level uses it
/// this far into the game; `seed` picks among the moves within the level's margin.
pub fn choose(book: &Book, board: &Board, level: Level, seed: u64) -> Option<BookMove> {
    let rule = book_use(level)?;
    let played = 60u32.saturating_sub(board.empties().count());
    if played >= rule.plies {
        return None;
    }
    let moves = book.moves(board)?;
    let best = moves.first()?.value;
    let near: Vec<BookMove> = moves
        .into_iter()
        .filter(|m| m.value >= best - rule.margin)
        .collect();
    let mut rng =
        Rng::new(seed ^ board.player().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ board.opponent());
    near.get(rng.below(near.len())).copied()
}

/// A value in half discs as whole discs, rounded half away from zero as search results are.
pub fn whole_discs(half: i32) -> i32 {
    (half + half.signum()) / 2
}

/// The installed book's move for `level` in `board`, as a search result that searched nothing.
pub fn book_move(board: &Board, level: Level, seed: u64) -> Option<SearchResult> {
    let m = choose(installed()?, board, level, seed)?;
    Some(SearchResult {
        best: Move::Place(m.sq),
        score: whole_discs(m.value),
        depth: 0,
        nodes: 0,
        exact: false,
    })
}
