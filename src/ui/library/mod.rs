//! The library of finished games in the browser's IndexedDB (localStorage keeps only the
//! options and the game in progress): each game is added when its result is counted and
//! withdrawn if that result is taken back ([`keep`]), and the Library view
//! ([`crate::ui::dialogs::library_dialog`]) lists, filters, opens, shares, deletes, exports
//! and imports them. The records and their rules are [`crate::settings::library`]'s; this
//! module is the browser's side.

mod button;
pub mod db;
mod keep;
pub mod row;

pub use button::LibraryButton;
pub use keep::{follow, keep, Changes};
