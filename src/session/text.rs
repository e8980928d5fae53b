//! Every sentence the game shows or announces, in one place: the status line, results in
//! the player's terms, move announcements, refusals, confirmation questions and what the
//! game record's actions (open, copy, save, restore) say.

use super::{lone_computer, Confirm, Refusal, Session, Source, Turn};
use crate::engine::record::ImportError;
use crate::engine::search::analysis::PlayerSummary;
use crate::engine::search::Level;
use crate::engine::{Color, Ending, Game, Outcome};
use crate::settings::shortcuts::Action;
use crate::settings::Players;
use std::fmt;

/// The status line: whose move it is (and whether play is paused), a forced pass, or how
/// the game ended.
pub fn status_line(session: &Session) -> String {
    let game = session.game();
    match session.turn() {
        // An opened game was not played by these players: its result is told by colour.
        Turn::Over(outcome) => outcome_line(
            &outcome,
            lone_computer(session.players()).filter(|_| !session.saved().imported),
        ),
        Turn::Held(side) => format!(
            "{} to move — paused. {} lets the computer move.",
            side.title(),
            action_name(Action::ResumePlay)
        ),
        Turn::Person(side) | Turn::Computer(side) if game.just_passed() => format!(
            "{} has no legal move — {} plays again",
            side.opponent().title(),
            side.title()
        ),
        Turn::Person(side) | Turn::Computer(side) => format!("{} to move", side.title()),
    }
}

/// An action's button label with its key, as a sentence names it: "Resume play (P)".
fn action_name(action: Action) -> String {
    format!("{} ({})", action.label(), action.key_label())
}

/// How a finished game ended, with the score: in the person's terms ("you win", "the
/// computer wins") when `computer` names the computer's side against one person, else by
/// colour.
pub fn outcome_line(outcome: &Outcome, computer: Option<Color>) -> String {
    let score = format!("{}–{}", outcome.black, outcome.white);
    let by_winner = |winner: Color| {
        format!(
            "{}–{}",
            outcome.score(winner),
            outcome.score(winner.opponent())
        )
    };
    let name = |side: Color| match computer {
        Some(c) if c == side => "the computer".to_string(),
        Some(_) => "you".to_string(),
        None => side.title().to_string(),
    };
    let wins = |side: Color| {
        if computer.is_some_and(|c| c != side) {
            "you win".to_string()
        } else {
            format!("{} wins", name(side))
        }
    };
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), Some(winner)) => match computer {
            Some(_) => format!("You resigned — the computer wins {}", by_winner(winner)),
            None => format!(
                "{} resigned — {} wins {score}",
                loser.title(),
                winner.title()
            ),
        },
        (Ending::DrawAgreed, _) => format!("Game over: draw agreed at {score}"),
        (_, Some(winner)) if computer.is_some() => {
            format!("Game over: {} {}", wins(winner), by_winner(winner))
        }
        (_, Some(winner)) => format!("Game over: {} wins {score}", winner.title()),
        (_, None) => format!("Game over: a draw, {score}"),
    }
}

/// The line under the status while the computer searches its move.
pub const THINKING: &str = "The computer is thinking…";

/// The same line while the AI's worker is still loading (seconds on a slow phone).
pub const GETTING_READY: &str = "The computer is getting ready…";

/// Said once when the AI's workers failed twice in a row (could not load, or stopped).
pub const AI_UNAVAILABLE: &str = "The computer cannot play right now, so hints are off too. \
     Your game is kept, and two people can still play it on this board.";

/// The button that starts the AI again after [`AI_UNAVAILABLE`].
pub const AI_RETRY: &str = "Retry";

/// Who plays each side: "Black: Human · White: Computer (Beginner)".
pub fn lineup_line(players: &Players, level: Level) -> String {
    let side = |c: Color| format!("{}: {}", c.title(), players.player(c).title());
    let level = if players.is_computer(Color::Black) || players.is_computer(Color::White) {
        format!(" ({})", level.title())
    } else {
        String::new()
    };
    format!("{} · {}{level}", side(Color::Black), side(Color::White))
}

