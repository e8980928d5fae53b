//! The evaluation's weights for the pool's workers: the page fetches the file once and hands
//! its bytes, unread, to every worker it starts (the first ones, those that replace a stopped
//! or failed one, a pool of another size), so that one request reaches the network or the
//! cache and the page links no code that reads them. When the file cannot be had, or a worker
//! cannot use it, the console hears why once and the workers play with the hand-set evaluation.

use crate::ui::fetch::{fetch_bytes, why};
use js_sys::Uint8Array;
use std::cell::RefCell;
use std::rc::Rc;

/// The weights file, beside the page: Trunk copies it into `dist/`, and
/// `scripts/compress-weights.mjs` compresses it there, so that it is 0.70 MB on any host rather
/// than 1.7 MB on those that send `.bin` files uncompressed.
const WEIGHTS_URL: &str = "./weights.bin.zlib";

/// How long the weights may take to arrive: a stalled connection must not keep the AI from
/// ever starting, so the fetch is then abandoned and the hand-set evaluation plays. The file is
/// 0.70 MB: seconds on a slow phone network.
const WEIGHTS_TIMEOUT_MS: u32 = 30_000;

/// What a worker does once the bytes are in.
type Waiter = Box<dyn FnOnce(&Uint8Array)>;

/// The fetch and what waits for it.
#[derive(Default)]
struct Inner {
    started: bool,
    /// The file as served; empty when there is nothing the workers can use.
    bytes: Option<Uint8Array>,
    waiting: Vec<Waiter>,
}

/// The weights file's bytes, kept in JavaScript's memory for the page's lifetime.
#[derive(Clone, Default)]
pub struct Weights(Rc<RefCell<Inner>>);

impl Weights {
    /// Fetches the file, the first time only.
    pub fn fetch(&self) {
        if std::mem::replace(&mut self.0.borrow_mut().started, true) {
            return;
        }
        let weights = Rc::clone(&self.0);
        wasm_bindgen_futures::spawn_local(async move {
            let bytes = match fetch_bytes(WEIGHTS_URL, WEIGHTS_TIMEOUT_MS).await {
                Ok(bytes) if bytes.length() > 0 => bytes,
                Ok(_) => unusable("the file is empty"),
                Err(e) => unusable(&why(e)),
            };
            let waiting = {
                let mut inner = weights.borrow_mut();
                inner.bytes = Some(bytes.clone());
                std::mem::take(&mut inner.waiting)
            };
            for then in waiting {
                then(&bytes);
            }
        });
    }

    /// Whether the fetch has ended, with bytes or without.
    pub fn arrived(&self) -> bool {
        self.0.borrow().bytes.is_some()
    }

    /// Runs `then` with the bytes (empty when there are none to use) once they are in.
    pub fn then(&self, then: impl FnOnce(&Uint8Array) + 'static) {
        self.fetch();
        let mut inner = self.0.borrow_mut();
        match inner.bytes.clone() {
            Some(bytes) => {
                drop(inner);
                then(&bytes);
            }
            None => inner.waiting.push(Box::new(then)),
        }
    }

    /// A worker could not use the bytes: later workers get none, so that the console hears
    /// why once and no worker reads them again.
    pub fn refused(&self, reason: &str) {
        let mut inner = self.0.borrow_mut();
        if inner.bytes.as_ref().is_some_and(|b| b.length() > 0) {
            inner.bytes = Some(unusable(reason));
        }
    }
}

/// Says why the hand-set evaluation plays; returns the empty bytes the workers get instead.
fn unusable(reason: &str) -> Uint8Array {
    web_sys::console::error_1(
        &format!(
            "AI: the evaluation weights ({WEIGHTS_URL}) could not be loaded ({reason}); \
             the computer plays with the hand-set evaluation instead"
        )
        .into(),
    );
    Uint8Array::new_with_length(0)
}
