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
use super::judge::{judge_position, Job, Judgement};
use super::midgame::INF;
use super::movelist::Candidate;
use super::ready::ready;
use super::root::{Found, RootMoves, RootSearch};
use super::value::{move_value, Mode, RootMode};
use super::window::EXACT_BOUND;
use crate::engine::masks::child;
use crate::engine::movegen::flips;
use crate::engine::search::probcut;
use serde::{Deserialize, Serialize};
use split::RootSplit;
use std::collections::VecDeque;
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
    /// The judgement of the move as played in the root position, against the best
    /// ([`judge_position`]), searched whole by the worker.
    Judge,
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
    /// The judgement a [`Ask::Judge`] task found (`value` is then its best value).
    pub judged: Option<Judgement>,
}

impl TaskResult {
    /// The outcome of task `id` stopped before it searched anything.
    pub fn stopped(id: u32) -> TaskResult {
        TaskResult {
            id,
            value: None,
            nodes: 0,
            judged: None,
        }
    }
}

impl Task {
    /// The fewest empties of the positions its search may evaluate: a worker whose weights
    /// cover them (see `eval::Streamed`) searches it as it would with the whole file. A
    /// midgame search reaches its depth below the root and no further (a pass costs no
    /// depth); a solve's move ordering and a review's searches go anywhere.
    pub fn evaluates_down_to(&self) -> u32 {
        match (self.ask, self.mode) {
            (Ask::Window { .. } | Ask::Value { .. }, RootMode::Midgame(depth)) => {
                (!(self.p | self.o)).count_ones().saturating_sub(depth)
            }
            _ => 0,
        }
    }
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
    /// The position this worker judged last in its search.
    judged: Option<Job>,
}

impl Worker {
    /// A worker with tables of `2^bits` entries each.
    pub fn new(bits: u32) -> Worker {
        Worker {
            ctx: Context::new(bits),
            search: None,
            judged: None,
        }
    }

    /// One of several native threads' workers, searching with the tables of `shared`.
    pub fn sharing(shared: &Shared) -> Worker {
        Worker {
            ctx: Context::sharing(shared),
            search: None,
            judged: None,
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
            self.judged = None;
        }
        ctx.begin(Limits::new(task.nodes, task.ms), task.probcut);
        let c = Candidate {
            sq: task.sq,
            flips: flips(task.p, task.o, task.sq.into()),
            key: 0,
        };
        let (cp, co) = child(task.p, task.o, c.sq, c.flips);
        let mut judged = None;
        let value = match (task.ask, task.mode) {
            (Ask::Judge, mode) => {
                let job = Job {
                    p: task.p,
                    o: task.o,
                    played: task.sq,
                    mode,
                };
                judged = judge_after(ctx, self.judged.as_ref(), &job);
                self.judged = Some(job);
                judged.map(|j| j.best)
            }
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
        let value = value.filter(|_| !ctx.aborted);
        TaskResult {
            id: task.id,
            value,
            nodes: ctx.nodes,
            judged: judged.filter(|_| value.is_some()),
        }
    }
}

/// Judges `job` on `ctx` ([`judge_position`]), after `previous` if this context judged one.
/// A midgame value may depend on deeper entries left in the midgame table, so unless `job`
/// follows `previous` in its game ([`Job::follows`]), whose entries are never deeper than its
/// own searches, that table is forgotten first: whichever worker judges a position and
/// whatever it judged before, a review is the same. The exact tables stay, as exact values
/// depend on nothing.
pub fn judge_after(ctx: &mut Context, previous: Option<&Job>, job: &Job) -> Option<Judgement> {
    if !previous.is_some_and(|previous| job.follows(previous)) {
        ctx.mid_tt.forget();
    }
    ready(judge_position(ctx, job))
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
    /// Takes the value found for a running move.
    fn settle(&mut self, found: Found);
    /// Puts running move `i` back to wait.
    fn retry(&mut self, i: usize);
    /// Whether every result needed is in.
    fn finished(&self) -> bool;
}

impl Plan for RootSplit {
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)> {
        RootSplit::next(self, prefer).map(|(i, alpha, beta)| (i, Ask::Window { alpha, beta }))
    }
    fn settle(&mut self, found: Found) {
        RootSplit::settle(self, found.index, found.value)
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
    on_value: &'a mut dyn FnMut(Found),
}

impl<'a> Values<'a> {
    /// The values of moves with these guesses; `on_value` hears each as it comes.
    pub fn new(guesses: Vec<Option<i32>>, on_value: &'a mut dyn FnMut(Found)) -> Values<'a> {
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
    fn settle(&mut self, found: Found) {
        self.running[found.index] = false;
        self.values[found.index] = Some(found.value);
        (self.on_value)(found);
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

    /// Gives idle `worker` the task of asking `ask` about move `sq` of `p` against `o`
    /// searched in `mode`, within what is left of the limits; returns the task's id.
    fn send(&mut self, worker: usize, (p, o, sq): (u64, u64, u8), mode: RootMode, ask: Ask) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
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
                ms: self.limits.ms_left(),
                nodes: self.limits.nodes.saturating_sub(self.nodes),
            },
        );
        self.busy[worker] = Some(id);
        id
    }

