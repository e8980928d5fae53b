//! The keyboard outside the board's own keys: single-key shortcuts for the actions, and
//! moves typed as a column letter then a row digit. Both stay quiet while the player types
//! in a form control or a dialog is open.

use super::keys::KeyEntry;
use crate::actions::{action_for, Action, Modifiers};
use crate::engine::Square;
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Whether a key press belongs to a form control (or anything editable) rather than to the game.
fn typed_into_control(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|el| {
            el.is_content_editable()
                || matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        })
}

/// Listens on the window for as long as the calling component lives.
pub fn listen(dialog_open: Signal<bool>, on_action: Callback<Action>, on_square: Callback<Square>) {
    let entry = StoredValue::new(KeyEntry::default());
    let handle = window_event_listener(ev::keydown, move |ev| {
        // The board already used keys it handles itself (arrows, Home, End, Enter).
        if ev.default_prevented() || typed_into_control(&ev) || dialog_open.get_untracked() {
            return;
        }
        let key = ev.key();
        let held = Modifiers {
            shift: ev.shift_key(),
            ctrl: ev.ctrl_key(),
            alt: ev.alt_key(),
            meta: ev.meta_key(),
        };
        if let Some(action) = action_for(&key, held) {
            ev.prevent_default();
            entry.set_value(KeyEntry::default());
            if !ev.repeat() {
                on_action.run(action);
            }
            return;
        }
        if held.for_the_browser() {
            return;
        }
        let mut chosen = None;
        entry.update_value(|e| chosen = e.key(&key));
        if let Some(square) = chosen {
            on_square.run(square);
        }
    });
    on_cleanup(move || handle.remove());
}
