//! The library of finished games: one game as it is kept (a versioned JSON record, read
//! strictly so that a corrupt one is skipped whole), which games are the same one, the
//! filters of the Library view, and many games as one GGF file and back.
//!
//! A game is identified by its start and moves ([`identity`]): the same moves from the same
//! start are the same game, kept once however often it is finished, imported or exported.

use super::options::Player;
use super::schema::{envelope, kind, SchemaError};
use crate::engine::database::replay;
use crate::engine::database::GameRecord;
use crate::engine::openings::{all as all_openings, opening_name};
use crate::engine::record::position::set_up_start;
use crate::engine::record::{ggf_date, ggf_date_ms, ggf_text, parse_ggf, play_transcript};
use crate::engine::record::{parse_setup, GameInfo, GgfError, GgfGame};
use crate::engine::symmetry::Symmetry;
use crate::engine::{Board, Color, Ending, Game, Move, Outcome, Square};
use crate::i18n::{names, Lang};
use serde_json::{json, Map, Value};
use std::collections::HashSet;

/// The format version of a record (version 2 added the players' names, version 3 the colour
/// this page played in a game against a friend).
pub const VERSION: u64 = 3;

/// The oldest format this release reads: version 1 had no names, read as none.
const OLDEST_VERSION: u64 = 1;

/// The GGF property holding the time each side used, in milliseconds (`XT[<black> <white>]`):
/// this app's own, which other readers skip.
const TIME_PROPERTY: &str = "XT";

/// One finished game of the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryGame {
    /// When it ended, in milliseconds since 1970 (UTC).
    pub date_ms: u64,
    /// Who played Black.
    pub black: Player,
    /// Who played White.
    pub white: Player,
    /// The computer's level (`Level::name`, kept as text so that a level this release does not
    /// know still shows), when a computer played.
    pub level: Option<String>,
    /// The game at its end, with its start, moves and ending.
    pub game: Game,
    /// The English name of the opening its moves follow, if any.
    pub opening: Option<String>,
    /// The time each side used, Black then White, when a clock kept it.
    pub time_ms: Option<[u64; 2]>,
    /// The players' names, Black then White, where the game's record gave them: another
    /// program's file names its people, where this program's own words (`human`,
    /// `computer <level>`) say only who played. Never empty.
    pub names: [Option<String>; 2],
    /// In a game against a friend on another page, the colour this page played (the friend
    /// games' filter, and whose result the row shows).
    pub friend: Option<Color>,
}

/// A game's result from one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// That side won.
    Win,
    /// That side lost.
    Loss,
    /// Nobody won.
    Draw,
}

impl Verdict {
    /// Every verdict, in the filter's order.
    pub const ALL: [Verdict; 3] = [Verdict::Win, Verdict::Loss, Verdict::Draw];

    /// The stable name: `win`, `loss`, `draw` (the row's `data-result`, the filter's value).
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Loss => "loss",
            Verdict::Draw => "draw",
        }
    }
}

/// The key of a game: its start's position string (empty for the standard start with Black
/// to move) and its transcript, so that the same moves from the same start are one game.
pub fn identity(game: &Game) -> String {
    let mut end = game.clone();
    end.redo_all();
    format!(
        "{}/{}",
        set_up_start(&end).unwrap_or_default(),
        end.transcript()
    )
}

/// The year (UTC) of `ms`, milliseconds since 1970 (the civil calendar's days counted from
/// 1 March, so that a leap day ends its year).
fn year_of(ms: u64) -> u16 {
    let days = (ms / 86_400_000) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let march_month = (5 * day_of_year + 2) / 153;
    let year = year_of_era + era * 400 + i64::from(march_month >= 10);
    u16::try_from(year).unwrap_or(u16::MAX)
}

impl LibraryGame {
    /// The record of a finished `game` (its cursor anywhere; `None` while it is not over)
    /// played by `black` and `white`, with the computer's `level` if one played.
    pub fn finished(
        game: &Game,
        black: Player,
        white: Player,
        level: &str,
        date_ms: u64,
    ) -> Option<LibraryGame> {
        let mut end = game.clone();
        end.redo_all();
        end.outcome()?;
        let computer = black == Player::Computer || white == Player::Computer;
        Some(LibraryGame {
            date_ms,
            black,
            white,
            level: computer.then(|| level.to_string()),
            opening: opening_name(&end).map(str::to_string),
            game: end,
            time_ms: None,
            names: [None, None],
            friend: None,
        })
    }

