//! The board's look from the options: its colours as CSS custom properties and its style as
//! `data-theme` on the document's root, which style/themes.css reads, so every board on the
//! page (the game's, the puzzles') follows at every size.

use crate::settings::Options;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Sets the colours through the CSSOM, since the Content-Security-Policy forbids inline
/// `style` attributes, and the style as an attribute.
pub fn apply_look(options: &Options) {
    let Some(root) = document().document_element() else {
        return;
    };
    // Any name is a valid attribute value, so this cannot fail.
    let _ = root.set_attribute("data-theme", options.theme.name());
    let Ok(root) = root.dyn_into::<web_sys::HtmlElement>() else {
        return;
    };
    let c = &options.colors;
    let style = root.style();
    for (name, colour) in [
        ("--felt", c.board),
        ("--legal", c.valid_move),
        ("--active-square", c.active_square),
        ("--move-indicator", c.move_indicator),
    ] {
        // A custom property always accepts a colour, so this cannot fail.
        let _ = style.set_property(name, &colour.to_string());
    }
}
