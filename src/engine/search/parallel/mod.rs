//! One search on several workers: the root's moves are split among them and their values
//! merged as principal-variation search does serially ([`split`]).
//!
//! The scheduler ([`Parallel`]) is written once against a small [`Transport`] that carries
//! [`Task`]s to workers and their [`TaskResult`]s back: native threads ([`threads`]) or, in the
//! browser, Web Workers. Web Workers share no memory, so each keeps its own tables; a root
//! move goes back, search after search and depth after depth, to the worker that searched it
//! last, whose tables know its subtree. Native threads share their tables
//! ([`Transport::shares_tables`]): a thread with nothing waiting then helps with a running
//! move, and the searches split the moves of each node between the threads inside it
//! ([`super::busy`]).

pub mod split;
pub mod threads;

use super::context::{Context, Limits, Shared};
use super::midgame::INF;
use super::movelist::Candidate;
use super::root::{RootMoves, RootSearch};
use super::value::{move_value, Mode, RootMode};
use super::window::EXACT_BOUND;
use crate::engine::masks::child;
use crate::engine::movegen::flips;
use crate::engine::search::probcut;
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
    /// What to find out about the move.
    pub ask: Ask,
    /// Milliseconds the task may take.
    pub ms: u64,
    /// Nodes the task may take.
    pub nodes: u64,
}

/// What a task finds out about its move, from the root's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Its fail-soft value within `alpha..beta`.
    Window {
        /// The window's lower bound.
        alpha: i32,
        /// The window's upper bound.
        beta: i32,
    },
    /// Its value, in windows around `guess` (the full window without one).
    Value {
        /// The expected value, in the mode's units.
        guess: Option<i32>,
    },
}

/// A task's result, from the root's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskResult {
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

    /// Whether the workers share their tables, so that two of them searching one move split
    /// its work rather than repeat it (native threads; Web Workers cannot).
    fn shares_tables(&self) -> bool {
        false
    }

    /// Gives `task` to `worker`, which is idle.
    fn send(&mut self, worker: usize, task: Task);

    /// Asks `worker` to stop task `id` soon; its outcome (value `None`) still comes back.
    fn cancel(&mut self, worker: usize, id: u32);

    /// The next outcome and its worker, or `None` if none came within a short while (the
    /// scheduler then looks at its limits and waits again).
    fn receive(&mut self) -> impl Future<Output = Option<(usize, TaskResult)>>;
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

    /// One of several native threads' workers, searching with the tables of `shared`.
    pub fn sharing(shared: &Shared) -> Worker {
        Worker {
            ctx: Context::sharing(shared),
            search: None,
        }
    }

    /// The flag that stops the task running (its owner clears it before each task).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.ctx.stop_flag()
    }

    /// Searches `task`'s move.
    pub fn run(&mut self, task: &Task) -> TaskResult {
        let ctx = &mut self.ctx;
        let fresh = self.search != Some(task.search);
        self.search = Some(task.search);
        if fresh {
            ctx.clear_for(task.search);
        }
        ctx.begin(Limits::new(task.nodes, task.ms), task.probcut);
        let c = Candidate {
            sq: task.sq,
            flips: flips(task.p, task.o, task.sq.into()),
            key: 0,
        };
        let (cp, co) = child(task.p, task.o, c.sq, c.flips);
        let value = match (task.ask, task.mode) {
            (Ask::Value { guess }, mode) => {
                move_value(ctx, Mode::of(mode), task.p, task.o, &c, guess)
            }
            (Ask::Window { alpha, beta }, RootMode::Midgame(depth)) => {
                Some(-ctx.midgame(cp, co, depth.max(1) - 1, -beta, -alpha, false))
            }
            (Ask::Window { alpha, beta }, RootMode::Solve(t)) => {
                Some(-ctx.solve_pruned(cp, co, -beta, -alpha, false, t))
            }
        };
        TaskResult {
            id: task.id,
            value: value.filter(|_| !ctx.aborted),
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
    /// How many of the workers this search uses (the first ones).
    width: usize,
    /// The worker that last searched each square's move in this search.
    home: [Option<usize>; 64],
    nodes: u64,
    limits: Limits,
    probcut: f32,
    stop: Arc<AtomicBool>,
    aborted: bool,
    /// Whether this search's tasks may start: workers sharing tables first wait until no
    /// task of an earlier search is still storing into them.
    settled: bool,
}

/// The tasks of one step of a search and what their results mean: [`RootSplit`] for a
/// root window, [`Values`] for the value of each move.
pub trait Plan {
    /// The next move to search and what to ask, marking it running; `prefer` tells the
    /// moves the idle worker's tables know.
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)>;
    /// Takes the value found for running move `i`, `nodes` having been searched so far.
    fn settle(&mut self, i: usize, v: i32, nodes: u64);
    /// Puts running move `i` back to wait.
    fn retry(&mut self, i: usize);
    /// Whether every result needed is in.
    fn finished(&self) -> bool;
}

