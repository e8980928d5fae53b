//! The question put to the other person when a player offers a draw at this screen.

use super::dialog::Dialog;
use crate::i18n::ui;
use crate::session::draw::DrawOffer;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Asks the side offered a draw to accept or decline; Escape declines.
#[component]
pub fn DrawPrompt(
    /// The offer being answered.
    offer: DrawOffer,
    /// Called with the answer: `true` to accept.
    on_answer: Callback<bool>,
) -> impl IntoView {
    let decline = Callback::new(move |()| on_answer.run(false));
    let lang = AppState::get().lang;
    view! {
        <Dialog title=ui::DRAW_OFFERED id="draw" on_close=decline>
            <p>
                {move || ui::draw_question(offer.by(), lang.get())}
            </p>
            <div class="dialog-buttons">
                <button type="button" on:click=move |_| on_answer.run(false)>
                    {tr(ui::DECLINE)}
                </button>
                <button type="button" class="primary" on:click=move |_| on_answer.run(true)>
                    {tr(ui::ACCEPT_DRAW)}
                </button>
            </div>
        </Dialog>
    }
}
