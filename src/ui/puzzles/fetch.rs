//! Fetching the puzzle file: `puzzles.bin.zlib` beside the app, zlib-compressed like the
//! weights (`scripts/compress-weights.mjs`) and precached by the service worker. The browser's
//! own `DecompressionStream` inflates it, so the app's wasm carries no inflater. It is fetched
//! only when the Puzzles view first opens, so it never delays the start.

use crate::engine::puzzles::{decode, Puzzle};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The puzzle file, relative to the page (the build's `--public-url ./`).
const PUZZLES_URL: &str = "./puzzles.bin.zlib";

/// The puzzles of the shipped file, or why they could not be had (for the console).
pub async fn fetch_puzzles() -> Result<Vec<Puzzle>, String> {
    let bytes = fetch_inflated(PUZZLES_URL)
        .await
        .map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")))?;
    decode(&bytes).map_err(|e| e.to_string())
}

async fn fetch_inflated(url: &str) -> Result<Vec<u8>, JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("HTTP status {}", response.status()).into());
    }
    let body = response.body().ok_or("an empty response")?;
    // "deflate" is the zlib format (RFC 1950) that compress-weights.mjs writes.
    let inflate = DecompressionStream::new("deflate")?;
    let pair = web_sys::ReadableWritablePair::new(&inflate.readable(), &inflate.writable());
    let inflated =
        web_sys::Response::new_with_opt_readable_stream(Some(&body.pipe_through(&pair)))?;
    let buffer = JsFuture::from(inflated.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

// web-sys offers `DecompressionStream` only behind its unstable-API switch, so the three
// members used here are bound directly.
#[wasm_bindgen]
extern "C" {
    type DecompressionStream;

    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;

    #[wasm_bindgen(method, getter)]
    fn readable(this: &DecompressionStream) -> web_sys::ReadableStream;

    #[wasm_bindgen(method, getter)]
    fn writable(this: &DecompressionStream) -> web_sys::WritableStream;
}
