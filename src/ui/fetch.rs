//! The page's fetches of the files shipped beside it, inflated by the browser's own
//! `DecompressionStream`, so the app's wasm carries no inflater of its own: the opening book
//! and the puzzles whole, the AI's weights piece by piece as they arrive, which the page
//! passes on to its workers unread.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The bytes of a zlib-compressed file (as `scripts/compress-weights.mjs` writes them), inflated.
pub async fn fetch_inflated(url: &str) -> Result<Vec<u8>, JsValue> {
    let response = fetch_ok(url, &web_sys::RequestInit::new()).await?;
    let body = response.body().ok_or("an empty response")?;
    let inflated = web_sys::Response::new_with_opt_readable_stream(Some(&inflate(&body)?))?;
    let buffer = JsFuture::from(inflated.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Reads a zlib-compressed file piece by piece as it arrives, each piece inflated (unless the
/// host served it plain) and handed to `on_piece`, left in JavaScript's memory; returns how
/// many bytes the pieces held. The
/// fetch is abandoned after `timeout_ms`, so that a stalled connection cannot keep a caller
/// waiting for ever.
pub async fn fetch_inflated_pieces(
    url: &str,
    timeout_ms: u32,
    mut on_piece: impl FnMut(js_sys::Uint8Array),
) -> Result<u32, JsValue> {
    let init = web_sys::RequestInit::new();
    // Kept to the end, so the timer covers reading the body too; dropped, it is cancelled.
    let _deadline = web_sys::AbortController::new().ok().map(|controller| {
        init.set_signal(Some(&controller.signal()));
        gloo_timers::callback::Timeout::new(timeout_ms, move || controller.abort())
    });
    let response = fetch_ok(url, &init).await?;
    let body = response.body().ok_or("an empty response")?;
    // A host may have served the plain file (its first byte is not zlib's): the two branches
    // of the body let the first piece be looked at before the whole is read.
    let branches = body.tee();
    let (peek, body): (web_sys::ReadableStream, web_sys::ReadableStream) = (
        branches.get(0).unchecked_into(),
        branches.get(1).unchecked_into(),
    );
    let peeking = peek.get_reader().unchecked_into();
    let first = next_piece(&peeking).await?;
    // The other branch reads on alone; this promise only settles.
    let _ = peeking.cancel();
    let body = match first.is_some_and(|piece| piece.get_index(0) == ZLIB_FIRST_BYTE) {
        true => inflate(&body)?,
        false => body,
    };
    let reader = body.get_reader().unchecked_into();
    let mut total = 0;
    while let Some(piece) = next_piece(&reader).await? {
        total += piece.length();
        on_piece(piece);
    }
    Ok(total)
}

/// The first byte of a zlib stream with the usual 32 KB window.
const ZLIB_FIRST_BYTE: u8 = 0x78;

/// The stream's next piece, or `None` at its end.
async fn next_piece(
    reader: &web_sys::ReadableStreamDefaultReader,
) -> Result<Option<js_sys::Uint8Array>, JsValue> {
    let read: web_sys::ReadableStreamReadResult =
        JsFuture::from(reader.read()).await?.unchecked_into();
    if read.get_done() == Some(true) {
        return Ok(None);
    }
    Ok(Some(read.get_value().dyn_into()?))
}

/// `stream` inflated by the browser as it arrives.
fn inflate(stream: &web_sys::ReadableStream) -> Result<web_sys::ReadableStream, JsValue> {
    // "deflate" is the zlib format (RFC 1950) that compress-weights.mjs writes.
    let inflate = DecompressionStream::new("deflate")?;
    let pair = web_sys::ReadableWritablePair::new(&inflate.readable(), &inflate.writable());
    Ok(stream.pipe_through(&pair))
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
