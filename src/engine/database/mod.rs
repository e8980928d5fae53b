//! A database of tournament games the player loads (the French federation's WTHOR files).
//!
//! - `wthor`: the files' reader, which checks every game by our rules, and their writer.
//! - `replay`: a move list without passes replayed.

pub mod replay;
pub mod wthor;

pub use wthor::{read_games, read_players, read_tournaments, FileKind, GameRecord, WthorError};
