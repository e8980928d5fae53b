//! The About dialog: what this is, its version and its licence.

use super::dialog::{close_footer, Dialog};
use crate::i18n::ui;
use crate::ui::language::tr;
use leptos::prelude::*;

/// The release, from Cargo.toml.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The About dialog.
#[component]
pub fn AboutDialog(
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Dialog title=ui::ABOUT_TITLE id="about" on_close=on_close>
            <p>{tr(ui::ABOUT_INTRO)}</p>
            <dl class="about-facts">
                <dt>{tr(ui::VERSION)}</dt>
                <dd class="about-version">{VERSION}</dd>
                <dt>{tr(ui::LICENCE)}</dt>
                <dd>{tr(ui::LICENCE_TEXT)}</dd>
                <dt>{tr(ui::MADE_WITH)}</dt>
                <dd>{tr(ui::MADE_WITH_TEXT)}</dd>
            </dl>
            {close_footer(on_close)}
        </Dialog>
    }
}
