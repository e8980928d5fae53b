//! The midgame search: depth-limited principal-variation (NegaScout) alpha-beta in
//! evaluation units, with a transposition table and shallow-search move ordering.

use super::context::Context;
use super::movelist::MoveList;
use super::probcut;
use super::tt::{bounds, NO_MOVE};
use crate::eval::{evaluate, SCALE};
use crate::masks::final_score;
use crate::movegen::legal_moves;

/// A bound beyond every score (fits the table's 16-bit bounds).
pub const INF: i32 = 30_000;

/// From this depth on, a thread sharing the tables with others defers the moves another
/// thread is searching (see [`super::busy`]).
const SHARE_DEPTH: u32 = 4;

/// From this depth on, a node reads and writes the transposition table. Below it the probe
/// (mostly a cache miss) costs more than the few leaves a hit saves, and the shallow entries
/// evicted deeper ones. From depth 3, depth-11 searches of 9 positions (plies 20, 28 and 36
/// of `tests/data/analysis-games.txt`) took 0.93x the time for 0.75% more nodes (from depth
/// 2: 0.95x; from depth 4: 0.96x).
const TABLE_DEPTH: u32 = 3;

impl Context {
    /// The score of `p` to move against `o` searched `depth` plies deep, within `alpha..beta`
    /// (fail-soft). `passed` says the previous ply was a pass.
    pub fn midgame(
        &mut self,
        p: u64,
        o: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        if depth == 0 {
            self.nodes += 1;
            return evaluate(p, o);
        }
        self.visit();
        if self.aborted {
            return 0;
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if passed {
                return final_score(p, o) * SCALE;
            }
            return -self.midgame(o, p, depth, -beta, -alpha, true);
        }
        let mut tt_move = NO_MOVE;
        let entry = if depth >= TABLE_DEPTH {
            self.mid_tt.probe(p, o)
        } else {
            None
        };
        if let Some(e) = entry {
            tt_move = e.best;
            if u32::from(e.depth) >= depth {
                let (lower, upper) = (i32::from(e.lower), i32::from(e.upper));
                if lower >= beta || lower == upper {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
            }
        }
        if depth >= probcut::MIN_DEPTH && self.probcut_t > 0.0 {
            if let Some(v) = self.probcut(p, o, depth, alpha, beta, passed) {
                return v;
            }
        }
        let mut list = MoveList::empty();
        list.fill(p, o, moves);
        // The table's move is tried before the others are ordered: when it cuts off, as it
        // mostly does, their ordering searches are saved.
        let mut ordered = tt_move == NO_MOVE || moves & (1u64 << tt_move) == 0;
        if ordered {
            self.order(&mut list, p, o, depth, tt_move);
        } else {
            for c in list.items_mut() {
                c.key = i32::from(c.sq == tt_move);
            }
        }
        let mut best = -INF;
        let mut best_sq = NO_MOVE;
        let mut a = alpha;
        let mut first = true;
        let mut split = self.enter(depth >= SHARE_DEPTH, p, o);
        while let Some((c, cp, co)) = self.next_move(&mut list, p, o, first, &mut split) {
            let v = if first {
                -self.midgame(cp, co, depth - 1, -beta, -a, false)
            } else {
                let v = -self.midgame(cp, co, depth - 1, -a - 1, -a, false);
                // A leaf's value (depth 1) is exact whatever the window: only a deeper
                // null-window value inside the window needs a full-window search again.
                if depth > 1 && v > a && v < beta && !self.aborted {
                    -self.midgame(cp, co, depth - 1, -beta, -v, false)
                } else {
                    v
                }
            };
            first = false;
            if self.aborted {
                self.leave(&split);
                return 0;
            }
            if v > best {
                best = v;
                best_sq = c.sq;
                if v > a {
                    a = v;
                    if a >= beta {
                        break;
                    }
                }
            }
            if !ordered {
                ordered = true;
                self.order(&mut list, p, o, depth, NO_MOVE);
            }
        }
        self.leave(&split);
        if depth >= TABLE_DEPTH {
            self.mid_tt
                .store(p, o, depth, bounds(alpha, beta, best), best_sq);
        }
        best
    }
}
