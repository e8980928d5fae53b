//! "Your level" in Options: the level whose rating is nearest the player's, with a button
//! that chooses it in the dialog's draft (OK then applies it, as any option).

use crate::engine::search::Level;
use crate::i18n::{names, rating};
use crate::settings::StoredOptions;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The level nearest `player` in rating (the weaker one on a tie).
fn nearest(player: i32) -> Level {
    Level::ALL
        .into_iter()
        .min_by_key(|l| (l.rating() - player).abs())
        .unwrap_or_else(|| StoredOptions::default().options.level)
}

/// The suggestion, under the level select of the Options dialog editing `draft`.
#[component]
pub fn YourLevel(
    /// The options being edited.
    draft: RwSignal<StoredOptions>,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let player = move || state.stats.with(|s| s.rating.rounded());
    let level = move || nearest(player());
    view! {
        <p class="your-level" data-testid="your-level" data-level=move || level().name()>
            <span>{move || rating::your_level(names::level(level(), lang.get()), player(), lang.get())}</span>
            <button
                type="button"
                data-testid="choose-your-level"
                disabled=move || draft.with(|d| d.options.level) == level()
                on:click=move |_| {
                    let chosen = level();
                    draft.update(|d| d.options.level = chosen);
                }
            >
                {tr(rating::CHOOSE_LEVEL)}
            </button>
        </p>
    }
}
