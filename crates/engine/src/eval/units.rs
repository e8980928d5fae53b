//! The evaluation's units: how its integers relate to discs.

/// Evaluation units per disc.
pub const SCALE: i32 = 100;

/// The largest magnitude the evaluation returns: below any decided game result of 64 discs.
pub const MAX_EVAL: i32 = 63 * SCALE;
