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
//!
//! Version 2 adds what the rules of a link cannot carry, checked here instead: requests to
//! take back a move and rematches with colours swapped (each answered by the other page, one
//! at a time), a clock of minutes per side ([`clock`]) whose time travels with each move, and
//! the flag when it falls. Its pages still write version 1 for everything that version has,
//! so a page of the release before goes on playing with one of this release.

pub mod clock;
pub mod signal;

use super::link::{FriendLink, LinkProblem};
use super::{from_link, receive as receive_link, start, to_move, Conflict, Received};
use crate::engine::{Color, Ending, Game, Square};
use crate::settings::friends::{colour_key, colour_of, FriendGame};
use clock::{ClockState, LiveClock, LATENCY_MS};
use serde_json::{json, Map, Value};

/// The protocol version this release speaks. Version 2 added the clock, undo requests, the
/// rematch and the flag; a message that needs none of them is still written as version 1,
/// so that a page of the release before reads it.
pub const VERSION: u32 = 2;

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

/// How long a connection may take to open, in ms, before the page says it cannot be made.
pub const CONNECT_MS: u64 = 20_000;

/// One message between the two pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The whole game as the sender has it, as a friend link's fragment (version 1).
    Hello {
        /// The fragment ([`FriendLink::fragment`]).
        link: String,
    },
    /// The hello of version 2, sent after the first: the same game, and its clock if it has
    /// one. It tells the receiver that the sender speaks version 2.
    Greeting {
        /// The fragment ([`FriendLink::fragment`]).
        link: String,
        /// Both clocks as the sender has them.
        clock: Option<ClockState>,
    },
    /// The sender's move, the `ply`-th square of the game (from 0).
    Move {
        /// How many squares were played before it.
        ply: u8,
        /// The square, like `f5`.
        sq: String,
        /// The mover's time left after it, in ms, when the game has a clock (version 2).
        left: Option<u64>,
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
    /// The sender asks to take back their last move (and the receiver's reply to it), at the
    /// end of the game both pages have, `ply` squares long.
    Undo {
        /// How many squares have been played.
        ply: u8,
    },
    /// The sender answers the receiver's undo request.
    UndoAnswer {
        /// Whether the sender accepts.
        accept: bool,
    },
    /// The sender proposes a new game with colours swapped, of id `id`, once this one ended.
    Rematch {
        /// The new game's id.
        id: u64,
    },
    /// The sender answers the receiver's rematch.
    RematchAnswer {
        /// Whether the sender accepts.
        accept: bool,
    },
    /// By the sender's clock, `side`'s time ran out.
    Flag {
        /// The side whose flag fell.
        side: Color,
    },
}

/// A clock as a message carries it.
fn clock_json(clock: &ClockState) -> Value {
    json!({"min": clock.minutes, "left": clock.left_ms})
}

/// The clock a message carries, if it reads and could be one.
fn clock_of(value: &Value) -> Option<ClockState> {
    let m = value.as_object().filter(|m| m.len() == 2)?;
    let minutes = u8::try_from(m.get("min")?.as_u64()?).ok()?;
    let left = m.get("left")?.as_array().filter(|l| l.len() == 2)?;
    let left_ms = [left[0].as_u64()?, left[1].as_u64()?];
    Some(ClockState { minutes, left_ms }).filter(ClockState::valid)
}

/// The text that carries `message`: the version first, so that a newer page's message is
/// told from a broken one, and the lowest version that has all of its parts. Written and
/// read through `serde_json::Value`, which the app has anyway, rather than derived code for
/// this one enum.
pub fn encode(message: &Message) -> String {
    let (m, version) = match message {
        Message::Hello { link } => (json!({"t": "hello", "link": link}), 1),
        Message::Greeting { link, clock } => {
            let mut m = json!({"t": "hello", "link": link});
            if let (Some(clock), Some(o)) = (clock, m.as_object_mut()) {
                o.insert("clock".into(), clock_json(clock));
            }
            (m, 2)
        }
        Message::Move {
            ply,
            sq,
            left: None,
        } => (json!({"t": "move", "ply": ply, "sq": sq}), 1),
        Message::Move {
            ply,
            sq,
            left: Some(left),
        } => (json!({"t": "move", "ply": ply, "sq": sq, "left": left}), 2),
        Message::Resign => (json!({"t": "resign"}), 1),
        Message::Offer => (json!({"t": "offer"}), 1),
        Message::Answer { accept } => (json!({"t": "answer", "accept": accept}), 1),
        Message::Ping => (json!({"t": "ping"}), 1),
        Message::Undo { ply } => (json!({"t": "undo", "ply": ply}), 2),
        Message::UndoAnswer { accept } => (json!({"t": "undo-answer", "accept": accept}), 2),
        Message::Rematch { id } => (json!({"t": "rematch", "id": format!("{id:016x}")}), 2),
        Message::RematchAnswer { accept } => (json!({"t": "rematch-answer", "accept": accept}), 2),
        Message::Flag { side } => (
            json!({"t": "flag", "side": colour_key(*side).to_string()}),
            2,
        ),
    };
    json!({"v": version, "m": m}).to_string()
}

