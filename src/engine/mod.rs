//! The pure Reversi engine: value types, rules, game record and its text forms, opening
//! names, notation and perft.
//!
//! Nothing here touches the browser, so it compiles and tests natively.

pub mod bitboard;
pub mod board;
pub mod book;
pub mod color;
pub mod eval;
pub mod game;
pub mod lines;
pub mod masks;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod openings;
pub mod perft;
pub mod puzzles;
pub mod random_play;
pub mod record;
pub mod rng;
pub mod search;
pub mod square;
pub mod symmetry;

pub use bitboard::Bitboard;
pub use board::Board;
pub use color::Color;
pub use game::{Ending, Game, GameError, Outcome, Status};
pub use moves::Move;
pub use square::Square;
