//! The player's settings and records, and the pure rules behind them: options, statistics,
//! the rating and the saved game.
//!
//! Everything here is plain Rust with versioned JSON schemas, so it is tested natively;
//! the browser's localStorage is reached only through `crate::storage`.

pub mod appearance;
pub mod friends;
pub mod library;
pub mod options;
pub mod puzzle_progress;
pub mod rating;
pub mod rgb;
pub mod saved_drill;
pub mod saved_game;
pub mod schema;
pub mod stats;
pub mod words;

pub use appearance::{Markers, Theme};
pub use options::{ClockChoice, Options, Player, Players, Start, StoredOptions};
pub use rgb::Rgb;
pub use saved_game::{SavedGame, SavedSession};
pub use schema::{load, Loaded, Persisted, SchemaError};
pub use stats::Statistics;
