//! Static evaluation of midgame positions, in hundredths of a disc from the side to move's view.
//!
//! The evaluation is a sum of weighted features plus table look-ups for the four edges,
//! with weights chosen by game phase (see [`weights`]).

pub mod features;
pub mod stability;
pub mod weights;

use std::sync::OnceLock;
use weights::{phase, Weights, EDGE_CONFIGS};

/// Evaluation units per disc.
pub const SCALE: i32 = 100;

/// The largest magnitude [`evaluate`] returns: below any decided game result of 64 discs.
pub const MAX_EVAL: i32 = 63 * SCALE;

/// For each byte, the base-3 number whose digits are its bits (bit `i` gives `3^i`).
const fn base3_table() -> [u16; 256] {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let mut v = 0u16;
        let mut pow = 1u16;
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                v += pow;
            }
            pow *= 3;
            i += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
}

const BASE3: [u16; 256] = base3_table();

/// The squares of column a gathered into a byte (row 1 in the lowest bit).
#[inline(always)]
fn column_a(x: u64) -> usize {
    ((x & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// The four edge lines of `p` and `o` as base-3 indices (own = 1, opponent = 2).
#[inline(always)]
pub fn edge_indices(p: u64, o: u64) -> [usize; 4] {
    let index = |pb: usize, ob: usize| BASE3[pb] as usize + 2 * BASE3[ob] as usize;
    [
        index((p & 0xff) as usize, (o & 0xff) as usize),
        index((p >> 56) as usize, (o >> 56) as usize),
        index(column_a(p), column_a(o)),
        index(column_a(p >> 7), column_a(o >> 7)),
    ]
}

fn weights() -> &'static Weights {
    static WEIGHTS: OnceLock<Weights> = OnceLock::new();
    WEIGHTS.get_or_init(Weights::hand_set)
}

/// The value of `p` to move against `o`, in hundredths of a disc, within ±[`MAX_EVAL`].
pub fn evaluate(p: u64, o: u64) -> i32 {
    let w = weights();
    let ph = phase((!(p | o)).count_ones());
    let f = features::extract(p, o);
    let mut score = 0;
    for (x, weight) in f.iter().zip(&w.features[ph]) {
        score += x * weight;
    }
    let edges = &w.edges[ph];
    for i in edge_indices(p, o) {
        debug_assert!(i < EDGE_CONFIGS);
        score += edges[i];
    }
    score.clamp(-MAX_EVAL, MAX_EVAL)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_gather_keeps_squares_in_order() {
        for bits in 0..256u64 {
            let mut column = 0u64;
            for row in 0..8 {
                if bits & (1 << row) != 0 {
                    column |= 1 << (8 * row);
                }
            }
            assert_eq!(column_a(column), bits as usize);
            assert_eq!(
                column_a(((column << 7) | 0x7e7e_7e7e_7e7e_7e7e) >> 7),
                bits as usize
            );
            assert_eq!(column_a(!column), 0xff & !bits as usize);
        }
    }

    #[test]
    fn evaluation_is_antisymmetric_in_the_start_position() {
        let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        assert_eq!(evaluate(p, o), evaluate(o, p));
    }

    #[test]
    fn a_corner_is_worth_more_than_nothing() {
        let o = (1u64 << 27) | (1 << 36);
        let p = (1u64 << 28) | (1 << 35);
        assert!(evaluate(p | 1, o) > evaluate(p, o) + 2 * SCALE);
    }
}
