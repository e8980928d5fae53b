//! The question put to the other person when a player offers a draw at this screen.

use super::dialog::Dialog;
use crate::session::draw::DrawOffer;
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
    view! {
        <Dialog title="Draw offered" id="draw" on_close=decline>
            <p>
                {format!(
                    "{} offers a draw. {}, do you accept? If you decline, {} must still move.",
                    offer.by().title(),
                    offer.to().title(),
                    offer.by().title(),
                )}
            </p>
            <div class="dialog-buttons">
                <button type="button" on:click=move |_| on_answer.run(false)>
                    "Decline"
                </button>
                <button type="button" class="primary" on:click=move |_| on_answer.run(true)>
                    "Accept draw"
                </button>
            </div>
        </Dialog>
    }
}
