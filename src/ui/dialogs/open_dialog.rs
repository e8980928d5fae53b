//! "Open game…": a game from pasted text or a saved file, in any form the engine's reader
//! takes (a transcript in any case, with or without spaces, move numbers or passes; a share
//! link; a downloaded game record; a GGF file, whose games the player chooses from when it
//! holds several). Every move is checked; a refusal names the move, its text and why, and the
//! game in progress stays as it was until a game opens.

use super::dialog::Dialog;
use super::form::{buttons, refusal};
use crate::engine::record::{is_ggf, parse_game, parse_ggf, GgfGame};
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

/// How a game of a GGF file is listed: its number, players and result as written.
fn ggf_label(number: usize, game: &GgfGame) -> String {
    let mut label = format!("{number}. {} – {}", game.black, game.white);
    if !game.result.is_empty() {
        label.push_str(&format!(" ({})", game.result));
    }
    label
}

/// The games of `text` when it is a GGF file of more than one (else none: there is no
/// choice to make).
fn ggf_games(text: &str) -> Vec<String> {
    if !is_ggf(text) {
        return Vec::new();
    }
    match parse_ggf(text) {
        Ok(games) if games.len() > 1 => games
            .iter()
            .enumerate()
            .map(|(i, g)| ggf_label(i + 1, g))
            .collect(),
        _ => Vec::new(),
    }
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
    let games = Memo::new(move |_| text.with(|t| ggf_games(t)));
    let chosen = RwSignal::new(0usize);
    // Another text, pasted or read from a file, starts again from its first game.
    Effect::new(move |_| {
        games.track();
        chosen.set(0);
    });
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let text = text.get_untracked();
        let read = if games.with_untracked(Vec::is_empty) {
            parse_game(&text)
        } else {
            parse_ggf(&text)
                .map(|mut all| {
                    all.swap_remove(chosen.get_untracked().min(all.len() - 1))
                        .game
                })
                .map_err(Into::into)
        };
        match read {
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
                {move || {
                    (!games.with(Vec::is_empty))
                        .then(|| {
                            view! {
                                <label class="option-select">
                                    <span>{tr(ui::GGF_GAME)}</span>
                                    <select
                                        data-testid="ggf-game"
                                        on:change=move |e| {
                                            chosen.set(event_target_value(&e).parse().unwrap_or(0));
                                        }
                                    >
                                        {move || {
                                            games
                                                .get()
                                                .into_iter()
                                                .enumerate()
                                                .map(|(i, label)| {
                                                    view! {
                                                        <option value=i.to_string() prop:selected=move || chosen.get() == i>
                                                            {label}
                                                        </option>
                                                    }
                                                })
                                                .collect_view()
                                        }}
                                    </select>
                                </label>
                            }
                        })
                }}
                <label class="record-file">
                    {tr(ui::OR_OPEN_FILE)}
                    " "
                    <input
                        type="file"
                        accept=".txt,.ggf,text/plain"
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
