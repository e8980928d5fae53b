//! The menu's "Opening explorer…", in its Practice group beside the Library.

use super::shown::ExplorerShown;
use crate::i18n::database::EXPLORER_MENU;
use crate::ui::language::tr;
use leptos::prelude::*;

/// Opens the explorer beside the board.
#[component]
pub fn ExplorerButton() -> impl IntoView {
    let explorer = ExplorerShown::get();
    view! {
        <button
            type="button"
            class="action"
            data-testid="open-explorer"
            on:click=move |_| explorer.open()
        >
            <span class="symbol" aria-hidden="true">"⌕"</span>
            <span class="label">{tr(EXPLORER_MENU)}</span>
        </button>
    }
}
