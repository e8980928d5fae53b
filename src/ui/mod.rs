//! The browser front end. The pure parts (key entry, AI request bookkeeping, the help's
//! diagrams, the saved picture's SVG) compile natively so they are unit-tested with
//! `cargo test`; the Leptos components exist only on wasm32. The rules of play live in `crate::session`.

pub mod ai;
pub mod dialogs;
pub mod keys;
pub mod picture;

#[cfg(target_arch = "wasm32")]
pub mod actions;
#[cfg(target_arch = "wasm32")]
pub mod ai_notice;
#[cfg(target_arch = "wasm32")]
pub mod analysis;
#[cfg(target_arch = "wasm32")]
pub mod analysis_panel;
#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod clipboard;
#[cfg(target_arch = "wasm32")]
pub mod computer;
#[cfg(target_arch = "wasm32")]
pub mod eval_graph;
#[cfg(target_arch = "wasm32")]
pub mod files;
#[cfg(target_arch = "wasm32")]
pub mod hotkeys;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
pub mod lineup;
#[cfg(target_arch = "wasm32")]
pub mod menu;
#[cfg(target_arch = "wasm32")]
pub mod move_list;
#[cfg(target_arch = "wasm32")]
pub mod persistence;
#[cfg(target_arch = "wasm32")]
pub mod pwa;
#[cfg(target_arch = "wasm32")]
pub mod record;
#[cfg(target_arch = "wasm32")]
pub mod scores;
#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
pub mod status;
#[cfg(target_arch = "wasm32")]
pub mod storage_notice;
#[cfg(target_arch = "wasm32")]
pub mod theme;
#[cfg(target_arch = "wasm32")]
pub mod update_banner;
