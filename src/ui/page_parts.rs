//! The parts of the page that follow the board, each from a chunk of its own (see
//! [`super::chunks`]): the panels beside the board, the drill's panel, the reviewed move
//! under the board, the game clocks' faces, the restore offer, the
//! update banner (with the service worker's registration), the Puzzles view, the opening
//! explorer, and the drivers that work in the background. The app fetches them all just
//! after it has drawn the board, Puzzles and the explorer when they first show.

use super::ai_notice::AiUnavailable;
use super::analysis::drive_analysis;
use super::chunks::{run_later, Part};
use super::clock::{run_clock, ClockFace};
use super::database::panel::ExplorerPanel;
use super::drill::drive_costs;
use super::drill::panel::DrillPanel;
use super::friend::{self, FriendList};
use super::library;
use super::panels::Panels;
use super::persistence::ReadAtStart;
use super::puzzles::{self, PuzzleView, Puzzles};
use super::record::restore_offer::RestoreOffer;
use super::record::share_link;
use super::review_choice::ReviewChoice;
use super::sound;
use super::state::AppState;
use super::storage_notice::StorageNotice;
use super::update_banner::UpdateBanner;
use crate::engine::Color;
use crate::storage::Store;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// The panels beside the board, behind their tabs: the game, the analysis, the record.
#[wasm_split(side_panels, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn side_panels() -> Part {
    Ok(ViewFnOnce::from(|| view! { <Panels /> }))
}

/// The opening explorer beside the board, with its database's import controls.
#[wasm_split(explorer_panel, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn explorer_panel() -> Part {
    Ok(ViewFnOnce::from(|| view! { <ExplorerPanel /> }))
}

/// The service worker's registration, and the banner offering a new version once it waits.
#[wasm_split(update_banner, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn update_banner() -> Part {
    Ok(ViewFnOnce::from(|| view! { <UpdateBanner /> }))
}

/// The notices above the board: storage that cannot be read or written, an AI that cannot
/// play.
#[wasm_split(notices, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn notices(storage: RwSignal<Vec<String>>) -> Part {
    Ok(ViewFnOnce::from(move || {
        view! {
            <StorageNotice notices=storage />
            <AiUnavailable />
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

/// After a review, the move looked at and the steps between marked moves, under the board.
#[wasm_split(review_choice, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn review_choice() -> Part {
    Ok(ViewFnOnce::from(|| view! { <ReviewChoice /> }))
}

/// The Puzzles view, in the board's place.
#[wasm_split(puzzle_view, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn puzzle_view() -> Part {
    Ok(ViewFnOnce::from(|| view! { <PuzzleView /> }))
}

/// Starts what works in the background: hints and the graph's values, the drill's costs,
/// the library of finished games (a refusal of its storage goes to `notices`),
/// saving the puzzles' progress and the friend games (`read` at start-up) and perfect play,
/// following links in the address, and the game's sounds; then clears `linking`, whether the
/// chunk came or not, so that the board never waits for ever.
pub fn start_features(
    state: AppState,
    store: Store,
    read: ReadAtStart,
    linking: RwSignal<bool>,
    notices: RwSignal<Vec<String>>,
) {
    // From now, not from when the chunk arrives: a game may end while it loads.
    let changes = library::follow(state);
    let started = features(state, store, read, changes, notices);
    run_later(state, async move {
        let result = started.await;
        linking.set(false);
        result
    });
}

/// `color`'s clock face, which shows only in a game on a clock.
#[wasm_split(clock_face, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn clock_face(color: Color) -> Part {
    Ok(ViewFnOnce::from(
        move || view! { <ClockFace color=color /> },
    ))
}

/// The drivers behind [`start_features`].
#[wasm_split(features, wasm_split_path = ::leptos::wasm_split, fallible)]
fn features(
    state: AppState,
    store: Store,
    read: ReadAtStart,
    changes: library::Changes,
    notices: RwSignal<Vec<String>>,
) -> Result<(), SplitLoaderError> {
    drive_analysis(state);
    library::keep(state, changes, notices);
    drive_costs(state);
    puzzles::keep_progress(state, Puzzles::get(), store.clone(), read.puzzles);
    friend::keep(state, FriendList::get(), store, notices, read.friends);
    share_link::follow(state);
    sound::drive(state);
    run_clock(state);
    Ok(())
}
