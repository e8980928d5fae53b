//! "Open game…": a game from pasted text or a saved file, in any form the engine's reader
//! takes (a transcript in any case, with or without spaces, move numbers or passes; a share
//! link; a downloaded game record). Every move is checked; a refusal names the move, its
//! text and why, and the game in progress stays as it was until a game opens.

use super::dialog::Dialog;
use super::form::{buttons, refusal};
use crate::engine::record::parse_game;
use crate::i18n::record::import_error;
use crate::i18n::{ui, Lang};
use crate::session::Source;
use crate::ui::language::tr;
use crate::ui::record::open_game;
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Reads the first file chosen in `input` as text, into `text`.
fn read_file(
    input: web_sys::HtmlInputElement,
    text: RwSignal<String>,
    error: RwSignal<String>,
    lang: Lang,
) {
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    let reading = JsFuture::from(file.text());
    leptos::task::spawn_local(async move {
        match reading.await.ok().and_then(|t| t.as_string()) {
            Some(read) => {
                text.set(read);
                error.set(String::new());
            }
            None => error.set(ui::unreadable_file(&file.name(), lang)),
        }
    });
}

/// The dialog.
#[component]
pub fn OpenDialog(
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(String::new());
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        match parse_game(&text.get_untracked()) {
            Ok(game) => {
                on_close.run(());
                open_game(state, game, Source::Text);
            }
            Err(why) => error.set(import_error(&why, state.lang_now())),
        }
    };
    view! {
        <Dialog title=ui::OPEN_GAME id="open-game" on_close=on_close>
            <form class="record-form" on:submit=submit>
                <label for="open-game-text">
                    {tr(ui::PASTE_A_GAME)}
                </label>
                <textarea
                    id="open-game-text"
                    class="record-text"
                    rows="5"
                    spellcheck="false"
                    autocomplete="off"
                    data-autofocus=""
                    aria-describedby="open-error"
                    prop:value=move || text.get()
                    on:input=move |e| {
                        text.set(event_target_value(&e));
                        error.set(String::new());
                    }
                ></textarea>
                <label class="record-file">
                    {tr(ui::OR_OPEN_FILE)}
                    " "
                    <input
                        type="file"
                        accept=".txt,text/plain"
                        on:change=move |e| {
                            if let Some(input) = e
                                .target()
                                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                            {
                                read_file(input, text, error, state.lang_now());
                            }
                        }
                    />
                </label>
                {refusal(error, "open-error")}
                {buttons(ui::OPEN, on_close)}
            </form>
        </Dialog>
    }
}
