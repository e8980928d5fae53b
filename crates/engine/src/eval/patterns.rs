//! The pattern features of the trained evaluation: which squares each pattern covers, how a
//! position maps to one table index per pattern placement, and the game phases.
//!
//! The shapes are those of the classic pattern engines: the 3x3 and 2x5 corner blocks, the
//! edge with its two X-squares, the second to fourth lines and the diagonals of length 4 to 8.
//! Every shape is used in all its symmetric placements, which share one table. Each placement
//! is read from one of the 8 symmetric images of the board, in which it sits at the shape's
//! canonical place (by the a1 corner, on the first rows, or on the a1-h8 diagonal), so one
//! gather per shape serves all its placements. A table index is the base-3 number of the
//! pattern's squares (empty 0, own 1, opponent 2), its first square lowest.

use super::features::neighbours;
use crate::lines::{by_column, diagonal};
use crate::movegen::legal_moves;

/// A pattern shape: its squares (in index order, within the canonical image) and the images
/// of the board its placements are read from.
#[derive(Clone, Copy, Debug)]
pub struct Kind {
    /// Name, for reports.
    pub name: &'static str,
    /// Squares in the pattern.
    pub squares: u32,
    /// Placements on the board.
    pub placements: usize,
}

/// The pattern set.
pub const KINDS: [Kind; 11] = [
    kind("corner3x3", 9, 4),
    kind("corner2x5", 10, 8),
    kind("edge2x", 10, 4),
    kind("row2", 8, 4),
    kind("row3", 8, 4),
    kind("row4", 8, 4),
    kind("diag8", 8, 2),
    kind("diag7", 7, 4),
    kind("diag6", 6, 4),
    kind("diag5", 5, 4),
    kind("diag4", 4, 4),
];

const fn kind(name: &'static str, squares: u32, placements: usize) -> Kind {
    Kind {
        name,
        squares,
        placements,
    }
}

/// Identifies this pattern set in the weights file, so that a file for another set is refused.
pub const SET_ID: u16 = 2;

/// Table placements in all (one index each per position).
pub const PLACEMENTS: usize = placements();

const fn placements() -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < KINDS.len() {
        n += KINDS[i].placements;
        i += 1;
    }
    n
}

/// Where each kind's table starts in a phase's weights.
pub const OFFSETS: [usize; KINDS.len()] = offsets();

const fn offsets() -> [usize; KINDS.len()] {
    let mut o = [0; KINDS.len()];
    let mut at = 0;
    let mut i = 0;
    while i < KINDS.len() {
        o[i] = at;
        at += 3usize.pow(KINDS[i].squares);
        i += 1;
    }
    o
}

/// Pattern table entries per phase.
pub const TABLES: usize = table_entries();

const fn table_entries() -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < KINDS.len() {
        n += 3usize.pow(KINDS[i].squares);
        i += 1;
    }
    n
}

/// Scalar features per position: own mobility, opponent mobility, potential mobility
/// (empties next to opponent discs minus those next to own), parity, and a constant 1.
pub const SCALARS: usize = 5;

/// Weights per phase: the pattern tables, then one weight per scalar feature.
pub const PHASE_LEN: usize = TABLES + SCALARS;

/// Empties per game phase.
pub const PHASE_WIDTH: u32 = 4;

/// Game phases with their own weights, by number of empties.
pub const PHASES: usize = 60 / PHASE_WIDTH as usize;

/// The phase of a position with `empties` empty squares.
#[inline(always)]
pub fn phase(empties: u32) -> usize {
    ((empties / PHASE_WIDTH) as usize).min(PHASES - 1)
}

