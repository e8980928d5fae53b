//! The explorer's figures for the position on the board: its source (the loaded database or
//! the player's finished games from the Library), the games that reached the position, and a
//! row per move played next, most played first; choosing a row plays its move by the board's
//! own route, so a move the game does not allow now is refused as the board refuses it.

use super::loaded::Loaded;
use crate::engine::database::{Database, Exploration, MoveRow};
use crate::i18n::database as words;
use crate::ui::actions::choose;
use crate::ui::language::tr;
use crate::ui::library::db;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Where the explorer's games come from; the select's values are [`Source::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The WTHOR files loaded.
    Database,
    /// The player's finished games in the Library.
    Library,
}

impl Source {
    /// The stable value in the select.
    fn key(self) -> &'static str {
        match self {
            Source::Database => "database",
            Source::Library => "library",
        }
    }
}

/// The Library's finished games from the standard start as a database, read afresh.
async fn library_database() -> Database {
    let mut database = Database::new();
    if let Ok(games) = db::all().await {
        database.add_games(games.iter().filter_map(|g| g.database_record()).collect());
    }
    database
}

/// One move's row: the square as a button that plays it, then its figures.
fn row(state: AppState, row: MoveRow) -> impl IntoView {
    let lang = state.lang;
    let square = row.square.to_string();
    let t = row.tally;
    let label = {
        let square = square.clone();
        move || words::row_label(&square, &t, lang.get())
    };
    view! {
        <tr
            data-testid="explorer-move"
            data-move=row.square.to_string()
            data-games=t.games
            data-black-wins=t.black_wins
            data-draws=t.draws
            data-white-wins=t.white_wins
            // A click anywhere on the row plays it; the button inside is what the keyboard
            // reaches and a screen reader names.
            on:click=move |_| choose(state, row.square)
        >
            <th scope="row">
                <button type="button" class="explorer-play" aria-label=label>
                    {square}
                </button>
            </th>
            <td>{t.games}</td>
            <td>{t.black_wins}</td>
            <td>{t.draws}</td>
            <td>{t.white_wins}</td>
            <td>{move || words::average(&t, lang.get())}</td>
        </tr>
    }
}

/// The source's choice and the figures for the position on the board.
#[component]
pub fn Explorer(
    /// The loaded database.
    loaded: Loaded,
) -> impl IntoView {
    let state = AppState::get();
    let source = RwSignal::new(Source::Database);
    // Read each time the Library is chosen: games end while the explorer is open.
    let library = RwSignal::new(None::<Database>);
    let choose_source = move |value: String| {
        let chosen = if value == Source::Library.key() {
            Source::Library
        } else {
            Source::Database
        };
        source.set(chosen);
        if chosen == Source::Library {
            spawn_local(async move { library.set(Some(library_database().await)) });
        }
    };
    let board = Memo::new(move |_| state.session.with(|s| s.game().board()));
    // `None` while the source holds no game: the empty state says what to do.
    let figures = Memo::new(move |_| -> Option<Exploration> {
        let b = board.get();
        let explore = |d: &Database| (!d.games().is_empty()).then(|| d.explore(&b));
        match source.get() {
            Source::Database => loaded.database.with(explore),
            Source::Library => library.with(|l| l.as_ref().and_then(explore)),
        }
    });
    let empty = move || match source.get() {
        Source::Database => words::EMPTY,
        Source::Library => words::LIBRARY_NONE,
    };
    let table = move |e: Exploration| {
        let reached = u64::from(e.reached.games);
        let rows = e.moves.into_iter().map(|r| row(state, r)).collect_view();
        view! {
            <p class="explorer-reached" data-testid="explorer-reached" data-games=reached>
                {move || words::reached(reached, state.lang.get())}
            </p>
            <table class="explorer-moves" hidden={reached == 0}>
                <thead>
                    <tr>
                        <th scope="col">{tr(words::MOVE)}</th>
                        <th scope="col">{tr(words::GAMES_HEADING)}</th>
                        <th scope="col">{tr(words::BLACK_WINS)}</th>
                        <th scope="col">{tr(words::DRAWS)}</th>
                        <th scope="col">{tr(words::WHITE_WINS)}</th>
                        <th scope="col">{tr(words::AVERAGE)}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    };
    view! {
        <label class="explorer-source">
            <span>{tr(words::SOURCE)}</span>
            <select
                data-testid="explorer-source"
                on:change=move |e| choose_source(event_target_value(&e))
            >
                <option value={Source::Database.key()} selected=move || source.get() == Source::Database>
                    {tr(words::SOURCE_DATABASE)}
                </option>
                <option value={Source::Library.key()} selected=move || source.get() == Source::Library>
                    {tr(words::SOURCE_LIBRARY)}
                </option>
            </select>
        </label>
        {move || match figures.get() {
            Some(e) => table(e).into_any(),
            None => view! {
                <p class="explorer-empty" data-testid="explorer-empty">
                    {move || empty().get(state.lang.get())}
                </p>
            }
            .into_any(),
        }}
    }
}
