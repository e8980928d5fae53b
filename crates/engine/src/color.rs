//! The two sides.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A side: Black or White.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// Black, who moves first by default.
    Black,
    /// White.
    White,
}

impl Color {
    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The lowercase English name, as used in the UI and in data attributes.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The colour [`Color::name`] names.
    pub fn from_name(name: &str) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|c| c.name() == name)
    }

    /// The capitalised English name, for sentences.
    pub const fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}
