//! A compact line saying who plays each side, so the Options dialog need not be opened
//! to find out.

use super::state::AppState;
use crate::session::text::{friend_lineup, lineup_line};
use leptos::prelude::*;

/// The line itself.
#[component]
pub fn Lineup() -> impl IntoView {
    let state = AppState::get();
    view! {
        <p class="lineup" data-testid="lineup">
            {move || {
                let level = state.options.with(|o| o.level);
                let lang = state.lang.get();
                state.session.with(|s| match s.friend() {
                    Some(game) => friend_lineup(game, lang),
                    None => lineup_line(&s.playing(), level, lang),
                })
            }}
        </p>
    }
}
