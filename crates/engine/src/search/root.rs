//! The root of a search: iterative deepening with aspiration windows, the exact solve, and
//! the level's controlled randomness.

use super::context::Context;
use super::line::{principal_line, Line};
use super::midgame::INF;
use super::movelist::{Candidate, MoveList};
use super::ordering::order_by_mobility;
use super::ready::ready;
use super::tt::NO_MOVE;
use super::value::{move_value, to_discs, Mode, RootMode};
use super::window::{Aspiration, EXACT_BOUND};
use crate::eval::SCALE;
use crate::masks::{child, final_score};
use crate::movegen::legal_moves;
use crate::search::probcut;
use std::future::Future;
use web_time::{Duration, Instant};

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
    /// Score in evaluation units: an exact solve's discs times `SCALE`.
    pub score: i32,
    /// Best move's square index.
    pub sq: u8,
}

impl Iteration {
    /// The score in whole discs (rounded half away from zero; exact for a solve).
    pub fn discs(&self) -> i32 {
        to_discs(self.score)
    }
}

/// One move's value found by [`RootSearch::move_values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move's index in the list asked about.
    pub index: usize,
    /// Its value.
    pub value: i32,
    /// The nodes its own search took: what the move costs to search.
    pub cost: u64,
    /// The nodes searched so far in all.
    pub total: u64,
    /// The move's principal line, the move first ([`principal_line`]).
    pub line: Line,
}

/// The legal moves at the root, best first after each iteration.
pub struct RootMoves {
    moves: Vec<Candidate>,
}

impl RootMoves {
    /// The legal moves of `p` against `o`, in cheap fastest-first order.
    pub fn new(p: u64, o: u64) -> RootMoves {
        let mut list = MoveList::empty();
        list.fill(p, o, legal_moves(p, o));
        order_by_mobility(list.rest_mut(), p, o, NO_MOVE);
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

    /// Moves the move at `index` to the front, the others keeping their order.
    pub fn promote(&mut self, index: usize) {
        self.moves[..=index].rotate_right(1);
    }
}

/// A search of the root moves, one window at a time: the serial [`Context`] and the parallel
/// scheduler both provide it, so that the iterative deepening and the exact root solve are
/// written once, in [`deepen`] and [`solve_at_root`]. Its futures wait only for a transport
/// that waits (the serial search never does).
pub trait RootSearch {
    /// Principal-variation search over `root`'s moves of `p` against `o` within
    /// `alpha..beta` (fail-soft), the best move promoted to the front; `None` if stopped.
    fn root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> impl Future<Output = Option<i32>>;

    /// The fail-soft value of each of `moves` in `mode` within `alpha..beta`, in order;
    /// `None` if stopped.
    fn window_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[Candidate],
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> impl Future<Output = Option<Vec<i32>>>;

    /// The value of each of `moves` (each with its guess) in `mode`, each searched alone in
    /// windows around its guess; `on_value` hears each value as it is found, in any order.
    /// `false` if a limit stopped it before all were found.
    fn move_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[(Candidate, Option<i32>)],
        mode: RootMode,
        on_value: &mut dyn FnMut(Found),
    ) -> impl Future<Output = bool>;

    /// Nodes searched since the search started.
    fn nodes(&self) -> u64;

    /// Looks at the limits now; true once one is reached.
    fn limit_reached(&mut self) -> bool;

    /// Whether a further `nodes` nodes taking `time` would end within the limits.
    fn can_afford(&self, nodes: u64, time: Duration) -> bool;

    /// Drops the node limit, keeping the clock and the stop flag.
    fn lift_node_limit(&mut self);
}

impl RootSearch for Context {
    async fn root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let v = match mode {
            RootMode::Midgame(depth) => self.midgame_root(p, o, root, depth, alpha, beta),
            RootMode::Solve(t) => self.solve_root_window(p, o, root, alpha, beta, t),
        };
        (!self.aborted).then_some(v)
    }

    async fn window_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[Candidate],
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> Option<Vec<i32>> {
        let mut values = Vec::with_capacity(moves.len());
        for c in moves {
            let (cp, co) = child(p, o, c.sq, c.flips);
            let v = -Mode::of(mode).child_score(self, cp, co, -beta, -alpha);
            if self.aborted {
                return None;
            }
            values.push(v);
        }
        Some(values)
    }

    async fn move_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[(Candidate, Option<i32>)],
        mode: RootMode,
        on_value: &mut dyn FnMut(Found),
    ) -> bool {
        for (index, (c, guess)) in moves.iter().enumerate() {
            let before = self.nodes;
            let Some(value) = move_value(self, Mode::of(mode), p, o, c, *guess) else {
                return false;
            };
            let cost = self.nodes - before;
            let line = principal_line(self, Mode::of(mode), (p, o), c.sq, value);
            on_value(Found {
                index,
                value,
                cost,
                total: self.nodes,
                line,
            });
        }
        true
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn limit_reached(&mut self) -> bool {
        self.check();
        self.aborted
    }

    fn can_afford(&self, nodes: u64, time: Duration) -> bool {
        Context::can_afford(self, nodes, time)
    }

    fn lift_node_limit(&mut self) {
        Context::lift_node_limit(self)
    }
}

