//! The value of one root move in a mode (a midgame depth or exact), the unit every hint and
//! review value and every parallel worker's value task share.
//!
//! A root search normally proves only the best move's value; every other move is merely shown
//! to be no better. Here each move that needs a value gets its own search with windows around
//! a guess, re-centred on each fail-soft bound, so that the value returned is the one a
//! full-window search would give: a fail-soft alpha-beta result strictly inside its window is
//! exact.

use super::context::Context;
use super::movelist::Candidate;
use super::probcut;
use super::window::Aspiration;
use crate::eval::SCALE;
use crate::masks::child;
use serde::{Deserialize, Serialize};

// The disc buckets of `Mode::bucket` assume a whole number of units on each side of a disc.
const _: () = assert!(SCALE % 2 == 0);

/// Narrowed windows of a selective value before the full window.
const SELECTIVE_MISSES: u32 = 4;

/// A selective mode's threshold, kept in tenths so that [`Mode`] stays `Eq`, in standard
/// deviations.
fn sigmas(tenths: u8) -> f32 {
    f32::from(tenths) / 10.0
}

/// A midgame score in evaluation units as whole discs, rounded half away from zero.
pub fn to_discs(score: i32) -> i32 {
    (score as f64 / SCALE as f64).round() as i32
}

/// How the root moves are searched.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum RootMode {
    /// The midgame search this many plies deep, the root move included (evaluation units).
    Midgame(u32),
    /// The exact solver (discs), forward-pruning at this threshold in standard deviations
    /// (0: none, the solve is exact).
    Solve(f32),
}

/// How deeply a move is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A midgame search this many plies deep, the move itself included; raw scores are in
    /// evaluation units.
    Midgame(u32),
    /// The exact solver; raw scores are final disc differences.
    Exact,
    /// The solver forward-pruned at this many tenths of a standard deviation: a guess of the
    /// final disc difference, far cheaper than [`Mode::Exact`] and rarely off by much.
    Selective(u8),
}

impl Mode {
    /// The mode of a root search: a solve that forward-prunes values its moves selectively.
    pub fn of(mode: RootMode) -> Mode {
        match mode {
            RootMode::Midgame(depth) => Mode::Midgame(depth),
            RootMode::Solve(t) if t > 0.0 => Mode::Selective((t * 10.0).round() as u8),
            RootMode::Solve(_) => Mode::Exact,
        }
    }

    /// The root search of this mode.
    pub fn root(self) -> RootMode {
        match self {
            Mode::Midgame(depth) => RootMode::Midgame(depth),
            Mode::Exact => RootMode::Solve(probcut::OFF),
            Mode::Selective(t) => RootMode::Solve(sigmas(t)),
        }
    }

    /// A raw score in whole discs, rounded as every other search result is.
    pub fn discs(self, raw: i32) -> i32 {
        match self {
            Mode::Midgame(_) => to_discs(raw),
            Mode::Exact | Mode::Selective(_) => raw,
        }
    }

    /// Whether scores in this mode are proven.
    pub fn exact(self) -> bool {
        self == Mode::Exact
    }

    /// The raw scores that show as `discs` whole discs, lowest and highest.
    pub fn bucket(self, discs: i32) -> (i32, i32) {
        match self {
            // Rounding is half away from zero, so 0.5 belongs to 1 and -0.5 to -1.
            Mode::Midgame(_) => (
                discs * SCALE - SCALE / 2 + i32::from(discs <= 0),
                discs * SCALE + SCALE / 2 - i32::from(discs >= 0),
            ),
            Mode::Exact | Mode::Selective(_) => (discs, discs),
        }
    }

