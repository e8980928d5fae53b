//! A pool worker's entry point: it reads the evaluation's weights as the page passes their
//! pieces on (a separate file, which the page fetches once for every worker: see
//! `reversi::protocol::wire`), and searches the tasks the page gives it (see
//! `engine::search::parallel`), one at a time, off the page's main thread, keeping its own
//! tables between the tasks of a search. A task whose search needs weights still on their way
//! waits for them. The same worker, started on its own, reads the WTHOR files the player
//! imports into the games database, off the page's main thread.

/// Each worker's tables have `2^TABLE_BITS` entries: two of 8 MiB and a small one, about
/// 16.5 MiB. With the weights (about 2 MiB), the code and the stack, a worker takes about
/// 21 MiB, so that a pool of 8 and its two spares stay near 210 MiB, under 256 MiB.
#[cfg(target_arch = "wasm32")]
const TABLE_BITS: u32 = 18;

#[cfg(target_arch = "wasm32")]
fn main() {
    use reversi::engine::database::parts::read_file;
    use reversi::engine::search::parallel::Worker;
    use reversi::protocol::wire::{decode, encode, FromReader, FromWorker, Task, ToWorker};
    use std::collections::VecDeque;
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
    let reader_scope = scope.clone();
    let mut worker = Worker::new(TABLE_BITS);
    // Nothing has evaluated yet, so the weights can still be chosen.
    let mut weights = reversi::engine::eval::stream().expect("the worker's first choice");
    let mut waiting = VecDeque::<Task>::new();
    let answer = post.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&ev.data()).to_vec();
        let before = weights.covers_down_to();
        let read = match decode::<ToWorker>(&bytes) {
            Ok(ToWorker::Task(task)) => {
                waiting.push_back(task);
                Ok(())
            }
            // The import's worker: it searches nothing, so the file is read at once.
            Ok(ToWorker::Read { kind, bytes }) => {
                let tell = |message: FromReader| {
                    reader_scope
                        .post_message(&js_sys::Uint8Array::from(&encode(&message)[..]))
                        .expect("bytes can always be posted");
                };
                let end = read_file(kind, &bytes, &mut |piece| tell(FromReader::Piece(piece)));
                tell(FromReader::End(end));
                Ok(())
            }
            Ok(ToWorker::Weights(piece)) => weights.push(&piece),
            // A page that lost the file has said why; only a file that arrived whole and
            // still does not read is news.
            Ok(ToWorker::WeightsEnd { whole }) => weights.end().or_else(|why| match whole {
                true => Err(why),
                false => Ok(()),
            }),
            Err(why) => {
                web_sys::console::error_1(&why.into());
                Ok(())
            }
        };
        if let Err(why) = read {
            // Without (some of) the weights the AI still plays, with the simpler hand-set
            // evaluation where they are missing.
            answer(FromWorker::WeightsRefused { why });
        }
        let down_to = weights.covers_down_to();
        if down_to != before {
            answer(FromWorker::Weighed { down_to });
        }
        while let Some(task) = waiting.pop_front_if(|t| t.evaluates_down_to() >= down_to) {
            answer(FromWorker::Searched {
                outcome: worker.run(&task),
            });
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(FromWorker::Ready);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
