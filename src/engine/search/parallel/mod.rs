//! One search on several workers: the root's moves are split among them and their values
//! merged as principal-variation search does serially ([`split`]).
//!
//! The scheduler ([`Parallel`]) is written once against a small [`Transport`] that carries
//! [`Task`]s to workers and their [`Outcome`]s back: native threads ([`threads`]) or, in the
//! browser, Web Workers. Workers share no memory (the browser's cannot), so each keeps its
//! own tables; a root move goes back, search after search and depth after depth, to the
//! worker that searched it last, whose tables know its subtree.

pub mod split;
pub mod threads;

use super::context::{Context, Limits};
use super::midgame::INF;
use super::root::{RootMode, RootMoves, RootSearch};
use super::window::EXACT_BOUND;
use crate::engine::masks::child;
use crate::engine::movegen::flips;
use serde::{Deserialize, Serialize};
use split::RootSplit;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use web_time::Duration;

/// One root move to search: what a worker is sent.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Task {
    /// The search it belongs to: a worker clears its tables when this changes.
    pub search: u32,
    /// Unique among all tasks of one scheduler.
    pub id: u32,
    /// The root position: the side to move's discs…
    pub p: u64,
    /// …and the opponent's.
    pub o: u64,
    /// The root move's square index.
    pub sq: u8,
    /// How deeply to search it.
    pub mode: RootMode,
    /// Multi-ProbCut's threshold for midgame searches (0: none).
    pub probcut: f32,
    /// The window's lower bound, from the root's view.
    pub alpha: i32,
    /// The window's upper bound.
    pub beta: i32,
    /// Milliseconds the task may take.
    pub ms: u64,
    /// Nodes the task may take.
    pub nodes: u64,
}

/// A task's result, from the root's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The task's id.
    pub id: u32,
    /// Its fail-soft value within the task's window; `None` if stopped first.
    pub value: Option<i32>,
    /// Nodes it searched.
    pub nodes: u64,
}

/// Carries tasks to a fixed number of workers and their outcomes back.
pub trait Transport {
    /// How many workers there are.
    fn size(&self) -> usize;

    /// Gives `task` to `worker`, which is idle.
    fn send(&mut self, worker: usize, task: Task);

    /// Asks `worker` to stop task `id` soon; its outcome (value `None`) still comes back.
    fn cancel(&mut self, worker: usize, id: u32);

    /// The next outcome and its worker, or `None` if none came within a short while (the
    /// scheduler then looks at its limits and waits again).
    fn receive(&mut self) -> impl Future<Output = Option<(usize, Outcome)>>;
}

/// A worker's side: its own tables, kept between the tasks of one search.
pub struct Worker {
    ctx: Context,
    search: Option<u32>,
}

impl Worker {
    /// A worker with tables of `2^bits` entries each.
    pub fn new(bits: u32) -> Worker {
        Worker {
            ctx: Context::new(bits),
            search: None,
        }
    }

    /// The flag that stops the task running (its owner clears it before each task).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.ctx.stop_flag()
    }

    /// Searches `task`'s move.
    pub fn run(&mut self, task: &Task) -> Outcome {
        let ctx = &mut self.ctx;
        let fresh = self.search != Some(task.search);
        self.search = Some(task.search);
        ctx.begin(Limits::new(task.nodes, task.ms), fresh);
        ctx.probcut_t = task.probcut;
        let (cp, co) = child(
            task.p,
            task.o,
            task.sq,
            flips(task.p, task.o, task.sq.into()),
        );
        let v = match task.mode {
            RootMode::Midgame(depth) => {
                -ctx.midgame(cp, co, depth.max(1) - 1, -task.beta, -task.alpha, false)
            }
            RootMode::Solve(t) => {
                ctx.end_probcut_t = t;
                -ctx.solve(cp, co, -task.beta, -task.alpha, false)
            }
        };
        Outcome {
            id: task.id,
            value: (!ctx.aborted).then_some(v),
            nodes: ctx.nodes,
        }
    }
}

/// The scheduler: a [`RootSearch`] whose root moves are searched by a transport's workers.
pub struct Parallel<T: Transport> {
    transport: T,
    search: u32,
    next_id: u32,
    /// The task each worker is running, if any (a cancelled one until its outcome is back).
    busy: Vec<Option<u32>>,
    /// The worker that last searched each square's move in this search.
    home: [Option<usize>; 64],
    nodes: u64,
    limits: Limits,
    probcut: f32,
    stop: Arc<AtomicBool>,
    aborted: bool,
}

/// A running task of one root window: its id, worker and root move's index.
struct Running {
    id: u32,
    worker: usize,
    index: usize,
}

