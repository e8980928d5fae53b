//! Copying text for the player: through the Clipboard API where the browser allows it, or
//! else shown selected in a dialog to copy by hand (older browsers, pages not served over
//! HTTPS, a refused permission).

use super::state::{AppState, CopyText, Open};
use crate::i18n::record::{copied_line, Copied};
use crate::i18n::Text;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The page's clipboard, if the browser offers one here.
fn clipboard() -> Option<web_sys::Clipboard> {
    let navigator = window().navigator();
    js_sys::Reflect::get(&navigator, &"clipboard".into())
        .ok()
        .filter(|c| !c.is_undefined() && !c.is_null())
        .map(JsCast::unchecked_into)
}

/// Puts `text` on the clipboard and says so ("Link copied…", from `what`); where that is
/// refused, opens the dialog `title` with the text selected.
pub fn copy(state: AppState, title: Text, what: Copied, text: String) {
    let by_hand = move |text| state.open.set(Some(Open::Copy(CopyText { title, text })));
    let Some(clipboard) = clipboard() else {
        by_hand(text);
        return;
    };
    let written = JsFuture::from(clipboard.write_text(&text));
    leptos::task::spawn_local(async move {
        match written.await {
            Ok(_) => state.tell(copied_line(what, state.lang_now())),
            Err(_) => by_hand(text),
        }
    });
}
