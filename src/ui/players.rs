//! Who plays each side: a person at this screen or the computer.

use crate::engine::Color;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

/// The kind of player behind one side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    /// A person clicking or typing moves.
    #[default]
    Human,
    /// The AI in the worker.
    Computer,
}

impl PlayerKind {
    /// Both kinds, in the order a menu lists them.
    pub const ALL: [PlayerKind; 2] = [PlayerKind::Human, PlayerKind::Computer];

    /// The lowercase name, used as a form value.
    pub const fn name(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Computer => "computer",
        }
    }

    /// The capitalised name, for labels.
    pub const fn title(self) -> &'static str {
        match self {
            PlayerKind::Human => "Human",
            PlayerKind::Computer => "Computer",
        }
    }
}

impl FromStr for PlayerKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PlayerKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| format!("unknown player kind {s:?}"))
    }
}

/// The players of both sides; by default two people share the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players {
    /// Who plays Black.
    pub black: PlayerKind,
    /// Who plays White.
    pub white: PlayerKind,
}

impl Players {
    /// Who plays `color`.
    pub const fn kind(&self, color: Color) -> PlayerKind {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The same players with `color` played by `kind`.
    pub const fn with(self, color: Color, kind: PlayerKind) -> Players {
        match color {
            Color::Black => Players {
                black: kind,
                ..self
            },
            Color::White => Players {
                white: kind,
                ..self
            },
        }
    }

    /// Whether the computer plays `color`.
    pub fn is_computer(&self, color: Color) -> bool {
        self.kind(color) == PlayerKind::Computer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_names() {
        for kind in PlayerKind::ALL {
            assert_eq!(kind.name().parse::<PlayerKind>(), Ok(kind));
        }
        assert!("robot".parse::<PlayerKind>().is_err());
    }

    #[test]
    fn with_changes_only_the_given_side() {
        let p = Players::default().with(Color::White, PlayerKind::Computer);
        assert!(p.is_computer(Color::White));
        assert!(!p.is_computer(Color::Black));
        let p = p.with(Color::Black, PlayerKind::Computer);
        assert!(p.is_computer(Color::Black) && p.is_computer(Color::White));
    }
}
