//! GGF, the game record Othello servers and board programs write:
//! `(;GM[Othello]PC[..]PB[..]PW[..]RE[..]TY[8]BO[8 <64 squares> <side>]B[f5//1.2]W[d6/-2.00/0.5];)`.
//!
//! A record is a list of properties `KEY[value]` between `(;` and `;)`; a file may hold several
//! records. Squares in `BO` are `*` black, `O` white, `-` empty, a1 to h8 row by row (rows may
//! be separated by spaces), then `*` or `O` for the side to move. A move is `B[..]` or `W[..]`:
//! the square (any case) or `PA`/`pass`, then optionally `/evaluation/time`, which are read
//! past. A move by the side that was not to move stands for the other side's forced pass,
//! as some programs leave passes out. Unknown properties are skipped.
//!
//! A game on a clock is written with `TI[base/increment/extension]`, each time as the Generic
//! Game Server writes its clocks (`[[HH:]MM:]SS`, so `TI[10:00/00:05/00:00]` for ten minutes
//! and five seconds a move), and a loss on time as `RE[..:t]`, beside `:r` for a resignation
//! and `:s` for an agreed score: GGS's own records use these marks; the format's text in this
//! project's references is silent on them.
//!
//! Dates (`DT`) are GGS's too, `2003.12.30_12:03:04.GMT` in UTC: [`ggf_date`] writes one for a
//! caller that dates its record so, [`ggf_date_ms`] reads it and the other forms met in files.

use super::error::{GgfError, MoveError, MoveProblem};
use super::export::GameInfo;
use super::position::check_setup;
use crate::board::Board;
use crate::color::Color;
use crate::game::{Ending, Game, GameError};
use crate::moves::Move;
use crate::square::Square;

/// The only board size this game plays.
const SIZE: &str = "8";

/// The properties [`GgfGame`] reads into its own fields (the rest go to `extra`).
const KNOWN: [&str; 10] = ["GM", "TY", "BO", "B", "W", "PB", "PW", "RE", "PC", "DT"];

/// The name this program writes in `PC` (the place a game was played).
const PLACE: &str = "Reversi for the web";

/// Seconds in a day.
const DAY_SECONDS: u64 = 86_400;

/// The count in `DT` from which it is milliseconds rather than seconds: 10^11 ms is
/// March 1973, 10^11 s the year 5138.
const SECONDS_BELOW: u64 = 100_000_000_000;

/// One game read from a GGF file, with the facts its properties give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GgfGame {
    /// The game, its cursor after the last move.
    pub game: Game,
    /// `PB`: who played Black (empty when absent).
    pub black: String,
    /// `PW`: who played White.
    pub white: String,
    /// `RE`: the result as written (`+12.000`, `-64:r`…).
    pub result: String,
    /// `PC`: where it was played.
    pub place: String,
    /// `DT`: when it was played, as written.
    pub date: String,
    /// The properties this reader does not use, as written and in order, for callers that
    /// write their own (the library's `XT`, the time each side used).
    pub extra: Vec<(String, String)>,
}

/// Whether `text` looks like GGF rather than any other record the game reads: its first line
/// that is not empty or a `#` comment starts a record.
pub fn is_ggf(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with('#'))
        .is_some_and(|line| line.starts_with("(;"))
}

/// Every game of a GGF file, in order; the first malformed one refuses the file. `#` comment
/// lines before the first record are skipped.
pub fn parse_ggf(text: &str) -> Result<Vec<GgfGame>, GgfError> {
    let mut games = Vec::new();
    let mut rest = text.trim_start();
    while rest.starts_with('#') {
        rest = rest
            .split_once('\n')
            .map_or("", |(_, after)| after)
            .trim_start();
    }
    while let Some(start) = rest.find("(;") {
        let number = games.len() + 1;
        let (game, after) = parse_record(&rest[start + 2..], number)?;
        games.push(game);
        rest = after;
    }
    if games.is_empty() {
        return Err(GgfError::NoGame);
    }
    Ok(games)
}

