//! Where things are on screen, and the board brought back into view: on a phone, after a move
//! is chosen in the list or graph below it, or a drill is started from the button below it.

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

/// Brings the board (with the scores above it) back into view if it is partly off screen, as
/// it is on a phone after choosing a move in the list or graph below it.
pub fn keep_board_in_view() {
    let Some(board) = rect(".board-wrap") else {
        return;
    };
    if board.top() >= 0.0 && board.bottom() <= height() {
        return;
    }
    // Above the board sit the scores (beside it, in a phone held sideways): both in view.
    let top = rect(".scores").map_or(board.top(), |s| s.top().min(board.top()));
    window().scroll_by_with_x_and_y(0.0, top - 8.0);
}
