//! Ties the app's state to localStorage (through `crate::storage`): restores it at start,
//! every stored part at once, before any chunk (the drivers that keep the puzzles' progress
//! and the friend games come later, in the features' chunk, and take what was read here),
//! saves each part as it changes, and follows other tabs' changes to options, statistics and
//! the rating. Anything that goes wrong becomes a one-line notice, never a panic.

use super::state::AppState;
use crate::engine::Game;
use crate::i18n::ui::OTHER_TAB_GAME;
use crate::session::Session;
use crate::settings::friends::Friends;
use crate::settings::puzzle_progress::PuzzleProgress;
use crate::settings::{Options, Players, SavedGame, SavedSession, Statistics, StoredOptions};
use crate::storage::{on_storage_change, Change, Store};
use leptos::prelude::*;

/// What the app starts from.
pub struct Restored {
    /// The options, or defaults where they were broken.
    pub options: Options,
    /// Who plays each side (stored with the options), or the defaults.
    pub players: Players,
    /// The statistics with the rating, or zeroes (and a fresh rating) where they were broken.
    pub stats: Statistics,
    /// The game in progress with what is stored beside it (the drill under way, the game
    /// offered back), or a new game with the options' first mover.
    pub game: SavedSession,
    /// What the features' drivers keep saved, as read now.
    pub kept: ReadAtStart,
    /// The progress through the puzzles' notice, which the Puzzles view shows itself.
    pub puzzle_notice: Option<String>,
    /// One line per stored part that could not be used as it was.
    pub notices: Vec<String>,
}

/// What the drivers of the features' chunk keep saved, as read at start-up: the page shows
/// and changes it before that chunk arrives, and the drivers save it once it differs.
#[derive(Clone, Default)]
pub struct ReadAtStart {
    /// The progress through the puzzles.
    pub puzzles: PuzzleProgress,
    /// The games against friends.
    pub friends: Friends,
}

/// Reads everything stored; loading never writes.
pub fn restore(store: &Store) -> Restored {
    let options = store.load_options();
    let stats = store.load_statistics();
    let rating = store.load_rating();
    let game = store.load_game();
    let puzzles = store.load_puzzle_progress();
    let friends = store.load_friends();
    let notices = [
        options.notice,
        stats.notice,
        rating.notice,
        game.notice,
        friends.notice,
    ]
    .into_iter()
    .flatten()
    .collect();
    let StoredOptions { options, players } = options.value;
    let game = game.value.unwrap_or_else(|| SavedSession {
        game: SavedGame {
            game: Game::new(players.first),
            ..SavedGame::default()
        },
        ..SavedSession::default()
    });
    Restored {
        options,
        players,
        stats: Statistics {
            rating: rating.value,
            ..stats.value
        },
        game,
        kept: ReadAtStart {
            puzzles: puzzles.value,
            friends: friends.value,
        },
        puzzle_notice: puzzles.notice,
        notices,
    }
}

/// Adds `line` to the notices unless it is already shown.
pub fn note(notices: RwSignal<Vec<String>>, line: String) {
    notices.update(|n| {
        if !n.contains(&line) {
            n.push(line);
        }
    });
}

/// Saves options (with the session's players), statistics, the rating and the game whenever
/// they change, and takes in the options, players, statistics and rating other tabs save.
pub fn keep_saved(store: Store, state: AppState, notices: RwSignal<Vec<String>>) {
    let (options, stats) = (state.options, state.stats);
    // The drill under way and the game offered back are stored with the game, so that a
    // reload keeps them.
    let session = Memo::new(move |_| state.session.with(Session::stored));
    let players = Memo::new(move |_| state.session.with(|s| *s.players()));
    let s = store.clone();
    Effect::new(move |_| {
        let record = StoredOptions {
            options: options.get(),
            players: players.get(),
        };
        if let Err(e) = s.save_options(&record) {
            note(notices, e.text(state.lang_now()));
        }
    });
    let s = store.clone();
    Effect::new(move |_| {
        if let Err(e) = stats.with(|st| s.save_statistics(st)) {
            note(notices, e.text(state.lang_now()));
        }
    });
    let s = store.clone();
    Effect::new(move |_| {
        if let Err(e) = stats.with(|st| s.save_rating(&st.rating)) {
            note(notices, e.text(state.lang_now()));
        }
    });
    let s = store.clone();
    Effect::new(move |_| {
        if let Err(e) = session.with(|g| s.save_game(g)) {
            note(notices, e.text(state.lang_now()));
        }
    });
    // The handle is dropped on purpose: the listener lives as long as the page.
    let _ = on_storage_change(&store, move |change| match change {
        Change::Options(loaded) => {
            if let Some(line) = loaded.notice {
                note(notices, line);
            }
            options.set(loaded.value.options);
            let _ = state.change(|s, _| {
                s.set_players(loaded.value.players);
                Ok(())
            });
        }
        Change::Statistics(loaded) => {
            if let Some(line) = loaded.notice {
                note(notices, line);
            }
            // The rating is a payload of its own, which this change leaves as it was.
            stats.update(|st| {
                *st = Statistics {
                    rating: std::mem::take(&mut st.rating),
                    ..loaded.value
                }
            });
        }
        Change::Rating(loaded) => {
            if let Some(line) = loaded.notice {
                note(notices, line);
            }
            stats.update(|st| st.rating = loaded.value);
        }
        Change::Game => note(notices, OTHER_TAB_GAME.get(state.lang_now()).to_string()),
    });
}
