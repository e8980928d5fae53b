//! How the board looks: its style, and the shapes that mark legal moves, the last move and
//! hints.

use super::schema::{clip, QUOTE};
use std::str::FromStr;

/// The board's style.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Green felt, in the colours chosen in Options.
    Classic,
    /// A light wooden board with dark lines.
    Wood,
    /// Strong contrasts for low vision: dark board, white lines, outlined discs.
    Contrast,
}

impl Theme {
    /// Every style, in menu order.
    pub const ALL: [Theme; 3] = [Theme::Classic, Theme::Wood, Theme::Contrast];

    /// The lowercase name used in storage, form values and the page's `data-theme`.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Wood => "wood",
            Theme::Contrast => "contrast",
        }
    }
}

impl FromStr for Theme {
    type Err = String;

    fn from_str(text: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| format!("\"{}\" is not classic, wood or contrast", clip(text, QUOTE)))
    }
}

/// The marks drawn on squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Markers {
    /// Dots told apart by colour: legal moves, the last move; a ring round the best hint.
    Dots,
    /// Shapes that need no colour vision: a ring for a legal move, a square for the last
    /// move, a diamond round the best hint.
    Shapes,
}

impl Markers {
    /// Both sets, in menu order.
    pub const ALL: [Markers; 2] = [Markers::Dots, Markers::Shapes];

    /// The lowercase name used in storage and form values.
    pub const fn name(self) -> &'static str {
        match self {
            Markers::Dots => "dots",
            Markers::Shapes => "shapes",
        }
    }
}

impl FromStr for Markers {
    type Err = String;

    fn from_str(text: &str) -> Result<Markers, String> {
        Markers::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| format!("\"{}\" is not dots or shapes", clip(text, QUOTE)))
    }
}
