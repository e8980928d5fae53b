//! The "new version available" banner: it registers the service worker and offers the update.

use super::pwa;
use crate::i18n::ui;
use crate::ui::language::tr;
use leptos::prelude::*;
use web_sys::ServiceWorker;

/// A button shown once a new version is installed and waiting; pressing it switches to that
/// version (the page reloads and the saved game is restored).
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let waiting = StoredValue::new_local(None::<ServiceWorker>);
    let available = RwSignal::new(false);
    pwa::register(move |worker| {
        waiting.set_value(Some(worker));
        available.set(true);
    });
    let update = move |_| {
        waiting.with_value(|worker| {
            if let Some(worker) = worker {
                pwa::apply_update(worker);
            }
        })
    };

    view! {
        <div class="update-region" role="status" aria-live="polite">
            <Show when=move || available.get()>
                <button type="button" class="update-banner" data-testid="update-banner" on:click=update>
                    {tr(ui::UPDATE_AVAILABLE)}
                </button>
            </Show>
        </div>
    }
}
