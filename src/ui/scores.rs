//! Disc counts for both sides with the turn indicator between them.

use super::text::turn_label;
use crate::engine::{Color, Game, Status};
use leptos::prelude::*;

/// One side's disc count, highlighted while that side is to move.
#[component]
fn Score(
    /// The side shown.
    color: Color,
    /// The game counted.
    game: Signal<Game>,
) -> impl IntoView {
    let count = move || game.with(|g| g.board().count(color));
    let to_move = move || game.with(|g| g.status() == Status::Playing(color));
    view! {
        <div class=format!("score {}", color.name()) class:to-move=to_move>
            <svg class="chip" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="10" cy="10" r="9" fill=format!("url(#disc-{})", color.name()) />
            </svg>
            <span class="name">{color.title()}</span>
            <span
                class="count"
                data-testid=format!("score-{}", color.name())
                aria-label=move || format!("{} has {} discs", color.title(), count())
            >
                {count}
            </span>
        </div>
    }
}

/// The score bar: Black's count, whose turn it is, White's count.
#[component]
pub fn Scores(
    /// The game counted.
    #[prop(into)]
    game: Signal<Game>,
) -> impl IntoView {
    view! {
        <div class="scores">
            <Score color=Color::Black game=game />
            <div class="turn" data-testid="turn">
                {move || game.with(turn_label)}
            </div>
            <Score color=Color::White game=game />
        </div>
    }
}
