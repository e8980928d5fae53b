//! The question asked before an action that ends the game in progress (Resign, or a new
//! game in mid-game): Escape or Cancel keeps the game; Enter confirms a resignation at once,
//! but keeps the game from a new game's question, whose focus starts on Cancel.

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
    let keeps = question.keeps_by_default();
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
                    <button
                        type="button"
                        data-testid="confirm-cancel"
                        data-autofocus=keeps.then_some("")
                        on:click=move |_| on_answer.run(false)
                    >
                        {tr(ui::CANCEL)}
                    </button>
                    // Where it takes focus, Enter confirms at once.
                    <button
                        type="submit"
                        class="primary"
                        data-testid="confirm"
                        data-autofocus=(!keeps).then_some("")
                    >
                        {tr(question.confirm_text())}
                    </button>
                </div>
            </form>
        </Dialog>
    }
}