    /// The key of this game (see [`identity`]).
    pub fn key(&self) -> String {
        identity(&self.game)
    }

    /// How it ended.
    pub fn outcome(&self) -> Outcome {
        self.game
            .outcome()
            .expect("a library game is finished by construction")
    }

    /// The side whose result the library shows: the person's where exactly one side is a
    /// person, else Black (between two people the first listed side, as the Statistics'
    /// "Black vs White" table counts).
    pub fn side(&self) -> Color {
        if let Some(me) = self.friend {
            return me;
        }
        match (self.black, self.white) {
            (Player::Computer, Player::Human) => Color::White,
            _ => Color::Black,
        }
    }

    /// The result from [`LibraryGame::side`].
    pub fn verdict(&self) -> Verdict {
        match self.outcome().winner {
            None => Verdict::Draw,
            Some(winner) if winner == self.side() => Verdict::Win,
            Some(_) => Verdict::Loss,
        }
    }

    /// The game as the opening explorer reads a database's: its moves from the standard
    /// start without passes, Black's final discs (the empty squares the winner's, as WTHOR
    /// counts them; 64 for a win by resignation or time, 32 for an agreed draw) and its year;
    /// no players or tournament. `None` for a game from a set-up position.
    pub fn database_record(&self) -> Option<GameRecord> {
        if self.game.start_board() != replay::start() {
            return None;
        }
        let mut board = replay::start();
        let mut moves = Vec::with_capacity(60);
        for mv in self.game.moves() {
            if let Move::Place(sq) = *mv {
                board = replay::step(&board, sq)?;
                moves.push(sq);
            }
        }
        let outcome = self.game.outcome()?;
        let black_discs = match outcome.winner {
            Some(Color::Black) => 64 - outcome.white,
            Some(Color::White) => outcome.black,
            None => 32,
        };
        Some(GameRecord {
            tournament: 0,
            black: 0,
            white: 0,
            black_discs: u8::try_from(black_discs).ok()?,
            theoretical: 0,
            year: year_of(self.date_ms),
            moves: moves.into_boxed_slice(),
        })
    }

    /// The opening's name in `lang`, if the game follows one.
    pub fn opening_in(&self, lang: Lang) -> Option<&'static str> {
        let name = self.opening.as_deref()?;
        let known = all_openings().iter().find(|o| o.name == name)?;
        Some(names::opening(known.name.as_str(), lang))
    }

    /// The record as versioned JSON.
    pub fn to_json(&self) -> String {
        let outcome = self.outcome();
        json!({
            "version": VERSION,
            "date": self.date_ms,
            "black": self.black.name(),
            "white": self.white.name(),
            "level": self.level,
            "start": set_up_start(&self.game),
            "moves": self.game.transcript(),
            "ending": ending_name(outcome.ending),
            "score": [outcome.black, outcome.white],
            "opening": self.opening,
            "time_ms": self.time_ms,
            "names": self.names,
            "friend": self.friend.map(|c| c.name()),
        })
        .to_string()
    }

    /// Reads a record strictly: any field missing or wrong refuses it whole, as a library
    /// game is either the game that was played or no game.
    pub fn from_json(text: &str) -> Result<LibraryGame, SchemaError> {
        let (version, map) = envelope(text, OLDEST_VERSION, VERSION)?;
        read_record(&map, version).map_err(SchemaError::Invalid)
    }
}

/// The stored name of an ending.
fn ending_name(ending: Ending) -> &'static str {
    match ending {
        Ending::Normal => "normal",
        Ending::Resigned(Color::Black) => "black-resigned",
        Ending::Resigned(Color::White) => "white-resigned",
        Ending::DrawAgreed => "draw-agreed",
        Ending::Time(Color::Black) => "black-lost-on-time",
        Ending::Time(Color::White) => "white-lost-on-time",
    }
}

