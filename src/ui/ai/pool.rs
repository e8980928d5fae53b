//! The browser's transport of the parallel search: a pool of Web Workers, one wasm instance
//! each, that search the [`Task`]s the page's schedulers give them and answer with their
//! [`TaskResult`]s (see `engine::search::parallel`). The workers share no memory: each keeps its
//! own tables, and a root move goes back to the worker that searched it last.
//!
//! Every search in the page (the computer's move, hints, a review, an evaluation) has its
//! own [`PoolTransport`] and inbox, so an outcome reaches only the search that asked for it,
//! and a search stopped early hears nothing more. A worker runs one task at a time; the
//! computer's tasks wait before the analysis' ones.
//!
//! A task cannot be stopped inside its worker (it searches synchronously and reads no message
//! until it ends), so stopping a search ends the workers running its tasks and starts new
//! ones in their place (spares loaded ahead, where there are, which search at once); a task
//! the scheduler drops on its own (its result no longer matters) runs on to its own limits
//! instead, keeping the worker's tables. A worker that fails (it
//! cannot load, traps, falls silent past its task's clock or never loads) is replaced and its
//! task sent again; when failures follow one another too often with no task answered between
//! them, the pool gives up and tells its owner. A search that heard no value from any of its
//! tasks chose nothing ([`Halt::chose_nothing`]), whatever its scheduler returns.

use super::slots::{Answers, Health, Queued, Slot, Withdrawn};
use super::weights::Weights;
use super::worker::WorkerLink;
use crate::engine::search::parallel::{Task, TaskResult, Transport};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::future::{poll_fn, Future};
use std::pin::pin;
use std::rc::{Rc, Weak};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Poll, Waker};

/// How long a scheduler waits for an outcome before it looks at its limits and its stop
/// flag again.
const POLL_MS: u32 = 20;

/// The most spares a pool keeps loaded (no more than its workers): two cover the stop of a
/// search on a two-core device, and a pool of 8 with its spares stays under 256 MiB.
const SPARES: usize = 2;

/// How long the pool must have been idle before it loads a spare. The gaps between the tasks
/// of a search are far shorter, and a spare loading during a search takes its time (at 24
/// empties in Chromium, all hints exact 4.44 s rather than 4.21 s, four pairs).
const SPARE_AFTER_IDLE_MS: f64 = 500.0;

/// Outcomes for one search, and the scheduler waiting for them.
#[derive(Default)]
pub struct Inbox {
    outcomes: RefCell<VecDeque<(usize, TaskResult)>>,
    waker: RefCell<Option<Waker>>,
    answers: Cell<Answers>,
}

impl Inbox {
    /// A worker's outcome to one of the search's tasks.
    fn answer(&self, worker: usize, outcome: TaskResult) {
        let mut answers = self.answers.get();
        answers.heard(outcome.value.is_some());
        self.answers.set(answers);
        self.push(worker, outcome);
    }

    fn push(&self, worker: usize, outcome: TaskResult) {
        self.outcomes.borrow_mut().push_back((worker, outcome));
        if let Some(waker) = self.waker.borrow_mut().take() {
            waker.wake();
        }
    }
}

/// A task in the pool, with the search it belongs to.
struct Entry {
    task: Task,
    urgent: bool,
    inbox: Rc<Inbox>,
    /// Its search no longer needs it: a worker that replaces a lost one is not given it.
    dropped: Cell<bool>,
}

impl Queued for Entry {
    fn task(&self) -> &Task {
        &self.task
    }
    fn urgent(&self) -> bool {
        self.urgent
    }
}

/// One worker and its tasks.
struct Worker {
    link: Option<WorkerLink>,
    /// The number of the worker in this place (0: none), so that a replaced one's word is
    /// ignored and a spare's reaches the place it took.
    number: u32,
    slot: Slot<Entry>,
}

