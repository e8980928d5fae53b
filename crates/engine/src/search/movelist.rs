//! A fixed-capacity list of moves with ordering keys, picked best-first.

use crate::movegen::flips;
use std::mem::MaybeUninit;

/// One candidate move: its square, the discs it flips and its ordering key.
#[derive(Clone, Copy, Debug, Default)]
pub struct Candidate {
    /// Square index.
    pub sq: u8,
    /// Discs flipped.
    pub flips: u64,
    /// Higher keys are searched first.
    pub key: i32,
}

/// The legal moves of one node.
///
/// The storage is left uninitialised beyond `len`: a list is built at every interior node of
/// the solver, and zeroing 1 KiB each time was a measurable share of its time.
pub struct MoveList {
    items: [MaybeUninit<Candidate>; 64],
    len: usize,
    next: usize,
}

impl MoveList {
    /// The moves in `moves` (a legal-move mask of `p` against `o`), all with key 0.
    ///
    /// Filled in place rather than returned: returning the list zeroed and then copied its
    /// whole kilobyte of storage at every node, about 5% of the solver's time.
    #[inline(always)]
    pub fn fill(&mut self, p: u64, o: u64, mut moves: u64) {
        let mut len = 0;
        while moves != 0 {
            let sq = moves.trailing_zeros();
            moves &= moves - 1;
            self.items[len].write(Candidate {
                sq: sq as u8,
                flips: flips(p, o, sq),
                key: 0,
            });
            len += 1;
        }
        self.len = len;
        self.next = 0;
    }

    /// An empty list, to [`fill`](Self::fill).
    #[inline(always)]
    pub fn empty() -> MoveList {
        MoveList {
            // SAFETY: an array of `MaybeUninit` needs no initialisation.
            items: unsafe { MaybeUninit::<[MaybeUninit<Candidate>; 64]>::uninit().assume_init() },
            len: 0,
            next: 0,
        }
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, for setting their keys.
    pub fn items_mut(&mut self) -> &mut [Candidate] {
        // SAFETY: the first `len` items were written by `new`, and `len` never exceeds 64.
        unsafe { std::slice::from_raw_parts_mut(self.items.as_mut_ptr().cast(), self.len) }
    }

    /// The moves not picked yet, for setting their keys.
    pub fn rest_mut(&mut self) -> &mut [Candidate] {
        let next = self.next;
        &mut self.items_mut()[next..]
    }

    /// The moves in their current order.
    pub fn items(&self) -> &[Candidate] {
        // SAFETY: as for `items_mut`.
        unsafe { std::slice::from_raw_parts(self.items.as_ptr().cast(), self.len) }
    }

    /// Sorts all moves by key, best first (for the root, where every move is searched).
    pub fn sort(&mut self) {
        self.items_mut().sort_by_key(|c| std::cmp::Reverse(c.key));
    }

    /// The best remaining move (selection sort: cheap when a cutoff comes early).
    #[inline]
    pub fn pick(&mut self) -> Option<Candidate> {
        let next = self.next;
        let items = self.items_mut();
        if next >= items.len() {
            return None;
        }
        let mut best = next;
        for i in next + 1..items.len() {
            if items[i].key > items[best].key {
                best = i;
            }
        }
        items.swap(next, best);
        let picked = items[next];
        self.next += 1;
        Some(picked)
    }
}
