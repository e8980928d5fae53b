//! The app's dialogs: Options, Statistics, Help and About, on one accessible modal shell.
//!
//! The help diagrams are plain data, tested natively; the components exist only on wasm32.

pub mod diagrams;

#[cfg(target_arch = "wasm32")]
pub mod about_dialog;
#[cfg(target_arch = "wasm32")]
pub mod dialog;
#[cfg(target_arch = "wasm32")]
pub mod help_dialog;
#[cfg(target_arch = "wasm32")]
pub mod mini_board;
#[cfg(target_arch = "wasm32")]
pub mod options_dialog;
#[cfg(target_arch = "wasm32")]
pub mod statistics_dialog;

#[cfg(target_arch = "wasm32")]
pub use about_dialog::AboutDialog;
#[cfg(target_arch = "wasm32")]
pub use dialog::Dialog;
#[cfg(target_arch = "wasm32")]
pub use help_dialog::HelpDialog;
#[cfg(target_arch = "wasm32")]
pub use mini_board::MiniBoard;
#[cfg(target_arch = "wasm32")]
pub use options_dialog::OptionsDialog;
#[cfg(target_arch = "wasm32")]
pub use statistics_dialog::StatisticsDialog;
