//! The wasm half of `scripts/bench-analysis --wasm`: the hint search at 20 and 18 empties and
//! the review of whole games under Node, on the games of tests/data/analysis-games.txt, printed
//! in the shape of `reversi-cli hints` and `reversi-cli review` so the script can set them
//! against the native run. Ignored by default because it takes a while;
//! `cargo test --release --target wasm32-unknown-unknown --test wasm_analysis -- --include-ignored`.
#![cfg(target_arch = "wasm32")]

use reversi::engine::notation::replay;
use reversi::engine::search::analysis::{HintLimits, ReviewSettings};
use reversi::engine::search::Searcher;
use reversi::engine::Color;
use wasm_bindgen_test::{console_log, wasm_bindgen_test};
use web_time::Instant;

const GAMES: &str = include_str!("data/analysis-games.txt");

/// The empties of the positions whose hints are timed; scripts/bench-analysis uses the same.
const HINT_EMPTIES: [usize; 2] = [20, 18];

/// The evaluation's weights, which the web worker fetches and native builds carry: installed
/// so that the wasm analysis evaluates as the native one does.
const WEIGHTS: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

#[wasm_bindgen_test]
#[ignore = "a benchmark, not a check: scripts/bench-analysis --wasm runs it"]
fn analysis_budgets_in_wasm() {
    reversi::engine::eval::install(WEIGHTS).expect("the committed weights are valid");
    let games = GAMES
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'))
        .filter_map(|l| l.split_once(' '));
    for (name, transcript) in games {
        for empties in HINT_EMPTIES {
            let moves = 60 - empties;
            let board = replay(&transcript[..2 * moves], Color::Black)
                .unwrap()
                .board();
            let mut searcher = Searcher::new();
            let start = Instant::now();
            let (mut first, mut exact) = (None, None);
            searcher.hints(&board, HintLimits::default(), &mut |h| {
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                first.get_or_insert(ms);
                if h.is_exact() {
                    exact.get_or_insert(ms);
                }
            });
            let show = |ms: Option<f64>| ms.map_or("-".to_string(), |ms| format!("{ms:.0}"));
            console_log!(
                "wasm hints {name} {empties} first-values-ms {} exact-values-ms {} total-ms {:.0}",
                show(first),
                show(exact),
                start.elapsed().as_secs_f64() * 1000.0
            );
        }
        let game = replay(transcript, Color::Black).unwrap();
        let mut searcher = Searcher::new();
        let start = Instant::now();
        let review = searcher
            .review_game(
                &game.start_board(),
                game.moves(),
                &ReviewSettings::default(),
                &mut |_| {},
            )
            .unwrap();
        assert!(review.complete);
        console_log!(
            "wasm review {name} moves {} total-ms {:.0}",
            review.moves.len(),
            start.elapsed().as_secs_f64() * 1000.0
        );
    }
}
