//! A labelled menu choosing the computer's difficulty level.

use crate::engine::search::Level;
use leptos::prelude::*;

/// The Beginner…Expert menu.
#[component]
pub fn LevelSelect(
    /// The level the computer plays at.
    level: RwSignal<Level>,
) -> impl IntoView {
    view! {
        <label class="field" for="level">
            <span>"Difficulty"</span>
            <select
                id="level"
                data-testid="level"
                on:change=move |ev| {
                    if let Ok(chosen) = event_target_value(&ev).parse::<Level>() {
                        level.set(chosen);
                    }
                }
            >
                {Level::ALL
                    .map(|l| {
                        view! {
                            <option value=l.name() prop:selected=move || level.get() == l>
                                {l.title()}
                            </option>
                        }
                    })}
            </select>
        </label>
    }
}
