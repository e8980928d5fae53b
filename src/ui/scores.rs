//! Disc counts for both sides with the move number between them, and each side's clock in
//! a game on a clock; the side to move is highlighted.

use super::chunks::later;
use super::page_parts;
use super::state::AppState;
use crate::engine::Color;
use crate::i18n::{names, ui};
use crate::session::text::turn_label;
use crate::session::Turn;
use leptos::prelude::*;

/// One side's disc count, highlighted while that side is to move.
#[component]
fn Score(
    /// The side shown.
    color: Color,
) -> impl IntoView {
    let state = AppState::get();
    let count = move || state.session.with(|s| s.game().board().count(color));
    // Nobody is to move in a finished game, even where it is looked back on.
    let to_move = move || {
        state.session.with(|s| {
            matches!(s.turn(), Turn::Person(c) | Turn::Computer(c) | Turn::Held(c) if c == color)
        })
    };
    view! {
        <div class=format!("score {}", color.name()) class:to-move=to_move>
            <svg class="chip" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="10" cy="10" r="9" fill=format!("url(#disc-{})", color.name()) />
            </svg>
            <span class="name">{move || names::color(color, state.lang.get())}</span>
            <span
                class="count"
                data-testid=format!("score-{}", color.name())
                aria-label=move || ui::disc_count(color, count(), state.lang.get())
            >
                {count}
            </span>
            {later(state, move || page_parts::clock_face(color))}
        </div>
    }
}

/// The score bar: Black's count, whose turn it is, White's count.
#[component]
pub fn Scores() -> impl IntoView {
    let state = AppState::get();
    view! {
        <div class="scores">
            <Score color=Color::Black />
            <div class="turn" data-testid="turn">
                {move || state.session.with(|s| turn_label(s, state.lang.get()))}
            </div>
            <Score color=Color::White />
        </div>
    }
}
