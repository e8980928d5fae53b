//! Least-squares fit of the pattern evaluation, one phase at a time.
//!
//! Each position is a sparse feature vector: one canonical table entry per pattern placement
//! (so symmetric placements and a pattern's own symmetric readings share a weight, which is
//! what all 8 board symmetries as augmentation would give) plus the scalar features. The fit
//! minimises the squared error in discs plus a little L2 regularisation by full-batch gradient
//! descent, each weight's step scaled by the inverse of its own curvature (how often it
//! occurs), with momentum. Whole games are held out (see [`Sample::is_test`]) to measure it.

use super::samples::Sample;
use crate::engine::eval::patterns::{
    canonical, indices, phase, scalars, PHASES, PHASE_LEN, PLACEMENTS, SCALARS, TABLES,
};
use crate::engine::eval::trained::Trained;
use crate::engine::eval::{evaluate_hand_set, MAX_EVAL, SCALE};

/// How the fit runs.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Passes over the training positions.
    pub epochs: u32,
    /// L2 regularisation, in positions' worth of pull towards zero per weight.
    pub lambda: f32,
    /// A phase also learns from positions up to this many empties outside its own range,
    /// which smooths the weights from phase to phase and gives each phase more data.
    pub overlap: u32,
}

/// The measured quality of one phase.
#[derive(Clone, Copy, Debug, Default)]
pub struct PhaseReport {
    /// Training positions (including those borrowed from neighbouring phases).
    pub train: usize,
    /// Held-out positions.
    pub test: usize,
    /// Mean absolute error (discs) of the trained evaluation on the held-out positions.
    pub test_mae: f64,
    /// The same for the hand-set evaluation.
    pub hand_set_mae: f64,
    /// Mean absolute error of the trained evaluation on its training positions.
    pub train_mae: f64,
}

/// One position as the fit sees it.
struct Row {
    entries: [u16; PLACEMENTS],
    x: [f32; SCALARS],
    y: f32,
}

impl Row {
    fn new(s: &Sample, canon: &[u32]) -> Row {
        let entries = indices(s.p, s.o).map(|i| canon[i as usize] as u16);
        Row {
            entries,
            x: scalars(s.p, s.o).map(|v| v as f32),
            y: s.discs(),
        }
    }

    fn predict(&self, w: &[f32]) -> f32 {
        let mut v: f32 = self.entries.iter().map(|&e| w[e as usize]).sum();
        for (x, w) in self.x.iter().zip(&w[TABLES..]) {
            v += x * w;
        }
        v
    }
}

/// Step size relative to the per-weight curvature: about one over the number of features
/// a position has, which keeps the full-batch step stable.
const RATE: f32 = 1.0 / (PLACEMENTS + SCALARS) as f32;

/// Momentum of the descent.
const MOMENTUM: f32 = 0.9;

/// Fewer training positions than this and a phase copies its neighbour's weights.
const MIN_POSITIONS: usize = 1000;

/// Fits one phase's weights (in discs) to `rows`.
fn fit_phase(rows: &[Row], cfg: &Config) -> Vec<f32> {
    let mut curvature = vec![cfg.lambda; PHASE_LEN];
    for r in rows {
        for &e in &r.entries {
            curvature[e as usize] += 1.0;
        }
        for (c, x) in curvature[TABLES..].iter_mut().zip(&r.x) {
            *c += x * x;
        }
    }
    let mut w = vec![0f32; PHASE_LEN];
    let mut velocity = vec![0f32; PHASE_LEN];
    let mut grad = vec![0f32; PHASE_LEN];
    for _ in 0..cfg.epochs {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for r in rows {
            let residual = r.y - r.predict(&w);
            for &e in &r.entries {
                grad[e as usize] += residual;
            }
            for (g, x) in grad[TABLES..].iter_mut().zip(&r.x) {
                *g += residual * x;
            }
        }
        for j in 0..PHASE_LEN {
            let step = (grad[j] - cfg.lambda * w[j]) / curvature[j];
            velocity[j] = MOMENTUM * velocity[j] + RATE * step;
            w[j] += velocity[j];
        }
    }
    w
}

/// Rounds one phase's weights to hundredths of a disc, expanding the canonical entries to
/// every entry they stand for.
fn quantise(w: &[f32], canon: &[u32]) -> Vec<i16> {
    let q = |v: f32| (v * SCALE as f32).round().clamp(-32000.0, 32000.0) as i16;
    let mut out: Vec<i16> = canon.iter().map(|&c| q(w[c as usize])).collect();
    out.extend(w[TABLES..].iter().map(|&v| q(v)));
    out
}

fn mean_abs(errors: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = errors.fold((0.0, 0usize), |(s, n), e| (s + e.abs(), n + 1));
    sum / n.max(1) as f64
}

/// Fits every phase to `samples`; returns the weights file and a report per phase.
pub fn fit(samples: &[Sample], cfg: &Config) -> (Vec<u8>, Vec<PhaseReport>) {
    let canon = canonical();
    let mut train: Vec<Vec<Row>> = (0..PHASES).map(|_| Vec::new()).collect();
    let mut test: Vec<Vec<&Sample>> = (0..PHASES).map(|_| Vec::new()).collect();
    let mut fitted: Vec<Vec<&Sample>> = (0..PHASES).map(|_| Vec::new()).collect();
    for s in samples {
        let empties = (!(s.p | s.o)).count_ones();
        let ph = phase(empties);
        if s.is_test() {
            test[ph].push(s);
        } else {
            fitted[ph].push(s);
            let near = phase(empties.saturating_sub(cfg.overlap))..=phase(empties + cfg.overlap);
            for n in near {
                train[n].push(Row::new(s, &canon));
            }
        }
    }
    let mut phases: Vec<Option<Vec<i16>>> = train
        .iter()
        .map(|rows| (rows.len() >= MIN_POSITIONS).then(|| quantise(&fit_phase(rows, cfg), &canon)))
        .collect();
    // Phases without enough data borrow the nearest phase that has it.
    for ph in 0..PHASES {
        if phases[ph].is_none() {
            let donor = (1..PHASES)
                .flat_map(|d| [ph.wrapping_sub(d), ph + d])
                .find(|&n| n < PHASES && train[n].len() >= MIN_POSITIONS)
                .expect("some phase has data");
            phases[ph] = phases[donor].clone();
        }
    }
    let weights: Vec<i16> = phases.into_iter().flatten().flatten().collect();
    let file = Trained::encode(&weights);
    let model = Trained::parse(&file).expect("a freshly encoded file is valid");
    let discs = |v: i32| f64::from(v.clamp(-MAX_EVAL, MAX_EVAL)) / f64::from(SCALE);
    let reports = (0..PHASES)
        .map(|ph| PhaseReport {
            train: train[ph].len(),
            test: test[ph].len(),
            test_mae: mean_abs(
                test[ph]
                    .iter()
                    .map(|s| discs(model.evaluate(s.p, s.o)) - f64::from(s.discs())),
            ),
            hand_set_mae: mean_abs(
                test[ph]
                    .iter()
                    .map(|s| discs(evaluate_hand_set(s.p, s.o)) - f64::from(s.discs())),
            ),
            train_mae: mean_abs(
                fitted[ph]
                    .iter()
                    .map(|s| discs(model.evaluate(s.p, s.o)) - f64::from(s.discs())),
            ),
        })
        .collect();
    (file, reports)
}
