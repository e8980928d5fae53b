//! A bounded transposition table keyed by the full board (both disc masks).
//!
//! Two-way buckets: a new entry replaces the shallower of the two slots.

/// What the table remembers about one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    p: u64,
    o: u64,
    /// Lower bound of the score.
    pub lower: i16,
    /// Upper bound of the score.
    pub upper: i16,
    /// Search depth (or empties for exact entries) the bounds are valid for.
    pub depth: u8,
    /// Best move's square index, or [`NO_MOVE`].
    pub best: u8,
}

/// Marks an entry without a best move.
pub const NO_MOVE: u8 = 64;

/// The bounds a fail-soft search result `score` proves, given its window `alpha..beta`.
#[inline(always)]
pub fn bounds(alpha: i32, beta: i32, score: i32) -> (i16, i16) {
    if score <= alpha {
        (i16::MIN, score as i16)
    } else if score >= beta {
        (score as i16, i16::MAX)
    } else {
        (score as i16, score as i16)
    }
}

/// A fixed-size table of [`Entry`]s.
pub struct Table {
    entries: Vec<Entry>,
    shift: u32,
}

#[inline(always)]
fn hash(p: u64, o: u64) -> u64 {
    let h = (p ^ o.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h ^ (h >> 31) ^ o.wrapping_mul(0xc2b2_ae3d_27d4_eb4f)).wrapping_mul(0xff51_afd7_ed55_8ccd)
}

impl Table {
    /// A table with `2^bits` entries (24 bytes each).
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            shift: 64 - bits,
        }
    }

    /// Forgets everything, so that a search does not depend on earlier ones.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    #[inline(always)]
    fn bucket(&self, p: u64, o: u64) -> usize {
        (hash(p, o) >> self.shift) as usize & !1
    }

    /// The entry for this position, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        let i = self.bucket(p, o);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.p == p && e.o == o && (p | o) != 0)
            .copied()
    }

    /// Stores the bounds `(lower, upper)` found for a position searched to `depth`.
    #[inline]
    pub fn store(&mut self, p: u64, o: u64, depth: u32, (lower, upper): (i16, i16), best: u8) {
        let i = self.bucket(p, o);
        let slot = if self.entries[i].p == p && self.entries[i].o == o {
            i
        } else if self.entries[i + 1].p == p && self.entries[i + 1].o == o {
            i + 1
        } else if self.entries[i].depth & 0x7f <= self.entries[i + 1].depth & 0x7f {
            i
        } else {
            i + 1
        };
        self.entries[slot] = Entry {
            p,
            o,
            lower,
            upper,
            depth: depth.min(255) as u8,
            best,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_bounds_by_window() {
        let mut t = Table::new(4);
        t.store(1, 2, 3, bounds(-10, 10, 5), 7);
        let e = t.probe(1, 2).unwrap();
        assert_eq!((e.lower, e.upper, e.depth, e.best), (5, 5, 3, 7));
        t.store(1, 2, 4, bounds(-10, 10, 12), 8);
        let e = t.probe(1, 2).unwrap();
        assert_eq!((e.lower, e.upper), (12, i16::MAX));
        t.store(1, 2, 4, bounds(-10, 10, -12), 8);
        assert_eq!(t.probe(1, 2).unwrap().upper, -12);
        assert!(t.probe(2, 1).is_none());
    }
}
