//! The pure Reversi engine. Nothing here touches the browser, so it compiles and tests
//! natively.
//!
//! - The game: value types ([`Square`], [`Move`], [`Color`], [`Board`] on [`Bitboard`]s),
//!   the rules (`movegen`, `masks`, `lines`, `symmetry`), a [`Game`] with its history and
//!   result, and `perft` to check the move generator.
//! - Its text: `notation` (squares, moves, boards), `record` (transcripts, links, GGF, set-up
//!   positions), `openings` (the named openings).
//! - The computer player: `eval` (the pattern evaluation and its weights), `search` (every
//!   search operation, over one backend: serial, threads or Web Workers), `book` (the
//!   opening book's format and the installed book), `puzzles` (the exact puzzle set).
//! - Randomness that is the same everywhere: `rng`, `random_play`.
//! - The games of others: `database` (WTHOR files, the opening explorer and search over them).
#![warn(missing_docs)]

pub mod bitboard;
pub mod board;
pub mod book;
pub mod clock;
pub mod color;
pub mod database;
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
