//! The root of a search: iterative deepening with aspiration windows, the exact solve, and
//! the level's controlled randomness.

use super::context::Context;
use super::midgame::INF;
use super::movelist::{Candidate, MoveList};
use super::tt::NO_MOVE;
use super::window::{Aspiration, EXACT_BOUND};
use crate::engine::eval::SCALE;
use crate::engine::masks::{child, final_score};
use crate::engine::movegen::legal_moves;
use web_time::Instant;

/// First half-width of an aspiration window, in evaluation units.
const ASPIRATION: i32 = SCALE / 2;

/// Re-searches with a widened window before the full window.
const MAX_RETRIES: u32 = 2;

/// Bounds on the factor by which one depth's nodes exceed the previous depth's, as assumed
/// when predicting whether the next depth will finish: the measured factor swings with the
/// parity of the depth and with the root's move ordering.
const MIN_GROWTH: f64 = 1.5;
const MAX_GROWTH: f64 = 6.0;

/// Narrowed windows of a solve before the full window; an exact solve settles in far fewer
/// (each fail-soft bound is proved), so only a pruned presearch ever reaches it.
const MAX_SOLVE_RETRIES: u32 = 16;

/// One completed iteration: its depth, score and best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// Plies searched (empties for an exact solve).
    pub depth: u32,
    /// Score in evaluation units (midgame) or discs (exact).
    pub score: i32,
    /// Best move's square index.
    pub sq: u8,
}

/// The legal moves at the root, best first after each iteration.
pub struct RootMoves {
    moves: Vec<Candidate>,
}

impl RootMoves {
    /// The legal moves of `p` against `o`, in cheap fastest-first order.
    pub fn new(ctx: &mut Context, p: u64, o: u64) -> RootMoves {
        let mut list = MoveList::new(p, o, legal_moves(p, o));
        ctx.order(&mut list, p, o, 1, NO_MOVE);
        list.sort();
        RootMoves {
            moves: list.items().to_vec(),
        }
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The move currently ranked first.
    pub fn first(&self) -> Option<u8> {
        self.moves.first().map(|c| c.sq)
    }

    /// The candidates, in order.
    pub fn candidates(&self) -> &[Candidate] {
        &self.moves
    }

    fn promote(&mut self, index: usize) {
        self.moves[..=index].rotate_right(1);
    }
}

impl Context {
    /// One root search of the midgame at `depth` within `alpha..beta`; the best move moves first.
    fn midgame_root(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pvs_root(p, o, root, alpha, beta, -INF, |ctx, cp, co, a, b| {
            ctx.midgame(cp, co, depth - 1, a, b, false)
        })
    }

    /// Principal-variation search over the root moves with `search` scoring each child from
    /// the child's side; the midgame and the exact solver share it. Scores start at `floor`.
    #[allow(clippy::too_many_arguments)]
    fn pvs_root(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        alpha: i32,
        beta: i32,
        floor: i32,
        search: impl Fn(&mut Context, u64, u64, i32, i32) -> i32,
    ) -> i32 {
        let mut best = floor;
        let mut a = alpha;
        for i in 0..root.moves.len() {
            let c = root.moves[i];
            let (cp, co) = child(p, o, c.sq, c.flips);
            let v = if i == 0 {
                -search(self, cp, co, -beta, -a)
            } else {
                let v = -search(self, cp, co, -a - 1, -a);
                if v > a && v < beta && !self.aborted {
                    -search(self, cp, co, -beta, -v)
                } else {
                    v
                }
            };
            if self.aborted {
                return best;
            }
            if v > best {
                best = v;
                root.promote(i);
                if v > a {
                    a = v;
                    if a >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Iterative deepening up to `max_depth`, stopping early once `soft_nodes` are spent or
    /// when the next depth would not finish within the search's limits: an iteration the
    /// limits cut short is wasted, as its moves are not all searched.
    ///
    /// Calls `report` after each completed depth; returns the last completed iteration.
    pub fn iterate(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        max_depth: u32,
        soft_nodes: u64,
        report: &mut dyn FnMut(&Iteration, u64),
    ) -> Option<Iteration> {
        let empties = (!(p | o)).count_ones();
        let mut last: Option<Iteration> = None;
        let mut previous_nodes = 0;
        let aspiration = Aspiration::midgame(ASPIRATION, MAX_RETRIES);
        for depth in 1..=max_depth.min(empties).max(1) {
            let (start_nodes, start_time) = (self.nodes, Instant::now());
            let guess = last.filter(|_| depth > 2).map(|it| it.score);
            let Some(score) = aspiration.run(guess, |alpha, beta| {
                let v = self.midgame_root(p, o, root, depth, alpha, beta);
                (!self.aborted).then_some(v)
            }) else {
                return last;
            };
            let it = Iteration {
                depth,
                score,
                sq: root.moves[0].sq,
            };
            last = Some(it);
            report(&it, self.nodes);
            self.check();
            // The next depth costs about this one times the growth from the last one to it.
            let nodes = self.nodes - start_nodes;
            let growth = if previous_nodes > 0 {
                (nodes as f64 / previous_nodes as f64).clamp(MIN_GROWTH, MAX_GROWTH)
            } else {
                MAX_GROWTH
            };
            previous_nodes = nodes;
            let next_nodes = (nodes as f64 * growth) as u64;
            let next_time = start_time.elapsed().mul_f64(growth);
            if self.aborted || self.nodes >= soft_nodes || !self.can_afford(next_nodes, next_time) {
                break;
            }
        }
        last
    }

    /// Scores every root move at `depth` with a full window, for choosing among near-best moves.
    pub fn score_all(
        &mut self,
        p: u64,
        o: u64,
        root: &RootMoves,
        depth: u32,
    ) -> Option<Vec<(u8, i32)>> {
        let mut scores = Vec::with_capacity(root.moves.len());
        for c in &root.moves {
            let (cp, co) = child(p, o, c.sq, c.flips);
            let v = -self.midgame(cp, co, depth.max(1) - 1, -INF, INF, false);
            if self.aborted {
                return None;
            }
            scores.push((c.sq, v));
        }
        Some(scores)
    }

    /// The exact score and best move of `p` to move, with root moves tried in `root`'s order
    /// and an aspiration window around `guess` (in discs). `None` if a limit stopped it.
    pub fn solve_root(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        guess: i32,
    ) -> Option<Iteration> {
        let empties = (!(p | o)).count_ones();
        if root.is_empty() {
            let score = if legal_moves(o, p) == 0 {
                final_score(p, o)
            } else {
                -self.solve(o, p, -EXACT_BOUND, EXACT_BOUND, true)
            };
            return (!self.aborted).then_some(Iteration {
                depth: empties,
                score,
                sq: NO_MOVE,
            });
        }
        let aspiration = Aspiration::exact(MAX_SOLVE_RETRIES);
        let score = aspiration.run(Some(guess), |alpha, beta| {
            let v = self.solve_root_window(p, o, root, alpha, beta);
            (!self.aborted).then_some(v)
        })?;
        Some(Iteration {
            depth: empties,
            score,
            sq: root.moves[0].sq,
        })
    }

    fn solve_root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pvs_root(
            p,
            o,
            root,
            alpha,
            beta,
            -EXACT_BOUND,
            |ctx, cp, co, a, b| ctx.solve(cp, co, a, b, false),
        )
    }
}
