//! The game written out for people and other programs: the numbered move list (also the
//! app's), the one line for "Copy transcript" and the downloaded file, all readable again by
//! [`super::import::parse_game`].

use super::position::set_up_start;
use crate::clock::TimeControl;
use crate::game::Game;
use crate::moves::Move;

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
    /// The time control the game was played on, if any.
    pub time: Option<TimeControl>,
}

/// A move as a numbered move list writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Numbered {
    /// The turn number, on the first move of each turn of two.
    pub number: Option<usize>,
    /// `f5`, or `pass`.
    pub text: String,
}

/// Each of `moves` (a game's from its start) numbered in turns of two, passes written out.
pub fn numbered(moves: &[Move]) -> Vec<Numbered> {
    moves
        .iter()
        .enumerate()
        .map(|(index, mv)| Numbered {
            number: (index % 2 == 0).then_some(index / 2 + 1),
            text: match mv {
                Move::Place(square) => square.to_string(),
                Move::Pass => "pass".to_string(),
            },
        })
        .collect()
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
    numbered(game.played())
        .chunks(2)
        .map(|pair| {
            let mut turn = format!("{}.", pair[0].number.unwrap_or_default());
            for mv in pair {
                turn.push(' ');
                turn.push_str(&mv.text);
            }
            turn
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::replay;
    use crate::Color;

    #[test]
    fn moves_are_numbered_in_turns_of_two_with_passes_written_out() {
        // After White's c1 Black must pass, and White plays again.
        let game = replay("d3c3b3b2f5a3a1c1", Color::Black).expect("a legal transcript");
        let list = numbered(game.moves());
        let shown: Vec<String> = list
            .iter()
            .map(|m| match m.number {
                Some(n) => format!("{n}. {}", m.text),
                None => m.text.clone(),
            })
            .collect();
        assert_eq!(
            shown.join(" "),
            "1. d3 c3 2. b3 b2 3. f5 a3 4. a1 c1 5. pass"
        );
        assert_eq!(shown.join(" "), numbered_moves(&game));
        assert_eq!(list[8].text, "pass");
        assert_eq!(list[8].number, Some(5));
        assert_eq!(list[1].number, None);
    }
}
