//! The browser front end. The pure parts (texts, key entry, the session rules) compile natively so
//! they are unit-tested with `cargo test`; the Leptos components exist only on wasm32.

pub mod dialogs;
pub mod keys;
pub mod session;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ai_client;
#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod computer;
#[cfg(target_arch = "wasm32")]
pub mod draw_prompt;
#[cfg(target_arch = "wasm32")]
pub mod hotkeys;
#[cfg(target_arch = "wasm32")]
pub mod lineup;
#[cfg(target_arch = "wasm32")]
pub mod menu;
#[cfg(target_arch = "wasm32")]
pub mod persistence;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
#[cfg(target_arch = "wasm32")]
pub mod scores;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod update_banner;
