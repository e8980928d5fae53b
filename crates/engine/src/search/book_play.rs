//! How each level plays from the opening book: how deep into the opening, and within what
//! margin of the book's best move it may vary.

use super::level::Level;
use super::result::SearchResult;
use crate::book::key::key;
use crate::book::{installed, Book, BookMove};
use crate::rng::Rng;
use crate::{Board, Move};

/// A level's use of the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookUse {
    /// The book plays only while fewer than this many plies have been played.
    pub plies: u32,
    /// Moves valued within this many half discs of the best may be chosen, so that games vary
    /// without giving away more than this.
    pub margin: i32,
    /// Whether it plays a move that leaves the book (to a leaf, valued by one search of the
    /// book's depth) on the book's word: a level whose own search is deeper than that checks
    /// those moves itself, by searching the position.
    pub trusts_leaves: bool,
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
            trusts_leaves: true,
        }),
        Level::Advanced | Level::Adept | Level::Strong | Level::Elite => Some(BookUse {
            plies: 60,
            margin: 2,
            trusts_leaves: true,
        }),
        Level::Master | Level::Champion => Some(BookUse {
            plies: 60,
            margin: 1,
            trusts_leaves: true,
        }),
        // Expert's own search, with the time its book saved, goes deeper than the book's
        // leaf searches: where the book's choice would leave the book, it searches.
        Level::Expert => Some(BookUse {
            plies: 60,
            margin: 1,
            trusts_leaves: false,
        }),
    }
}

/// The book move `level` plays in `board`, if the position is in `book` and the level uses it
/// this far into the game; `seed` picks among the moves within the level's margin (those that
/// stay in the book, for a level that does not trust its leaves).
pub fn choose(book: &Book, board: &Board, level: Level, seed: u64) -> Option<BookMove> {
    let rule = book_use(level)?;
    let played = 60u32.saturating_sub(board.empties().count());
    if played >= rule.plies {
        return None;
    }
    let moves = book.moves(board)?;
    let best = moves.first()?.value;
    // Each choice is known by the key of the position it leads to, the same in all eight
    // images of the board, and the draw is seeded by the position's key: every image of a
    // position answers the same move. Moves to images of one position (the four first moves)
    // are one choice, and a second draw picks among them, so that games still look varied.
    let mut near: Vec<(u64, BookMove)> = moves
        .into_iter()
        .filter(|m| m.value >= best - rule.margin && (rule.trusts_leaves || m.stays))
        .filter_map(|m| {
            let child = board.play(m.sq)?;
            Some((key(child.player(), child.opponent()), m))
        })
        .collect();
    near.sort_unstable_by_key(|(k, m)| (*k, m.sq));
    let mut choices: Vec<u64> = near.iter().map(|(k, _)| *k).collect();
    choices.dedup();
    let mut rng = Rng::new(seed ^ key(board.player(), board.opponent()));
    let chosen = *choices.get(rng.below(choices.len().max(1)))?;
    let alike: Vec<BookMove> = near
        .iter()
        .filter(|(k, _)| *k == chosen)
        .map(|(_, m)| *m)
        .collect();
    alike.get(rng.below(alike.len())).copied()
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