/// One record's properties, after its `(;`: the game and the text after its `;)`.
fn parse_record(text: &str, number: usize) -> Result<(GgfGame, &str), GgfError> {
    let mut props: Vec<(&str, &str)> = Vec::new();
    let mut rest = text.trim_start();
    loop {
        if let Some(after) = rest.strip_prefix(";)") {
            rest = after;
            break;
        }
        if rest.is_empty() || rest.starts_with("(;") {
            return Err(GgfError::Unclosed {
                game: number,
                property: ";)".into(),
            });
        }
        let key_len = rest.bytes().take_while(u8::is_ascii_uppercase).count();
        let key = &rest[..key_len];
        if key_len == 0 || !rest[key_len..].starts_with('[') {
            let found: String = rest
                .chars()
                .take_while(|c| !c.is_whitespace())
                .take(12)
                .collect();
            return Err(GgfError::BadProperty {
                game: number,
                found,
            });
        }
        let value_start = key_len + 1;
        let Some(len) = rest[value_start..].find(']') else {
            return Err(GgfError::Unclosed {
                game: number,
                property: key.into(),
            });
        };
        props.push((key, &rest[value_start..value_start + len]));
        rest = rest[value_start + len + 1..].trim_start();
    }
    Ok((read_game(&props, number)?, rest))
}

/// The game the properties of record `number` describe.
fn read_game(props: &[(&str, &str)], number: usize) -> Result<GgfGame, GgfError> {
    let value = |key: &str| {
        props
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.trim().to_string())
    };
    if let Some(gm) = value("GM") {
        if !gm.eq_ignore_ascii_case("othello") {
            return Err(GgfError::NotOthello {
                game: number,
                found: gm,
            });
        }
    }
    if let Some(ty) = value("TY") {
        let size: String = ty.chars().take_while(char::is_ascii_digit).collect();
        if size != SIZE {
            return Err(GgfError::BoardSize {
                game: number,
                property: "TY",
                found: ty,
            });
        }
    }
    let start = match value("BO") {
        Some(bo) => read_board(&bo, number)?,
        None => Board::start(Color::Black),
    };
    let mut game = Game::from_board(start);
    // A forced pass the game has already recorded may still be written out once.
    let mut unwritten_pass = game.just_passed();
    let moves = props
        .iter()
        .filter_map(|(k, v)| match *k {
            "B" => Some((Color::Black, *v)),
            "W" => Some((Color::White, *v)),
            _ => None,
        })
        .enumerate();
    for (index, (side, text)) in moves {
        play(&mut game, side, text, &mut unwritten_pass).map_err(|problem| GgfError::Move {
            game: number,
            error: MoveError {
                number: index + 1,
                text: text.trim().to_string(),
                problem,
            },
        })?;
    }
    Ok(GgfGame {
        game,
        black: value("PB").unwrap_or_default(),
        white: value("PW").unwrap_or_default(),
        result: value("RE").unwrap_or_default(),
        place: value("PC").unwrap_or_default(),
        date: value("DT").unwrap_or_default(),
        extra: props
            .iter()
            .filter(|(k, _)| !KNOWN.contains(k))
            .map(|(k, v)| (k.to_string(), v.trim().to_string()))
            .collect(),
    })
}

/// The start position of `BO[8 <squares> <side>]`.
fn read_board(bo: &str, number: usize) -> Result<Board, GgfError> {
    let (size, squares) = bo.split_once(char::is_whitespace).unwrap_or((bo, ""));
    if size != SIZE {
        return Err(GgfError::BoardSize {
            game: number,
            property: "BO",
            found: size.into(),
        });
    }
    let board = squares
        .parse::<Board>()
        .map_err(|problem| GgfError::Board {
            game: number,
            problem,
        })?;
    check_setup(&board).map_err(|_| GgfError::NoMoves { game: number })?;
    Ok(board)
}

