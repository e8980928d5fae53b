//! The Puzzles view's signals, shared through context: the file, the puzzle on the board,
//! the stored progress, the band and the view's own notice.

use crate::engine::puzzles::{Band, Puzzle};
use crate::session::puzzle::PuzzleRun;
use crate::settings::puzzle_progress::PuzzleProgress;
use leptos::prelude::*;
use std::sync::Arc;

/// Where the puzzle file stands.
#[derive(Clone, Debug, PartialEq)]
pub enum File {
    /// Not asked for yet: the view has not been opened.
    NotLoaded,
    /// Being fetched.
    Loading,
    /// Read and checked.
    Ready(Arc<Vec<Puzzle>>),
    /// Missing or damaged: the view says so, and the game plays on.
    Missing,
}

/// The view's signals, shared through context; cheap to copy.
#[derive(Clone, Copy)]
pub struct Puzzles {
    /// The puzzle file.
    pub file: RwSignal<File>,
    /// The puzzle on the board, once the file is read.
    pub run: RwSignal<Option<PuzzleRun>>,
    /// Which puzzles are solved or failed, as stored.
    pub progress: RwSignal<PuzzleProgress>,
    /// The band Next and Previous keep to (any when `None`).
    pub band: RwSignal<Option<Band>>,
    /// A line about the view itself (a link to no such puzzle, unreadable stored progress).
    pub notice: RwSignal<Option<String>>,
    /// Whether perfect play is thinking.
    pub thinking: RwSignal<bool>,
    /// The number asked for (by a link) before the file was read; `None` asks for the
    /// puzzle on the board, else the puzzle of the day.
    pub(super) asked: RwSignal<Option<usize>>,
}

impl Puzzles {
    /// The view's signals, provided by the app.
    pub fn get() -> Puzzles {
        expect_context::<Puzzles>()
    }
}