/// Reads a message's text: its size, its form and its version, nothing of the game yet.
/// A part too many or too few is as malformed as a missing one, and so is a part or a kind
/// of message that the version it says it is does not have.
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
        .filter(|_| version >= 1 && top.len() == 2)
        .ok_or(LiveRefusal::Malformed)?;
    let v2 = version == 2;
    read(m, v2).ok_or(LiveRefusal::Malformed)
}

/// A message's parts, `v2` when it says it is of version 2; `None` if they do not read.
fn read(m: &Map<String, Value>, v2: bool) -> Option<Message> {
    let parts = |n: usize| (m.len() == n).then_some(());
    let text_of = |k: &str| m.get(k).and_then(Value::as_str);
    let flag = |k: &str| m.get(k).and_then(Value::as_bool);
    let ply = || m.get("ply")?.as_u64().and_then(|p| u8::try_from(p).ok());
    let t = text_of("t")?;
    let message = match t {
        "hello" if !v2 => {
            parts(2)?;
            Message::Hello {
                link: text_of("link")?.to_string(),
            }
        }
        "hello" => {
            let clock = match m.get("clock") {
                Some(c) => Some(clock_of(c)?),
                None => None,
            };
            parts(2 + usize::from(clock.is_some()))?;
            Message::Greeting {
                link: text_of("link")?.to_string(),
                clock,
            }
        }
        "move" => {
            let left = match m.get("left") {
                Some(l) if v2 => Some(l.as_u64()?),
                Some(_) => return None,
                None => None,
            };
            parts(3 + usize::from(left.is_some()))?;
            Message::Move {
                ply: ply()?,
                sq: text_of("sq")?.to_string(),
                left,
            }
        }
        "answer" => {
            parts(2)?;
            Message::Answer {
                accept: flag("accept")?,
            }
        }
        "resign" => parts(1).map(|_| Message::Resign)?,
        "offer" => parts(1).map(|_| Message::Offer)?,
        "ping" => parts(1).map(|_| Message::Ping)?,
        _ if !v2 => return None,
        "undo" => {
            parts(2)?;
            Message::Undo { ply: ply()? }
        }
        "undo-answer" => {
            parts(2)?;
            Message::UndoAnswer {
                accept: flag("accept")?,
            }
        }
        "rematch" => {
            parts(2)?;
            let id = text_of("id")?;
            let id = u64::from_str_radix(id, 16)
                .ok()
                .filter(|_| id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()))?;
            Message::Rematch { id }
        }
        "rematch-answer" => {
            parts(2)?;
            Message::RematchAnswer {
                accept: flag("accept")?,
            }
        }
        "flag" => {
            parts(2)?;
            Message::Flag {
                side: colour_of(text_of("side")?)?,
            }
        }
        _ => return None,
    };
    Some(message)
}

/// Why a message from the friend's page (or a request of this page's) was refused; the
/// game is unchanged.
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
    /// A move or a request at another place in the game than the end both pages have.
    OutOfStep,
    /// A move the rules do not allow.
    Illegal,
    /// An answer with no offer to answer, or an action the game does not allow now (an
    /// undo with nothing to take back, a rematch before the end).
    NotNow,
    /// A request while a draw offer, an undo request or a rematch waits for its answer.
    Pending,
    /// A clock that does not fit this page's: more time than the mover had, none where the
    /// game has a clock, or a flag that has not fallen here.
    Clock,
    /// The friend's page speaks only version 1, which has no such request.
    Older,
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
    /// The friend asks to take back their last move.
    UndoAsked,
    /// The friend accepted this page's undo request: the moves are taken back.
    Undone,
    /// The friend declined this page's undo request.
    UndoDeclined,
    /// The friend proposes a rematch.
    RematchAsked,
    /// The friend accepted this page's rematch: the new game has begun.
    Rematch,
    /// The friend declined this page's rematch.
    RematchDeclined,
    /// This side's time ran out.
    Flagged(Color),
}

