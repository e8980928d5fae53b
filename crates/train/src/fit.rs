//! Least-squares fit of the pattern evaluation, one phase at a time.
//!
//! Each position is a sparse feature vector: one canonical table entry per pattern placement
//! (so symmetric placements and a pattern's own symmetric readings share a weight, which is
//! what all 8 board symmetries as augmentation would give) plus the scalar features. Each
//! phase minimises the squared error in discs plus a little L2 regularisation, solving the
//! normal equations by conjugate gradients preconditioned with their diagonal (how often each
//! weight occurs); a pass over the positions per iteration, split across threads with a fixed
//! split and order of sums, so the result does not depend on timing. Whole games are held
//! out (see [`Sample::is_test`]) to measure it.
//!
//! Given earlier weights (a *prior*), the fit learns a correction to them instead, the
//! regularisation pulling the correction towards none: weights the new positions say little
//! about keep what the earlier rounds' positions taught, so a round adds to the data of the
//! rounds before it rather than replacing it.

use super::samples::{Sample, UNLABELLED};
use crate::engine::eval::patterns::{
    canonical, indices, phase, scalars, KINDS, OFFSETS, PHASES, PHASE_LEN, PLACEMENTS, SCALARS,
    TABLES,
};
use crate::engine::eval::trained::Trained;
use crate::engine::eval::{evaluate, evaluate_hand_set, MAX_EVAL, SCALE};

/// How the fit runs.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Conjugate-gradient iterations per phase (one pass over its positions each).
    pub iterations: u32,
    /// L2 regularisation, in positions' worth of pull towards zero per weight.
    pub lambda: f32,
    /// A phase also learns from positions up to this many empties outside its own range,
    /// which smooths the weights from phase to phase and gives each phase more data.
    pub overlap: u32,
    /// Bytes per table entry in the weights file (1 or 2).
    pub code: usize,
    /// Threads for the passes over the positions.
    pub threads: usize,
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
    /// The same for the evaluation in use before this fit (the built-in weights, or the
    /// ones the command was given), which a new round must beat.
    pub before_mae: f64,
    /// Mean absolute error of the trained evaluation on its training positions.
    pub train_mae: f64,
}

/// The kind of each placement, in the order of [`indices`].
pub(crate) fn placement_kinds() -> [usize; PLACEMENTS] {
    let mut kinds = [0; PLACEMENTS];
    let mut at = 0;
    for (k, kind) in KINDS.iter().enumerate() {
        kinds[at..at + kind.placements].fill(k);
        at += kind.placements;
    }
    kinds
}

/// Per placement of `p` to move against `o`, its canonical entry within its kind's table
/// (`canon`: [`canonical`], `kinds`: [`placement_kinds`]).
pub(crate) fn kind_entries(
    p: u64,
    o: u64,
    canon: &[u32],
    kinds: &[usize; PLACEMENTS],
) -> [u16; PLACEMENTS] {
    let mut e = [0u16; PLACEMENTS];
    for (j, i) in indices(p, o).into_iter().enumerate() {
        e[j] = (canon[i as usize] as usize - OFFSETS[kinds[j]]) as u16;
    }
    e
}

/// Positions as the fit sees them: per placement the canonical entry within its kind's table
/// (so that it fits 16 bits), the scalar features, the label in discs.
struct Rows {
    entries: Vec<[u16; PLACEMENTS]>,
    x: Vec<[f32; SCALARS]>,
    y: Vec<f32>,
}

impl Rows {
    fn new(samples: &[&Sample]) -> Rows {
        let canon = canonical();
        let kinds = placement_kinds();
        let mut rows = Rows {
            entries: Vec::with_capacity(samples.len()),
            x: Vec::with_capacity(samples.len()),
            y: Vec::with_capacity(samples.len()),
        };
        for s in samples {
            rows.entries.push(kind_entries(s.p, s.o, &canon, &kinds));
            rows.x.push(scalars(s.p, s.o).map(|v| v as f32));
            rows.y.push(s.discs());
        }
        rows
    }

    fn len(&self) -> usize {
        self.y.len()
    }

    /// Leaves in each label what the weights `w` (in discs) do not already predict.
    fn subtract(&mut self, w: &[f32]) {
        let offsets = placement_offsets();
        for r in 0..self.len() {
            self.y[r] -= self.predict(r, w, &offsets);
        }
    }

    /// The entries of row `r` as indices into a phase's weights.
    #[inline(always)]
    fn weights_of(&self, r: usize, offsets: &[usize; PLACEMENTS]) -> [usize; PLACEMENTS] {
        let mut out = [0; PLACEMENTS];
        for (j, &e) in self.entries[r].iter().enumerate() {
            out[j] = offsets[j] + usize::from(e);
        }
        out
    }

