//! The browser front end. The pure parts (texts, key entry, players) compile natively so
//! they are unit-tested with `cargo test`; the Leptos components exist only on wasm32.

pub mod dialogs;
pub mod keys;
pub mod players;
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
pub mod level_select;
#[cfg(target_arch = "wasm32")]
pub mod player_select;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
#[cfg(target_arch = "wasm32")]
pub mod scores;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod toolbar;
#[cfg(target_arch = "wasm32")]
pub mod update_banner;
