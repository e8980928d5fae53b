//! The menu's Library button, in its own group (the games kept, apart from the game's actions).

use crate::i18n::library::LIBRARY;
use crate::ui::language::tr;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;

/// Opens the Library view.
#[component]
pub fn LibraryButton() -> impl IntoView {
    let state = AppState::get();
    view! {
        <div class="toolbar" role="group" aria-label=tr(LIBRARY)>
            <button
                type="button"
                class="action"
                data-testid="open-library"
                on:click=move |_| state.open.set(Some(Open::Library))
            >
                <span class="symbol" aria-hidden="true">"▤"</span>
                <span class="label">{tr(LIBRARY)}</span>
                <span class="short" aria-hidden="true">{tr(LIBRARY)}</span>
            </button>
        </div>
    }
}
