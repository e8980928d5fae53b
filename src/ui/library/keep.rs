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
use crate::settings::library::identity;
use crate::ui::persistence::note;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::HashSet;

/// A game's key and whether its result is counted.
pub type Counted = (String, bool);

/// The game's key and whether its result is counted now.
pub fn counted_now(state: AppState) -> Counted {
    state.session.with_untracked(counted)
}

/// `session`'s game's key and whether its result is counted.
fn counted(session: &Session) -> Counted {
    (identity(session.game()), session.saved().counted.is_some())
}

/// Follows the game for the page's lifetime from `restored`, the game as the page restored it
/// (read before this module's chunk arrived: a game can end while it loads); a refusal goes to
/// `notices` once.
pub fn keep(state: AppState, restored: Counted, notices: RwSignal<Vec<String>>) {
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
    Effect::new(move |before: Option<Counted>| {
        let now = counted.get();
        // The game the page restored was counted (and kept) before.
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
        let level = state.options.with_untracked(|o| o.level.name());
        let date = js_sys::Date::now() as u64;
        if let Some(game) = state
            .session
            .with_untracked(|s| s.library_game(level, date))
        {
            let key = game.key();
            added.update_value(|a| {
                a.insert(key.clone());
            });
            spawn_local(async move {
                let stored = db::add(&[game]).await;
                if stored != Ok(1) {
                    added.update_value(|a| {
                        a.remove(&key);
                    });
                }
                if stored.is_err() {
                    refused();
                }
            });
        }
        now
    });
}
