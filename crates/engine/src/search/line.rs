//! A root move's principal line as the search that valued it sees it: the move, then each
//! side's best reply, read from the tables the move's own search just filled and, where they
//! run out, chosen by shallow searches. Hints and the explorer show it beside the move.
//!
//! It is found by the worker whose tables know the move (a Web Worker shares no memory, so
//! the page could not walk them), right after the move's value, and travels back with it.

use super::context::Context;
use super::midgame::INF;
use super::tt::NO_MOVE;
use super::value::{Mode, RootMode};
use crate::book::line::MAX_LINE;
use crate::masks::{child, final_score};
use crate::movegen::{flips, legal_moves};
use crate::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The depth of the search that chooses a reply where the midgame table has none: two plies
/// read the reply's answer, and stay below the table's depth so that they evict nothing.
const SHALLOW_DEPTH: u32 = 2;

/// How many plies below the root a midgame line's searches may evaluate: its last reply,
/// [`MAX_LINE`] moves in, chosen by a [`SHALLOW_DEPTH`] search from the ply before. A worker
/// whose weights are still arriving must cover that far before it values a move.
pub const LINE_REACH: u32 = MAX_LINE as u32 - 1 + SHALLOW_DEPTH;

/// Up to [`MAX_LINE`] moves, passes left out as a transcript leaves them: a fixed array, so
/// that a task's result and a hint stay `Copy`, and 13 bytes on the wire.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Line {
    len: u8,
    squares: [u8; MAX_LINE],
}

impl Line {
    /// The first [`MAX_LINE`] of `squares`.
    pub fn of(squares: &[Square]) -> Line {
        let mut line = Line::default();
        for &sq in squares.iter().take(MAX_LINE) {
            line.push(sq.index());
        }
        line
    }

    fn push(&mut self, sq: u8) {
        if let Some(slot) = self.squares.get_mut(usize::from(self.len)) {
            *slot = sq;
            self.len += 1;
        }
    }

    /// The moves, in order; a square index out of range (a corrupt message) ends them.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares[..usize::from(self.len).min(MAX_LINE)]
            .iter()
            .map_while(|&sq| Square::new(sq))
    }

    /// How many moves.
    pub fn len(&self) -> usize {
        self.squares().count()
    }

    /// Whether there is no move (a line not found, or a book that stops short).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// As a transcript's words: "f4 e3 f6".
impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.squares().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

/// The line of root move `first` of `p` against `o`, whose raw value in `mode` from `p`'s
/// view is `value`, searched on `ctx` just before: at most [`MAX_LINE`] moves, fewer where
/// the game ends or a limit stops the shallow searches. A solve's line keeps the move's
/// value at every step (each reply is proven to hold it), so on a line that reaches the end
/// the final disc difference is the value.
pub fn principal_line(
    ctx: &mut Context,
    mode: Mode,
    (p, o): (u64, u64),
    first: u8,
    value: i32,
) -> Line {
    let mut line = Line::default();
    if legal_moves(p, o) >> first & 1 == 0 {
        return line;
    }
    line.push(first);
    let (mut p, mut o) = child(p, o, first, flips(p, o, first.into()));
    // The value of the position from the side to move's view.
    let mut target = -value;
    let mut ply = 1;
    while usize::from(line.len) < MAX_LINE && !ctx.aborted {
        let mut moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                break;
            }
            (p, o, target) = (o, p, -target);
            moves = legal_moves(p, o);
        }
        let next = match (mode, mode.root()) {
            (Mode::Midgame(depth), _) => midgame_reply(ctx, p, o, moves, depth > ply + 2),
            (_, RootMode::Solve(t)) => solve_reply(ctx, p, o, moves, target, t),
            (_, RootMode::Midgame(_)) => None,
        };
        let Some(sq) = next.filter(|_| !ctx.aborted) else {
            break;
        };
        line.push(sq);
        (p, o) = child(p, o, sq, flips(p, o, sq.into()));
        target = -target;
        ply += 1;
    }
    line
}

/// The table's move where it is legal and `trust_table` (the move's search went at least
/// three plies below this one, where the table keeps its entries), else the best reply
/// after a shallow search.
fn midgame_reply(ctx: &mut Context, p: u64, o: u64, moves: u64, trust_table: bool) -> Option<u8> {
    let table = ctx
        .mid_tt
        .probe(p, o)
        .map(|e| e.best)
        .filter(|&sq| trust_table && sq != NO_MOVE && moves >> sq & 1 == 1);
    if table.is_some() {
        return table;
    }
    let mut best = None;
    let mut best_value = -INF - 1;
    for sq in bits(moves) {
        let (cp, co) = child(p, o, sq, flips(p, o, sq.into()));
        let v = -ctx.midgame(cp, co, SHALLOW_DEPTH - 1, -INF, INF, false);
        if v > best_value {
            (best, best_value) = (Some(sq), v);
        }
    }
    best
}

/// A reply that holds `target` for the side to move, proven by a narrow solve of each move in
/// turn (the tables' move first, whose subtree they already know): forward pruning at `t`
/// may leave none that holds it, and then the reply that came closest.
fn solve_reply(ctx: &mut Context, p: u64, o: u64, moves: u64, target: i32, t: f32) -> Option<u8> {
    let empties = (!(p | o)).count_ones();
    let table = [&ctx.end_tt, &ctx.near_end_tt]
        .into_iter()
        .filter_map(|tt| tt.probe(p, o))
        .map(|e| e.best)
        .find(|&sq| sq != NO_MOVE && moves >> sq & 1 == 1);
    let order = table
        .into_iter()
        .chain(bits(moves).filter(|&sq| Some(sq) != table));
    let mut closest = None;
    let mut closest_value = i32::MIN;
    for sq in order {
        let (cp, co) = child(p, o, sq, flips(p, o, sq.into()));
        let v = if empties <= 1 {
            -final_score(cp, co)
        } else {
            -ctx.solve_pruned(cp, co, -(target + 1), -(target - 1), false, t)
        };
        if ctx.aborted {
            return None;
        }
        if v >= target {
            return Some(sq);
        }
        if v > closest_value {
            (closest, closest_value) = (Some(sq), v);
        }
    }
    closest
}

/// The squares of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let sq = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            sq
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_keeps_twelve_moves_at_most_and_reads_as_a_transcript() {
        let squares: Vec<Square> = (0..20).filter_map(Square::new).collect();
        let line = Line::of(&squares);
        assert_eq!(line.len(), MAX_LINE);
        assert!(line.to_string().starts_with("a1 b1 c1"));
        assert_eq!(Line::default().to_string(), "");
        assert!(Line::default().is_empty());
    }

    #[test]
    fn a_corrupt_square_ends_the_line() {
        let mut line = Line::of(&[Square::new(19).unwrap()]);
        line.push(99);
        line.push(20);
        assert_eq!(line.to_string(), "d3");
    }
}
