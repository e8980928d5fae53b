//! Draw offers: who may offer, who answers, and what each answer does to the game.
//!
//! The player to move offers. Another person answers yes or no; the computer answers with
//! its own evaluation and accepts only when it is not ahead. A declined offer changes
//! nothing, so the offering player still has to move.

use super::options::{Player, Players};
use crate::engine::search::{accepts_draw, Level, Searcher};
use crate::engine::{Color, Game, GameError};
use std::fmt;

/// Why a draw cannot be offered now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferError {
    /// The game has already ended.
    GameOver,
    /// The computer is to move, so no person can offer.
    ComputerToMove,
}

impl fmt::Display for OfferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OfferError::GameOver => "The game is over, so there is no draw to offer.",
            OfferError::ComputerToMove => "A draw can be offered only on a person's own turn.",
        })
    }
}

impl std::error::Error for OfferError {}

/// A draw offered by the player to move, waiting for the other side's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    by: Color,
    answerer: Player,
}

/// What an answered offer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The game ended as an agreed draw.
    Accepted,
    /// Play goes on with the offering side still to move.
    Declined,
}

impl DrawOffer {
    /// The player to move offers a draw; it must be a person and the game must be on.
    pub fn new(game: &Game, players: &Players) -> Result<DrawOffer, OfferError> {
        if game.is_over() {
            return Err(OfferError::GameOver);
        }
        let by = game.board().side_to_move();
        if players.is_computer(by) {
            return Err(OfferError::ComputerToMove);
        }
        Ok(DrawOffer {
            by,
            answerer: players.player(by.opponent()),
        })
    }

    /// The side that offered.
    pub fn by(&self) -> Color {
        self.by
    }

    /// The side that answers.
    pub fn to(&self) -> Color {
        self.by.opponent()
    }

    /// Who answers: a person asked in the UI, or the computer via [`DrawOffer::computer_accepts`].
    pub fn answerer(&self) -> Player {
        self.answerer
    }

    /// The computer's answer, from its own evaluation of the position at `level`.
    pub fn computer_accepts(&self, searcher: &mut Searcher, game: &Game, level: Level) -> bool {
        accepts_draw(searcher, &game.board(), self.to(), level)
    }

    /// Applies the answer: an accepted offer ends the game as a draw; a declined one leaves
    /// the game untouched with the offering side to move.
    pub fn resolve(self, game: &mut Game, accepted: bool) -> Result<Answer, GameError> {
        if !accepted {
            return Ok(Answer::Declined);
        }
        game.agree_draw()?;
        Ok(Answer::Accepted)
    }
}
