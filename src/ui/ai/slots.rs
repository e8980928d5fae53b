//! The page's bookkeeping of its pool of search workers, one [`Slot`] per worker: the task it
//! runs, the tasks waiting for it (the computer's before the analysis'), how long it may stay
//! silent, when the pool must give up ([`Health`]), and whether a search heard anything from
//! its tasks ([`Answers`]). Pure, so that the rules are tested natively; `ui::ai::pool` drives
//! the workers by them.

use crate::engine::search::parallel::Task;
use std::collections::VecDeque;

/// How long a worker may take to load, task or none, before it counts as failed: the weights
/// it is given first may take up to 30 s to arrive (the page's fetch timeout,
/// `ui::ai::weights`).
pub const LOAD_PATIENCE_MS: f64 = 45_000.0;

/// How long past its own clock a loaded worker may stay silent on a task before it counts as
/// dead (a worker ended from outside, by the browser or a crash, sends no word). A worker
/// checks its clock every few thousand nodes, so it answers within milliseconds of it.
pub const GRACE_MS: f64 = 2_000.0;

/// The longest a task may run silent whatever its clock (a review's search has none).
pub const LONGEST_TASK_MS: f64 = 60_000.0;

/// A task as the pool holds it, with what it must know about its search.
pub trait Queued {
    /// The task to send.
    fn task(&self) -> &Task;
    /// Whether it goes before the tasks that are not (the computer's move before analysis).
    fn urgent(&self) -> bool;
}

/// How long the worker running `task` may stay silent, in ms.
pub fn patience_ms(task: &Task, loaded: bool) -> f64 {
    if loaded {
        (task.ms as f64).min(LONGEST_TASK_MS) + GRACE_MS
    } else {
        LOAD_PATIENCE_MS
    }
}

/// One worker's tasks: the one it runs and those waiting, urgent ones first.
#[derive(Debug)]
pub struct Slot<E> {
    running: Option<E>,
    queue: VecDeque<E>,
    /// When the running task counts as lost if the worker has not answered (page clock, ms).
    deadline: Option<f64>,
    /// When the worker counts as lost if it has not loaded by then (page clock, ms).
    load_deadline: Option<f64>,
}

impl<E> Default for Slot<E> {
    fn default() -> Slot<E> {
        Slot {
            running: None,
            queue: VecDeque::new(),
            deadline: None,
            load_deadline: None,
        }
    }
}

/// What withdrawing a task found.
#[derive(Debug, PartialEq, Eq)]
pub enum Withdrawn<E> {
    /// It was waiting: it is gone and was never sent.
    Waiting(E),
    /// The worker is running it: only ending the worker stops it.
    Running,
    /// No such task here (it has finished).
    Absent,
}

impl<E: Queued> Slot<E> {
    /// Takes a task: runs it at once on an idle worker (returned, to send) or queues it.
    pub fn give(&mut self, entry: E) -> Option<&E> {
        if self.running.is_some() {
            let at = if entry.urgent() {
                self.queue.iter().take_while(|e| e.urgent()).count()
            } else {
                self.queue.len()
            };
            self.queue.insert(at, entry);
            return None;
        }
        self.running = Some(entry);
        self.running.as_ref()
    }

    /// The worker answered task `id`: returns its entry if it was the one running (a late
    /// answer to an ended worker's task is not).
    pub fn finish(&mut self, id: u32) -> Option<E> {
        if self.running.as_ref().is_some_and(|e| e.task().id == id) {
            self.deadline = None;
            return self.running.take();
        }
        None
    }

    /// Runs the next waiting task on an idle worker (returned, to send).
    pub fn start_next(&mut self) -> Option<&E> {
        if self.running.is_none() {
            self.running = self.queue.pop_front();
        }
        self.running.as_ref()
    }

    /// Takes task `id` back.
    pub fn withdraw(&mut self, id: u32) -> Withdrawn<E> {
        if self.running.as_ref().is_some_and(|e| e.task().id == id) {
            return Withdrawn::Running;
        }
        match self.queue.iter().position(|e| e.task().id == id) {
            Some(at) => Withdrawn::Waiting(self.queue.remove(at).expect("found just now")),
            None => Withdrawn::Absent,
        }
    }

    /// The worker was ended on purpose to stop its task: the entry it ran.
    pub fn abandon(&mut self) -> Option<E> {
        self.deadline = None;
        self.running.take()
    }

