//! The game written out for people and other programs: the numbered move list, the one line
//! for "Copy transcript" and the downloaded file, all readable again by
//! [`super::import::parse_game`].

use super::position::set_up_start;
use crate::engine::game::Game;
use crate::engine::moves::Move;

/// How many numbered turns the downloaded file puts on one line.
const TURNS_PER_LINE: usize = 10;

/// The facts about a game that live outside the engine, as the caller words them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameInfo<'a> {
    /// Who played Black.
    pub black: &'a str,
    /// Who played White.
    pub white: &'a str,
    /// The result line, e.g. `Black wins 36–28` (empty while the game goes on).
    pub result: &'a str,
    /// The date, in whatever form the caller chose.
    pub date: &'a str,
}

/// The moves up to the cursor numbered in turns of two, passes written out:
/// `1. f5 d6 2. c3 d3 3. c4`.
pub fn numbered_moves(game: &Game) -> String {
    turns(game).join(" ")
}

/// The game as one line for copying: the transcript (`f5d6c3…`), preceded by the start
/// position string and a space unless the game began from the standard start with Black to
/// move.
pub fn transcript_line(game: &Game) -> String {
    match set_up_start(game) {
        None => game.transcript(),
        Some(position) => format!("{position} {}", game.transcript())
            .trim_end()
            .to_string(),
    }
}

/// The text of a downloaded game: a comment line, the players, result and date as `Key: value`
/// lines, the start position if it is not the standard one, then the numbered moves up to the
/// cursor, ten turns a line. Line breaks inside the caller's values become spaces so that
/// each stays on its line.
pub fn download_text(game: &Game, info: &GameInfo<'_>) -> String {
    let mut text = String::from("# Reversi game record\n");
    for (key, value) in [
        ("Black", info.black),
        ("White", info.white),
        ("Result", info.result),
        ("Date", info.date),
    ] {
        let value = value.split_whitespace().collect::<Vec<_>>().join(" ");
        text.push_str(&format!("{key}: {value}\n"));
    }
    if let Some(position) = set_up_start(game) {
        text.push_str(&format!("Position: {position}\n"));
    }
    text.push('\n');
    for line in turns(game).chunks(TURNS_PER_LINE) {
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

/// Each numbered turn of two moves: `1. f5 d6`.
fn turns(game: &Game) -> Vec<String> {
    game.played()
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let mut turn = format!("{}.", i + 1);
            for mv in pair {
                turn.push(' ');
                match mv {
                    Move::Place(square) => turn.push_str(&square.to_string()),
                    Move::Pass => turn.push_str("pass"),
                }
            }
            turn
        })
        .collect()
}
