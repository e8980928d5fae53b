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
            {move || state.options.with(|o| lineup_line(&o.players, o.level, state.lang.get()))}
        </p>
    }
}
