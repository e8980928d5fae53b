//! A bounded transposition table keyed by the full board (both disc masks).
//!
//! Two-way buckets, each on one cache line: a new entry replaces the shallower of the two
//! slots. Native worker threads may share one table: each slot is three atomic words, the two
//! key words stored XOR-ed with the data word, so that a slot torn by two threads writing at
//! once no longer matches either position and reads as empty (relaxed atomics compile to
//! plain loads and stores, so one thread pays nothing for this).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;

/// What the table remembers about one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    /// Lower bound of the score.
    pub lower: i16,
    /// Upper bound of the score.
    pub upper: i16,
    /// Search depth (or empties for exact entries) the bounds are valid for.
    pub depth: u8,
    /// Best move's square index, or [`NO_MOVE`].
    pub best: u8,
}

impl Entry {
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.best) << 40
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            depth: (data >> 32) as u8,
            best: (data >> 40) as u8,
        }
    }
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

/// One slot: the position's two masks, each XOR-ed with the packed entry, and the entry.
#[derive(Default)]
struct Slot {
    p: AtomicU64,
    o: AtomicU64,
    data: AtomicU64,
}

/// Two slots on one 64-byte cache line: packed at 48 bytes, half the buckets straddled two
/// lines, and a probe paid two cache misses where it could pay one.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; 2]);

