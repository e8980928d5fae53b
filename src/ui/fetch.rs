//! The page's fetches of the files shipped beside it: the opening book and the puzzles,
//! inflated by the browser's own `DecompressionStream`, so the app's wasm carries no inflater
//! of its own; the AI's weights as served, which the page passes on to its workers unread.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The bytes of a zlib-compressed file (as `scripts/compress-weights.mjs` writes them), inflated.
pub async fn fetch_inflated(url: &str) -> Result<Vec<u8>, JsValue> {
    let response = fetch_ok(url, &web_sys::RequestInit::new()).await?;
    let body = response.body().ok_or("an empty response")?;
    // "deflate" is the zlib format (RFC 1950) that compress-weights.mjs writes.
    let inflate = DecompressionStream::new("deflate")?;
    let pair = web_sys::ReadableWritablePair::new(&inflate.readable(), &inflate.writable());
    let inflated =
        web_sys::Response::new_with_opt_readable_stream(Some(&body.pipe_through(&pair)))?;
    let buffer = JsFuture::from(inflated.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// The bytes of a file as served, left in JavaScript's memory; the fetch is abandoned after
/// `timeout_ms`, so that a stalled connection cannot keep a caller waiting for ever.
pub async fn fetch_bytes(url: &str, timeout_ms: u32) -> Result<js_sys::Uint8Array, JsValue> {
    let init = web_sys::RequestInit::new();
    // Kept to the end, so the timer covers reading the body too; dropped, it is cancelled.
    let _deadline = web_sys::AbortController::new().ok().map(|controller| {
        init.set_signal(Some(&controller.signal()));
        gloo_timers::callback::Timeout::new(timeout_ms, move || controller.abort())
    });
    let response = fetch_ok(url, &init).await?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer))
}

/// The response to a GET of `url`, refused unless its status is a success.
async fn fetch_ok(url: &str, init: &web_sys::RequestInit) -> Result<web_sys::Response, JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str_and_init(url, init))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("HTTP status {}", response.status()).into());
    }
    Ok(response)
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
