//! The one gateway to `localStorage`: options, statistics, the player's rating, the game in
//! progress and the progress through the puzzles, each under its own key as a versioned JSON
//! payload (see `crate::settings`).
//!
//! Policy, so that good data is never overwritten by bad:
//! - Loading never writes. A payload that could not be read whole (corrupt, foreign, or
//!   from a newer release) is replaced by defaults in memory only, with a one-line notice.
//! - Saving skips a value identical to what is stored, and skips the in-memory fallback of
//!   a broken payload until the player actually changes something; the broken (or newer)
//!   payload therefore survives a visit in which nothing was changed.
//! - Storage may be missing or refuse writes (private mode, quota, disabled cookies): the
//!   app then runs from memory and [`Store::save`] reports why, once per key. A key that
//!   cannot even be read is never written in that visit: what it holds is unknown, so writing
//!   could replace more with less.
//! - Another tab's saved game is not overwritten behind the player's back: this tab says so
//!   ([`ui::OTHER_TAB_GAME`](crate::i18n::ui::OTHER_TAB_GAME)) and writes its own game again only once it changes here.

use crate::i18n::{ui, Lang};
use crate::settings::friends::Friends;
use crate::settings::puzzle_progress::PuzzleProgress;
use crate::settings::rating::Rating;
use crate::settings::{load, Loaded, Persisted, SavedSession, Statistics, StoredOptions};
use leptos::ev;
use leptos::prelude::{window_event_listener, WindowListenerHandle};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

/// The key holding the options.
pub const OPTIONS_KEY: &str = "reversi.options";
/// The key holding the statistics.
pub const STATISTICS_KEY: &str = "reversi.statistics";
/// The key holding the player's rating.
pub const RATING_KEY: &str = "reversi.rating";
/// The key holding the game in progress.
pub const GAME_KEY: &str = "reversi.game";
/// The key holding the progress through the puzzles.
pub const PUZZLES_KEY: &str = "reversi.puzzles";
/// The key holding the games against friends.
pub const FRIENDS_KEY: &str = "reversi.friends";

/// Why a value could not be saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser offers no usable localStorage.
    Unavailable,
    /// The browser refused the write (usually a full or blocked storage).
    Refused,
    /// The browser refused to read the key, so it is never written in this visit.
    Unreadable,
}

/// The English notice, from the same table as every language's.
impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl StoreError {
    /// The notice in `lang` (`Display` gives the English).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            StoreError::Unavailable => ui::STORAGE_UNAVAILABLE,
            StoreError::Refused => ui::STORAGE_REFUSED,
            StoreError::Unreadable => ui::STORAGE_UNREADABLE,
        }
        .get(lang)
        .to_string()
    }
}

impl std::error::Error for StoreError {}

/// What this tab knows about one key.
#[derive(Default)]
struct Slot {
    /// The text last read from or written to the key.
    stored: Option<String>,
    /// The fallback's JSON while a broken payload sits in the key unchanged.
    shielded: Option<String>,
    /// Whether a failed save has already been reported.
    reported: bool,
    /// Whether reading the key threw: what it holds is unknown, so it is never written.
    unreadable: bool,
}

/// A handle on localStorage shared by the whole app; cheap to clone.
#[derive(Clone)]
pub struct Store {
    storage: Option<web_sys::Storage>,
    slots: Rc<RefCell<HashMap<&'static str, Slot>>>,
}

impl Default for Store {
    fn default() -> Store {
        Store::open()
    }
}

impl Store {
    /// Opens localStorage; a browser that refuses it gives a store that only remembers
    /// nothing, rather than an error.
    pub fn open() -> Store {
        let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
        Store {
            storage,
            slots: Rc::default(),
        }
    }

    /// Whether localStorage can be read at all.
    pub fn is_available(&self) -> bool {
        self.storage.is_some()
    }

    /// Reads `key`, falling back to defaults (with a notice) when it is broken.
    pub fn load<T: Persisted>(&self, key: &'static str) -> Loaded<T> {
        let raw = self.read(key);
        self.remember::<T>(key, raw)
    }

    /// The text stored under `key`; a read that throws marks the key unreadable.
    fn read(&self, key: &'static str) -> Option<String> {
        let read = self.storage.as_ref()?.get_item(key);
        if read.is_err() {
            self.slots.borrow_mut().entry(key).or_default().unreadable = true;
        }
        read.ok().flatten()
    }

    /// Writes `value` under `key` unless that would change nothing or would replace a
    /// broken payload with the untouched fallback. Reports a refused write only once.
    pub fn save<T: Persisted>(&self, key: &'static str, value: &T) -> Result<(), StoreError> {
        self.write(key, value.to_json())
    }

    /// [`Store::save`] of a value's JSON `text`: compiled once, not once per stored type.
    fn write(&self, key: &'static str, text: String) -> Result<(), StoreError> {
        let mut slots = self.slots.borrow_mut();
        let slot = slots.entry(key).or_default();
        if slot.stored.as_deref() == Some(text.as_str())
            || slot.shielded.as_deref() == Some(text.as_str())
        {
            return Ok(());
        }
        let error = match &self.storage {
            None => StoreError::Unavailable,
            Some(_) if slot.unreadable => StoreError::Unreadable,
            Some(storage) => match storage.set_item(key, &text) {
                Ok(()) => {
                    slot.stored = Some(text);
                    slot.shielded = None;
                    slot.reported = false;
                    return Ok(());
                }
                Err(_) => StoreError::Refused,
            },
        };
        if slot.reported {
            Ok(())
        } else {
            slot.reported = true;
            Err(error)
        }
    }

