//! The midgame search: depth-limited principal-variation (NegaScout) alpha-beta in
//! evaluation units, with a transposition table and shallow-search move ordering.

use super::context::Context;
use super::movelist::{Candidate, MoveList};
use super::probcut;
use super::tt::{bounds, NO_MOVE};
use crate::engine::eval::{evaluate, SCALE};
use crate::engine::masks::{child, final_score, CORNERS};
use crate::engine::movegen::legal_moves;

/// A bound beyond every score (fits the table's 16-bit bounds).
pub const INF: i32 = 30_000;

/// Keys that put the table's move before every other.
const TT_MOVE_KEY: i32 = 1 << 30;

/// Ordering key per opponent reply a move leaves (fewer replies first), in evaluation units.
const REPLY_WEIGHT: i32 = SCALE / 2;
/// Ordering key per corner a move gives the opponent.
const CORNER_REPLY_WEIGHT: i32 = SCALE;
/// Ordering bonus of a move into a corner, where no shallow search orders the moves.
const CORNER_MOVE_BONUS: i32 = SCALE;
/// Where a shallow search orders the moves, the mobility key counts this fraction of its
/// weight (1/n), as a tie-break between moves of near-equal shallow values.
const MOBILITY_SHARE: i32 = 2;

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
        if let Some(e) = self.mid_tt.probe(p, o) {
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
        let mut list = MoveList::new(p, o, moves);
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
        while let Some(c) = list.pick() {
            let (cp, co) = child(p, o, c.sq, c.flips);
            let v = if first {
                -self.midgame(cp, co, depth - 1, -beta, -a, false)
            } else {
                let v = -self.midgame(cp, co, depth - 1, -a - 1, -a, false);
                if v > a && v < beta && !self.aborted {
                    -self.midgame(cp, co, depth - 1, -beta, -v, false)
                } else {
                    v
                }
            };
            first = false;
            if self.aborted {
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
        self.mid_tt
            .store(p, o, depth, bounds(alpha, beta, best), best_sq);
        best
    }

    /// Sets the ordering keys of the moves not tried yet: the table's move first, then by a
    /// shallow search when deep enough, else fastest-first (fewest opponent replies) with a
    /// bonus for corners.
    pub fn order(&mut self, list: &mut MoveList, p: u64, o: u64, depth: u32, tt_move: u8) {
        let shallow = match depth {
            0..=2 => return order_by_mobility(list.rest_mut(), p, o, tt_move),
            3..=5 => 0,
            6..=9 => 1,
            _ => 2,
        };
        for c in list.rest_mut() {
            if c.sq == tt_move {
                c.key = TT_MOVE_KEY;
                continue;
            }
            let (cp, co) = child(p, o, c.sq, c.flips);
            c.key = -self.midgame(cp, co, shallow, -INF, INF, false)
                + mobility_key(cp, co) / MOBILITY_SHARE;
        }
    }
}

/// Fewer opponent replies and fewer corners among them first, for the opponent `cp` to move
/// against `co` after the move.
fn mobility_key(cp: u64, co: u64) -> i32 {
    let replies = legal_moves(cp, co);
    -(replies.count_ones() as i32) * REPLY_WEIGHT
        - (replies & CORNERS).count_ones() as i32 * CORNER_REPLY_WEIGHT
}

/// Sets the keys of `moves` of `p` against `o` without searching: `tt_move` first, then
/// fastest-first with a bonus for corners.
pub fn order_by_mobility(moves: &mut [Candidate], p: u64, o: u64, tt_move: u8) {
    for c in moves {
        if c.sq == tt_move {
            c.key = TT_MOVE_KEY;
            continue;
        }
        let (cp, co) = child(p, o, c.sq, c.flips);
        let corner = if (1u64 << c.sq) & CORNERS != 0 {
            CORNER_MOVE_BONUS
        } else {
            0
        };
        c.key = mobility_key(cp, co) + corner;
    }
}
