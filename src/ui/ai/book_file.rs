//! The opening book in the page: the schedulers answer a book position from it without a
//! search, so the page fetches the file once and installs it in its own engine. The workers
//! never need it: they search only the tasks the page gives them.

use crate::ui::fetch::{fetch_inflated, why};
use gloo_timers::future::TimeoutFuture;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::cell::Cell;
use std::rc::Rc;

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
            // Inflated by the browser, read as a plain book file: the page links no inflater.
            let installed = match fetch_inflated(BOOK_URL).await {
                // Reading and checking the file is code the board's first move can do without.
                Ok(bytes) => install_book(bytes)
                    .await
                    .unwrap_or_else(|e| Err(e.to_string())),
                Err(e) => Err(why(e)),
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

    /// Fetches the book if need be and resolves once it is installed or has failed, however
    /// long that takes: the explorer's book source has nothing to show before.
    pub async fn loaded(&self) {
        self.start();
        while !self.settled.get() {
            TimeoutFuture::new(50).await;
        }
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

/// Reads, checks and installs the book's file in the page's engine: code the board's first
/// move can do without, so it comes in a chunk.
#[wasm_split(book, wasm_split_path = ::leptos::wasm_split, fallible)]
fn install_book(bytes: Vec<u8>) -> Result<Result<(), String>, SplitLoaderError> {
    Ok(crate::engine::book::install_plain(&bytes).map_err(|e| e.to_string()))
}