    fn predict(&self, r: usize, w: &[f32], offsets: &[usize; PLACEMENTS]) -> f32 {
        let mut v: f32 = self.weights_of(r, offsets).iter().map(|&e| w[e]).sum();
        for (x, w) in self.x[r].iter().zip(&w[TABLES..]) {
            v += x * w;
        }
        v
    }
}

/// The table offset of each placement's kind.
fn placement_offsets() -> [usize; PLACEMENTS] {
    placement_kinds().map(|k| OFFSETS[k])
}

/// `A^T (A d)` over the rows `range`, added into `out`.
fn normal_product(rows: &Rows, range: std::ops::Range<usize>, d: &[f32], out: &mut [f32]) {
    let offsets = placement_offsets();
    for r in range {
        let t = rows.predict(r, d, &offsets);
        for e in rows.weights_of(r, &offsets) {
            out[e] += t;
        }
        for (o, x) in out[TABLES..].iter_mut().zip(&rows.x[r]) {
            *o += t * x;
        }
    }
}

/// `(A^T A + lambda I) d`, the rows split across `threads` threads.
fn apply(rows: &Rows, d: &[f32], lambda: f32, threads: usize) -> Vec<f32> {
    let chunk = rows.len().div_ceil(threads.max(1)).max(1);
    let parts: Vec<Vec<f32>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..rows.len())
            .step_by(chunk)
            .map(|start| {
                s.spawn(move || {
                    let mut out = vec![0f32; PHASE_LEN];
                    normal_product(rows, start..(start + chunk).min(rows.len()), d, &mut out);
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect()
    });
    let mut q: Vec<f32> = d.iter().map(|v| lambda * v).collect();
    for part in parts {
        for (a, b) in q.iter_mut().zip(part) {
            *a += b;
        }
    }
    q
}

fn dot(a: &[f32], b: &[f32]) -> f64 {
    a.iter()
        .zip(b)
        .map(|(x, y)| f64::from(*x) * f64::from(*y))
        .sum()
}

/// Fits one phase's weights (in discs) to `rows` by preconditioned conjugate gradients.
fn fit_phase(rows: &Rows, cfg: &Config) -> Vec<f32> {
    let offsets = placement_offsets();
    let mut diagonal = vec![cfg.lambda; PHASE_LEN];
    let mut rhs = vec![0f32; PHASE_LEN];
    for r in 0..rows.len() {
        for e in rows.weights_of(r, &offsets) {
            diagonal[e] += 1.0;
            rhs[e] += rows.y[r];
        }
        for (j, x) in rows.x[r].iter().enumerate() {
            diagonal[TABLES + j] += x * x;
            rhs[TABLES + j] += rows.y[r] * x;
        }
    }
    let mut w = vec![0f32; PHASE_LEN];
    let mut residual = rhs;
    let precondition =
        |r: &[f32]| -> Vec<f32> { r.iter().zip(&diagonal).map(|(r, d)| r / d).collect() };
    let mut z = precondition(&residual);
    let mut direction = z.clone();
    let mut rz = dot(&residual, &z);
    for _ in 0..cfg.iterations {
        if rz <= 0.0 {
            break;
        }
        let q = apply(rows, &direction, cfg.lambda, cfg.threads);
        let dq = dot(&direction, &q);
        if dq <= 0.0 {
            break;
        }
        let alpha = (rz / dq) as f32;
        for j in 0..PHASE_LEN {
            w[j] += alpha * direction[j];
            residual[j] -= alpha * q[j];
        }
        z = precondition(&residual);
        let next = dot(&residual, &z);
        let beta = (next / rz) as f32;
        rz = next;
        for (d, z) in direction.iter_mut().zip(&z) {
            *d = z + beta * *d;
        }
    }
    w
}

fn mean_abs(errors: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = errors.fold((0.0, 0usize), |(s, n), e| (s + e.abs(), n + 1));
    sum / n.max(1) as f64
}

/// Phases whose weights come from their own data (with at least this many positions);
/// the others borrow the nearest phase's.
const MIN_POSITIONS: usize = 1000;

/// Why no weights could be fitted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FitError {
    /// Without prior weights, at least one phase needs training positions of its own, for
    /// the others to borrow from.
    TooFewPositions {
        /// The positions that phase needs.
        needed: usize,
    },
}

impl std::fmt::Display for FitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FitError::TooFewPositions { needed } => write!(
                f,
                "too few positions: without --from, at least one phase needs {needed} of its own"
            ),
        }
    }
}

