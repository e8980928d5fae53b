//! The notice shown when stored data could not be used as it was (or cannot be saved).

use super::language::tr;
use crate::i18n::ui;
use leptos::prelude::*;

/// One line per problem, with a Dismiss button.
#[component]
pub fn StorageNotice(
    /// The lines to show; empty hides the notice.
    notices: RwSignal<Vec<String>>,
) -> impl IntoView {
    view! {
        <Show when=move || notices.with(|n| !n.is_empty())>
            <div class="storage-notice" role="status" data-testid="storage-notice">
                {move || {
                    notices.get().into_iter().map(|line| view! { <p>{line}</p> }).collect_view()
                }}
                <button type="button" on:click=move |_| notices.set(Vec::new())>
                    {tr(ui::DISMISS)}
                </button>
            </div>
        </Show>
    }
}
