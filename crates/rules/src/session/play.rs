//! The game's actions: whether each may run now ([`Session::check`]), the question to ask
//! before one that ends a game ([`Session::confirmation`]), and running it
//! ([`Session::run`]), which says what it did as a [`Done`] for the page to carry on with
//! and for [`super::text::done_line`] to word.

use super::draw::DrawOffer;
use super::friend::{self, FriendRefusal};
use super::{lone_computer, Confirm, Refusal, Session, Turn};
use crate::actions::{Action, Command, Play, Target};
use crate::settings::Statistics;

/// Which way a step through the history went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One move taken back.
    Back,
    /// One move replayed.
    Forward,
    /// Every move taken back.
    ToStart,
    /// Every move replayed.
    ToEnd,
}

/// What a game action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// A new game started; `balanced` when it begins with a balanced opening.
    NewGame {
        /// Whether a balanced opening was played into it.
        balanced: bool,
    },
    /// A side resigned (in a friend game, the resignation travels in the next link).
    Resigned,
    /// The game stepped through its history.
    Stepped(Step),
    /// The computer plays again.
    Resumed,
    /// The position of a move the review marks is shown.
    ShowingMistake,
    /// A draw offer for its answerer: a person in a dialog, or the computer.
    DrawOffer(DrawOffer),
    /// A friend game's draw offer, which travels in the next link.
    DrawOfferSent,
    /// The game is worth reviewing: the analysis starts the review.
    ReviewWanted,
}

impl Session {
    /// Whether `play` can run now, and if not, why.
    pub fn check(&self, play: Play) -> Result<(), Refusal> {
        let game = &self.saved.game;
        let ok_if = |ok: bool, why: Refusal| if ok { Ok(()) } else { Err(why) };
        let sent = self.with_friend_under_way();
        match play {
            Play::Undo | Play::UndoAll | Play::Redo | Play::RedoAll | Play::ResumePlay if sent => {
                Err(Refusal::SentToFriend)
            }
            Play::OfferDraw if self.friend.is_some() => {
                let mut probe = self.friend.clone();
                probe
                    .as_mut()
                    .map_or(Ok(()), friend::offer_draw)
                    .map_err(Refusal::Friend)
            }
            Play::Review if sent => Err(Refusal::Friend(FriendRefusal::NoHelp)),
            Play::Resign => ok_if(self.resigning_side().is_some(), Refusal::GameOver),
            Play::OfferDraw => self.offer_draw().map(|_| ()),
            Play::Undo | Play::UndoAll if self.lost_on_time() => Err(Refusal::LostOnTime),
            Play::Undo | Play::UndoAll => ok_if(game.can_undo(), Refusal::NothingToUndo),
            Play::Redo | Play::RedoAll => ok_if(game.can_redo(), Refusal::NothingToRedo),
            Play::ResumePlay => ok_if(matches!(self.turn(), Turn::Held(_)), Refusal::NotHeld),
            Play::Review => ok_if(
                game.moves().iter().any(|m| m.square().is_some()),
                Refusal::NothingToReview,
            ),
            Play::NextMistake => ok_if(self.mistake_after().is_some(), Refusal::NoMistakeAfter),
            Play::PreviousMistake => {
                ok_if(self.mistake_before().is_some(), Refusal::NoMistakeBefore)
            }
            Play::NewGame => Ok(()),
        }
    }

    /// Whether the page may carry out `command` now: hints are help, which a friend game
    /// under way refuses; the dialogs always open.
    pub fn allows(&self, command: Command) -> Result<(), Refusal> {
        match command {
            Command::ToggleHints if self.with_friend_under_way() => {
                Err(Refusal::Friend(FriendRefusal::NoHelp))
            }
            _ => Ok(()),
        }
    }

    /// Whether `action` can run now, whoever carries it out.
    pub fn enabled(&self, action: Action) -> bool {
        match action.target() {
            Target::Game(play) => self.check(play).is_ok(),
            Target::Page(command) => self.allows(command).is_ok(),
        }
    }

    /// The question to ask before `play`, when it would end the game in progress.
    pub fn confirmation(&self, play: Play) -> Option<Confirm> {
        match play {
            Play::Resign => self.resigning_side().map(|loser| Confirm::Resign {
                loser,
                against_computer: lone_computer(&self.playing()).is_some(),
            }),
            // A friend game stays in the list of friend games: leaving it loses nothing.
            Play::NewGame if self.in_progress() && self.friend.is_none() => {
                Some(Confirm::NewGame {
                    counts_as_loss: self.abandoning_person().is_some(),
                })
            }
            Play::Undo if self.is_over() => Some(Confirm::TakeBackEnd {
                counted: self.saved.counted.is_some(),
            }),
            _ => None,
        }
    }

    /// Runs `play` and says what it did. New game, Resign and Undo in a finished game run
    /// without asking: ask [`Session::confirmation`] first.
    pub fn run(&mut self, play: Play, stats: &mut Statistics) -> Result<Done, Refusal> {
        self.check(play)?;
        let done = match play {
            // A friend game's resignation is its own rule's, so that the link carries it.
            Play::Resign if self.friend.is_some() => {
                self.friend_act(friend::resign, stats)?;
                Done::Resigned
            }
            Play::OfferDraw if self.friend.is_some() => {
                self.friend_act(friend::offer_draw, stats)?;
                Done::DrawOfferSent
            }
            // The answerer decides: the page asks a person, or the computer's search.
            Play::OfferDraw => Done::DrawOffer(self.offer_draw()?),
            // The review is the analysis's, which reads the session but not the reverse.
            Play::Review => Done::ReviewWanted,
            Play::NewGame => {
                if let Some(person) = self.abandoning_person() {
                    // Starting over counts as giving up, so no loss can be dodged.
                    let _ = self.saved.game.resign_as(person);
                    self.settle(stats);
                }
                self.restart(self.players);
                Done::NewGame { balanced: false }
            }
            Play::Resign => {
                if let Some(loser) = self.resigning_side() {
                    let _ = self.saved.game.resign_as(loser);
                    // An ending made here counts, as a move played here would.
                    self.saved.imported = false;
                    self.settle(stats);
                }
                Done::Resigned
            }
            Play::Undo if self.is_over() => {
                // The one way back into a finished game: its end goes, the move before the
                // position shown is taken back, and the computer waits as after any undo.
                self.saved.ended = None;
                self.saved.game.undo();
                self.saved.paused = true;
                self.settle(stats);
                Done::Stepped(Step::Back)
            }
            Play::Undo => self.step_by(Step::Back, stats),
            Play::Redo => self.step_by(Step::Forward, stats),
            Play::UndoAll => self.step_by(Step::ToStart, stats),
            Play::RedoAll => self.step_by(Step::ToEnd, stats),
            Play::ResumePlay => {
                self.saved.paused = false;
                Done::Resumed
            }
            Play::NextMistake | Play::PreviousMistake => {
                let to = match play {
                    Play::NextMistake => self.mistake_after(),
                    _ => self.mistake_before(),
                };
                if let Some(ply) = to {
                    self.go_to(ply, stats)?;
                }
                Done::ShowingMistake
            }
        };
        Ok(done)
    }

    /// Steps through the history as undo and redo do.
    fn step_by(&mut self, step: Step, stats: &mut Statistics) -> Done {
        self.step(
            |game| match step {
                Step::Back => game.undo(),
                Step::Forward => game.redo(),
                Step::ToStart => game.undo_all(),
                Step::ToEnd => game.redo_all(),
            },
            stats,
        );
        Done::Stepped(step)
    }
}
