//! "Save picture…": the board at the current move as a PNG or SVG file, optionally with
//! the move numbers on the discs, previewed before saving. The SVG comes from
//! [`crate::ui::picture`]; the PNG is that SVG drawn on a canvas through an `<img>` of a
//! `data:` URL, which the page's Content-Security-Policy allows (`img-src 'self' data:`).

use super::dialog::Dialog;
use super::form::buttons;
use crate::i18n::record::{saved_file_line, SAVE_FAILED};
use crate::i18n::{ui, Text};
use crate::ui::files::{save_text, save_url};
use crate::ui::language::tr;
use crate::ui::picture::{board_svg, file_name, Format, SIDE};
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The PNG's pixels per SVG unit: sharp on high-density screens and in print.
const PNG_SCALE: u32 = 2;

/// `svg` as a `data:` URL.
fn data_url(svg: &str) -> String {
    let encoded = String::from(js_sys::encode_uri_component(svg));
    format!("data:image/svg+xml;charset=utf-8,{encoded}")
}

/// `svg` drawn as a PNG, as a `data:` URL.
async fn png(svg: &str) -> Result<String, JsValue> {
    let image = web_sys::HtmlImageElement::new()?;
    image.set_src(&data_url(svg));
    JsFuture::from(image.decode()).await?;
    let side = SIDE * PNG_SCALE;
    let canvas: web_sys::HtmlCanvasElement = document().create_element("canvas")?.unchecked_into();
    canvas.set_width(side);
    canvas.set_height(side);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2d canvas"))?
        .unchecked_into();
    let side = f64::from(side);
    context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, side, side)?;
    canvas.to_data_url_with_type("image/png")
}

/// Saves `svg` as `name` in `format`, then says so.
fn save(state: AppState, svg: String, name: String, format: Format) {
    let shown = name.clone();
    let told = move |saved: Result<(), JsValue>| match saved {
        Ok(()) => state.tell(saved_file_line(&shown, state.lang_now())),
        Err(_) => state.tell(SAVE_FAILED.get(state.lang_now())),
    };
    match format {
        Format::Svg => told(save_text(&name, "image/svg+xml", &svg)),
        Format::Png => leptos::task::spawn_local(async move {
            let url = png(&svg).await;
            told(url.and_then(|url| save_url(&name, &url)));
        }),
    }
}

/// The dialog.
#[component]
pub fn PictureDialog(
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let format = RwSignal::new(Format::Png);
    let numbers = RwSignal::new(false);
    let svg = Memo::new(move |_| {
        let felt = state.options.with(|o| o.colors.board);
        state
            .session
            .with(|s| board_svg(s.game(), felt, numbers.get()))
    });
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let format = format.get_untracked();
        let name = state
            .session
            .with_untracked(|s| file_name(s.game(), format));
        on_close.run(());
        save(state, svg.get_untracked(), name, format);
    };
    let choice = move |value: Format, label: Text| {
        view! {
            <label class="setup-choice">
                <input
                    type="radio"
                    name="picture-format"
                    prop:checked=move || format.get() == value
                    on:change=move |_| format.set(value)
                />
                {tr(label)}
            </label>
        }
    };
    view! {
        <Dialog title=ui::SAVE_PICTURE id="picture" on_close=on_close>
            <form class="record-form" on:submit=submit>
                <img
                    class="picture-preview"
                    src=move || data_url(&svg.get())
                    alt=tr(ui::PICTURE_PREVIEW)
                    data-testid="picture-preview"
                />
                <label class="option-check">
                    <input
                        type="checkbox"
                        prop:checked=move || numbers.get()
                        on:change=move |e| numbers.set(event_target_checked(&e))
                    />
                    {tr(ui::NUMBER_DISCS)}
                </label>
                <fieldset class="setup-choices">
                    <legend>{tr(ui::FORMAT)}</legend>
                    {choice(Format::Png, ui::PNG_IMAGE)}
                    {choice(Format::Svg, ui::SVG_DRAWING)}
                </fieldset>
                {buttons(ui::SAVE, on_close)}
            </form>
        </Dialog>
    }
}
