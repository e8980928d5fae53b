//! Reversi for the web: a pure engine plus (on wasm32) the browser front end.
#![warn(missing_docs)]

/// The engine, its own crate: nothing in it reaches the browser.
pub use reversi_engine as engine;
/// The rules of play, settings, actions and words, a crate of their own over the engine.
pub use reversi_rules::{actions, i18n, session, settings};
pub mod protocol;
#[cfg(target_arch = "wasm32")]
pub mod storage;
pub mod ui;
