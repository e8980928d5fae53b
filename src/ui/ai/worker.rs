//! The link to one pool worker: spawns it, gives it the evaluation's weights first and queues
//! messages until it has them, hands every outcome to a callback, reports a worker that fails
//! (its script, glue or wasm cannot be fetched or started, or it traps), and stops it to
//! abandon its task (a worker runs a task to its end, so stopping it is the only way to
//! abandon one).

use super::weights::Weights;
use crate::protocol::wire::{FromWorker, Task, TaskResult};
use crate::protocol::{decode, encode};
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
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

struct Inner {
    conn: Connection,
    /// Whether the worker has loaded and been sent the weights.
    ready: bool,
    /// Requests posted before the worker's wasm loaded would be lost, and those before the
    /// weights would be read as them, so they wait here.
    queue: Vec<Vec<u8>>,
    weights: Weights,
    on_outcome: Rc<dyn Fn(TaskResult)>,
    on_ready: Rc<dyn Fn()>,
    on_failure: Rc<dyn Fn()>,
}

/// A handle on one AI worker.
pub struct WorkerLink {
    inner: Rc<RefCell<Inner>>,
}

/// Tells the owner that the worker failed, and the console why.
fn fail(weak: &Weak<RefCell<Inner>>, why: &str) {
    web_sys::console::warn_1(&format!("AI worker failed: {why}").into());
    let Some(inner) = weak.upgrade() else { return };
    let on_failure = Rc::clone(&inner.borrow().on_failure);
    on_failure();
}

fn spawn(weak: Weak<RefCell<Inner>>) -> Connection {
    let failed = weak.clone();
    let worker = Worker::new(WORKER_SCRIPT).expect("the browser supports dedicated workers");
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let data = ev.data();
        // The loader's report that the worker's code could not start (see `protocol::wire`).
        if let Some(why) = data.as_string() {
            return fail(&weak, &why);
        }
        let Some(inner) = weak.upgrade() else { return };
        let message = match decode::<FromWorker>(&js_sys::Uint8Array::new(&data).to_vec()) {
            Ok(message) => message,
            Err(why) => {
                web_sys::console::error_1(&why.into());
                return;
            }
        };
        // The callbacks may send a new request, so the borrow must end before they run.
        let state = inner.borrow();
        let weights = state.weights.clone();
        match message {
            FromWorker::Ready => {
                drop(state);
                let loaded = weak.clone();
                weights.then(move |bytes| {
                    if let Some(inner) = loaded.upgrade() {
                        start(&inner, bytes);
                    }
                });
            }
            FromWorker::WeightsRefused { why } => {
                drop(state);
                weights.refused(&why);
            }
            FromWorker::Searched { outcome } => {
                let on_outcome = Rc::clone(&state.on_outcome);
                drop(state);
                on_outcome(outcome);
            }
        }
    });
    // A script that cannot be fetched fires a plain `Event`, a worker that throws or traps an
    // `ErrorEvent`: either is handled here (the owner replaces the worker or tells the
    // player), so the browser need not report it as an uncaught error.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        ev.prevent_default();
        let why = ev.dyn_ref::<web_sys::ErrorEvent>().map_or_else(
            || "its script could not be loaded".to_string(),
            |e| e.message(),
        );
        fail(&failed, &why);
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
    /// Starts the worker; its tasks' outcomes go to `on_outcome`, `on_ready` runs once its
    /// wasm has loaded and it has been sent `weights`, and `on_failure` whenever it fails (to
    /// load, or by trapping).
    pub fn new(
        weights: Weights,
        on_outcome: impl Fn(TaskResult) + 'static,
        on_ready: impl Fn() + 'static,
        on_failure: impl Fn() + 'static,
    ) -> WorkerLink {
        let inner = Rc::new_cyclic(|weak: &Weak<RefCell<Inner>>| {
            RefCell::new(Inner {
                conn: spawn(weak.clone()),
                ready: false,
                queue: Vec::new(),
                weights,
                on_outcome: Rc::new(on_outcome),
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

    /// Sends a task, or queues it until the worker is ready.
    pub fn send(&self, task: &Task) {
        let mut state = self.inner.borrow_mut();
        let message = encode(task);
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
