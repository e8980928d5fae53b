//! What the player sees when the AI gave up: one plain sentence and a Retry button.

use crate::i18n::ui::{AI_RETRY, AI_UNAVAILABLE};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The notice, shown while the AI is unavailable; Retry starts new workers, and the computer
/// and hints ask again at once.
#[component]
pub fn AiUnavailable() -> impl IntoView {
    let ai = AppState::get().ai;
    view! {
        <Show when=move || ai.unavailable.get()>
            <div class="ai-unavailable" role="alert" data-testid="ai-unavailable">
                <p>{tr(AI_UNAVAILABLE)}</p>
                <button type="button" data-testid="ai-retry" on:click=move |_| ai.retry()>
                    {tr(AI_RETRY)}
                </button>
            </div>
        </Show>
    }
}