impl<T: Transport> Parallel<T> {
    /// A scheduler over `transport`, stopped early when `stop` is set.
    pub fn new(transport: T, stop: Arc<AtomicBool>) -> Parallel<T> {
        Parallel {
            busy: vec![None; transport.size()],
            transport,
            search: 0,
            next_id: 0,
            home: [None; 64],
            nodes: 0,
            limits: Limits::none(),
            probcut: 0.0,
            stop,
            aborted: false,
        }
    }

    /// How many workers search.
    pub fn workers(&self) -> usize {
        self.transport.size()
    }

    /// Starts a new search within `limits`, midgame searches pruning at `probcut` standard
    /// deviations: the workers will clear their tables, and the stop flag is cleared.
    pub fn start(&mut self, limits: Limits, probcut: f32) {
        self.search = self.search.wrapping_add(1);
        self.home = [None; 64];
        self.nodes = 0;
        self.limits = limits;
        self.probcut = probcut;
        self.stop.store(false, Ordering::Relaxed);
        self.aborted = false;
    }

    fn check(&mut self) -> bool {
        if self.limits.reached(self.nodes) || self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        self.aborted
    }

    /// Runs `split` over the moves of `root` to its end; `false` if a limit stopped it.
    async fn run(
        &mut self,
        p: u64,
        o: u64,
        root: &RootMoves,
        mode: RootMode,
        split: &mut RootSplit,
    ) -> bool {
        let moves = root.candidates();
        let mut running: Vec<Running> = Vec::new();
        loop {
            if split.finished() || self.check() {
                for r in &running {
                    self.transport.cancel(r.worker, r.id);
                }
                return !self.aborted;
            }
            for worker in 0..self.busy.len() {
                if self.busy[worker].is_some() {
                    continue;
                }
                let home = &self.home;
                let Some((index, alpha, beta)) =
                    split.next(|i| home[usize::from(moves[i].sq)].is_none_or(|w| w == worker))
                else {
                    break;
                };
                let sq = moves[index].sq;
                self.home[usize::from(sq)] = Some(worker);
                let id = self.next_id;
                self.next_id = self.next_id.wrapping_add(1);
                let ms = self.limits.ms_left();
                self.transport.send(
                    worker,
                    Task {
                        search: self.search,
                        id,
                        p,
                        o,
                        sq,
                        mode,
                        probcut: self.probcut,
                        alpha,
                        beta,
                        ms,
                        nodes: self.limits.nodes.saturating_sub(self.nodes),
                    },
                );
                self.busy[worker] = Some(id);
                running.push(Running { id, worker, index });
            }
            let Some((worker, outcome)) = self.transport.receive().await else {
                continue;
            };
            self.nodes += outcome.nodes;
            if self.busy[worker] == Some(outcome.id) {
                self.busy[worker] = None;
            }
            let Some(at) = running.iter().position(|r| r.id == outcome.id) else {
                continue;
            };
            let r = running.swap_remove(at);
            match outcome.value {
                Some(v) => split.settle(r.index, v),
                None => split.retry(r.index),
            }
        }
    }
}

/// Scores start below every score of the mode.
fn floor(mode: RootMode) -> i32 {
    match mode {
        RootMode::Midgame(_) => -INF,
        RootMode::Solve(_) => -EXACT_BOUND,
    }
}

impl<T: Transport> RootSearch for Parallel<T> {
    async fn root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let mut split = RootSplit::pvs(root.candidates().len(), alpha, beta, floor(mode));
        if !self.run(p, o, root, mode, &mut split).await {
            return None;
        }
        let (value, index) = split.best();
        if let Some(i) = index {
            root.promote(i);
        }
        Some(value)
    }

    async fn score_all(
        &mut self,
        p: u64,
        o: u64,
        root: &RootMoves,
        depth: u32,
    ) -> Option<Vec<(u8, i32)>> {
        let mode = RootMode::Midgame(depth);
        let mut split = RootSplit::every(root.candidates().len(), -INF, INF, floor(mode));
        if !self.run(p, o, root, mode, &mut split).await {
            return None;
        }
        let values = split.values()?;
        Some(root.candidates().iter().map(|c| c.sq).zip(values).collect())
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn limit_reached(&mut self) -> bool {
        self.check()
    }

    fn can_afford(&self, nodes: u64, time: Duration) -> bool {
        self.limits.affords(self.nodes, nodes, time)
    }

    fn lift_node_limit(&mut self) {
        self.limits.nodes = u64::MAX;
        self.aborted = false;
        self.check();
    }
}