/// The short indicator between the scores (the status line says whose move it is, and the
/// score box of the side to move is highlighted): the number of the move to play.
pub fn turn_label(session: &Session) -> String {
    let number = session
        .game()
        .played()
        .iter()
        .filter(|m| m.square().is_some())
        .count()
        + 1;
    match session.turn() {
        Turn::Person(_) | Turn::Computer(_) => format!("Move {number}"),
        Turn::Held(_) => "Paused".to_string(),
        Turn::Over(_) => "Game over".to_string(),
    }
}

/// What a screen reader hears after a move: who played where, then the status line.
pub fn move_announcement(session: &Session) -> String {
    let status = status_line(session);
    let game = session.game();
    match (game.last_square(), last_mover(game)) {
        (Some(sq), Some(mover)) => format!("{} played {sq}. {status}", mover.title()),
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

/// What a step through the history says: "Move taken back. Black to move."
pub fn step_line(action: Action, session: &Session) -> String {
    let what = match action {
        Action::Undo => "Move taken back",
        Action::UndoAll => "All moves taken back",
        Action::Redo => "Move replayed",
        _ => "All moves replayed",
    };
    format!("{what}. {}", status_sentence(session))
}

/// The status line as a sentence, ending in a full stop.
fn status_sentence(session: &Session) -> String {
    let status = status_line(session);
    match session.turn() {
        // The paused status already says how to go on, in a sentence of its own.
        Turn::Held(_) => status,
        _ => format!("{status}."),
    }
}

/// What is said when a game replaces the one in progress: where it came from.
pub fn opened_line(source: Source) -> &'static str {
    match source {
        Source::Link => "Game opened from the link.",
        Source::Text => "Game opened.",
        Source::Setup => "Playing from the set-up position.",
    }
}

/// Why a share link in the address was not opened (the reader's reason is a sentence).
pub fn link_refused_line(error: &ImportError) -> String {
    format!("This link could not be opened. {error} Your game is as it was.")
}

/// What is said when the game a link or import replaced is put back.
pub const RESTORED_LINE: &str = "Your previous game is back.";

/// `line` followed by the status line, for screen readers, who do not see the board change.
pub fn with_status(line: &str, session: &Session) -> String {
    format!("{line} {}", status_sentence(session))
}

/// The offer to undo an opened link or import.
pub const RESTORE_LABEL: &str = "Restore your previous game";

/// What the offer says about it.
pub const RESTORE_NOTE: &str = "Your game is kept until you play on in this one.";

/// The confirmation after `what` ("Transcript", "Link") went to the clipboard.
pub fn copied_line(what: &str) -> String {
    format!("{what} copied to the clipboard.")
}

/// Shown with the text to copy when the browser refused the clipboard.
pub const COPY_BY_HAND: &str = "This browser did not let the game copy it. The text is \
     selected below: copy it with Ctrl+C (⌘C on a Mac), or press and hold it on a phone.";

/// The confirmation after a file was saved.
pub fn saved_file_line(name: &str) -> String {
    format!("Saved {name}.")
}

/// Said when the browser would not save a file.
pub const SAVE_FAILED: &str = "This browser did not save the file.";

/// Who plays `side`, as a game record names them: "Human", "Computer (Expert)".
pub fn player_text(players: &Players, level: Level, side: Color) -> String {
    if players.is_computer(side) {
        format!("{} ({})", players.player(side).title(), level.title())
    } else {
        players.player(side).title().to_string()
    }
}

/// A result as a game record gives it, by colour: "Black wins 36–28", "Draw 32–32",
/// "White resigned: Black wins", "Draw agreed at 30–30".
pub fn result_text(outcome: &Outcome) -> String {
    let score = format!("{}–{}", outcome.black, outcome.white);
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), _) => format!(
            "{} resigned: {} wins",
            loser.title(),
            loser.opponent().title()
        ),
        (Ending::DrawAgreed, _) => format!("Draw agreed at {score}"),
        (_, Some(winner)) => format!("{} wins {score}", winner.title()),
        (_, None) => format!("Draw {score}"),
    }
}

