//! Perft: counting the leaves of the move tree, the standard check of move generation.
//!
//! A pass counts as one ply, and a position where neither side can move is one leaf.

use super::board::Board;
use super::movegen::{flips, legal_moves};

/// The number of leaves `depth` plies below `board`.
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    count(board.player(), board.opponent(), depth, false)
}

fn count(p: u64, o: u64, depth: u32, passed: bool) -> u64 {
    let mut moves = legal_moves(p, o);
    if moves == 0 {
        if passed {
            return 1;
        }
        if depth == 1 {
            // A pass is one ply; if the opponent cannot move either, the game is over: one leaf.
            return 1;
        }
        return count(o, p, depth - 1, true);
    }
    if depth == 1 {
        return moves.count_ones() as u64;
    }
    let mut nodes = 0;
    while moves != 0 {
        let sq = moves.trailing_zeros();
        moves &= moves - 1;
        let f = flips(p, o, sq);
        nodes += count(o & !f, p | f | (1 << sq), depth - 1, false);
    }
    nodes
}