    /// The task to send again to a worker that replaces a lost one.
    pub fn running(&self) -> Option<&E> {
        self.running.as_ref()
    }

    /// Every task, running and waiting, taken out (the pool is stopping).
    pub fn drain(&mut self) -> Vec<E> {
        self.deadline = None;
        self.load_deadline = None;
        self.running
            .take()
            .into_iter()
            .chain(self.queue.drain(..))
            .collect()
    }

    /// The running task was sent (or its worker heard from) at `now`; `loaded` tells whether
    /// the worker has loaded.
    pub fn sent(&mut self, now: f64, loaded: bool) {
        self.deadline = self
            .running
            .as_ref()
            .map(|e| now + patience_ms(e.task(), loaded));
    }

    /// A new worker took the slot at `now`: it must load within [`LOAD_PATIENCE_MS`], and
    /// its task, if any, waits for it as long.
    pub fn spawned(&mut self, now: f64) {
        self.load_deadline = Some(now + LOAD_PATIENCE_MS);
        self.sent(now, false);
    }

    /// The worker loaded at `now`: its task's clock starts.
    pub fn loaded(&mut self, now: f64) {
        self.load_deadline = None;
        self.sent(now, true);
    }

    /// Whether the worker has been silent past its patience: on its task, or before it loaded.
    pub fn overdue(&self, now: f64) -> bool {
        let late = |deadline: Option<f64>| deadline.is_some_and(|d| now > d);
        late(self.load_deadline) || (self.running.is_some() && late(self.deadline))
    }
}

/// Whether the pool's workers load and live: every failure (a worker that cannot load,
/// traps, or falls silent) is answered by a new worker, until failures follow one another
/// with no task answered in between more often than twice per worker; then the pool gives up
/// until the player asks to retry. A worker that loads has not answered: one that loads and
/// then traps on every task would otherwise be replaced for ever.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Health {
    failures: usize,
}

impl Health {
    /// A worker answered a task: the pool works.
    pub fn answered(&mut self) {
        self.failures = 0;
    }

    /// A worker of a pool of `size` failed: whether the pool must give up.
    pub fn failed(&mut self, size: usize) -> bool {
        self.failures += 1;
        self.failures >= 2 * size.max(1)
    }

    /// The player asked to try again.
    pub fn revive(&mut self) {
        self.failures = 0;
    }
}

/// What one search heard from the tasks it gave the workers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Answers {
    asked: bool,
    valued: bool,
}

impl Answers {
    /// The search gave a worker a task.
    pub fn asked(&mut self) {
        self.asked = true;
    }

    /// A worker answered one of its tasks, with a value or (stopped first) without.
    pub fn heard(&mut self, valued: bool) {
        self.valued |= valued;
    }

