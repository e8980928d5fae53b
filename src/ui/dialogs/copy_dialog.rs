//! The text the browser would not put on the clipboard, shown selected so that the player
//! copies it by hand.

use super::dialog::{close_footer, Dialog};
use crate::i18n::record::COPY_BY_HAND;
use crate::ui::language::tr;
use crate::ui::state::CopyText;
use leptos::html;
use leptos::prelude::*;

/// Shows `copy.text` selected in a read-only field.
#[component]
pub fn CopyDialog(
    /// What to copy, and the action that wanted to.
    copy: CopyText,
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let field = NodeRef::<html::Textarea>::new();
    let text = copy.text;
    // The value is set here, before selecting it: set by the view, it would land after the
    // selection and undo it.
    Effect::new(move |_| {
        if let Some(field) = field.get() {
            field.set_value(&text);
            let _ = field.focus();
            field.select();
        }
    });
    view! {
        <Dialog title=copy.title id="copy" on_close=on_close>
            <p class="dialog-note" id="copy-note">{tr(COPY_BY_HAND)}</p>
            <textarea
                class="record-text"
                data-testid="copy-text"
                readonly=true
                rows="3"
                aria-label=tr(copy.title)
                aria-describedby="copy-note"
                node_ref=field
                data-autofocus=""
                on:focus=move |_| {
                    if let Some(field) = field.get_untracked() {
                        field.select();
                    }
                }
            ></textarea>
            {close_footer(on_close)}
        </Dialog>
    }
}
