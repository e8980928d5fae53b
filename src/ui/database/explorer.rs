//! The explorer's figures for the position on the board: its source (the loaded database, the
//! player's finished games from the Library, or the opening book), the games that reached the
//! position, and a row per move played next, most played first, each with the book's value
//! where the book knows the position; choosing a row plays its move by the board's own route,
//! so a move the game does not allow now is refused as the board refuses it.

use super::loaded::Loaded;
use crate::engine::book::line::installed_line;
use crate::engine::book::{installed, BookMove};
use crate::engine::database::{Database, Exploration, MoveRow};
use crate::engine::{Board, Square};
use crate::i18n::analysis::line_part;
use crate::i18n::database as words;
use crate::i18n::Lang;
use crate::ui::actions::choose;
use crate::ui::language::tr;
use crate::ui::library::db;
use crate::ui::state::AppState;
use crate::ui::svg_number::num;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Where the explorer's games come from; the select's values are [`Source::key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The WTHOR files loaded.
    Database,
    /// The player's finished games in the Library.
    Library,
    /// The opening book's moves and values.
    Book,
}

impl Source {
    /// The stable value in the select.
    fn key(self) -> &'static str {
        match self {
            Source::Database => "database",
            Source::Library => "library",
            Source::Book => "book",
        }
    }

    /// The source whose [`Source::key`] is `key`; the database for any other.
    fn from_key(key: &str) -> Source {
        [Source::Library, Source::Book]
            .into_iter()
            .find(|s| s.key() == key)
            .unwrap_or(Source::Database)
    }
}

/// The book's moves for `board`, best first, if the book is installed and knows the position.
fn book_moves(board: &Board) -> Option<Vec<BookMove>> {
    installed()?.moves(board)
}

/// A book value for `data-book`: in discs, unsigned when positive ("2", "-1.5"); through
/// [`num`], as an `f64`'s own text would link the float-printing code into this chunk.
fn book_data(half_discs: i32) -> String {
    num(f64::from(half_discs) / 2.0)
}

/// The Library's finished games from the standard start as a database, read afresh.
async fn library_database() -> Database {
    let mut database = Database::new();
    if let Ok(games) = db::all().await {
        database.add_games(games.iter().filter_map(|g| g.database_record()).collect());
    }
    database
}

/// The move's line under its square, shown while the row is pointed at or focused (a tap
/// focuses it), and read by screen readers as the button's description.
fn line_tip(lang: Memo<Lang>, square: &str, line: Signal<Option<String>>) -> impl IntoView {
    let id = format!("explorer-line-{square}");
    move || {
        line.get().map(|l| {
            view! {
                <span class="explorer-line" id=id.clone() role="tooltip">
                    {move || line_part(&l, lang.get())}
                </span>
            }
        })
    }
}

/// A row's head: the square as a button that plays it, named by `label`, with the move's
/// line as its tip and description.
fn play_cell(
    lang: Memo<Lang>,
    square: String,
    line: Signal<Option<String>>,
    label: impl Fn() -> String + Send + Sync + 'static,
) -> impl IntoView {
    let id = format!("explorer-line-{square}");
    let described = move || line.with(|l| l.as_ref().map(|_| id.clone()));
    let tip = line_tip(lang, &square, line);
    view! {
        <th scope="row">
            <button type="button" class="explorer-play" aria-label=label aria-describedby=described>
                {square.clone()}
            </button>
            {tip}
        </th>
    }
}

/// One move's row: the square as a button that plays it, then its figures; `book` is the
/// book's value of the move, if the book knows the position, and `line` its line.
fn row(
    state: AppState,
    row: MoveRow,
    book: Option<i32>,
    line: Signal<Option<String>>,
) -> impl IntoView {
    let lang = state.lang;
    let square = row.square.to_string();
    let t = row.tally;
    let label = {
        let square = square.clone();
        move || {
            let figures = words::row_label(&square, &t, lang.get());
            match book {
                Some(v) => lang.get().sentences(
                    &figures,
                    &words::book_label(&square, &words::book_value(v, lang.get()), lang.get()),
                ),
                None => figures,
            }
        }
    };
    view! {
        <tr
            data-testid="explorer-move"
            data-move=row.square.to_string()
            data-book=book.map(book_data)
            data-line=line
            data-games=t.games
            data-black-wins=t.black_wins
            data-draws=t.draws
            data-white-wins=t.white_wins
            // A click anywhere on the row plays it; the button inside is what the keyboard
            // reaches and a screen reader names.
            on:click=move |_| choose(state, row.square)
        >
            {play_cell(lang, square, line, label)}
            <td>{t.games}</td>
            <td>{t.black_wins}</td>
            <td>{t.draws}</td>
            <td>{t.white_wins}</td>
            <td>{move || words::average(&t, lang.get())}</td>
        </tr>
    }
}

/// A book move's row: the square as a button that plays it, then the book's value; its line
/// as the database's rows show it.
fn book_row(state: AppState, m: BookMove, line: Option<String>) -> impl IntoView {
    let lang = state.lang;
    let square = m.sq.to_string();
    let data_line = line.clone();
    let line = Signal::stored(line);
    let label = {
        let square = square.clone();
        move || words::book_label(&square, &words::book_value(m.value, lang.get()), lang.get())
    };
    view! {
        <tr
            data-testid="explorer-move"
            data-move=m.sq.to_string()
            data-book=book_data(m.value)
            data-line=data_line
            on:click=move |_| choose(state, m.sq)
        >
            {play_cell(lang, square, line, label)}
            <td>{move || words::book_value(m.value, lang.get())}</td>
        </tr>
    }
}

/// A database row's line: the book's where it knows the position, else the engine's from
/// the hints while they are on for the position shown (no search of its own: a player who
/// wants the engine's lines turns hints on, and the rows follow the hints as they deepen).
fn row_line(state: AppState, shown: Board, sq: Square) -> Signal<Option<String>> {
    let book = installed_line(&shown, sq);
    let hints = state.analysis.hints;
    Memo::new(move |_| {
        book.clone().or_else(|| {
            hints.with(|h| {
                h.as_ref()
                    .filter(|h| h.board == shown)
                    .and_then(|h| h.hints.value(sq))
                    .filter(|m| !m.line.is_empty())
                    .map(|m| m.line.to_string())
            })
        })
    })
    .into()
}

/// The book's moves for the position: a table, or a line saying it is loading or does not
/// know the position.
fn book_table(state: AppState, board: Board, moves: Option<Vec<BookMove>>, ready: bool) -> AnyView {
    let lang = state.lang;
    match moves {
        Some(moves) => {
            let rows = moves
                .into_iter()
                .map(|m| book_row(state, m, installed_line(&board, m.sq)))
                .collect_view();
            view! {
                <table class="explorer-moves explorer-book">
                    <thead>
                        <tr>
                            <th scope="col">{tr(words::MOVE)}</th>
                            <th scope="col">{tr(words::BOOK_VALUE)}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            }
            .into_any()
        }
        None => {
            let line = if ready {
                words::BOOK_NONE
            } else {
                words::BOOK_LOADING
            };
            view! {
                <p class="explorer-empty" data-testid="explorer-empty">
                    {move || line.get(lang.get())}
                </p>
            }
            .into_any()
        }
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
    // The book comes once, for the book source and the rows' values alike.
    let book_ready = RwSignal::new(installed().is_some());
    if !book_ready.get_untracked() {
        let ai = state.ai;
        spawn_local(async move {
            ai.book_loaded().await;
            book_ready.set(true);
        });
    }
    let choose_source = move |value: String| {
        let chosen = Source::from_key(&value);
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
            Source::Database => loaded.with_settled(explore),
            Source::Library => library.with(|l| l.as_ref().and_then(explore)),
            Source::Book => None,
        }
    });
    let book = Memo::new(move |_| {
        book_ready.track();
        book_moves(&board.get())
    });
    let empty = move || match source.get() {
        Source::Database | Source::Book => words::EMPTY,
        Source::Library => words::LIBRARY_NONE,
    };
    let table = move |e: Exploration| {
        let reached = u64::from(e.reached.games);
        let values: Vec<(Square, i32)> = book
            .get_untracked()
            .unwrap_or_default()
            .into_iter()
            .map(|m| (m.sq, m.value))
            .collect();
        let value_of = |sq: Square| values.iter().find(|(s, _)| *s == sq).map(|&(_, v)| v);
        let shown = board.get_untracked();
        let rows = e
            .moves
            .into_iter()
            .map(|r| {
                let line = row_line(state, shown, r.square);
                row(state, r, value_of(r.square), line)
            })
            .collect_view();
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
                <option value={Source::Book.key()} selected=move || source.get() == Source::Book>
                    {tr(words::SOURCE_BOOK)}
                </option>
            </select>
        </label>
        {move || match (source.get(), figures.get()) {
            (Source::Book, _) => {
                book_table(state, board.get(), book.get(), book_ready.get())
            }
            (_, Some(e)) => {
                // The rows carry the book's values: drawn again once the book has come.
                book.track();
                table(e).into_any()
            }
            (_, None) => view! {
                <p class="explorer-empty" data-testid="explorer-empty">
                    {move || empty().get(state.lang.get())}
                </p>
            }
            .into_any(),
        }}
    }
}
