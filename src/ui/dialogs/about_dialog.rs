//! The About dialog: what this is, its version and its licence.

use super::dialog::{close_footer, Dialog};
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
        <Dialog title="About Reversi" id="about" on_close=on_close>
            <p>"Reversi, the game of outflanking discs, for the browser."</p>
            <dl class="about-facts">
                <dt>"Version"</dt>
                <dd class="about-version">{VERSION}</dd>
                <dt>"Licence"</dt>
                <dd>"MIT License: free to use, copy, change and share, with no warranty."</dd>
                <dt>"Made with"</dt>
                <dd>"Rust compiled to WebAssembly, with the Leptos framework. The computer thinks in a background worker, so the page stays responsive."</dd>
            </dl>
            {close_footer(on_close)}
        </Dialog>
    }
}