impl Plan for RootSplit {
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)> {
        RootSplit::next(self, prefer).map(|(i, alpha, beta)| (i, Ask::Window { alpha, beta }))
    }
    fn settle(&mut self, i: usize, v: i32, _nodes: u64) {
        RootSplit::settle(self, i, v)
    }
    fn retry(&mut self, i: usize) {
        RootSplit::retry(self, i)
    }
    fn finished(&self) -> bool {
        RootSplit::finished(self)
    }
}

/// The value of each of a list of moves, each searched alone around its own guess.
pub struct Values<'a> {
    guesses: Vec<Option<i32>>,
    values: Vec<Option<i32>>,
    running: Vec<bool>,
    on_value: &'a mut dyn FnMut(usize, i32, u64),
}

impl<'a> Values<'a> {
    /// The values of moves with these guesses; `on_value` hears each as it comes, with the
    /// nodes searched so far.
    pub fn new(
        guesses: Vec<Option<i32>>,
        on_value: &'a mut dyn FnMut(usize, i32, u64),
    ) -> Values<'a> {
        let n = guesses.len();
        Values {
            guesses,
            values: vec![None; n],
            running: vec![false; n],
            on_value,
        }
    }
}

impl Plan for Values<'_> {
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)> {
        let waiting: Vec<usize> = (0..self.values.len())
            .filter(|&i| self.values[i].is_none() && !self.running[i])
            .collect();
        let &i = waiting.iter().find(|&&i| prefer(i)).or(waiting.first())?;
        self.running[i] = true;
        Some((
            i,
            Ask::Value {
                guess: self.guesses[i],
            },
        ))
    }
    fn settle(&mut self, i: usize, v: i32, nodes: u64) {
        self.running[i] = false;
        self.values[i] = Some(v);
        (self.on_value)(i, v, nodes);
    }
    fn retry(&mut self, i: usize) {
        self.running[i] = false;
    }
    fn finished(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}

/// A running task of one root window: its id, worker, root move's index and question.
struct Running {
    id: u32,
    worker: usize,
    index: usize,
    ask: Ask,
}

/// A move for an idle worker to help with when nothing waits: where workers share the
/// tables, the move searched by the fewest workers (the oldest of those).
fn help(running: &[Running], shared: bool) -> Option<(usize, Ask)> {
    if !shared {
        return None;
    }
    let copies = |i: usize| running.iter().filter(|r| r.index == i).count();
    running
        .iter()
        .min_by_key(|r| copies(r.index))
        .map(|r| (r.index, r.ask))
}

impl<T: Transport> Parallel<T> {
    /// A scheduler over `transport`, stopped early when `stop` is set.
    pub fn new(transport: T, stop: Arc<AtomicBool>) -> Parallel<T> {
        Parallel {
            busy: vec![None; transport.size()],
            width: transport.size(),
            transport,
            search: 0,
            next_id: 0,
            home: [None; 64],
            nodes: 0,
            limits: Limits::none(),
            probcut: probcut::OFF,
            stop,
            aborted: false,
            settled: false,
        }
    }

    /// How many workers search.
    pub fn workers(&self) -> usize {
        self.transport.size()
    }

