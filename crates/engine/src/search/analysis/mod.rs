//! Analysis for teaching: the value of every legal move (hints), the review of a game move by
//! move, and position values for the evaluation graph.
//!
//! Every score is a final disc difference in whole discs, each type saying from whose point
//! of view; midgame estimates are rounded as every search result is (half away from zero), so
//! a loss is always the difference of the two values shown.

pub mod book_values;
pub mod hints;
pub mod results;
pub mod review;
pub mod values;

pub use results::{
    follows, for_black, Class, Evaluation, GameReview, HintLimits, Hints, IllegalMove, MoveReview,
    MoveValue, PlayerSummary, ReviewSettings, BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS,
};