/// The ending a stored name stands for.
fn parse_ending(name: &str) -> Option<Ending> {
    [
        Ending::Normal,
        Ending::Resigned(Color::Black),
        Ending::Resigned(Color::White),
        Ending::DrawAgreed,
        Ending::Time(Color::Black),
        Ending::Time(Color::White),
    ]
    .into_iter()
    .find(|e| ending_name(*e) == name)
}

/// Puts `ending` on the game's last position; `None` when the game cannot end so there.
fn finish(mut game: Game, ending: Ending) -> Option<Game> {
    game.put_ending(ending).ok()?;
    (game.outcome()?.ending == ending).then_some(game)
}

/// The fields of a record of `version`, each checked.
fn read_record(map: &Map<String, Value>, version: u64) -> Result<LibraryGame, String> {
    let field = |name: &str| map.get(name).ok_or_else(|| format!("{name} is missing"));
    let text = |name: &str| -> Result<Option<&str>, String> {
        match field(name)? {
            Value::Null => Ok(None),
            Value::String(s) => Ok(Some(s.as_str())),
            other => Err(format!("{name} is {}, not a string", kind(other))),
        }
    };
    let player = |name: &str| -> Result<Player, String> {
        text(name)?
            .ok_or_else(|| format!("{name} is null"))?
            .parse()
            .map_err(|e| format!("{name}: {e}"))
    };
    let number = |value: &Value, name: &str| {
        value
            .as_u64()
            .ok_or_else(|| format!("{name} is not a whole number"))
    };
    let pair = |name: &str| -> Result<Option<[u64; 2]>, String> {
        match field(name)? {
            Value::Null => Ok(None),
            Value::Array(items) if items.len() == 2 => {
                Ok(Some([number(&items[0], name)?, number(&items[1], name)?]))
            }
            other => Err(format!("{name} is {}, not a pair", kind(other))),
        }
    };
    let start = match text("start")? {
        None => Game::new(Color::Black),
        Some(position) => {
            Game::from_board(parse_setup(position).map_err(|e| format!("start: {e}"))?)
        }
    };
    let moves = text("moves")?.ok_or("moves is null")?;
    let played = play_transcript(start, moves).map_err(|e| format!("moves: {e}"))?;
    let ending = text("ending")?
        .and_then(parse_ending)
        .ok_or("ending is unknown")?;
    let game = finish(played, ending).ok_or("the moves do not end that way")?;
    let outcome = game.outcome().ok_or("the game is not over")?;
    let score = pair("score")?.ok_or("score is null")?;
    if score != [u64::from(outcome.black), u64::from(outcome.white)] {
        return Err("the score is not the game's".into());
    }
    let names = if version < 2 {
        [None, None]
    } else {
        match field("names")? {
            Value::Array(items) if items.len() == 2 => {
                let name = |item: &Value| match item {
                    Value::Null => Ok(None),
                    Value::String(s) if s.is_empty() => Err("a name is empty".to_string()),
                    Value::String(s) => Ok(Some(s.clone())),
                    other => Err(format!("a name is {}, not a string", kind(other))),
                };
                [name(&items[0])?, name(&items[1])?]
            }
            other => return Err(format!("names is {}, not a pair", kind(other))),
        }
    };
    let friend = match map.get("friend") {
        None | Some(Value::Null) => None,
        Some(Value::String(c)) if version >= 3 => {
            Some(Color::from_name(c).ok_or_else(|| format!("friend is {c:?}, not a colour"))?)
        }
        Some(other) => return Err(format!("friend is {}, not a colour", kind(other))),
    };
    Ok(LibraryGame {
        friend,
        date_ms: number(field("date")?, "date")?,
        black: player("black")?,
        white: player("white")?,
        level: text("level")?.map(str::to_string),
        opening: text("opening")?.map(str::to_string),
        time_ms: pair("time_ms")?,
        game,
        names,
    })
}

/// Each game once, the first of those with the same key kept.
pub fn dedupe(games: Vec<LibraryGame>) -> Vec<LibraryGame> {
    let mut seen = HashSet::new();
    games.into_iter().filter(|g| seen.insert(g.key())).collect()
}

