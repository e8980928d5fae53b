//! The browser front end. The pure parts (key entry, AI request bookkeeping, the help's
//! diagrams, the saved picture's SVG, which changes of the game make a sound, the panels'
//! tabs) compile natively so they are unit-tested with `cargo test`; the Leptos components
//! exist only on wasm32. The rules of play live in `crate::session`.

pub mod ai;
pub mod dialogs;
pub mod keys;
pub mod panel;
pub mod picture;
pub mod sound;
pub mod svg_number;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod actions;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod address;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod ai_notice;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod analysis;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod analysis_panel;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod app;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod board;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod chunks;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod clipboard;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod clock;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod computer;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod database;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod drill;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod eval_graph;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod fetch;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod files;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod friend;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod hotkeys;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod indexed_db;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod language;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod library;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod lineup;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod menu;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod move_list;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod page_parts;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod panels;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod persistence;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod puzzles;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod pwa;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod record;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod review_choice;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod scores;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod state;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod status;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod stepper;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod stopwatch;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod storage_notice;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod theme;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod update_banner;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod viewport;
