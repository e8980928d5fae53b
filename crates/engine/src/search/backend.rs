//! Where a search runs: every operation (a move, a draw verdict, hints, a review, an
//! evaluation) is written once against a [`Backend`], which is this thread ([`Context`]),
//! native threads, or, in the browser, Web Workers (both a [`Parallel`] scheduler).

use super::context::{Context, Limits};
use super::judge::{Job, Judgement};
use super::movelist::Candidate;
use super::parallel::judge_after;
use super::parallel::threads::Threads;
use super::parallel::{Parallel, Transport};
use super::root::{Found, RootMoves, RootSearch};
use super::value::RootMode;
use std::future::Future;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use web_time::Duration;

/// A [`RootSearch`] that can be started: what every search operation runs on.
pub trait Backend: RootSearch {
    /// Starts a new search within `limits`, midgame searches pruning at `probcut` standard
    /// deviations: clears the tables and the stop flag.
    fn start(&mut self, limits: Limits, probcut: f32);

    /// Judges each of `jobs` ([`judge_position`]); `on_judged` hears each judgement (by
    /// index) as it comes, in any order. `false` if a limit stopped it before all were judged.
    fn judge_all(
        &mut self,
        jobs: &[Job],
        on_judged: &mut dyn FnMut(usize, Judgement),
    ) -> impl Future<Output = bool>;
}

impl Backend for Context {
    fn start(&mut self, limits: Limits, probcut: f32) {
        Context::start(self, limits, probcut)
    }

    /// In order, each after the one before ([`judge_after`]).
    async fn judge_all(
        &mut self,
        jobs: &[Job],
        on_judged: &mut dyn FnMut(usize, Judgement),
    ) -> bool {
        let mut previous = None;
        for (i, job) in jobs.iter().enumerate() {
            match judge_after(self, previous.as_ref(), job) {
                Some(judgement) => on_judged(i, judgement),
                None => return false,
            }
            previous = Some(*job);
        }
        true
    }
}

impl<T: Transport> Backend for Parallel<T> {
    fn start(&mut self, limits: Limits, probcut: f32) {
        Parallel::start(self, limits, probcut)
    }

    async fn judge_all(
        &mut self,
        jobs: &[Job],
        on_judged: &mut dyn FnMut(usize, Judgement),
    ) -> bool {
        Parallel::judge_all(self, jobs, on_judged).await
    }
}

/// The native backend: this thread alone, or several threads sharing their tables.
pub enum Local {
    /// The caller's thread.
    Serial(Context),
    /// Native threads, which search the root's moves side by side.
    Threads(Box<Parallel<Threads>>),
}

impl Local {
    /// `threads` threads, each with tables of `2^bits` entries; one thread, or a target
    /// without threads, is the caller's thread alone.
    pub fn new(threads: usize, bits: u32) -> Local {
        Local::spawn(threads, bits, Threads::spawn)
    }

    /// As [`Local::new`], the threads keeping tables of their own, as the browser's workers.
    pub fn apart(threads: usize, bits: u32) -> Local {
        Local::spawn(threads, bits, Threads::spawn_apart)
    }

    fn spawn(
        threads: usize,
        bits: u32,
        spawn: fn(usize, u32) -> std::io::Result<Threads>,
    ) -> Local {
        if threads > 1 {
            if let Ok(pool) = spawn(threads, bits) {
                let stop = Arc::new(AtomicBool::new(false));
                return Local::Threads(Box::new(Parallel::new(pool, stop)));
            }
        }
        Local::Serial(Context::new(bits))
    }

    /// How many threads search.
    pub fn threads(&self) -> usize {
        match self {
            Local::Serial(_) => 1,
            Local::Threads(pool) => pool.workers(),
        }
    }

    /// The flag that stops the running search when set.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        match self {
            Local::Serial(ctx) => ctx.stop_flag(),
            Local::Threads(pool) => pool.stop_flag(),
        }
    }
}

impl Backend for Local {
    fn start(&mut self, limits: Limits, probcut: f32) {
        match self {
            Local::Serial(ctx) => ctx.start(limits, probcut),
            Local::Threads(pool) => pool.start(limits, probcut),
        }
    }

    async fn judge_all(
        &mut self,
        jobs: &[Job],
        on_judged: &mut dyn FnMut(usize, Judgement),
    ) -> bool {
        match self {
            Local::Serial(ctx) => Backend::judge_all(ctx, jobs, on_judged).await,
            Local::Threads(pool) => pool.judge_all(jobs, on_judged).await,
        }
    }
}

impl RootSearch for Local {
    async fn root_window(
        &mut self,
        p: u64,
        o: u64,
        root: &mut RootMoves,
        mode: RootMode,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        match self {
            Local::Serial(ctx) => ctx.root_window(p, o, root, mode, alpha, beta).await,
            Local::Threads(pool) => pool.root_window(p, o, root, mode, alpha, beta).await,
        }
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
        match self {
            Local::Serial(ctx) => ctx.window_values(p, o, moves, mode, alpha, beta).await,
            Local::Threads(pool) => pool.window_values(p, o, moves, mode, alpha, beta).await,
        }
    }

    async fn move_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[(Candidate, Option<i32>)],
        mode: RootMode,
        on_value: &mut dyn FnMut(Found),
    ) -> bool {
        match self {
            Local::Serial(ctx) => ctx.move_values(p, o, moves, mode, on_value).await,
            Local::Threads(pool) => pool.move_values(p, o, moves, mode, on_value).await,
        }
    }

    fn nodes(&self) -> u64 {
        match self {
            Local::Serial(ctx) => RootSearch::nodes(ctx),
            Local::Threads(pool) => pool.nodes(),
        }
    }

    fn limit_reached(&mut self) -> bool {
        match self {
            Local::Serial(ctx) => RootSearch::limit_reached(ctx),
            Local::Threads(pool) => pool.limit_reached(),
        }
    }

    fn can_afford(&self, nodes: u64, time: Duration) -> bool {
        match self {
            Local::Serial(ctx) => RootSearch::can_afford(ctx, nodes, time),
            Local::Threads(pool) => pool.can_afford(nodes, time),
        }
    }

    fn lift_node_limit(&mut self) {
        match self {
            Local::Serial(ctx) => RootSearch::lift_node_limit(ctx),
            Local::Threads(pool) => pool.lift_node_limit(),
        }
    }
}
