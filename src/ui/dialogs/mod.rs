//! The app's dialogs, all on one accessible modal shell: Options, Statistics, Help and About;
//! the questions (confirm an action, answer a draw offer); the game record's (open a game,
//! set up a position, save a picture, copy by hand); the opening drill's chooser; and the layer
//! that shows whichever is open.
//!
//! The help diagrams are plain data, tested natively; the components exist only on wasm32.

pub mod diagrams;

#[cfg(target_arch = "wasm32")]
pub mod about_dialog;
#[cfg(target_arch = "wasm32")]
pub mod confirm_dialog;
#[cfg(target_arch = "wasm32")]
pub mod copy_dialog;
#[cfg(target_arch = "wasm32")]
pub mod dialog;
#[cfg(target_arch = "wasm32")]
pub mod dialog_layer;
#[cfg(target_arch = "wasm32")]
pub mod draw_prompt;
#[cfg(target_arch = "wasm32")]
pub mod drill_dialog;
#[cfg(target_arch = "wasm32")]
pub mod form;
#[cfg(target_arch = "wasm32")]
pub mod help_dialog;
#[cfg(target_arch = "wasm32")]
pub mod mini_board;
#[cfg(target_arch = "wasm32")]
pub mod open_dialog;
#[cfg(target_arch = "wasm32")]
pub mod options_dialog;
#[cfg(target_arch = "wasm32")]
pub mod picture_dialog;
#[cfg(target_arch = "wasm32")]
pub mod setup_dialog;
#[cfg(target_arch = "wasm32")]
pub mod statistics_dialog;

#[cfg(target_arch = "wasm32")]
pub use about_dialog::AboutDialog;
#[cfg(target_arch = "wasm32")]
pub use dialog::Dialog;
#[cfg(target_arch = "wasm32")]
pub use dialog_layer::DialogLayer;
#[cfg(target_arch = "wasm32")]
pub use help_dialog::HelpDialog;
#[cfg(target_arch = "wasm32")]
pub use mini_board::MiniBoard;
#[cfg(target_arch = "wasm32")]
pub use options_dialog::OptionsDialog;
#[cfg(target_arch = "wasm32")]
pub use statistics_dialog::StatisticsDialog;
