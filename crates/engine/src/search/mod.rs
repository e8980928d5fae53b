//! The computer player: the midgame search, the exact endgame solver, the levels, and the
//! analysis that teaches (hints, review, evaluation).
//!
//! Each operation is written once, as an async function over a [`Backend`]: [`choose`] a
//! level's move, [`search`] with explicit [`SearchOptions`], [`accepts_draw`], and in
//! [`analysis`] the hints, the review and the evaluation. A backend searches the root's moves
//! on this thread, on native threads or on the browser's Web Workers ([`backend`],
//! [`parallel`]); below the root, the serial search is `midgame` and `endgame` on a
//! [`context::Context`]. Native callers hold a [`Searcher`], which runs the same operations on
//! the local backend and waits for them.

pub mod analysis;
pub mod backend;
pub mod book_play;
pub mod busy;
pub mod clock_budget;
pub mod context;
pub mod endgame;
pub mod judge;
pub mod level;
pub mod line;
pub mod midgame;
pub mod movelist;
pub mod ordering;
pub mod parallel;
mod paths;
mod player;
pub mod probcut;
pub mod ready;
pub mod result;
pub mod root;
mod searcher;
pub mod tt;
pub mod value;
pub mod window;

pub use backend::{Backend, Local};
pub use context::TABLE_BITS;
pub use level::{Budget, Level};
pub use player::{accepts_draw, choose, search, DRAW_OPENING_DEFICIT, DRAW_OPENING_EMPTIES};
pub use result::{Progress, SearchOptions, SearchResult};
pub use searcher::Searcher;