/// Fits every phase to the labelled `samples`, as a correction to `prior` (every phase's
/// weights in hundredths of a disc, see [`Trained::hundredths`]) when given; returns the
/// weights file and a report per phase.
pub fn fit(
    samples: &[Sample],
    cfg: &Config,
    prior: Option<&[f32]>,
) -> Result<(Vec<u8>, Vec<PhaseReport>), FitError> {
    let split = Split::new(samples, cfg.overlap);
    let train = &split.train;
    if prior.is_none() && train.iter().all(|list| list.len() < MIN_POSITIONS) {
        return Err(FitError::TooFewPositions {
            needed: MIN_POSITIONS,
        });
    }
    let prior_of = |ph: usize| prior.map(|w| &w[ph * PHASE_LEN..(ph + 1) * PHASE_LEN]);
    let mut phases: Vec<Option<Vec<f32>>> = train
        .iter()
        .enumerate()
        .map(|(ph, list)| {
            if list.len() < MIN_POSITIONS {
                return prior_of(ph).map(<[f32]>::to_vec);
            }
            let mut rows = Rows::new(list);
            let before: Option<Vec<f32>> =
                prior_of(ph).map(|w| w.iter().map(|v| v / SCALE as f32).collect());
            if let Some(before) = &before {
                rows.subtract(before);
            }
            let mut weights = fit_phase(&rows, cfg);
            if let Some(before) = &before {
                weights.iter_mut().zip(before).for_each(|(w, b)| *w += b);
            }
            Some(weights.into_iter().map(|v| v * SCALE as f32).collect())
        })
        .collect();
    // Without a prior, phases without enough data borrow the nearest phase that has it.
    for ph in 0..PHASES {
        if phases[ph].is_none() {
            let donor = (1..PHASES)
                .flat_map(|d| [ph.wrapping_sub(d), ph + d])
                .find(|&n| n < PHASES && train[n].len() >= MIN_POSITIONS);
            phases[ph] = donor.and_then(|n| phases[n].clone());
        }
    }
    let canon = canonical();
    let weights: Vec<f32> = phases
        .into_iter()
        .flat_map(|w| {
            let w = w.expect("every phase has weights");
            (0..PHASE_LEN)
                .map(|j| w[if j < TABLES { canon[j] as usize } else { j }])
                .collect::<Vec<f32>>()
        })
        .collect();
    Ok(encode_and_measure(&split, &weights, cfg.code))
}

/// The labelled samples by phase: the held-out games' ([`Sample::is_test`]), the others', and
/// the others' again in every phase within `overlap` empties of their own (what each phase
/// is fitted to).
pub struct Split<'a> {
    train: Vec<Vec<&'a Sample>>,
    test: Vec<Vec<&'a Sample>>,
    fitted: Vec<Vec<&'a Sample>>,
}