/// The answer to a draw offer, with what happens next.
pub fn draw_answer_line(answerer: Color, accepted: bool, session: &Session) -> String {
    if accepted {
        format!(
            "{} accepts the draw. {}",
            answerer.title(),
            status_line(session)
        )
    } else {
        format!(
            "{} declines the draw — {} to move",
            answerer.title(),
            answerer.opponent().title()
        )
    }
}

/// The line shown while the computer considers a draw offer.
pub fn draw_pending_line(by: Color) -> String {
    format!(
        "{} offers a draw; the computer is considering it…",
        by.title()
    )
}

/// A position's value from Black's view, as the evaluation readout says it: "Black +4",
/// "White +2", "Even", each with "exact" when proven.
pub fn evaluation_line(black_score: i32, exact: bool) -> String {
    let who = match black_score.signum() {
        1 => format!("Black +{black_score}"),
        -1 => format!("White +{}", -black_score),
        _ => "Even".to_string(),
    };
    if exact {
        format!("{who} (exact)")
    } else {
        who
    }
}

/// A hint's value as the board shows it: "+4", "−2", "0" (a true minus sign).
pub fn hint_label(score: i32) -> String {
    match score.signum() {
        1 => format!("+{score}"),
        -1 => format!("−{}", -score),
        _ => "0".to_string(),
    }
}

/// One player's review in a line: "Black: 1 blunder, 2 mistakes, 3 inaccuracies; 1.4 discs
/// lost a move on average."
pub fn review_summary_line(side: Color, summary: &PlayerSummary) -> String {
    let count = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{}: {}, {}, {}; {:.1} discs lost a move on average",
        side.title(),
        count(summary.blunders, "blunder", "blunders"),
        count(summary.mistakes, "mistake", "mistakes"),
        count(summary.inaccuracies, "inaccuracy", "inaccuracies"),
        summary.average_loss()
    )
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => f.write_str("The game is over — start a new game"),
            Refusal::ComputerToMove => f.write_str("Wait for the computer's move"),
            Refusal::Held(side) => write!(
                f,
                "Play is paused on the computer's turn ({}). Choose {} to let it move, or undo further.",
                side.name(),
                action_name(Action::ResumePlay)
            ),
            Refusal::NotComputersTurn => f.write_str("It is not the computer's turn"),
            Refusal::Illegal { square, side } => {
                write!(f, "{square} is not a legal move for {}", side.title())
            }
            Refusal::NothingToUndo => f.write_str("There is no move to take back"),
            Refusal::NothingToRedo => f.write_str("There is no move to replay"),
            Refusal::NotHeld => f.write_str("Play is not paused"),
            Refusal::NothingToReview => f.write_str("There is no move to review yet"),
            Refusal::DrawOnComputersTurn => {
                f.write_str("A draw can be offered only on a person's own turn.")
            }
            Refusal::StaleOffer => f.write_str("The game has moved on since the draw offer"),
        }
    }
}

impl Confirm {
    /// The question the confirmation dialog asks.
    pub fn question(&self) -> String {
        match self {
            Confirm::Resign {
                against_computer: true,
                ..
            } => "Resign this game? The computer wins 64–0.".to_string(),
            Confirm::Resign { loser, .. } => format!(
                "Resign for {}? {} wins 64–0.",
                loser.title(),
                loser.opponent().title()
            ),
            Confirm::NewGame {
                counts_as_loss: true,
            } => "Start a new game? The game in progress counts as a loss for you.".to_string(),
            Confirm::NewGame { .. } => {
                "Start a new game? The game in progress will be lost.".to_string()
            }
        }
    }

    /// The confirming button's label.
    pub fn confirm_label(&self) -> &'static str {
        match self {
            Confirm::Resign { .. } => "Resign",
            Confirm::NewGame { .. } => "New game",
        }
    }
}
