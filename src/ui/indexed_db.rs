//! What every IndexedDB database of the page does alike, through the `idb` crate: open one
//! with its single object store (created on the first visit), and commit a transaction.

use idb::{Database, DatabaseEvent, Error, Factory, ObjectStoreParams, Transaction};
use wasm_bindgen::JsValue;

/// Opens the database `name` at schema `version`, creating its one `store` on the first visit.
pub async fn open(name: &str, version: u32, store: &'static str) -> Result<Database, Error> {
    let mut request = Factory::new()?.open(name, Some(version))?;
    request.on_upgrade_needed(move |event| {
        if let Ok(database) = event.database() {
            if !database.store_names().iter().any(|n| n == store) {
                let _ = database.create_object_store(store, ObjectStoreParams::new());
            }
        }
    });
    request.await
}

/// Commits `transaction`'s work and closes `database`: an error unless it was committed.
pub async fn commit(database: Database, transaction: Transaction) -> Result<(), Error> {
    let done = transaction.commit()?.await?;
    database.close();
    if done.is_committed() {
        Ok(())
    } else {
        Err(Error::TransactionCommitError(JsValue::NULL))
    }
}
