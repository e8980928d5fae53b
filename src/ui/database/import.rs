//! Loading WTHOR files into the database, with the games kept, the progress of the work, what
//! the last import came to, and Clear, which asks first as the Library's Delete does.

use super::loaded::Loaded;
use crate::i18n::database as words;
use crate::i18n::library::KEEP;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The files chosen in the input `event` came from, which is emptied so that the same files
/// can be chosen again.
fn chosen(event: &leptos::ev::Event) -> Vec<web_sys::File> {
    let Some(input) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return Vec::new();
    };
    let files = input.files().map(files_of).unwrap_or_default();
    input.set_value("");
    files
}

/// The files of `list`, in its order.
pub fn files_of(list: web_sys::FileList) -> Vec<web_sys::File> {
    (0..list.length()).filter_map(|i| list.get(i)).collect()
}

/// The import controls under the explorer.
#[component]
pub fn Import(
    /// The database they add to.
    loaded: Loaded,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let games = Memo::new(move |_| loaded.database.with(|d| d.games().len()));
    let asking = RwSignal::new(false);
    let progress = move || {
        loaded.progress.get().map(|(done, total)| {
            view! {
                <progress
                    data-testid="database-progress"
                    aria-label=tr(words::LOADING)
                    max={total.max(1)}
                    value=done
                ></progress>
            }
        })
    };
    view! {
        <div class="database-import">
            <p class="database-count" data-testid="database-count" data-games=move || games.get()>
                {move || words::kept(games.get() as u64, lang.get())}
            </p>
            <label class="database-file">
                <span>{tr(words::IMPORT)}</span>
                <input
                    type="file"
                    multiple=true
                    accept=".wtb,.jou,.trn"
                    data-testid="database-import"
                    disabled=move || loaded.busy.get()
                    on:change=move |e| loaded.import(chosen(&e), state.lang_now())
                />
            </label>
            {progress}
            <p class="database-message" data-testid="database-message" role="status">
                {move || loaded.message.get()}
            </p>
            <Show
                when=move || asking.get()
                fallback=move || {
                    view! {
                        <button
                            type="button"
                            data-testid="database-clear"
                            disabled=move || loaded.busy.get()
                            on:click=move |_| asking.set(true)
                        >
                            {tr(words::CLEAR)}
                        </button>
                    }
                }
            >
                <div class="database-ask" role="group" aria-label=tr(words::CLEAR_ASK)>
                    <span>{tr(words::CLEAR_ASK)}</span>
                    <button type="button" on:click=move |_| asking.set(false)>
                        {tr(KEEP)}
                    </button>
                    <button
                        type="button"
                        class="danger"
                        data-testid="database-clear-confirm"
                        on:click=move |_| {
                            asking.set(false);
                            loaded.clear(state.lang_now());
                        }
                    >
                        {tr(words::CLEAR_CONFIRM)}
                    </button>
                </div>
            </Show>
        </div>
    }
}