/// Newest first; games of the same moment in the order of their keys, so the order is stable.
pub fn sort_newest_first(games: &mut [LibraryGame]) {
    games.sort_by_cached_key(|g| (std::cmp::Reverse(g.date_ms), g.key()));
}

/// What the Library view shows: the games that pass every filter set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this result (from [`LibraryGame::side`]).
    pub verdict: Option<Verdict>,
    /// Only games against this level.
    pub level: Option<String>,
    /// Only games following this opening (its English name).
    pub opening: Option<String>,
    /// Only games played from this side ([`LibraryGame::side`]).
    pub side: Option<Color>,
    /// Only games against a friend on another page.
    pub friends: bool,
    /// Text found in the opening's name (English or in the language shown) or the moves;
    /// moves are also found turned by the symmetries that keep the start.
    pub search: String,
}

impl Filter {
    /// Whether `game` passes, its opening named in `lang` for the search.
    pub fn passes(&self, game: &LibraryGame, lang: Lang) -> bool {
        self.verdict.is_none_or(|v| v == game.verdict())
            && self
                .level
                .as_ref()
                .is_none_or(|l| game.level.as_ref() == Some(l))
            && self
                .opening
                .as_ref()
                .is_none_or(|o| game.opening.as_ref() == Some(o))
            && self.side.is_none_or(|s| s == game.side())
            && (!self.friends || game.friend.is_some())
            && self.found(game, lang)
    }

    /// Whether the search text is in the game's opening name or moves.
    fn found(&self, game: &LibraryGame, lang: Lang) -> bool {
        let wanted: String = self
            .search
            .split_whitespace()
            .collect::<String>()
            .to_lowercase();
        if wanted.is_empty() {
            return true;
        }
        let named = |name: Option<&str>| {
            name.is_some_and(|n| {
                n.split_whitespace()
                    .collect::<String>()
                    .to_lowercase()
                    .contains(&wanted)
            })
        };
        let transcript = game.game.transcript();
        let from_start = game.game.start_board() == Board::start(game.game.first());
        named(game.opening.as_deref())
            || named(game.opening_in(lang))
            || move_searches(&wanted, from_start)
                .iter()
                .any(|moves| transcript.contains(moves.as_str()))
    }
}

/// The texts a search `wanted` (lowercase, no spaces) finds in a game's transcript: itself,
/// and where it is whole squares and the game began from the standard start, those squares
/// under each symmetry that keeps that start, as the same opening turned on the board is
/// the same opening (`f5d6` also finds `d3c5`, `c4e3` and `e6f4`).
fn move_searches(wanted: &str, from_start: bool) -> Vec<String> {
    let squares: Option<Vec<Square>> = wanted
        .as_bytes()
        .chunks(2)
        .map(|pair| std::str::from_utf8(pair).ok()?.parse().ok())
        .collect();
    let Some(squares) = squares.filter(|_| from_start) else {
        return vec![wanted.to_string()];
    };
    let start = Board::start(Color::Black);
    Symmetry::ALL
        .into_iter()
        .filter(|s| Square::all().all(|sq| start.disc_at(s.apply(sq)) == start.disc_at(sq)))
        .map(|s| squares.iter().map(|sq| s.apply(*sq).to_string()).collect())
        .collect()
}

/// The name a GGF file gives a player: `human`, or `computer <level>`.
fn ggf_player(player: Player, level: Option<&str>) -> String {
    match (player, level) {
        (Player::Computer, Some(level)) => format!("{} {level}", player.name()),
        _ => player.name().to_string(),
    }
}

/// The player and level a GGF name stands for: `computer …` is the computer, anything else
/// (a person's name in another program's file) a person.
fn read_ggf_player(name: &str) -> (Player, Option<String>) {
    let name = name.trim();
    let word = Player::Computer.name();
    let computer = name
        .get(..word.len())
        .is_some_and(|w| w.eq_ignore_ascii_case(word));
    match computer.then(|| &name[word.len()..]) {
        Some(rest) => {
            let level = rest.trim();
            (
                Player::Computer,
                (!level.is_empty()).then(|| level.to_string()),
            )
        }
        None => (Player::Human, None),
    }
}

