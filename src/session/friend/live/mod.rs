//! A live game with a friend: the two pages talk over a WebRTC data channel, and each message
//! from the friend's page is input like a link's, checked by this page's own rules before it
//! changes anything. The protocol is a pure state machine ([`Live`]) so that it runs in the
//! native tests over an in-memory pair of channels; the browser side only carries its text.
//!
//! A message is JSON, `{"m":{"ply":4,"sq":"c3","t":"move"},"v":1}`, at most [`MAX_BYTES`].
//! The first message each way is `hello`, which carries the whole game as a friend link
//! ([`super::link`]): its moves are replayed and its shared part checked exactly as a link's
//! are, so a resumed connection picks up the game at the move where it stopped, whichever
//! page is ahead. After it, moves travel one at a time, each with its place in the game
//! (`ply`), and must be legal and of the friend's colour. The board is never taken from the
//! other page. A refused message leaves the game as it was; [`STRIKES`] of them and the page
//! closes the connection.

pub mod signal;

use super::link::{FriendLink, LinkProblem};
use super::{from_link, receive as receive_link, to_move, Conflict, Received};
use crate::engine::{Ending, Square};
use crate::settings::friends::FriendGame;
use serde_json::{json, Value};

/// The protocol version this release speaks.
pub const VERSION: u32 = 1;

/// The longest message accepted, in bytes: a hello of 60 moves with long names is under 1 KB.
pub const MAX_BYTES: usize = 4096;

/// How many refused messages close the connection: a page that keeps sending them is broken
/// or hostile, and one bad message may be a slip.
pub const STRIKES: u32 = 3;

/// How often a page says it is still there when it has nothing else to send, in ms.
pub const PING_MS: u64 = 2_000;

/// Silence after which the friend's page counts as gone, in ms: three pings missed, so that
/// both pages show the drop well within 10 s.
pub const DEAD_MS: u64 = 6_000;

/// How long a connection may take to open once both links are in, in ms, before the page
/// says it cannot be made.
pub const CONNECT_MS: u64 = 20_000;

/// One message between the two pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The whole game as the sender has it, as a friend link's fragment.
    Hello {
        /// The fragment ([`FriendLink::fragment`]).
        link: String,
    },
    /// The sender's move, the `ply`-th square of the game (from 0).
    Move {
        /// How many squares were played before it.
        ply: u8,
        /// The square, like `f5`.
        sq: String,
    },
    /// The sender resigns.
    Resign,
    /// The sender offers a draw.
    Offer,
    /// The sender answers the receiver's draw offer.
    Answer {
        /// Whether the sender accepts.
        accept: bool,
    },
    /// Nothing but "still here".
    Ping,
}

/// The text that carries `message`: the version first, so that a newer page's message is
/// told from a broken one. Written and read through `serde_json::Value`, which the app has
/// anyway, rather than derived code for this one enum.
pub fn encode(message: &Message) -> String {
    let m = match message {
        Message::Hello { link } => json!({"t": "hello", "link": link}),
        Message::Move { ply, sq } => json!({"t": "move", "ply": ply, "sq": sq}),
        Message::Resign => json!({"t": "resign"}),
        Message::Offer => json!({"t": "offer"}),
        Message::Answer { accept } => json!({"t": "answer", "accept": accept}),
        Message::Ping => json!({"t": "ping"}),
    };
    json!({"v": VERSION, "m": m}).to_string()
}

/// Reads a message's text: its size, its form and its version, nothing of the game yet.
/// A part too many or too few is as malformed as a missing one.
pub fn decode(text: &str) -> Result<Message, LiveRefusal> {
    if text.len() > MAX_BYTES {
        return Err(LiveRefusal::TooLarge);
    }
    let value: Value = serde_json::from_str(text).map_err(|_| LiveRefusal::Malformed)?;
    let top = value.as_object().ok_or(LiveRefusal::Malformed)?;
    let version = top
        .get("v")
        .and_then(Value::as_u64)
        .ok_or(LiveRefusal::Malformed)?;
    if version > u64::from(VERSION) {
        return Err(LiveRefusal::Newer(version.min(u64::from(u32::MAX)) as u32));
    }
    let m = top
        .get("m")
        .and_then(Value::as_object)
        .filter(|_| version == u64::from(VERSION) && top.len() == 2)
        .ok_or(LiveRefusal::Malformed)?;
    let parts = |n: usize| (m.len() == n).then_some(()).ok_or(LiveRefusal::Malformed);
    let text_of = |k: &str| {
        m.get(k)
            .and_then(Value::as_str)
            .ok_or(LiveRefusal::Malformed)
    };
    match m.get("t").and_then(Value::as_str) {
        Some("hello") => {
            parts(2)?;
            Ok(Message::Hello {
                link: text_of("link")?.to_string(),
            })
        }
        Some("move") => {
            parts(3)?;
            let ply = m
                .get("ply")
                .and_then(Value::as_u64)
                .and_then(|p| u8::try_from(p).ok())
                .ok_or(LiveRefusal::Malformed)?;
            Ok(Message::Move {
                ply,
                sq: text_of("sq")?.to_string(),
            })
        }
        Some("answer") => {
            parts(2)?;
            let accept = m
                .get("accept")
                .and_then(Value::as_bool)
                .ok_or(LiveRefusal::Malformed)?;
            Ok(Message::Answer { accept })
        }
        Some("resign") => parts(1).map(|_| Message::Resign),
        Some("offer") => parts(1).map(|_| Message::Offer),
        Some("ping") => parts(1).map(|_| Message::Ping),
        _ => Err(LiveRefusal::Malformed),
    }
}

