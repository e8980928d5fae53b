//! The board by keyboard: one square at a time is in the tab order (a roving focus), which
//! the arrow keys, Home and End move; Enter or Space plays there.

use crate::engine::{Board as Position, Square};
use crate::ui::keys::arrow_step;
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The square that first takes the focus: the first legal move, else a1.
pub fn first_focus(board: &Position) -> Square {
    board
        .legal_moves()
        .squares()
        .next()
        .unwrap_or(Square::all().next().expect("64 squares"))
}

fn focus_square(sq: Square) {
    let selector = format!("[data-square='{sq}']");
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
            // Focus can only fail for detached elements; nothing to do then.
            let _ = el.focus();
        }
    }
}

/// A key pressed on square `sq`: Enter or Space chooses it, a navigation key moves the focus.
pub fn on_key(
    sq: Square,
    ev: KeyboardEvent,
    focused: RwSignal<Square>,
    on_choose: Callback<Square>,
) {
    let key = ev.key();
    if key == "Enter" || key == " " {
        ev.prevent_default();
        on_choose.run(sq);
    } else if let Some(to) = arrow_step(sq, &key) {
        ev.prevent_default();
        focused.set(to);
        focus_square(to);
    }
}
