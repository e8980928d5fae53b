//! Hints: the value of every legal move for the side to move, refined depth by depth, then
//! proven exactly near the end of the game.

use super::super::context::Limits;
use super::super::movelist::Candidate;
use super::super::parallel::{Parallel, Transport};
use super::super::ready::ready;
use super::super::root::{RootMoves, RootSearch};
use super::super::value::Mode;
use super::super::Searcher;
use super::values::{even, square, MoveValue};
use crate::engine::search::probcut;
use crate::engine::{Board, Square};
use serde::{Deserialize, Serialize};

/// The deepest midgame depth searched before the exact values: deep enough to order the
/// moves and centre the solver's windows, shallow enough to leave it the time.
const PRE_EXACT_DEPTH: u32 = 6;

/// How long a hint search may go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HintLimits {
    /// The deepest midgame depth.
    pub max_depth: u32,
    /// With this many empties or fewer, the values are then solved exactly, best guess first.
    pub exact_empties: u32,
    /// Wall-clock budget in milliseconds; the values found by then stand.
    pub ms: u64,
    /// Node budget, for reproducible tests and benchmarks.
    pub nodes: u64,
}

impl Default for HintLimits {
    /// Exact from 20 empties: 18 take well under the two seconds wanted in the browser, and
    /// a solve cut short by the clock still leaves every move it finished exact.
    fn default() -> HintLimits {
        HintLimits {
            max_depth: 60,
            exact_empties: 20,
            ms: 4_000,
            nodes: u64::MAX,
        }
    }
}

/// The values of every legal move at one stage of a hint search.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hints {
    /// Every legal move with its value, best first (equal values by square); empty when the
    /// side to move must pass.
    pub moves: Vec<MoveValue>,
    /// The midgame depth of the values not yet exact (0 if none was completed).
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
}

impl Hints {
    /// The best value, from the side to move's view.
    pub fn best_score(&self) -> Option<i32> {
        self.moves.iter().map(|m| m.score).max()
    }

    /// Every move with the best value (ties included).
    pub fn best(&self) -> impl Iterator<Item = Square> + '_ {
        let best = self.best_score();
        self.moves
            .iter()
            .filter(move |m| Some(m.score) == best)
            .map(|m| m.square)
    }

    /// The value of the move on `square`, if it is legal.
    pub fn value(&self, square: Square) -> Option<MoveValue> {
        self.moves.iter().copied().find(|m| m.square == square)
    }

    /// Whether every value is proven (false when there is no move).
    pub fn is_exact(&self) -> bool {
        !self.moves.is_empty() && self.moves.iter().all(|m| m.exact)
    }
}

/// One root move during the search: its raw value in the mode it was last searched in, and
/// its midgame value one depth shallower.
#[derive(Clone, Copy)]
struct Entry {
    c: Candidate,
    raw: i32,
    prev: Option<i32>,
    mode: Mode,
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

impl Searcher {
    /// Values every legal move of the side to move: midgame depths 1, 2, … (calling
    /// `on_progress` with all values after each), then, within `limits.exact_empties`, the
    /// exact value of each move in turn, best guess first (calling `on_progress` after each).
    /// Stops at the limits and returns the last values; moves already solved stay exact.
    /// A position of the installed opening book gets the book's values at once instead.
    ///
    /// A midgame value is the mean of the last two depths: a search that ends on the side to
    /// move's ply and one that ends on the opponent's err in opposite directions, so single
    /// depths swing by several discs from one update to the next where their mean does not.
    pub fn hints(
        &mut self,
        board: &Board,
        limits: HintLimits,
        on_progress: &mut dyn FnMut(&Hints),
    ) -> Hints {
        if let Some(hints) = super::book::hints(board) {
            on_progress(&hints);
            return hints;
        }
        self.move_hints(board, limits, true, on_progress)
    }

