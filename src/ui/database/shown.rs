//! Whether the explorer is shown: the one thing the menu's button (in the main module) and
//! the panel (in its chunk) share, through context.

use leptos::prelude::*;

/// Whether the explorer is shown, and whether it was ever opened.
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
