//! Hints: the value of every legal move for the side to move, refined depth by depth, then
//! proven exactly near the end of the game.

use super::super::backend::Backend;
use super::super::context::Limits;
use super::super::judge::even;
use super::super::line::Line;
use super::super::movelist::Candidate;
use super::super::root::RootMoves;
use super::super::value::Mode;
use super::book_values;
use super::results::{HintLimits, Hints, MoveValue};
use super::values::square;
use crate::search::probcut;
use crate::Board;

/// The deepest midgame depth searched before the exact values: deep enough to order the
/// moves and centre the solver's windows, shallow enough to leave it the time.
const PRE_EXACT_DEPTH: u32 = 6;

/// The forward pruning of the selective solve before the exact one, in tenths of a standard
/// deviation (at 24 empties 0.5 saved fewer nodes, and 2.0 no more than 1.0).
const PRESOLVE_TENTHS: u8 = 10;

/// One root move during the search: its raw value in the mode it was last searched in, its
/// midgame value one depth shallower, and the nodes its last search took.
#[derive(Clone, Copy)]
struct Entry {
    c: Candidate,
    raw: i32,
    prev: Option<i32>,
    mode: Mode,
    cost: u64,
    line: Line,
}

impl Entry {
    /// The move's value; `settle` shows a midgame value as the mean of the last two depths.
    fn value(&self, settle: bool) -> MoveValue {
        let raw = match (settle, self.mode, self.prev) {
            (true, Mode::Midgame(_), Some(prev)) => (self.raw + prev).div_euclid(2),
            _ => self.raw,
        };
        MoveValue {
            square: square(self.c.sq),
            score: self.mode.discs(raw),
            exact: self.mode.exact(),
            book: false,
            line: self.line,
        }
    }
}

fn snapshot(entries: &[Entry], settle: bool, depth: u32, nodes: u64) -> Hints {
    let mut moves: Vec<MoveValue> = entries.iter().map(|e| e.value(settle)).collect();
    // Unstable: no two keys are equal (one move a square), and it is less code in the app.
    moves.sort_unstable_by_key(|m| (std::cmp::Reverse(m.score), m.square));
    Hints {
        moves,
        depth,
        nodes,
    }
}

/// Values every legal move of the side to move on `backend`: midgame depths 1, 2, … (calling
/// `on_progress` with all values after each), then, within `limits.exact_empties`, the exact
/// value of each move in turn, best guess first (calling `on_progress` after each). Stops at
/// the limits and returns the last values; moves already solved stay exact. A position of the
/// installed opening book gets the book's values at once instead.
///
/// A midgame value is the mean of the last two depths: a search that ends on the side to
/// move's ply and one that ends on the opponent's err in opposite directions, so single
/// depths swing by several discs from one update to the next where their mean does not.
pub async fn hints<B: Backend>(
    backend: &mut B,
    board: &Board,
    limits: HintLimits,
    on_progress: &mut dyn FnMut(&Hints),
) -> Hints {
    if let Some(hints) = book_values::hints(board) {
        on_progress(&hints);
        return hints;
    }
    hint_search(backend, board, limits, true, on_progress).await
}

/// The value of every legal move at a fixed midgame `depth` (in plies, the move itself
/// included), best first; the side to move's view. Each depth's own values, not smoothed.
pub async fn move_values<B: Backend>(backend: &mut B, board: &Board, depth: u32) -> Vec<MoveValue> {
    let limits = HintLimits {
        max_depth: depth.max(1),
        exact_empties: 0,
        ms: u64::MAX / 4,
        exact_ms: u64::MAX / 4,
        nodes: u64::MAX,
    };
    hint_search(backend, board, limits, false, &mut |_| {})
        .await
        .moves
}

/// The exact value of every legal move, best first; the side to move's view.
pub async fn exact_move_values<B: Backend>(backend: &mut B, board: &Board) -> Vec<MoveValue> {
    let limits = HintLimits {
        max_depth: PRE_EXACT_DEPTH,
        exact_empties: 64,
        ms: u64::MAX / 4,
        exact_ms: u64::MAX / 4,
        nodes: u64::MAX,
    };
    hint_search(backend, board, limits, false, &mut |_| {})
        .await
        .moves
}

/// Orders the moves for their exact solves: the best after the selective solve first (the
/// value the player looks for), then the costliest selective solves first. Each worker takes
/// the next move as it finishes one, so the last moves should be the short ones, or one
/// worker ends alone (at 24 empties on the perfect line the last, longest solve took 0.7 s
/// of 2.8 with the other worker idle). At 24 empties in the three games of the analysis
/// benchmarks, on two threads with tables of their own: 0.945x the time.
fn order_exact_solves(entries: &mut [Entry]) {
    entries.sort_by_key(|e| std::cmp::Reverse(e.raw));
    if let Some((_, rest)) = entries.split_first_mut() {
        rest.sort_by_key(|e| std::cmp::Reverse(e.cost));
    }
}