/// For each 10-bit number, the base-3 number whose digits are its bits (bit `i` gives `3^i`).
const fn base3_table() -> [u16; 1024] {
    let mut t = [0u16; 1024];
    let mut b = 0;
    while b < 1024 {
        let mut v = 0u16;
        let mut pow = 1u16;
        let mut i = 0;
        while i < 10 {
            if b & (1 << i) != 0 {
                v += pow;
            }
            pow *= 3;
            i += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
}

static BASE3: [u16; 1024] = base3_table();

/// The base-3 number whose digits are the bits of `bits` (below 2^10).
#[inline(always)]
pub fn base3(bits: usize) -> usize {
    usize::from(BASE3[bits & 1023])
}

/// The base-3 index of a pattern whose own and opponent squares are gathered in `pb` and `ob`.
#[inline(always)]
fn index(pb: u64, ob: u64) -> u32 {
    u32::from(BASE3[pb as usize]) + 2 * u32::from(BASE3[ob as usize])
}

/// The board mirrored left to right.
#[inline(always)]
pub fn mirror(x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let x = ((x >> 1) & K1) | ((x & K1) << 1);
    let x = ((x >> 2) & K2) | ((x & K2) << 2);
    ((x >> 4) & K4) | ((x & K4) << 4)
}

/// The board flipped top to bottom.
#[inline(always)]
pub fn flip(x: u64) -> u64 {
    x.swap_bytes()
}

/// The board reflected in the a1-h8 diagonal (rows become columns).
#[inline(always)]
pub fn transpose(x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    let x = x ^ t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    let x = x ^ t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^ t ^ (t >> 7)
}

/// The 8 images of a board, in the order [`IMAGES`] names them.
#[inline(always)]
pub fn images(x: u64) -> [u64; 8] {
    let (v, m) = (flip(x), mirror(x));
    let t = transpose(x);
    let (tv, tm) = (flip(t), mirror(t));
    [x, v, m, mirror(v), t, tv, tm, mirror(tv)]
}

/// How each image is made from the board, for tests: the board itself, flipped (V),
/// mirrored (M), both, and the same after transposing (T) first.
pub const IMAGES: [&str; 8] = ["id", "V", "M", "VM", "T", "TV", "TM", "TVM"];

/// Images whose a1 corner is each of the four corners.
const CORNER_IMAGES: [usize; 4] = [0, 1, 2, 3];
/// Images whose first row is each of the four edges.
const EDGE_IMAGES: [usize; 4] = [0, 1, 4, 5];
/// Images whose a1-h8 diagonal is each of the board's two long diagonals.
const LONG_DIAGONAL_IMAGES: [usize; 2] = [0, 2];
/// Images whose diagonal above the a1-h8 one is each of the four diagonals of its length.
const DIAGONAL_IMAGES: [usize; 4] = [0, 1, 2, 3];

/// The 3x3 block at a1, row by row.
#[inline(always)]
fn corner3x3(x: u64) -> u64 {
    (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0)
}

/// The 2x5 block a1-e2, row by row.
#[inline(always)]
fn corner2x5(x: u64) -> u64 {
    (x & 0x1f) | ((x >> 3) & 0x3e0)
}

/// The first row, then b2 and g2.
#[inline(always)]
fn edge2x(x: u64) -> u64 {
    (x & 0xff) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)
}

/// The diagonals of each length from 7 down to 4 above the a1-h8 one: mask and lowest column.
const SHORT_DIAGONALS: [(u64, u32); 4] = [
    (diagonal(1), 1),
    (diagonal(2), 2),
    (diagonal(3), 3),
    (diagonal(4), 4),
];

const MAIN_DIAGONAL: u64 = diagonal(0);

/// The table index of every pattern placement in `p` (to move) against `o`, each offset by its
/// kind's start in a phase's weights ([`OFFSETS`]); placements come kind by kind, in the
/// order of [`KINDS`].
#[inline]
pub fn indices(p: u64, o: u64) -> [u32; PLACEMENTS] {
    let (pi, oi) = (images(p), images(o));
    let mut out = [0u32; PLACEMENTS];
    let mut n = 0;
    let mut push = |kind: usize, i: u32| {
        out[n] = OFFSETS[kind] as u32 + i;
        n += 1;
    };
    for k in CORNER_IMAGES {
        push(0, index(corner3x3(pi[k]), corner3x3(oi[k])));
    }
    for k in 0..8 {
        push(1, index(corner2x5(pi[k]), corner2x5(oi[k])));
    }
    for k in EDGE_IMAGES {
        push(2, index(edge2x(pi[k]), edge2x(oi[k])));
    }
    for line in 1..4 {
        for k in EDGE_IMAGES {
            let row = |x: u64| (x >> (8 * line)) & 0xff;
            push(2 + line, index(row(pi[k]), row(oi[k])));
        }
    }
    for k in LONG_DIAGONAL_IMAGES {
        push(
            6,
            index(
                by_column(pi[k], MAIN_DIAGONAL),
                by_column(oi[k], MAIN_DIAGONAL),
            ),
        );
    }
    for (d, &(mask, low)) in SHORT_DIAGONALS.iter().enumerate() {
        for k in DIAGONAL_IMAGES {
            push(
                7 + d,
                index(by_column(pi[k], mask) >> low, by_column(oi[k], mask) >> low),
            );
        }
    }
    out
}

/// The scalar features of `p` (to move) against `o`, in the order of [`SCALARS`].
#[inline]
pub fn scalars(p: u64, o: u64) -> [i32; SCALARS] {
    let empty = !(p | o);
    let potential =
        (neighbours(o) & empty).count_ones() as i32 - (neighbours(p) & empty).count_ones() as i32;
    [
        legal_moves(p, o).count_ones() as i32,
        legal_moves(o, p).count_ones() as i32,
        potential,
        (empty.count_ones() & 1) as i32,
        1,
    ]
}

/// The order in which a pattern's squares read it in its own mirror image, if it has one:
/// a line read backwards, a 3x3 block or the edge with X-squares reflected.
fn self_symmetry(kind: usize) -> Option<Vec<usize>> {
    match KINDS[kind].name {
        "corner3x3" => Some((0..9).map(|j| (j % 3) * 3 + j / 3).collect()),
        "corner2x5" => None,
        "edge2x" => Some(vec![7, 6, 5, 4, 3, 2, 1, 0, 9, 8]),
        _ => Some((0..KINDS[kind].squares as usize).rev().collect()),
    }
}

/// For every table entry of a phase, the entry it must equal because the pattern maps onto
/// itself by a symmetry of the board: the smaller of the two. Training ties those entries
/// so that the evaluation is symmetric.
pub fn canonical() -> Vec<u32> {
    let mut map = vec![0u32; TABLES];
    for (k, kind) in KINDS.iter().enumerate() {
        let image = self_symmetry(k);
        for i in 0..3usize.pow(kind.squares) {
            // Each web worker makes this map as it starts: no allocation per entry. The base-3
            // digits (0 empty, 1 own, 2 opponent) lowest first, read back in the image's order.
            let twin = image.as_ref().map_or(i, |order| {
                let mut d = [0; 10];
                let mut rest = i;
                for digit in d.iter_mut().take(order.len()) {
                    *digit = rest % 3;
                    rest /= 3;
                }
                order.iter().rev().fold(0, |acc, &j| acc * 3 + d[j])
            });
            map[OFFSETS[k] + i] = (OFFSETS[k] + i.min(twin)) as u32;
        }
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn tables_have_the_expected_sizes() {
        assert_eq!(PLACEMENTS, 46);
        assert_eq!(TABLES, 19683 + 2 * 59049 + 4 * 6561 + 2187 + 729 + 243 + 81);
        assert_eq!(phase(0), 0);
        assert_eq!(phase(60), PHASES - 1);
    }

    fn naive(x: u64, f: impl Fn(usize, usize) -> (usize, usize)) -> u64 {
        let mut y = 0;
        for sq in 0..64 {
            if x & (1 << sq) != 0 {
                let (r, c) = f(sq / 8, sq % 8);
                y |= 1 << (r * 8 + c);
            }
        }
        y
    }

    #[test]
    fn symmetries_move_each_square_where_they_should() {
        for sq in 0..64 {
            let x = 1u64 << sq | 0x8000_0000_0000_0000 >> (sq % 13);
            assert_eq!(transpose(x), naive(x, |r, c| (c, r)));
            assert_eq!(mirror(x), naive(x, |r, c| (r, 7 - c)));
            assert_eq!(flip(x), naive(x, |r, c| (7 - r, c)));
        }
    }

    /// The squares of the board each placement covers, found by lighting one square at a time.
    fn covered() -> Vec<BTreeSet<usize>> {
        let empty = indices(0, 0);
        let mut sets = vec![BTreeSet::new(); PLACEMENTS];
        for sq in 0..64 {
            for (j, (&i, &e)) in indices(1 << sq, 0).iter().zip(&empty).enumerate() {
                if i != e {
                    sets[j].insert(sq);
                }
            }
        }
        sets
    }

    #[test]
    fn each_kind_covers_all_its_symmetric_placements_once() {
        let sets = covered();
        let mut at = 0;
        for kind in &KINDS {
            let mine: BTreeSet<BTreeSet<usize>> =
                sets[at..at + kind.placements].iter().cloned().collect();
            assert_eq!(
                mine.len(),
                kind.placements,
                "{} placements repeat",
                kind.name
            );
            for s in &mine {
                assert_eq!(s.len(), kind.squares as usize, "{}", kind.name);
                // Every image of a placement under a symmetry is a placement too.
                let x: u64 = s.iter().map(|&sq| 1u64 << sq).sum();
                for image in images(x) {
                    let squares: BTreeSet<usize> =
                        (0..64).filter(|&q| image & (1 << q) != 0).collect();
                    assert!(mine.contains(&squares), "{} not closed", kind.name);
                }
            }
            at += kind.placements;
        }
        // The a1 placement of each shape.
        let a1: Vec<usize> = vec![0, 1, 2, 8, 9, 10, 16, 17, 18];
        assert_eq!(sets[0].iter().copied().collect::<Vec<_>>(), a1);
        assert_eq!(
            sets[4].iter().copied().collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4, 8, 9, 10, 11, 12]
        );
        assert_eq!(
            sets[12].iter().copied().collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4, 5, 6, 7, 9, 14]
        );
    }

    #[test]
    fn canonical_entries_are_fixed_points() {
        let map = canonical();
        assert_eq!(map.len(), TABLES);
        for (i, &c) in map.iter().enumerate() {
            assert!(c as usize <= i);
            assert_eq!(map[c as usize], c);
        }
    }
}