impl<'a> Split<'a> {
    /// The split of `samples`, each phase also given the positions `overlap` empties around it.
    pub fn new(samples: &'a [Sample], overlap: u32) -> Split<'a> {
        let phases = || {
            (0..PHASES)
                .map(|_| Vec::new())
                .collect::<Vec<Vec<&Sample>>>()
        };
        let (mut train, mut test, mut fitted) = (phases(), phases(), phases());
        for s in samples.iter().filter(|s| s.depth != UNLABELLED) {
            let empties = s.empties();
            let ph = phase(empties);
            if s.is_test() {
                test[ph].push(s);
            } else {
                fitted[ph].push(s);
                let near = phase(empties.saturating_sub(overlap))..=phase(empties + overlap);
                for n in near {
                    train[n].push(s);
                }
            }
        }
        Split {
            train,
            test,
            fitted,
        }
    }
}

/// Encodes `weights` (every phase in hundredths of a disc, tied entries equal: see
/// [`Trained::encode`]) with `code` bytes per entry, and measures the file's evaluation on
/// `split`'s held-out and fitted positions, beside the evaluation in use and the hand-set one.
pub fn encode_and_measure(
    split: &Split,
    weights: &[f32],
    code: usize,
) -> (Vec<u8>, Vec<PhaseReport>) {
    let Split {
        train,
        test,
        fitted,
    } = split;
    let file = Trained::encode(weights, code);
    let model = Trained::parse(&file).expect("a freshly encoded file is valid");
    let discs = |v: i32| f64::from(v.clamp(-MAX_EVAL, MAX_EVAL)) / f64::from(SCALE);
    let error = |list: &[&Sample], f: &dyn Fn(u64, u64) -> i32| {
        mean_abs(
            list.iter()
                .map(|s| discs(f(s.p, s.o)) - f64::from(s.discs())),
        )
    };
    let reports = (0..PHASES)
        .map(|ph| PhaseReport {
            train: train[ph].len(),
            test: test[ph].len(),
            test_mae: error(&test[ph], &|p, o| {
                model.evaluate(p, o).expect("every phase")
            }),
            hand_set_mae: error(&test[ph], &evaluate_hand_set),
            before_mae: error(&test[ph], &evaluate),
            train_mae: error(&fitted[ph], &|p, o| {
                model.evaluate(p, o).expect("every phase")
            }),
        })
        .collect();
    (file, reports)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::masks::{START_BLACK, START_WHITE};
    use crate::engine::movegen::legal_moves;
    use crate::engine::random_play::random_square;
    use crate::engine::rng::Rng;
    use crate::selfplay::play;

    /// Positions of random games, labelled by the built-in evaluation itself.
    fn labelled_by_built_in(games: u32) -> Vec<Sample> {
        let mut rng = Rng::new(7);
        let mut out = Vec::new();
        for game in 0..games {
            let (mut p, mut o) = (START_BLACK, START_WHITE);
            loop {
                let moves = legal_moves(p, o);
                if moves == 0 {
                    break;
                }
                (p, o) = play(p, o, random_square(&mut rng, moves));
                out.push(Sample {
                    p,
                    o,
                    score: evaluate(p, o) as i16,
                    depth: 1,
                    result: 0,
                    game,
                });
            }
        }
        out
    }

    const CFG: Config = Config {
        iterations: 3,
        lambda: 2.0,
        overlap: 2,
        code: 1,
        threads: 1,
    };

    /// The held-out error over every phase.
    fn held_out_mae(reports: &[PhaseReport]) -> f64 {
        let n: usize = reports.iter().map(|r| r.test).sum();
        reports
            .iter()
            .map(|r| r.test_mae * r.test as f64)
            .sum::<f64>()
            / n as f64
    }

    #[test]
    fn refining_weights_with_their_own_values_keeps_them() {
        let mut samples = labelled_by_built_in(400);
        samples.retain(|s| s.empties() >= 8);
        let built_in = Trained::parse(include_bytes!("../../engine/src/eval/weights.bin")).unwrap();
        // Without overlap, each phase sees only labels its own prior weights give.
        let cfg = Config { overlap: 0, ..CFG };
        let (_, from_zero) = fit(&samples, &cfg, None).unwrap();
        let (file, refined) = fit(&samples, &cfg, Some(&built_in.hundredths())).unwrap();
        // From zero, a few thousand positions teach little; refined, nothing is left to learn.
        assert!(held_out_mae(&from_zero) > 1.0, "{from_zero:?}");
        assert!(held_out_mae(&refined) < 0.1, "{refined:?}");
        // Phases without data (none has fewer than 8 empties here) keep the prior's weights
        // rather than borrow a neighbour's.
        assert_eq!(refined[0].train + refined[1].train, 0);
        let model = Trained::parse(&file).unwrap();
        for (p, o) in [
            (0xffff_ffff_ffff_f0f0_u64, 0x0f00),
            (0xffff_ffff_0000_00ff, 0x0000_0000_ffff_0f00),
        ] {
            assert!((!(p | o)).count_ones() < 8);
            // Writing the file again rounds each placement's entry by a hundredth at most.
            let drift = (model.evaluate(p, o).unwrap() - built_in.evaluate(p, o).unwrap()).abs();
            assert!(drift <= PLACEMENTS as i32, "{p:x} {o:x}: {drift}");
        }
    }

    #[test]
    fn a_sample_too_small_without_prior_weights_is_refused_and_with_them_is_fitted() {
        // Two games: a few dozen positions a phase, short of what any phase needs alone.
        let samples = labelled_by_built_in(2);
        assert_eq!(
            fit(&samples, &CFG, None).map(|_| ()),
            Err(FitError::TooFewPositions {
                needed: MIN_POSITIONS
            })
        );
        let built_in = Trained::parse(include_bytes!("../../engine/src/eval/weights.bin")).unwrap();
        assert!(fit(&samples, &CFG, Some(&built_in.hundredths())).is_ok());
    }

    #[test]
    fn the_report_measures_the_evaluation_in_use_before_the_fit() {
        let samples = labelled_by_built_in(400);
        let cfg = CFG;
        let (_, reports) = fit(&samples, &cfg, None).unwrap();
        let tested: Vec<&PhaseReport> = reports.iter().filter(|r| r.test > 0).collect();
        assert!(tested.len() >= 10, "held-out positions in most phases");
        for r in tested {
            // The labels are the built-in values themselves, so its error is that of rounding.
            assert!(r.before_mae < 0.01, "{r:?}");
            assert!(r.hand_set_mae > 10.0 * r.before_mae.max(0.01), "{r:?}");
        }
    }
}
