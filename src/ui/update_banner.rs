//! The "new version available" banner: it registers the service worker and offers the update.

use super::pwa;
use crate::i18n::ui;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use web_sys::ServiceWorker;

/// The longest the service worker's registration waits for the AI's weights.
const REGISTER_PATIENCE_MS: u32 = 10_000;
/// How often it looks.
const POLL_MS: u32 = 100;

/// A button shown once a new version is installed and waiting; pressing it switches to that
/// version (the page reloads and the saved game is restored).
#[component]
pub fn UpdateBanner() -> impl IntoView {
    let waiting = StoredValue::new_local(None::<ServiceWorker>);
    let available = RwSignal::new(false);
    let ai = AppState::get().ai;
    leptos::task::spawn_local(async move {
        // The worker's install downloads every file of the app again for offline play (1.5
        // MB): on a slow link it would share it with the AI's weights, which the computer's
        // first reply waits for, so it waits for them (or a while, without an AI).
        let mut waited = 0;
        while !ai.weights_arrived() && waited < REGISTER_PATIENCE_MS {
            TimeoutFuture::new(POLL_MS).await;
            waited += POLL_MS;
        }
        pwa::register(move |worker| {
            waiting.set_value(Some(worker));
            available.set(true);
        });
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
