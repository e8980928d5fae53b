//! The Library view: the games kept, newest first, filtered by result, level, opening and
//! colour and searched by opening name or moves, 50 to a page so that thousands of games open
//! at once; each opens to replay and review, is shared by link or deleted; the games shown go
//! out as one GGF file, and a GGF file of many games comes in, each game kept once.

use super::dialog::Dialog;
use crate::engine::record::fragment;
use crate::engine::search::Level;
use crate::engine::Color;
use crate::i18n::friend::FRIENDS_FILTER;
use crate::i18n::library as words;
use crate::i18n::record::{saved_file_line, Copied};
use crate::i18n::{names, ui, Lang, Text};
use crate::session::Source;
use crate::settings::library::{from_ggf, sort_newest_first, to_ggf, Filter, LibraryGame, Verdict};
use crate::ui::address::page_address;
use crate::ui::clipboard::copy;
use crate::ui::files::{save_text, today};
use crate::ui::language::tr;
use crate::ui::library::db;
use crate::ui::library::row::{level_name, row};
use crate::ui::record::open_game;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Rows on one page.
const PAGE: usize = 50;

/// What the view has read: nothing yet, the games, or a refusal.
type Read = Option<Result<Vec<LibraryGame>, ()>>;

/// Reads the library into `games`, newest first.
fn load(games: RwSignal<Read>) {
    spawn_local(async move {
        let read = db::all().await.map_err(|_| ()).map(|mut all| {
            sort_newest_first(&mut all);
            all
        });
        games.set(Some(read));
    });
}

/// A filter's select: "Any" (the empty value) then `choices` as (value, label). Signals and
/// callbacks rather than closures, so the four selects share one copy of the view's code.
fn filter_select(
    label: Text,
    testid: &'static str,
    choices: Signal<Choices>,
    chosen: Signal<String>,
    on_choose: Callback<String>,
) -> impl IntoView {
    view! {
        <label class="option-select library-filter">
            <span>{tr(label)}</span>
            <select data-testid=testid on:change=move |e| on_choose.run(event_target_value(&e))>
                <option value="">{tr(words::FILTER_ANY)}</option>
                {move || {
                    let now = chosen.get();
                    choices
                        .get()
                        .into_iter()
                        .map(|(value, label)| {
                            let selected = value == now;
                            view! { <option value=value selected=selected>{label}</option> }
                        })
                        .collect_view()
                }}
            </select>
        </label>
    }
}

/// A filter's choices: (value, label).
type Choices = Vec<(String, String)>;

/// The opponent filter's value for games against friends (no level has this id).
const FRIENDS: &str = "friends";

/// The distinct levels and openings of the games, as filter choices named in `lang`.
fn choices(games: &[LibraryGame], lang: Lang) -> (Choices, Choices) {
    let mut levels: Vec<String> = games.iter().filter_map(|g| g.level.clone()).collect();
    // The ladder's order where the id is a level of this release, else by name.
    let rank = |id: &String| {
        let level = id.parse::<Level>().ok();
        (
            level.map_or(usize::MAX, |l| {
                Level::ALL.iter().position(|x| *x == l).unwrap_or(0)
            }),
            id.clone(),
        )
    };
    levels.sort_by_key(rank);
    levels.dedup();
    // Games against friends are one more kind of opponent, after the levels.
    if games.iter().any(|g| g.friend.is_some()) {
        levels.push(FRIENDS.to_string());
    }
    let mut openings: Choices = games
        .iter()
        .filter_map(|g| Some((g.opening.clone()?, g.opening_in(lang)?.to_string())))
        .collect();
    openings.sort_by(|a, b| a.1.cmp(&b.1));
    openings.dedup();
    (
        levels
            .into_iter()
            .map(|id| match id.as_str() {
                FRIENDS => (id, FRIENDS_FILTER.get(lang).to_string()),
                _ => (id.clone(), level_name(&id, lang)),
            })
            .collect(),
        openings,
    )
}

