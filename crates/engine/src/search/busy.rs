//! Which nodes of the exact solver some thread is searching now, for native threads that
//! share one table (ABDADA's exclusive search): a thread defers a node's moves that another
//! is already inside and takes the next, so that two threads on one subtree split its work,
//! and comes back to the deferred ones last, when the shared table mostly holds their values.

use super::tt::hash;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

/// Counters of the threads inside each node, by a hash of the node (two nodes sharing a
/// counter only make one of them look busy: a move searched later, never a wrong value).
pub struct Busy {
    counts: Vec<AtomicU32>,
    shift: u32,
}

impl Busy {
    /// A set of `2^bits` counters.
    pub fn new(bits: u32) -> Busy {
        Busy {
            counts: (0..1usize << bits).map(|_| AtomicU32::new(0)).collect(),
            shift: 64 - bits,
        }
    }

    #[inline(always)]
    fn index(&self, p: u64, o: u64) -> usize {
        (hash(p, o) >> self.shift) as usize
    }

    /// Marks the node as searched by one more thread; give the result to [`Busy::leave`].
    #[inline]
    pub fn enter(&self, p: u64, o: u64) -> usize {
        let i = self.index(p, o);
        self.counts[i].fetch_add(1, Relaxed);
        i
    }

    /// Ends the search that [`Busy::enter`] marked.
    #[inline]
    pub fn leave(&self, i: usize) {
        self.counts[i].fetch_sub(1, Relaxed);
    }

    /// Whether some thread is searching the node (asked from its parent, where the asking
    /// thread is not inside it).
    #[inline]
    pub fn searched(&self, p: u64, o: u64) -> bool {
        self.counts[self.index(p, o)].load(Relaxed) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_is_busy_while_a_thread_is_inside() {
        let busy = Busy::new(8);
        assert!(!busy.searched(1, 2));
        let a = busy.enter(1, 2);
        let b = busy.enter(1, 2);
        busy.leave(a);
        assert!(busy.searched(1, 2));
        busy.leave(b);
        assert!(!busy.searched(1, 2));
    }
}
