//! The parts the record's dialog forms share: the line that says why the form was refused,
//! and the footer with Cancel and the form's own button.

use crate::i18n::{ui, Text};
use crate::ui::language::tr;
use leptos::prelude::*;

/// Why the form was refused (empty until it is), announced as it appears; `id` is both its
/// element id, for `aria-describedby`, and its test hook.
pub fn refusal(error: RwSignal<String>, id: &'static str) -> impl IntoView {
    view! {
        <p id=id class="record-error" role="alert" data-testid=id>
            {move || error.get()}
        </p>
    }
}

/// Cancel, and the button that submits the form, labelled `submit`.
pub fn buttons(submit: Text, on_close: Callback<()>) -> impl IntoView {
    view! {
        <div class="dialog-buttons">
            <button type="button" on:click=move |_| on_close.run(())>
                {tr(ui::CANCEL)}
            </button>
            <button type="submit" class="primary">
                {tr(submit)}
            </button>
        </div>
    }
}
