//! The search over the loaded games: a form (player of either colour, tournament, years, and
//! only the games through the position on the board), the games found a page at a time, and
//! each game opened on the board to replay as the Library opens one: the game in progress is
//! offered back, and the opened game counts nowhere (no rating, statistics or Library).

use super::loaded::Loaded;
use crate::engine::database::replay::game_of;
use crate::engine::database::{Database, Filter, GameRecord};
use crate::i18n::database as words;
use crate::i18n::library::{NEXT_PAGE, PREVIOUS_PAGE};
use crate::i18n::Text;
use crate::session::Source;
use crate::ui::language::tr;
use crate::ui::record::open_game;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The games a page shows.
const PAGE: usize = 20;

/// The players' names suggested for what is typed at most: a WTHOR.JOU names thousands.
const SUGGESTIONS: usize = 20;

/// A found game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Found {
    /// Its number in the database.
    number: u32,
    black: String,
    white: String,
    year: u16,
    tournament: String,
    /// Black's discs – White's, as the record states them (the empties to the winner).
    score: String,
}

/// Game `number` of `database` as the list shows it.
fn found(database: &Database, number: u32) -> Option<Found> {
    let game: &GameRecord = database.games().get(number as usize)?;
    let player = |n| {
        database
            .player(n)
            .map_or_else(|| words::unnamed(n), str::to_string)
    };
    let white_discs = 64u8.saturating_sub(game.black_discs);
    Some(Found {
        number,
        black: player(game.black),
        white: player(game.white),
        year: game.year,
        tournament: database
            .tournament(game.tournament)
            .map_or_else(|| words::unnamed(game.tournament), str::to_string),
        score: format!("{}–{white_discs}", game.black_discs),
    })
}

/// A year typed in a field, if it is one.
fn year(text: &str) -> Option<u16> {
    text.trim().parse().ok()
}

/// One end of the search's years: a labelled number field (`test_id`) bound to `value`.
fn year_field(label: Text, test_id: &'static str, value: RwSignal<String>) -> impl IntoView {
    view! {
        <label>
            <span>{tr(label)}</span>
            <input
                type="number"
                inputmode="numeric"
                min="1900"
                max="2100"
                data-testid=test_id
                prop:value=move || value.get()
                on:input=move |e| value.set(event_target_value(&e))
            />
        </label>
    }
}

/// The search's form and the games found.
#[component]
pub fn Search(
    /// The database searched.
    loaded: Loaded,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let player = RwSignal::new(String::new());
    let tournament = RwSignal::new(String::new());
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let through = RwSignal::new(false);
    // The filter searched, fixed when the form is sent: the board may move on after it.
    let filter = RwSignal::new(None::<Filter>);
    let offset = RwSignal::new(0usize);
    let has_games = Memo::new(move |_| loaded.database.with(|d| !d.games().is_empty()));
    let suggestions = Memo::new(move |_| {
        let typed = player.get().to_lowercase();
        if typed.is_empty() {
            return Vec::new();
        }
        loaded.database.with(|d| {
            d.players()
                .iter()
                .filter(|n| n.to_lowercase().contains(&typed))
                .take(SUGGESTIONS)
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    let page = Memo::new(move |_| {
        let f = filter.get()?;
        let at = offset.get();
        Some(loaded.with_settled(|d| {
            let page = d.search(&f, at, PAGE);
            let games: Vec<Found> = page.games.iter().filter_map(|&g| found(d, g)).collect();
            (page.total, games)
        }))
    });
    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let board = state.session.with_untracked(|s| s.game().board());
        filter.set(Some(Filter {
            player: player.get_untracked().trim().to_string(),
            tournament: tournament.get_untracked().trim().to_string(),
            from_year: year(&from.get_untracked()),
            to_year: year(&to.get_untracked()),
            through: through.get_untracked().then_some(board),
        }));
        offset.set(0);
    };
    let open = move |number: u32| {
        let moves = loaded
            .database
            .with_untracked(|d| d.games().get(number as usize).map(|g| g.moves.to_vec()));
        if let Some(game) = moves.as_deref().and_then(game_of) {
            open_game(state, game, Source::Database);
        }
    };
    let row = move |f: Found| {
        let number = f.number;
        let label = {
            let f = f.clone();
            move || {
                words::game_label(
                    &f.black,
                    &f.white,
                    f.year,
                    &f.tournament,
                    &f.score,
                    lang.get(),
                )
            }
        };
        view! {
            <li>
                <button
                    type="button"
                    class="database-game"
                    data-testid="database-game"
                    data-game=number
                    aria-label=label
                    on:click=move |_| open(number)
                >
                    <span class="database-players">{f.black}" – "{f.white}</span>
                    <span class="database-year">{f.year}</span>
                    <span class="database-tournament">{f.tournament}</span>
                    <span class="database-score">{f.score}</span>
                </button>
            </li>
        }
    };
    let results = move || {
        page.get().map(|(total, games)| {
            let at = offset.get();
            let shown = games.len();
            let rows = games.into_iter().map(row).collect_view();
            view! {
                <p class="database-found" data-testid="database-found" data-total=total role="status">
                    {move || {
                        words::found(total as u64, (at + 1) as u64, (at + shown) as u64, lang.get())
                    }}
                </p>
                <ol class="database-games" aria-label=tr(words::RESULTS)>{rows}</ol>
                <div class="database-pages" hidden={total <= PAGE}>
                    <button
                        type="button"
                        data-testid="database-page-prev"
                        disabled={at == 0}
                        on:click=move |_| offset.update(|o| *o = o.saturating_sub(PAGE))
                    >
                        {tr(PREVIOUS_PAGE)}
                    </button>
                    <button
                        type="button"
                        data-testid="database-page-next"
                        disabled={at + PAGE >= total}
                        on:click=move |_| offset.update(|o| *o += PAGE)
                    >
                        {tr(NEXT_PAGE)}
                    </button>
                </div>
            }
        })
    };
    view! {
        <details class="database-search" data-testid="database-search" hidden=move || !has_games.get()>
            <summary>{tr(words::SEARCH)}</summary>
            <form on:submit=submit>
                <label>
                    <span>{tr(words::SEARCH_PLAYER)}</span>
                    <input
                        type="text"
                        data-testid="database-search-player"
                        list="database-players"
                        autocomplete="off"
                        prop:value=move || player.get()
                        on:input=move |e| player.set(event_target_value(&e))
                    />
                </label>
                <datalist id="database-players">
                    {move || {
                        suggestions
                            .get()
                            .into_iter()
                            .map(|n| view! { <option value=n></option> })
                            .collect_view()
                    }}
                </datalist>
                <label>
                    <span>{tr(words::SEARCH_TOURNAMENT)}</span>
                    <input
                        type="text"
                        data-testid="database-search-tournament"
                        prop:value=move || tournament.get()
                        on:input=move |e| tournament.set(event_target_value(&e))
                    />
                </label>
                <div class="database-years">
                    {year_field(words::SEARCH_FROM, "database-search-from", from)}
                    {year_field(words::SEARCH_TO, "database-search-to", to)}
                </div>
                <label class="database-through">
                    <input
                        type="checkbox"
                        data-testid="database-search-through"
                        prop:checked=move || through.get()
                        on:change=move |e| through.set(event_target_checked(&e))
                    />
                    <span>{tr(words::SEARCH_THROUGH)}</span>
                </label>
                <button type="submit" data-testid="database-search-go">
                    {tr(words::SEARCH_GO)}
                </button>
            </form>
            {results}
        </details>
    }
}
