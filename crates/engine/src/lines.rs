//! Board lines (rows, columns, diagonals) as masks, and their squares gathered into a byte:
//! the evaluation's patterns and the solver's last-move flip counts index tables by them.

/// Row `r` as a byte, column a in the lowest bit.
#[inline(always)]
pub fn row(x: u64, r: u32) -> u64 {
    (x >> (8 * r)) & 0xff
}

/// Column `c` as a byte, row 1 in the lowest bit.
#[inline(always)]
pub fn column(x: u64, c: u32) -> u64 {
    ((x >> c) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The squares of `mask` (at most one per column) as a byte indexed by column: adding all
/// rows into the top byte cannot carry, as each column holds at most one square.
#[inline(always)]
pub fn by_column(x: u64, mask: u64) -> u64 {
    (x & mask).wrapping_mul(0x0101_0101_0101_0101) >> 56
}

/// The diagonal (step 9) where column minus row is `d`.
pub const fn diagonal(d: i32) -> u64 {
    let mut m = 0u64;
    let mut sq = 0;
    while sq < 64 {
        if (sq % 8) - (sq / 8) == d {
            m |= 1 << sq;
        }
        sq += 1;
    }
    m
}

/// The anti-diagonal (step 7) where column plus row is `s`.
pub const fn anti_diagonal(s: i32) -> u64 {
    let mut m = 0u64;
    let mut sq = 0;
    while sq < 64 {
        if (sq % 8) + (sq / 8) == s {
            m |= 1 << sq;
        }
        sq += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_gather_keeps_squares_in_order() {
        for bits in 0..256u64 {
            let mut col = 0u64;
            for r in 0..8 {
                if bits & (1 << r) != 0 {
                    col |= 1 << (8 * r);
                }
            }
            assert_eq!(column(col, 0), bits);
            assert_eq!(column((col << 7) | 0x7e7e_7e7e_7e7e_7e7e, 7), bits);
            assert_eq!(column(!col, 0), 0xff & !bits);
        }
    }
}
