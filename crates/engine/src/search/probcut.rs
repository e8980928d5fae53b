//! Multi-ProbCut: forward pruning in the midgame.
//!
//! A deep search's value is predicted by a shallow search's: with `v` the shallow value, the
//! deep one is about `v` give or take a standard deviation `sigma` that depends on the game
//! stage and both depths, fitted from data (`reversi-cli train probcut-fit`). When the shallow
//! value clears beta (or falls below alpha) by `t` such deviations, the node is cut without
//! the deep search. Each depth has its own shallow depth and each stage its own deviation,
//! which is what makes it *Multi*-ProbCut.

use super::context::Context;
use crate::eval::{MAX_EVAL, SCALE};

/// Nodes this deep or deeper try a cut.
pub const MIN_DEPTH: u32 = 3;

/// The threshold (in deviations) that turns the cuts off: a search given it is exact to its
/// depth, or exact outright in the endgame.
pub const OFF: f32 = 0.0;

/// The depth of the shallow search that predicts a `depth`-ply search: about half as deep,
/// with the same parity (Othello values swing with the parity of the depth).
#[inline]
pub fn shallow_depth(depth: u32) -> u32 {
    (depth / 4) * 2 + (depth & 1)
}

/// The fitted deviation model: `sigma = C0 + C_E * empties + C_D * depth + C_S * shallow`, in
/// hundredths of a disc.
const C0: f32 = 571.0;
const C_E: f32 = -8.75;
const C_D: f32 = 35.0;
const C_S: f32 = -53.4;

/// The standard deviation, in evaluation units, of a `depth`-ply value about the value of
/// the shallow search, with `empties` empty squares.
#[inline]
pub fn sigma(empties: u32, depth: u32, shallow: u32) -> f32 {
    (C0 + C_E * empties as f32 + C_D * depth as f32 + C_S * shallow as f32).max(50.0)
}

/// Endgame nodes with this many empties or more try a cut in a selective presearch.
pub const END_MIN_EMPTIES: u32 = 12;

/// The depth of the midgame search that predicts the exact score of a node with `empties`:
/// even, as odd depths proved biased against the side to move.
#[inline]
pub fn end_shallow_depth(empties: u32) -> u32 {
    (empties.saturating_sub(6) / 6 * 2).clamp(2, 8)
}

/// The fitted deviation of exact scores about the predicting search's value, in evaluation
/// units: `E0 + E_E * empties + E_S * shallow`.
const E0: f32 = 850.0;
const E_E: f32 = 0.0;
const E_S: f32 = -55.0;

/// The standard deviation, in evaluation units, of the exact score of a position with
/// `empties` about the value of a `shallow`-ply midgame search.
#[inline]
pub fn end_sigma(empties: u32, shallow: u32) -> f32 {
    (E0 + E_E * empties as f32 + E_S * shallow as f32).max(250.0)
}

// Bounds stay far inside the searches' infinite window: `beta` below the largest evaluation
// (or 64 discs) plus a margin of a few thousand units at most.

impl Context {
    /// The endgame's cut for a selective presearch: `Some(bound)` (in discs) when a shallow
    /// midgame search predicts a fail high at `beta` or low at `alpha` within `t` standard
    /// deviations.
    pub fn end_probcut(&mut self, p: u64, o: u64, alpha: i32, beta: i32, t: f32) -> Option<i32> {
        let empties = (!(p | o)).count_ones();
        let shallow = end_shallow_depth(empties);
        let margin = (t * end_sigma(empties, shallow)) as i32;
        if beta < 64 {
            let bound = beta * SCALE + margin;
            let v = self.midgame(p, o, shallow, bound - 1, bound, false);
            if self.aborted {
                return None;
            }
            if v >= bound {
                return Some(beta);
            }
        }
        if alpha > -64 {
            let bound = alpha * SCALE - margin;
            let v = self.midgame(p, o, shallow, bound, bound + 1, false);
            if self.aborted {
                return None;
            }
            if v <= bound {
                return Some(alpha);
            }
        }
        None
    }

    /// Tries to cut a node of `depth` plies by a shallow search: `Some(bound)` when the
    /// shallow value predicts, with the configured confidence, a fail high at `beta` or a
    /// fail low at `alpha`.
    pub fn probcut(
        &mut self,
        p: u64,
        o: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> Option<i32> {
        let shallow = shallow_depth(depth);
        let empties = (!(p | o)).count_ones();
        let margin = (self.probcut_t * sigma(empties, depth, shallow)) as i32;
        if beta < MAX_EVAL {
            let bound = beta + margin;
            let v = self.midgame(p, o, shallow, bound - 1, bound, passed);
            if self.aborted {
                return None;
            }
            if v >= bound {
                return Some(beta);
            }
        }
        if alpha > -MAX_EVAL {
            let bound = alpha - margin;
            let v = self.midgame(p, o, shallow, bound, bound + 1, passed);
            if self.aborted {
                return None;
            }
            if v <= bound {
                return Some(alpha);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_are_shallower_with_the_same_parity() {
        for depth in MIN_DEPTH..40 {
            let s = shallow_depth(depth);
            assert!(s < depth && s >= 1, "{depth} -> {s}");
            assert_eq!(s % 2, depth % 2);
        }
    }
}
