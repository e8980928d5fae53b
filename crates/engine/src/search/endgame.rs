//! The exact endgame solver: alpha-beta on the final disc difference.
//!
//! Near the root it orders moves fastest-first (fewest opponent replies) corrected by a
//! shallow midgame search, and keeps bounds in a transposition table; from 12 empties down
//! the correction is dropped; closer to the end it orders by quadrant parity only, and the last
//! four empties have their own move-generator-free code. A stability bound cuts nodes the
//! opponent's stable discs already decide.

use super::context::Context;
use super::movelist::MoveList;
use super::ordering::order_fastest_first;
use super::probcut;
use super::tt::{bounds, Table, NO_MOVE};
use super::window::EXACT_BOUND;
use crate::eval::stability::stable_discs;
use crate::masks::{child, final_score, CORNERS, C_SQUARES, X_SQUARES};
use crate::movegen::{count_last_flips, flips, legal_moves};

/// With this many empties or more, nodes use the transposition table.
const TT_EMPTIES: u32 = 6;
/// With this many empties or more, nodes use the large table rather than the small one.
const FAR_EMPTIES: u32 = 8;
/// With this many empties or more, moves are ordered fastest-first rather than by parity.
const MOBILITY_EMPTIES: u32 = 6;
/// With this many empties or more, children found in the table may cut off at once.
const ETC_EMPTIES: u32 = 12;
/// Below this many empties, moves into odd quadrants get an ordering bonus.
const PARITY_BONUS_EMPTIES: u32 = 12;
/// With this many empties or more, a shallow midgame search helps order the moves: at 12
/// the evaluations cost more time than the nodes they saved (13 instead of 12: FFO #44-#48
/// 0.976x the time, FFO #50 0.968x).
const EVAL_ORDER_EMPTIES: u32 = 13;
/// The stability bound is tried only when alpha is at least this high: from 0 rather than
/// 8 it cut 7.5% of the nodes of FFO #44-#48 once the bound became branch-free.
const STABILITY_ALPHA: i32 = 0;
/// With this many empties or more, a thread sharing the table with others defers the moves
/// another thread is searching (see [`super::busy`]).
const SHARE_EMPTIES: u32 = 14;
/// Marks a table entry stored by a selective presearch (in its depth byte): its move still
/// orders the exact search, its bounds may be wrong for it.
const SELECTIVE: u8 = 0x80;

/// The empty squares in the order the shallow searches try them: odd quadrants first (the
/// side to move keeps the last move there), and within each, corners first and the squares
/// next to corners last, since they usually give a corner away.
#[inline(always)]
fn by_priority(empty: u64, odd: u64) -> [u64; 8] {
    let (odd, even) = (empty & odd, empty & !odd);
    let plain = !(CORNERS | X_SQUARES | C_SQUARES);
    [
        odd & CORNERS,
        odd & plain,
        odd & C_SQUARES,
        odd & X_SQUARES,
        even & CORNERS,
        even & plain,
        even & C_SQUARES,
        even & X_SQUARES,
    ]
}

/// The empty squares lying in quadrants with an odd number of empties.
#[inline(always)]
fn odd_quadrant_squares(empty: u64) -> u64 {
    const Q: [u64; 4] = [
        0x0000_0000_0f0f_0f0f,
        0x0000_0000_f0f0_f0f0,
        0x0f0f_0f0f_0000_0000,
        0xf0f0_f0f0_0000_0000,
    ];
    let mut odd = 0;
    for q in Q {
        if (empty & q).count_ones() & 1 == 1 {
            odd |= q;
        }
    }
    empty & odd
}

impl Context {
    /// The exact final disc difference for `p` to move against `o`, within `alpha..beta`
    /// (fail-soft). `passed` says the previous ply was a pass.
    #[inline]
    pub fn solve(&mut self, p: u64, o: u64, alpha: i32, beta: i32, passed: bool) -> i32 {
        self.solve_pruned(p, o, alpha, beta, passed, probcut::OFF)
    }

