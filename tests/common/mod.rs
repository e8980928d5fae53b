//! Reference searches shared by the search and analysis tests: plain minimax with no pruning,
//! tables or ordering, so that the engine's searches can be checked against them.

use reversi::engine::eval::{evaluate, SCALE};
use reversi::engine::movegen::{flips, legal_moves};

/// The final disc difference for `p`, empties to the winner.
pub fn final_score(p: u64, o: u64) -> i32 {
    let d = p.count_ones() as i32 - o.count_ones() as i32;
    let e = 64 - (p | o).count_ones() as i32;
    d + d.signum() * e
}

/// Plain minimax of the final disc difference, no pruning.
pub fn brute_force(p: u64, o: u64, passed: bool) -> i32 {
    let mut moves = legal_moves(p, o);
    if moves == 0 {
        return if passed {
            final_score(p, o)
        } else {
            -brute_force(o, p, true)
        };
    }
    let mut best = -65;
    while moves != 0 {
        let sq = moves.trailing_zeros();
        moves &= moves - 1;
        let f = flips(p, o, sq);
        best = best.max(-brute_force(o ^ f, p | f | (1 << sq), false));
    }
    best
}

/// Plain minimax to a fixed depth with the static evaluation, passes not counted as plies.
pub fn minimax(p: u64, o: u64, depth: u32, passed: bool) -> i32 {
    if depth == 0 {
        return evaluate(p, o);
    }
    let mut moves = legal_moves(p, o);
    if moves == 0 {
        return if passed {
            final_score(p, o) * SCALE
        } else {
            -minimax(o, p, depth, true)
        };
    }
    let mut best = i32::MIN;
    while moves != 0 {
        let sq = moves.trailing_zeros();
        moves &= moves - 1;
        let f = flips(p, o, sq);
        best = best.max(-minimax(o ^ f, p | f | (1 << sq), depth - 1, false));
    }
    best
}

/// Evaluation units in whole discs, rounded half away from zero as the engine rounds them.
pub fn discs(units: i32) -> i32 {
    (units as f64 / SCALE as f64).round() as i32
}
