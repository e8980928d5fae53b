//! Reversi for the web: a pure engine plus (on wasm32) the browser front end.
#![warn(missing_docs)]

pub mod actions;
/// The engine, its own crate: nothing in it reaches the browser.
pub use reversi_engine as engine;
pub mod i18n;
pub mod protocol;
pub mod session;
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod storage;
pub mod ui;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod train;
