//! Training the pattern evaluation (native only): self-play data with exact endgames, and a
//! least-squares fit of the pattern tables.

pub mod fit;
pub mod samples;
pub mod selfplay;
