//! The player's options (display, colours, difficulty, language) and, stored with them, who
//! plays each side.
//!
//! Stored as version 9. Version 1 (an earlier flat layout) named a single `computer`
//! side ("none", "black", "white" or "both"); it is migrated to one player per side.
//! Version 3 added the hints option, version 4 the language (older options follow the
//! browser's language, as a first visit does), version 5 the evaluation graph option and
//! where new games start (older options start from the standard position, as before),
//! version 6 the cores the computer may use (older options leave it to the device), version 7
//! sound, the board's style and its markers (older options keep the board as it looked, the
//! classic style with dots, and get sound on, as a first visit does), version 8 the clock
//! (older options play without one, as before), version 9 the ladder of levels, named by id
//! ("1" to "16"): the four levels of before (named "beginner", "intermediate", "advanced" and
//! "expert") become the nearest rungs by strength.

use super::appearance::{Markers, Theme};
use super::rgb::Rgb;
use super::schema::{clip, envelope, kind, Fields, Parsed, Persisted, SchemaError, QUOTE};
use crate::engine::clock::TimeControl;
use crate::engine::search::Level;
use crate::engine::Color;
use crate::i18n::Lang;
use serde_json::{json, Map, Value};
use std::fmt;
use std::str::FromStr;

/// The options format this release writes.
pub const OPTIONS_VERSION: u64 = 9;

/// The most cores the Cores option may name: more than any device of today reports.
pub const MAX_STORED_CORES: u8 = 64;

/// The oldest options format this release still reads.
pub const OLDEST_OPTIONS_VERSION: u64 = 1;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The AI.
    Computer,
}

impl Player {
    /// Both kinds, in menu order.
    pub const ALL: [Player; 2] = [Player::Human, Player::Computer];

    /// The lowercase name used in storage and form values.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Human => "human",
            Player::Computer => "computer",
        }
    }

    /// The capitalised name shown to players.
    pub const fn title(self) -> &'static str {
        match self {
            Player::Human => "Human",
            Player::Computer => "Computer",
        }
    }
}

/// Where a new game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Start {
    /// The standard start, the first mover as chosen.
    Standard,
    /// A random opening of the balanced list (Black first), played out in the move list.
    Balanced,
}

impl Start {
    /// Both, in menu order.
    pub const ALL: [Start; 2] = [Start::Standard, Start::Balanced];

    /// The lowercase name used in storage and form values.
    pub const fn name(self) -> &'static str {
        match self {
            Start::Standard => "standard",
            Start::Balanced => "balanced",
        }
    }
}

impl FromStr for Start {
    type Err = String;

    fn from_str(text: &str) -> Result<Start, String> {
        Start::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| format!("\"{}\" is not standard or balanced", clip(text, QUOTE)))
    }
}

/// The clock new games are played on: none, or one of the time controls offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockChoice {
    /// No clock.
    None,
    /// 1 minute a side.
    OneMinute,
    /// 3 minutes a side, 2 seconds a move.
    ThreePlusTwo,
    /// 5 minutes a side.
    FiveMinutes,
    /// 10 minutes a side, 5 seconds a move.
    TenPlusFive,
    /// 15 minutes a side, 10 seconds a move.
    FifteenPlusTen,
}

impl ClockChoice {
    /// Every choice, in menu order.
    pub const ALL: [ClockChoice; 6] = [
        ClockChoice::None,
        ClockChoice::OneMinute,
        ClockChoice::ThreePlusTwo,
        ClockChoice::FiveMinutes,
        ClockChoice::TenPlusFive,
        ClockChoice::FifteenPlusTen,
    ];

    /// The name used in storage and form values: "none", or minutes+seconds ("3+2").
    pub const fn name(self) -> &'static str {
        match self {
            ClockChoice::None => "none",
            ClockChoice::OneMinute => "1+0",
            ClockChoice::ThreePlusTwo => "3+2",
            ClockChoice::FiveMinutes => "5+0",
            ClockChoice::TenPlusFive => "10+5",
            ClockChoice::FifteenPlusTen => "15+10",
        }
    }

    /// The time control chosen, if any.
    pub const fn control(self) -> Option<TimeControl> {
        match self {
            ClockChoice::None => None,
            ClockChoice::OneMinute => Some(TimeControl::minutes(1, 0)),
            ClockChoice::ThreePlusTwo => Some(TimeControl::minutes(3, 2)),
            ClockChoice::FiveMinutes => Some(TimeControl::minutes(5, 0)),
            ClockChoice::TenPlusFive => Some(TimeControl::minutes(10, 5)),
            ClockChoice::FifteenPlusTen => Some(TimeControl::minutes(15, 10)),
        }
    }
}

