//! A greedy one-ply player, the measure of whether a beginner can beat Beginner: it plays
//! the move whose resulting position scores best by a classic square-weight table (corners
//! precious, the squares next to them dangerous) minus a penalty per reply left to the
//! opponent, without looking further.

use crate::engine::masks::child;
use crate::engine::movegen::{flips, legal_moves};

/// Square weights from the mover's view, a1..h8 (the classic table taught to beginners).
#[rustfmt::skip]
const SQUARE_WEIGHTS: [i32; 64] = [
    100, -20, 10,  5,  5, 10, -20, 100,
    -20, -50, -2, -2, -2, -2, -50, -20,
     10,  -2,  1,  1,  1,  1,  -2,  10,
      5,  -2,  1,  0,  0,  1,  -2,   5,
      5,  -2,  1,  0,  0,  1,  -2,   5,
     10,  -2,  1,  1,  1,  1,  -2,  10,
    -20, -50, -2, -2, -2, -2, -50, -20,
    100, -20, 10,  5,  5, 10, -20, 100,
];

/// Weight lost per legal reply the move leaves the opponent.
const MOBILITY_PENALTY: i32 = 5;

fn weight(discs: u64) -> i32 {
    (0..64)
        .filter(|&sq| discs & (1 << sq) != 0)
        .map(|sq| SQUARE_WEIGHTS[sq])
        .sum()
}

/// The greedy move of `p` to move against `o` (the lowest square among equals), or `None`
/// when it must pass.
pub fn greedy_move(p: u64, o: u64) -> Option<u8> {
    let moves = legal_moves(p, o);
    (0..64u8)
        .filter(|&sq| moves & (1 << sq) != 0)
        .map(|sq| {
            let (op, mine) = child(p, o, sq, flips(p, o, u32::from(sq)));
            let replies = legal_moves(op, mine).count_ones() as i32;
            (weight(mine) - weight(op) - MOBILITY_PENALTY * replies, sq)
        })
        .max_by_key(|&(score, sq)| (score, std::cmp::Reverse(sq)))
        .map(|(_, sq)| sq)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

    #[test]
    fn takes_a_corner_and_avoids_giving_one() {
        // Black to move can take a1 (flipping b1) or play e1 (flipping d1).
        let board = format!("-OXO{} X", "-".repeat(60))
            .parse::<Board>()
            .unwrap();
        assert_eq!(board.legal_moves().squares().count(), 2);
        assert_eq!(greedy_move(board.player(), board.opponent()), Some(0));
        assert_eq!(greedy_move(0, 0), None);
    }
}
