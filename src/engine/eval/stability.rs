//! Stable discs: discs that can never be flipped again, whatever is played.
//!
//! A disc is stable when, along each of the four axes, its line is full, or it touches the
//! border, or its neighbour on that axis is a stable disc of the same colour. Repeating that
//! rule from the corners inwards reaches a fixed point; the result is conservative (it may
//! miss some stable discs, never claims an unstable one).

use crate::engine::masks::{NOT_A, NOT_H};

const COL_AH: u64 = 0x8181_8181_8181_8181;
const ROW_18: u64 = 0xff00_0000_0000_00ff;
const BORDER: u64 = COL_AH | ROW_18;

/// Masks of each full row, column and diagonal line through the occupied squares.
struct FullLines {
    horizontal: u64,
    vertical: u64,
    diag9: u64,
    diag7: u64,
}

/// The 15 diagonals running a1-h8 (step 9) and the 15 running h1-a8 (step 7).
const fn diagonals() -> ([u64; 15], [u64; 15]) {
    let mut d9 = [0u64; 15];
    let mut d7 = [0u64; 15];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = (sq % 8, sq / 8);
        d9[7 + c - r] |= 1 << sq;
        d7[c + r] |= 1 << sq;
        sq += 1;
    }
    (d9, d7)
}

const DIAGONALS: ([u64; 15], [u64; 15]) = diagonals();

fn full_lines(occupied: u64) -> FullLines {
    let mut horizontal = 0;
    for r in 0..8 {
        let row = 0xffu64 << (8 * r);
        if occupied & row == row {
            horizontal |= row;
        }
    }
    let mut v = occupied;
    v &= v.rotate_right(8);
    v &= v.rotate_right(16);
    v &= v.rotate_right(32);
    let mut diag9 = 0;
    let mut diag7 = 0;
    for i in 0..15 {
        let (a, b) = (DIAGONALS.0[i], DIAGONALS.1[i]);
        if occupied & a == a {
            diag9 |= a;
        }
        if occupied & b == b {
            diag7 |= b;
        }
    }
    FullLines {
        horizontal,
        vertical: v,
        diag9,
        diag7,
    }
}

/// The stable discs of `discs`, given every occupied square `occupied` (which includes `discs`).
pub fn stable_discs(discs: u64, occupied: u64) -> u64 {
    let full = full_lines(occupied);
    let fixed_h = full.horizontal | COL_AH;
    let fixed_v = full.vertical | ROW_18;
    let fixed_9 = full.diag9 | BORDER;
    let fixed_7 = full.diag7 | BORDER;
    let mut stable = discs & fixed_h & fixed_v & fixed_9 & fixed_7;
    if stable == 0 {
        return 0;
    }
    loop {
        let h = fixed_h | ((stable << 1) & NOT_A) | ((stable >> 1) & NOT_H);
        let v = fixed_v | (stable << 8) | (stable >> 8);
        let d9 = fixed_9 | ((stable << 9) & NOT_A) | ((stable >> 9) & NOT_H);
        let d7 = fixed_7 | ((stable << 7) & NOT_H) | ((stable >> 7) & NOT_A);
        let next = stable | (discs & h & v & d9 & d7);
        if next == stable {
            return stable;
        }
        stable = next;
    }
}
