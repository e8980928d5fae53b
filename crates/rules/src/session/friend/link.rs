//! The friend link: a game between two people carried whole in a URL fragment, so that it
//! travels by any messenger with no server of ours. Format 1 (stated in `docs/friend-links.md`):
//!
//! `#friend=1&id=<16 hex>&from=b|w&black=<name>&white=<name>&moves=<squares>[&end=…]`
//! `[&offer=1][&declined=1][&days=N]&at=<seconds>&sum=<8 hex>`
//!
//! The board is never read from a link: its moves are replayed by our own rules, so a link
//! can only carry a game that could have been played. `sum` (a CRC-32 of everything before
//! it) tells a cut or altered link from a good one. Every later format keeps reading this one.

use crate::engine::record::{play_transcript, MoveError};
use crate::engine::{Color, Game};
use crate::settings::friends::{colour_key, colour_of, ending_key, ending_of, MAX_DAYS};
use crc::{Crc, Table, CRC_32_ISO_HDLC};
use std::fmt;

/// The format this release writes.
pub const FORMAT: u32 = 1;

/// The most characters of a player's name a link carries.
pub const NAME_CHARS: usize = 24;

/// The standard CRC-32 (ISO HDLC, as zip and PNG compute it), one table of 256 entries.
const CRC: Crc<u32, Table<1>> = Crc::<u32, Table<1>>::new(&CRC_32_ISO_HDLC);

/// The check sum of a link's body.
fn check_sum(body: &[u8]) -> u32 {
    CRC.checksum(body)
}

/// The key that marks a friend link's fragment.
const KEY: &str = "friend=";

/// A game between two people, as one of them sends it to the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendLink {
    /// The game's id, the same on both pages.
    pub id: u64,
    /// The colour of the person who sent it.
    pub from: Color,
    /// The players' names, Black then White (either may be empty).
    pub names: [String; 2],
    /// The game from the standard start, its moves replayed by the rules and its ending (a
    /// resignation, a loss on time or an agreed draw) put on.
    pub game: Game,
    /// Whether the sender offers a draw.
    pub offer: bool,
    /// Whether the sender declined the draw the receiver offered.
    pub declined: bool,
    /// The days each move may take, when the players chose a clock.
    pub days: Option<u8>,
    /// When the last move was played (or the game began), in seconds since 1970 (UTC).
    pub at: u64,
}

/// Why a friend link cannot be read; its `Display` is for logs, the page words it itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkProblem {
    /// It is not a friend link at all.
    NotFriendLink,
    /// It ends before its check sum: cut short when it was copied.
    Cut,
    /// Its check sum does not match: changed since it was made.
    Altered,
    /// It was written by a newer release, in this format.
    Newer(u32),
    /// A part is missing or unreadable; carries the part's name.
    Part(&'static str),
    /// A move cannot be played.
    Move(MoveError),
}

impl fmt::Display for LinkProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkProblem::NotFriendLink => f.write_str("not a friend link"),
            LinkProblem::Cut => f.write_str("the link is cut short"),
            LinkProblem::Altered => f.write_str("the link was changed"),
            LinkProblem::Newer(v) => write!(f, "link format {v} is newer than this page"),
            LinkProblem::Part(part) => write!(f, "the link's {part} cannot be read"),
            LinkProblem::Move(e) => write!(f, "{e}"),
        }
    }
}

/// Whether `text` (a URL or its fragment) is a friend link rather than another kind.
pub fn is_friend_link(text: &str) -> bool {
    fragment_of(text).starts_with(KEY)
}

/// The fragment of a URL (after `#`), or `text` itself when it has none.
fn fragment_of(text: &str) -> &str {
    let text = text.trim();
    text.split_once('#').map_or(text, |(_, f)| f).trim()
}

impl FriendLink {
    /// The fragment, `#` included, that carries this game.
    pub fn fragment(&self) -> String {
        let mut body = format!(
            "{KEY}{FORMAT}&id={:016x}&from={}&black={}&white={}&moves={}",
            self.id,
            colour_key(self.from),
            encode(&self.names[0]),
            encode(&self.names[1]),
            self.game.transcript()
        );
        if let Some(end) = ending_key(self.game.outcome().map(|o| o.ending)) {
            body.push_str(&format!("&end={end}"));
        }
        if self.offer {
            body.push_str("&offer=1");
        }
        if self.declined {
            body.push_str("&declined=1");
        }
        if let Some(days) = self.days {
            body.push_str(&format!("&days={days}"));
        }
        body.push_str(&format!("&at={}", self.at));
        format!("#{body}&sum={:08x}", check_sum(body.as_bytes()))
    }