impl FromStr for ClockChoice {
    type Err = String;

    fn from_str(text: &str) -> Result<ClockChoice, String> {
        ClockChoice::ALL
            .into_iter()
            .find(|c| c.name() == text.trim())
            .ok_or_else(|| format!("\"{}\" is not a clock offered", clip(text, QUOTE)))
    }
}

/// Why a string is not a player kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPlayer(pub String);

impl fmt::Display for BadPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not human or computer", clip(&self.0, QUOTE))
    }
}

impl FromStr for Player {
    type Err = BadPlayer;

    fn from_str(text: &str) -> Result<Player, BadPlayer> {
        Player::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(text))
            .ok_or_else(|| BadPlayer(text.to_string()))
    }
}

/// Reads a side colour ("black"/"white", any case).
fn parse_color(text: &str) -> Result<Color, String> {
    [Color::Black, Color::White]
        .into_iter()
        .find(|c| c.name().eq_ignore_ascii_case(text))
        .ok_or_else(|| format!("\"{}\" is not black or white", clip(text, QUOTE)))
}

/// What the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Display {
    /// Highlight the squares the side to move may play.
    pub show_valid_moves: bool,
    /// Show which discs a move would flip while hovering or focusing its square.
    pub preview_moves: bool,
    /// Turn flipped discs over and circle the disc just played.
    pub animate_moves: bool,
    /// Show the value of every legal move on a person's turn, with the evaluation.
    pub show_hints: bool,
    /// Value every position of the game in the background, so the evaluation graph is
    /// always drawn (hints or not).
    pub show_graph: bool,
}

/// The board's colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colors {
    /// The board's squares.
    pub board: Rgb,
    /// Highlighted legal moves.
    pub valid_move: Rgb,
    /// The legal square under the pointer or keyboard focus.
    pub active_square: Rgb,
    /// The circle around the disc being played.
    pub move_indicator: Rgb,
}

/// Who moves first and who plays each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players {
    /// The side that moves first in a new game.
    pub first: Color,
    /// Who plays Black.
    pub black: Player,
    /// Who plays White.
    pub white: Player,
}

impl Players {
    /// `black` against `white`, Black moving first.
    pub const fn new(black: Player, white: Player) -> Players {
        Players {
            first: Color::Black,
            black,
            white,
        }
    }

    /// Who plays `side`.
    pub const fn player(&self, side: Color) -> Player {
        match side {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// Whether the computer plays `side`.
    pub fn is_computer(&self, side: Color) -> bool {
        self.player(side) == Player::Computer
    }
}

impl Default for Players {
    /// A person playing Black, moving first, against the computer.
    fn default() -> Players {
        Players::new(Player::Human, Player::Computer)
    }
}

/// Every option but the players, which the game in progress owns once the app runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// What the board shows.
    pub display: Display,
    /// The board's colours.
    pub colors: Colors,
    /// How strongly the computer plays.
    pub level: Level,
    /// The language chosen in Options; `None` follows the browser's languages.
    pub language: Option<Lang>,
    /// Where a new game starts.
    pub start: Start,
    /// How many cores (workers) the computer may use; `None` leaves it to the device.
    pub cores: Option<u8>,
    /// Whether moves, flips and the game's end make a sound.
    pub sound: bool,
    /// The board's style.
    pub theme: Theme,
    /// The marks for legal moves, the last move and hints.
    pub markers: Markers,
    /// The clock new games are played on.
    pub clock: ClockChoice,
}

impl Default for Options {
    /// A Beginner computer on a green board with sound, with every display aid on but the
    /// hints, which would give the game away.
    fn default() -> Options {
        Options {
            display: Display {
                show_valid_moves: true,
                preview_moves: true,
                animate_moves: true,
                show_hints: false,
                show_graph: false,
            },
            colors: Colors {
                board: Rgb::new(0x1e7b3c),
                valid_move: Rgb::new(0x66bb6a),
                active_square: Rgb::new(0xffd54f),
                move_indicator: Rgb::new(0xe53935),
            },
            level: Level::Beginner,
            language: None,
            start: Start::Standard,
            cores: None,
            sound: true,
            theme: Theme::Classic,
            markers: Markers::Dots,
            clock: ClockChoice::None,
        }
    }
}

/// The options record as stored: the options and who plays. The players live in one record
/// with the options (as every earlier version stored them), but once the app runs only the
/// session holds them, and the record is written from both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StoredOptions {
    /// The options.
    pub options: Options,
    /// Who plays each side, and who moves first in a new game.
    pub players: Players,
}

impl Persisted for StoredOptions {
    const WHAT: &'static str = "Options";

