//! Every game against a friend on another page, as this page keeps them between visits
//! (several at once), with the name this player last gave. Version 1:
//!
//! `{"version":1,"name":"Ann","games":[{"id":"3f2a…","me":"b","black":"Ann","white":"Bob",`
//! `"moves":"f5d6","end":"rb","offer":"w","declined":false,"refused":false,"days":3,"moved_at":…,`
//! `"updated_ms":…}],"ice":["stun:stun.l.google.com:19302"]}`
//!
//! `ice`, the servers a live game asks for its address, came after version 1's first
//! release without a new version: a list without it gets the default server.
//!
//! Each game's moves are replayed by the rules when read, and a game that does not replay is
//! dropped alone, with a problem line: the others stay. The rules of a friend game (whose
//! move, what a link from the friend may change) are `crate::session::friend`'s.

use super::schema::{envelope, Parsed, Persisted, SchemaError};
use crate::engine::record::play_transcript;
use crate::engine::{Color, Ending, Game};
use serde_json::{json, Map, Value};

/// The format this release writes.
pub const FRIENDS_VERSION: u64 = 1;

/// The longest time per move a friend game may have, in days.
pub const MAX_DAYS: u8 = 30;

/// The most friend games kept: the least recently changed go first.
pub const MAX_GAMES: usize = 100;

/// One game against a friend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendGame {
    /// The id both pages know the game by.
    pub id: u64,
    /// The colour this page plays.
    pub me: Color,
    /// The players' names, Black then White (either may be empty).
    pub names: [String; 2],
    /// The game from the standard start, with its ending put on.
    pub game: Game,
    /// The side offering a draw, while the offer stands.
    pub offer: Option<Color>,
    /// Whether this page declined the friend's offer since the last move (the friend learns
    /// it from the next link).
    pub declined: bool,
    /// Whether the friend declined this page's offer since the last move: it may offer again
    /// once a move is played (a page reading the same moves could not tell a second offer
    /// from the first one's link opened again).
    pub refused: bool,
    /// The days each move may take, when the players chose a clock.
    pub days: Option<u8>,
    /// When the last move was played (or the game began), in seconds since 1970 (UTC).
    pub moved_at: u64,
    /// When this page last changed the game, in milliseconds since 1970: the list's order.
    pub updated_ms: u64,
}

impl FriendGame {
    /// The friend's colour.
    pub fn them(&self) -> Color {
        self.me.opponent()
    }

    /// The friend's name (possibly empty).
    pub fn their_name(&self) -> &str {
        &self.names[index(self.them())]
    }

    /// This player's name (possibly empty).
    pub fn my_name(&self) -> &str {
        &self.names[index(self.me)]
    }
}

/// Every friend game and this player's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Friends {
    /// The name this player gave last, offered for the next game.
    pub name: String,
    /// The games, most recently changed first.
    pub games: Vec<FriendGame>,
    /// The ICE servers (STUN) a live game asks for this page's public address; empty: the
    /// same network only.
    pub ice: Vec<String>,
}

/// The ICE server a first visit uses: a well-known public STUN server.
pub const DEFAULT_ICE: &str = "stun:stun.l.google.com:19302";

/// The most ICE servers kept.
pub const MAX_ICE: usize = 8;

impl Default for Friends {
    fn default() -> Friends {
        Friends {
            name: String::new(),
            games: Vec::new(),
            ice: vec![DEFAULT_ICE.to_string()],
        }
    }
}

/// Whether `url` may be an ICE server's address: a STUN or TURN URL, short, with no spaces
/// (a browser refuses the whole connection over one it cannot read).
pub fn valid_ice(url: &str) -> bool {
    let scheme = url.split_once(':').map(|(s, _)| s);
    matches!(scheme, Some("stun" | "stuns" | "turn" | "turns"))
        && url.len() > 6
        && url.len() <= 256
        && url.bytes().all(|b| b.is_ascii_graphic())
}

/// The ICE servers of a text with one per line: blank lines skipped; `Err` with the first
/// line that is not a server's address.
pub fn parse_ice(text: &str) -> Result<Vec<String>, String> {
    let mut servers = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if !valid_ice(line) || servers.len() == MAX_ICE {
            return Err(line.to_string());
        }
        servers.push(line.to_string());
    }
    Ok(servers)
}

impl Friends {
    /// The game with this id.
    pub fn get(&self, id: u64) -> Option<&FriendGame> {
        self.games.iter().find(|g| g.id == id)
    }

    /// Stores `game` in place of the one with its id, first in the list.
    pub fn put(&mut self, game: FriendGame) {
        self.games.retain(|g| g.id != game.id);
        self.games.insert(0, game);
        self.games.truncate(MAX_GAMES);
    }
}

