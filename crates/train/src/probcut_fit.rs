//! Fits Multi-ProbCut's deviation model: how far a deep search's value lies from the shallow
//! search's that predicts it, by game stage and depth.
//!
//! Every position is searched by iterative deepening without forward pruning, which gives
//! its value at each depth; each depth is paired with its shallow depth, and the spread of
//! the differences, per depth and stage, is fitted by a linear model in empties, depth and
//! shallow depth (see [`crate::engine::search::probcut`]).

use crate::engine::eval::evaluate;
use crate::engine::search::context::{Context, Limits};
use crate::engine::search::probcut::{self, shallow_depth, MIN_DEPTH};
use crate::engine::search::root::RootMoves;

/// One position's values at a deep and at its shallow depth, in evaluation units.
#[derive(Clone, Copy, Debug)]
pub struct Pair {
    /// Empty squares of the position.
    pub empties: u32,
    /// The deep search's depth.
    pub depth: u32,
    /// The deep value.
    pub deep: i32,
    /// The shallow value.
    pub shallow: i32,
}

/// The values of `p` to move at every depth from 0 to `max_depth` (fewer near the end).
fn values_by_depth(ctx: &mut Context, p: u64, o: u64, max_depth: u32) -> Vec<i32> {
    ctx.start(Limits::none(), probcut::OFF);
    let mut values = vec![evaluate(p, o)];
    let mut root = RootMoves::new(p, o);
    if root.is_empty() {
        return values;
    }
    ctx.iterate(p, o, &mut root, max_depth, u64::MAX, &mut |it, _| {
        values.push(it.score)
    });
    values
}

/// The deep/shallow pairs of every position, for depths from [`MIN_DEPTH`] to `max_depth`.
pub fn measure(
    positions: &[(u64, u64)],
    max_depth: u32,
    progress: &mut dyn FnMut(usize),
) -> Vec<Pair> {
    let mut ctx = Context::new(crate::engine::search::TABLE_BITS);
    let mut pairs = Vec::new();
    for (i, &(p, o)) in positions.iter().enumerate() {
        let empties = (!(p | o)).count_ones();
        let values = values_by_depth(&mut ctx, p, o, max_depth.min(empties));
        for depth in MIN_DEPTH..values.len() as u32 {
            pairs.push(Pair {
                empties,
                depth,
                deep: values[depth as usize],
                shallow: values[shallow_depth(depth) as usize],
            });
        }
        progress(i);
    }
    pairs
}

/// The exact-score pairs of every position with its exact score (in discs): the exact score
/// in evaluation units as the deep value, paired with each midgame depth up to `max_depth`
/// (the pair's `depth` is that shallow depth).
pub fn measure_endgame(
    positions: &[(u64, u64, i32)],
    max_depth: u32,
    progress: &mut dyn FnMut(usize),
) -> Vec<Pair> {
    let mut ctx = Context::new(crate::engine::search::TABLE_BITS);
    let mut pairs = Vec::new();
    for (i, &(p, o, exact)) in positions.iter().enumerate() {
        let empties = (!(p | o)).count_ones();
        let values = values_by_depth(&mut ctx, p, o, max_depth.min(empties));
        for (depth, &v) in values.iter().enumerate() {
            pairs.push(Pair {
                empties,
                depth: depth as u32,
                deep: exact * crate::engine::eval::SCALE,
                shallow: v,
            });
        }
        progress(i);
    }
    pairs
}

/// The spread of one group of pairs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spread {
    /// Pairs in the group.
    pub count: usize,
    /// Mean of deep minus shallow.
    pub bias: f64,
    /// Standard deviation of deep minus shallow.
    pub sigma: f64,
}

/// The spread of `deep - shallow` over `pairs`.
pub fn spread<'a>(pairs: impl Iterator<Item = &'a Pair>) -> Spread {
    let diffs: Vec<f64> = pairs.map(|p| f64::from(p.deep - p.shallow)).collect();
    let n = diffs.len();
    if n == 0 {
        return Spread::default();
    }
    let bias = diffs.iter().sum::<f64>() / n as f64;
    let var = diffs.iter().map(|d| (d - bias).powi(2)).sum::<f64>() / n as f64;
    Spread {
        count: n,
        bias,
        sigma: var.sqrt(),
    }
}

/// Least-squares coefficients `[c0, c_empties, c_depth, c_shallow]` of the deviation model,
/// fitted to the spreads of the groups `(empties, depth) -> spread` weighted by their size.
pub fn fit_model(groups: &[(f64, u32, Spread)]) -> [f64; 4] {
    // Normal equations of a 4-parameter weighted least squares, solved by Gaussian elimination.
    let mut a = [[0f64; 5]; 4];
    for &(empties, depth, s) in groups {
        let x = [
            1.0,
            empties,
            f64::from(depth),
            f64::from(shallow_depth(depth)),
        ];
        let w = s.count as f64;
        for i in 0..4 {
            for j in 0..4 {
                a[i][j] += w * x[i] * x[j];
            }
            a[i][4] += w * x[i] * s.sigma;
        }
    }
    for col in 0..4 {
        let pivot = (col..4)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("rows");
        a.swap(col, pivot);
        if a[col][col].abs() < 1e-12 {
            continue;
        }
        for row in 0..4 {
            if row != col {
                let f = a[row][col] / a[col][col];
                let pivot_row = a[col];
                for (cell, p) in a[row].iter_mut().zip(pivot_row).skip(col) {
                    *cell -= f * p;
                }
            }
        }
    }
    std::array::from_fn(|i| {
        if a[i][i].abs() < 1e-12 {
            0.0
        } else {
            a[i][4] / a[i][i]
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::movegen::legal_moves;

    #[test]
    fn the_model_fit_recovers_a_linear_law() {
        let law = |e: f64, d: u32| {
            100.0 + 5.0 * e + 30.0 * f64::from(d) - 10.0 * f64::from(shallow_depth(d))
        };
        let mut groups = Vec::new();
        for e in [15.0, 25.0, 35.0, 45.0] {
            for d in 3..12 {
                let s = Spread {
                    count: 10,
                    bias: 0.0,
                    sigma: law(e, d),
                };
                groups.push((e, d, s));
            }
        }
        let c = fit_model(&groups);
        for (got, want) in c.iter().zip([100.0, 5.0, 30.0, -10.0]) {
            assert!((got - want).abs() < 1e-6, "{c:?}");
        }
    }

    #[test]
    fn pairs_hold_the_values_of_plain_searches() {
        let (p, o) = crate::engine::random_play::positions(5, 40, 3)
            .into_iter()
            .find(|&(p, o)| (!(p | o)).count_ones() > 20 && legal_moves(p, o) != 0)
            .expect("a midgame position with a move");
        let pairs = measure(&[(p, o)], 5, &mut |_| {});
        assert_eq!(pairs.len(), 3);
        let v = values_by_depth(&mut Context::new(12), p, o, 5);
        assert_eq!(v[0], evaluate(p, o));
        for (pair, depth) in pairs.iter().zip(3..) {
            assert_eq!(pair.depth, depth);
            assert_eq!(pair.deep, v[depth as usize]);
            assert_eq!(pair.shallow, v[shallow_depth(depth) as usize]);
        }
    }
}
