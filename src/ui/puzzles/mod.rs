//! The Puzzles view: "find the best move" on the usual board, from the menu or a
//! `#puzzle=N` link. Opening it puts the game in progress aside ([`AppState::away`](crate::ui::state::AppState::away)): the
//! game stays in the session, saved as it was, and comes back untouched on leaving. The rules
//! of one puzzle are [`crate::session::puzzle`]'s; this module holds the view's signals, loads
//! the file ([`fetch`]) the first time the view opens, keeps the progress in storage, and
//! lets perfect play answer ([`perfect`]).

mod button;
mod fetch;
mod line;
mod navigate;
mod perfect;
mod signals;
mod view;

pub use button::PuzzlesButton;
pub use navigate::{keep_progress, leave, open, open_later, provide};
pub use signals::{File, Puzzles};
pub use view::PuzzleView;