    /// The hint search; `settle` chooses between the mean of the last two depths and the
    /// last depth's own values.
    fn move_hints(
        &mut self,
        board: &Board,
        limits: HintLimits,
        settle: bool,
        on_progress: &mut dyn FnMut(&Hints),
    ) -> Hints {
        let clock = Limits::new(limits.nodes, limits.ms);
        match self.pool.as_mut() {
            Some(pool) => {
                pool.start(clock, probcut::OFF);
                ready(hint_search(pool, board, limits, settle, on_progress))
            }
            None => {
                self.ctx.start(clock, probcut::OFF);
                ready(hint_search(
                    &mut self.ctx,
                    board,
                    limits,
                    settle,
                    on_progress,
                ))
            }
        }
    }

    /// The value of every legal move at a fixed midgame `depth` (in plies, the move itself
    /// included), best first; the side to move's view.
    pub fn move_values(&mut self, board: &Board, depth: u32) -> Vec<MoveValue> {
        let limits = HintLimits {
            max_depth: depth.max(1),
            exact_empties: 0,
            ms: u64::MAX / 4,
            nodes: u64::MAX,
        };
        self.move_hints(board, limits, false, &mut |_| {}).moves
    }

    /// The exact value of every legal move, best first; the side to move's view.
    pub fn exact_move_values(&mut self, board: &Board) -> Vec<MoveValue> {
        let limits = HintLimits {
            max_depth: PRE_EXACT_DEPTH,
            exact_empties: 64,
            ms: u64::MAX / 4,
            nodes: u64::MAX,
        };
        self.move_hints(board, limits, false, &mut |_| {}).moves
    }
}

/// [`Searcher::hints`] on `pool`'s workers, which value the moves side by side.
pub async fn hints_on<T: Transport>(
    pool: &mut Parallel<T>,
    board: &Board,
    limits: HintLimits,
    on_progress: &mut dyn FnMut(&Hints),
) -> Hints {
    if let Some(hints) = super::book::hints(board) {
        on_progress(&hints);
        return hints;
    }
    pool.start(Limits::new(limits.nodes, limits.ms), probcut::OFF);
    hint_search(pool, board, limits, true, on_progress).await
}

/// The hint search on `search`, whose limits are set.
async fn hint_search<S: RootSearch>(
    search: &mut S,
    board: &Board,
    limits: HintLimits,
    settle: bool,
    on_progress: &mut dyn FnMut(&Hints),
) -> Hints {
    let (p, o) = (board.player(), board.opponent());
    let empties = board.empties().count();
    let root = RootMoves::new(p, o);
    let mut entries: Vec<Entry> = root
        .candidates()
        .iter()
        .map(|&c| Entry {
            c,
            raw: 0,
            prev: None,
            mode: Mode::Midgame(0),
        })
        .collect();
    let mut hints = Hints::default();
    if entries.is_empty() {
        return hints;
    }
    let exact = empties <= limits.exact_empties;
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
        let mut found = vec![0; entries.len()];
        let mut nodes = 0;
        let complete = search
            .move_values(p, o, &asks, mode.root(), &mut |i, raw, n| {
                found[i] = raw;
                nodes = n;
            })
            .await;
        if !complete {
            break;
        }
        for (e, raw) in entries.iter_mut().zip(found) {
            e.prev = (depth > 1).then_some(e.raw);
            (e.raw, e.mode) = (raw, mode);
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
        let asks: Vec<(Candidate, Option<i32>)> = entries
            .iter()
            .map(|e| (e.c, Some(even(e.mode.discs(e.raw)))))
            .collect();
        let depth = hints.depth;
        search
            .move_values(p, o, &asks, Mode::Exact.root(), &mut |i, raw, nodes| {
                (entries[i].raw, entries[i].mode) = (raw, Mode::Exact);
                hints = snapshot(&entries, settle, depth, nodes);
                on_progress(&hints);
            })
            .await;
    }
    hints
}
