//! The AI worker's entry point: it answers the page's requests (see `reversi::protocol`)
//! with the engine's search, off the page's main thread.

#[cfg(target_arch = "wasm32")]
fn main() {
    use reversi::engine::search::Searcher;
    use reversi::protocol::{answer, decode, encode, Reply, Request};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |reply: Reply| {
            scope
                .post_message(&JsValue::from_str(&encode(&reply)))
                .expect("a string can always be posted");
        }
    };
    let mut searcher = Searcher::new();
    let mut post_reply = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let text = ev.data().as_string().unwrap_or_default();
        match decode::<Request>(&text) {
            Ok(request) => answer(&mut searcher, &request, &mut post_reply),
            Err(why) => web_sys::console::error_1(&why.into()),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(Reply::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