/// Plays the move `text` (`f5`, `F5//1.2`, `PA`) by `side`. A written pass the game already
/// recorded by itself (`unwritten_pass`) is read past.
fn play(
    game: &mut Game,
    side: Color,
    text: &str,
    unwritten_pass: &mut bool,
) -> Result<(), MoveProblem> {
    let written = text.split('/').next().unwrap_or("").trim();
    let mv = if ["pa", "pass"]
        .iter()
        .any(|p| written.eq_ignore_ascii_case(p))
    {
        Move::Pass
    } else {
        match written.parse::<Square>().ok() {
            Some(square) => Move::Place(square),
            None if written.len() == 2 && written.as_bytes()[0].is_ascii_alphabetic() => {
                return Err(MoveProblem::OffBoard)
            }
            None => return Err(MoveProblem::NotAMove),
        }
    };
    if mv == Move::Pass && std::mem::take(unwritten_pass) {
        return Ok(());
    }
    if game.is_over() {
        return Err(MoveProblem::GameOver);
    }
    let board = game.board();
    if board.side_to_move() != side {
        return Err(MoveProblem::NotTheirTurn(side));
    }
    let played = game.play(mv).map_err(|e| match e {
        GameError::IllegalMove { square, .. } if board.disc_at(square).is_some() => {
            MoveProblem::Occupied(square)
        }
        GameError::IllegalMove { square, side } => MoveProblem::Illegal { square, side },
        GameError::IllegalPass { side } => MoveProblem::PassRefused(side),
        GameError::GameOver => MoveProblem::GameOver,
    });
    *unwritten_pass = game.just_passed();
    played
}

/// The game as a GGF record: the players, date and result of `info`, the start position, and
/// the moves up to the cursor with passes written `PA`. Brackets in names become parentheses,
/// as GGF values cannot hold them.
pub fn ggf_text(game: &Game, info: &GameInfo<'_>) -> String {
    let clean = |s: &str| {
        s.replace('[', "(")
            .replace(']', ")")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let start = game.start_board();
    let squares: Vec<String> = (0..8)
        .map(|row| {
            (0..8)
                .map(|col| {
                    let square = Square::new(row * 8 + col).expect("a square of the board");
                    match start.disc_at(square) {
                        Some(Color::Black) => '*',
                        Some(Color::White) => 'O',
                        None => '-',
                    }
                })
                .collect()
        })
        .collect();
    let time = info
        .time
        .map(|t| {
            format!(
                "TI[{}/{}/00:00]",
                clock_time(t.base_ms),
                clock_time(t.increment_ms)
            )
        })
        .unwrap_or_default();
    let mut text = format!(
        "(;GM[Othello]PC[{PLACE}]DT[{}]PB[{}]PW[{}]{time}RE[{}]TY[8]BO[8 {} {}]",
        clean(info.date),
        clean(info.black),
        clean(info.white),
        result(game),
        squares.join(" "),
        side_mark(start.side_to_move()),
    );
    let mut side = start.side_to_move();
    for mv in game.played() {
        let written = match mv {
            Move::Place(square) => square.to_string(),
            Move::Pass => "PA".to_string(),
        };
        text.push_str(&format!("{}[{written}]", side_letter(side)));
        side = side.opponent();
    }
    text.push_str(";)");
    text
}

/// A time as GGS clocks write it: `MM:SS`, or `HH:MM:SS` from an hour.
fn clock_time(ms: u64) -> String {
    let seconds = ms / 1_000;
    let (h, m, s) = (seconds / 3_600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h:02}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// A moment in milliseconds since 1970 (UTC) as GGS writes `DT`, to the second:
/// `2003.12.30_12:03:04.GMT`.
pub fn ggf_date(ms: u64) -> String {
    let seconds = ms / 1_000;
    let (year, month, day) = civil_from_days(seconds / DAY_SECONDS);
    let in_day = seconds % DAY_SECONDS;
    format!(
        "{year:04}.{month:02}.{day:02}_{:02}:{:02}:{:02}.GMT",
        in_day / 3_600,
        in_day / 60 % 60,
        in_day % 60
    )
}

/// The moment a `DT` value stands for, in milliseconds since 1970 (UTC), or `None`. Read:
/// GGS's `2003.12.30_12:03:04.GMT` (the time may be left out; a zone other than GMT or UTC
/// is read as UTC, which puts the game within hours of its moment rather than nowhere), and
/// a bare count: seconds, as some programs write, or milliseconds, as this program's files
/// did before they wrote GGS's form. A count under 10^11 is seconds, since in milliseconds
/// it would fall before March 1973, long before any game this program recorded.
pub fn ggf_date_ms(text: &str) -> Option<u64> {
    let text = text.trim();
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        let count: u64 = text.parse().ok()?;
        return if count < SECONDS_BELOW {
            count.checked_mul(1_000)
        } else {
            Some(count)
        };
    }
    let (date, time) = text.split_once('_').unwrap_or((text, "00:00:00"));
    let time = time.split_once('.').map_or(time, |(clock, _zone)| clock);
    let numbers = |part: &str, separator: char| -> Option<Vec<u64>> {
        part.split(separator)
            .map(|n| {
                let digits = (1..=4).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit());
                n.parse().ok().filter(|_| digits)
            })
            .collect()
    };
    let &[year, month, day] = numbers(date, '.')?.as_slice() else {
        return None;
    };
    let &[hour, minute, second] = numbers(time, ':')?.as_slice() else {
        return None;
    };
    if !(1..=12).contains(&month) || day == 0 || hour > 23 || minute > 59 || second > 59 {
        return None;
    }
    let days = days_from_civil(year, month, day)?;
    // A day past its month's end (February 30th) comes back as another date.
    if civil_from_days(days) != (year, month, day) {
        return None;
    }
    Some(((days * DAY_SECONDS) + hour * 3_600 + minute * 60 + second) * 1_000)
}

