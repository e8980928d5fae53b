//! A validated `#rrggbb` colour, the only form an `<input type="color">` produces.

use super::schema::{clip, QUOTE};
use std::fmt;
use std::str::FromStr;

/// A colour written as `#rrggbb` (stored lowercase).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(u32);

impl Rgb {
    /// A colour from its 24-bit value `0xrrggbb`; higher bits are dropped.
    pub const fn new(value: u32) -> Rgb {
        Rgb(value & 0x00ff_ffff)
    }

    /// The 24-bit value `0xrrggbb`.
    pub const fn value(self) -> u32 {
        self.0
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:06x}", self.0)
    }
}

/// Why a string is not a `#rrggbb` colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRgb(pub String);

impl fmt::Display for BadRgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = clip(&self.0, QUOTE);
        write!(f, "\"{shown}\" is not a colour like #1e7b3c")
    }
}

impl std::error::Error for BadRgb {}

impl FromStr for Rgb {
    type Err = BadRgb;

    fn from_str(text: &str) -> Result<Rgb, BadRgb> {
        let bad = || BadRgb(text.to_string());
        let hex = text.strip_prefix('#').ok_or_else(bad)?;
        if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        u32::from_str_radix(hex, 16).map(Rgb).map_err(|_| bad())
    }
}
