//! Branch-free bitboard move generation and flipping on raw `u64` masks.
//!
//! These are the hot loops of perft and search, so they work on the side to move's
//! discs (`p`) and the opponent's (`o`) rather than on colour-tagged types. Wasm builds with
//! SIMD (`simd128`, the AI worker's first choice) use the vector forms of `simd128`, native
//! x86-64 builds those of `avx2` where the processor has AVX2 (checked at run time: the
//! baseline x86-64 target lacks it), the others the `portable` ones; all give the same masks.

use crate::lines::{anti_diagonal, by_column, column, diagonal, row};

#[cfg(target_arch = "x86_64")]
pub mod avx2;
pub mod portable;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub mod simd128;

#[cfg(not(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
pub use portable::{flips, legal_moves};
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub use simd128::{flips, legal_moves};

/// The set of squares where the side with discs `p` may play against `o`.
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2.
        unsafe { avx2::legal_moves(p, o) }
    } else {
        portable::legal_moves(p, o)
    }
}

/// The opponent discs flipped when the side with `p` plays on square index `sq`.
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2.
        unsafe { avx2::flips(p, o, sq) }
    } else {
        portable::flips(p, o, sq)
    }
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