    /// The next outcome, counted in the nodes, its worker idle again.
    async fn receive(&mut self) -> Option<TaskResult> {
        let (worker, outcome) = self.transport.receive().await?;
        self.nodes += outcome.nodes;
        if self.busy[worker] == Some(outcome.id) {
            self.busy[worker] = None;
        }
        Some(outcome)
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
                let id = self.send(worker, (p, o, sq), mode, ask);
                running.push(Running {
                    id,
                    worker,
                    index,
                    ask,
                });
            }
            let Some(outcome) = self.receive().await else {
                continue;
            };
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
                    split.settle(Found {
                        index: r.index,
                        value: v,
                        cost: outcome.nodes,
                        total: self.nodes,
                    });
                }
                None if running.iter().any(|h| h.index == r.index) => {}
                None => split.retry(r.index),
            }
        }
    }
}

/// A review's positions shared out among the workers: each starts on its own run of
/// consecutive positions and goes forward through it, so that its tables, kept from one task
/// to the next, hold the position before (whose tree holds this one); a worker whose run is
/// done takes over the later half of the longest run left.
struct Runs {
    runs: Vec<VecDeque<usize>>,
}

impl Runs {
    /// Positions `0..count` in `workers` runs of about equal length.
    fn new(count: usize, workers: usize) -> Runs {
        let workers = workers.max(1);
        let runs = (0..workers)
            .map(|w| (w * count / workers..(w + 1) * count / workers).collect())
            .collect();
        Runs { runs }
    }

    /// The next position for `worker`, if any is left.
    fn next(&mut self, worker: usize) -> Option<usize> {
        if let Some(i) = self.runs.get_mut(worker).and_then(VecDeque::pop_front) {
            return Some(i);
        }
        let longest = self.runs.iter_mut().max_by_key(|run| run.len())?;
        let mut taken = longest.split_off(longest.len() / 2);
        let next = taken.pop_front();
        if let Some(own) = self.runs.get_mut(worker) {
            *own = taken;
        }
        next
    }

    /// Position `i`, stopped on `worker`, waits again at the head of that worker's run.
    fn retry(&mut self, worker: usize, i: usize) {
        if let Some(run) = self.runs.get_mut(worker) {
            run.push_front(i);
        }
    }
}