/// The name a GGF file gives a person, spaced as GGF writes it; none for the computer, an
/// empty name or this program's own word for a person, which name nobody.
fn person_name(written: &str, player: Player) -> Option<String> {
    let name = written.split_whitespace().collect::<Vec<_>>().join(" ");
    let someone = player == Player::Human
        && !name.is_empty()
        && !name.eq_ignore_ascii_case(Player::Human.name());
    someone.then_some(name)
}

/// The games as one GGF file, one record a line, in the order given; the players' names where
/// the library has them, and dates to the second as GGF writes them.
pub fn to_ggf(games: &[LibraryGame]) -> String {
    let mut text = String::new();
    for g in games {
        let date = ggf_date(g.date_ms);
        let name = |player, name: &Option<String>| {
            name.clone()
                .unwrap_or_else(|| ggf_player(player, g.level.as_deref()))
        };
        let black = name(g.black, &g.names[0]);
        let white = name(g.white, &g.names[1]);
        let info = GameInfo {
            black: &black,
            white: &white,
            result: "",
            date: &date,
            time: None,
        };
        let mut record = ggf_text(&g.game, &info);
        if let Some([b, w]) = g.time_ms {
            let end = record.len() - ";)".len();
            record.insert_str(end, &format!("{TIME_PROPERTY}[{b} {w}]"));
        }
        text.push_str(&record);
        text.push('\n');
    }
    text
}

/// What reading a GGF file into the library gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// The finished games, each once.
    pub games: Vec<LibraryGame>,
    /// Games of the file that are not finished, which a library does not keep.
    pub unfinished: usize,
}

/// The finished games of a GGF file, each once; `now_ms` dates a game whose `DT` does not
/// read as a date ([`ggf_date_ms`]).
pub fn from_ggf(text: &str, now_ms: u64) -> Result<Imported, GgfError> {
    let read = parse_ggf(text)?;
    let total = read.len();
    let finished: Vec<LibraryGame> = read
        .into_iter()
        .filter_map(|g| library_game(g, now_ms))
        .collect();
    Ok(Imported {
        unfinished: total - finished.len(),
        games: dedupe(finished),
    })
}

/// One GGF game as a library game, if it is finished (on the board, or by `RE`'s resignation,
/// agreed draw or loss on time).
fn library_game(read: GgfGame, now_ms: u64) -> Option<LibraryGame> {
    let (black, black_level) = read_ggf_player(&read.black);
    let (white, white_level) = read_ggf_player(&read.white);
    let mut game = read.game;
    game.redo_all();
    if !game.is_over() {
        let diff: i32 = read
            .result
            .split(':')
            .next()
            .and_then(|d| d.trim().parse().ok())
            .unwrap_or(0);
        let ending = match read.result.rsplit_once(':').map(|(_, mark)| mark.trim()) {
            Some("r") if diff < 0 => Ending::Resigned(Color::Black),
            Some("r") if diff > 0 => Ending::Resigned(Color::White),
            Some("s") => Ending::DrawAgreed,
            Some("t") if diff < 0 => Ending::Time(Color::Black),
            Some("t") if diff > 0 => Ending::Time(Color::White),
            _ => return None,
        };
        game = finish(game, ending)?;
    }
    let time_ms = read
        .extra
        .iter()
        .find(|(k, _)| k == TIME_PROPERTY)
        .and_then(|(_, v)| {
            let mut parts = v.split_whitespace().map(str::parse::<u64>);
            match (parts.next(), parts.next(), parts.next()) {
                (Some(Ok(b)), Some(Ok(w)), None) => Some([b, w]),
                _ => None,
            }
        });
    Some(LibraryGame {
        date_ms: ggf_date_ms(&read.date).unwrap_or(now_ms),
        names: [
            person_name(&read.black, black),
            person_name(&read.white, white),
        ],
        black,
        white,
        level: black_level.or(white_level),
        opening: opening_name(&game).map(str::to_string),
        game,
        time_ms,
        // A GGF file does not say which side was this page's.
        friend: None,
    })
}
