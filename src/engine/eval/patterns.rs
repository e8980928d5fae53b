//! The pattern features of the trained evaluation: which squares each pattern covers, how a
//! position maps to one table index per pattern placement, and the game phases.
//!
//! Every pattern is used in all its symmetric placements, which share one table. A table
//! index is the base-3 number of the pattern's squares (empty 0, own 1, opponent 2).

use super::features::neighbours;
use crate::engine::lines::{anti_diagonal, by_column, column, diagonal, row};
use crate::engine::movegen::legal_moves;

/// A pattern shape: how many squares it has and in how many placements it is used.
#[derive(Clone, Copy, Debug)]
pub struct Kind {
    /// Name, for reports.
    pub name: &'static str,
    /// Squares in the pattern.
    pub squares: u32,
    /// Placements on the board (its symmetric images).
    pub placements: usize,
}

/// The pattern set: edge, corner 3x3, the second to fourth rows, the diagonals of length 8 to 4.
pub const KINDS: [Kind; 10] = [
    kind("edge", 8, 4),
    kind("corner3x3", 9, 4),
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
pub const SET_ID: u16 = 1;

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
pub const TABLES: usize = OFFSETS[KINDS.len() - 1] + 3usize.pow(KINDS[KINDS.len() - 1].squares);

/// Scalar features per position: own mobility, opponent mobility, potential mobility
/// (empties next to opponent discs minus those next to own), parity, and a constant 1.
pub const SCALARS: usize = 5;

/// Weights per phase: the pattern tables, then one weight per scalar feature.
pub const PHASE_LEN: usize = TABLES + SCALARS;

/// Game phases with their own weights, by number of empties.
pub const PHASES: usize = 11;

/// The phase of a position with `empties` empty squares: five empties per phase, the
/// opening (50 and more) in one.
#[inline(always)]
pub fn phase(empties: u32) -> usize {
    (empties as usize / 5).min(PHASES - 1)
}

/// For each 9-bit number, the base-3 number whose digits are its bits (bit `i` gives `3^i`).
const fn base3_table() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut b = 0;
    while b < 512 {
        let mut v = 0u16;
        let mut pow = 1u16;
        let mut i = 0;
        while i < 9 {
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

static BASE3: [u16; 512] = base3_table();

/// The base-3 number whose digits are the bits of `bits` (below 2^9).
#[inline(always)]
pub fn base3(bits: usize) -> usize {
    usize::from(BASE3[bits & 511])
}

/// The base-3 index of a pattern whose own and opponent squares are gathered in `pb` and `ob`.
#[inline(always)]
fn index(pb: u64, ob: u64) -> u32 {
    u32::from(BASE3[pb as usize]) + 2 * u32::from(BASE3[ob as usize])
}

/// The diagonals of each length below 8, four of each: (mask, lowest column) per placement.
const SHORT_DIAGONALS: [[(u64, u32); 4]; 4] = short_diagonals();

const fn short_diagonals() -> [[(u64, u32); 4]; 4] {
    let mut t = [[(0, 0); 4]; 4];
    let mut i = 0;
    while i < 4 {
        let k = i as i32 + 1; // length 8 - k
        t[i] = [
            (diagonal(k), k as u32),
            (diagonal(-k), 0),
            (anti_diagonal(7 - k), 0),
            (anti_diagonal(7 + k), k as u32),
        ];
        i += 1;
    }
    t
}

const MAIN_DIAGONAL: u64 = diagonal(0);
const MAIN_ANTI_DIAGONAL: u64 = anti_diagonal(7);

/// The board mirrored left to right.
#[inline(always)]
fn mirror(x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let x = ((x >> 1) & K1) | ((x & K1) << 1);
    let x = ((x >> 2) & K2) | ((x & K2) << 2);
    ((x >> 4) & K4) | ((x & K4) << 4)
}

/// The 3x3 block at a1 as 9 bits, row by row.
#[inline(always)]
fn corner(x: u64) -> u64 {
    (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1c0)
}

/// The table index of every pattern placement in `p` (to move) against `o`, each offset by its
/// kind's start in a phase's weights ([`OFFSETS`]).
#[inline]
pub fn indices(p: u64, o: u64) -> [u32; PLACEMENTS] {
    let mut out = [0u32; PLACEMENTS];
    let mut n = 0;
    let mut push = |kind: usize, i: u32| {
        out[n] = OFFSETS[kind] as u32 + i;
        n += 1;
    };
    // The edge and the second to fourth lines from each side, rows and columns alike.
    for (k, kind) in [(0, 0), (1, 2), (2, 3), (3, 4)] {
        push(kind, index(row(p, k), row(o, k)));
        push(kind, index(row(p, 7 - k), row(o, 7 - k)));
        push(kind, index(column(p, k), column(o, k)));
        push(kind, index(column(p, 7 - k), column(o, 7 - k)));
    }
    let (pv, ov) = (p.swap_bytes(), o.swap_bytes());
    let (pm, om) = (mirror(p), mirror(o));
    let (pvm, ovm) = (mirror(pv), mirror(ov));
    for (x, y) in [(p, o), (pv, ov), (pm, om), (pvm, ovm)] {
        push(1, index(corner(x), corner(y)));
    }
    for mask in [MAIN_DIAGONAL, MAIN_ANTI_DIAGONAL] {
        push(5, index(by_column(p, mask), by_column(o, mask)));
    }
    for (i, placements) in SHORT_DIAGONALS.iter().enumerate() {
        for &(mask, low) in placements {
            push(
                6 + i,
                index(by_column(p, mask) >> low, by_column(o, mask) >> low),
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

/// Decodes a base-3 index into `n` digits (0 empty, 1 own, 2 opponent), lowest first.
fn digits(mut index: usize, n: u32) -> Vec<usize> {
    (0..n)
        .map(|_| {
            let d = index % 3;
            index /= 3;
            d
        })
        .collect()
}

fn encode(digits: &[usize]) -> usize {
    digits.iter().rev().fold(0, |acc, &d| acc * 3 + d)
}

/// For every table entry of a phase, the entry it must equal because the pattern maps onto
/// itself by a symmetry of the board (a line read backwards, a corner block transposed): the
/// smaller of the two. Training ties those entries so that the evaluation is symmetric.
pub fn canonical() -> Vec<u32> {
    let mut map = Vec::with_capacity(TABLES);
    for (k, kind) in KINDS.iter().enumerate() {
        for i in 0..3usize.pow(kind.squares) {
            let d = digits(i, kind.squares);
            let image: Vec<usize> = if kind.squares == 9 {
                (0..9).map(|j| d[(j % 3) * 3 + j / 3]).collect()
            } else {
                d.iter().rev().copied().collect()
            };
            map.push((OFFSETS[k] + i.min(encode(&image))) as u32);
        }
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_have_the_expected_sizes() {
        assert_eq!(PLACEMENTS, 38);
        assert_eq!(TABLES, 5 * 6561 + 19683 + 2187 + 729 + 243 + 81);
        assert_eq!(phase(0), 0);
        assert_eq!(phase(60), PHASES - 1);
    }

    #[test]
    fn each_placement_reads_its_own_squares() {
        // With a single own disc, exactly the placements covering that square are non-empty,
        // and every square lies in 4 line patterns at least (row, column, two diagonals or edge).
        for sq in 0..64i32 {
            let covering = indices(1 << sq, 0)
                .iter()
                .zip(indices(0, 0))
                .filter(|&(&i, empty)| i != empty)
                .count();
            let (c, r) = (sq % 8, sq / 8);
            let in_corner = !(3..=4).contains(&c) && !(3..=4).contains(&r);
            let diagonals = usize::from((c - r).abs() <= 4) + usize::from((c + r - 7).abs() <= 4);
            assert_eq!(
                covering,
                2 + diagonals + usize::from(in_corner),
                "square {sq}"
            );
        }
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
