//! What carries a search's tasks to its workers: native threads or, in the browser, Web
//! Workers.

use super::task::{Task, TaskResult};
use std::future::Future;

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
