//! The wasm half of `scripts/bench-wasm`: solves FFO #40 and #41 under Node, each with a fresh
//! searcher as `reversi-cli solve` does for a one-position file, and prints nodes and time so
//! the script can set them against the native run. Ignored by default because it takes seconds;
//! `cargo test --release --target wasm32-unknown-unknown --test wasm_solve -- --include-ignored`.
#![cfg(target_arch = "wasm32")]

use reversi::engine::search::Searcher;
use reversi::engine::Board;
use wasm_bindgen_test::{console_log, wasm_bindgen_test};
use web_time::Instant;

const DATA: &str = include_str!("data/ffo-40-59.obf");

/// The evaluation's weights, which the web worker fetches and native builds carry: installed
/// so that the wasm search visits the same tree as the native one.
const WEIGHTS: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

/// How many FFO positions, from #40, the benchmark solves; scripts/bench-wasm uses the same.
const COUNT: usize = 2;

#[wasm_bindgen_test]
#[ignore = "a benchmark, not a check: scripts/bench-wasm runs it"]
fn solve_ffo_positions_in_wasm() {
    let start = Instant::now();
    reversi::engine::eval::install(WEIGHTS).expect("the committed weights are valid");
    // What each web worker spends on the weights as it starts.
    console_log!(
        "weights installed in {:.0} ms",
        start.elapsed().as_secs_f64() * 1000.0
    );
    let lines = DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'));
    for (i, line) in lines.take(COUNT).enumerate() {
        let board = line.split(';').next().unwrap().parse::<Board>().unwrap();
        let start = Instant::now();
        let r = Searcher::new().solve(&board);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        assert!(r.exact);
        console_log!(
            "wasm #{} move {} score {:+} nodes {} ms {:.0}",
            40 + i,
            r.best,
            r.score,
            r.nodes,
            ms
        );
    }
}