    /// Whether the search asked and no task came back valued: its scheduler found nothing,
    /// and whatever it returns (the first move, say) is no search's choice. A search that
    /// asked nothing (a book move, a forced pass) chose without the workers.
    pub fn chose_nothing(&self) -> bool {
        self.asked && !self.valued
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::parallel::Ask;
    use crate::engine::search::value::RootMode;

    #[derive(Debug, PartialEq)]
    struct Entry(Task, bool);

    impl Queued for Entry {
        fn task(&self) -> &Task {
            &self.0
        }
        fn urgent(&self) -> bool {
            self.1
        }
    }

    fn entry(id: u32, urgent: bool, ms: u64) -> Entry {
        Entry(
            Task {
                search: 1,
                id,
                p: 0,
                o: 0,
                sq: 0,
                mode: RootMode::Midgame(1),
                probcut: 0.0,
                ask: Ask::Value { guess: None },
                ms,
                nodes: u64::MAX,
            },
            urgent,
        )
    }

    fn id(e: Option<&Entry>) -> Option<u32> {
        e.map(|e| e.0.id)
    }

    #[test]
    fn an_idle_worker_runs_a_task_at_once_and_a_busy_one_queues_urgent_tasks_first() {
        let mut slot = Slot::default();
        assert_eq!(id(slot.give(entry(1, false, 100))), Some(1));
        assert!(slot.give(entry(2, false, 100)).is_none());
        assert!(slot.give(entry(3, true, 100)).is_none());
        assert!(slot.give(entry(4, true, 100)).is_none());
        assert_eq!(slot.finish(9), None, "only the running task finishes");
        assert_eq!(slot.finish(1).map(|e| e.0.id), Some(1));
        let order: Vec<u32> = std::iter::from_fn(|| {
            let next = id(slot.start_next())?;
            slot.finish(next);
            Some(next)
        })
        .collect();
        assert_eq!(order, vec![3, 4, 2]);
    }

    #[test]
    fn a_waiting_task_is_withdrawn_and_a_running_one_needs_its_worker_ended() {
        let mut slot = Slot::default();
        slot.give(entry(1, false, 100));
        slot.give(entry(2, false, 100));
        assert_eq!(slot.withdraw(2), Withdrawn::Waiting(entry(2, false, 100)));
        assert_eq!(slot.withdraw(2), Withdrawn::Absent);
        assert_eq!(slot.withdraw(1), Withdrawn::Running);
        assert_eq!(slot.abandon(), Some(entry(1, false, 100)));
        assert!(slot.start_next().is_none());
        assert_eq!(
            slot.finish(1),
            None,
            "an ended worker's late answer is dropped"
        );
    }

    #[test]
    fn a_silent_worker_is_overdue_after_its_tasks_clock_and_a_grace() {
        let mut slot = Slot::default();
        slot.sent(0.0, true);
        assert!(!slot.overdue(1e9), "an idle worker has nothing to say");
        slot.give(entry(1, false, 1_000));
        slot.sent(0.0, true);
        assert!(!slot.overdue(1_000.0 + GRACE_MS));
        assert!(slot.overdue(1_001.0 + GRACE_MS));
        slot.sent(0.0, false);
        assert!(!slot.overdue(40_000.0), "a loading worker gets longer");
        slot.give(entry(2, false, u64::MAX / 4));
        slot.finish(1);
        slot.start_next();
        slot.sent(0.0, true);
        assert!(slot.overdue(LONGEST_TASK_MS + GRACE_MS + 1.0));
        assert_eq!(
            id(slot.running()),
            Some(2),
            "the task stays, to be sent again"
        );
        assert_eq!(slot.drain().len(), 1);
        assert!(!slot.overdue(1e12));
    }

    #[test]
    fn a_worker_that_never_loads_is_overdue_with_or_without_a_task() {
        let mut slot = Slot::default();
        slot.spawned(0.0);
        assert!(!slot.overdue(LOAD_PATIENCE_MS));
        assert!(
            slot.overdue(LOAD_PATIENCE_MS + 1.0),
            "an idle worker that never loads is lost"
        );
        slot.loaded(100.0);
        assert!(
            !slot.overdue(1e9),
            "a loaded idle worker has nothing to say"
        );
        slot.give(entry(1, false, 1_000));
        slot.spawned(0.0);
        assert!(
            !slot.overdue(LOAD_PATIENCE_MS),
            "its task waits while it loads"
        );
        slot.loaded(LOAD_PATIENCE_MS);
        assert!(!slot.overdue(LOAD_PATIENCE_MS + 1_000.0 + GRACE_MS));
        assert!(
            slot.overdue(LOAD_PATIENCE_MS + 1_001.0 + GRACE_MS),
            "the task's clock starts once it loads"
        );
        slot.drain();
        slot.spawned(0.0);
        slot.drain();
        assert!(!slot.overdue(1e12), "a stopped pool watches nothing");
    }

    #[test]
    fn a_search_chose_nothing_when_it_asked_and_no_value_came_back() {
        let mut answers = Answers::default();
        assert!(!answers.chose_nothing(), "a book move asks no worker");
        answers.asked();
        assert!(answers.chose_nothing());
        answers.heard(false);
        assert!(answers.chose_nothing(), "a task stopped before its value");
        answers.heard(true);
        answers.heard(false);
        assert!(!answers.chose_nothing());
    }

    #[test]
    fn the_pool_gives_up_after_two_failures_per_worker_in_a_row() {
        let mut health = Health::default();
        for _ in 0..3 {
            assert!(!health.failed(2));
        }
        health.answered();
        for _ in 0..3 {
            assert!(!health.failed(2));
        }
        assert!(health.failed(2), "every worker failed twice with no answer");
        health.revive();
        assert!(!health.failed(1));
        assert!(health.failed(1));
    }
}
