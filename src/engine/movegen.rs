//! Branch-free bitboard move generation and flipping on raw `u64` masks.
//!
//! These are the hot loops of perft and search, so they work on the side to move's
//! discs (`p`) and the opponent's (`o`) rather than on colour-tagged types.

use crate::engine::lines::{anti_diagonal, by_column, column, diagonal, row};

/// Every square except columns a and h: stops horizontal and diagonal shifts wrapping.
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// Moves along one axis (both ways) with a Kogge-Stone style doubling fill.
///
/// A run of opponent discs is at most six long, so one single step plus two
/// doubling steps cover it.
#[inline(always)]
fn axis_moves(p: u64, o: u64, s: u32) -> u64 {
    let pre = o & (o << s);
    let mut f = o & (p << s);
    f |= o & (f << s);
    f |= pre & (f << (2 * s));
    f |= pre & (f << (2 * s));
    let up = f << s;

    let pre = o & (o >> s);
    let mut f = o & (p >> s);
    f |= o & (f >> s);
    f |= pre & (f >> (2 * s));
    f |= pre & (f >> (2 * s));
    up | (f >> s)
}

/// The set of squares where the side with discs `p` may play against `o`.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & INNER_COLUMNS;
    let moves = axis_moves(p, inner, 1)
        | axis_moves(p, o, 8)
        | axis_moves(p, inner, 7)
        | axis_moves(p, inner, 9);
    moves & !(p | o)
}

/// Direction steps as (column, row) deltas: the first four go towards higher bit indices.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// For each square, the squares strictly beyond it in each direction, up to the board edge.
const fn rays() -> [[u64; 8]; 64] {
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = DIRECTIONS[d];
            let (mut c, mut r) = ((sq % 8) as i32 + dc, (sq / 8) as i32 + dr);
            while c >= 0 && c < 8 && r >= 0 && r < 8 {
                t[sq][d] |= 1 << (r * 8 + c);
                c += dc;
                r += dr;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

static RAYS: [[u64; 8]; 64] = rays();

/// Flips along a ray towards higher indices: the nearest non-opponent square is the
/// lowest set bit of `ray & !o`; if it is ours, everything before it on the ray flips.
#[inline(always)]
fn ray_up(ray: u64, p: u64, o: u64) -> u64 {
    let x = ray & !o;
    let first = x & x.wrapping_neg();
    let closed = ((first & p) != 0) as u64;
    ray & first.wrapping_sub(1) & closed.wrapping_neg()
}

/// As [`ray_up`] towards lower indices, where the nearest square is the highest set bit.
/// Bit 0 stands in when the ray has no non-opponent square; it then closes nothing.
#[inline(always)]
fn ray_down(ray: u64, p: u64, o: u64) -> u64 {
    let x = (ray & !o) | 1;
    let first = (1u64 << 63) >> x.leading_zeros();
    let closed = ((first & p & ray) != 0) as u64;
    ray & !((first << 1).wrapping_sub(1)) & closed.wrapping_neg()
}

/// The opponent discs flipped when the side with `p` plays on square index `sq`.
///
/// Returns 0 when the move flips nothing, i.e. when it is illegal on an empty square.
#[inline]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let r = &RAYS[sq as usize & 63];
    ray_up(r[0], p, o)
        | ray_up(r[1], p, o)
        | ray_up(r[2], p, o)
        | ray_up(r[3], p, o)
        | ray_down(r[4], p, o)
        | ray_down(r[5], p, o)
        | ray_down(r[6], p, o)
        | ray_down(r[7], p, o)
}

/// For each position in an 8-square line and each set of own discs on that line (the other
/// squares holding opponent discs), how many discs a move at that position flips.
const fn line_flip_counts() -> [[u8; 256]; 8] {
    let mut t = [[0u8; 256]; 8];
    let mut pos = 0;
    while pos < 8 {
        let mut own = 0;
        while own < 256 {
            let mut count = 0;
            let mut i = pos + 1;
            while i < 8 && own & (1 << i) == 0 {
                i += 1;
            }
            if i < 8 {
                count += i - pos - 1;
            }
            let mut i = pos as i32 - 1;
            while i >= 0 && own & (1 << i) == 0 {
                i -= 1;
            }
            if i >= 0 {
                count += pos - i as usize - 1;
            }
            t[pos][own] = count as u8;
            own += 1;
        }
        pos += 1;
    }
    t
}

static LINE_FLIP_COUNTS: [[u8; 256]; 8] = line_flip_counts();

/// For each square, the a1-h8 and h1-a8 diagonals through it.
const fn square_diagonals() -> [[u64; 2]; 64] {
    let mut t = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = ((sq % 8) as i32, (sq / 8) as i32);
        t[sq] = [diagonal(c - r), anti_diagonal(c + r)];
        sq += 1;
    }
    t
}

static SQUARE_DIAGONALS: [[u64; 2]; 64] = square_diagonals();

/// How many discs a move on `sq` flips for the side with discs `p` when `sq` is the board's
/// only empty square (every other square not in `p` is the opponent's). Cheaper than
/// [`flips`] because, with the board full, each line's flips depend on `p` alone.
#[inline]
pub fn count_last_flips(p: u64, sq: u32) -> u32 {
    let sq = sq as usize & 63;
    let (c, r) = (sq & 7, sq >> 3);
    let [d9, d7] = SQUARE_DIAGONALS[sq];
    let t = &LINE_FLIP_COUNTS;
    let count = |pos: usize, line: u64| u32::from(t[pos][line as usize]);
    count(c, row(p, r as u32))
        + count(r, column(p, c as u32))
        + count(c, by_column(p, d9))
        + count(c, by_column(p, d7))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator, so that the test needs no crate and is reproducible.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn last_flip_counts_match_the_general_flips() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            let sq = (next(&mut state) % 64) as u32;
            let p = next(&mut state) & !(1u64 << sq);
            let o = !p & !(1u64 << sq);
            assert_eq!(
                count_last_flips(p, sq),
                flips(p, o, sq).count_ones(),
                "{p:x} {sq}"
            );
            assert_eq!(
                count_last_flips(o, sq),
                flips(o, p, sq).count_ones(),
                "{o:x} {sq}"
            );
        }
    }
}
