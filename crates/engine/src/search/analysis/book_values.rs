//! Hints, reviews and evaluations read from the installed opening book instead of searched,
//! marked as such: within the book its values come from searches far deeper than the
//! analysis could afford.

use super::results::{for_black, Class, Evaluation, Hints, MoveReview, MoveValue};
use crate::book::installed;
use crate::book::line::line;
use crate::search::book_play::whole_discs;
use crate::search::line::Line;
use crate::{Board, Square};

/// The book's value of every legal move of `board`, if the position is in the book.
pub fn hints(board: &Board) -> Option<Hints> {
    let book = installed()?;
    let moves = book
        .moves(board)?
        .into_iter()
        .map(|m| MoveValue {
            square: m.sq,
            score: whole_discs(m.value),
            exact: false,
            book: true,
            line: line(book, board, m.sq)
                .map(|l| Line::of(&l))
                .unwrap_or_default(),
        })
        .collect::<Vec<_>>();
    let mut hints = Hints {
        moves,
        depth: u32::from(book.depth()),
        nodes: 0,
    };
    // Unstable: no two keys are equal (one move a square), and it is less code in the app.
    hints
        .moves
        .sort_unstable_by_key(|m| (std::cmp::Reverse(m.score), m.square));
    Some(hints)
}

/// `played` in `board` judged by the book, if the position is in the book.
pub fn review(board: &Board, played: Square, index: usize) -> Option<MoveReview> {
    let hints = hints(board)?;
    let played_score = hints.value(played)?.score;
    let best_score = hints.best_score()?;
    let loss = best_score - played_score;
    Some(MoveReview {
        index,
        color: board.side_to_move(),
        played,
        played_score,
        best: hints.best().collect(),
        best_score,
        loss,
        class: Class::of(loss),
        exact: false,
        depth: hints.depth,
        black_score: for_black(board.side_to_move(), best_score),
        book: true,
        estimate: false,
    })
}

/// The book's value of `board` from Black's view, if the position is in the book.
pub fn evaluation(board: &Board) -> Option<Evaluation> {
    let book = installed()?;
    let entry = book.entry(board)?;
    Some(Evaluation {
        black_score: for_black(board.side_to_move(), whole_discs(i32::from(entry.value))),
        exact: false,
        depth: u32::from(book.depth()),
    })
}
