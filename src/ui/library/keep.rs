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
type Counted = (String, bool);

/// `session`'s game's key and whether its result is counted.
fn counted(session: &Session) -> Counted {
    (identity(session.game()), session.saved().counted.is_some())
}

/// A game as it stood when its result was counted; its library record is made later, in the
/// library's chunk, which keeps the first load small.
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
}

/// What the library must follow: a game's result counted, or its end taken back (its key).
enum Change {
    Ended(Box<Ending>),
    TakenBack(String),
}

/// The changes not yet acted on, oldest first.
#[derive(Clone, Copy)]
pub struct Changes(RwSignal<Vec<Change>>);

/// Follows the game for the page's lifetime from the start, before the library's chunk
/// arrives (a game can end while it loads): each change waits in the queue for [`keep`].
pub fn follow(state: AppState) -> Changes {
    let queue = RwSignal::new(Vec::new());
    Effect::new(move |before: Option<Counted>| {
        let now = state.session.with(counted);
        // The first run sees the restored game, counted (and kept) on an earlier visit.
        let Some((old, was_counted)) = before else {
            return now;
        };
        if (&old, was_counted) == (&now.0, now.1) {
            return now;
        }
        // The same game no longer counted: its end was taken back. A new game or an opened
        // one leaves the finished game in the library.
        if was_counted && !now.1 && old == now.0 {
            queue.update(|q| q.push(Change::TakenBack(old)));
        }
        if now.1 {
            queue.update(|q| q.push(Change::Ended(Box::new(Ending::now(state)))));
        }
        now
    });
    Changes(queue)
}

/// Stores each game of `changes` that ended and withdraws each whose end was taken back, the
/// queued ones first; a refusal goes to `notices` once.
pub fn keep(state: AppState, changes: Changes, notices: RwSignal<Vec<String>>) {
    // The keys this visit added: only those are withdrawn, never a game stored before.
    let added = StoredValue::new(HashSet::<String>::new());
    let reported = StoredValue::new(false);
    let refused = move || {
        if !reported.get_value() {
            reported.set_value(true);
            note(notices, LIBRARY_REFUSED.get(state.lang_now()).to_string());
        }
    };
    Effect::new(move |_| {
        changes.0.track();
        for change in changes.0.update_untracked(std::mem::take) {
            match change {
                Change::Ended(end) => {
                    let Some(game) = end.session.library_game(end.level, end.date_ms) else {
                        continue;
                    };
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
                Change::TakenBack(key) => {
                    if !added.with_value(|a| a.contains(&key)) {
                        continue;
                    }
                    added.update_value(|a| {
                        a.remove(&key);
                    });
                    spawn_local(async move {
                        if db::delete(&key).await.is_err() {
                            refused();
                        }
                    });
                }
            }
        }
    });
}
