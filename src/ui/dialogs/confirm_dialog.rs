//! The question asked before an action that ends the game in progress (Resign, or a new
//! game in mid-game): Enter confirms, Escape or Cancel keeps the game.

use super::dialog::Dialog;
use crate::i18n::ui;
use crate::session::Confirm;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Asks `question`; `on_answer` gets `true` to go ahead.
#[component]
pub fn ConfirmDialog(
    /// What is asked.
    question: Confirm,
    /// Called with the answer.
    on_answer: Callback<bool>,
) -> impl IntoView {
    let cancel = Callback::new(move |()| on_answer.run(false));
    let lang = AppState::get().lang;
    view! {
        <Dialog title=question.confirm_text() id="confirm" on_close=cancel>
            <form
                class="confirm-form"
                on:submit=move |e| {
                    e.prevent_default();
                    on_answer.run(true);
                }
            >
                <p data-testid="confirm-question">{move || question.question(lang.get())}</p>
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| on_answer.run(false)>
                        {tr(ui::CANCEL)}
                    </button>
                    // It takes focus, so Enter confirms at once.
                    <button type="submit" class="primary" data-testid="confirm" data-autofocus="">
                        {tr(question.confirm_text())}
                    </button>
                </div>
            </form>
        </Dialog>
    }
}