    /// How a move's windows move until its value is inside one. The midgame widens its
    /// windows fast; the solver's fail-soft bounds usually land on or next to the value, so its
    /// windows stay narrow and move to the bound instead. Neither forward-prunes here, so
    /// values never contradict their windows and no miss needs the full window.
    pub fn aspiration(self) -> Aspiration {
        match self {
            Mode::Midgame(_) => Aspiration::midgame(SCALE, u32::MAX),
            Mode::Exact => Aspiration::exact(u32::MAX),
            // Forward pruning makes a value depend on its window, so after a few misses the
            // full window settles it.
            Mode::Selective(_) => Aspiration::exact(SELECTIVE_MISSES),
        }
    }

    /// The score of the child position `cp` to move against `co`, from the child's side,
    /// within `alpha..beta` (fail-soft).
    pub fn child_score(self, ctx: &mut Context, cp: u64, co: u64, alpha: i32, beta: i32) -> i32 {
        match self {
            Mode::Midgame(depth) => ctx.midgame(cp, co, depth.max(1) - 1, alpha, beta, false),
            Mode::Exact => ctx.solve(cp, co, alpha, beta, false),
            Mode::Selective(t) => ctx.solve_pruned(cp, co, alpha, beta, false, sigmas(t)),
        }
    }
}

/// The raw value of root move `c` of `p` against `o`, from `p`'s view, searched with windows
/// around `guess` (a full window without one); `None` if a limit stopped the search.
pub fn move_value(
    ctx: &mut Context,
    mode: Mode,
    p: u64,
    o: u64,
    c: &Candidate,
    guess: Option<i32>,
) -> Option<i32> {
    let (cp, co) = child(p, o, c.sq, c.flips);
    mode.aspiration().run(guess, |alpha, beta| {
        let v = -mode.child_score(ctx, cp, co, -beta, -alpha);
        (!ctx.aborted).then_some(v)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_hold_exactly_the_scores_that_round_to_them() {
        let mode = Mode::Midgame(1);
        for discs in -64..=64 {
            let (lo, hi) = mode.bucket(discs);
            assert_eq!(mode.discs(lo), discs);
            assert_eq!(mode.discs(hi), discs);
            assert_ne!(mode.discs(lo - 1), discs);
            assert_ne!(mode.discs(hi + 1), discs);
        }
        assert_eq!(Mode::Exact.bucket(6), (6, 6));
    }

    #[test]
    fn a_pruned_solve_is_selective_and_survives_the_round_trip_to_a_root_mode() {
        assert_eq!(Mode::of(RootMode::Solve(1.0)), Mode::Selective(10));
        assert_eq!(Mode::of(RootMode::Solve(probcut::OFF)), Mode::Exact);
        for mode in [Mode::Exact, Mode::Selective(10), Mode::Midgame(4)] {
            assert_eq!(Mode::of(mode.root()), mode);
        }
        assert!(!Mode::Selective(10).exact());
        assert_eq!(Mode::Selective(10).discs(-6), -6);
    }

    #[test]
    fn a_selective_value_is_near_the_exact_one_and_cheaper() {
        // FFO #40 (20 empties): every move's selective value against its exact one.
        let line = include_str!("../../../../tests/data/ffo-40-59.obf")
            .lines()
            .find(|l| !l.trim().is_empty() && !l.starts_with('%'))
            .unwrap();
        let board: crate::Board = line.split(';').next().unwrap().parse().unwrap();
        let (p, o) = (board.player(), board.opponent());
        let (mut exact_nodes, mut selective_nodes) = (0, 0);
        for c in super::super::root::RootMoves::new(p, o).candidates() {
            let mut ctx = Context::new(16);
            let exact = move_value(&mut ctx, Mode::Exact, p, o, c, None).unwrap();
            exact_nodes += ctx.nodes;
            let mut ctx = Context::new(16);
            let guess = move_value(&mut ctx, Mode::Selective(10), p, o, c, None).unwrap();
            selective_nodes += ctx.nodes;
            assert!(
                (guess - exact).abs() <= 8,
                "{}: {guess} against {exact}",
                c.sq
            );
        }
        assert!(
            selective_nodes < exact_nodes,
            "{selective_nodes} {exact_nodes}"
        );
    }
}
