//! Saving files from the page: a link with `download` clicked on the player's behalf, to a
//! blob URL (released once the browser has taken the file) or a data URL.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// How long a blob URL outlives the click that saves it, in milliseconds.
const KEEP_BLOB_MS: u32 = 60_000;

/// Saves the resource at `url` as a file called `name`.
pub fn save_url(name: &str, url: &str) -> Result<(), JsValue> {
    let link: web_sys::HtmlAnchorElement = document().create_element("a")?.unchecked_into();
    link.set_href(url);
    link.set_download(name);
    link.click();
    Ok(())
}

/// Saves `text` as a file called `name` of media type `mime`.
pub fn save_text(name: &str, mime: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    save_url(name, &url)?;
    // Released later, not at once: some browsers read the URL after the click returns.
    gloo_timers::callback::Timeout::new(KEEP_BLOB_MS, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// `2026-05-31 14:02`: the moment `ms` (milliseconds since 1970) in the player's time zone.
pub fn local_minute(ms: u64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date(),
        date.get_hours(),
        date.get_minutes()
    )
}

/// Today's date as `2025-05-31`, in the player's time zone.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}