    fn fallback() -> StoredOptions {
        StoredOptions::default()
    }

    fn from_json(text: &str) -> Result<Parsed<StoredOptions>, SchemaError> {
        let (version, map) = envelope(text, OLDEST_OPTIONS_VERSION, OPTIONS_VERSION)?;
        let mut problems = Vec::new();
        let mut map = if version == 1 {
            migrate_v1(&map, &mut problems)
        } else {
            map
        };
        if version < 3 {
            add_hints_option(&mut map);
        }
        if version < 4 {
            map.insert("language".into(), Value::Null);
        }
        if version < 5 {
            map.insert("start".into(), Start::Standard.name().into());
            add_graph_option(&mut map);
        }
        if version < 6 {
            map.insert("cores".into(), Value::Null);
        }
        if version < 7 {
            add_look_and_sound(&mut map);
        }
        if version < 8 {
            map.insert("clock".into(), ClockChoice::None.name().into());
        }
        if version < 9 {
            migrate_level(&mut map);
        }
        let value = read_v9(&map, &mut problems);
        Ok(Parsed { value, problems })
    }

    fn to_json(&self) -> String {
        let o = &self.options;
        json!({
            "version": OPTIONS_VERSION,
            "display": {
                "show_valid_moves": o.display.show_valid_moves,
                "preview_moves": o.display.preview_moves,
                "animate_moves": o.display.animate_moves,
                "show_hints": o.display.show_hints,
                "show_graph": o.display.show_graph,
            },
            "colors": {
                "board": o.colors.board.to_string(),
                "valid_move": o.colors.valid_move.to_string(),
                "active_square": o.colors.active_square.to_string(),
                "move_indicator": o.colors.move_indicator.to_string(),
            },
            "players": {
                "first_move": self.players.first.name(),
                "black": self.players.black.name(),
                "white": self.players.white.name(),
            },
            "level": o.level.name(),
            "language": o.language.map(Lang::code),
            "start": o.start.name(),
            "cores": o.cores,
            "sound": o.sound,
            "theme": o.theme.name(),
            "markers": o.markers.name(),
            "clock": o.clock.name(),
        })
        .to_string()
    }
}

/// Version 3 added the hints option: older options get it switched off.
fn add_hints_option(map: &mut Map<String, Value>) {
    if let Some(Value::Object(display)) = map.get_mut("display") {
        display
            .entry("show_hints")
            .or_insert(Value::Bool(Options::default().display.show_hints));
    }
}

/// Version 5 added the evaluation graph option: older options get it switched off.
fn add_graph_option(map: &mut Map<String, Value>) {
    if let Some(Value::Object(display)) = map.get_mut("display") {
        display
            .entry("show_graph")
            .or_insert(Value::Bool(Options::default().display.show_graph));
    }
}

/// Version 7 added sound, the board's style and its markers: older options get the
/// defaults, which draw the board as before and switch sound on, as for a first visit.
fn add_look_and_sound(map: &mut Map<String, Value>) {
    let d = Options::default();
    map.insert("sound".into(), Value::Bool(d.sound));
    map.insert("theme".into(), d.theme.name().into());
    map.insert("markers".into(), d.markers.name().into());
}

/// The rung of the ladder nearest in strength to each of the four levels before version 9:
/// against the greedy bot the old Beginner scored between Novice and Beginner, nearer
/// Novice; the others by their budgets (the old Intermediate searched four plies, exact
/// from 14 empties, the old Advanced as Advanced does, a little cooler).
pub const FOUR_LEVELS: [(&str, Level); 4] = [
    ("beginner", Level::Novice),
    ("intermediate", Level::Skilled),
    ("advanced", Level::Advanced),
    ("expert", Level::Expert),
];

/// Version 9 named the levels of the ladder by id: one of the four levels of before becomes
/// the nearest rung, anything else is left for the reader to judge.
fn migrate_level(map: &mut Map<String, Value>) {
    let Some(Value::String(old)) = map.get("level") else {
        return;
    };
    if let Some((_, level)) = FOUR_LEVELS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(old.trim()))
    {
        map.insert("level".into(), level.name().into());
    }
}

