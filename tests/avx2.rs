//! The AVX2 forms of the move generator and the flips (`movegen::avx2`, picked at run time by
//! native x86-64 builds) give the same masks as the portable forms on every square of
//! positions from random games. On a processor without AVX2 there is nothing to compare: the
//! test then says so and checks that the public forms are the portable ones.
#![cfg(target_arch = "x86_64")]

use reversi::engine::movegen::{avx2, flips, legal_moves, portable};
use reversi::engine::random_play::positions;

#[test]
fn moves_and_flips_match_the_portable_forms_in_random_games() {
    let avx2 = std::arch::is_x86_feature_detected!("avx2");
    if !avx2 {
        eprintln!("no AVX2 on this processor: only the portable forms are checked");
    }
    let mut checked = 0;
    for (p, o) in positions(11, 20_000, 3) {
        for (p, o) in [(p, o), (o, p)] {
            let moves = portable::legal_moves(p, o);
            assert_eq!(legal_moves(p, o), moves, "{p:x} {o:x}");
            if avx2 {
                // SAFETY: the processor has AVX2.
                assert_eq!(unsafe { avx2::legal_moves(p, o) }, moves, "{p:x} {o:x}");
            }
            let mut empty = !(p | o);
            while empty != 0 {
                let sq = empty.trailing_zeros();
                empty &= empty - 1;
                let f = portable::flips(p, o, sq);
                assert_eq!(flips(p, o, sq), f, "{p:x} {o:x} {sq}");
                if avx2 {
                    // SAFETY: the processor has AVX2.
                    assert_eq!(unsafe { avx2::flips(p, o, sq) }, f, "{p:x} {o:x} {sq}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 500_000, "{checked} squares checked");
}
