//! A database of tournament games the player loads (the French federation's WTHOR files) and the
//! opening explorer and search over it.
//!
//! - `wthor`: the files' reader, which checks every game by our rules, and their writer.
//! - `replay`: a move list without passes replayed; `orient`: the symmetries on bitboards.
//! - `index`: which games reached a position; `explorer`: the figures for each next move;
//!   `search`: the games by player, tournament, years and position.
//! - `parts`: a file read a part at a time with its games' keys (the page's import worker).
//! - `archive`: the [`Database`] that keeps the games, the names and the index together.

pub mod archive;
pub mod explorer;
pub mod index;
pub mod orient;
pub mod parts;
pub mod replay;
pub mod search;
pub mod wthor;

pub use archive::Database;
pub use explorer::{Exploration, MoveRow, Tally};
pub use index::Reach;
pub use search::{Filter, Page};
pub use wthor::{
    read_games, read_games_from, read_players, read_tournaments, FileKind, GameRecord, WthorError,
};
