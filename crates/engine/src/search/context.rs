//! The state one search carries: tables, node count and the limits that stop it.

use super::busy::Busy;
use super::level::Budget;
use super::movelist::{Candidate, MoveList};
use super::tt::Table;
use crate::masks::child;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use web_time::{Duration, Instant};

/// Each table has `2^TABLE_BITS` entries of 32 bytes: 16 MiB each, 32 MiB in all.
pub const TABLE_BITS: u32 = 19;

/// Nodes between two looks at the clock and the stop flag.
const CHECK_INTERVAL: u32 = 4096;

/// The near-the-end table has `2^NEAR_END_BITS` entries (512 KiB).
const NEAR_END_BITS: u32 = 14;

/// The busy set has `2^BUSY_BITS` counters (256 KiB).
const BUSY_BITS: u32 = 16;

/// When a search must give up.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Give up after this many nodes.
    pub nodes: u64,
    /// Give up at this moment, if set.
    pub deadline: Option<Instant>,
    /// Start no iteration predicted to end after this moment, if set.
    pub target: Option<Instant>,
}

impl Limits {
    /// No limit at all.
    pub fn none() -> Limits {
        Limits {
            nodes: u64::MAX,
            deadline: None,
            target: None,
        }
    }

    /// A node limit plus a wall-clock cap from now.
    pub fn new(nodes: u64, hard_ms: u64) -> Limits {
        Limits {
            nodes,
            deadline: Instant::now().checked_add(Duration::from_millis(hard_ms)),
            target: None,
        }
    }

    /// The limits of `budget` from now: its nodes, its cap and its target, if it has one.
    pub fn of(budget: &Budget) -> Limits {
        Limits {
            target: budget
                .soft_ms
                .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms))),
            ..Limits::new(budget.nodes, budget.hard_ms)
        }
    }

    /// Whether a search that has spent `nodes` must stop now.
    pub fn reached(&self, nodes: u64) -> bool {
        nodes >= self.nodes || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether a search that has spent `spent` nodes may spend a further `nodes` taking
    /// `time` within the limits and by the target.
    pub fn affords(&self, spent: u64, nodes: u64, time: Duration) -> bool {
        let end = Instant::now().checked_add(time);
        let by = |moment: Option<Instant>| moment.is_none_or(|m| end.is_some_and(|e| e <= m));
        spent.saturating_add(nodes) <= self.nodes && by(self.deadline) && by(self.target)
    }

    /// Milliseconds left before the deadline (a very long time without one).
    pub fn ms_left(&self) -> u64 {
        self.deadline.map_or(u64::MAX / 4, |d| {
            d.saturating_duration_since(Instant::now()).as_millis() as u64
        })
    }
}

/// Tables, counters and limits shared by the midgame and endgame searches.
pub struct Context {
    /// Midgame bounds in evaluation units, keyed by depth (shared by native threads).
    pub mid_tt: Arc<Table>,
    /// Exact-solve bounds in discs, for nodes with many empties (shared by native threads).
    pub end_tt: Arc<Table>,
    /// Exact-solve bounds for nodes a few moves from the end: small enough to stay in the
    /// processor's cache, where these frequent, short-lived entries are probed cheaply.
    pub near_end_tt: Table,
    /// Nodes visited since the last [`Context::start`].
    pub nodes: u64,
    /// Set once a limit is hit; every search then unwinds at once.
    pub aborted: bool,
    /// Multi-ProbCut's threshold in standard deviations (0: no forward pruning), given by
    /// [`Context::start`] or [`Context::begin`] for the whole search.
    pub(super) probcut_t: f32,
    /// The nodes the threads sharing the tables are inside, if they are shared.
    pub busy: Option<Arc<Busy>>,
    until_check: u32,
    limits: Limits,
    stop: Arc<AtomicBool>,
}

/// A node's part in a search shared between threads: its mark in the busy set, if it has
/// one, and the moves put off because another thread is inside them (squares' bits).
pub(super) struct Split {
    slot: Option<usize>,
    deferred: u64,
}

/// What the native threads of one parallel search share: the main tables and the set of
/// nodes they are inside (the browser's workers cannot share memory and keep their own).
#[derive(Clone)]
pub struct Shared {
    mid_tt: Arc<Table>,
    end_tt: Arc<Table>,
    busy: Arc<Busy>,
}

impl Shared {
    /// A midgame and a solver's table of `2^bits` entries each, and an empty busy set.
    pub fn new(bits: u32) -> Shared {
        Shared {
            mid_tt: Arc::new(Table::new(bits)),
            end_tt: Arc::new(Table::new(bits)),
            busy: Arc::new(Busy::new(BUSY_BITS)),
        }
    }
}

impl Context {
    /// A context with tables of `2^bits` entries each.
    pub fn new(bits: u32) -> Context {
        let table = || Arc::new(Table::new(bits));
        Context::with_tables(table(), table(), None)
    }