/// The days from 1970-01-01 to a date of the Gregorian calendar (month 1 to 12, day from 1,
/// not checked against its month), `None` before 1970. Howard Hinnant's
/// `days_from_civil`, on a year that starts on March 1st so that the leap day ends it.
fn days_from_civil(year: u64, month: u64, day: u64) -> Option<u64> {
    let year = if month <= 2 {
        year.checked_sub(1)?
    } else {
        year
    };
    let (era, year_of_era) = (year / 400, year % 400);
    let month_from_march = (month + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    (era * 146_097 + day_of_era).checked_sub(719_468)
}

/// The date (year, month, day) `days` after 1970-01-01: Hinnant's `civil_from_days`, the
/// inverse of [`days_from_civil`].
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let shifted = days + 719_468;
    let (era, day_of_era) = (shifted / 146_097, shifted % 146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = (month_from_march + 2) % 12 + 1;
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    (year, month, day)
}

/// `RE`: the disc difference from Black's view once the game is over (`+12`, `-64:r` after a
/// resignation, `+64:t` after White's loss on time), else `?`.
fn result(game: &Game) -> String {
    match game.outcome() {
        None => "?".into(),
        Some(outcome) => {
            let diff = outcome.black as i32 - outcome.white as i32;
            let mark = match outcome.ending {
                Ending::Resigned(_) => ":r",
                Ending::Time(_) => ":t",
                Ending::DrawAgreed => ":s",
                Ending::Normal => "",
            };
            format!("{diff:+}{mark}")
        }
    }
}

/// The GGF mark of a side in `BO`.
fn side_mark(side: Color) -> char {
    match side {
        Color::Black => '*',
        Color::White => 'O',
    }
}

/// The GGF property of a side's move.
fn side_letter(side: Color) -> char {
    match side {
        Color::Black => 'B',
        Color::White => 'W',
    }
}
