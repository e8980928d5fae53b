//! The judgement of a played move against the best, the core of the game review. It runs on
//! any root search, or whole inside one worker: a review shares its positions out among the
//! workers, each keeping its tables from one position to the next, which is its child.

use super::movelist::Candidate;
use super::root::{deepen, RootMoves, RootSearch};
use super::value::{Mode, RootMode};
use crate::masks::child;
use crate::movegen::flips;
use serde::{Deserialize, Serialize};

/// The deepest midgame depth searched to order the moves before an exact judgement.
const PRE_EXACT_DEPTH: u32 = 8;

/// A position to judge: the side to move's discs, the opponent's, the move played and how
/// deeply (a midgame depth, or exact).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Job {
    /// The side to move's discs.
    pub p: u64,
    /// The opponent's discs.
    pub o: u64,
    /// The square index of the move played.
    pub played: u8,
    /// How deeply the moves are searched.
    pub mode: RootMode,
}

impl Job {
    /// Whether this is the position that `previous` leads to: its move played, then a pass
    /// or not. A search of `previous` holds this one's tree at most as deep as this one's own
    /// searches go, so the tables it left change none of this one's values.
    pub fn follows(&self, previous: &Job) -> bool {
        let f = flips(previous.p, previous.o, previous.played.into());
        let (cp, co) = child(previous.p, previous.o, previous.played, f);
        f != 0 && ((self.p, self.o) == (cp, co) || (self.p, self.o) == (co, cp))
    }
}

/// Judges `job` on `search`: iterative deepening first orders the moves and fills the tables
/// (to one depth short of a midgame judgement, or to [`PRE_EXACT_DEPTH`] before an exact one,
/// whose windows it centres), then [`judge`]. `None` if the move is not legal or a limit
/// stopped the search.
pub async fn judge_position<S: RootSearch>(search: &mut S, job: &Job) -> Option<Judgement> {
    let (p, o) = (job.p, job.o);
    let mode = Mode::of(job.mode);
    let empties = (!(p | o)).count_ones();
    let warm_up = match mode {
        Mode::Midgame(depth) => depth.max(1) - 1,
        Mode::Exact | Mode::Selective(_) => PRE_EXACT_DEPTH.min(empties),
    };
    let mut root = RootMoves::new(p, o);
    let shallower = if warm_up > 0 {
        deepen(search, p, o, &mut root, warm_up, u64::MAX, &mut |_, _| {})
            .await
            .map(|it| it.score)
    } else {
        None
    };
    if search.limit_reached() {
        return None;
    }
    let guess = match mode {
        Mode::Midgame(_) => shallower,
        Mode::Exact | Mode::Selective(_) => {
            shallower.map(|s| even(Mode::Midgame(warm_up).discs(s)))
        }
    };
    let judgement = judge(search, mode, p, o, root.candidates(), job.played, guess).await?;
    Some(Judgement {
        shallower: shallower.filter(|_| !mode.exact()),
        ..judgement
    })
}

/// A played move set against the best: raw values from the mover's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judgement {
    /// The played move's value.
    pub played: i32,
    /// The best value (at least `played`).
    pub best: i32,
    /// Every move whose value shows as the same whole discs as `best`, as a set of squares.
    pub best_moves: u64,
    /// The midgame value one depth shallower, which smooths a midgame judgement's value.
    pub shallower: Option<i32>,
}

/// Judges `played` among the root moves `moves` of `p` against `o` (best guess first): the
/// played move and the first move get their values first (both with `guess`); then every
/// other move is searched with a window one disc wide around the better of the two, which
/// tells a worse move (fail low), an equal one in whole discs (inside: its value) and a better
/// one (fail high), and the better ones are valued. Each step searches its moves at once on a
/// parallel search. `None` if `played` is not among `moves` or a limit stopped the search.
async fn judge<S: RootSearch>(
    search: &mut S,
    mode: Mode,
    p: u64,
    o: u64,
    moves: &[Candidate],
    played: u8,
    guess: Option<i32>,
) -> Option<Judgement> {
    let first = *moves.iter().find(|c| c.sq == played)?;
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
    let mut best_moves = 0u64;
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
            best_moves |= 1 << c.sq;
        }
    }
    Some(Judgement {
        played: played_value,
        best,
        best_moves,
        shallower: None,
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
        .move_values(p, o, asks, mode.root(), &mut |f| values[f.index] = f.value)
        .await
        .then_some(values)
}

/// The nearest even number: exact scores are even, so an even guess makes the solver's first
/// window a test of equality.
pub fn even(discs: i32) -> i32 {
    discs + discs.rem_euclid(2) * discs.signum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_round_away_from_zero_to_even() {
        assert_eq!([-3, -2, -1, 0, 1, 2, 3].map(even), [-4, -2, -2, 0, 2, 2, 4]);
    }
}
