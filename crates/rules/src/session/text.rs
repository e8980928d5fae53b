//! Which sentence the game shows or announces for the session's state: the status line,
//! the turn indicator, move announcements, steps through the history, refusals,
//! confirmation questions and what opening a game says. The words, in every language, are
//! [`crate::i18n`]'s; this module only chooses among them.

use super::friend::{Conflict, FriendRefusal};
use super::play::{Done, Step};
use super::{lone_computer, Confirm, Refusal, Session, Source, Turn};
use crate::actions::words::{action, action_with_key};
use crate::actions::Action;
use crate::engine::search::Level;
use crate::engine::{Color, Game};
use crate::i18n::analysis::choice_line;
use crate::i18n::game::{self, outcome_line};
use crate::i18n::names::level as level_name;
use crate::i18n::{database, drill, friend, library, record, ui, Lang, Text};
use crate::settings::friends::{index, FriendGame};
use crate::settings::words::player;
use crate::settings::Players;
use std::fmt;

/// The status line: whose move it is (and whether play is paused), a forced pass, or how
/// the game ended.
pub fn status_line(session: &Session, lang: Lang) -> String {
    match session.turn() {
        // An opened game was not played by these players: its result is told by colour.
        Turn::Over(outcome) => outcome_line(
            &outcome,
            lone_computer(&session.playing()).filter(|_| !session.saved().imported),
            lang,
        ),
        Turn::Held(side) => game::paused(side, &action_with_key(Action::ResumePlay, lang), lang),
        Turn::Person(side) | Turn::Computer(side) if session.game().just_passed() => {
            game::passed(side, lang)
        }
        Turn::Person(side) | Turn::Computer(side) => game::to_move(side, lang),
        Turn::Friend(side) => {
            let name = session.friend().map_or("", |f| f.their_name());
            friend::waiting_for(name, side, lang)
        }
    }
}

/// Who plays each side: "Black: Human · White: Computer (Beginner)".
pub fn lineup_line(players: &Players, level: Level, lang: Lang) -> String {
    let computer_plays = players.is_computer(Color::Black) || players.is_computer(Color::White);
    game::lineup(
        player(players.player(Color::Black), lang),
        player(players.player(Color::White), lang),
        computer_plays.then(|| level_name(level, lang)),
        lang,
    )
}

/// Who plays each side of a friend game, by name: "Black: Ann · White: Bob".
pub fn friend_lineup(game: &FriendGame, lang: Lang) -> String {
    let name = |side: Color| {
        let given = &game.names[index(side)];
        if !given.is_empty() {
            given.clone()
        } else if side == game.me {
            player(crate::settings::Player::Human, lang).to_string()
        } else {
            friend::display_name("", lang)
        }
    };
    game::lineup(&name(Color::Black), &name(Color::White), None, lang)
}

/// The short indicator between the scores (the status line says whose move it is, and the
/// score box of the side to move is highlighted): the number of the move to play.
pub fn turn_label(session: &Session, lang: Lang) -> String {
    match session.turn() {
        Turn::Person(_) | Turn::Computer(_) | Turn::Friend(_) => {
            let played = session.game().played();
            game::move_number(
                played.iter().filter(|m| m.square().is_some()).count() + 1,
                lang,
            )
        }
        Turn::Held(_) => game::PAUSED.get(lang).to_string(),
        Turn::Over(_) => game::GAME_OVER.get(lang).to_string(),
    }
}

/// What a screen reader hears after a move: who played where, how many discs it turned and
/// the count after it, then the status line.
pub fn move_announcement(session: &Session, lang: Lang) -> String {
    let status = status_line(session, lang);
    let current = session.game();
    let board = current.board();
    let discs = [board.count(Color::Black), board.count(Color::White)];
    match (
        current.last_square(),
        last_mover(current),
        current.last_flips(),
    ) {
        (Some(sq), Some(mover), Some(flipped)) => {
            game::played(mover, sq, flipped, discs, &status, lang)
        }
        _ => status,
    }
}

