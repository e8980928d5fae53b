//! Draw offers: who may offer, who answers, and which answers still apply.
//!
//! The person to move offers. Another person answers yes or no; the computer answers from
//! its own search in the worker (see `engine::search::accepts_draw`). An answer applies
//! only to the position it was asked about: once the game has moved on it is stale.

use crate::engine::{Color, Game};
use crate::settings::Player;

/// A draw offered by the person to move, waiting for the other side's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    by: Color,
    answerer: Player,
    /// The game as it stood when the offer was made.
    asked_in: Game,
}

impl DrawOffer {
    /// An offer by `by` in `game`, to be answered by `answerer`.
    pub(super) fn new(game: &Game, by: Color, answerer: Player) -> DrawOffer {
        DrawOffer {
            by,
            answerer,
            asked_in: game.clone(),
        }
    }

    /// The side that offered.
    pub fn by(&self) -> Color {
        self.by
    }

    /// The side that answers.
    pub fn to(&self) -> Color {
        self.by.opponent()
    }

    /// Who answers: a person asked in the UI, or the computer.
    pub fn answerer(&self) -> Player {
        self.answerer
    }

    /// The game the offer was made in (what the computer judges).
    pub fn game(&self) -> &Game {
        &self.asked_in
    }

    /// Whether an answer still applies to `game`.
    pub fn is_current(&self, game: &Game) -> bool {
        self.asked_in == *game
    }
}
