//! A pool worker's entry point: it installs the evaluation's weights from the page's first
//! message (a separate file, which the page fetches once for every worker: see
//! `reversi::protocol::wire`), then searches the tasks the page gives it (see
//! `engine::search::parallel`), one at a time, off the page's main thread, keeping its own
//! tables between the tasks of a search.

/// Each worker's tables have `2^TABLE_BITS` entries: two of 6 MiB and a small one, about
/// 12.4 MiB. With the weights (about 2 MiB), the code and the stack, a worker takes about
/// 17 MiB, so that a pool of 8 stays near 140 MiB, well under 256 MiB.
#[cfg(target_arch = "wasm32")]
const TABLE_BITS: u32 = 18;

#[cfg(target_arch = "wasm32")]
fn main() {
    use reversi::engine::search::parallel::Worker;
    use reversi::protocol::wire::{FromWorker, Task};
    use reversi::protocol::{decode, encode};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = {
        let scope = scope.clone();
        move |message: FromWorker| {
            scope
                .post_message(&js_sys::Uint8Array::from(&encode(&message)[..]))
                .expect("bytes can always be posted");
        }
    };
    let mut worker = Worker::new(TABLE_BITS);
    let mut weighed = false;
    let answer = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&ev.data()).to_vec();
        if !std::mem::replace(&mut weighed, true) {
            // Without the weights the AI still plays, with the simpler hand-set evaluation.
            // Empty bytes: the page could not fetch them and has said why.
            let installed = reversi::engine::eval::install_or_fall_back(&bytes);
            if let (Err(why), false) = (installed, bytes.is_empty()) {
                answer(FromWorker::WeightsRefused { why });
            }
            return;
        }
        match decode::<Task>(&bytes) {
            Ok(task) => answer(FromWorker::Searched {
                outcome: worker.run(&task),
            }),
            Err(why) => web_sys::console::error_1(&why.into()),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(FromWorker::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