    /// [`Context::solve`] forward-pruned at `t` standard deviations (0: exact): a selective
    /// presearch, whose table entries are marked as such.
    pub fn solve_pruned(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        passed: bool,
        t: f32,
    ) -> i32 {
        let empty = !(p | o);
        let n = empty.count_ones();
        if n <= 4 {
            return self.solve_few(p, o, alpha, beta, empty, passed);
        }
        self.visit();
        if self.aborted {
            return 0;
        }
        // The opponent's stable discs are among its discs: where even all of them could not
        // bring the bound to alpha, the costlier count is skipped (FFO #40-#44: 0.98x the time).
        if alpha >= STABILITY_ALPHA && 64 - 2 * o.count_ones() as i32 <= alpha {
            let upper = 64 - 2 * stable_discs(o, p | o).count_ones() as i32;
            if upper <= alpha {
                return upper;
            }
        }
        if n < MOBILITY_EMPTIES {
            return self.solve_parity(p, o, alpha, beta, empty, passed);
        }
        let moves = legal_moves(p, o);
        if moves == 0 {
            if passed {
                return final_score(p, o);
            }
            return -self.solve_pruned(o, p, -beta, -alpha, true, t);
        }
        let mut tt_move = NO_MOVE;
        let (mut alpha, mut beta) = (alpha, beta);
        let selective = t > 0.0;
        if n >= TT_EMPTIES {
            if let Some(e) = self
                .table(n)
                .probe(p, o)
                .filter(|e| selective || e.depth & SELECTIVE == 0 || e.best != NO_MOVE)
            {
                tt_move = e.best;
                let (lower, upper) = if selective || e.depth & SELECTIVE == 0 {
                    (i32::from(e.lower), i32::from(e.upper))
                } else {
                    (-64, 64)
                };
                if lower >= beta || lower == upper {
                    return lower;
                }
                if upper <= alpha {
                    return upper;
                }
                alpha = alpha.max(lower);
                beta = beta.min(upper);
            }
        }
        if selective && n >= probcut::END_MIN_EMPTIES {
            if let Some(v) = self.end_probcut(p, o, alpha, beta, t) {
                return v;
            }
        }
        let mut list = MoveList::empty();
        list.fill(p, o, moves);
        // The table's cache miss was the solver's costliest instruction (about 15% of its
        // time): loading every child's bucket now overlaps those misses with the ordering.
        if n > TT_EMPTIES {
            let table = self.table(n - 1);
            for c in list.items() {
                let (cp, co) = child(p, o, c.sq, c.flips);
                table.prefetch(cp, co);
            }
        }
        if n >= ETC_EMPTIES {
            if let Some(v) = self.enhanced_cutoff(&list, p, o, beta, selective) {
                return v;
            }
        }
        let odd = if n < PARITY_BONUS_EMPTIES {
            odd_quadrant_squares(empty)
        } else {
            0
        };
        order_fastest_first(&mut list, p, o, tt_move, odd);
        if n >= EVAL_ORDER_EMPTIES {
            self.order_by_evaluation(&mut list, p, o, n, tt_move);
        }
        let mut best = -64;
        let mut best_sq = NO_MOVE;
        let mut a = alpha;
        let mut first = true;
        let mut split = self.enter(n >= SHARE_EMPTIES, p, o);
        while let Some((c, cp, co)) = self.next_move(&mut list, p, o, first, &mut split) {
            let v = if first {
                -self.solve_pruned(cp, co, -beta, -a, false, t)
            } else {
                let v = -self.solve_pruned(cp, co, -a - 1, -a, false, t);
                if v > a && v < beta && !self.aborted {
                    -self.solve_pruned(cp, co, -beta, -v, false, t)
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
        }
        self.leave(&split);
        if n >= TT_EMPTIES {
            // Below the far table's range no node is cut, so those values stay exact.
            let mark = if selective && n >= FAR_EMPTIES {
                SELECTIVE
            } else {
                0
            };
            self.table(n).store(
                p,
                o,
                n | u32::from(mark),
                bounds(alpha, beta, best),
                best_sq,
            );
        }
        best
    }

    /// The table for nodes with `n` empties.
    #[inline(always)]
    fn table(&self, n: u32) -> &Table {
        if n < FAR_EMPTIES {
            &self.near_end_tt
        } else {
            &self.end_tt
        }
    }

    /// Enhanced transposition cutoff: a child whose stored upper bound already refutes the
    /// opponent proves the node fails high without searching anything; a `selective`
    /// presearch may use its own marked entries.
    fn enhanced_cutoff(
        &self,
        list: &MoveList,
        p: u64,
        o: u64,
        beta: i32,
        selective: bool,
    ) -> Option<i32> {
        list.items().iter().find_map(|c| {
            let (cp, co) = child(p, o, c.sq, c.flips);
            let e = self
                .end_tt
                .probe(cp, co)
                .filter(|e| selective || e.depth & SELECTIVE == 0)?;
            let v = -i32::from(e.upper);
            (v >= beta).then_some(v)
        })
    }

    /// A few empties: squares in odd quadrants first, and flips computed only for the
    /// squares actually tried (no move generator, no move list).
    fn solve_parity(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> i32 {
        let odd = odd_quadrant_squares(empty);
        let mut best = -EXACT_BOUND;
        let mut a = alpha;
        for set in by_priority(empty, odd) {
            let mut squares = set;
            while squares != 0 {
                let sq = squares.trailing_zeros();
                squares &= squares - 1;
                let f = flips(p, o, sq);
                if f == 0 {
                    continue;
                }
                let (cp, co) = child(p, o, sq as u8, f);
                let v = -self.solve(cp, co, -beta, -a, false);
                if v > best {
                    best = v;
                    if v > a {
                        a = v;
                        if a >= beta {
                            return best;
                        }
                    }
                }
            }
        }
        if best == -EXACT_BOUND {
            if passed {
                return final_score(p, o);
            }
            return -self.solve(o, p, -beta, -alpha, true);
        }
        best
    }

    /// The last four empties or fewer: no move generator, parity-ordered squares.
    fn solve_few(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> i32 {
        let mut squares = [0u32; 4];
        let mut n = 0;
        for mut e in by_priority(empty, odd_quadrant_squares(empty)) {
            while e != 0 {
                squares[n] = e.trailing_zeros();
                e &= e - 1;
                n += 1;
            }
        }
        match n {
            0 => {
                self.nodes += 1;
                final_score(p, o)
            }
            1 => {
                self.nodes += 1;
                solve1(p, o, squares[0])
            }
            2 => self.solve2(p, o, alpha, beta, squares[0], squares[1], passed),
            _ => self.solve_n(p, o, alpha, beta, &squares[..n], passed),
        }
    }

    /// Three or four empties, tried in the given order.
    fn solve_n(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        squares: &[u32],
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best = -EXACT_BOUND;
        let mut a = alpha;
        for (i, &sq) in squares.iter().enumerate() {
            let f = flips(p, o, sq);
            if f == 0 {
                continue;
            }
            let mut rest = [0u32; 3];
            let mut k = 0;
            for (j, &s) in squares.iter().enumerate() {
                if j != i {
                    rest[k] = s;
                    k += 1;
                }
            }
            let (cp, co) = child(p, o, sq as u8, f);
            let v = if k == 2 {
                -self.solve2(cp, co, -beta, -a, rest[0], rest[1], false)
            } else {
                -self.solve_n(cp, co, -beta, -a, &rest[..k], false)
            };
            if v > best {
                best = v;
                if v > a {
                    a = v;
                    if a >= beta {
                        return best;
                    }
                }
            }
        }
        if best == -EXACT_BOUND {
            if passed {
                return final_score(p, o);
            }
            return -self.solve_n(o, p, -beta, -alpha, squares, true);
        }
        best
    }

    /// Two empties.
    #[allow(clippy::too_many_arguments)]
    fn solve2(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        x1: u32,
        x2: u32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let mut best = -EXACT_BOUND;
        let f = flips(p, o, x1);
        if f != 0 {
            let (cp, co) = child(p, o, x1 as u8, f);
            best = -solve1(cp, co, x2);
            if best >= beta {
                return best;
            }
        }
        let f = flips(p, o, x2);
        if f != 0 {
            let (cp, co) = child(p, o, x2 as u8, f);
            best = best.max(-solve1(cp, co, x1));
        }
        if best == -EXACT_BOUND {
            if passed {
                return final_score(p, o);
            }
            return -self.solve2(o, p, -beta, -alpha, x1, x2, true);
        }
        best
    }
}

/// The exact score with one empty square `sq` left, `p` to move.
#[inline]
fn solve1(p: u64, o: u64, sq: u32) -> i32 {
    let diff = 2 * p.count_ones() as i32 - 63;
    let n = count_last_flips(p, sq) as i32;
    if n != 0 {
        return diff + 2 * n + 1;
    }
    let n = count_last_flips(o, sq) as i32;
    if n != 0 {
        return diff - 2 * n - 1;
    }
    if diff > 0 {
        diff + 1
    } else {
        diff - 1
    }
}
