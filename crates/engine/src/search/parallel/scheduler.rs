//! The scheduler: a [`RootSearch`] whose root moves are searched by a transport's workers,
//! one task per move, each move sent back to the worker whose tables know it.

use super::review_runs::ReviewRuns;
use super::split::RootSplit;
use super::step::{MoveValues, Step};
use super::task::{Ask, Task, TaskResult};
use super::transport::Transport;
use crate::search::context::Limits;
use crate::search::judge::{Job, Judgement};
use crate::search::midgame::INF;
use crate::search::movelist::Candidate;
use crate::search::probcut;
use crate::search::root::{Found, RootMoves, RootSearch};
use crate::search::value::RootMode;
use crate::search::window::EXACT_BOUND;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use web_time::Duration;

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

/// A running task of one root window: its id, worker, root move's index and question.
struct RunningTask {
    id: u32,
    worker: usize,
    index: usize,
    ask: Ask,
}

/// A move for an idle worker to help with when nothing waits: where workers share the
/// tables, the move searched by the fewest workers (the oldest of those).
fn task_to_help_with(running: &[RunningTask], shared: bool) -> Option<(usize, Ask)> {
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

    /// ReviewRuns `split` over `moves` of `p` against `o` to its end; `false` if a limit stopped it.
    async fn run(
        &mut self,
        p: u64,
        o: u64,
        moves: &[Candidate],
        mode: RootMode,
        split: &mut dyn Step,
    ) -> bool {
        self.settle_tables().await;
        let mut running: Vec<RunningTask> = Vec::new();
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
                let Some((index, ask)) = split
                    .next(&prefer)
                    .or_else(|| task_to_help_with(&running, shared))
                else {
                    break;
                };
                let sq = moves[index].sq;
                self.home[usize::from(sq)] = Some(worker);
                let id = self.send(worker, (p, o, sq), mode, ask);
                running.push(RunningTask {
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
                        line: outcome.line,
                    });
                }
                None if running.iter().any(|h| h.index == r.index) => {}
                None => split.retry(r.index),
            }
        }
    }
}

impl<T: Transport> Parallel<T> {
    /// Judges every one of `jobs`, a position a task ([`Ask::Judge`]), the positions shared
    /// out as [`ReviewRuns`]; `on_judged` hears each judgement (by index) as it comes, in any order.
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
        let mut runs = ReviewRuns::new(jobs.len(), width);
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
fn lowest_score(mode: RootMode) -> i32 {
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
        let mut split = RootSplit::pvs(root.candidates().len(), alpha, beta, lowest_score(mode));
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
        let mut split = RootSplit::every(moves.len(), alpha, beta, lowest_score(mode));
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
        let mut plan = MoveValues::new(moves.iter().map(|m| m.1).collect(), on_value);
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
    use super::super::worker::Worker;
    use super::*;
    use crate::movegen::flips;
    use crate::search::context::Context;
    use crate::search::ready::ready;
    use std::collections::VecDeque;

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
                    line: Default::default(),
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

    /// ReviewRuns a new search of one root window of one of the start position's moves (d3) in
    /// `mode` on `pool`, returning the best value and move.
    fn search_one(pool: &mut Parallel<Scripted>, mode: RootMode) -> (i32, Option<usize>) {
        pool.start(Limits::none(), probcut::OFF);
        let board = crate::Board::start(crate::Color::Black);
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
        let board = crate::Board::start(crate::Color::Black);
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
        use crate::search::analysis::{review::review, ReviewSettings};
        let game = crate::notation::replay(
            "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1",
            crate::Color::Black,
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