/// The Library dialog.
#[component]
pub fn LibraryDialog(
    /// Closes the dialog.
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let games: RwSignal<Read> = RwSignal::new(None);
    load(games);
    let filter = RwSignal::new(Filter::default());
    let page = RwSignal::new(0usize);
    let message = RwSignal::new(String::new());
    let asking = RwSignal::new(None::<String>);
    // The indices of the games passing the filter, in the list's order.
    let shown = Memo::new(move |_| {
        let lang = lang.get();
        games.with(|read| match read {
            Some(Ok(all)) => filter.with(|f| {
                all.iter()
                    .enumerate()
                    .filter(|(_, g)| f.passes(g, lang))
                    .map(|(i, _)| i)
                    .collect::<Vec<_>>()
            }),
            _ => Vec::new(),
        })
    });
    let total = Memo::new(move |_| {
        games.with(|r| r.as_ref().and_then(|r| r.as_ref().ok()).map_or(0, Vec::len))
    });
    let pages = Memo::new(move |_| shown.with(Vec::len).div_ceil(PAGE).max(1));
    let set_filter = move |change: &dyn Fn(&mut Filter)| {
        filter.update(|f| change(f));
        page.set(0);
    };
    let game_of = move |key: &str| {
        games.with_untracked(|read| {
            read.as_ref()
                .and_then(|r| r.as_ref().ok())
                .and_then(|all| all.iter().find(|g| g.key() == key).cloned())
        })
    };
    let on_open = Callback::new(move |key: String| {
        if let Some(game) = game_of(&key) {
            on_close.run(());
            open_game(state, game.game, Source::Library);
        }
    });
    let on_share = Callback::new(move |key: String| {
        if let Some(game) = game_of(&key) {
            let link = format!("{}{}", page_address(), fragment(&game.game));
            copy(state, words::SHARE, Copied::Link, link);
        }
    });
    let on_delete = Callback::new(move |key: String| {
        asking.set(None);
        spawn_local(async move {
            match db::delete(&key).await {
                Ok(()) => games.update(|read| {
                    if let Some(Ok(all)) = read {
                        all.retain(|g| g.key() != key);
                    }
                }),
                Err(_) => message.set(words::LIBRARY_REFUSED.get(state.lang_now()).to_string()),
            }
        });
    });
    let export = move |_| {
        let text = games.with_untracked(|read| {
            let all = read.as_ref().and_then(|r| r.as_ref().ok());
            let chosen: Vec<LibraryGame> = shown.with_untracked(|s| {
                s.iter()
                    .filter_map(|&i| all.and_then(|a| a.get(i)).cloned())
                    .collect()
            });
            to_ggf(&chosen)
        });
        let name = format!("reversi-library-{}.ggf", today());
        let lang = state.lang_now();
        message.set(match save_text(&name, "text/plain", &text) {
            Ok(()) => saved_file_line(&name, lang),
            Err(_) => crate::i18n::record::SAVE_FAILED.get(lang).to_string(),
        });
    };
    let import = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        let reading = JsFuture::from(file.text());
        spawn_local(async move {
            let lang = state.lang_now();
            let Some(text) = reading.await.ok().and_then(|t| t.as_string()) else {
                message.set(ui::unreadable_file(&file.name(), lang));
                return;
            };
            let read = match from_ggf(&text, js_sys::Date::now() as u64) {
                Ok(read) => read,
                Err(why) => {
                    message.set(format!("{} {why}", words::IMPORT_REFUSED.get(lang)));
                    return;
                }
            };
            match db::add(&read.games).await {
                Ok(added) => {
                    let kept = read.games.len() - added;
                    message.set(words::imported(
                        added as u64,
                        kept as u64,
                        read.unfinished as u64,
                        lang,
                    ));
                    load(games);
                }
                Err(_) => message.set(words::LIBRARY_REFUSED.get(lang).to_string()),
            }
        });
    };
    let verdicts = move || {
        let lang = lang.get();
        Verdict::ALL
            .iter()
            .map(|v| {
                let label = match v {
                    Verdict::Win => words::WIN,
                    Verdict::Loss => words::LOSS,
                    Verdict::Draw => words::DRAW,
                };
                (v.name().to_string(), label.get(lang).to_string())
            })
            .collect()
    };
    let colours = move || {
        let lang = lang.get();
        [Color::Black, Color::White]
            .iter()
            .map(|c| {
                (
                    names::color(*c, lang).to_ascii_lowercase(),
                    names::color(*c, lang).to_string(),
                )
            })
            .collect()
    };
    let found = Memo::new(move |_| {
        let lang = lang.get();
        games.with(|read| match read {
            Some(Ok(all)) => choices(all, lang),
            _ => (Vec::new(), Vec::new()),
        })
    });
    view! {
        <Dialog title=words::LIBRARY id="library" on_close=on_close>
            <div class="library" data-testid="library">
                <p class="dialog-note">{tr(words::LIBRARY_NOTE)}</p>
                <p class="library-message" data-testid="library-message" role="status">{move || message.get()}</p>
                <div class="library-files">
                    <button
                        type="button"
                        data-testid="library-export"
                        disabled=move || shown.with(Vec::is_empty)
                        on:click=export
                    >
                        {tr(words::EXPORT)}
                    </button>
                    <label class="library-import">
                        <span>{tr(words::IMPORT)}</span>
                        <input type="file" accept=".ggf,.txt,text/plain" data-testid="library-import" on:change=import />
                    </label>
                </div>
                <div class="library-filters">
                    {filter_select(
                        words::FILTER_RESULT,
                        "library-filter-result",
                        Signal::derive(verdicts),
                        Signal::derive(move || filter.with(|f| f.verdict.map(|v| v.name().to_string()).unwrap_or_default())),
                        Callback::new(move |v: String| set_filter(&|f| f.verdict = Verdict::ALL.into_iter().find(|x| x.name() == v))),
                    )}
                    {filter_select(
                        words::FILTER_LEVEL,
                        "library-filter-level",
                        Signal::derive(move || found.with(|f| f.0.clone())),
                        Signal::derive(move || filter.with(|f| if f.friends {
                            FRIENDS.to_string()
                        } else {
                            f.level.clone().unwrap_or_default()
                        })),
                        Callback::new(move |v: String| set_filter(&|f| {
                            f.friends = v == FRIENDS;
                            f.level = (!v.is_empty() && !f.friends).then(|| v.clone());
                        })),
                    )}
                    {filter_select(
                        words::FILTER_OPENING,
                        "library-filter-opening",
                        Signal::derive(move || found.with(|f| f.1.clone())),
                        Signal::derive(move || filter.with(|f| f.opening.clone().unwrap_or_default())),
                        Callback::new(move |v: String| set_filter(&|f| f.opening = (!v.is_empty()).then(|| v.clone()))),
                    )}
                    {filter_select(
                        words::FILTER_COLOUR,
                        "library-filter-colour",
                        Signal::derive(colours),
                        Signal::derive(move || filter.with(|f| f.side.map(|c| names::color(c, Lang::En).to_ascii_lowercase()).unwrap_or_default())),
                        Callback::new(move |v: String| set_filter(&|f| f.side = [Color::Black, Color::White].into_iter().find(|c| names::color(*c, Lang::En).eq_ignore_ascii_case(&v)))),
                    )}
                    <label class="library-search">
                        <span>{tr(words::SEARCH)}</span>
                        <input
                            type="search"
                            data-testid="library-search"
                            prop:value=move || filter.with(|f| f.search.clone())
                            on:input=move |e| {
                                let text = event_target_value(&e);
                                set_filter(&|f| f.search = text.clone());
                            }
                        />
                    </label>
                </div>
                <p class="library-count" data-testid="library-count" aria-live="polite">
                    {move || {
                        let lang = lang.get();
                        match games.with(|r| r.as_ref().map(Result::is_ok)) {
                            None => words::LIBRARY_LOADING.get(lang).to_string(),
                            Some(false) => words::LIBRARY_UNREADABLE.get(lang).to_string(),
                            Some(true) if total.get() == 0 => words::LIBRARY_EMPTY.get(lang).to_string(),
                            Some(true) => words::shown(shown.with(Vec::len) as u64, total.get() as u64, lang),
                        }
                    }}
                </p>
                <ul class="library-list" data-testid="library-list">
                    {move || {
                        let lang = lang.get();
                        let first = page.get() * PAGE;
                        games.with(|read| {
                            let Some(Ok(all)) = read else {
                                return Vec::new();
                            };
                            shown.with(|s| {
                                s.iter()
                                    .skip(first)
                                    .take(PAGE)
                                    .map(|&i| row(&all[i], lang, asking, on_open, on_share, on_delete).into_any())
                                    .collect::<Vec<_>>()
                            })
                        })
                    }}
                </ul>
                <nav class="library-pages" aria-label=tr(words::LIBRARY) hidden=move || { pages.get() < 2 }>
                    <button
                        type="button"
                        data-testid="library-previous"
                        disabled=move || page.get() == 0
                        on:click=move |_| page.update(|p| *p = p.saturating_sub(1))
                    >
                        {tr(words::PREVIOUS_PAGE)}
                    </button>
                    <span data-testid="library-page">{move || words::page(page.get() + 1, pages.get(), lang.get())}</span>
                    <button
                        type="button"
                        data-testid="library-next"
                        disabled=move || { page.get() + 1 >= pages.get() }
                        on:click=move |_| page.update(|p| *p += 1)
                    >
                        {tr(words::NEXT_PAGE)}
                    </button>
                </nav>
                <div class="dialog-buttons">
                    <button type="button" class="primary" on:click=move |_| on_close.run(())>
                        {tr(ui::CLOSE)}
                    </button>
                </div>
            </div>
        </Dialog>
    }
}
