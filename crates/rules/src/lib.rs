//! The rules of play, the settings and the words that the page and the command line share:
//! pure Rust over the engine, which Cargo keeps free of any web crate.
#![warn(missing_docs)]

pub mod actions;
/// The engine, re-exported so that paths read the same here as in the app's crate.
pub use reversi_engine as engine;
pub mod i18n;
pub mod session;
pub mod settings;
