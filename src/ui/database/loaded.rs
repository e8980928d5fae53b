//! The WTHOR files read and the database built from them: read back from the store at the
//! first opening, added to by the player's imports, emptied by Clear. Each file is read, its
//! games checked and their positions keyed by the import's worker ([`Reader`]), a part at a
//! time, so the board stays responsive and the progress bar moves; the page appends each
//! file's games and keys to the one database, whose index grows by them alone.

use super::reader::{Heard, Reader};
use super::store;
use crate::engine::database::index::Keys;
use crate::engine::database::parts::Piece;
use crate::engine::database::{Database, FileKind, GameRecord, WthorError};
use crate::i18n::database as words;
use crate::i18n::Lang;
use crate::protocol::wire::{FromReader, ToWorker};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::BTreeMap;
use std::ops::Range;
use wasm_bindgen_futures::JsFuture;

/// What a file read gave the database: a games file its games' numbers (to take them out
/// if the file is loaded again), a names file its names (kept in the database).
#[derive(Clone)]
enum Kept {
    Games(Range<usize>),
    Names,
}

/// A file read: what it held (not yet in the database) and the games skipped as against the
/// rules.
struct Read {
    games: Vec<GameRecord>,
    keys: Keys,
    names: Option<Vec<String>>,
    skipped: u32,
}

/// Why a file did not read.
enum Unread {
    /// The file is not what its name says.
    Refused(WthorError),
    /// The worker stopped (to load, or on this file).
    Stopped,
}

/// The database and the work on it, shared by the import controls and the explorer.
#[derive(Clone, Copy)]
pub struct Loaded {
    /// The database of every file read: the one copy of the games.
    pub database: RwSignal<Database>,
    /// The files read, by lower-cased name, and what each gave the database.
    files: StoredValue<BTreeMap<String, Kept>>,
    /// While work runs: the games done of those to do.
    pub progress: RwSignal<Option<(usize, usize)>>,
    /// What the last import or clear came to.
    pub message: RwSignal<Option<String>>,
    /// Reading, importing or clearing: the controls wait.
    pub busy: RwSignal<bool>,
}

/// Reads `bytes`, a file of `kind`, on `reader` (started first if there is none, and dropped
/// if it stops), `progress` following the games.
async fn read(
    reader: &mut Option<Reader>,
    kind: FileKind,
    bytes: Vec<u8>,
    progress: RwSignal<Option<(usize, usize)>>,
) -> Result<Read, Unread> {
    if reader.is_none() {
        *reader = Reader::start().await.ok();
    }
    let Some(worker) = reader.as_ref() else {
        return Err(Unread::Stopped);
    };
    let mut read = Read {
        games: Vec::new(),
        keys: Keys::default(),
        names: None,
        skipped: 0,
    };
    let stopped = |reader: &mut Option<Reader>| {
        *reader = None;
        Err(Unread::Stopped)
    };
    if worker.send(&ToWorker::Read { kind, bytes }).is_err() {
        return stopped(reader);
    }
    loop {
        match worker.next().await {
            Heard::Message(FromReader::Piece(Piece::Games {
                games,
                keys,
                done,
                total,
            })) => {
                read.games.extend(games);
                read.keys.extend(keys);
                progress.set(Some((done as usize, total as usize)));
            }
            Heard::Message(FromReader::Piece(Piece::Names(names))) => read.names = Some(names),
            Heard::Message(FromReader::End(Ok(skipped))) => {
                read.skipped = skipped;
                return Ok(read);
            }
            Heard::Message(FromReader::End(Err(why))) => return Err(Unread::Refused(why)),
            Heard::Failed(why) => {
                web_sys::console::warn_1(&format!("import worker failed: {why}").into());
                return stopped(reader);
            }
        }
    }
}