struct Inner {
    workers: Vec<Worker>,
    health: Health,
    /// Numbers the searches, so that a worker clears its tables for each new one.
    searches: u32,
    on_ready: Rc<dyn Fn()>,
    on_give_up: Rc<dyn Fn()>,
    /// What every worker it starts is given first.
    weights: Weights,
    /// Whether the pool gave up: nothing is sent until it is revived.
    down: bool,
    /// The searches waiting for a worker to load.
    waiting: Vec<Waker>,
    /// The number of the last worker started (each gets the next).
    started: u32,
    /// Workers loaded ahead, with their numbers: each takes the place of one ended to stop
    /// its search, so that the search after a stop (a move while hints or the computer
    /// search) starts at once rather than after a load (0.1-0.4 s in Chromium on a desktop).
    spares: Vec<(u32, WorkerLink)>,
    /// A spare failed: no other is started (the workers in place are still replaced).
    spare_failed: bool,
    /// When a task was last given or answered (`Date.now()`); none before the first task:
    /// spares serve searches, and until one the first load has the device to itself.
    busy_at: Option<f64>,
    /// The searches under way (their transports alive): no spare loads while one is, since
    /// the gaps between its tasks can pass [`SPARE_AFTER_IDLE_MS`] on a loaded device, and a
    /// spare loaded then would take the place of one its own stop ends.
    open: Rc<Cell<usize>>,
}

impl Inner {
    /// The place of the worker numbered `number`, if it holds one.
    fn place(&self, number: u32) -> Option<usize> {
        self.workers.iter().position(|w| w.number == number)
    }

    /// Starts a worker, numbered after the last one: its words go to the place that holds
    /// that number when they come.
    fn start_worker(&mut self, weak: &Weak<RefCell<Inner>>) -> (u32, WorkerLink) {
        self.started += 1;
        let number = self.started;
        let (replies, ready, failures) = (weak.clone(), weak.clone(), weak.clone());
        let link = WorkerLink::new(
            self.weights.clone(),
            move |outcome| Pool::answered(&replies, number, outcome),
            move |down_to| Pool::weighed(&ready, number, down_to),
            move || Pool::failed(&failures, number),
        );
        (number, link)
    }
}

/// A cheap handle on the pool.
#[derive(Clone)]
pub struct Pool {
    inner: Rc<RefCell<Inner>>,
}

impl Pool {
    /// A pool of `size` workers (at least one), started at once and each given `weights`;
    /// `on_ready` runs whenever a worker's weights reach further, `on_give_up` when the
    /// workers keep failing.
    pub fn new(
        size: usize,
        weights: Weights,
        on_ready: impl Fn() + 'static,
        on_give_up: impl Fn() + 'static,
    ) -> Pool {
        let pool = Pool {
            inner: Rc::new(RefCell::new(Inner {
                workers: (0..size.max(1))
                    .map(|_| Worker {
                        link: None,
                        number: 0,
                        slot: Slot::default(),
                    })
                    .collect(),
                health: Health::default(),
                searches: 0,
                on_ready: Rc::new(on_ready),
                on_give_up: Rc::new(on_give_up),
                weights,
                down: false,
                waiting: Vec::new(),
                started: 0,
                spares: Vec::new(),
                spare_failed: false,
                busy_at: None,
                open: Rc::new(Cell::new(0)),
            })),
        };
        for index in 0..pool.size() {
            pool.respawn(index);
        }
        pool
    }

    /// How many workers search.
    pub fn size(&self) -> usize {
        self.inner.borrow().workers.len()
    }

    /// A transport for one search whose scheduler stops at `stop`; `urgent` puts its tasks
    /// before the others.
    pub fn transport(&self, urgent: bool, stop: Arc<AtomicBool>) -> PoolTransport {
        let (search, open) = {
            let mut inner = self.inner.borrow_mut();
            inner.searches = inner.searches.wrapping_add(1);
            inner.open.set(inner.open.get() + 1);
            (inner.searches, Rc::clone(&inner.open))
        };
        PoolTransport {
            open,
            pool: self.clone(),
            halt: Halt {
                abandoned: Rc::new(Cell::new(false)),
                stop,
                inbox: Rc::new(Inbox::default()),
            },
            urgent,
            // Each search's numbers in a range of their own: a worker clears its tables
            // whenever the number changes.
            search: search.wrapping_mul(1 << 12),
        }
    }