/// Why a message from the friend's page was refused; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveRefusal {
    /// Longer than [`MAX_BYTES`].
    TooLarge,
    /// Not a message of this protocol.
    Malformed,
    /// From a newer release, speaking this version.
    Newer(u32),
    /// A hello of another game, or of this page's own colour.
    WrongGame,
    /// A move or an action before the friend's hello.
    NotSynced,
    /// A move when it is not the friend's turn (or the game is over).
    OutOfTurn,
    /// A move at another place in the game than the end both pages have.
    OutOfStep,
    /// A move the rules do not allow.
    Illegal,
    /// An answer with no offer to answer, or an action the game does not allow now.
    NotNow,
    /// The hello's link does not read.
    Link(LinkProblem),
    /// The hello's game does not fit this page's.
    Conflict(Conflict),
}

/// What an accepted message did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The friend's hello started the game here (this page had none of that id).
    Started,
    /// The friend's hello was taken in; what it brought.
    Synced(Received),
    /// The friend played this square.
    Moved(Square),
    /// The friend resigned.
    Resigned,
    /// The friend offers a draw.
    Offered,
    /// The friend accepted this page's draw offer: the game is drawn.
    DrawAgreed,
    /// The friend declined this page's draw offer.
    Declined,
}

/// What an accepted message brought: the game as it now is, if it changed, and what happened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// The game after the message, when the message changed it (or started it).
    pub game: Option<FriendGame>,
    /// What happened, in order.
    pub outcomes: Vec<Outcome>,
}

/// What the heartbeat asks of the page now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beat {
    /// Nothing to do.
    Wait,
    /// Send a ping: nothing was sent for [`PING_MS`].
    Ping,
    /// Nothing was heard for [`DEAD_MS`]: the friend's page is gone.
    Dead,
}

/// One connection's side of the protocol, for the game `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// The game's id, the same on both pages.
    pub id: u64,
    /// Whether the friend's hello has been taken in.
    synced: bool,
    /// How many of the friend's messages were refused.
    strikes: u32,
    /// When anything was last heard from the friend, in ms.
    heard_ms: u64,
    /// When this page last sent anything, in ms.
    sent_ms: u64,
}

impl Live {
    /// A connection for game `id`, opened at `now_ms`.
    pub fn new(id: u64, now_ms: u64) -> Live {
        Live {
            id,
            synced: false,
            strikes: 0,
            heard_ms: now_ms,
            sent_ms: now_ms,
        }
    }

    /// The hello this page sends when the connection opens, or once it has the game.
    pub fn hello(game: &FriendGame) -> Message {
        Message::Hello {
            link: super::link(game).fragment(),
        }
    }

    /// Whether the friend's hello has been taken in.
    pub fn synced(&self) -> bool {
        self.synced
    }

    /// Whether the friend's page sent so many refused messages that the page should hang up.
    pub fn should_close(&self) -> bool {
        self.strikes >= STRIKES
    }

    /// Notes that this page sent a message at `now_ms`.
    pub fn sent(&mut self, now_ms: u64) {
        self.sent_ms = now_ms;
    }

    /// The heartbeat at `now_ms`.
    pub fn beat(&self, now_ms: u64) -> Beat {
        if now_ms.saturating_sub(self.heard_ms) >= DEAD_MS {
            Beat::Dead
        } else if now_ms.saturating_sub(self.sent_ms) >= PING_MS {
            Beat::Ping
        } else {
            Beat::Wait
        }
    }

    /// Takes in the text of a message from the friend's page, at `now_ms`. `game` is this
    /// page's game of this id, if it has one; `my_name` names this player in a game the
    /// friend's hello starts. A refusal changes nothing and counts towards [`STRIKES`].
    pub fn receive(
        &mut self,
        game: Option<&FriendGame>,
        text: &str,
        my_name: &str,
        now_ms: u64,
    ) -> Result<Heard, LiveRefusal> {
        self.heard_ms = now_ms;
        let heard = decode(text).and_then(|m| self.take(game, m, my_name, now_ms / 1000));
        if heard.is_err() {
            self.strikes += 1;
        }
        heard
    }

