//! The app's dialogs, all on one accessible modal shell: Options, Statistics, Help and About;
//! the questions (confirm an action, answer a draw offer); the game record's (open a game,
//! set up a position, save a picture, copy by hand); the opening drill's chooser; the library of
//! games; and the layer
//! that shows whichever is open.
//!
//! The help diagrams are plain data, tested natively; the components exist only on wasm32.

pub mod diagrams;

// The page itself: built only into the app's wasm, not natively nor into the AI worker.
cfg_if::cfg_if! {
    if #[cfg(all(target_arch = "wasm32", feature = "app"))] {
        pub mod about_dialog;
        pub mod confirm_dialog;
        pub mod copy_dialog;
        pub mod dialog;
        pub mod dialog_layer;
        pub mod draw_prompt;
        pub mod drill_dialog;
        pub mod form;
        pub mod friend_dialog;
        pub mod help_dialog;
        pub mod library_dialog;
        pub mod mini_board;
        pub mod open_dialog;
        pub mod opening_list;
        pub mod options_dialog;
        pub mod picture_dialog;
        pub mod rating_chart;
        pub mod rating_section;
        pub mod setup_dialog;
        pub mod statistics_dialog;
        pub mod your_level;

        pub use about_dialog::AboutDialog;
        pub use dialog::Dialog;
        pub use dialog_layer::DialogLayer;
        pub use help_dialog::HelpDialog;
        pub use mini_board::MiniBoard;
        pub use options_dialog::OptionsDialog;
        pub use statistics_dialog::StatisticsDialog;
    }
}
