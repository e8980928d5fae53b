//! The explorer's panel beside the board (under the actions on a phone): its heading and
//! Close, the figures, and the import controls; built the first time it is opened, then only
//! hidden when closed, so that the database stays in memory.

use super::explorer::Explorer;
use super::import::Import;
use super::loaded::Loaded;
use super::shown::ExplorerShown;
use crate::i18n::{database as words, ui};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::html;
use leptos::prelude::*;

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
            <Import loaded=loaded />
        </section>
    }
}
