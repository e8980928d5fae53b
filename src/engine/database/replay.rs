//! A WTHOR move list replayed by our rules. The records hold no passes: when the side to move
//! has no legal move the other side plays, so each step makes a forced pass at once and the
//! board always shows the side whose move comes next.

use crate::engine::{Board, Color, Square};

/// The position every WTHOR game starts from: the standard start, Black to move.
pub fn start() -> Board {
    Board::start(Color::Black)
}

/// The position after the side to move plays `sq`, a forced pass made; `None` if illegal.
pub fn step(board: &Board, sq: Square) -> Option<Board> {
    let next = board.play(sq)?;
    Some(if next.must_pass() { next.pass() } else { next })
}
