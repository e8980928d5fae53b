//! The values of moves and the judgement of a played move against the best: the core that
//! the hints and the game review share (each move's own search is `search::value`).

use super::super::movelist::Candidate;
use super::super::root::RootSearch;
use super::super::value::Mode;
use crate::engine::Square;

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
    fn guesses_round_away_from_zero_to_even() {
        assert_eq!([-3, -2, -1, 0, 1, 2, 3].map(even), [-4, -2, -2, 0, 2, 2, 4]);
    }
}
