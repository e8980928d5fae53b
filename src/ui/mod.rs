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

// The page itself: built only into the app's wasm, not natively nor into the AI worker.
cfg_if::cfg_if! {
    if #[cfg(all(target_arch = "wasm32", feature = "app"))] {
        pub mod actions;
        pub mod address;
        pub mod ai_notice;
        pub mod analysis;
        pub mod analysis_panel;
        pub mod app;
        pub mod board;
        pub mod chunks;
        pub mod clipboard;
        pub mod clock;
        pub mod computer;
        pub mod database;
        pub mod drill;
        pub mod eval_graph;
        pub mod fetch;
        pub mod files;
        pub mod friend;
        pub mod hotkeys;
        pub mod indexed_db;
        pub mod language;
        pub mod library;
        pub mod lineup;
        pub mod menu;
        pub mod move_list;
        pub mod page_parts;
        pub mod panels;
        pub mod persistence;
        pub mod puzzles;
        pub mod pwa;
        pub mod record;
        pub mod review_choice;
        pub mod scores;
        pub mod state;
        pub mod status;
        pub mod stepper;
        pub mod stopwatch;
        pub mod storage_notice;
        pub mod theme;
        pub mod update_banner;
        pub mod viewport;
    }
}
