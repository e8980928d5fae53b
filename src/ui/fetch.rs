//! The page's fetches of the files shipped beside it (the opening book, the puzzles): their
//! bytes, inflated by the browser's own `DecompressionStream`, so the app's wasm carries no
//! inflater of its own.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The bytes of a zlib-compressed file (as `scripts/compress-weights.mjs` writes them), inflated.
pub async fn fetch_inflated(url: &str) -> Result<Vec<u8>, JsValue> {
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

/// A fetch's error as a sentence for the console.
pub fn why(error: JsValue) -> String {
    error.as_string().unwrap_or_else(|| format!("{error:?}"))
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
