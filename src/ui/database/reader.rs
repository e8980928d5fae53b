//! The import's worker: the AI's worker build started on its own for an import, which reads
//! each WTHOR file, checks every game by our rules and keys its positions for the index off the
//! main thread, posting the games a part at a time; the page only appends them, so the board
//! stays responsive while 100,000 games come in.
//!
//! A worker of its own rather than one of the AI's pool: the pool's workers hold searches whose
//! tables they keep between tasks, and the scheduler counts on their being free for the next;
//! an import would stall the hints behind it. It costs no build of its own: the same wasm
//! answers [`ToWorker::Read`].

use crate::protocol::wire::{decode, encode, FromReader, FromWorker, ToWorker};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

/// The worker's start script, as the AI's pool starts it.
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// What the worker said of the file it reads, or that it failed (to load, or by trapping):
/// why, for the console.
pub enum Heard {
    /// A message of the worker's.
    Message(FromReader),
    /// The worker stopped.
    Failed(String),
}

/// What the worker posted, before it is decoded: until it is ready its messages are
/// [`FromWorker`]s, after that [`FromReader`]s.
enum Posted {
    Bytes(Vec<u8>),
    Failed(String),
}

/// What has come from the worker and not yet been taken, and the wait for more.
#[derive(Default)]
struct Inbox {
    heard: VecDeque<Posted>,
    wake: Option<js_sys::Function>,
}

impl Inbox {
    fn push(inbox: &RefCell<Inbox>, heard: Posted) {
        let wake = {
            let mut inbox = inbox.borrow_mut();
            inbox.heard.push_back(heard);
            inbox.wake.take()
        };
        if let Some(wake) = wake {
            // A resolve function cannot throw.
            let _ = wake.call0(&JsValue::NULL);
        }
    }
}

/// A running import worker, stopped when dropped.
pub struct Reader {
    worker: Worker,
    inbox: Rc<RefCell<Inbox>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Reader {
    /// Starts the worker and waits until its code has loaded; why not, if it cannot.
    pub async fn start() -> Result<Reader, String> {
        let worker = Worker::new(WORKER_SCRIPT).map_err(|e| format!("{e:?}"))?;
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let on_message = {
            let inbox = Rc::clone(&inbox);
            Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
                let data = ev.data();
                // The loader's plain-string report that the code could not start.
                let posted = match data.as_string() {
                    Some(why) => Posted::Failed(why),
                    None => Posted::Bytes(js_sys::Uint8Array::new(&data).to_vec()),
                };
                Inbox::push(&inbox, posted);
            })
        };
        let on_error = {
            let inbox = Rc::clone(&inbox);
            Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
                ev.prevent_default();
                let why = ev.dyn_ref::<web_sys::ErrorEvent>().map_or_else(
                    || "its script could not be loaded".to_string(),
                    |e| e.message(),
                );
                Inbox::push(&inbox, Posted::Failed(why));
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let reader = Reader {
            worker,
            inbox,
            _on_message: on_message,
            _on_error: on_error,
        };
        // Messages posted before the worker is ready would be lost.
        loop {
            match reader.posted().await {
                Posted::Bytes(bytes) => {
                    if decode::<FromWorker>(&bytes) == Ok(FromWorker::Ready) {
                        return Ok(reader);
                    }
                }
                Posted::Failed(why) => return Err(why),
            }
        }
    }

    /// Posts `message` to the worker.
    pub fn send(&self, message: &ToWorker) -> Result<(), String> {
        self.worker
            .post_message(&js_sys::Uint8Array::from(&encode(message)[..]))
            .map_err(|e| format!("{e:?}"))
    }

    /// The next thing heard from the worker about the file it reads, waiting for it.
    pub async fn next(&self) -> Heard {
        match self.posted().await {
            Posted::Bytes(bytes) => match decode::<FromReader>(&bytes) {
                Ok(message) => Heard::Message(message),
                Err(why) => Heard::Failed(why),
            },
            Posted::Failed(why) => Heard::Failed(why),
        }
    }

    /// The next message posted, waiting for it.
    async fn posted(&self) -> Posted {
        loop {
            if let Some(heard) = self.inbox.borrow_mut().heard.pop_front() {
                return heard;
            }
            let inbox = Rc::clone(&self.inbox);
            let wait = js_sys::Promise::new(&mut |resolve, _| {
                inbox.borrow_mut().wake = Some(resolve);
            });
            // A promise nobody rejects.
            let _ = JsFuture::from(wait).await;
        }
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
