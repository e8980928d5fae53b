//! The parts of the page that are loaded on demand. Each `#[wasm_split]` function here is a
//! split point: `scripts/build-app` cuts the app's wasm there, so the part's code (and
//! Leptos's view code built for its types) lives in a chunk the page fetches the first time
//! the part is wanted, and the main module, which must load before the board plays, stays
//! small. The panels beside the board follow at once, the dialogs when one first opens.
//!
//! A split function returns a builder rather than a view: the view is built only if the
//! place it was asked for still exists once the chunk is in (the board may have given way to
//! Puzzles meanwhile). A chunk that cannot load (offline before the app was cached) is said
//! in the notice, and the next attempt fetches it again.

use super::analysis::{drive_analysis, start_review};
use super::analysis_panel::AnalysisPanel;
use super::dialogs::dialog_view;
use super::drill::drive_costs;
use super::drill::panel::DrillPanel;
use super::lineup::Lineup;
use super::puzzles::{self, PuzzleView, Puzzles};
use super::record::panel::RecordPanel;
use super::record::restore_offer::RestoreOffer;
use super::record::share_link;
use super::state::{AppState, Open};
use crate::i18n::ui;
use crate::storage::Store;
use leptos::prelude::*;
use leptos::task::spawn_local_scoped;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::future::Future;

/// What a split function hands back: the part's view, built on demand.
type Part = Result<ViewFnOnce, SplitLoaderError>;

/// Shows the part `load` brings, once its chunk is in; nothing until then.
pub fn later<F>(state: AppState, load: impl Fn() -> F + Send + Sync + 'static) -> impl IntoView
where
    F: Future<Output = Part> + Send + 'static,
{
    move || {
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
    }
}

/// Says that a part of the page could not be loaded.
fn unavailable(state: AppState) {
    state.notify(ui::PART_UNAVAILABLE.get(state.lang_now()));
}

/// Runs `work` from its chunk once that is in.
fn run_later(state: AppState, work: impl Future<Output = Result<(), SplitLoaderError>> + 'static) {
    spawn_local_scoped(async move {
        if work.await.is_err() {
            unavailable(state);
        }
    });
}

/// The panels beside the board under the menu: analysis, the players' line-up, the record.
#[wasm_split(side_panels, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_panels() -> Part {
    Ok(ViewFnOnce::from(|| {
        view! {
            <AnalysisPanel />
            <Lineup />
            <RecordPanel />
        }
    }))
}

/// The offer to put back the game a link or a file replaced.
#[wasm_split(restore_offer, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn restore_offer() -> Part {
    Ok(ViewFnOnce::from(|| view! { <RestoreOffer /> }))
}

/// The drill's panel under the board.
#[wasm_split(drill_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn drill_panel() -> Part {
    Ok(ViewFnOnce::from(|| view! { <DrillPanel /> }))
}

/// The Puzzles view, in the board's place.
#[wasm_split(puzzle_view, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn puzzle_view() -> Part {
    Ok(ViewFnOnce::from(|| view! { <PuzzleView /> }))
}

/// The open dialog: every dialog's code is in one chunk, fetched when the first one opens.
#[wasm_split(dialogs, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn dialog(state: AppState, which: Open) -> Part {
    Ok(ViewFnOnce::from(move || dialog_view(state, which)))
}

/// Starts what works in the background: hints and the graph's values, the drill's costs,
/// the puzzles' stored progress and perfect play, and following links in the address; then
/// clears `linking`, whether the chunk came or not, so that the board never waits for ever.
pub fn start_features(state: AppState, store: Store, linking: RwSignal<bool>) {
    spawn_local_scoped(async move {
        if features(state, store).await.is_err() {
            unavailable(state);
        }
        linking.set(false);
    });
}

/// The drivers behind [`start_features`].
#[wasm_split(features, wasm_split_path = ::leptos::wasm_split, fallible)]
fn features(state: AppState, store: Store) -> Result<(), SplitLoaderError> {
    drive_analysis(state);
    drive_costs(state);
    puzzles::keep_progress(state, Puzzles::get(), store);
    share_link::follow(state);
    Ok(())
}

/// Opens the Puzzles view (the menu, or a `#puzzle=N` link for `number`); the code that
/// loads and shows a puzzle comes with its chunk.
pub fn open_puzzles(state: AppState, puzzles: Puzzles, number: Option<usize>) {
    run_later(state, puzzles_opened(state, puzzles, number));
}

/// The work behind [`open_puzzles`].
#[wasm_split(puzzles_opened, wasm_split_path = ::leptos::wasm_split, fallible)]
fn puzzles_opened(
    state: AppState,
    puzzles: Puzzles,
    number: Option<usize>,
) -> Result<(), SplitLoaderError> {
    puzzles::open(state, puzzles, number);
    Ok(())
}

/// Starts a review of the game (the Review action).
pub fn review(state: AppState) {
    run_later(state, reviewed(state));
}

/// The work behind [`review`].
#[wasm_split(reviewed, wasm_split_path = ::leptos::wasm_split, fallible)]
fn reviewed(state: AppState) -> Result<(), SplitLoaderError> {
    start_review(state, state.analysis);
    Ok(())
}

/// Reads, checks and installs the opening book's file in the page's engine.
#[wasm_split(book, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn install_book(bytes: Vec<u8>) -> Result<Result<(), String>, SplitLoaderError> {
    Ok(crate::engine::book::install_plain(&bytes).map_err(|e| e.to_string()))
}