/// A chosen file's bytes; `None` if the browser cannot read it.
async fn bytes_of(file: &web_sys::File) -> Option<Vec<u8>> {
    let buffer = JsFuture::from(file.array_buffer()).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

impl Loaded {
    /// The database empty and idle; [`Loaded::restore`] fills it.
    pub fn empty() -> Loaded {
        Loaded {
            database: RwSignal::new(Database::new()),
            files: StoredValue::new(BTreeMap::new()),
            progress: RwSignal::new(None),
            message: RwSignal::new(None),
            busy: RwSignal::new(false),
        }
    }

    /// `f` of the database, which a reactive reader follows only while no work runs: figures
    /// over the whole database, drawn again after each file of an import, made the page's
    /// longest tasks as it grew (`docs/results.md`), so they wait for the last file; a reader
    /// that reruns meanwhile (the board moved) sees the games in so far.
    pub fn with_settled<T>(self, f: impl FnOnce(&Database) -> T) -> T {
        if self.busy.get() {
            self.database.with_untracked(f)
        } else {
            self.database.with(f)
        }
    }

    /// Puts file `name`'s content into the database, in place of what the file gave it
    /// before if it was read already; the index grows by the new games' keys alone.
    fn keep(self, name: String, read: Read, kind: FileKind) {
        let before = self.files.with_value(|f| f.get(&name).cloned());
        self.database.update(|d| {
            if let Some(Kept::Games(old)) = &before {
                d.remove_games(old.clone());
            }
            let kept = match (kind, read.names) {
                (FileKind::Players, Some(names)) => {
                    d.set_players(names);
                    Kept::Names
                }
                (FileKind::Tournaments, Some(names)) => {
                    d.set_tournaments(names);
                    Kept::Names
                }
                _ => {
                    let first = d.games().len();
                    let count = read.games.len();
                    d.add_keyed(read.games, read.keys);
                    Kept::Games(first..first + count)
                }
            };
            self.files.update_value(|files| {
                if let Some(Kept::Games(old)) = &before {
                    // The games after the old ones moved down by as many.
                    for k in files.values_mut() {
                        if let Kept::Games(r) = k {
                            if r.start >= old.end {
                                *r = r.start - old.len()..r.end - old.len();
                            }
                        }
                    }
                }
                files.insert(name, kept);
            });
        });
    }

    /// Reads the files stored on an earlier visit; a refusal of the store is said.
    pub fn restore(self, lang: Lang) {
        self.busy.set(true);
        spawn_local(async move {
            match store::all().await {
                Ok(stored) => {
                    let mut reader = None;
                    for file in stored {
                        // Every stored file read when it was stored; one that no longer does
                        // (a later release's stricter reader, or a worker that stopped) is
                        // left out, and stays stored.
                        let Some(kind) = FileKind::from_name(&file.name) else {
                            continue;
                        };
                        if let Ok(read) = read(&mut reader, kind, file.bytes, self.progress).await {
                            self.keep(file.name, read, kind);
                        }
                    }
                }
                Err(_) => self
                    .message
                    .set(Some(words::UNSTORED.get(lang).to_string())),
            }
            self.progress.set(None);
            self.busy.set(false);
        });
    }

    /// Reads `chosen` files and keeps those that read, in memory and in the store; each
    /// file's outcome goes to the message, named.
    pub fn import(self, mut chosen: Vec<web_sys::File>, lang: Lang) {
        if chosen.is_empty() {
            return;
        }
        // By name, as the store gives them back at the next visit: the games keep one order.
        chosen.sort_by_key(|f| f.name().to_lowercase());
        self.busy.set(true);
        self.message.set(None);
        spawn_local(async move {
            let mut lines = Vec::new();
            let mut unstored = false;
            let mut reader = None;
            for file in chosen {
                let name = file.name();
                let Some(kind) = FileKind::from_name(&name) else {
                    lines.push(words::not_wthor(&name, lang));
                    continue;
                };
                let Some(bytes) = bytes_of(&file).await else {
                    lines.push(words::not_wthor(&name, lang));
                    continue;
                };
                // The bytes go to the worker; the store gets them once they have read.
                match read(&mut reader, kind, bytes.clone(), self.progress).await {
                    Ok(read) => {
                        lines.push(match &read.names {
                            None => words::games_read(
                                &name,
                                read.games.len() as u64,
                                u64::from(read.skipped),
                                lang,
                            ),
                            Some(names) => words::names_read(&name, names.len() as u64, lang),
                        });
                        unstored |= store::put(&name, &bytes).await.is_err();
                        self.keep(name.to_lowercase(), read, kind);
                    }
                    Err(Unread::Refused(why)) => lines.push(words::refused(&name, &why, lang)),
                    Err(Unread::Stopped) => lines.push(words::worker_failed(&name, lang)),
                }
            }
            if unstored {
                lines.push(words::UNSTORED.get(lang).to_string());
            }
            self.message.set(Some(lines.join(" ")));
            self.progress.set(None);
            self.busy.set(false);
        });
    }

    /// Empties the store and the database.
    pub fn clear(self, lang: Lang) {
        self.busy.set(true);
        spawn_local(async move {
            let line = match store::clear().await {
                Ok(()) => {
                    self.files.update_value(BTreeMap::clear);
                    self.database.set(Database::new());
                    words::CLEARED
                }
                Err(_) => words::UNSTORED,
            };
            self.message.set(Some(line.get(lang).to_string()));
            self.busy.set(false);
        });
    }
}
