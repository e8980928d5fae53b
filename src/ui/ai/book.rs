//! The opening book in the page: the schedulers answer a book position from it without a
//! search, so the page fetches the file once and installs it in its own engine. The workers
//! never need it: they search only the tasks the page gives them.

use gloo_timers::future::TimeoutFuture;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The book, beside the page, compressed as the weights are.
const BOOK_URL: &str = "./book.bin.zlib";

/// How long a search waits for the book once it has started loading: a book slower than
/// this is installed whenever it arrives, and until then the levels search.
const BOOK_PATIENCE_MS: f64 = 1_500.0;

/// The book's loading: started once, settled when it is installed or has failed.
#[derive(Clone, Default)]
pub struct BookLoad {
    /// When the fetch started (page clock, ms), if it has.
    started: Rc<Cell<Option<f64>>>,
    settled: Rc<Cell<bool>>,
}

impl BookLoad {
    /// Fetches and installs the book, the first time only.
    pub fn start(&self) {
        if self.started.get().is_some() {
            return;
        }
        self.started.set(Some(js_sys::Date::now()));
        let settled = Rc::clone(&self.settled);
        wasm_bindgen_futures::spawn_local(async move {
            let installed = match fetch(BOOK_URL).await {
                Ok(bytes) => crate::engine::book::install(&bytes).map_err(|e| e.to_string()),
                Err(e) => Err(format!("{e:?}")),
            };
            if let Err(why) = installed {
                // Without the book the levels search from the first move: a warning, no more.
                web_sys::console::warn_1(
                    &format!(
                        "AI: the opening book ({BOOK_URL}) could not be loaded ({why}); \
                         the computer plays without it"
                    )
                    .into(),
                );
            }
            settled.set(true);
        });
    }

    /// Resolves once the book is settled, or its patience is over.
    pub async fn settled(&self) {
        while !self.settled.get()
            && self
                .started
                .get()
                .is_some_and(|t| js_sys::Date::now() - t < BOOK_PATIENCE_MS)
        {
            TimeoutFuture::new(10).await;
        }
    }
}

/// A file's bytes, fetched by the page.
async fn fetch(url: &str) -> Result<Vec<u8>, wasm_bindgen::JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("HTTP status {}", response.status()).into());
    }
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}
