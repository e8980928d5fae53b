//! The status line, a hint line (why a move was refused, or the AI thinking) and the
//! screen-reader announcement of each move.

use super::text::status_line;
use crate::engine::Game;
use leptos::prelude::*;

/// The status area under the board.
#[component]
pub fn StatusBar(
    /// The game described.
    #[prop(into)]
    game: Signal<Game>,
    /// Why the user's last choice was refused, if it was.
    #[prop(into)]
    notice: Signal<Option<String>>,
    /// While the computer thinks: what it has found so far.
    #[prop(into)]
    thinking: Signal<Option<String>>,
    /// The last move in words, for the aria-live region.
    #[prop(into)]
    announcement: Signal<String>,
) -> impl IntoView {
    view! {
        <div class="status-bar">
            <p class="status" data-testid="status">
                {move || game.with(status_line)}
            </p>
            <p class="hint">
                {move || match thinking.get() {
                    Some(progress) => {
                        view! {
                            <span class="thinking" data-testid="thinking">
                                <span class="spinner" aria-hidden="true"></span>
                                {progress}
                            </span>
                        }
                            .into_any()
                    }
                    None => {
                        view! { <span class="notice" data-testid="notice">{notice.get()}</span> }
                            .into_any()
                    }
                }}
            </p>
            <div class="sr-only" aria-live="polite" data-testid="announcer">
                {announcement}
            </div>
        </div>
    }
}
