//! Loading parts of the app on demand. A split point is a `#[wasm_split(name, ..., fallible)]`
//! function: `scripts/build-app` cuts the app's wasm there, so the code it reaches (and
//! Leptos's view code built for its types) lives in a chunk the page fetches the first time
//! the part is wanted, and the main module, which must load before the board plays, stays
//! small. Each split point lives with its feature (the dialogs in `dialogs::dialog_layer`,
//! the page's panels and background drivers in `page_parts`, opening Puzzles in `puzzles`,
//! the review in `analysis`, the book's reader in `ai::book_file`, the AI's workers and its
//! searches' scheduler in `ai`); this module holds what they share.
//!
//! A split function for a view hands back a builder rather than the view: the view is built
//! only if the place it was asked for still exists once the chunk is in (the board may have
//! given way to Puzzles meanwhile). A chunk that cannot load (offline before the app was
//! cached, or replaced by a newer deployment) is said in the notice, and the next attempt
//! fetches it again.

use super::state::AppState;
use crate::i18n::ui;
use leptos::prelude::*;
use leptos::task::spawn_local_scoped;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// What a view's split function hands back: the part's view, built on demand.
pub type Part = Result<ViewFnOnce, SplitLoaderError>;

/// A split function's call for a view, boxed: every part then shares one instance of the
/// view code that waits for it, rather than one per part in the main module.
type Loading = Pin<Box<dyn Future<Output = Part> + Send>>;

/// Shows the part `load` brings, once its chunk is in; nothing until then.
pub fn later<F>(state: AppState, load: impl Fn() -> F + Send + Sync + 'static) -> impl IntoView
where
    F: Future<Output = Part> + Send + 'static,
{
    shown_later(state, Arc::new(move || Box::pin(load()) as Loading))
}

/// [`later`]'s work, compiled once.
fn shown_later(state: AppState, load: Arc<dyn Fn() -> Loading + Send + Sync>) -> AnyView {
    (move || {
        // Disposed with the place the part was asked for, if that goes first.
        let here = StoredValue::new(());
        let part = load();
        Suspend::new(async move {
            match part.await {
                Ok(build) if !here.is_disposed() => build.run(),
                Ok(_) => ().into_any(),
                Err(_) => {
                    unavailable(state);
                    ().into_any()
                }
            }
        })
    })
    .into_any()
}

/// Says that a part of the app could not be loaded.
fn unavailable(state: AppState) {
    state.notify(ui::PART_UNAVAILABLE.get(state.lang_now()));
}

/// Runs `work`, a split function's call, once its chunk is in.
pub fn run_later(
    state: AppState,
    work: impl Future<Output = Result<(), SplitLoaderError>> + 'static,
) {
    run_boxed(state, Box::pin(work));
}

/// [`run_later`]'s work, compiled once rather than once per split function.
fn run_boxed(state: AppState, work: Pin<Box<dyn Future<Output = Result<(), SplitLoaderError>>>>) {
    spawn_local_scoped(async move {
        if work.await.is_err() {
            unavailable(state);
        }
    });
}
