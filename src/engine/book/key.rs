//! Symmetry-reduced keys: a position and its seven images under the board's symmetries share
//! one canonical form, and the book stores a hash of it.

/// Rows mirrored (a1 <-> a8): with row-major bits from a1, the bytes reverse.
fn mirror_rows(b: u64) -> u64 {
    b.swap_bytes()
}

/// Columns mirrored (a1 <-> h1): the bits of every byte reverse.
fn mirror_columns(b: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let b = ((b >> 1) & K1) | ((b & K1) << 1);
    let b = ((b >> 2) & K2) | ((b & K2) << 2);
    ((b >> 4) & K4) | ((b & K4) << 4)
}

/// Mirrored in the a1-h8 diagonal (b1 <-> a2): the transpose, in three block swaps.
fn mirror_diagonal(b: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    let mut x = b;
    let t = K4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = K2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = K1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// The eight images of a disc mask under the board's symmetries, identity first.
pub fn images(b: u64) -> [u64; 8] {
    let d = mirror_diagonal(b);
    [
        b,
        mirror_rows(b),
        mirror_columns(b),
        mirror_rows(mirror_columns(b)),
        d,
        mirror_rows(d),
        mirror_columns(d),
        mirror_rows(mirror_columns(d)),
    ]
}

/// The canonical form of the side to move's and the opponent's discs: the least of the eight
/// images, so that symmetric positions meet on one form.
pub fn canonical(p: u64, o: u64) -> (u64, u64) {
    let (ps, os) = (images(p), images(o));
    (0..8).map(|i| (ps[i], os[i])).min().unwrap_or((p, o))
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Bits of the key kept in the file: with a few tens of thousands of positions, a position
/// outside the book matches one by chance about once in a billion probes.
pub const KEY_BITS: u32 = 55;

/// The book's key of a position (the side to move's discs, the opponent's): a hash of its
/// canonical form, the same for all eight images.
pub fn key(p: u64, o: u64) -> u64 {
    let (p, o) = canonical(p, o);
    mix(p.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ mix(o ^ 0x2545_f491_4f6c_dd1d)) >> (64 - KEY_BITS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::symmetry::Symmetry;
    use crate::engine::Square;

    /// The bit transforms move every square where the square-level symmetries say: together
    /// the eight images are exactly the eight symmetries.
    #[test]
    fn images_are_the_eight_symmetries() {
        let mut seen: Vec<[u8; 64]> = Vec::new();
        for i in 0..8 {
            let mut map = [0u8; 64];
            for sq in Square::all() {
                map[sq.index() as usize] = images(sq.bit())[i].trailing_zeros() as u8;
            }
            seen.push(map);
        }
        for s in Symmetry::ALL {
            let map: [u8; 64] =
                std::array::from_fn(|i| Square::new(i as u8).map_or(0, |sq| s.apply(sq).index()));
            assert!(seen.contains(&map), "{s:?} is not among the images");
        }
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
    }
}
