//! Fetching the puzzle file: `puzzles.bin.zlib` beside the app, zlib-compressed like the
//! weights (`scripts/compress-weights.mjs`) and precached by the service worker. The browser's
//! own `DecompressionStream` inflates it (`ui::fetch`). It is fetched
//! only when the Puzzles view first opens, so it never delays the start.

use crate::engine::puzzles::{decode, Puzzle};
use crate::ui::fetch::{fetch_inflated, why};

/// The puzzle file, relative to the page (the build's `--public-url ./`).
const PUZZLES_URL: &str = "./puzzles.bin.zlib";

/// The puzzles of the shipped file, or why they could not be had (for the console).
pub async fn fetch_puzzles() -> Result<Vec<Puzzle>, String> {
    let bytes = fetch_inflated(PUZZLES_URL).await.map_err(why)?;
    decode(&bytes).map_err(|e| e.to_string())
}
