//! Live games with a friend, in the app: the connection's state that the Game panel shows,
//! and the way into the code that makes the connection ([`connection`]), which lives in a
//! chunk of its own, fetched the first time a live game starts or a live link is opened. The
//! protocol, and every check of what the friend's page sends, is
//! [`crate::session::friend::live`]'s.

pub mod connection;
pub mod panel;
pub mod qr;

use super::FriendList;
use crate::session::friend::live::clock::LiveClock;
use crate::session::friend::live::signal::Signal;
use crate::session::friend::live::{messages, Asked, Message};
use crate::settings::friends::FriendGame;
use crate::ui::chunks::run_later;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::cell::RefCell;
use std::rc::Rc;

/// A link for the friend: the whole URL and, where it fits in one, its QR code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToSend {
    /// The URL.
    pub url: String,
    /// Its QR code.
    pub qr: Option<qr::Qr>,
}

/// Where the connection stands; `data-state` of `friend-status` is its [`Phase::key`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No live connection.
    Idle,
    /// Making this page's link (gathering the network addresses).
    Preparing,
    /// The invitation is shown: waiting for the friend's reply.
    Offering(ToSend),
    /// The reply is shown: waiting for the friend to open it.
    Answering(ToSend),
    /// Both links are in: the browsers are finding each other.
    Connecting,
    /// Messages go across.
    Connected,
    /// The connection dropped or was closed; the game is kept.
    Disconnected,
    /// No connection could be made.
    Failed,
}

impl Phase {
    /// The state's name for `data-state`.
    pub fn key(&self) -> &'static str {
        match self {
            Phase::Idle => "idle",
            Phase::Preparing => "preparing",
            Phase::Offering(_) => "offering",
            Phase::Answering(_) => "answering",
            Phase::Connecting => "connecting",
            Phase::Connected => "connected",
            Phase::Disconnected => "disconnected",
            Phase::Failed => "failed",
        }
    }
}

/// The live connection's state, shared through context.
#[derive(Clone, Copy)]
pub struct LiveState {
    /// Where the connection stands.
    pub phase: RwSignal<Phase>,
    /// The game the connection is for.
    pub id: RwSignal<Option<u64>>,
    /// The game's clock, if it has one; it outlives a connection, as the game does.
    pub clock: RwSignal<Option<LiveClock>>,
    /// The undo request or rematch that waits for its answer.
    pub asked: RwSignal<Option<Asked>>,
    /// The newest protocol version the friend's page has shown it speaks.
    pub peer: RwSignal<u32>,
}

impl LiveState {
    /// The state, provided by the app.
    pub fn get() -> LiveState {
        expect_context::<LiveState>()
    }

    /// Whether a live connection for game `id` is under way or was (the panel then shows it).
    pub fn is_for(&self, id: u64) -> bool {
        self.id.get() == Some(id) && self.phase.get() != Phase::Idle
    }
}

/// Provides the state: no connection.
pub fn provide() {
    provide_context(LiveState {
        phase: RwSignal::new(Phase::Idle),
        id: RwSignal::new(None),
        clock: RwSignal::new(None),
        asked: RwSignal::new(None),
        peer: RwSignal::new(0),
    });
}

/// What the player asks of the connection.
#[derive(Clone, Debug)]
pub enum Call {
    /// Make an invitation for the game `id` (a new game, or one to resume), with a clock of
    /// these minutes per side for a new game (none: a resumed game keeps its own).
    Host(u64, Option<u8>),
    /// Answer the friend's invitation.
    Join(Signal),
    /// Take in the friend's reply (pasted, opened here, or handed over by another tab).
    Reply(String),
    /// Close the connection, keeping the game.
    HangUp,
    /// Give up the live connection: the game goes on by link.
    UseLink,
    /// Ask the friend to take back this page's last move.
    AskUndo,
    /// Answer the friend's undo request.
    AnswerUndo(bool),
    /// Propose a rematch with colours swapped.
    AskRematch,
    /// Answer the friend's rematch.
    AnswerRematch(bool),
}

/// Runs `call` once the connection's chunk is in.
pub fn call(state: AppState, list: FriendList, live: LiveState, call: Call) {
    run_later(state, connect(state, list, live, call));
}

/// The work behind [`call`].
#[wasm_split(live, wasm_split_path = ::leptos::wasm_split, fallible)]
fn connect(
    state: AppState,
    list: FriendList,
    live: LiveState,
    call: Call,
) -> Result<(), SplitLoaderError> {
    connection::run(state, list, live, call);
    Ok(())
}

/// What sends a message on the open connection, given the game as this page now has it.
pub type Sender = Rc<dyn Fn(Message, &FriendGame)>;

thread_local! {
    /// Sends a message's text to the friend's page while a connection is open.
    static SENDER: RefCell<Option<Sender>> = const { RefCell::new(None) };
}

/// Sets (or, with `None`, clears) what sends messages to the friend's page.
pub fn set_sender(sender: Option<Sender>) {
    SENDER.with(|s| *s.borrow_mut() = sender);
}

/// Sends to the friend's page what this page did between `before` and `after`, when a live
/// connection for that game is open; the friend's own moves, taken in here, send nothing.
pub fn tell_friend(live: LiveState, before: &FriendGame, after: &FriendGame) {
    if live.id.get_untracked() != Some(after.id) || live.phase.get_untracked() != Phase::Connected {
        return;
    }
    let Some(send) = SENDER.with(|s| s.borrow().clone()) else {
        return;
    };
    for message in messages(before, after) {
        send(message, after);
    }
}