impl<T: Transport> Parallel<T> {
    /// Judges every one of `jobs`, a position a task ([`Ask::Judge`]), the positions shared
    /// out as [`Runs`]; `on_judged` hears each judgement (by index) as it comes, in any order.
    /// `false` if a limit stopped it before all were judged.
    pub async fn judge_all(
        &mut self,
        jobs: &[Job],
        on_judged: &mut dyn FnMut(usize, Judgement),
    ) -> bool {
        self.settle_tables().await;
        // Workers sharing their tables would forget each other's midgame entries.
        let width = if self.transport.shares_tables() {
            1
        } else {
            self.width
        };
        let mut runs = Runs::new(jobs.len(), width);
        // Each running task: its id, worker and job.
        let mut running: Vec<(u32, usize, usize)> = Vec::new();
        let mut left = jobs.len();
        loop {
            if left == 0 || self.check() {
                for &(id, worker, _) in &running {
                    self.transport.cancel(worker, id);
                }
                return !self.aborted;
            }
            for worker in 0..width {
                if self.busy[worker].is_some() {
                    continue;
                }
                let Some(index) = runs.next(worker) else {
                    break;
                };
                let job = &jobs[index];
                let id = self.send(worker, (job.p, job.o, job.played), job.mode, Ask::Judge);
                running.push((id, worker, index));
            }
            let Some(outcome) = self.receive().await else {
                continue;
            };
            let Some(at) = running.iter().position(|r| r.0 == outcome.id) else {
                continue;
            };
            let (_, worker, index) = running.swap_remove(at);
            match outcome.judged {
                Some(judgement) => {
                    left -= 1;
                    on_judged(index, judgement);
                }
                None => runs.retry(worker, index),
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
        on_value: &mut dyn FnMut(Found),
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

    /// Workers that answer the newest task first, each root move being worth its square
    /// index and costing one node more; a cancelled task answers "stopped" before anything
    /// else.
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
                    nodes: u64::from(task.sq) + 1,
                    judged: None,
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
    fn each_value_comes_with_its_own_search_s_cost_and_the_total() {
        let mut pool = scripted(false);
        pool.start(Limits::none(), probcut::OFF);
        let board = crate::engine::Board::start(crate::engine::Color::Black);
        let (p, o) = (board.player(), board.opponent());
        let moves: Vec<(Candidate, Option<i32>)> = [19u8, 26, 37, 44]
            .iter()
            .map(|&sq| {
                let flips = flips(p, o, sq.into());
                (Candidate { sq, flips, key: 0 }, None)
            })
            .collect();
        let mut found = Vec::new();
        let mode = RootMode::Solve(probcut::OFF);
        assert!(ready(
            pool.move_values(p, o, &moves, mode, &mut |f| found.push(f))
        ));
        let mut total = 0;
        for f in &found {
            let sq = moves[f.index].0.sq;
            assert_eq!((f.value, f.cost), (i32::from(sq), u64::from(sq) + 1));
            total += f.cost;
            assert_eq!(f.total, total, "{found:?}");
        }
        assert_eq!(found.len(), 4);
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

    #[test]
    fn runs_go_forward_and_an_idle_worker_takes_the_later_half_of_the_longest() {
        let mut runs = Runs::new(10, 2);
        let first: Vec<usize> = (0..4).filter_map(|_| runs.next(0)).collect();
        assert_eq!(first, [0, 1, 2, 3]);
        assert_eq!(runs.next(1), Some(5));
        assert_eq!(runs.next(0), Some(4));
        // Worker 0's run is done: it takes 8 and 9, the later half of worker 1's 6..10.
        assert_eq!(runs.next(0), Some(8));
        assert_eq!(runs.next(1), Some(6));
        runs.retry(1, 6);
        let rest: Vec<Option<usize>> = [0, 1, 1, 1, 0, 1].iter().map(|&w| runs.next(w)).collect();
        assert_eq!(rest, [Some(9), Some(6), Some(7), None, None, None]);
    }

    /// Workers with tables of their own, each running a task as it is sent, whose outcomes
    /// come back in turn from the workers: the browser's pool, on this thread.
    struct Private {
        workers: Vec<Worker>,
        outcomes: VecDeque<(usize, TaskResult)>,
    }

    impl Transport for Private {
        fn size(&self) -> usize {
            self.workers.len()
        }
        fn send(&mut self, worker: usize, task: Task) {
            let outcome = self.workers[worker].run(&task);
            self.outcomes.push_back((worker, outcome));
        }
        fn cancel(&mut self, _worker: usize, _id: u32) {}
        async fn receive(&mut self) -> Option<(usize, TaskResult)> {
            self.outcomes.pop_front()
        }
    }

    #[test]
    fn a_review_on_workers_of_their_own_equals_the_serial_review() {
        use crate::engine::search::analysis::{review::review, ReviewSettings};
        let game = crate::engine::notation::replay(
            "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1",
            crate::engine::Color::Black,
        )
        .expect("a legal game");
        let (start, moves) = (game.start_board(), game.moves());
        let settings = ReviewSettings {
            depth: 6,
            exact_empties: 16,
            first_depth: 0,
        };
        let mut serial = Context::new(16);
        serial.start(Limits::none(), probcut::OFF);
        let alone = ready(review(&mut serial, &start, moves, &settings, &mut |_| {}));
        for workers in [2, 3] {
            let transport = Private {
                workers: (0..workers).map(|_| Worker::new(16)).collect(),
                outcomes: VecDeque::new(),
            };
            let mut pool = Parallel::new(transport, Arc::new(AtomicBool::new(false)));
            pool.start(Limits::none(), probcut::OFF);
            let mut order = Vec::new();
            let shared = ready(review(&mut pool, &start, moves, &settings, &mut |m| {
                order.push(m.index)
            }));
            assert_eq!(shared, alone, "{workers} workers");
            assert!(!order.is_sorted(), "judged side by side: {order:?}");
        }
    }
}
