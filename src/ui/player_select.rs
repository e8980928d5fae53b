//! A labelled menu choosing who plays one side.

use super::players::{PlayerKind, Players};
use crate::engine::Color;
use leptos::prelude::*;

/// The Human/Computer menu for `color`.
#[component]
pub fn PlayerSelect(
    /// The side this menu sets.
    color: Color,
    /// The players of both sides.
    players: RwSignal<Players>,
) -> impl IntoView {
    let id = format!("player-{}", color.name());
    let label_for = id.clone();
    let test_id = id.clone();
    view! {
        <label class="field" for=label_for>
            <span>{format!("{} player", color.title())}</span>
            <select
                id=id
                data-testid=test_id
                on:change=move |ev| {
                    if let Ok(kind) = event_target_value(&ev).parse::<PlayerKind>() {
                        players.update(|p| *p = p.with(color, kind));
                    }
                }
            >
                {PlayerKind::ALL
                    .map(|kind| {
                        view! {
                            <option
                                value=kind.name()
                                prop:selected=move || players.get().kind(color) == kind
                            >
                                {kind.title()}
                            </option>
                        }
                    })}
            </select>
        </label>
    }
}
