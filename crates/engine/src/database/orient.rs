//! The board's eight symmetries on whole bitboards, for the explorer's matching: the square-level
//! [`Symmetry::apply`] would cost 64 steps a board where these cost a few shifts.

use crate::eval::patterns::{flip, mirror, transpose};
use crate::symmetry::Symmetry;
use crate::Board;

/// Every square of `x` moved where [`Symmetry::apply`] moves it.
pub fn bits(x: u64, symmetry: Symmetry) -> u64 {
    match symmetry {
        Symmetry::Identity => x,
        Symmetry::QuarterTurn => mirror(transpose(x)),
        Symmetry::HalfTurn => mirror(flip(x)),
        Symmetry::ThreeQuarterTurn => flip(transpose(x)),
        Symmetry::MirrorColumns => mirror(x),
        Symmetry::MirrorRows => flip(x),
        Symmetry::Diagonal => transpose(x),
        Symmetry::AntiDiagonal => mirror(flip(transpose(x))),
    }
}

/// The board turned or mirrored by `symmetry`, the same side to move.
pub fn transform(board: &Board, symmetry: Symmetry) -> Board {
    Board::from_raw(
        bits(board.player(), symmetry),
        bits(board.opponent(), symmetry),
        board.side_to_move(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    #[test]
    fn bitboards_move_as_the_squares_do() {
        for s in Symmetry::ALL {
            for sq in Square::all() {
                assert_eq!(bits(sq.bit(), s), s.apply(sq).bit(), "{s:?} {sq}");
            }
        }
    }
}