    /// Waits until a worker has loaded with the weights for positions of `empties` or more
    /// (what the search evaluates: the first moves need only the opening's), or the pool has
    /// stopped: a search's clock must not run while no worker can search (a slow phone takes
    /// seconds to load them).
    pub async fn loaded(&self, empties: u32) {
        poll_fn(|cx| {
            let mut inner = self.inner.borrow_mut();
            let loaded = inner
                .workers
                .iter()
                .any(|w| w.link.as_ref().is_some_and(|link| link.covers(empties)));
            if inner.down || loaded {
                return Poll::Ready(());
            }
            inner.waiting.push(cx.waker().clone());
            Poll::Pending
        })
        .await
    }

    /// Wakes the searches waiting for a worker to load.
    fn wake(&self) {
        let waiting = std::mem::take(&mut self.inner.borrow_mut().waiting);
        for waker in waiting {
            waker.wake();
        }
    }

    /// Ends every worker; tasks still held get no outcome (their searches are stopped).
    pub fn stop(&self) {
        {
            let mut inner = self.inner.borrow_mut();
            inner.down = true;
            for w in &mut inner.workers {
                w.slot.drain();
                w.number = 0;
                if let Some(link) = w.link.take() {
                    link.stop();
                }
            }
            for (_, spare) in inner.spares.drain(..) {
                spare.stop();
            }
        }
        self.wake();
    }

    /// Puts a new worker in place `index` (a spare if there is one), ending the one there,
    /// and sends it the task that one was running.
    fn respawn(&self, index: usize) {
        let weak = Rc::downgrade(&self.inner);
        let mut inner = self.inner.borrow_mut();
        if inner.down {
            return;
        }
        let (number, link) = match inner.spares.pop() {
            Some(spare) => spare,
            None => inner.start_worker(&weak),
        };
        let w = &mut inner.workers[index];
        if let Some(old) = w.link.take() {
            old.stop();
        }
        w.number = number;
        if w.slot.running().is_some_and(|e| e.dropped.get()) {
            if let Some(entry) = w.slot.abandon() {
                entry.inbox.push(index, TaskResult::stopped(entry.task.id));
            }
            w.slot.start_next();
        }
        if let Some(entry) = w.slot.running() {
            link.send(&entry.task);
        }
        let loaded = link.covers(0);
        w.link = Some(link);
        let now = js_sys::Date::now();
        w.slot.spawned(now);
        if loaded {
            w.slot.loaded(now);
            drop(inner);
            self.wake();
        }
    }

    /// How far the weights of the worker numbered `number` reach: where it holds a place, its
    /// task's clock starts once they are whole, and the searches waiting for a worker look
    /// again (a spare's words count once it takes a place).
    fn weighed(weak: &Weak<RefCell<Inner>>, number: u32, down_to: u32) {
        let Some(inner) = weak.upgrade() else { return };
        let pool = Pool { inner };
        let Some(index) = pool.inner.borrow().place(number) else {
            return;
        };
        if down_to == 0 {
            pool.inner.borrow_mut().workers[index]
                .slot
                .loaded(js_sys::Date::now());
        }
        pool.wake();
        let on_ready = Rc::clone(&pool.inner.borrow().on_ready);
        on_ready();
    }

    /// A worker's outcome: to its search's inbox, and the worker's next task sent.
    fn answered(weak: &Weak<RefCell<Inner>>, number: u32, outcome: TaskResult) {
        let Some(inner) = weak.upgrade() else { return };
        let mut state = inner.borrow_mut();
        state.health.answered();
        let Some(index) = state.place(number) else {
            return;
        };
        let w = &mut state.workers[index];
        if let Some(entry) = w.slot.finish(outcome.id) {
            entry.inbox.answer(index, outcome);
        }
        Pool::send_next(w);
        state.busy_at = Some(js_sys::Date::now());
    }

