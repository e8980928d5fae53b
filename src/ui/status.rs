//! The status line, the line under it (why a move was refused, a notice, or the computer
//! thinking) and the screen reader's announcement of each change.

use super::state::AppState;
use crate::session::text::status_line;
use leptos::prelude::*;

/// The status area under the board.
#[component]
pub fn StatusBar() -> impl IntoView {
    let state = AppState::get();
    view! {
        <div class="status-bar">
            <p class="status" data-testid="status">
                {move || state.session.with(status_line)}
            </p>
            <p class="hint">
                {move || {
                    if state.thinking.get() {
                        view! {
                            <span class="thinking" data-testid="thinking">
                                <span class="spinner" aria-hidden="true"></span>
                                "The computer is thinking…"
                            </span>
                        }
                            .into_any()
                    } else {
                        view! {
                            <span class="notice" data-testid="notice">
                                {move || state.notice()}
                            </span>
                        }
                            .into_any()
                    }
                }}
            </p>
            <div class="sr-only" aria-live="polite" data-testid="announcer">
                {move || state.announcement.get()}
            </div>
        </div>
    }
}
