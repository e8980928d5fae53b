//! The native transport: one thread per worker, talking through channels. The threads share
//! their tables and busy set ([`Shared`]), or, to measure natively how the browser's Web
//! Workers share out a search, keep tables of their own ([`Threads::spawn_apart`]). On targets
//! without threads (the browser's wasm) spawning fails and the caller searches alone.

use super::{Task, TaskResult, Transport, Worker};
use crate::search::context::Shared;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::{Builder, JoinHandle};
use std::time::Duration;

/// How long [`Threads::receive`] waits before the scheduler looks at its limits again.
const POLL: Duration = Duration::from_millis(5);

/// One worker thread as the pool sees it.
struct Handle {
    tasks: Option<Sender<Task>>,
    /// Stops the task running.
    stop: Arc<AtomicBool>,
    /// Tasks with ids up to this one are not to be started (ids only grow).
    cancelled: Arc<AtomicU32>,
    thread: Option<JoinHandle<()>>,
}

/// Worker threads, each with tables of `2^bits` entries.
pub struct Threads {
    workers: Vec<Handle>,
    outcomes: Receiver<(usize, TaskResult)>,
    shared: bool,
}

impl Threads {
    /// Spawns `count` worker threads with tables of `2^bits` entries each; an error where
    /// threads cannot be spawned.
    pub fn spawn(count: usize, bits: u32) -> std::io::Result<Threads> {
        Threads::start(count, bits, true)
    }

    /// Spawns `count` worker threads that each keep tables of `2^bits` entries of their own,
    /// as the browser's Web Workers do; an error where threads cannot be spawned.
    pub fn spawn_apart(count: usize, bits: u32) -> std::io::Result<Threads> {
        Threads::start(count, bits, false)
    }

    fn start(count: usize, bits: u32, shared: bool) -> std::io::Result<Threads> {
        let (done, outcomes) = channel();
        let mut workers = Vec::with_capacity(count);
        let tables = shared.then(|| Shared::new(bits));
        for index in 0..count {
            let (tasks, inbox) = channel::<Task>();
            let mut worker = match &tables {
                Some(tables) => Worker::sharing(tables),
                None => Worker::new(bits),
            };
            let stop = worker.stop_flag();
            let cancelled = Arc::new(AtomicU32::new(u32::MAX));
            let (done, seen) = (done.clone(), cancelled.clone());
            let thread = Builder::new()
                .name(format!("search-{index}"))
                .spawn(move || {
                    let stop = worker.stop_flag();
                    for task in inbox {
                        // The flag is cleared before the cancellation is read, so that a
                        // cancel arriving now is either seen here or sets the flag again.
                        stop.store(false, Ordering::SeqCst);
                        let skipped = seen.load(Ordering::SeqCst);
                        let outcome = if skipped != u32::MAX && task.id <= skipped {
                            TaskResult::stopped(task.id)
                        } else {
                            worker.run(&task)
                        };
                        if done.send((index, outcome)).is_err() {
                            break;
                        }
                    }
                })?;
            workers.push(Handle {
                tasks: Some(tasks),
                stop,
                cancelled,
                thread: Some(thread),
            });
        }
        Ok(Threads {
            workers,
            outcomes,
            shared,
        })
    }
}

impl Transport for Threads {
    fn size(&self) -> usize {
        self.workers.len()
    }

    fn shares_tables(&self) -> bool {
        self.shared
    }

    fn send(&mut self, worker: usize, task: Task) {
        if let Some(tasks) = &self.workers[worker].tasks {
            // A worker thread ends only when the pool drops its channel.
            let _ = tasks.send(task);
        }
    }

    fn cancel(&mut self, worker: usize, id: u32) {
        let w = &self.workers[worker];
        w.cancelled.store(id, Ordering::SeqCst);
        w.stop.store(true, Ordering::SeqCst);
    }

    async fn receive(&mut self) -> Option<(usize, TaskResult)> {
        // Timed out, or every worker gone (they end only when the pool is dropped).
        self.outcomes.recv_timeout(POLL).ok()
    }
}

impl Drop for Threads {
    fn drop(&mut self) {
        for w in &mut self.workers {
            w.stop.store(true, Ordering::SeqCst);
            w.tasks = None;
        }
        for w in &mut self.workers {
            if let Some(thread) = w.thread.take() {
                let _ = thread.join();
            }
        }
    }
}