/// The side that placed the last disc before the cursor.
fn last_mover(game: &Game) -> Option<Color> {
    let played = game.played();
    let last = played.iter().rposition(|m| m.square().is_some())?;
    // Moves alternate strictly (passes are recorded), so parity gives the mover.
    Some(if last % 2 == 0 {
        game.first()
    } else {
        game.first().opponent()
    })
}

/// What a game action says once done: "Move taken back. Black to move."; `None` for a draw
/// offer, whose answer is what the page says.
pub fn done_line(done: &Done, session: &Session, lang: Lang) -> Option<String> {
    Some(match done {
        Done::NewGame { balanced: true } => {
            with_status(ui::NEW_BALANCED_GAME.get(lang), session, lang)
        }
        Done::NewGame { balanced: false } => {
            with_status(ui::NEW_GAME_STARTED.get(lang), session, lang)
        }
        Done::Stepped(step) => {
            let what = match step {
                Step::Back => game::MOVE_TAKEN_BACK,
                Step::ToStart => game::ALL_MOVES_TAKEN_BACK,
                Step::Forward => game::MOVE_REPLAYED,
                Step::ToEnd => game::ALL_MOVES_REPLAYED,
            };
            with_status(&lang.sentence(what.get(lang)), session, lang)
        }
        Done::Resumed => ui::PLAY_RESUMED.get(lang).to_string(),
        Done::ShowingMistake => session.reviewed_choice().map_or_else(
            || status_line(session, lang),
            |c| choice_line(session.game().ply() + 1, c, lang),
        ),
        Done::Resigned => status_line(session, lang),
        Done::DrawOfferSent => friend::DRAW_OFFERED.get(lang).to_string(),
        Done::ReviewWanted => ui::REVIEWING.get(lang).to_string(),
        Done::DrawOffer(_) => return None,
    })
}

/// The status line as a sentence, ending in a full stop.
fn status_sentence(session: &Session, lang: Lang) -> String {
    let status = status_line(session, lang);
    match session.turn() {
        // The paused status already says how to go on, in a sentence of its own.
        Turn::Held(_) => status,
        _ => lang.sentence(&status),
    }
}

/// What is said when a game replaces the one in progress: where it came from.
pub fn opened_line(source: Source, lang: Lang) -> &'static str {
    match source {
        Source::Link => record::OPENED_FROM_LINK,
        Source::Text => record::OPENED,
        Source::Setup => record::PLAYING_FROM_SETUP,
        Source::Library => library::OPENED_FROM_LIBRARY,
        Source::Friend => friend::OPENED_FRIEND,
        Source::Database => database::OPENED_FROM_DATABASE,
    }
    .get(lang)
}

/// `line` followed by the status line, for screen readers, who do not see the board change.
pub fn with_status(line: &str, session: &Session, lang: Lang) -> String {
    lang.sentences(line, &status_sentence(session, lang))
}

/// Who plays `side`, as a game record names them: "Human", "Computer (Expert)". Records
/// are files other programs read, so they stay in English.
pub fn player_text(players: &Players, level: Level, side: Color) -> String {
    let who = player(players.player(side), Lang::En);
    if players.is_computer(side) {
        Lang::En.bracketed(who, level_name(level, Lang::En))
    } else {
        who.to_string()
    }
}

/// The answer to a draw offer, with what happens next.
pub fn draw_answer_line(answerer: Color, accepted: bool, session: &Session, lang: Lang) -> String {
    if accepted {
        game::draw_accepted(answerer, &status_line(session, lang), lang)
    } else {
        game::draw_declined(answerer, lang)
    }
}

