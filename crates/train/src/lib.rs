//! Training and measuring the engine (native only): self-play data with exact endgames, a
//! least-squares fit of the pattern tables, and the match harness that plays levels against
//! each other.
#![warn(missing_docs)]

/// The engine, re-exported so that paths read the same here as in the other crates.
pub use reversi_engine as engine;
pub mod book_builder;
pub mod children;
pub mod export;
pub mod fit;
pub mod greedy;
pub mod label;
pub mod ladder;
pub mod openings;
pub mod probcut_fit;
pub mod puzzles;
pub mod samples;
pub mod selfplay;
