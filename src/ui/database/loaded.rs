//! The WTHOR files read and the database built from them: read back from the store at the
//! first opening, added to by the player's imports, emptied by Clear. Big files are read and
//! indexed a part at a time, the browser breathing between parts, so the board stays
//! responsive and the progress bar moves.

use super::store;
use crate::engine::database::{
    read_games_from, read_players, read_tournaments, Database, FileKind, GameRecord, WthorError,
};
use crate::i18n::database as words;
use crate::i18n::Lang;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::collections::BTreeMap;
use wasm_bindgen_futures::JsFuture;

/// The games read or indexed between two breaths.
const PART: usize = 2_000;

/// What a file held.
enum Content {
    /// A `.wtb` file's legal games.
    Games(Vec<GameRecord>),
    /// `WTHOR.JOU`'s players.
    Players(Vec<String>),
    /// `WTHOR.TRN`'s tournaments.
    Tournaments(Vec<String>),
}

/// A file read: what it held and the games skipped as against the rules.
struct Read {
    content: Content,
    skipped: usize,
}

/// The database and the work on it, shared by the import controls and the explorer.
#[derive(Clone, Copy)]
pub struct Loaded {
    /// The database of every file read.
    pub database: RwSignal<Database>,
    /// The files read, by lower-cased name: what the database is built from.
    files: StoredValue<BTreeMap<String, Content>>,
    /// While work runs: the games done of those to do.
    pub progress: RwSignal<Option<(usize, usize)>>,
    /// What the last import or clear came to.
    pub message: RwSignal<Option<String>>,
    /// Reading, importing or clearing: the controls wait.
    pub busy: RwSignal<bool>,
}

/// Lets the browser draw and answer the player before the next part.
async fn breathe() {
    TimeoutFuture::new(0).await;
}

/// Reads `bytes`, a file of `kind`, a part at a time, `progress` following the games.
async fn read(
    kind: FileKind,
    bytes: &[u8],
    progress: RwSignal<Option<(usize, usize)>>,
) -> Result<Read, WthorError> {
    let content = match kind {
        FileKind::Players => Content::Players(read_players(bytes)?.names),
        FileKind::Tournaments => Content::Tournaments(read_tournaments(bytes)?.names),
        FileKind::Games => {
            let mut games = Vec::new();
            let mut skipped = 0;
            let mut first = 0;
            loop {
                let part = read_games_from(bytes, first, PART)?;
                let total = part.header.games as usize;
                games.extend(part.games);
                skipped += part.skipped;
                first = first.saturating_add(PART);
                progress.set(Some((first.min(total), total)));
                if first >= total {
                    break;
                }
                breathe().await;
            }
            return Ok(Read {
                content: Content::Games(games),
                skipped,
            });
        }
    };
    Ok(Read {
        content,
        skipped: 0,
    })
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

    /// Builds the database afresh from the files read, a part at a time.
    async fn rebuild(self) {
        let mut database = Database::new();
        let parts: Vec<Vec<GameRecord>> = self.files.with_value(|files| {
            files
                .values()
                .filter_map(|c| match c {
                    Content::Games(games) => Some(games.chunks(PART).map(<[_]>::to_vec)),
                    _ => None,
                })
                .flatten()
                .collect()
        });
        let total = parts.iter().map(Vec::len).sum();
        let mut done = 0;
        for part in parts {
            done += part.len();
            database.add_games(part);
            self.progress.set(Some((done, total)));
            breathe().await;
        }
        self.files.with_value(|files| {
            for content in files.values() {
                match content {
                    Content::Players(names) => database.set_players(names.clone()),
                    Content::Tournaments(names) => database.set_tournaments(names.clone()),
                    Content::Games(_) => {}
                }
            }
        });
        self.database.set(database);
    }

    /// Reads the files stored on an earlier visit; a refusal of the store is said.
    pub fn restore(self, lang: Lang) {
        self.busy.set(true);
        spawn_local(async move {
            match store::all().await {
                Ok(stored) => {
                    for file in stored {
                        // Every stored file read when it was stored; one that no longer does
                        // (a later release's stricter reader) is left out, and stays stored.
                        let Some(kind) = FileKind::from_name(&file.name) else {
                            continue;
                        };
                        if let Ok(read) = read(kind, &file.bytes, self.progress).await {
                            self.files.update_value(|f| {
                                f.insert(file.name, read.content);
                            });
                        }
                    }
                    self.rebuild().await;
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
    pub fn import(self, chosen: Vec<web_sys::File>, lang: Lang) {
        if chosen.is_empty() {
            return;
        }
        self.busy.set(true);
        self.message.set(None);
        spawn_local(async move {
            let mut lines = Vec::new();
            let mut unstored = false;
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
                match read(kind, &bytes, self.progress).await {
                    Ok(read) => {
                        lines.push(match &read.content {
                            Content::Games(games) => words::games_read(
                                &name,
                                games.len() as u64,
                                read.skipped as u64,
                                lang,
                            ),
                            Content::Players(names) | Content::Tournaments(names) => {
                                words::names_read(&name, names.len() as u64, lang)
                            }
                        });
                        unstored |= store::put(&name, &bytes).await.is_err();
                        self.files.update_value(|f| {
                            f.insert(name.to_lowercase(), read.content);
                        });
                    }
                    Err(why) => lines.push(words::refused(&name, &why, lang)),
                }
            }
            if unstored {
                lines.push(words::UNSTORED.get(lang).to_string());
            }
            self.rebuild().await;
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