impl Refusal {
    /// Why the move or action was refused, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let fixed = |text: Text| text.get(lang).to_string();
        match self {
            Refusal::GameOver => fixed(game::GAME_IS_OVER),
            Refusal::ComputerToMove => fixed(game::WAIT_FOR_COMPUTER),
            Refusal::Held(side) => {
                game::paused_refusal(*side, &action_with_key(Action::ResumePlay, lang), lang)
            }
            Refusal::NotComputersTurn => fixed(game::NOT_COMPUTERS_TURN),
            Refusal::Illegal { square, side } => game::illegal(*square, *side, lang),
            Refusal::NothingToUndo => fixed(game::NOTHING_TO_UNDO),
            Refusal::NothingToRedo => fixed(game::NOTHING_TO_REDO),
            Refusal::NotHeld => fixed(game::NOT_PAUSED),
            Refusal::NothingToReview => fixed(game::NOTHING_TO_REVIEW),
            Refusal::NoMistakeAfter => fixed(game::NO_MISTAKE_AFTER),
            Refusal::NoMistakeBefore => fixed(game::NO_MISTAKE_BEFORE),
            Refusal::DrawOnComputersTurn => fixed(game::DRAW_ON_COMPUTERS_TURN),
            Refusal::StaleOffer => fixed(game::STALE_OFFER),
            Refusal::LostOnTime => fixed(game::LOST_ON_TIME),
            Refusal::FriendToMove => fixed(friend::FRIEND_TO_MOVE),
            Refusal::SentToFriend => fixed(friend::SENT_TO_FRIEND),
            Refusal::Friend(why) => fixed(match why {
                FriendRefusal::Over => game::GAME_IS_OVER,
                FriendRefusal::TheirMove => friend::FRIEND_TO_MOVE,
                FriendRefusal::Illegal => friend::NOT_LEGAL,
                FriendRefusal::NoOffer => friend::NO_OFFER,
                FriendRefusal::Offered => friend::ALREADY_OFFERED,
                FriendRefusal::NotLate => friend::NOT_LATE,
                FriendRefusal::NoHelp => friend::NO_HELP,
                FriendRefusal::Refused => friend::REFUSED,
            }),
        }
    }
}

impl fmt::Display for Refusal {
    /// The English sentence, for logs and the tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Confirm {
    /// The question the confirmation dialog asks.
    pub fn question(&self, lang: Lang) -> String {
        let fixed = |text: Text| text.get(lang).to_string();
        match self {
            Confirm::Resign {
                against_computer: true,
                ..
            } => fixed(game::RESIGN_TO_COMPUTER),
            Confirm::Resign { loser, .. } => game::resign_for(*loser, lang),
            Confirm::NewGame {
                counts_as_loss: true,
            } => fixed(game::NEW_GAME_COUNTS_AS_LOSS),
            Confirm::NewGame { .. } => fixed(game::NEW_GAME_LOSES_GAME),
            Confirm::TakeBackEnd { counted: true } => fixed(game::TAKE_BACK_COUNTED_END),
            Confirm::TakeBackEnd { counted: false } => fixed(game::TAKE_BACK_END),
            Confirm::StartDrill {
                counts_as_loss: true,
            } => fixed(drill::START_DRILL_COUNTS_AS_LOSS),
            Confirm::StartDrill { .. } => fixed(drill::START_DRILL_LOSES_GAME),
        }
    }

    /// The confirming button's label.
    pub fn confirm_label(&self, lang: Lang) -> &'static str {
        self.confirm_text().get(lang)
    }

    /// The confirming button's label in every language (the dialog's title too).
    pub fn confirm_text(&self) -> Text {
        match self {
            Confirm::Resign { .. } => action(Action::Resign).label,
            Confirm::NewGame { .. } => action(Action::NewGame).label,
            // Not "Undo move": beside Cancel it would read "Annuler | Annuler le coup".
            Confirm::TakeBackEnd { .. } => game::PLAY_ON,
            Confirm::StartDrill { .. } => drill::START_DRILL,
        }
    }
}

/// Why a friend's link was refused: nothing changed.
pub fn conflict_line(conflict: Conflict, lang: Lang) -> &'static str {
    match conflict {
        Conflict::OtherMoves => friend::CONFLICT_MOVES,
        Conflict::YourColour => friend::CONFLICT_COLOUR,
        Conflict::Ending => friend::CONFLICT_ENDING,
    }
    .get(lang)
}