/// Each move's ask for a solve: the move with its value so far, in discs, made even (every
/// final disc difference is even).
fn solve_asks(entries: &[Entry]) -> Vec<(Candidate, Option<i32>)> {
    entries
        .iter()
        .map(|e| (e.c, Some(even(e.mode.discs(e.raw)))))
        .collect()
}

/// The hint search on `search` within `limits`; `settle` chooses between the mean of the last
/// two depths and the last depth's own values.
async fn hint_search<B: Backend>(
    search: &mut B,
    board: &Board,
    limits: HintLimits,
    settle: bool,
    on_progress: &mut dyn FnMut(&Hints),
) -> Hints {
    let (p, o) = (board.player(), board.opponent());
    let empties = board.empties().count();
    let exact = empties <= limits.exact_empties;
    let ms = if exact { limits.exact_ms } else { limits.ms };
    search.start(Limits::new(limits.nodes, ms), probcut::OFF);
    let root = RootMoves::new(p, o);
    let mut entries: Vec<Entry> = root
        .candidates()
        .iter()
        .map(|&c| Entry {
            c,
            raw: 0,
            prev: None,
            mode: Mode::Midgame(0),
            cost: 0,
            line: Line::default(),
        })
        .collect();
    let mut hints = Hints::default();
    if entries.is_empty() {
        return hints;
    }
    let last_depth = if exact {
        PRE_EXACT_DEPTH.min(limits.max_depth)
    } else {
        limits.max_depth
    };
    // Depth 1 is static evaluations only and never stops, so there are always values.
    for depth in 1..=last_depth.min(empties).max(1) {
        let mode = Mode::Midgame(depth);
        let asks: Vec<(Candidate, Option<i32>)> = entries
            .iter()
            .map(|e| (e.c, (depth > 2).then_some(e.raw)))
            .collect();
        let mut found = vec![(0, Line::default()); entries.len()];
        let mut nodes = 0;
        let complete = search
            .move_values(p, o, &asks, mode.root(), &mut |f| {
                found[f.index] = (f.value, f.line);
                nodes = f.total;
            })
            .await;
        if !complete {
            break;
        }
        for (e, (raw, line)) in entries.iter_mut().zip(found) {
            e.prev = (depth > 1).then_some(e.raw);
            (e.raw, e.mode, e.line) = (raw, mode, line);
        }
        // Searching the best moves first fills the table along the main lines.
        entries.sort_by_key(|e| std::cmp::Reverse(e.raw));
        hints = snapshot(&entries, settle, depth, nodes);
        on_progress(&hints);
        if search.limit_reached() {
            return hints;
        }
    }
    if exact {
        // A selective solve of each move first: its values centre the exact windows far
        // better than the midgame's, and its table entries order the exact searches (at 22
        // and 24 empties, 8-17% fewer nodes in all). Its values show once moves are proven.
        let selective = Mode::Selective(PRESOLVE_TENTHS);
        let mut found = vec![(0, 0, Line::default()); entries.len()];
        let asks = solve_asks(&entries);
        if !search
            .move_values(p, o, &asks, selective.root(), &mut |f| {
                found[f.index] = (f.value, f.cost, f.line)
            })
            .await
        {
            return hints;
        }
        for (e, (raw, cost, line)) in entries.iter_mut().zip(found) {
            (e.raw, e.mode, e.cost, e.line) = (raw, selective, cost, line);
        }
        order_exact_solves(&mut entries);
        let asks = solve_asks(&entries);
        let depth = hints.depth;
        search
            .move_values(p, o, &asks, Mode::Exact.root(), &mut |f| {
                let e = &mut entries[f.index];
                (e.raw, e.mode, e.line) = (f.value, Mode::Exact, f.line);
                hints = snapshot(&entries, settle, depth, f.total);
                on_progress(&hints);
            })
            .await;
    }
    hints
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(sq: u8, raw: i32, cost: u64) -> Entry {
        Entry {
            c: Candidate {
                sq,
                flips: 0,
                key: 0,
            },
            raw,
            prev: None,
            mode: Mode::Selective(PRESOLVE_TENTHS),
            cost,
            line: Line::default(),
        }
    }

    #[test]
    fn the_best_move_is_solved_first_then_the_costliest() {
        let mut entries = [
            entry(1, -4, 50),
            entry(2, 6, 10),
            entry(3, 0, 900),
            entry(4, 2, 300),
        ];
        order_exact_solves(&mut entries);
        let order: Vec<u8> = entries.iter().map(|e| e.c.sq).collect();
        assert_eq!(order, [2, 3, 4, 1]);
    }
}