/// Asks the kernel to back `memory` with huge pages where it allows them on request: a probe
/// lands anywhere in megabytes of table, and with 4 KiB pages nearly every one missed the
/// TLB as well as the cache (Linux only; elsewhere a no-op).
fn advise_huge_pages<T>(memory: &[T]) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let start = memory.as_ptr() as usize;
        let end = start + std::mem::size_of_val(memory);
        let first = start.next_multiple_of(PAGE);
        if end > first + PAGE {
            let len = (end - first) / PAGE * PAGE;
            // SAFETY: the range lies inside `memory`'s allocation, which this only advises on;
            // a refusal (no huge pages here) leaves ordinary pages.
            unsafe {
                libc::madvise(first as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = memory;
}

/// Where a slot's data word keeps the generation it was written in (above the packed entry).
const GENERATION_SHIFT: u32 = 48;

impl Slot {
    /// The entry, if this slot holds position `p`, `o` whole, written in generation `now`.
    #[inline(always)]
    fn read(&self, p: u64, o: u64, now: u64) -> Option<Entry> {
        let data = self.data.load(Relaxed);
        (self.p.load(Relaxed) ^ data == p
            && self.o.load(Relaxed) ^ data == o
            && data >> GENERATION_SHIFT == now)
            .then(|| Entry::unpack(data))
    }

    /// How much the slot is worth keeping: its depth, or nothing if it is of another
    /// generation than `now`.
    #[inline(always)]
    fn worth(&self, now: u64) -> i32 {
        let data = self.data.load(Relaxed);
        if data >> GENERATION_SHIFT == now {
            i32::from(Entry::unpack(data).depth & 0x7f)
        } else {
            -1
        }
    }

    #[inline(always)]
    fn write(&self, p: u64, o: u64, entry: Entry, now: u64) {
        let data = entry.pack() | now << GENERATION_SHIFT;
        self.p.store(p ^ data, Relaxed);
        self.o.store(o ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

/// A fixed-size table of [`Entry`]s.
pub struct Table {
    buckets: Vec<Bucket>,
    shift: u32,
    /// The search the table was last cleared for, so that of several threads sharing it
    /// only the first to start a search clears it, and the others wait until it is done
    /// (they would otherwise read the last search's entries, deeper ones among them).
    cleared_for: Mutex<u32>,
    /// Entries written before the last [`Table::forget`] are of an older generation, and
    /// read as empty.
    generation: AtomicU64,
}

/// A well-mixed hash of a position (its high bits index the tables and the busy set).
#[inline(always)]
pub(super) fn hash(p: u64, o: u64) -> u64 {
    let h = (p ^ o.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h ^ (h >> 31) ^ o.wrapping_mul(0xc2b2_ae3d_27d4_eb4f)).wrapping_mul(0xff51_afd7_ed55_8ccd)
}

impl Table {
    /// A table with `2^bits` entries (32 bytes each, padding included).
    pub fn new(bits: u32) -> Table {
        let len = 1usize << bits.saturating_sub(1);
        let mut buckets = Vec::with_capacity(len);
        // Advised before the first write, while no page is mapped yet.
        advise_huge_pages(buckets.spare_capacity_mut());
        buckets.resize_with(len, Bucket::default);
        Table {
            buckets,
            shift: 65 - bits.max(1),
            cleared_for: Mutex::new(u32::MAX),
            generation: AtomicU64::new(0),
        }
    }

    /// Forgets everything at once (no slot is touched): what a search finds afterwards does
    /// not depend on what was searched before, as after [`Table::clear`].
    pub fn forget(&self) {
        let next = (self.generation.load(Relaxed) + 1) & 0xffff;
        self.generation.store(next, Relaxed);
    }

    /// The table holds `2^bits` entries.
    pub fn bits(&self) -> u32 {
        65 - self.shift
    }

    /// Forgets everything, so that a search does not depend on earlier ones.
    pub fn clear(&self) {
        for s in self.buckets.iter().flat_map(|b| &b.0) {
            s.p.store(0, Relaxed);
            s.o.store(0, Relaxed);
            s.data.store(0, Relaxed);
        }
    }

    /// Clears the table unless it was already cleared for `search` (by another thread), and
    /// returns once it is clear.
    pub fn clear_for(&self, search: u32) {
        // A thread that panicked while clearing left nothing worse than a half-cleared table.
        let mut cleared = self.cleared_for.lock().unwrap_or_else(|e| e.into_inner());
        if *cleared != search {
            self.clear();
            *cleared = search;
        }
    }

    #[inline(always)]
    fn bucket(&self, p: u64, o: u64) -> &[Slot; 2] {
        &self.buckets[(hash(p, o) >> self.shift) as usize].0
    }

    /// Asks the processor to start loading this position's bucket, so that a probe issued
    /// after some other work finds it in cache (a no-op where there is no prefetch).
    #[inline(always)]
    pub fn prefetch(&self, p: u64, o: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket: *const [Slot; 2] = self.bucket(p, o);
            // SAFETY: prefetching is only a hint; the pointer is in bounds and never read here.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    bucket.cast(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (p, o);
    }

    /// The entry for this position, if stored.
    #[inline]
    pub fn probe(&self, p: u64, o: u64) -> Option<Entry> {
        if p | o == 0 {
            return None;
        }
        let [a, b] = self.bucket(p, o);
        let now = self.generation.load(Relaxed);
        a.read(p, o, now).or_else(|| b.read(p, o, now))
    }

    /// Stores the bounds `(lower, upper)` found for a position searched to `depth`.
    #[inline]
    pub fn store(&self, p: u64, o: u64, depth: u32, (lower, upper): (i16, i16), best: u8) {
        let [a, b] = self.bucket(p, o);
        let now = self.generation.load(Relaxed);
        let slot = if a.read(p, o, now).is_some() {
            a
        } else if b.read(p, o, now).is_some() {
            b
        } else if a.worth(now) <= b.worth(now) {
            a
        } else {
            b
        };
        slot.write(
            p,
            o,
            Entry {
                lower,
                upper,
                depth: depth.min(255) as u8,
                best,
            },
            now,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_bounds_by_window() {
        let t = Table::new(4);
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

    #[test]
    fn a_slot_torn_by_two_writers_reads_as_empty() {
        let t = Table::new(4);
        t.store(1, 2, 3, bounds(-10, 10, 5), 7);
        let slot = t
            .bucket(1, 2)
            .iter()
            .find(|s| s.read(1, 2, 0).is_some())
            .unwrap();
        // Another thread's entry lands in the data word only.
        let other = Entry {
            lower: -3,
            upper: -3,
            depth: 9,
            best: 1,
        };
        slot.data.store(other.pack(), Relaxed);
        assert_eq!(t.probe(1, 2), None);
    }

    #[test]
    fn a_forgotten_entry_reads_as_empty_and_gives_way_to_new_ones() {
        let t = Table::new(4);
        // Two positions in one bucket, the first stored deeper.
        let (a, b) = (1..)
            .map(|k| (k, k + 1000))
            .find(|&(k, l)| std::ptr::eq(t.bucket(k, 2), t.bucket(l, 2)))
            .unwrap();
        t.store(a, 2, 20, bounds(-10, 10, 5), 7);
        t.store(b, 2, 20, bounds(-10, 10, 5), 7);
        t.forget();
        assert_eq!(t.probe(a, 2), None);
        // A shallow new entry takes a forgotten slot rather than another new one.
        t.store(a, 2, 1, bounds(-10, 10, 3), 4);
        t.store(b, 2, 1, bounds(-10, 10, 6), 4);
        assert_eq!(t.probe(a, 2).map(|e| e.lower), Some(3));
        assert_eq!(t.probe(b, 2).map(|e| e.lower), Some(6));
    }

    #[test]
    fn the_first_thread_to_start_a_search_clears_the_table() {
        let t = Table::new(4);
        t.clear_for(1);
        t.store(1, 2, 3, bounds(-10, 10, 5), 7);
        t.clear_for(1);
        assert!(t.probe(1, 2).is_some());
        t.clear_for(2);
        assert!(t.probe(1, 2).is_none());
    }

    #[test]
    fn a_thread_that_finds_the_table_being_cleared_waits_until_it_is_clear() {
        let t = Table::new(20);
        let positions: Vec<(u64, u64)> = (1..=2000u64).map(|i| (i << 8, i)).collect();
        for &(p, o) in &positions {
            t.store(p, o, 9, bounds(-10, 10, 1), 3);
        }
        let start = std::sync::Barrier::new(2);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    start.wait();
                    t.clear_for(7);
                    let left = positions.iter().filter(|&&(p, o)| t.probe(p, o).is_some());
                    assert_eq!(left.count(), 0);
                });
            }
        });
    }
}
