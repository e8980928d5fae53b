//! Where things are on screen, for the parts that scroll something back into view (the board
//! after a move is chosen below it, a drill's verdict under the board).

use leptos::prelude::*;
use web_sys::DomRect;

/// The box of the first element matching `selector`, relative to the window.
pub fn rect(selector: &str) -> Option<DomRect> {
    document()
        .query_selector(selector)
        .ok()
        .flatten()
        .map(|el| el.get_bounding_client_rect())
}

/// The window's height in CSS pixels.
pub fn height() -> f64 {
    window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0)
}
