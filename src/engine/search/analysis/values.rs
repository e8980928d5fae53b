//! The value of one root move, and the judgement of a played move against the best: the core
//! that the hints and the game review share.
//!
//! A root search normally proves only the best move's value; every other move is merely shown
//! to be no better. Here each move that needs a value gets its own search with windows around
//! a guess, re-centred on each fail-soft bound, so that the value returned is the one a
//! full-window search would give: a fail-soft alpha-beta result strictly inside its window is
//! exact.

use super::super::context::Context;
use super::super::movelist::Candidate;
use super::super::root::{RootMode, RootSearch};
use super::super::to_discs;
use super::super::window::Aspiration;
use crate::engine::eval::SCALE;
use crate::engine::masks::child;
use crate::engine::Square;
use serde::{Deserialize, Serialize};

// The disc buckets of `Mode::bucket` assume a whole number of units on each side of a disc.
const _: () = assert!(SCALE % 2 == 0);

/// One legal move and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The square played.
    pub square: Square,
    /// The final disc difference this move leads to with best play from both sides, from the
    /// point of view of the side playing it: proven when `exact`, else the midgame search's
    /// estimate rounded to whole discs.
    pub score: i32,
    /// Whether `score` was proven by the exact solver.
    pub exact: bool,
}

/// How deeply a move is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// A midgame search this many plies deep, the move itself included; raw scores are in
    /// evaluation units.
    Midgame(u32),
    /// The exact solver; raw scores are final disc differences.
    Exact,
}

impl Mode {
    /// The mode of a root search: a selective solve's moves are valued exactly.
    pub(crate) fn of(mode: RootMode) -> Mode {
        match mode {
            RootMode::Midgame(depth) => Mode::Midgame(depth),
            RootMode::Solve(_) => Mode::Exact,
        }
    }

    /// The root search of this mode.
    pub(crate) fn root(self) -> RootMode {
        match self {
            Mode::Midgame(depth) => RootMode::Midgame(depth),
            Mode::Exact => RootMode::Solve(0.0),
        }
    }

    /// A raw score in whole discs, rounded as every other search result is.
    pub(super) fn discs(self, raw: i32) -> i32 {
        match self {
            Mode::Midgame(_) => to_discs(raw),
            Mode::Exact => raw,
        }
    }

    /// Whether scores in this mode are proven.
    pub(super) fn exact(self) -> bool {
        self == Mode::Exact
    }

    /// The raw scores that show as `discs` whole discs, lowest and highest.
    fn bucket(self, discs: i32) -> (i32, i32) {
        match self {
            // Rounding is half away from zero, so 0.5 belongs to 1 and -0.5 to -1.
            Mode::Midgame(_) => (
                discs * SCALE - SCALE / 2 + i32::from(discs <= 0),
                discs * SCALE + SCALE / 2 - i32::from(discs >= 0),
            ),
            Mode::Exact => (discs, discs),
        }
    }

    /// How a move's windows move until its value is inside one. The midgame widens its
    /// windows fast; the solver's fail-soft bounds usually land on or next to the value, so its
    /// windows stay narrow and move to the bound instead. Neither forward-prunes here, so
    /// values never contradict their windows and no miss needs the full window.
    fn aspiration(self) -> Aspiration {
        match self {
            Mode::Midgame(_) => Aspiration::midgame(SCALE, u32::MAX),
            Mode::Exact => Aspiration::exact(u32::MAX),
        }
    }

    /// The score of the child position `cp` to move against `co`, from the child's side,
    /// within `alpha..beta` (fail-soft).
    pub(crate) fn child_score(
        self,
        ctx: &mut Context,
        cp: u64,
        co: u64,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match self {
            Mode::Midgame(depth) => ctx.midgame(cp, co, depth.max(1) - 1, alpha, beta, false),
            Mode::Exact => ctx.solve(cp, co, alpha, beta, false),
        }
    }
}