/// Iterative deepening of `search` up to `max_depth`, stopping early once `soft_nodes` are
/// spent or when the next depth would not finish within the search's limits: an iteration
/// the limits cut short is wasted, as its moves are not all searched.
///
/// Calls `report` after each completed depth; returns the last completed iteration.
pub async fn deepen<S: RootSearch>(
    search: &mut S,
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
        let (start_nodes, start_time) = (search.nodes(), Instant::now());
        let guess = last.filter(|_| depth > 2).map(|it| it.score);
        let (mut alpha, mut beta) = aspiration.first(guess);
        let mut misses = 0;
        let score = loop {
            let mode = RootMode::Midgame(depth);
            let Some(v) = search.root_window(p, o, root, mode, alpha, beta).await else {
                return last;
            };
            misses += 1;
            match aspiration.next(alpha, beta, v, misses) {
                None => break v,
                Some(window) => (alpha, beta) = window,
            }
        };
        let it = Iteration {
            depth,
            score,
            sq: root.moves[0].sq,
        };
        last = Some(it);
        report(&it, search.nodes());
        // The next depth costs about this one times the growth from the last one to it.
        let nodes = search.nodes() - start_nodes;
        let growth = if previous_nodes > 0 {
            (nodes as f64 / previous_nodes as f64).clamp(MIN_GROWTH, MAX_GROWTH)
        } else {
            MAX_GROWTH
        };
        previous_nodes = nodes;
        let next_nodes = (nodes as f64 * growth) as u64;
        let next_time = start_time.elapsed().mul_f64(growth);
        if search.limit_reached()
            || search.nodes() >= soft_nodes
            || !search.can_afford(next_nodes, next_time)
        {
            break;
        }
    }
    last
}

/// The exact score and best move of `p` to move (who has a move), with root moves tried in
/// `root`'s order and windows around `guess` (in discs), forward-pruning at `selective`
/// standard deviations (0: exact). `None` if a limit stopped it.
pub async fn solve_at_root<S: RootSearch>(
    search: &mut S,
    p: u64,
    o: u64,
    root: &mut RootMoves,
    guess: i32,
    selective: f32,
) -> Option<Iteration> {
    let aspiration = Aspiration::exact(MAX_SOLVE_RETRIES);
    let (mut alpha, mut beta) = aspiration.first(Some(guess));
    let mut misses = 0;
    let score = loop {
        let mode = RootMode::Solve(selective);
        let v = search.root_window(p, o, root, mode, alpha, beta).await?;
        misses += 1;
        match aspiration.next(alpha, beta, v, misses) {
            None => break v,
            Some(window) => (alpha, beta) = window,
        }
    };
    Some(Iteration {
        depth: (!(p | o)).count_ones(),
        score: score * SCALE,
        sq: root.moves[0].sq,
    })
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

    /// [`deepen`] of this context alone.
    pub fn iterate(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        max_depth: u32,
        soft_nodes: u64,
        report: &mut dyn FnMut(&Iteration, u64),
    ) -> Option<Iteration> {
        ready(deepen(self, p, o, root, max_depth, soft_nodes, report))
    }

    /// The exact score and best move of `p` to move against `o` ([`solve_at_root`] of this
    /// context alone), a pass included. `None` if a limit stopped it.
    pub fn solve_root(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        guess: i32,
    ) -> Option<Iteration> {
        if root.is_empty() {
            let score = if legal_moves(o, p) == 0 {
                final_score(p, o)
            } else {
                -self.solve(o, p, -EXACT_BOUND, EXACT_BOUND, true)
            };
            return (!self.aborted).then_some(Iteration {
                depth: (!(p | o)).count_ones(),
                score: score * SCALE,
                sq: NO_MOVE,
            });
        }
        ready(solve_at_root(self, p, o, root, guess, probcut::OFF))
    }

    fn solve_root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        alpha: i32,
        beta: i32,
        t: f32,
    ) -> i32 {
        self.pvs_root(
            p,
            o,
            root,
            alpha,
            beta,
            -EXACT_BOUND,
            |ctx, cp, co, a, b| ctx.solve_pruned(cp, co, a, b, false, t),
        )
    }
}
