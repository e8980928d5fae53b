//! The explorer's panel beside the board (under the actions on a phone): its heading and
//! Close, the figures, the search over the games, and the import controls (files dropped on the panel load too); built the
//! first time it is opened, then only hidden when closed, so that the database stays in memory.

use super::explorer::Explorer;
use super::import::{files_of, Import};
use super::loaded::Loaded;
use super::search::Search;
use super::shown::ExplorerShown;
use crate::i18n::{database as words, ui};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::ev::DragEvent;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The files dropped with `event`. Read through `Reflect`: web-sys's `DataTransfer` is a
/// feature the crate does not otherwise need.
fn dropped(event: &DragEvent) -> Vec<web_sys::File> {
    js_sys::Reflect::get(event, &JsValue::from_str("dataTransfer"))
        .and_then(|transfer| js_sys::Reflect::get(&transfer, &JsValue::from_str("files")))
        .ok()
        .and_then(|files| files.dyn_into::<web_sys::FileList>().ok())
        .map(files_of)
        .unwrap_or_default()
}

/// The panel.
#[component]
pub fn ExplorerPanel() -> impl IntoView {
    let state = AppState::get();
    let shown = ExplorerShown::get().shown;
    let loaded = Loaded::empty();
    loaded.restore(state.lang_now());
    let heading = NodeRef::<html::H2>::new();
    // Each opening takes the focus there, so the keyboard goes on in the explorer.
    Effect::new(move |_| {
        if shown.get() {
            if let Some(h) = heading.get() {
                let _ = h.focus();
            }
        }
    });
    view! {
        <section
            id="explorer"
            class="explorer"
            data-testid="explorer"
            aria-labelledby="explorer-heading"
            hidden=move || !shown.get()
            // Files dropped on the explorer load as the file input's do.
            on:dragover=move |e: DragEvent| e.prevent_default()
            on:drop=move |e: DragEvent| {
                e.prevent_default();
                if !loaded.busy.get_untracked() {
                    loaded.import(dropped(&e), state.lang_now());
                }
            }
        >
            <div class="explorer-top">
                <h2 id="explorer-heading" tabindex="-1" node_ref=heading>
                    {tr(words::EXPLORER)}
                </h2>
                <button
                    type="button"
                    data-testid="explorer-close"
                    on:click=move |_| shown.set(false)
                >
                    {tr(ui::CLOSE)}
                </button>
            </div>
            <Explorer loaded=loaded />
            <Search loaded=loaded />
            <Import loaded=loaded />
        </section>
    }
}
