//! The WTHOR files the player loaded, kept as they came in the browser's IndexedDB (through
//! the `idb` crate, as the library's games are): one object store of files, each the file's
//! bytes under its lower-cased name, so that loading a file again replaces it. The page reads
//! them back at each visit and builds the database in memory from them.

use crate::ui::indexed_db::commit;
use idb::{Database, Error, TransactionMode};
use js_sys::Uint8Array;
use wasm_bindgen::{JsCast, JsValue};

/// The database's name.
const NAME: &str = "reversi-wthor";
/// Its schema version: one store of files' bytes by name.
const VERSION: u32 = 1;
/// The store of files.
const FILES: &str = "files";

/// A stored file: its name (lower case) and its bytes.
pub struct StoredFile {
    /// The key: the file's name in lower case.
    pub name: String,
    /// The bytes as loaded.
    pub bytes: Vec<u8>,
}

/// Opens the database, creating its store on the first visit.
async fn open() -> Result<Database, Error> {
    crate::ui::indexed_db::open(NAME, VERSION, FILES).await
}

/// Every stored file, by name (keys and values come in the same key order).
pub async fn all() -> Result<Vec<StoredFile>, Error> {
    let database = open().await?;
    let transaction = database.transaction(&[FILES], TransactionMode::ReadOnly)?;
    let store = transaction.object_store(FILES)?;
    let keys = store.get_all_keys(None, None)?.await?;
    let values = store.get_all(None, None)?.await?;
    database.close();
    Ok(keys
        .iter()
        .zip(values)
        .filter_map(|(key, value)| {
            let name = key.as_string()?;
            let bytes = value.dyn_into::<Uint8Array>().ok()?.to_vec();
            Some(StoredFile { name, bytes })
        })
        .collect())
}

/// Stores `bytes` as the file `name` (lower-cased), replacing one of that name.
pub async fn put(name: &str, bytes: &[u8]) -> Result<(), Error> {
    let database = open().await?;
    let transaction = database.transaction(&[FILES], TransactionMode::ReadWrite)?;
    transaction.object_store(FILES)?.put(
        &Uint8Array::from(bytes).into(),
        Some(&JsValue::from_str(&name.to_lowercase())),
    )?;
    commit(database, transaction).await
}

/// Deletes every stored file.
pub async fn clear() -> Result<(), Error> {
    let database = open().await?;
    let transaction = database.transaction(&[FILES], TransactionMode::ReadWrite)?;
    transaction.object_store(FILES)?.clear()?.await?;
    commit(database, transaction).await
}
