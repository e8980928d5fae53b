//! The game database in the app: WTHOR files the player loads, kept in IndexedDB ([`store`])
//! and read into a [`crate::engine::database::Database`] a part at a time ([`loaded`]), and
//! the opening explorer beside the board ([`panel`]), which shows for the position on the
//! board the moves played next in those games or in the player's own finished games. The
//! reader, the index and the figures are [`crate::engine::database`]'s; this module is the
//! browser's side. The panel comes in a chunk of its own the first time it is opened.

pub mod button;
mod explorer;
mod import;
mod loaded;
pub mod panel;
mod store;

pub use button::ExplorerButton;

use leptos::prelude::*;

/// Whether the explorer is shown, shared by the menu's button and the panel through context.
#[derive(Clone, Copy)]
pub struct ExplorerShown {
    /// Shown now.
    pub shown: RwSignal<bool>,
    /// Opened at least once: its chunk is asked for, and it stays built (hidden when closed),
    /// with its database in memory.
    pub asked: RwSignal<bool>,
}

impl ExplorerShown {
    /// The flags, provided by the app.
    pub fn get() -> ExplorerShown {
        expect_context::<ExplorerShown>()
    }

    /// Shows the explorer, loading it the first time.
    pub fn open(self) {
        self.asked.set(true);
        self.shown.set(true);
    }
}

/// Provides the flags: the explorer closed and not yet loaded.
pub fn provide() {
    provide_context(ExplorerShown {
        shown: RwSignal::new(false),
        asked: RwSignal::new(false),
    });
}
