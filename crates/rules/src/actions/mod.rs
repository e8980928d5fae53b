//! What a player can ask for from the toolbar, the menus and the keyboard, in one place: the
//! list of actions, their keys ([`keys`]) and their words ([`words`]).
//!
//! An action is either a move of the game's, which the session checks and runs
//! ([`Play`]), or a command of the page's, which opens a dialog or changes a view
//! ([`Command`]); [`Action::target`] says which, so neither side carries arms for the other's.

mod action;
pub mod keys;
pub mod words;

pub use action::{Action, Command, Play, Target};
pub use keys::{action_for, Key, Modifiers, Shortcut, SHORTCUTS};
