//! What the hints and the game review share: move squares from move lists (each move's own
//! search is `search::value`, a judgement `search::judge`).

use crate::Square;

/// The square of a move index taken from a move list, always on the board.
pub(super) fn square(sq: u8) -> Square {
    Square::new(sq).expect("move lists hold squares 0..64")
}
