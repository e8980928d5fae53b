//! A compact line saying who plays each side, so the Options dialog need not be opened
//! to find out.

use super::state::AppState;
use crate::session::text::lineup_line;
use leptos::prelude::*;

/// The line itself.
#[component]
pub fn Lineup() -> impl IntoView {
    let state = AppState::get();
    view! {
        <p class="lineup" data-testid="lineup">
            {move || {
                let level = state.options.with(|o| o.level);
                state.session.with(|s| lineup_line(&s.playing(), level, state.lang.get()))
            }}
        </p>
    }
}
