//! The game buttons.

use crate::engine::Game;
use leptos::prelude::*;

/// New game and Undo; the undo button is disabled while there is nothing to take back.
#[component]
pub fn Toolbar(
    /// The game the buttons act on.
    #[prop(into)]
    game: Signal<Game>,
    /// Starts a new game.
    on_new_game: Callback<()>,
    /// Takes back the last move (of the human, against the computer).
    on_undo: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="toolbar" role="toolbar" aria-label="Game">
            <button type="button" data-testid="new-game" on:click=move |_| on_new_game.run(())>
                "New game"
            </button>
            <button
                type="button"
                data-testid="undo"
                disabled=move || !game.with(Game::can_undo)
                on:click=move |_| on_undo.run(())
            >
                "Undo"
            </button>
        </div>
    }
}