    /// Sends the worker its next task, if it is idle and one waits.
    fn send_next(w: &mut Worker) {
        w.slot.start_next();
        Pool::send_running(w);
    }

    /// A worker failed: a new one takes its place and its task, unless the pool gives up. A
    /// spare that fails is only dropped, and no other is loaded: the workers in place would
    /// fail alike, and their failures are what the pool counts. Where one in place fails, the
    /// spares are dropped too: what ended it (a browser short of memory ends every worker)
    /// may have ended them as well, and one would then take its place only to fall silent.
    fn failed(weak: &Weak<RefCell<Inner>>, number: u32) {
        let Some(inner) = weak.upgrade() else { return };
        let (index, give_up) = {
            let mut state = inner.borrow_mut();
            if let Some(at) = state.spares.iter().position(|(n, _)| *n == number) {
                state.spares.remove(at).1.stop();
                state.spare_failed = true;
                return;
            }
            let Some(index) = state.place(number) else {
                return;
            };
            if state.down {
                return;
            }
            for (_, spare) in state.spares.drain(..) {
                spare.stop();
            }
            let size = state.workers.len();
            let give_up = state
                .health
                .failed(size)
                .then(|| Rc::clone(&state.on_give_up));
            (index, give_up)
        };
        let pool = Pool { inner };
        match give_up {
            Some(on_give_up) => {
                pool.stop();
                on_give_up();
            }
            None => pool.respawn(index),
        }
    }

    /// Replaces every worker silent past its task's patience; then, once the pool has searched,
    /// no search is under way, every worker in place has loaded and the pool has been idle for
    /// [`SPARE_AFTER_IDLE_MS`], starts a spare if it lacks one (one a call).
    pub fn watch(&self) {
        let now = js_sys::Date::now();
        let silent: Vec<(usize, u32)> = {
            let inner = self.inner.borrow();
            inner
                .workers
                .iter()
                .enumerate()
                .filter(|(_, w)| w.slot.overdue(now))
                .map(|(i, w)| (i, w.number))
                .collect()
        };
        for (index, number) in silent {
            web_sys::console::warn_1(&format!("AI worker {index} fell silent").into());
            Pool::failed(&Rc::downgrade(&self.inner), number);
        }
        let weak = Rc::downgrade(&self.inner);
        let mut inner = self.inner.borrow_mut();
        let idle = inner.open.get() == 0
            && inner
                .busy_at
                .is_some_and(|busy_at| now - busy_at >= SPARE_AFTER_IDLE_MS)
            && inner.workers.iter().all(|w| {
                w.slot.running().is_none() && w.link.as_ref().is_some_and(|link| link.covers(0))
            });
        let wanted = SPARES.min(inner.workers.len());
        let ready = idle && !inner.spare_failed && !inner.down;
        if ready && inner.spares.len() < wanted {
            let spare = inner.start_worker(&weak);
            inner.spares.push(spare);
        }
    }

    fn give(&self, index: usize, entry: Entry) {
        let mut inner = self.inner.borrow_mut();
        if inner.down {
            entry.inbox.push(index, TaskResult::stopped(entry.task.id));
            return;
        }
        inner.busy_at = Some(js_sys::Date::now());
        let w = &mut inner.workers[index];
        if w.slot.give(entry).is_some() {
            Pool::send_running(w);
        }
    }

    fn send_running(w: &mut Worker) {
        if let (Some(entry), Some(link)) = (w.slot.running(), &w.link) {
            link.send(&entry.task);
            let loaded = link.covers(0);
            w.slot.sent(js_sys::Date::now(), loaded);
        }
    }

