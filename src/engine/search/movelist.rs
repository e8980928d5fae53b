//! A fixed-capacity list of moves with ordering keys, picked best-first.

use crate::engine::movegen::flips;

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
pub struct MoveList {
    items: [Candidate; 64],
    len: usize,
    next: usize,
}

impl MoveList {
    /// The moves in `moves` (a legal-move mask of `p` against `o`), all with key 0.
    #[inline]
    pub fn new(p: u64, o: u64, mut moves: u64) -> MoveList {
        let mut list = MoveList {
            items: [Candidate::default(); 64],
            len: 0,
            next: 0,
        };
        while moves != 0 {
            let sq = moves.trailing_zeros();
            moves &= moves - 1;
            list.items[list.len] = Candidate {
                sq: sq as u8,
                flips: flips(p, o, sq),
                key: 0,
            };
            list.len += 1;
        }
        list
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
        &mut self.items[..self.len]
    }

    /// The moves in their current order.
    pub fn items(&self) -> &[Candidate] {
        &self.items[..self.len]
    }

    /// Sorts all moves by key, best first (for the root, where every move is searched).
    pub fn sort(&mut self) {
        self.items[..self.len].sort_by_key(|c| std::cmp::Reverse(c.key));
    }

    /// The best remaining move (selection sort: cheap when a cutoff comes early).
    #[inline]
    pub fn pick(&mut self) -> Option<Candidate> {
        if self.next >= self.len {
            return None;
        }
        let mut best = self.next;
        for i in self.next + 1..self.len {
            if self.items[i].key > self.items[best].key {
                best = i;
            }
        }
        self.items.swap(self.next, best);
        self.next += 1;
        Some(self.items[self.next - 1])
    }
}
