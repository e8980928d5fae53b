//! The SIMD forms of the move generator and the flips (`movegen::simd128`, the AI worker's
//! first choice) give the same masks as the portable forms on every square of positions from
//! random games, and the same perft counts as the known ones. Runs only in a wasm build with
//! SIMD, under Node (`scripts/test` runs it):
//! `cargo test --release --no-default-features --target wasm32-unknown-unknown --test wasm_simd
//!  --config 'target.wasm32-unknown-unknown.rustflags=["-Ctarget-feature=+simd128"]'`.
#![cfg(all(target_arch = "wasm32", target_feature = "simd128"))]

use reversi::engine::movegen::{flips, legal_moves, portable};
use reversi::engine::perft::perft;
use reversi::engine::random_play::positions;
use reversi::engine::{Board, Color};
use wasm_bindgen_test::wasm_bindgen_test;

#[wasm_bindgen_test]
fn moves_and_flips_match_the_portable_forms_in_random_games() {
    let mut checked = 0;
    for (p, o) in positions(7, 20_000, 3) {
        for (p, o) in [(p, o), (o, p)] {
            assert_eq!(
                legal_moves(p, o),
                portable::legal_moves(p, o),
                "{p:x} {o:x}"
            );
            let mut empty = !(p | o);
            while empty != 0 {
                let sq = empty.trailing_zeros();
                empty &= empty - 1;
                assert_eq!(
                    flips(p, o, sq),
                    portable::flips(p, o, sq),
                    "{p:x} {o:x} {sq}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 500_000, "{checked} squares checked");
}

#[wasm_bindgen_test]
fn perft_counts_are_the_known_ones() {
    // Counts of the start position to depth 9 (OEIS A124004), passes counted as moves.
    let known = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
    let start = Board::start(Color::Black);
    for (d, &n) in known.iter().enumerate() {
        assert_eq!(perft(&start, d as u32 + 1), n, "depth {}", d + 1);
    }
}
