//! Reversi for the web: a pure engine plus (on wasm32) the browser front end.

pub mod engine;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