    /// Takes task `id` back from worker `index`: a waiting one at once; a running one, if
    /// `end` says so, by ending the worker (its place is taken by a new one). The search
    /// hears that the task stopped, except when it runs on.
    fn withdraw(&self, index: usize, id: u32, end: bool) {
        let respawn = {
            let mut inner = self.inner.borrow_mut();
            let w = &mut inner.workers[index];
            match w.slot.withdraw(id) {
                Withdrawn::Waiting(entry) => {
                    entry.inbox.push(index, TaskResult::stopped(id));
                    false
                }
                Withdrawn::Running if end => {
                    if let Some(entry) = w.slot.abandon() {
                        entry.inbox.push(index, TaskResult::stopped(id));
                    }
                    true
                }
                Withdrawn::Running => {
                    if let Some(entry) = w.slot.running() {
                        entry.dropped.set(true);
                    }
                    false
                }
                Withdrawn::Absent => false,
            }
        };
        if respawn {
            self.respawn(index);
            let mut inner = self.inner.borrow_mut();
            Pool::send_next(&mut inner.workers[index]);
        }
    }
}

/// Stops one search at once: its scheduler wakes, drops its tasks and ends the workers that
/// run them.
#[derive(Clone)]
pub struct Halt {
    abandoned: Rc<Cell<bool>>,
    stop: Arc<AtomicBool>,
    inbox: Rc<Inbox>,
}

impl Halt {
    /// Whether the search was abandoned.
    pub fn is_set(&self) -> bool {
        self.abandoned.get()
    }

    /// Whether the search gave tasks to workers and heard no value back: whatever its
    /// scheduler made of that, no search chose it, and it must not be shown or played.
    pub fn chose_nothing(&self) -> bool {
        self.inbox.answers.get().chose_nothing()
    }

    /// Abandons the search.
    pub fn now(&self) {
        self.abandoned.set(true);
        self.stop.store(true, Ordering::Relaxed);
        if let Some(waker) = self.inbox.waker.borrow_mut().take() {
            waker.wake();
        }
    }
}

/// One search's view of the pool: what its scheduler sends and hears.
pub struct PoolTransport {
    pool: Pool,
    /// The pool's count of searches under way, which this one leaves when dropped.
    open: Rc<Cell<usize>>,
    halt: Halt,
    urgent: bool,
    search: u32,
}

impl PoolTransport {
    /// What stops this search.
    pub fn halt(&self) -> Halt {
        self.halt.clone()
    }
}

impl Drop for PoolTransport {
    fn drop(&mut self) {
        self.open.set(self.open.get().saturating_sub(1));
    }
}

impl Transport for PoolTransport {
    fn size(&self) -> usize {
        self.pool.size()
    }

    fn send(&mut self, worker: usize, mut task: Task) {
        if self.halt.abandoned.get() {
            self.halt.inbox.push(worker, TaskResult::stopped(task.id));
            return;
        }
        task.search = self.search.wrapping_add(task.search);
        let mut answers = self.halt.inbox.answers.get();
        answers.asked();
        self.halt.inbox.answers.set(answers);
        let entry = Entry {
            task,
            urgent: self.urgent,
            inbox: Rc::clone(&self.halt.inbox),
            dropped: Cell::new(false),
        };
        self.pool.give(worker, entry);
    }

    fn cancel(&mut self, worker: usize, id: u32) {
        self.pool.withdraw(worker, id, self.halt.abandoned.get());
    }

    async fn receive(&mut self) -> Option<(usize, TaskResult)> {
        if self.halt.abandoned.get() {
            // The scheduler clears its stop flag as each search starts: an abandoned
            // search must stop whenever it looks.
            self.halt.stop.store(true, Ordering::Relaxed);
        }
        let inbox = Rc::clone(&self.halt.inbox);
        let abandoned = Rc::clone(&self.halt.abandoned);
        let mut timer = pin!(gloo_timers::future::TimeoutFuture::new(POLL_MS));
        poll_fn(|cx| {
            if let Some(next) = inbox.outcomes.borrow_mut().pop_front() {
                return Poll::Ready(Some(next));
            }
            if abandoned.get() || timer.as_mut().poll(cx).is_ready() {
                return Poll::Ready(None);
            }
            *inbox.waker.borrow_mut() = Some(cx.waker().clone());
            Poll::Pending
        })
        .await
    }
}
