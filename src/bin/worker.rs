//! A pool worker's entry point: it loads the evaluation's weights (a separate file, so that
//! the worker's code stays small and the weights are cached on their own), then searches the
//! tasks the page gives it (see `reversi::protocol` and `engine::search::parallel`), one at a
//! time, off the page's main thread, keeping its own tables between the tasks of a search.

/// The weights file, beside the worker's scripts: Trunk copies it into `dist/`, and
/// `scripts/compress-weights.mjs` compresses it there, so that it is 0.70 MB on any host rather
/// than 1.7 MB on those that send `.bin` files uncompressed.
#[cfg(target_arch = "wasm32")]
const WEIGHTS_URL: &str = "./weights.bin.zlib";

/// How long the weights may take to arrive: a stalled connection must not keep the AI from
/// ever starting, so the fetch is then abandoned and the hand-set evaluation plays. The file is
/// 0.70 MB: seconds on a slow phone network.
#[cfg(target_arch = "wasm32")]
const WEIGHTS_TIMEOUT_MS: u32 = 30_000;

/// Fetches a file's bytes, giving up after [`WEIGHTS_TIMEOUT_MS`].
#[cfg(target_arch = "wasm32")]
async fn fetch_file(
    scope: &web_sys::DedicatedWorkerGlobalScope,
    url: &str,
) -> Result<Vec<u8>, wasm_bindgen::JsValue> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let init = web_sys::RequestInit::new();
    // Kept to the end, so the timer covers reading the body too; dropped, it is cancelled.
    let _deadline = web_sys::AbortController::new().ok().map(|controller| {
        init.set_signal(Some(&controller.signal()));
        gloo_timers::callback::Timeout::new(WEIGHTS_TIMEOUT_MS, move || controller.abort())
    });
    let response: web_sys::Response = JsFuture::from(scope.fetch_with_str_and_init(url, &init))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("HTTP status {}", response.status()).into());
    }
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Each worker's tables have `2^TABLE_BITS` entries: two of 6 MiB and a small one, about
/// 12.4 MiB. With the weights (about 2 MiB), the code and the stack, a worker takes about
/// 17 MiB, so that a pool of 8 stays near 140 MiB, well under 256 MiB.
#[cfg(target_arch = "wasm32")]
const TABLE_BITS: u32 = 18;

#[cfg(target_arch = "wasm32")]
fn main() {
    use reversi::engine::search::parallel::{Task, Worker};
    use reversi::protocol::{decode, encode, Reply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    wasm_bindgen_futures::spawn_local(async move {
        // Without the file the AI still plays, with the simpler hand-set evaluation.
        let loaded = match fetch_file(&scope, WEIGHTS_URL).await {
            Ok(bytes) => reversi::engine::eval::install_or_fall_back(&bytes),
            Err(e) => Err(format!("{e:?}")),
        };
        if let Err(why) = loaded {
            web_sys::console::error_1(
                &format!(
                    "AI: the evaluation weights ({WEIGHTS_URL}) could not be loaded ({why}); \
                     the computer plays with the hand-set evaluation instead"
                )
                .into(),
            );
        }
        let post = {
            let scope = scope.clone();
            move |reply: Reply| {
                scope
                    .post_message(&js_sys::Uint8Array::from(&encode(&reply)[..]))
                    .expect("bytes can always be posted");
            }
        };
        let mut worker = Worker::new(TABLE_BITS);
        let answer = post.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let bytes = js_sys::Uint8Array::new(&ev.data()).to_vec();
            match decode::<Task>(&bytes) {
                Ok(task) => answer(Reply::Searched {
                    outcome: worker.run(&task),
                }),
                Err(why) => web_sys::console::error_1(&why.into()),
            }
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        post(Reply::Ready);
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