/// The raw value of root move `c` of `p` against `o`, from `p`'s view, searched with windows
/// around `guess` (a full window without one); `None` if a limit stopped the search.
pub(crate) fn move_value(
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

/// A played move set against the best: raw values from the mover's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Judgement {
    /// The played move's value.
    pub played: i32,
    /// The best value (at least `played`).
    pub best: i32,
    /// Every move whose value shows as the same whole discs as `best`.
    pub best_moves: Vec<Square>,
}

/// Judges `played` among the root moves `moves` of `p` against `o` (best guess first): the
/// played move and the first move get their values first (both with `guess`); then every
/// other move is searched with a window one disc wide around the better of the two, which
/// tells a worse move (fail low), an equal one in whole discs (inside: its value) and a better
/// one (fail high), and the better ones are valued. Each step searches its moves at once on a
/// parallel search. `None` if `played` is not among `moves` or a limit stopped the search.
pub(super) async fn judge<S: RootSearch>(
    search: &mut S,
    mode: Mode,
    p: u64,
    o: u64,
    moves: &[Candidate],
    played: Square,
    guess: Option<i32>,
) -> Option<Judgement> {
    let first = *moves.iter().find(|c| c.sq == played.index())?;
    let mut asks = vec![(first, guess)];
    asks.extend(
        moves
            .first()
            .filter(|c| c.sq != first.sq)
            .map(|&c| (c, guess)),
    );
    let valued = values_of(search, mode, p, o, &asks).await?;
    let played_value = valued[0];
    let mut best = valued.iter().copied().max()?;
    let mut best_moves: Vec<Square> = Vec::new();
    let others: Vec<Candidate> = moves
        .iter()
        .filter(|c| !asks.iter().any(|a| a.0.sq == c.sq))
        .copied()
        .collect();
    let (lo, hi) = mode.bucket(mode.discs(best));
    let tests = search
        .window_values(p, o, &others, mode.root(), lo - 1, hi + 1)
        .await?;
    let mut found: Vec<(Candidate, i32)> = asks.iter().map(|a| a.0).zip(valued).collect();
    let mut better = Vec::new();
    for (c, v) in others.iter().zip(tests) {
        if v > hi {
            better.push((*c, Some(v)));
        } else if v >= lo {
            best = best.max(v);
            found.push((*c, v));
        }
    }
    if !better.is_empty() {
        let values = values_of(search, mode, p, o, &better).await?;
        best = best.max(values.iter().copied().max()?);
        found.extend(better.iter().map(|b| b.0).zip(values));
    }
    // Every move whose value shows as the best's whole discs (a test inside its window is
    // the move's value).
    let top = mode.discs(best);
    for (c, v) in found {
        if mode.discs(v) == top {
            best_moves.push(square(c.sq));
        }
    }
    best_moves.sort();
    best_moves.dedup();
    Some(Judgement {
        played: played_value,
        best,
        best_moves,
    })
}

/// The values of `asks` (moves with guesses), in order; `None` if stopped.
async fn values_of<S: RootSearch>(
    search: &mut S,
    mode: Mode,
    p: u64,
    o: u64,
    asks: &[(Candidate, Option<i32>)],
) -> Option<Vec<i32>> {
    let mut values = vec![0; asks.len()];
    search
        .move_values(p, o, asks, mode.root(), &mut |i, v, _| values[i] = v)
        .await
        .then_some(values)
}

/// The square of a move index taken from a move list, always on the board.
pub(super) fn square(sq: u8) -> Square {
    Square::new(sq).expect("move lists hold squares 0..64")
}

/// The nearest even number: exact scores are even, so an even guess makes the solver's first
/// window a test of equality.
pub(super) fn even(discs: i32) -> i32 {
    discs + discs.rem_euclid(2) * discs.signum()
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
    fn guesses_round_away_from_zero_to_even() {
        assert_eq!([-3, -2, -1, 0, 1, 2, 3].map(even), [-4, -2, -2, 0, 2, 2, 4]);
    }
}