    /// The flag that stops the running search when set.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Starts a new search within `limits`, midgame searches pruning at `probcut` standard
    /// deviations: the workers will clear their tables, and the stop flag is cleared. A
    /// search bounded by a node count (Advanced's; Beginner and Intermediate stop at a depth)
    /// runs on one worker: several would share its nodes out in the order their tasks end, and
    /// the same position and seed must always give the same move.
    pub fn start(&mut self, limits: Limits, probcut: f32) {
        self.width = if limits.nodes == u64::MAX {
            self.busy.len()
        } else {
            1
        };
        self.search = self.search.wrapping_add(1);
        self.home = [None; 64];
        self.nodes = 0;
        self.limits = limits;
        self.probcut = probcut;
        self.stop.store(false, Ordering::Relaxed);
        self.aborted = false;
        self.settled = !self.transport.shares_tables();
    }

    /// Waits for the stopped tasks of earlier searches, which end within a few thousand
    /// nodes: until then they may store values of their own search, deeper ones among them,
    /// into tables this search shares.
    async fn settle_tables(&mut self) {
        while !self.settled {
            if self.busy.iter().all(Option::is_none) {
                self.settled = true;
            } else if let Some((worker, outcome)) = self.transport.receive().await {
                if self.busy[worker] == Some(outcome.id) {
                    self.busy[worker] = None;
                }
            }
        }
    }

    fn check(&mut self) -> bool {
        if self.limits.reached(self.nodes) || self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        self.aborted
    }

    /// Runs `split` over `moves` of `p` against `o` to its end; `false` if a limit stopped it.
    async fn run(
        &mut self,
        p: u64,
        o: u64,
        moves: &[Candidate],
        mode: RootMode,
        split: &mut dyn Plan,
    ) -> bool {
        self.settle_tables().await;
        let mut running: Vec<Running> = Vec::new();
        loop {
            if split.finished() || self.check() {
                for r in &running {
                    self.transport.cancel(r.worker, r.id);
                }
                return !self.aborted;
            }
            let shared = self.transport.shares_tables();
            for worker in 0..self.width {
                if self.busy[worker].is_some() {
                    continue;
                }
                let home = &self.home;
                let prefer = |i: usize| home[usize::from(moves[i].sq)].is_none_or(|w| w == worker);
                let Some((index, ask)) = split.next(&prefer).or_else(|| help(&running, shared))
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
                        ask,
                        ms,
                        nodes: self.limits.nodes.saturating_sub(self.nodes),
                    },
                );
                self.busy[worker] = Some(id);
                running.push(Running {
                    id,
                    worker,
                    index,
                    ask,
                });
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
                Some(v) => {
                    // The move is valued: its helpers, if any, stop.
                    for h in running.iter().filter(|h| h.index == r.index) {
                        self.transport.cancel(h.worker, h.id);
                    }
                    running.retain(|h| h.index != r.index);
                    split.settle(r.index, v, self.nodes);
                }
                None if running.iter().any(|h| h.index == r.index) => {}
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
        if !self.run(p, o, root.candidates(), mode, &mut split).await {
            return None;
        }
        let (value, index) = split.best();
        if let Some(i) = index {
            root.promote(i);
        }
        Some(value)
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
        let mut split = RootSplit::every(moves.len(), alpha, beta, floor(mode));
        if !self.run(p, o, moves, mode, &mut split).await {
            return None;
        }
        split.values()
    }

