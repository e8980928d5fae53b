//! The status line (with New game and, against the computer, Play again with the colours
//! swapped, once the game is over), the line under it (why a move was refused, a notice, or the computer
//! thinking) and the screen reader's announcement of each change.

use super::actions::{play_again_swapped, run};
use super::language::tr;
use super::state::AppState;
use crate::actions::words;
use crate::actions::Action;
use crate::i18n::game::{GETTING_READY, THINKING};
use crate::i18n::ui;
use crate::session::text::status_line;
use crate::session::{lone_computer, Session};
use leptos::prelude::*;

/// The status area under the board.
#[component]
pub fn StatusBar() -> impl IntoView {
    let state = AppState::get();
    view! {
        <div class="status-bar">
            <div class="status-line">
                <p class="status" data-testid="status">
                    {move || state.session.with(|s| status_line(s, state.lang.get()))}
                </p>
                <Show when=move || state.session.with(Session::is_over)>
                    <button
                        type="button"
                        class="again"
                        aria-label=tr(ui::START_NEW_GAME)
                        data-testid="play-again"
                        data-focus-next=""
                        on:click=move |_| run(state, Action::NewGame)
                    >
                        {tr(words::action(Action::NewGame).label)}
                    </button>
                </Show>
                <Show when=move || {
                    state.session.with(|s| s.is_over() && lone_computer(s.players()).is_some())
                }>
                    <button
                        type="button"
                        class="again"
                        data-testid="play-swapped"
                        on:click=move |_| play_again_swapped(state)
                    >
                        {tr(ui::PLAY_SWAPPED)}
                    </button>
                </Show>
            </div>
            <p class="hint">
                {move || {
                    if state.thinking.get() {
                        view! {
                            <span class="thinking" data-testid="thinking">
                                <span class="spinner" aria-hidden="true"></span>
                                {move || {
                                    if state.ai.loaded.get() {
                                        THINKING.get(state.lang.get())
                                    } else {
                                        GETTING_READY.get(state.lang.get())
                                    }
                                }}
                            </span>
                        }
                            .into_any()
                    } else {
                        view! {
                            <span class="notice" data-testid="notice">
                                {move || state.notice()}
                            </span>
                        }
                            .into_any()
                    }
                }}
            </p>
            <div class="sr-only" aria-live="polite" data-testid="announcer">
                {move || state.announcement.get()}
            </div>
        </div>
    }
}
