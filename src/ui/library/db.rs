//! The library's IndexedDB database, through the `idb` crate: one object store of games, each
//! the record's JSON under its key (the start and moves, so a game is stored once).
//!
//! Nothing here deletes what it cannot read: a corrupt record is skipped when the games are
//! listed and stays stored, so a later release may still read it.

use crate::settings::library::LibraryGame;
use crate::ui::indexed_db::commit;
use idb::{Database, Error, TransactionMode};
use std::collections::HashSet;
use wasm_bindgen::JsValue;

/// The database's name.
const NAME: &str = "reversi-library";
/// Its schema version: one store of games.
const VERSION: u32 = 1;
/// The store of games.
const GAMES: &str = "games";

/// Opens the database, creating its store on the first visit.
async fn open() -> Result<Database, Error> {
    crate::ui::indexed_db::open(NAME, VERSION, GAMES).await
}

/// Every game stored that reads, in no order.
pub async fn all() -> Result<Vec<LibraryGame>, Error> {
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadOnly)?;
    let values = transaction
        .object_store(GAMES)?
        .get_all(None, None)?
        .await?;
    database.close();
    Ok(values
        .iter()
        .filter_map(JsValue::as_string)
        .filter_map(|text| LibraryGame::from_json(&text).ok())
        .collect())
}

/// Adds the games not stored yet (the same start and moves are one game); returns how many
/// were added.
pub async fn add(games: &[LibraryGame]) -> Result<usize, Error> {
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    let store = transaction.object_store(GAMES)?;
    let stored: HashSet<String> = store
        .get_all_keys(None, None)?
        .await?
        .iter()
        .filter_map(JsValue::as_string)
        .collect();
    let mut added = HashSet::new();
    for game in games {
        let key = game.key();
        if stored.contains(&key) || !added.insert(key.clone()) {
            continue;
        }
        // Not awaited one by one: the transaction commits them all, or none.
        store.put(
            &JsValue::from_str(&game.to_json()),
            Some(&JsValue::from_str(&key)),
        )?;
    }
    commit(database, transaction).await?;
    Ok(added.len())
}

/// Deletes the game stored under `key`, if any.
pub async fn delete(key: &str) -> Result<(), Error> {
    let database = open().await?;
    let transaction = database.transaction(&[GAMES], TransactionMode::ReadWrite)?;
    transaction
        .object_store(GAMES)?
        .delete(JsValue::from_str(key))?
        .await?;
    commit(database, transaction).await
}
