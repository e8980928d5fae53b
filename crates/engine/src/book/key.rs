//! Symmetry-reduced keys: a position and its seven images under the board's symmetries share
//! one canonical form, and the book stores a hash of it.

use crate::eval::patterns::images;

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
    use crate::symmetry::Symmetry;
    use crate::Square;

    /// The images the canonical form is the least of move every square where the
    /// square-level symmetries say: together they are exactly the eight symmetries.
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
