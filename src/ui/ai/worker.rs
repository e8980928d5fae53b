//! The link to one pool worker: spawns it, gives it the evaluation's weights first and queues
//! messages until it has them, hands every reply to a callback, reports a worker that fails
//! (its code cannot be fetched or it traps), and stops it to abandon its task (a worker runs a
//! task to its end, so stopping it is the only way to abandon one).

use super::weights::Weights;
use crate::protocol::{decode, encode, Reply};
use serde::Serialize;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's start script (`assets/worker_loader.js`); relative to the page's base URL.
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// A running worker with the handlers attached to it, which live exactly as long.
struct Connection {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

struct Inner {
    conn: Connection,
    /// Whether the worker has loaded and been sent the weights.
    ready: bool,
    /// Requests posted before the worker's wasm loaded would be lost, and those before the
    /// weights would be read as them, so they wait here.
    queue: Vec<Vec<u8>>,
    weights: Weights,
    on_reply: Rc<dyn Fn(Reply)>,
    on_ready: Rc<dyn Fn()>,
    on_failure: Rc<dyn Fn()>,
}

/// A handle on one AI worker.
pub struct WorkerLink {
    inner: Rc<RefCell<Inner>>,
}

fn spawn(weak: Weak<RefCell<Inner>>) -> Connection {
    let failed = weak.clone();
    let worker = Worker::new(WORKER_SCRIPT).expect("the browser supports dedicated workers");
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let Some(inner) = weak.upgrade() else { return };
        let reply = match decode::<Reply>(&js_sys::Uint8Array::new(&ev.data()).to_vec()) {
            Ok(reply) => reply,
            Err(why) => {
                web_sys::console::error_1(&why.into());
                return;
            }
        };
        // The callbacks may send a new request, so the borrow must end before they run.
        let state = inner.borrow();
        let weights = state.weights.clone();
        match reply {
            Reply::Ready => {
                drop(state);
                let loaded = weak.clone();
                weights.then(move |bytes| {
                    if let Some(inner) = loaded.upgrade() {
                        start(&inner, bytes);
                    }
                });
            }
            Reply::WeightsRefused { why } => {
                drop(state);
                weights.refused(&why);
            }
            reply => {
                let on_reply = Rc::clone(&state.on_reply);
                drop(state);
                on_reply(reply);
            }
        }
    });
    let on_error =
        Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |ev: web_sys::ErrorEvent| {
            // Handled here (the owner replaces the worker or tells the player), so the browser
            // need not report it as an uncaught error.
            ev.prevent_default();
            web_sys::console::warn_1(&format!("AI worker failed: {}", ev.message()).into());
            let Some(inner) = failed.upgrade() else {
                return;
            };
            let on_failure = Rc::clone(&inner.borrow().on_failure);
            on_failure();
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Connection {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    }
}

/// The loaded worker's first message, the weights file's bytes as the page has them (see
/// `protocol`), then what waited for it.
fn start(inner: &RefCell<Inner>, weights: &js_sys::Uint8Array) {
    let mut state = inner.borrow_mut();
    state
        .conn
        .worker
        .post_message(weights)
        .expect("bytes can always be posted");
    state.ready = true;
    for message in std::mem::take(&mut state.queue) {
        post(&state.conn.worker, &message);
    }
    let on_ready = Rc::clone(&state.on_ready);
    drop(state);
    on_ready();
}

fn post(worker: &Worker, message: &[u8]) {
    worker
        .post_message(&js_sys::Uint8Array::from(message))
        .expect("bytes can always be posted");
}

impl WorkerLink {
    /// Starts the worker; every reply but `Ready` and the weights' goes to `on_reply`,
    /// `on_ready` runs once its wasm has loaded and it has been sent `weights`, and
    /// `on_failure` whenever it fails (to load, or by trapping).
    pub fn new(
        weights: Weights,
        on_reply: impl Fn(Reply) + 'static,
        on_ready: impl Fn() + 'static,
        on_failure: impl Fn() + 'static,
    ) -> WorkerLink {
        let inner = Rc::new_cyclic(|weak: &Weak<RefCell<Inner>>| {
            RefCell::new(Inner {
                conn: spawn(weak.clone()),
                ready: false,
                queue: Vec::new(),
                weights,
                on_reply: Rc::new(on_reply),
                on_ready: Rc::new(on_ready),
                on_failure: Rc::new(on_failure),
            })
        });
        WorkerLink { inner }
    }

    /// Whether the worker has loaded and been sent the weights.
    pub fn is_ready(&self) -> bool {
        self.inner.borrow().ready
    }

    /// Sends a message, or queues it until the worker is ready.
    pub fn send<M: Serialize>(&self, message: &M) {
        let mut state = self.inner.borrow_mut();
        let message = encode(message);
        if state.ready {
            post(&state.conn.worker, &message);
        } else {
            state.queue.push(message);
        }
    }

    /// Stops the worker at once, abandoning whatever it is doing; no reply arrives after.
    pub fn stop(self) {
        let state = self.inner.borrow();
        let worker = &state.conn.worker;
        worker.set_onmessage(None);
        worker.set_onerror(None);
        worker.terminate();
    }
}
