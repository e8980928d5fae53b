//! The menu's Puzzles button, in its Practice group.

use super::navigate::open_later;
use super::signals::Puzzles;
use crate::i18n::puzzles as words;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Opens the Puzzles view on the puzzle left there, or today's.
#[component]
pub fn PuzzlesButton() -> impl IntoView {
    let state = AppState::get();
    let puzzles = Puzzles::get();
    view! {
        <button
            type="button"
            class="action"
            data-testid="open-puzzles"
            on:click=move |_| open_later(state, puzzles, None)
        >
            <span class="symbol" aria-hidden="true">"◆"</span>
            <span class="label">{tr(words::PUZZLES)}</span>
        </button>
    }
}