/// 0 for Black, 1 for White: a colour's place in `names`.
pub fn index(colour: Color) -> usize {
    match colour {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// `b` or `w`: a colour as links and the stored form write it.
pub fn colour_key(colour: Color) -> char {
    match colour {
        Color::Black => 'b',
        Color::White => 'w',
    }
}

/// The colour `colour_key` wrote.
pub fn colour_of(key: &str) -> Option<Color> {
    match key {
        "b" => Some(Color::Black),
        "w" => Some(Color::White),
        _ => None,
    }
}

/// How an ending put on a game is written (`rb`, `tw`, `d`): none for a game the board
/// ended, or one going on.
pub fn ending_key(ending: Option<Ending>) -> Option<String> {
    match ending? {
        Ending::Resigned(c) => Some(format!("r{}", colour_key(c))),
        Ending::Time(c) => Some(format!("t{}", colour_key(c))),
        Ending::DrawAgreed => Some("d".to_string()),
        Ending::Normal => None,
    }
}

/// The ending `ending_key` wrote.
pub fn ending_of(key: &str) -> Option<Ending> {
    let colour = || colour_of(key.get(1..)?);
    match key.get(..1)? {
        "r" => Some(Ending::Resigned(colour()?)),
        "t" => Some(Ending::Time(colour()?)),
        "d" if key == "d" => Some(Ending::DrawAgreed),
        _ => None,
    }
}

/// One game as stored (here, and beside the saved game when it is on the board).
pub fn game_json(g: &FriendGame) -> Value {
    json!({
        "id": format!("{:016x}", g.id),
        "me": colour_key(g.me).to_string(),
        "black": g.names[0],
        "white": g.names[1],
        "moves": g.game.transcript(),
        "end": ending_key(g.game.outcome().map(|o| o.ending)),
        "offer": g.offer.map(|c| colour_key(c).to_string()),
        "declined": g.declined,
        "refused": g.refused,
        "days": g.days,
        "moved_at": g.moved_at,
        "updated_ms": g.updated_ms,
    })
}

/// One stored game, replayed and checked; why not where it cannot be.
pub fn read_game(value: &Value) -> Result<FriendGame, String> {
    let map = value.as_object().ok_or("a game is not an object")?;
    let text = |name: &str| {
        map.get(name)
            .and_then(Value::as_str)
            .ok_or(format!("a game's {name} is not text"))
    };
    let optional = |name: &str| match map.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(_) => Err(format!("a game's {name} is not text")),
    };
    let number = |name: &str| {
        map.get(name)
            .and_then(Value::as_u64)
            .ok_or(format!("a game's {name} is not a number"))
    };
    let id = text("id")?;
    let id = u64::from_str_radix(id, 16)
        .ok()
        .filter(|_| id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()))
        .ok_or("a game's id is not 16 hex digits")?;
    let me = colour_of(text("me")?).ok_or("a game's colour is not b or w")?;
    let mut game = play_transcript(Game::new(Color::Black), text("moves")?)
        .map_err(|e| format!("game {id:016x}: {e}"))?;
    if let Some(end) = optional("end")? {
        let ending = ending_of(end).ok_or(format!("game {id:016x}: bad end {end:?}"))?;
        game.put_ending(ending)
            .map_err(|e| format!("game {id:016x}: {e}"))?;
    }
    let offer = match optional("offer")? {
        None => None,
        Some(c) => Some(colour_of(c).ok_or("a game's offer is not b or w")?),
    };
    let days = match map.get("days") {
        None | Some(Value::Null) => None,
        Some(d) => Some(
            d.as_u64()
                .filter(|d| (1..=u64::from(MAX_DAYS)).contains(d))
                .ok_or("a game's days are not 1 to 30")? as u8,
        ),
    };
    Ok(FriendGame {
        id,
        me,
        names: [text("black")?.to_string(), text("white")?.to_string()],
        offer: offer.filter(|_| !game.is_over()),
        game,
        declined: map
            .get("declined")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        refused: map.get("refused").and_then(Value::as_bool).unwrap_or(false),
        days,
        moved_at: number("moved_at")?,
        updated_ms: number("updated_ms")?,
    })
}

impl Persisted for Friends {
    const WHAT: &'static str = "Friend games";

    fn fallback() -> Friends {
        Friends::default()
    }

    fn from_json(text: &str) -> Result<Parsed<Friends>, SchemaError> {
        let (_, map) = envelope(text, 1, FRIENDS_VERSION)?;
        let mut problems = Vec::new();
        let name = match map.get("name") {
            Some(Value::String(s)) => s.clone(),
            None => String::new(),
            Some(_) => {
                problems.push("name is not text".to_string());
                String::new()
            }
        };
        let stored = match map.get("games") {
            Some(Value::Array(games)) => games.as_slice(),
            None => &[],
            Some(_) => {
                problems.push("games is not a list".to_string());
                &[]
            }
        };
        let mut games: Vec<FriendGame> = Vec::new();
        for value in stored {
            match read_game(value) {
                Ok(g) if games.iter().any(|h| h.id == g.id) => {
                    problems.push(format!("game {:016x} is stored twice", g.id));
                }
                Ok(g) => games.push(g),
                Err(why) => problems.push(why),
            }
        }
        games.truncate(MAX_GAMES);
        let ice = match map.get("ice") {
            None => Friends::default().ice,
            Some(Value::Array(list)) => {
                let ice: Vec<String> = list
                    .iter()
                    .filter_map(Value::as_str)
                    .filter(|url| valid_ice(url))
                    .take(MAX_ICE)
                    .map(str::to_string)
                    .collect();
                if ice.len() != list.len() {
                    problems.push("an ICE server is not a STUN or TURN address".to_string());
                }
                ice
            }
            Some(_) => {
                problems.push("ice is not a list".to_string());
                Friends::default().ice
            }
        };
        Ok(Parsed {
            value: Friends { name, games, ice },
            problems,
        })
    }

    fn to_json(&self) -> String {
        let mut map = Map::new();
        map.insert("version".into(), json!(FRIENDS_VERSION));
        map.insert("name".into(), json!(self.name));
        map.insert("ice".into(), json!(self.ice));
        map.insert(
            "games".into(),
            Value::Array(self.games.iter().map(game_json).collect()),
        );
        Value::Object(map).to_string()
    }
}