/// Reads a version-9 object field by field.
fn read_v9(map: &Map<String, Value>, problems: &mut Vec<String>) -> StoredOptions {
    let d = Options::default();
    let dp = Players::default();
    let display = {
        let mut f = Fields::nested(map, "display", problems);
        Display {
            show_valid_moves: f.bool("show_valid_moves", d.display.show_valid_moves),
            preview_moves: f.bool("preview_moves", d.display.preview_moves),
            animate_moves: f.bool("animate_moves", d.display.animate_moves),
            show_hints: f.bool("show_hints", d.display.show_hints),
            show_graph: f.bool("show_graph", d.display.show_graph),
        }
    };
    let colors = {
        let mut f = Fields::nested(map, "colors", problems);
        Colors {
            board: f.parse("board", d.colors.board),
            valid_move: f.parse("valid_move", d.colors.valid_move),
            active_square: f.parse("active_square", d.colors.active_square),
            move_indicator: f.parse("move_indicator", d.colors.move_indicator),
        }
    };
    let players = {
        let mut f = Fields::nested(map, "players", problems);
        Players {
            first: f.get("first_move", dp.first, |v| match v.as_str() {
                Some(s) => parse_color(s).map_err(|e| format!("is invalid: {e}")),
                None => Err(format!("is {}, not a string", kind(v))),
            }),
            black: f.parse("black", dp.black),
            white: f.parse("white", dp.white),
        }
    };
    let mut top = Fields::new(map, "", problems);
    let level = top.parse("level", d.level);
    let language = top.get("language", d.language, |v| match v {
        Value::Null => Ok(None),
        Value::String(s) => s
            .parse::<Lang>()
            .map(Some)
            .map_err(|e| format!("is invalid: {e}")),
        _ => Err(format!("is {}, not a string or null", kind(v))),
    });
    let start = top.parse("start", d.start);
    let cores = top.get("cores", d.cores, |v| match v {
        Value::Null => Ok(None),
        Value::Number(n) => n
            .as_u64()
            .filter(|n| (1..=u64::from(MAX_STORED_CORES)).contains(n))
            .map(|n| Some(n as u8))
            .ok_or_else(|| format!("{n} is not a count from 1 to {MAX_STORED_CORES}")),
        _ => Err(format!("is {}, not a number or null", kind(v))),
    });
    let sound = top.bool("sound", d.sound);
    let theme = top.parse("theme", d.theme);
    let markers = top.parse("markers", d.markers);
    let clock = top.parse("clock", d.clock);
    StoredOptions {
        options: Options {
            display,
            colors,
            level,
            language,
            start,
            cores,
            sound,
            theme,
            markers,
            clock,
        },
        players,
    }
}

/// Rewrites a version-1 object in the version-2 shape.
///
/// Version 1 was flat (`board_color`, `show_valid_moves`, ...) and named one `computer`
/// side. Fields are moved as they are, so a broken one is reported by the version-2 reader;
/// only a broken `computer` is reported here, as both players then fall back.
fn migrate_v1(v1: &Map<String, Value>, problems: &mut Vec<String>) -> Map<String, Value> {
    let field = |name: &str| v1.get(name).cloned();
    let object = |pairs: &[(&str, Option<Value>)]| {
        let map: Map<String, Value> = pairs
            .iter()
            .filter_map(|(k, v)| v.clone().map(|v| (k.to_string(), v)))
            .collect();
        Value::Object(map)
    };
    let (black, white) = match v1.get("computer").map(|v| (v, v.as_str())) {
        Some((_, Some(s))) if s.eq_ignore_ascii_case("none") => (Player::Human, Player::Human),
        Some((_, Some(s))) if s.eq_ignore_ascii_case("black") => (Player::Computer, Player::Human),
        Some((_, Some(s))) if s.eq_ignore_ascii_case("white") => (Player::Human, Player::Computer),
        Some((_, Some(s))) if s.eq_ignore_ascii_case("both") => {
            (Player::Computer, Player::Computer)
        }
        Some((v, _)) => {
            problems.push(format!(
                "computer {} is not none, black, white or both",
                clip(&v.to_string(), QUOTE)
            ));
            let d = Players::default();
            (d.black, d.white)
        }
        None => {
            problems.push("computer is missing".into());
            let d = Players::default();
            (d.black, d.white)
        }
    };
    let mut v2 = Map::new();
    v2.insert("version".into(), OPTIONS_VERSION.into());
    v2.insert(
        "display".into(),
        object(&[
            ("show_valid_moves", field("show_valid_moves")),
            ("preview_moves", field("preview_moves")),
            ("animate_moves", field("animate_moves")),
        ]),
    );
    v2.insert(
        "colors".into(),
        object(&[
            ("board", field("board_color")),
            ("valid_move", field("valid_move_color")),
            ("active_square", field("active_square_color")),
            ("move_indicator", field("move_indicator_color")),
        ]),
    );
    v2.insert(
        "players".into(),
        object(&[
            ("first_move", field("first_move")),
            ("black", Some(black.name().into())),
            ("white", Some(white.name().into())),
        ]),
    );
    if let Some(level) = field("level") {
        v2.insert("level".into(), level);
    }
    v2
}
