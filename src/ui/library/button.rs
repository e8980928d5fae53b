//! The menu's Library button, in its Practice group.

use crate::i18n::library::LIBRARY;
use crate::ui::language::tr;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;

/// Opens the Library view.
#[component]
pub fn LibraryButton() -> impl IntoView {
    let state = AppState::get();
    view! {
        <button
            type="button"
            class="action"
            data-testid="open-library"
            on:click=move |_| state.open.set(Some(Open::Library))
        >
            <span class="symbol" aria-hidden="true">"▤"</span>
            <span class="label">{tr(LIBRARY)}</span>
        </button>
    }
}
