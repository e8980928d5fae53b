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
//!
//! Its parts: [`task`] is what a worker is sent and answers, [`worker`] a worker's side,
//! [`scheduler`] the page's (or the main thread's) side, which plans each step of a search
//! ([`step`]) and shares a review's positions out ([`review_runs`]).

mod review_runs;
mod scheduler;
pub mod split;
pub mod step;
pub mod task;
pub mod threads;
mod transport;
mod worker;

pub use scheduler::Parallel;
pub use task::{Ask, Task, TaskResult};
pub use transport::Transport;
pub use worker::{judge_after, Worker};
