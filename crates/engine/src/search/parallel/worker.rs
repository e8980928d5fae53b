//! A worker's side of the parallel search: its own tables (or, on native threads, shared
//! ones), kept between the tasks of one search, and the search of each task's move.

use super::super::context::{Context, Limits, Shared};
use super::super::judge::{judge_position, Job, Judgement};
use super::super::line::{principal_line, Line};
use super::super::movelist::Candidate;
use super::super::ready::ready;
use super::super::value::{move_value, Mode, RootMode};
use super::task::{Ask, Task, TaskResult};
use crate::masks::child;
use crate::movegen::flips;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

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
        let line = match (task.ask, value) {
            (Ask::Value { .. }, Some(v)) => {
                principal_line(ctx, Mode::of(task.mode), (task.p, task.o), task.sq, v)
            }
            _ => Line::default(),
        };
        TaskResult {
            id: task.id,
            value,
            nodes: ctx.nodes,
            judged: judged.filter(|_| value.is_some()),
            line,
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