    /// Takes in a message that reads.
    fn take(
        &mut self,
        game: Option<&FriendGame>,
        message: Message,
        my_name: &str,
        now_s: u64,
    ) -> Result<Heard, LiveRefusal> {
        if let Message::Hello { link } = &message {
            return self.hello_in(game, link, my_name, now_s);
        }
        if message == Message::Ping {
            return Ok(Heard::default());
        }
        let game = game.filter(|_| self.synced).ok_or(LiveRefusal::NotSynced)?;
        // Each message is put as the link the friend's page would have sent, so that the
        // rules of a link decide what it may change.
        let mut link = super::link(game);
        link.from = game.them();
        link.offer = false;
        link.declined = false;
        link.at = now_s;
        let outcome = match message {
            Message::Move { ply, sq } => {
                let square: Square = sq.parse().map_err(|_| LiveRefusal::Malformed)?;
                if to_move(game) != Some(game.them()) {
                    return Err(LiveRefusal::OutOfTurn);
                }
                if usize::from(ply) != squares_played(game) {
                    return Err(LiveRefusal::OutOfStep);
                }
                link.game
                    .play_square(square)
                    .map_err(|_| LiveRefusal::Illegal)?;
                Outcome::Moved(square)
            }
            Message::Resign => {
                link.game
                    .resign_as(game.them())
                    .map_err(|_| LiveRefusal::NotNow)?;
                Outcome::Resigned
            }
            Message::Offer => {
                link.offer = true;
                Outcome::Offered
            }
            Message::Answer { accept: true } => {
                link.game.agree_draw().map_err(|_| LiveRefusal::NotNow)?;
                Outcome::DrawAgreed
            }
            Message::Answer { accept: false } => {
                link.declined = true;
                Outcome::Declined
            }
            // Both are taken above; neither changes the game.
            Message::Hello { .. } | Message::Ping => return Ok(Heard::default()),
        };
        let mut next = game.clone();
        let got = receive_link(&mut next, &link, now_s).map_err(|conflict| match conflict {
            Conflict::Ending => LiveRefusal::NotNow,
            other => LiveRefusal::Conflict(other),
        })?;
        if got.nothing() {
            return Err(LiveRefusal::NotNow);
        }
        Ok(Heard {
            game: Some(next),
            outcomes: vec![outcome],
        })
    }

    /// Takes in the friend's hello: the whole game, checked as a link is.
    fn hello_in(
        &mut self,
        game: Option<&FriendGame>,
        fragment: &str,
        my_name: &str,
        now_s: u64,
    ) -> Result<Heard, LiveRefusal> {
        let link = FriendLink::read(fragment).map_err(LiveRefusal::Link)?;
        if link.id != self.id || game.is_some_and(|g| g.me == link.from) {
            return Err(LiveRefusal::WrongGame);
        }
        let heard = match game {
            None => Heard {
                game: Some(from_link(&link, my_name, now_s).map_err(LiveRefusal::Conflict)?),
                outcomes: vec![Outcome::Started],
            },
            Some(game) => {
                let mut next = game.clone();
                let got = receive_link(&mut next, &link, now_s).map_err(LiveRefusal::Conflict)?;
                Heard {
                    game: (next != *game).then_some(next),
                    outcomes: vec![Outcome::Synced(got)],
                }
            }
        };
        self.synced = true;
        Ok(heard)
    }
}

/// The messages that tell the friend what this page did between `before` and `after` (the
/// same game): its moves, its resignation, its draw offer and its answer to the friend's.
/// What the friend did (their moves, taken in from their messages) sends nothing.
pub fn messages(before: &FriendGame, after: &FriendGame) -> Vec<Message> {
    let mut out = Vec::new();
    if before.id != after.id {
        return out;
    }
    let old: Vec<Square> = squares(before);
    let new: Vec<Square> = squares(after);
    if new.len() > old.len() && new.starts_with(&old) {
        let mut side = after.game.first();
        let mut ply = 0usize;
        for mv in after.game.played() {
            if let Some(square) = mv.square() {
                if ply >= old.len() && side == after.me {
                    out.push(Message::Move {
                        ply: ply as u8,
                        sq: square.to_string(),
                    });
                }
                ply += 1;
            }
            side = side.opponent();
        }
    }
    let ending = |g: &FriendGame| g.game.outcome().map(|o| o.ending);
    if ending(before).is_none() {
        match ending(after) {
            Some(Ending::Resigned(loser)) if loser == after.me => out.push(Message::Resign),
            Some(Ending::DrawAgreed) if before.offer == Some(before.them()) => {
                out.push(Message::Answer { accept: true })
            }
            _ => {}
        }
    }
    if after.offer == Some(after.me) && before.offer != Some(after.me) {
        out.push(Message::Offer);
    }
    if after.declined && !before.declined {
        out.push(Message::Answer { accept: false });
    }
    out
}

/// The squares played, in order.
fn squares(game: &FriendGame) -> Vec<Square> {
    game.game
        .played()
        .iter()
        .filter_map(|m| m.square())
        .collect()
}

/// How many squares have been played.
fn squares_played(game: &FriendGame) -> usize {
    game.game
        .played()
        .iter()
        .filter(|m| m.square().is_some())
        .count()
}
