//! Keeps the library in step with the game: a game is added the moment its result is counted
//! in the Statistics (so never a drill, a puzzle, or a game opened from a file, a link or the
//! library itself, unless played on here), and withdrawn again if that result is taken back
//! (undo past the end), so that the library holds each game's final record, as the
//! Statistics do. A game played on to its end after it was opened stays when the game it
//! replaced is put back (the Statistics withdraw it then): it was played here all the same.
//! IndexedDB refusing is said once; the game plays on.

use super::db;
use crate::i18n::library::LIBRARY_REFUSED;
use crate::session::Session;
use crate::settings::library::{identity, LibraryGame};
use crate::ui::persistence::note;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::HashSet;

/// A game's key and whether its result is counted.
pub type Counted = (String, bool);

/// The game's key and whether its result is counted now.
fn counted_now(state: AppState) -> Counted {
    state.session.with_untracked(counted)
}

/// `session`'s game's key and whether its result is counted.
fn counted(session: &Session) -> Counted {
    (identity(session.game()), session.saved().counted.is_some())
}

/// A game as it stood when its result was counted; its library record is made later, in the
/// library's chunk, which keeps the first load small.
#[derive(Clone)]
struct Ending {
    session: Session,
    level: &'static str,
    date_ms: u64,
}

impl Ending {
    /// `state`'s game now.
    fn now(state: AppState) -> Self {
        Ending {
            session: state.session.get_untracked(),
            level: state.options.with_untracked(|o| o.level.name()),
            date_ms: js_sys::Date::now() as u64,
        }
    }

    /// The game as the library keeps it, if its result is counted.
    fn game(&self) -> Option<LibraryGame> {
        self.session.library_game(self.level, self.date_ms)
    }
}

/// What the game did before [`keep`] began (its chunk arrives after the board is drawn).
#[derive(Clone, Copy)]
pub struct Early {
    /// The games that ended meanwhile (a new game may have replaced them since).
    endings: StoredValue<Vec<Ending>>,
    /// The game's key and whether it was counted, as last seen.
    seen: StoredValue<Option<Counted>>,
    watch: Effect<LocalStorage>,
}

/// Notes each game that ends until [`keep`] takes over, while the library's chunk loads.
pub fn watch_early(state: AppState) -> Early {
    let endings = StoredValue::new(Vec::<Ending>::new());
    let seen = StoredValue::new(None::<Counted>);
    let watch = Effect::new(move |_| {
        let now = state.session.with(counted);
        let before = seen.get_value();
        if before.as_ref() == Some(&now) {
            return;
        }
        if let Some((key, true)) = &before {
            if !now.1 && *key == now.0 {
                // Its end was taken back.
                endings.update_value(|e| e.retain(|end| identity(end.session.game()) != *key));
            }
        }
        // The first run sees the restored game, counted (and kept) on an earlier visit.
        if now.1 && before.is_some() {
            endings.update_value(|e| e.push(Ending::now(state)));
        }
        seen.set_value(Some(now));
    });
    Early {
        endings,
        seen,
        watch,
    }
}

/// Follows the game for the page's lifetime from where [`watch_early`] leaves it, first
/// storing the games it noted; a refusal goes to `notices` once.
pub fn keep(state: AppState, early: Early, notices: RwSignal<Vec<String>>) {
    early.watch.stop();
    let counted = Memo::new(move |_| state.session.with(counted));
    // The keys this visit added: only those are withdrawn, never a game stored before.
    let added = StoredValue::new(HashSet::<String>::new());
    let reported = StoredValue::new(false);
    let refused = move || {
        if !reported.get_value() {
            reported.set_value(true);
            note(notices, LIBRARY_REFUSED.get(state.lang_now()).to_string());
        }
    };
    // Stores `game`, which this visit ended: taking its end back withdraws it.
    let store = move |game: LibraryGame| {
        let key = game.key();
        added.update_value(|a| {
            a.insert(key.clone());
        });
        async move {
            let stored = db::add(&[game]).await;
            if stored != Ok(1) {
                added.update_value(|a| {
                    a.remove(&key);
                });
            }
            if stored.is_err() {
                refused();
            }
        }
    };
    let noted: Vec<_> = early
        .endings
        .get_value()
        .iter()
        .filter_map(Ending::game)
        .map(store)
        .collect();
    spawn_local(async move {
        for stored in noted {
            stored.await;
        }
    });
    let restored = early.seen.get_value().unwrap_or_else(|| counted_now(state));
    Effect::new(move |before: Option<Counted>| {
        let now = counted.get();
        // Where the watch left off: the games it saw end are stored above.
        let (old, was_counted) = before.unwrap_or_else(|| restored.clone());
        if (&old, was_counted) == (&now.0, now.1) {
            return now;
        }
        // The same game no longer counted: its end was taken back. A new game or an opened
        // one leaves the finished game in the library.
        if was_counted && !now.1 && old == now.0 && added.with_value(|a| a.contains(&old)) {
            added.update_value(|a| {
                a.remove(&old);
            });
            spawn_local(async move {
                if db::delete(&old).await.is_err() {
                    refused();
                }
            });
        }
        if !now.1 {
            return now;
        }
        if let Some(game) = Ending::now(state).game() {
            spawn_local(store(game));
        }
        now
    });
}
