//! Stable discs: discs that can never be flipped again, whatever is played.
//!
//! A disc is stable when, along each of the four axes, its line is full, or it touches the
//! border, or its neighbour on that axis is a stable disc of the same colour. Repeating that
//! rule from the corners inwards reaches a fixed point; the result is conservative (it may
//! miss some stable discs, never claims an unstable one).

use crate::masks::{NOT_A, NOT_H};

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

/// Columns a-b, a-d, g-h and e-h: where a shift of two or four squares sideways wraps.
const NOT_AB: u64 = 0xfcfc_fcfc_fcfc_fcfc;
const NOT_ABCD: u64 = 0xf0f0_f0f0_f0f0_f0f0;
const NOT_GH: u64 = 0x3f3f_3f3f_3f3f_3f3f;
const NOT_EFGH: u64 = 0x0f0f_0f0f_0f0f_0f0f;

/// Every square on a line (step `s`) through an empty square of `empty`: the empties spread
/// both ways by doubling (1, 2, 4 steps), each shift masked where it would wrap a column.
#[inline(always)]
fn spread(empty: u64, s: u32, up: [u64; 3], down: [u64; 3]) -> u64 {
    let mut u = empty;
    u |= (u << s) & up[0];
    u |= (u << (2 * s)) & up[1];
    u |= (u << (4 * s)) & up[2];
    let mut d = empty;
    d |= (d >> s) & down[0];
    d |= (d >> (2 * s)) & down[1];
    d |= (d >> (4 * s)) & down[2];
    u | d
}

/// The full lines, branch-free: the endgame solver asks at most of its nodes, and a loop
/// over the 30 diagonals cost more than the cutoffs saved at low bounds.
fn full_lines(occupied: u64) -> FullLines {
    let mut h = occupied;
    h &= h >> 4;
    h &= h >> 2;
    h &= h >> 1;
    let horizontal = (h & 0x0101_0101_0101_0101) * 0xff;
    let mut v = occupied;
    v &= v.rotate_right(8);
    v &= v.rotate_right(16);
    v &= v.rotate_right(32);
    let empty = !occupied;
    FullLines {
        horizontal,
        vertical: v,
        diag9: !spread(
            empty,
            9,
            [NOT_A, NOT_AB, NOT_ABCD],
            [NOT_H, NOT_GH, NOT_EFGH],
        ),
        diag7: !spread(
            empty,
            7,
            [NOT_H, NOT_GH, NOT_EFGH],
            [NOT_A, NOT_AB, NOT_ABCD],
        ),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::masks::{child, START_BLACK, START_WHITE};
    use crate::movegen::{flips, legal_moves};
    use crate::random_play::random_square;
    use crate::rng::Rng;

    /// The squares of every full line of `occupied` along (dc, dr), walked square by square.
    fn full_by_walking(occupied: u64, dc: i32, dr: i32) -> u64 {
        let mut full = 0;
        for sq in 0..64 {
            let (c, r) = (sq % 8, sq / 8);
            let mut line = 1u64 << sq;
            for k in [-1, 1] {
                let (mut x, mut y) = (c + k * dc, r + k * dr);
                while (0..8).contains(&x) && (0..8).contains(&y) {
                    line |= 1 << (y * 8 + x);
                    x += k * dc;
                    y += k * dr;
                }
            }
            if occupied & line == line {
                full |= 1 << sq;
            }
        }
        full
    }

    #[test]
    fn full_lines_match_a_square_by_square_walk() {
        let mut rng = Rng::new(7);
        for i in 0..3000 {
            // Boards from nearly empty to nearly full.
            let mut occupied = u64::MAX;
            for _ in 0..i % 5 {
                occupied &= rng.next_u64() | rng.next_u64();
            }
            let full = full_lines(occupied);
            assert_eq!(
                full.horizontal,
                full_by_walking(occupied, 1, 0),
                "{occupied:x}"
            );
            assert_eq!(
                full.vertical,
                full_by_walking(occupied, 0, 1),
                "{occupied:x}"
            );
            assert_eq!(full.diag9, full_by_walking(occupied, 1, 1), "{occupied:x}");
            assert_eq!(full.diag7, full_by_walking(occupied, -1, 1), "{occupied:x}");
        }
    }

    #[test]
    fn stable_discs_are_never_flipped_in_random_games() {
        let mut rng = Rng::new(11);
        let mut found = 0;
        for _ in 0..300 {
            let (mut p, mut o) = (START_BLACK, START_WHITE);
            // Each side's stable discs so far, by colour (black first).
            let mut stable = [0u64; 2];
            let mut black = true;
            loop {
                let (b, w) = if black { (p, o) } else { (o, p) };
                let now = [stable_discs(b, b | w), stable_discs(w, b | w)];
                for side in 0..2 {
                    let discs = [b, w][side];
                    assert_eq!(stable[side] & !discs, 0, "a stable disc was flipped");
                    assert_eq!(now[side] & !discs, 0);
                    stable[side] |= now[side];
                }
                found += now[0].count_ones() + now[1].count_ones();
                let moves = legal_moves(p, o);
                if moves == 0 {
                    if legal_moves(o, p) == 0 {
                        break;
                    }
                    (p, o) = (o, p);
                } else {
                    let sq = random_square(&mut rng, moves);
                    (p, o) = child(p, o, sq as u8, flips(p, o, sq));
                }
                black = !black;
            }
        }
        assert!(found > 10_000, "the games found few stable discs: {found}");
    }
}