/// What an accepted message brought: the game as it now is, if it changed, and what happened.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    /// The game after the message, when the message changed it (or started it); after a
    /// rematch, the new game.
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

/// A request that waits for the other page's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// To take back the asker's last move.
    Undo,
    /// A new game of this id with colours swapped.
    Rematch(u64),
}

/// The request waiting, and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// What is asked.
    pub request: Request,
    /// Whether this page asked it (else the friend did, and this page answers).
    pub mine: bool,
}

/// One connection's side of the protocol, for the game `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// The game's id, the same on both pages; a rematch changes it.
    pub id: u64,
    /// Whether the friend's hello has been taken in.
    synced: bool,
    /// The newest version the friend's page has shown it speaks (0 before its hello).
    peer: u32,
    /// How many of the friend's messages were refused.
    strikes: u32,
    /// When anything was last heard from the friend, in ms.
    heard_ms: u64,
    /// When this page last sent anything, in ms.
    sent_ms: u64,
    /// The game's clock, if it has one.
    clock: Option<LiveClock>,
    /// The request that waits for its answer.
    asked: Option<Asked>,
}

impl Live {
    /// A connection for game `id`, opened at `now_ms`.
    pub fn new(id: u64, now_ms: u64) -> Live {
        Live {
            id,
            synced: false,
            peer: 0,
            strikes: 0,
            heard_ms: now_ms,
            sent_ms: now_ms,
            clock: None,
            asked: None,
        }
    }

    /// The version 1 hello: the game as a friend link.
    pub fn hello(game: &FriendGame) -> Message {
        Message::Hello {
            link: super::link(game).fragment(),
        }
    }

    /// What this page sends when the connection opens, or once it has the game: the hello of
    /// version 1, which a page of the release before reads, then that of version 2 with the
    /// clock, which such a page refuses and one of this release takes in.
    pub fn greeting(&self, game: &FriendGame, now_ms: u64) -> Vec<Message> {
        let link = super::link(game).fragment();
        vec![
            Message::Hello { link: link.clone() },
            Message::Greeting {
                link,
                clock: self.clock.map(|c| c.state(now_ms)),
            },
        ]
    }

    /// Whether the friend's hello has been taken in.
    pub fn synced(&self) -> bool {
        self.synced
    }

    /// The newest version the friend's page has shown it speaks: 1 until its version 2
    /// hello, and 0 before any.
    pub fn peer(&self) -> u32 {
        self.peer
    }

    /// The game's clock, if it has one.
    pub fn clock(&self) -> Option<LiveClock> {
        self.clock
    }

    /// Gives the game a clock (or none): the one chosen when it started, or kept from the
    /// connection before.
    pub fn set_clock(&mut self, clock: Option<LiveClock>) {
        self.clock = clock;
    }

    /// The clock, when both pages run one (a page of version 1 has none).
    fn clock_on(&self) -> Option<LiveClock> {
        self.clock.filter(|_| self.peer >= 2)
    }

