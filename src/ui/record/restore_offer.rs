//! The offer that goes with a game opened from a link, pasted text or the position editor:
//! one button puts back the game it replaced. It stays while the opened game's record is
//! unchanged (stepping through its moves keeps it), a reload included (the session stores it
//! with the game), and goes once the player plays on in it, starts another game or dismisses
//! it.

use super::restore_previous;
use crate::i18n::record::{RESTORE_LABEL, RESTORE_NOTE};
use crate::i18n::ui;
use crate::session::Session;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The offer, shown while there is a game to put back, at the head of the controls (under the
/// board on phones, beside it on wide screens), in the page's flow so that it never covers
/// the evaluation graph or anything else.
#[component]
pub fn RestoreOffer() -> impl IntoView {
    let state = AppState::get();
    let offered = Memo::new(move |_| state.session.with(Session::offers_previous));
    view! {
        <Show when=move || offered.get()>
            <div class="restore-offer" role="group" aria-label=tr(ui::PREVIOUS_GAME) data-testid="restore-offer">
                <p>{tr(RESTORE_NOTE)}</p>
                <button type="button" class="primary" on:click=move |_| restore_previous(state)>
                    {tr(RESTORE_LABEL)}
                </button>
                <button
                    type="button"
                    class="dismiss"
                    aria-label=tr(ui::DISMISS)
                    title=tr(ui::DISMISS)
                    on:click=move |_| {
                        let _ = state.change(|s, _| {
                            s.dismiss_previous();
                            Ok(())
                        });
                    }
                >
                    "✕"
                </button>
            </div>
        </Show>
    }
}
