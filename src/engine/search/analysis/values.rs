//! The value of one root move, and the judgement of a played move against the best: the core
//! that the hints and the game review share.
//!
//! A root search normally proves only the best move's value; every other move is merely shown
//! to be no better. Here each move that needs a value gets its own search with windows around
//! a guess, re-centred on each fail-soft bound, so that the value returned is the one a
//! full-window search would give: a fail-soft alpha-beta result strictly inside its window is
//! exact.

use super::super::context::Context;
use super::super::midgame::INF;
use super::super::movelist::Candidate;
use super::super::to_discs;
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
    /// Whether `score` is the opening book's rather than this search's.
    #[serde(default)]
    pub book: bool,
}

/// How deeply a move is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// A midgame search this many plies deep, the move itself included; raw scores are in
    /// evaluation units.
    Midgame(u32),
    /// The exact solver; raw scores are final disc differences.
    Exact,
}

impl Mode {
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

    /// Window bounds beyond every score of this mode.
    fn limits(self) -> (i32, i32) {
        match self {
            Mode::Midgame(_) => (-INF, INF),
            Mode::Exact => (-65, 65),
        }
    }

    /// The first half-width of an aspiration window.
    fn step(self) -> i32 {
        match self {
            Mode::Midgame(_) => SCALE,
            // Exact scores are even, so (g - 1, g + 1) already asks "is it exactly g?".
            Mode::Exact => 1,
        }
    }

    /// The score of the child position `cp` to move against `co`, from the child's side,
    /// within `alpha..beta` (fail-soft).
    fn child_score(self, ctx: &mut Context, cp: u64, co: u64, alpha: i32, beta: i32) -> i32 {
        match self {
            Mode::Midgame(depth) => ctx.midgame(cp, co, depth.max(1) - 1, alpha, beta, false),
            Mode::Exact => ctx.solve(cp, co, alpha, beta, false),
        }
    }
}

/// The raw value of root move `c` of `p` against `o`, from `p`'s view, searched with windows
/// around `guess` (a full window without one); `None` if a limit stopped the search.
pub(super) fn move_value(
    ctx: &mut Context,
    mode: Mode,
    p: u64,
    o: u64,
    c: &Candidate,
    guess: Option<i32>,
) -> Option<i32> {
    let (cp, co) = child(p, o, c.sq, c.flips);
    let (low, high) = mode.limits();
    let mut width = mode.step();
    let (mut alpha, mut beta) = match guess {
        Some(g) => ((g - width).max(low), (g + width).min(high)),
        None => (low, high),
    };
    loop {
        let v = -mode.child_score(ctx, cp, co, -beta, -alpha);
        if ctx.aborted {
            return None;
        }
        // The midgame widens its windows fast; the solver's fail-soft bounds usually land on
        // or next to the value, so its windows stay narrow and move to the bound instead.
        if mode != Mode::Exact {
            width *= 4;
        }
        if v <= alpha && alpha > low {
            (alpha, beta) = ((v - width).max(low), v + 1);
        } else if v >= beta && beta < high {
            (alpha, beta) = (v - 1, (v + width).min(high));
        } else {
            return Some(v);
        }
    }
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

/// Judges `played` among the root moves `moves` of `p` against `o`: the played move gets its
/// exact value first, then each other move is searched with a window one disc wide around the
/// best so far, which tells a worse move (fail low), an equal one in whole discs (inside: its
/// value) and a better one (fail high: then valued exactly). `None` if `played` is not among
/// `moves` or a limit stopped the search.
pub(super) fn judge(
    ctx: &mut Context,
    mode: Mode,
    p: u64,
    o: u64,
    moves: &[Candidate],
    played: Square,
    guess: Option<i32>,
) -> Option<Judgement> {
    let first = moves.iter().find(|c| c.sq == played.index())?;
    let played_value = move_value(ctx, mode, p, o, first, guess)?;
    let mut best = played_value;
    let mut best_moves = vec![played];
    for c in moves.iter().filter(|c| c.sq != played.index()) {
        let (lo, hi) = mode.bucket(mode.discs(best));
        let (cp, co) = child(p, o, c.sq, c.flips);
        let v = -mode.child_score(ctx, cp, co, -(hi + 1), -(lo - 1));
        if ctx.aborted {
            return None;
        }
        if v < lo {
            continue;
        }
        let sq = square(c.sq);
        if v <= hi {
            best = best.max(v);
            best_moves.push(sq);
        } else {
            best = move_value(ctx, mode, p, o, c, Some(v))?;
            best_moves = vec![sq];
        }
    }
    best_moves.sort();
    Some(Judgement {
        played: played_value,
        best,
        best_moves,
    })
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
