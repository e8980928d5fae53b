//! The wasm half of `scripts/bench-wasm --expert`: Expert's time per move under Node, over
//! every move of the games it plays against itself from the first two match openings.
//! Ignored by default because it takes minutes;
//! `cargo test --release --target wasm32-unknown-unknown --test wasm_expert -- --include-ignored`.
#![cfg(target_arch = "wasm32")]

use reversi::engine::notation::replay;
use reversi::engine::openings::balanced::{transcripts, BALANCED_TEXT};
use reversi::engine::search::{Level, Searcher};
use reversi::engine::{Color, Move};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};
use web_time::Instant;

/// The evaluation's weights, as the web worker fetches them.
const WEIGHTS: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

/// Openings played; each gives a game of Expert moves from the opening to the end.
const GAMES: usize = 2;

#[wasm_bindgen_test]
#[ignore = "a benchmark, not a check: scripts/bench-wasm --expert runs it"]
fn expert_moves_in_wasm() {
    reversi::engine::eval::install(WEIGHTS).expect("the committed weights are valid");
    let mut searcher = Searcher::new();
    let lines = transcripts(BALANCED_TEXT).map(|(_, moves)| moves);
    let (mut total, mut moves, mut longest) = (0.0, 0, 0.0f64);
    for opening in lines.take(GAMES) {
        let mut game = replay(opening, Color::Black).unwrap();
        while !game.is_over() {
            let board = game.board();
            let start = Instant::now();
            let r = searcher.choose(&board, Level::Expert, 0, &mut |_| {});
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            if r.best != Move::Pass {
                total += ms;
                moves += 1;
                longest = longest.max(ms);
                console_log!(
                    "wasm expert empties {} depth {} exact {} nodes {} ms {:.0}",
                    board.empties().count(),
                    r.depth,
                    r.exact,
                    r.nodes,
                    ms
                );
            }
            game.play(r.best).unwrap();
        }
    }
    console_log!(
        "wasm expert moves {moves} mean ms {:.0} longest ms {longest:.0}",
        total / f64::from(moves.max(1))
    );
}