    /// The options and players, or defaults with a notice.
    pub fn load_options(&self) -> Loaded<StoredOptions> {
        self.load(OPTIONS_KEY)
    }

    /// Saves the options and players (see [`Store::save`]).
    pub fn save_options(&self, options: &StoredOptions) -> Result<(), StoreError> {
        self.save(OPTIONS_KEY, options)
    }

    /// The statistics, or zeroes with a notice.
    pub fn load_statistics(&self) -> Loaded<Statistics> {
        self.load(STATISTICS_KEY)
    }

    /// Saves the statistics (see [`Store::save`]).
    pub fn save_statistics(&self, stats: &Statistics) -> Result<(), StoreError> {
        self.save(STATISTICS_KEY, stats)
    }

    /// The player's rating, or a fresh one with a notice.
    pub fn load_rating(&self) -> Loaded<Rating> {
        self.load(RATING_KEY)
    }

    /// Saves the player's rating (see [`Store::save`]).
    pub fn save_rating(&self, rating: &Rating) -> Result<(), StoreError> {
        self.save(RATING_KEY, rating)
    }

    /// The game in progress with what is stored beside it (the drill under way, the game
    /// offered back); `None` when none is stored or it was unusable (the notice says which),
    /// so the caller starts a new game with the current options.
    pub fn load_game(&self) -> Loaded<Option<SavedSession>> {
        let raw = self.read(GAME_KEY);
        let present = raw.is_some();
        let loaded = self.remember::<SavedSession>(GAME_KEY, raw);
        let usable = present && (loaded.intact || loaded.value != SavedSession::fallback());
        Loaded {
            value: usable.then_some(loaded.value),
            notice: loaded.notice,
            intact: loaded.intact,
        }
    }

    /// Saves the game in progress with what is stored beside it (see [`Store::save`]).
    pub fn save_game(&self, game: &SavedSession) -> Result<(), StoreError> {
        self.save(GAME_KEY, game)
    }

    /// The progress through the puzzles, or none with a notice.
    pub fn load_puzzle_progress(&self) -> Loaded<PuzzleProgress> {
        self.load(PUZZLES_KEY)
    }

    /// Saves the progress through the puzzles (see [`Store::save`]).
    pub fn save_puzzle_progress(&self, progress: &PuzzleProgress) -> Result<(), StoreError> {
        self.save(PUZZLES_KEY, progress)
    }

    /// The games against friends, or none with a notice.
    pub fn load_friends(&self) -> Loaded<Friends> {
        self.load(FRIENDS_KEY)
    }

    /// Saves the games against friends (see [`Store::save`]).
    pub fn save_friends(&self, friends: &Friends) -> Result<(), StoreError> {
        self.save(FRIENDS_KEY, friends)
    }

    /// Parses `raw` for `key` and records what is now known to be stored there.
    fn remember<T: Persisted>(&self, key: &'static str, raw: Option<String>) -> Loaded<T> {
        let loaded = load::<T>(raw.as_deref());
        let shielded = (!loaded.intact).then(|| loaded.value.to_json());
        self.record(key, raw, shielded);
        loaded
    }

    /// Records what `key` now holds and the fallback's JSON shielding it (if broken); apart
    /// from [`Store::remember`] so that it is compiled once rather than once per stored type.
    fn record(&self, key: &'static str, raw: Option<String>, shielded: Option<String>) {
        let mut slots = self.slots.borrow_mut();
        let slot = slots.entry(key).or_default();
        slot.shielded = shielded;
        slot.stored = raw;
    }
}

/// A change another tab made to a shared value.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// The options changed (or were cleared: then they are the defaults).
    Options(Loaded<StoredOptions>),
    /// The statistics changed (or were reset or cleared).
    Statistics(Loaded<Statistics>),
    /// The player's rating changed (or was cleared).
    Rating(Loaded<Rating>),
    /// Another tab saved its game (this tab keeps playing its own).
    Game,
}

/// Calls `on_change` whenever another tab changes the options, the statistics, the rating or
/// the game.
///
/// The browser fires `storage` only in the *other* tabs, so this never echoes this tab's
/// own saves; the new text is remembered so saving the same value back is skipped.
/// Keep the handle alive as long as the listener is wanted; dropping it keeps listening,
/// `remove()` stops.
pub fn on_storage_change(
    store: &Store,
    on_change: impl Fn(Change) + 'static,
) -> WindowListenerHandle {
    let store = store.clone();
    window_event_listener(ev::storage, move |event: web_sys::StorageEvent| {
        let new = event.new_value();
        match event.key().as_deref() {
            Some(OPTIONS_KEY) => on_change(Change::Options(store.remember(OPTIONS_KEY, new))),
            Some(STATISTICS_KEY) => {
                on_change(Change::Statistics(store.remember(STATISTICS_KEY, new)))
            }
            Some(RATING_KEY) => on_change(Change::Rating(store.remember(RATING_KEY, new))),
            // Remembered, so this tab writes its own game again only once it changes.
            Some(GAME_KEY) if new.is_some() => {
                store.remember::<SavedSession>(GAME_KEY, new);
                on_change(Change::Game);
            }
            // `localStorage.clear()` elsewhere: all fall back to defaults.
            None => {
                on_change(Change::Options(store.remember(OPTIONS_KEY, None)));
                on_change(Change::Statistics(store.remember(STATISTICS_KEY, None)));
                on_change(Change::Rating(store.remember(RATING_KEY, None)));
            }
            Some(_) => {}
        }
    })
}
