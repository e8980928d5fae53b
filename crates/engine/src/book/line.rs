//! A move's line from the book: the move, then the book's best reply at each position the book
//! expands, as far as it goes: what the explorer shows beside a move and the hints beside a
//! book move, read on hover, focus or a tap.

use super::Book;
use crate::{Board, Square};

/// The shortest line shown: fewer moves say little more than the move itself.
pub const MIN_LINE: usize = 5;

/// The longest line shown: past a dozen moves a line is more noise than help.
pub const MAX_LINE: usize = 12;

/// `first` from `board`, then the book's best move at each position it expands (passes made
/// silently, as a transcript leaves them out), at most [`MAX_LINE`] moves; `None` if `first`
/// is illegal or the book stops before [`MIN_LINE`] moves while the game goes on.
pub fn line(book: &Book, board: &Board, first: Square) -> Option<Vec<Square>> {
    let mut b = board.play(first)?;
    let mut out = vec![first];
    while out.len() < MAX_LINE {
        if b.is_game_over() {
            return Some(out);
        }
        if b.must_pass() {
            b = b.pass();
        }
        let Some(best) = book.moves(&b).and_then(|m| m.first().copied()) else {
            break;
        };
        b = b.play(best.sq)?;
        out.push(best.sq);
    }
    (out.len() >= MIN_LINE).then_some(out)
}

/// The installed book's line for `first` from `board` as a transcript's words: "f5 d6 c3 …".
pub fn installed_line(board: &Board, first: Square) -> Option<String> {
    let moves = line(super::installed()?, board, first)?;
    Some(
        moves
            .iter()
            .map(Square::to_string)
            .collect::<Vec<_>>()
            .join(" "),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    fn shipped() -> Book {
        Book::parse(include_bytes!("book.bin")).expect("the shipped book reads")
    }

    #[test]
    fn each_opening_move_has_a_legal_line_of_five_to_twelve_moves_following_the_book() {
        let book = shipped();
        let start = Board::start(Color::Black);
        for sq in start.legal_moves().squares() {
            let line = line(&book, &start, sq).expect("the book knows the openings");
            assert!((MIN_LINE..=MAX_LINE).contains(&line.len()), "{line:?}");
            assert_eq!(line[0], sq);
            let mut b = start;
            for (i, &mv) in line.iter().enumerate() {
                if b.must_pass() {
                    b = b.pass();
                }
                if i > 0 {
                    let best = book.moves(&b).expect("expanded")[0].sq;
                    assert_eq!(mv, best, "move {i} of {line:?} is the book's best");
                }
                b = b
                    .play(mv)
                    .unwrap_or_else(|| panic!("{mv} illegal in {line:?}"));
            }
        }
    }

    #[test]
    fn an_illegal_move_or_a_position_the_book_does_not_know_has_no_line() {
        let book = shipped();
        let start = Board::start(Color::Black);
        assert_eq!(line(&book, &start, "a1".parse().unwrap()), None);
        let mut b = start;
        // Far from the book's lines: the corners' game after a wipe-out's first moves.
        for sq in ["d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3"] {
            b = b.play(sq.parse().unwrap()).unwrap();
        }
        let mv = b.legal_moves().squares().next().unwrap();
        assert!(book.entry(&b.play(mv).unwrap()).is_none_or(|e| !e.expanded));
        assert_eq!(line(&book, &b, mv), None);
    }
}