    /// The request that waits for its answer.
    pub fn asked(&self) -> Option<Asked> {
        self.asked
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

    /// A message of [`messages`] about to go, `after` the game as this page now has it: a
    /// move stops this page's clock and carries the time it has left, and withdraws (or,
    /// answering the friend's, declines) the undo request waiting; an ending stops both clocks
    /// and drops the undo request.
    pub fn outgoing(&mut self, message: Message, after: &FriendGame, now_ms: u64) -> Message {
        let me = after.me;
        let running = self.clock_on().is_some();
        let clock = self.clock.as_mut().filter(|_| running);
        let message = match (message, clock) {
            (Message::Move { ply, sq, .. }, Some(clock)) => {
                let left = clock.left(me, now_ms);
                clock.start(to_move(after), now_ms);
                Message::Move {
                    ply,
                    sq,
                    left: Some(left),
                }
            }
            (message, _) => message,
        };
        let ended = after.game.is_over();
        if (matches!(message, Message::Move { .. }) || ended) && self.undo_waits() {
            self.asked = None;
        }
        if after.game.is_over() {
            self.stop_clock(now_ms);
        }
        message
    }

    /// Whether an undo request waits.
    fn undo_waits(&self) -> bool {
        matches!(
            self.asked,
            Some(Asked {
                request: Request::Undo,
                ..
            })
        )
    }

    /// Stops the clock, if there is one.
    fn stop_clock(&mut self, now_ms: u64) {
        if let Some(clock) = self.clock.as_mut() {
            clock.stop(now_ms);
        }
    }

    /// Starts the clock of the side to move in `game` (none once it is over).
    fn start_clock(&mut self, game: &FriendGame, now_ms: u64) {
        if let Some(clock) = self.clock.as_mut() {
            clock.start(to_move(game), now_ms);
        }
    }

    /// Why this page's request cannot be made or taken now; `Ok` when it can.
    fn may_ask(&self, game: &FriendGame) -> Result<(), LiveRefusal> {
        if !self.synced || game.id != self.id {
            return Err(LiveRefusal::NotSynced);
        }
        if self.peer < 2 {
            return Err(LiveRefusal::Older);
        }
        if self.asked.is_some() || game.offer.is_some() {
            return Err(LiveRefusal::Pending);
        }
        Ok(())
    }

    /// This page asks to take back its last move (and the friend's reply to it, if any).
    pub fn ask_undo(&mut self, game: &FriendGame) -> Result<Message, LiveRefusal> {
        self.may_ask(game)?;
        taken_back(game, game.me).ok_or(LiveRefusal::NotNow)?;
        self.asked = Some(Asked {
            request: Request::Undo,
            mine: true,
        });
        Ok(Message::Undo {
            ply: squares_played(game) as u8,
        })
    }

    /// This page answers the friend's undo request: the game with their last move taken
    /// back when it accepts, and the answer to send.
    pub fn answer_undo(
        &mut self,
        game: &FriendGame,
        accept: bool,
        now_ms: u64,
    ) -> Result<(Option<FriendGame>, Message), LiveRefusal> {
        self.answer(Request::Undo)?;
        let next = if accept {
            let next = taken_back(game, game.them()).ok_or(LiveRefusal::NotNow)?;
            self.start_clock(&next, now_ms);
            Some(next)
        } else {
            None
        };
        self.asked = None;
        Ok((next, Message::UndoAnswer { accept }))
    }

    /// This page proposes a rematch with colours swapped, the new game of id `new_id`, once
    /// the game is over.
    pub fn ask_rematch(&mut self, game: &FriendGame, new_id: u64) -> Result<Message, LiveRefusal> {
        self.may_ask(game)?;
        if !game.game.is_over() || new_id == game.id {
            return Err(LiveRefusal::NotNow);
        }
        self.asked = Some(Asked {
            request: Request::Rematch(new_id),
            mine: true,
        });
        Ok(Message::Rematch { id: new_id })
    }

    /// This page answers the friend's rematch: the new game when it accepts (this
    /// connection is then for it), and the answer to send.
    pub fn answer_rematch(
        &mut self,
        game: &FriendGame,
        accept: bool,
        now_ms: u64,
    ) -> Result<(Option<FriendGame>, Message), LiveRefusal> {
        let Request::Rematch(id) = self.answer(Request::Rematch(0))? else {
            return Err(LiveRefusal::NotNow);
        };
        self.asked = None;
        let next = accept.then(|| self.rematch(game, id, now_ms));
        Ok((next, Message::RematchAnswer { accept }))
    }

    /// The friend's request of `kind`'s kind that this page may answer now.
    fn answer(&self, kind: Request) -> Result<Request, LiveRefusal> {
        match self.asked {
            Some(Asked {
                request,
                mine: false,
            }) if std::mem::discriminant(&request) == std::mem::discriminant(&kind) => Ok(request),
            _ => Err(LiveRefusal::NotNow),
        }
    }

    /// Starts the rematch of `game` as `id`: colours swapped, the same names and clock.
    fn rematch(&mut self, game: &FriendGame, id: u64, now_ms: u64) -> FriendGame {
        let mut names = game.names.clone();
        names.reverse();
        let next = start(id, game.them(), names, game.days, now_ms / 1000);
        self.id = id;
        self.clock = self.clock.map(|c| LiveClock::new(c.minutes));
        self.start_clock(&next, now_ms);
        next
    }

    /// Looks at the clock at `now_ms`: when a flag has fallen by this page's measure, the
    /// game ended on time and the message that tells the friend.
    pub fn tick(&mut self, game: &FriendGame, now_ms: u64) -> Option<(FriendGame, Message)> {
        let side = self.clock_on()?.fallen(game.me, now_ms)?;
        if game.id != self.id || to_move(game) != Some(side) {
            return None;
        }
        let mut next = game.clone();
        next.game.lose_on_time(side).ok()?;
        next.offer = None;
        self.asked = None;
        self.stop_clock(now_ms);
        Some((next, Message::Flag { side }))
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
        let before = self.clone();
        let heard = decode(text).and_then(|m| self.take(game, m, my_name, now_ms));
        if heard.is_err() {
            *self = Live {
                strikes: before.strikes + 1,
                heard_ms: now_ms,
                ..before
            };
        }
        heard
    }

    /// Takes in a message that reads.
    fn take(
        &mut self,
        game: Option<&FriendGame>,
        message: Message,
        my_name: &str,
        now_ms: u64,
    ) -> Result<Heard, LiveRefusal> {
        let now_s = now_ms / 1000;
        match &message {
            Message::Hello { link } => return self.hello_in(game, link, my_name, now_ms),
            Message::Greeting { link, clock } => {
                let heard = self.hello_in(game, link, my_name, now_ms)?;
                self.peer = 2;
                self.clock_in(*clock, now_ms)?;
                let current = heard.game.as_ref().or(game);
                if let Some(g) = current {
                    self.start_clock(g, now_ms);
                }
                return Ok(heard);
            }
            Message::Ping => return Ok(Heard::default()),
            _ => {}
        }
        let game = game
            .filter(|g| self.synced && g.id == self.id)
            .ok_or(LiveRefusal::NotSynced)?;
        if let Some(heard) = self.request_in(game, &message, now_ms)? {
            return Ok(heard);
        }
        // Each message is put as the link the friend's page would have sent, so that the
        // rules of a link decide what it may change.
        let mut link = super::link(game);
        link.from = game.them();
        link.offer = false;
        link.declined = false;
        link.at = now_s;
        let mut claim = None;
        let outcome = match message {
            Message::Move { ply, sq, left } => {
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
                if self.clock_on().is_some() {
                    claim = Some(left.ok_or(LiveRefusal::Clock)?);
                }
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
            // Taken above.
            _ => return Ok(Heard::default()),
        };
        let mut next = game.clone();
        let got = receive_link(&mut next, &link, now_s).map_err(|conflict| match conflict {
            Conflict::Ending => LiveRefusal::NotNow,
            other => LiveRefusal::Conflict(other),
        })?;
        if got.nothing() {
            return Err(LiveRefusal::NotNow);
        }
        if let (Some(claimed), Some(clock)) = (claim, self.clock.as_mut()) {
            if !clock.claim(game.them(), claimed, to_move(&next), now_ms) {
                return Err(LiveRefusal::Clock);
            }
        }
        // A move withdraws or declines the undo request, and an ending leaves nothing to undo.
        if (matches!(outcome, Outcome::Moved(_)) || next.game.is_over()) && self.undo_waits() {
            self.asked = None;
        }
        if next.game.is_over() {
            self.stop_clock(now_ms);
        }
        Ok(Heard {
            game: Some(next),
            outcomes: vec![outcome],
        })
    }

    /// Takes in the messages of version 2 that the rules of a link know nothing of: undo
    /// requests, rematches and flags, with their answers. `None` for any other message.
    fn request_in(
        &mut self,
        game: &FriendGame,
        message: &Message,
        now_ms: u64,
    ) -> Result<Option<Heard>, LiveRefusal> {
        let changed = |game: FriendGame, outcome| Heard {
            game: Some(game),
            outcomes: vec![outcome],
        };
        let said = |outcome| Heard {
            game: None,
            outcomes: vec![outcome],
        };
        let heard = match *message {
            Message::Undo { ply } => {
                if game.game.is_over() {
                    return Err(LiveRefusal::NotNow);
                }
                if self.asked.is_some() || game.offer.is_some() {
                    return Err(LiveRefusal::Pending);
                }
                if usize::from(ply) != squares_played(game) {
                    return Err(LiveRefusal::OutOfStep);
                }
                taken_back(game, game.them()).ok_or(LiveRefusal::NotNow)?;
                self.asked = Some(Asked {
                    request: Request::Undo,
                    mine: false,
                });
                said(Outcome::UndoAsked)
            }
            Message::UndoAnswer { accept } => {
                if self.asked
                    != Some(Asked {
                        request: Request::Undo,
                        mine: true,
                    })
                {
                    return Err(LiveRefusal::NotNow);
                }
                let next = if accept {
                    Some(taken_back(game, game.me).ok_or(LiveRefusal::NotNow)?)
                } else {
                    None
                };
                self.asked = None;
                match next {
                    Some(next) => {
                        self.start_clock(&next, now_ms);
                        changed(next, Outcome::Undone)
                    }
                    None => said(Outcome::UndoDeclined),
                }
            }
            Message::Rematch { id } => {
                if !game.game.is_over() || id == game.id {
                    return Err(LiveRefusal::NotNow);
                }
                if self.asked.is_some() {
                    return Err(LiveRefusal::Pending);
                }
                self.asked = Some(Asked {
                    request: Request::Rematch(id),
                    mine: false,
                });
                said(Outcome::RematchAsked)
            }
            Message::RematchAnswer { accept } => {
                let Some(Asked {
                    request: Request::Rematch(id),
                    mine: true,
                }) = self.asked
                else {
                    return Err(LiveRefusal::NotNow);
                };
                self.asked = None;
                if accept {
                    let next = self.rematch(game, id, now_ms);
                    changed(next, Outcome::Rematch)
                } else {
                    said(Outcome::RematchDeclined)
                }
            }
            Message::Flag { side } => {
                let clock = self.clock_on().ok_or(LiveRefusal::Clock)?;
                if to_move(game) != Some(side) || clock.left(side, now_ms) > LATENCY_MS {
                    return Err(LiveRefusal::Clock);
                }
                let mut next = game.clone();
                next.game
                    .lose_on_time(side)
                    .map_err(|_| LiveRefusal::NotNow)?;
                next.offer = None;
                self.asked = None;
                self.stop_clock(now_ms);
                changed(next, Outcome::Flagged(side))
            }
            _ => return Ok(None),
        };
        Ok(Some(heard))
    }

    /// Takes in the clock of the friend's version 2 hello: this page's if it has none, else
    /// the smaller time of each side (after a drop neither page gains any).
    fn clock_in(&mut self, theirs: Option<ClockState>, now_ms: u64) -> Result<(), LiveRefusal> {
        let Some(theirs) = theirs else {
            return Ok(());
        };
        match self.clock.as_mut() {
            None => self.clock = Some(LiveClock::from_state(theirs)),
            Some(mine) if mine.minutes == theirs.minutes => mine.merge(theirs, now_ms),
            Some(_) => return Err(LiveRefusal::Clock),
        }
        Ok(())
    }

    /// Takes in the friend's hello: the whole game, checked as a link is.
    fn hello_in(
        &mut self,
        game: Option<&FriendGame>,
        fragment: &str,
        my_name: &str,
        now_ms: u64,
    ) -> Result<Heard, LiveRefusal> {
        let now_s = now_ms / 1000;
        let link = FriendLink::read(fragment).map_err(LiveRefusal::Link)?;
        if link.id != self.id || game.is_some_and(|g| g.me == link.from || g.id != link.id) {
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
        self.peer = self.peer.max(1);
        Ok(heard)
    }
}

/// `game` with `who`'s last move taken back, and every move after it: the game as it was
/// when `who` was last to move. `None` while it is over, or when `who` has not moved.
fn taken_back(game: &FriendGame, who: Color) -> Option<FriendGame> {
    if game.game.is_over() {
        return None;
    }
    let played = game.game.played();
    let mut side = game.game.first();
    let mut cut = None;
    for (i, mv) in played.iter().enumerate() {
        if side == who && mv.square().is_some() {
            cut = Some(i);
        }
        side = side.opponent();
    }
    let mut back = Game::new(game.game.first());
    for mv in &played[..cut?] {
        back.play(*mv).ok()?;
    }
    let mut next = game.clone();
    next.game = back;
    next.offer = None;
    next.declined = false;
    next.refused = false;
    Some(next)
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
                        left: None,
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
