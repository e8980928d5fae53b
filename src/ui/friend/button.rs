//! The menu's "Play a friend…", which opens the dialog that starts a friend game.

use crate::i18n::friend::PLAY_FRIEND_MENU;
use crate::ui::language::tr;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;

/// The button.
#[component]
pub fn FriendButton() -> impl IntoView {
    let state = AppState::get();
    view! {
        <button
            type="button"
            class="action"
            data-testid="open-friend"
            aria-haspopup="dialog"
            on:click=move |_| state.open.set(Some(Open::Friend))
        >
            <span class="symbol" aria-hidden="true">"⇄"</span>
            <span class="label">{tr(PLAY_FRIEND_MENU)}</span>
        </button>
    }
}
