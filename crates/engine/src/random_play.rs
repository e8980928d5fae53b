//! Positions reached by seeded random legal play, for tests and benchmarks that need many
//! realistic positions from every stage of the game.

use crate::masks::{child, START_BLACK, START_WHITE};
use crate::movegen::{flips, legal_moves};
use crate::rng::Rng;

/// The start position as (side to move, opponent) masks, Black to move.
const START: (u64, u64) = (START_BLACK, START_WHITE);

/// The index of a random square of `moves` (not empty).
pub fn random_square(rng: &mut Rng, moves: u64) -> u32 {
    let mut m = moves;
    for _ in 0..rng.below(moves.count_ones() as usize) {
        m &= m - 1;
    }
    m.trailing_zeros()
}

/// `count` positions (side to move, opponent) from random games seeded by `seed`, each
/// position after a move kept with probability one in `one_in`.
pub fn positions(seed: u64, count: usize, one_in: usize) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let (mut p, mut o) = START;
        loop {
            let moves = legal_moves(p, o);
            if moves == 0 {
                (p, o) = (o, p);
                if legal_moves(p, o) == 0 {
                    break;
                }
                continue;
            }
            let sq = random_square(&mut rng, moves);
            (p, o) = child(p, o, sq as u8, flips(p, o, sq));
            if rng.below(one_in.max(1)) == 0 && out.len() < count {
                out.push((p, o));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_legal_reachable_and_reproducible() {
        let a = positions(3, 200, 3);
        assert_eq!(a.len(), 200);
        assert_eq!(a, positions(3, 200, 3));
        assert_ne!(a, positions(4, 200, 3));
        for (p, o) in a {
            assert_eq!(p & o, 0);
            assert!((p | o).count_ones() > 4);
            // The centre squares, occupied from the start, stay occupied.
            assert_eq!((p | o) & (START.0 | START.1), START.0 | START.1);
        }
    }
}
