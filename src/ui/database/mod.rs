//! The game database in the app: WTHOR files the player loads, kept in IndexedDB ([`store`])
//! and read into a [`crate::engine::database::Database`] a part at a time ([`loaded`]), and
//! the opening explorer beside the board ([`panel`]), which shows for the position on the
//! board the moves played next in those games, in the player's own finished games or in the
//! opening book, and searches the games ([`search`]), each opened on the board to replay. The
//! reader, the index and the figures are [`crate::engine::database`]'s; this module is the
//! browser's side. The panel comes in a chunk of its own the first time it is opened.

pub mod button;
mod explorer;
mod import;
mod loaded;
pub mod panel;
mod reader;
mod search;
mod shown;
mod store;

pub use button::ExplorerButton;
pub use shown::{provide, ExplorerShown};
