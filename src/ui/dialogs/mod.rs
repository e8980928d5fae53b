//! The app's dialogs, all on one accessible modal shell: Options, Statistics, Help and About;
//! the questions (confirm an action, answer a draw offer); the game record's (open a game,
//! set up a position, save a picture, copy by hand); the opening drill's chooser; the library of
//! games; and the layer
//! that shows whichever is open.
//!
//! The help diagrams are plain data, tested natively; the components exist only on wasm32.

pub mod diagrams;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod about_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod confirm_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod copy_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod dialog_layer;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod draw_prompt;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod drill_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod form;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod friend_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod help_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod library_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod mini_board;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod open_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod opening_list;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod options_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod picture_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod rating_chart;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod rating_section;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod setup_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod statistics_dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod your_level;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use about_dialog::AboutDialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use dialog::Dialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use dialog_layer::DialogLayer;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use help_dialog::HelpDialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use mini_board::MiniBoard;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use options_dialog::OptionsDialog;
#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use statistics_dialog::StatisticsDialog;