    async fn move_values(
        &mut self,
        p: u64,
        o: u64,
        moves: &[(Candidate, Option<i32>)],
        mode: RootMode,
        on_value: &mut dyn FnMut(usize, i32, u64),
    ) -> bool {
        let candidates: Vec<Candidate> = moves.iter().map(|m| m.0).collect();
        let mut plan = Values::new(moves.iter().map(|m| m.1).collect(), on_value);
        self.run(p, o, &candidates, mode, &mut plan).await
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::ready::ready;

    /// Workers that answer the newest task first, each root move being worth its square
    /// index; a cancelled task answers "stopped" before anything else.
    struct Scripted {
        workers: usize,
        shared: bool,
        sent: Vec<(usize, Task)>,
        cancelled: Vec<u32>,
        answered: Vec<u32>,
        /// Every task sent and answered, in order: (true if sent, its id).
        log: Vec<(bool, u32)>,
    }

    impl Transport for Scripted {
        fn size(&self) -> usize {
            self.workers
        }
        fn shares_tables(&self) -> bool {
            self.shared
        }
        fn send(&mut self, worker: usize, task: Task) {
            self.sent.push((worker, task));
            self.log.push((true, task.id));
        }
        fn cancel(&mut self, _worker: usize, id: u32) {
            self.cancelled.push(id);
        }
        async fn receive(&mut self) -> Option<(usize, TaskResult)> {
            let open = |&&(_, t): &&(usize, Task)| !self.answered.contains(&t.id);
            let (worker, task, stopped) = match self
                .sent
                .iter()
                .filter(open)
                .find(|(_, t)| self.cancelled.contains(&t.id))
            {
                Some(&(w, t)) => (w, t, true),
                None => self
                    .sent
                    .iter()
                    .rev()
                    .find(open)
                    .map(|&(w, t)| (w, t, false))?,
            };
            self.answered.push(task.id);
            self.log.push((false, task.id));
            let value = (!stopped).then_some(i32::from(task.sq));
            Some((
                worker,
                TaskResult {
                    id: task.id,
                    value,
                    nodes: 1,
                },
            ))
        }
    }

    /// Two scripted workers.
    fn scripted(shared: bool) -> Parallel<Scripted> {
        let transport = Scripted {
            workers: 2,
            shared,
            sent: Vec::new(),
            cancelled: Vec::new(),
            answered: Vec::new(),
            log: Vec::new(),
        };
        Parallel::new(transport, Arc::new(AtomicBool::new(false)))
    }

    /// Runs a new search of one root window of one of the start position's moves (d3) in
    /// `mode` on `pool`, returning the best value and move.
    fn search_one(pool: &mut Parallel<Scripted>, mode: RootMode) -> (i32, Option<usize>) {
        pool.start(Limits::none(), probcut::OFF);
        let board = crate::engine::Board::start(crate::engine::Color::Black);
        let (p, o) = (board.player(), board.opponent());
        let moves = [Candidate {
            sq: 19,
            flips: flips(p, o, 19),
            key: 0,
        }];
        let mut split = RootSplit::pvs(1, -100, 100, -1000);
        assert!(ready(pool.run(p, o, &moves, mode, &mut split)));
        split.best()
    }

    /// [`search_one`] on two fresh scripted workers.
    fn one_move(shared: bool, mode: RootMode) -> (Scripted, (i32, Option<usize>)) {
        let mut pool = scripted(shared);
        let best = search_one(&mut pool, mode);
        (pool.transport, best)
    }

    #[test]
    fn an_idle_thread_helps_with_a_solve_and_stops_when_it_is_valued() {
        let (t, best) = one_move(true, RootMode::Solve(probcut::OFF));
        assert_eq!(best, (19, Some(0)));
        let [(w0, first), (w1, copy)] = t.sent[..] else {
            panic!("two tasks expected: {:?}", t.sent);
        };
        assert_ne!(w0, w1);
        assert_eq!((copy.sq, copy.ask), (first.sq, first.ask));
        // The copy answered first, so the first task was stopped.
        assert_eq!(t.cancelled, vec![first.id]);
    }

    #[test]
    fn workers_that_share_no_tables_do_not_repeat_a_move() {
        for mode in [RootMode::Solve(probcut::OFF), RootMode::Midgame(4)] {
            let (t, best) = one_move(false, mode);
            assert_eq!(best, (19, Some(0)));
            assert_eq!(t.sent.len(), 1, "{mode:?}");
        }
    }

    #[test]
    fn a_search_on_shared_tables_waits_for_the_stopped_tasks_of_the_last() {
        let mut pool = scripted(true);
        search_one(&mut pool, RootMode::Solve(probcut::OFF));
        // The first task was stopped when its copy answered, and has not answered yet.
        let stopped = pool.transport.sent[0].1.id;
        assert!(!pool.transport.answered.contains(&stopped));
        search_one(&mut pool, RootMode::Solve(probcut::OFF));
        let log = &pool.transport.log;
        let answer = log.iter().position(|&e| e == (false, stopped)).unwrap();
        let next = log.iter().position(|&(sent, id)| sent && id > stopped + 1);
        assert!(answer < next.unwrap(), "{log:?}");
    }

    #[test]
    fn an_idle_thread_helps_with_a_midgame_move_too() {
        let (t, _) = one_move(true, RootMode::Midgame(4));
        assert_eq!(t.sent.len(), 2);
    }
}