    /// Reads a friend link (a whole URL or its fragment) of any format this release knows.
    pub fn read(text: &str) -> Result<FriendLink, LinkProblem> {
        let fragment = fragment_of(text);
        let version = fragment
            .strip_prefix(KEY)
            .ok_or(LinkProblem::NotFriendLink)?;
        let version: String = version.chars().take_while(char::is_ascii_digit).collect();
        let (body, sum) = fragment.rsplit_once("&sum=").ok_or(LinkProblem::Cut)?;
        // Eight hex digits, as written: fewer is a link cut short inside its sum.
        let sum = Some(sum)
            .filter(|s| s.len() == 8 && s.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|s| u32::from_str_radix(s, 16).ok())
            .ok_or(LinkProblem::Cut)?;
        if check_sum(body.as_bytes()) != sum {
            return Err(LinkProblem::Altered);
        }
        match version.parse::<u32>() {
            Ok(1) => read_v1(body),
            Ok(v) if v > FORMAT => Err(LinkProblem::Newer(v)),
            _ => Err(LinkProblem::Part("format")),
        }
    }
}

/// Reads format 1's parts, the check sum already taken off and checked.
fn read_v1(body: &str) -> Result<FriendLink, LinkProblem> {
    let part = |name: &'static str| -> Result<Option<&str>, LinkProblem> {
        let mut found = body
            .split('&')
            .filter_map(|p| p.split_once('='))
            .filter(|(k, _)| *k == name)
            .map(|(_, v)| v);
        let first = found.next();
        // A repeated part could be read two ways: it is read neither.
        match found.next() {
            Some(_) => Err(LinkProblem::Part(name)),
            None => Ok(first),
        }
    };
    let need = |name: &'static str| part(name)?.ok_or(LinkProblem::Part(name));
    let id = need("id")?;
    // Sixteen hex digits exactly (`from_str_radix` alone would also take a sign).
    let id = u64::from_str_radix(id, 16)
        .ok()
        .filter(|_| id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()))
        .ok_or(LinkProblem::Part("id"))?;
    let from = colour_of(need("from")?).ok_or(LinkProblem::Part("from"))?;
    let name = |which: &'static str| {
        decode(need(which)?)
            .filter(|n| valid_name(n))
            .ok_or(LinkProblem::Part(which))
    };
    let names = [name("black")?, name("white")?];
    let moves = need("moves")?;
    // Squares only: passes follow from the rules, and nothing else belongs in a transcript.
    if moves.len() > 120 || !moves.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(LinkProblem::Part("moves"));
    }
    let mut game = play_transcript(Game::new(Color::Black), moves).map_err(LinkProblem::Move)?;
    if let Some(end) = part("end")? {
        let ending = ending_of(end).ok_or(LinkProblem::Part("end"))?;
        // An ending goes only on a game the board has not already ended.
        game.put_ending(ending)
            .map_err(|_| LinkProblem::Part("end"))?;
    }
    let flag = |name: &'static str| match part(name)? {
        None => Ok(false),
        Some("1") => Ok(true),
        Some(_) => Err(LinkProblem::Part(name)),
    };
    let offer = flag("offer")?;
    let declined = flag("declined")?;
    if offer && game.is_over() {
        return Err(LinkProblem::Part("offer"));
    }
    let days = match part("days")? {
        None => None,
        Some(d) => Some(
            d.parse::<u8>()
                .ok()
                .filter(|d| (1..=MAX_DAYS).contains(d))
                .ok_or(LinkProblem::Part("days"))?,
        ),
    };
    let at = need("at")?
        .parse::<u64>()
        .map_err(|_| LinkProblem::Part("at"))?;
    Ok(FriendLink {
        id,
        from,
        names,
        game,
        offer,
        declined,
        days,
        at,
    })
}

/// Whether `name` may be a player's name in a link: short, and no control characters.
pub fn valid_name(name: &str) -> bool {
    name.chars().count() <= NAME_CHARS && !name.chars().any(char::is_control)
}

/// `text` with every byte but the unreserved ones of RFC 3986 escaped as `%XX`, so that any
/// name survives every messenger's idea of a URL.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The text `encode` wrote; `None` for a bad escape or bytes that are not UTF-8.
fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}
