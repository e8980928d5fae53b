//! The link to one pool worker: spawns it, queues messages until its code has loaded, passes
//! it the evaluation's weights piece by piece as they arrive, hands every outcome and every
//! word of how far its weights reach to a callback, reports a worker that fails
//! (its script, glue or wasm cannot be fetched or started, or it traps), and stops it to
//! abandon its task (a worker runs a task to its end, so stopping it is the only way to
//! abandon one).

use super::weights::{Piece, Weights};
use crate::protocol::wire::{decode, encode, FromWorker, Task, TaskResult, ToWorker};
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
    /// None where the browser refused to start the worker (a failure reported at once).
    conn: Option<Connection>,
    /// Whether the worker's code has loaded (and follows the weights).
    ready: bool,
    /// The fewest empties its weights cover (see `FromWorker::Weighed`).
    covers_down_to: u32,
    /// Requests posted before the worker's wasm loaded would be lost, so they wait here.
    queue: Vec<Vec<u8>>,
    weights: Weights,
    on_outcome: Rc<dyn Fn(TaskResult)>,
    on_weighed: Rc<dyn Fn(u32)>,
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

/// Starts the worker; where the browser refuses (a page whose policy forbids workers), the
/// failure is reported once the link exists, as a worker that failed to load would be, so
/// that the owner replaces it or gives up and tells the player, rather than the page stopping.
fn spawn(weak: Weak<RefCell<Inner>>) -> Option<Connection> {
    let failed = weak.clone();
    let worker = match Worker::new(WORKER_SCRIPT) {
        Ok(worker) => worker,
        Err(why) => {
            let why = why.as_string().unwrap_or_else(|| format!("{why:?}"));
            gloo_timers::callback::Timeout::new(0, move || {
                fail(&weak, &format!("the browser refused to start it ({why})"))
            })
            .forget();
            return None;
        }
    };
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
                start(&inner);
                let following = weak.clone();
                weights.follow(move |piece| {
                    if let Some(inner) = following.upgrade() {
                        let message = match piece {
                            Piece::Bytes(bytes) => ToWorker::Weights(bytes.to_vec()),
                            Piece::End { whole } => ToWorker::WeightsEnd { whole },
                        };
                        post(inner.borrow().conn.as_ref(), &encode(&message));
                    }
                });
            }
            FromWorker::Weighed { down_to } => {
                drop(state);
                inner.borrow_mut().covers_down_to = down_to;
                let on_weighed = Rc::clone(&inner.borrow().on_weighed);
                on_weighed(down_to);
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
    Some(Connection {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// The worker's code has loaded: what waited for it is sent.
fn start(inner: &RefCell<Inner>) {
    let mut state = inner.borrow_mut();
    state.ready = true;
    for message in std::mem::take(&mut state.queue) {
        post(state.conn.as_ref(), &message);
    }
}

/// Posts `message` to the worker, if it started; bytes are always cloneable, so a refusal
/// can only come from a worker already gone, whose failure is reported by its own handler.
fn post(conn: Option<&Connection>, message: &[u8]) {
    let Some(conn) = conn else { return };
    if let Err(why) = conn.worker.post_message(&js_sys::Uint8Array::from(message)) {
        web_sys::console::warn_1(&format!("AI worker: a message was refused: {why:?}").into());
    }
}

impl WorkerLink {
    /// Starts the worker; its tasks' outcomes go to `on_outcome`, each word of how far its
    /// weights reach (the fewest empties they cover) to `on_weighed`, and `on_failure` runs
    /// whenever it fails (to load, or by trapping).
    pub fn new(
        weights: Weights,
        on_outcome: impl Fn(TaskResult) + 'static,
        on_weighed: impl Fn(u32) + 'static,
        on_failure: impl Fn() + 'static,
    ) -> WorkerLink {
        let inner = Rc::new_cyclic(|weak: &Weak<RefCell<Inner>>| {
            RefCell::new(Inner {
                conn: spawn(weak.clone()),
                ready: false,
                covers_down_to: u32::MAX,
                queue: Vec::new(),
                weights,
                on_outcome: Rc::new(on_outcome),
                on_weighed: Rc::new(on_weighed),
                on_failure: Rc::new(on_failure),
            })
        });
        WorkerLink { inner }
    }

    /// Whether the worker can search a task whose search evaluates positions down to
    /// `empties` (see `Task::evaluates_down_to`) as soon as it gets it.
    pub fn covers(&self, empties: u32) -> bool {
        let state = self.inner.borrow();
        state.ready && state.covers_down_to <= empties
    }

    /// Sends a task, or queues it until the worker's code has loaded.
    pub fn send(&self, task: &Task) {
        let mut state = self.inner.borrow_mut();
        let message = encode(&ToWorker::Task(*task));
        if state.ready {
            post(state.conn.as_ref(), &message);
        } else {
            state.queue.push(message);
        }
    }

    /// Stops the worker at once, abandoning whatever it is doing; no reply arrives after.
    pub fn stop(self) {
        let state = self.inner.borrow();
        if let Some(conn) = &state.conn {
            conn.worker.set_onmessage(None);
            conn.worker.set_onerror(None);
            conn.worker.terminate();
        }
    }
}