    /// A context of one of several threads: the tables and busy set of `shared`, and its own
    /// small near-the-end table.
    pub fn sharing(shared: &Shared) -> Context {
        let Shared {
            mid_tt,
            end_tt,
            busy,
        } = shared.clone();
        Context::with_tables(mid_tt, end_tt, Some(busy))
    }

    fn with_tables(mid_tt: Arc<Table>, end_tt: Arc<Table>, busy: Option<Arc<Busy>>) -> Context {
        let bits = mid_tt.bits();
        Context {
            mid_tt,
            end_tt,
            near_end_tt: Table::new(NEAR_END_BITS.min(bits)),
            busy,
            nodes: 0,
            aborted: false,
            // No cuts until `start` or `begin` sets the threshold (probcut imports this module).
            probcut_t: 0.0,
            until_check: CHECK_INTERVAL,
            limits: Limits::none(),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The flag another thread (or a callback) may set to stop the search.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// Starts a new search: clears the tables, counters and stop flag and sets the limits and
    /// the midgame's ProbCut threshold `probcut` (standard deviations, 0: none).
    pub fn start(&mut self, limits: Limits, probcut: f32) {
        self.stop.store(false, Ordering::Relaxed);
        self.mid_tt.clear();
        self.end_tt.clear();
        self.near_end_tt.clear();
        self.begin(limits, probcut);
    }

    /// Clears the tables for search number `search` of a parallel search's worker: its own
    /// tables, and the shared one unless another thread already cleared it for that search.
    pub fn clear_for(&mut self, search: u32) {
        self.mid_tt.clear_for(search);
        self.near_end_tt.clear();
        self.end_tt.clear_for(search);
    }

    /// Starts a search with `limits` and ProbCut threshold `probcut`, keeping the tables (a
    /// parallel search's worker keeps them between the tasks of one search) and leaving the
    /// stop flag to its owner.
    pub fn begin(&mut self, limits: Limits, probcut: f32) {
        self.nodes = 0;
        self.aborted = false;
        self.limits = limits;
        self.probcut_t = probcut;
    }

    /// Drops the node limit (keeping the deadline and stop flag) and resumes after an abort
    /// caused by it: the exact solve and the randomised levels' rescoring must finish.
    pub fn lift_node_limit(&mut self) {
        self.limits.nodes = u64::MAX;
        self.aborted = false;
        self.check();
    }

    /// Counts a node and, every few thousand nodes, checks the limits.
    #[inline(always)]
    pub fn visit(&mut self) {
        self.nodes += 1;
        self.until_check -= 1;
        if self.until_check == 0 {
            self.until_check = CHECK_INTERVAL;
            self.check();
        }
    }

    /// Whether a further `nodes` nodes taking `time` would end within the limits.
    pub fn can_afford(&self, nodes: u64, time: Duration) -> bool {
        self.limits.affords(self.nodes, nodes, time)
    }

    /// Marks the node as searched by this thread where threads share the tables and the
    /// node is `worth` splitting; the [`Split`] is to be given back to [`Context::leave`].
    #[inline(always)]
    pub(super) fn enter(&self, worth: bool, p: u64, o: u64) -> Split {
        Split {
            slot: self.busy.as_ref().filter(|_| worth).map(|b| b.enter(p, o)),
            deferred: 0,
        }
    }

    /// Ends what [`Context::enter`] marked.
    #[inline(always)]
    pub(super) fn leave(&self, split: &Split) {
        if let (Some(busy), Some(i)) = (&self.busy, split.slot) {
            busy.leave(i);
        }
    }

    /// The next move to search of the node `p` to move against `o`, with the position it
    /// leads to: `list`'s, best first, except that in a node marked for sharing a move after
    /// the first that another thread is inside is put off until the others are done.
    #[inline(always)]
    pub(super) fn next_move(
        &self,
        list: &mut MoveList,
        p: u64,
        o: u64,
        first: bool,
        split: &mut Split,
    ) -> Option<(Candidate, u64, u64)> {
        while let Some(c) = list.pick() {
            let (cp, co) = child(p, o, c.sq, c.flips);
            if let (Some(busy), Some(_), false) = (&self.busy, split.slot, first) {
                if busy.searched(cp, co) {
                    split.deferred |= 1u64 << c.sq;
                    continue;
                }
            }
            return Some((c, cp, co));
        }
        if split.deferred == 0 {
            return None;
        }
        let &c = list
            .items()
            .iter()
            .find(|c| split.deferred >> c.sq & 1 != 0)?;
        split.deferred &= !(1u64 << c.sq);
        let (cp, co) = child(p, o, c.sq, c.flips);
        Some((c, cp, co))
    }

    /// Checks the limits now (between iterations, where the node interval may not come round).
    #[cold]
    pub fn check(&mut self) {
        if self.limits.reached(self.nodes) || self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
    }
}
