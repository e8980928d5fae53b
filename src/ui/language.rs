//! The page's language: the browser's first language the game speaks unless Options names
//! one, followed by `<html lang>`, the document's title and every component's words.

use super::state::AppState;
use crate::i18n::{ui, Lang, Text};
use leptos::prelude::*;

/// The first of `navigator.languages` (or `navigator.language`) that the game speaks.
pub fn detect() -> Lang {
    let navigator = window().navigator();
    let tags: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .chain(navigator.language())
        .collect();
    Lang::detect(tags.iter().map(String::as_str))
}

/// Keeps `<html lang>` and the tab's title in the language shown.
pub fn follow(lang: Memo<Lang>) {
    Effect::new(move |_| {
        let lang = lang.get();
        let document = document();
        if let Some(root) = document.document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        document.set_title(ui::TITLE.get(lang));
    });
}

/// A message that follows the language: for a view's text or an attribute.
pub fn tr(text: Text) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = AppState::get().lang;
    move || text.get(lang.get())
}
