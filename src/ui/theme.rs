//! The board's colours from the options, as CSS custom properties on the document's root.

use crate::settings::Options;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Sets the colours through the CSSOM, since the Content-Security-Policy forbids inline
/// `style` attributes.
pub fn apply_colours(options: &Options) {
    let Some(root) = document().document_element() else {
        return;
    };
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
