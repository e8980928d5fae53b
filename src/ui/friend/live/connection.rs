//! The WebRTC connection between the two pages: a peer connection with one data channel
//! (negotiated on both sides, so neither waits for the other to announce it), its offer or
//! answer made into a link once every ICE candidate is gathered (one link each way
//! suffices), the friend's messages handed to the protocol ([`Live`]) and what it accepts
//! put on the board, a heartbeat that tells a dropped connection within seconds, and the
//! hand-off of a reply opened in another tab of this browser (a `BroadcastChannel`). Lives in
//! the `live` chunk.

use super::{qr, set_sender, Call, LiveState, Phase, ToSend};
use crate::i18n::live as words;
use crate::session::friend::live::clock::LiveClock;
use crate::session::friend::live::signal::{Side, Signal, SignalProblem};
use crate::session::friend::live::{encode, Beat, Live, LiveRefusal, Message, Outcome, CONNECT_MS};
use crate::settings::friends::FriendGame;
use crate::ui::address::page_address;
use crate::ui::friend::{new_id, put_on_board, FriendList};
use crate::ui::panel::Panel;
use crate::ui::state::AppState;
use gloo_timers::callback::{Interval, Timeout};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    BroadcastChannel, MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit,
    RtcDataChannelState, RtcIceGatheringState, RtcIceServer, RtcPeerConnection,
    RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit,
};

/// The channel on which a reply opened in another tab reaches the page that waits for it.
const HAND_OFF: &str = "reversi-live-reply";

/// How often the heartbeat looks at the connection, in ms.
const BEAT_MS: u32 = 1_000;

/// The longest wait for the ICE candidates, in 100 ms steps: after it the link carries what
/// was gathered (a STUN server that never answers must not hold the link back for long).
const GATHER_STEPS: u32 = 100;

/// The channel that hands replies over from other tabs, with its callback.
type HandOff = (BroadcastChannel, Closure<dyn FnMut(MessageEvent)>);

/// The open connection.
struct Conn {
    /// Tells this connection's callbacks from those of one closed before it.
    generation: u32,
    /// The game it is for.
    id: u64,
    pc: RtcPeerConnection,
    dc: RtcDataChannel,
    live: Live,
    /// The callbacks the browser holds, kept alive as long as the connection.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    beat: Option<Interval>,
    patience: Option<Timeout>,
    hand_off: Option<HandOff>,
}

thread_local! {
    static CONN: RefCell<Option<Conn>> = const { RefCell::new(None) };
    static GENERATION: Cell<u32> = const { Cell::new(0) };
}

/// Milliseconds since 1970 now.
fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Runs `f` on the connection of `generation`, if it is still the open one.
fn with_conn<T>(generation: u32, f: impl FnOnce(&mut Conn) -> T) -> Option<T> {
    CONN.with(|c| {
        let mut c = c.try_borrow_mut().ok()?;
        c.as_mut().filter(|c| c.generation == generation).map(f)
    })
}

/// Does what the player asked.
pub fn run(state: AppState, list: FriendList, live: LiveState, call: Call) {
    match call {
        Call::Host(id, minutes) => host(state, list, live, id, minutes),
        Call::Join(signal) => join(state, list, live, signal),
        Call::Reply(text) => reply(state, live, &text),
        Call::HangUp => {
            close();
            stand(live);
            live.phase.set(Phase::Disconnected);
        }
        Call::UseLink => {
            close();
            stand(live);
            live.phase.set(Phase::Idle);
            live.id.set(None);
        }
        Call::AskUndo => request(state, list, live, |l, g| l.ask_undo(g).map(|m| (None, m))),
        Call::AnswerUndo(accept) => request(state, list, live, move |l, g| {
            l.answer_undo(g, accept, now_ms())
        }),
        Call::AskRematch => request(state, list, live, |l, g| {
            l.ask_rematch(g, new_id()).map(|m| (None, m))
        }),
        Call::AnswerRematch(accept) => request(state, list, live, move |l, g| {
            l.answer_rematch(g, accept, now_ms())
        }),
    }
}

/// Stops the clocks while no connection is open: neither player can move.
fn stand(live: LiveState) {
    live.asked.set(None);
    live.clock.update(|c| {
        if let Some(c) = c {
            c.stop(now_ms());
        }
    });
}

/// Copies what the connection of `generation` knows into the state the panel shows.
fn show(live: LiveState, generation: u32) {
    let Some((id, clock, asked, peer)) = with_conn(generation, |c| {
        (c.live.id, c.live.clock(), c.live.asked(), c.live.peer())
    }) else {
        return;
    };
    if live.id.get_untracked() != Some(id) {
        live.id.set(Some(id));
    }
    if live.clock.get_untracked() != clock {
        live.clock.set(clock);
    }
    if live.asked.get_untracked() != asked {
        live.asked.set(asked);
    }
    if live.peer.get_untracked() != peer {
        live.peer.set(peer);
    }
}

/// A request of this page's or its answer: `ask` gives the game it makes (if any) and the
/// message to send, or why it cannot be made, which the page says.
fn request(
    state: AppState,
    list: FriendList,
    live: LiveState,
    ask: impl FnOnce(&mut Live, &FriendGame) -> Result<(Option<FriendGame>, Message), LiveRefusal>,
) {
    let Some((generation, id)) =
        CONN.with(|c| c.borrow().as_ref().map(|c| (c.generation, c.live.id)))
    else {
        return;
    };
    let Some(game) = game_for(state, list, id) else {
        return;
    };
    let lang = state.lang_now();
    match with_conn(generation, |c| ask(&mut c.live, &game)) {
        Some(Ok((next, message))) => {
            send(generation, &encode(&message));
            let line = match &message {
                Message::Undo { .. } => words::UNDO_ASKED_SENT,
                Message::Rematch { .. } => words::REMATCH_SENT,
                Message::UndoAnswer { accept: true } => words::UNDONE,
                Message::UndoAnswer { accept: false } => words::UNDO_REFUSED_SENT,
                Message::RematchAnswer { accept: true } => words::REMATCH_STARTED,
                _ => crate::i18n::friend::DECLINED_SENT,
            };
            show(live, generation);
            if let Some(next) = next {
                put(state, next);
            }
            state.tell(line.get(lang));
        }
        Some(Err(why)) => state.tell(refusal_line(&why).get(lang)),
        None => {}
    }
}

/// Why a request of this page's cannot be made now, in words.
fn refusal_line(why: &LiveRefusal) -> crate::i18n::Text {
    match why {
        LiveRefusal::Pending => words::REQUEST_PENDING,
        LiveRefusal::Older => words::PEER_OLDER,
        LiveRefusal::NotNow => words::NOTHING_TO_UNDO,
        _ => words::MESSAGE_REFUSED,
    }
}

/// The game `id` as this page has it: on the board, or in the list.
fn game_for(state: AppState, list: FriendList, id: u64) -> Option<FriendGame> {
    state
        .session
        .with_untracked(|s| s.friend().filter(|f| f.id == id).cloned())
        .or_else(|| list.friends.with_untracked(|f| f.get(id).cloned()))
}

/// Closes the open connection, if any. The browser's objects are let go on the next turn,
/// since this may run inside one of their own callbacks.
fn close() {
    set_sender(None);
    let Some(conn) = CONN.with(|c| c.borrow_mut().take()) else {
        return;
    };
    conn.pc.set_onconnectionstatechange(None);
    conn.dc.set_onopen(None);
    conn.dc.set_onclose(None);
    conn.dc.set_onmessage(None);
    conn.dc.close();
    conn.pc.close();
    if let Some((channel, _)) = &conn.hand_off {
        channel.set_onmessage(None);
        channel.close();
    }
    Timeout::new(0, move || drop(conn)).forget();
}

/// Makes the peer connection and its data channel for game `id`, wired to this page; the
/// game's clock is one of `minutes` when they are given, else the one it had.
fn open(
    state: AppState,
    list: FriendList,
    live: LiveState,
    id: u64,
    minutes: Option<u8>,
) -> Result<u32, JsValue> {
    close();
    if live.id.get_untracked() != Some(id) || minutes.is_some() {
        live.clock.set(minutes.map(LiveClock::new));
    }
    live.asked.set(None);
    let config = RtcConfiguration::new();
    let servers = js_sys::Array::new();
    for url in list.friends.with_untracked(|f| f.ice.clone()) {
        let server = RtcIceServer::new();
        server.set_urls_str(&url);
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    let pc = RtcPeerConnection::new_with_configuration(&config)?;
    let init = RtcDataChannelInit::new();
    init.set_negotiated(true);
    init.set_id(0);
    let dc = pc.create_data_channel_with_data_channel_dict("reversi", &init);
    let generation = GENERATION.with(|g| {
        g.set(g.get().wrapping_add(1));
        g.get()
    });
    let on_open =
        Closure::<dyn FnMut(JsValue)>::new(move |_| opened(state, list, live, generation));
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        // Anything but text is not a message of ours: handed on as text that cannot read.
        let text = e
            .dyn_into::<MessageEvent>()
            .ok()
            .and_then(|e| e.data().as_string())
            .unwrap_or_default();
        heard(state, list, live, generation, &text);
    });
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| dropped(live, generation));
    let watched = pc.clone();
    let on_state = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        if matches!(
            watched.connection_state(),
            RtcPeerConnectionState::Failed
                | RtcPeerConnectionState::Disconnected
                | RtcPeerConnectionState::Closed
        ) {
            dropped(live, generation);
        }
    });
    dc.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    dc.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    dc.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    pc.set_onconnectionstatechange(Some(on_state.as_ref().unchecked_ref()));
    let mut protocol = Live::new(id, now_ms());
    protocol.set_clock(live.clock.get_untracked());
    CONN.with(|c| {
        *c.borrow_mut() = Some(Conn {
            generation,
            id,
            pc,
            dc,
            live: protocol,
            _handlers: vec![on_open, on_message, on_close, on_state],
            beat: None,
            patience: None,
            hand_off: None,
        })
    });
    live.id.set(Some(id));
    live.phase.set(Phase::Preparing);
    Ok(generation)
}

/// Says that this browser cannot make the connection, and offers the link instead.
fn cannot(state: AppState, live: LiveState, why: JsValue) {
    web_sys::console::warn_2(&"live connection:".into(), &why);
    close();
    live.phase.set(Phase::Failed);
    state.tell(words::NO_WEBRTC.get(state.lang_now()));
}

/// Waits until every ICE candidate is gathered (or [`GATHER_STEPS`] have passed) and gives
/// back this page's session description.
async fn gathered(pc: &RtcPeerConnection) -> String {
    for _ in 0..GATHER_STEPS {
        if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
            break;
        }
        TimeoutFuture::new(100).await;
    }
    pc.local_description().map(|d| d.sdp()).unwrap_or_default()
}

/// The peer connection of `generation`, while it is the open one.
fn pc_of(generation: u32) -> Option<RtcPeerConnection> {
    with_conn(generation, |c| c.pc.clone())
}

/// The link that carries `signal`, with its QR code.
fn to_send(signal: &Signal) -> ToSend {
    let url = format!("{}{}", page_address(), signal.fragment());
    ToSend {
        qr: qr::encode(&url),
        url,
    }
}

/// Makes the invitation for game `id` and waits for the friend's reply.
fn host(state: AppState, list: FriendList, live: LiveState, id: u64, minutes: Option<u8>) {
    let generation = match open(state, list, live, id, minutes) {
        Ok(g) => g,
        Err(why) => return cannot(state, live, why),
    };
    listen_for_replies(state, live, generation);
    spawn_local(async move {
        let Some(pc) = pc_of(generation) else { return };
        let made = async {
            let offer = JsFuture::from(pc.create_offer()).await?;
            JsFuture::from(pc.set_local_description(offer.unchecked_ref())).await?;
            Ok::<_, JsValue>(gathered(&pc).await)
        };
        match made.await {
            Ok(sdp) if pc_of(generation).is_some() => {
                let signal = Signal {
                    id,
                    side: Side::Offer,
                    sdp,
                };
                live.phase.set(Phase::Offering(to_send(&signal)));
            }
            Ok(_) => {}
            Err(why) => cannot(state, live, why),
        }
    });
}

/// Answers the friend's invitation with a reply link.
fn join(state: AppState, list: FriendList, live: LiveState, offer: Signal) {
    state.panel.set(Panel::Game);
    let generation = match open(state, list, live, offer.id, None) {
        Ok(g) => g,
        Err(why) => return cannot(state, live, why),
    };
    // There is no relay: a reply the host never opens, or one that cannot connect, must not
    // leave this page waiting without a word.
    let patience = Timeout::new(CONNECT_MS as u32, move || give_up(state, live, generation));
    with_conn(generation, |c| c.patience = Some(patience));
    spawn_local(async move {
        let Some(pc) = pc_of(generation) else { return };
        let made = async {
            let remote = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
            remote.set_sdp(&offer.sdp);
            JsFuture::from(pc.set_remote_description(&remote)).await?;
            let answer = JsFuture::from(pc.create_answer()).await?;
            JsFuture::from(pc.set_local_description(answer.unchecked_ref())).await?;
            Ok::<_, JsValue>(gathered(&pc).await)
        };
        match made.await {
            Ok(sdp) if pc_of(generation).is_some() => {
                // The channel may have opened while the last candidates came in.
                if live.phase.get_untracked() == Phase::Preparing {
                    let signal = Signal {
                        id: offer.id,
                        side: Side::Answer,
                        sdp,
                    };
                    live.phase.set(Phase::Answering(to_send(&signal)));
                }
            }
            Ok(_) => {}
            Err(why) => cannot(state, live, why),
        }
    });
}

/// While the invitation is shown, takes a reply that another tab of this browser opened.
fn listen_for_replies(state: AppState, live: LiveState, generation: u32) {
    let Ok(channel) = BroadcastChannel::new(HAND_OFF) else {
        return;
    };
    let on_reply = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(text) = e.data().as_string() {
            take_reply(state, live, &text, false);
        }
    });
    channel.set_onmessage(Some(on_reply.as_ref().unchecked_ref()));
    with_conn(generation, |c| c.hand_off = Some((channel, on_reply)));
}

/// A reply link, pasted here or opened in this tab's address: taken in if this page waits
/// for it, else handed to the tab of this browser that does.
fn reply(state: AppState, live: LiveState, text: &str) {
    let waiting = matches!(live.phase.get_untracked(), Phase::Offering(_));
    if waiting {
        return take_reply(state, live, text, true);
    }
    match Signal::read(text) {
        Ok(signal) if signal.side == Side::Answer => {
            if let Ok(channel) = BroadcastChannel::new(HAND_OFF) {
                let _ = channel.post_message(&JsValue::from_str(text));
                channel.close();
            }
            state.tell(words::REPLY_HANDED.get(state.lang_now()));
        }
        Ok(_) => state.tell(words::NOT_A_REPLY.get(state.lang_now())),
        Err(problem) => state.tell(problem_line(&problem, state)),
    }
}

/// Why a live link does not read, in words.
fn problem_line(problem: &SignalProblem, state: AppState) -> String {
    match problem {
        SignalProblem::Newer(_) => words::LIVE_LINK_NEWER,
        SignalProblem::NotLive | SignalProblem::Broken => words::LIVE_LINK_BROKEN,
    }
    .get(state.lang_now())
    .to_string()
}

/// Takes in the friend's reply to this page's invitation; `said` tells the player why one
/// is refused (a reply handed over by another tab for another invitation is left alone).
fn take_reply(state: AppState, live: LiveState, text: &str, said: bool) {
    let signal = match Signal::read(text) {
        Ok(signal) => signal,
        Err(problem) => {
            if said {
                state.tell(problem_line(&problem, state));
            }
            return;
        }
    };
    let waiting = matches!(live.phase.get_untracked(), Phase::Offering(_));
    let open = CONN.with(|c| {
        c.borrow()
            .as_ref()
            .filter(|c| c.id == signal.id)
            .map(|c| (c.generation, c.pc.clone()))
    });
    let (Some((generation, pc)), true, Side::Answer) = (open, waiting, signal.side) else {
        if said {
            state.tell(words::NOT_A_REPLY.get(state.lang_now()));
        }
        return;
    };
    live.phase.set(Phase::Connecting);
    let patience = Timeout::new(CONNECT_MS as u32, move || give_up(state, live, generation));
    with_conn(generation, |c| c.patience = Some(patience));
    spawn_local(async move {
        let remote = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        remote.set_sdp(&signal.sdp);
        if let Err(why) = JsFuture::from(pc.set_remote_description(&remote)).await {
            web_sys::console::warn_2(&"live reply:".into(), &why);
            if pc_of(generation).is_some() {
                close();
                live.phase.set(Phase::Failed);
                state.tell(words::FAILED.get(state.lang_now()));
            }
        }
    });
}

/// After [`CONNECT_MS`] with no channel open: the page says so and offers the link.
fn give_up(state: AppState, live: LiveState, generation: u32) {
    let waiting = matches!(
        live.phase.get_untracked(),
        Phase::Preparing | Phase::Answering(_) | Phase::Connecting
    );
    if waiting && pc_of(generation).is_some() {
        close();
        live.phase.set(Phase::Failed);
        state.tell(words::FAILED.get(state.lang_now()));
    }
}

/// Sends `message` of this page's, `after` the game as it now is, on the connection of
/// `generation`: the protocol stamps a move with the clock.
fn send_message(live: LiveState, generation: u32, message: Message, after: &FriendGame) {
    let text = with_conn(generation, |c| {
        encode(&c.live.outgoing(message, after, now_ms()))
    });
    if let Some(text) = text {
        send(generation, &text);
        show(live, generation);
    }
}

/// Sends `text` on the connection of `generation`.
fn send(generation: u32, text: &str) {
    with_conn(generation, |c| {
        if c.dc.ready_state() == RtcDataChannelState::Open && c.dc.send_with_str(text).is_ok() {
            c.live.sent(now_ms());
        }
    });
}

/// Sends this page's hellos, when it has the game.
fn say_hello(state: AppState, list: FriendList, generation: u32, id: u64) {
    let Some(game) = game_for(state, list, id) else {
        return;
    };
    for message in with_conn(generation, |c| c.live.greeting(&game, now_ms())).unwrap_or_default() {
        send(generation, &encode(&message));
    }
}

/// Looks at the clocks: a flag that fell ends the game here and tells the friend.
fn look_at_clock(state: AppState, list: FriendList, live: LiveState, generation: u32) {
    let Some(id) = with_conn(generation, |c| c.live.id) else {
        return;
    };
    let Some(game) = game_for(state, list, id) else {
        return;
    };
    let Some(Some((next, flag))) = with_conn(generation, |c| c.live.tick(&game, now_ms())) else {
        return;
    };
    send(generation, &encode(&flag));
    show(live, generation);
    if let Message::Flag { side } = flag {
        state.tell(words::flag_fell(side, state.lang_now()));
    }
    put(state, next);
}

/// The channel is open: the pages greet each other with their games, and the heartbeat starts.
fn opened(state: AppState, list: FriendList, live: LiveState, generation: u32) {
    let Some(id) = with_conn(generation, |c| c.id) else {
        return;
    };
    live.phase.set(Phase::Connected);
    state.tell(words::CONNECTED.get(state.lang_now()));
    let beat = Interval::new(BEAT_MS, move || {
        look_at_clock(state, list, live, generation);
        match with_conn(generation, |c| c.live.beat(now_ms())) {
            Some(Beat::Ping) => send(generation, &encode(&Message::Ping)),
            Some(Beat::Dead) => dropped(live, generation),
            _ => {}
        }
    });
    with_conn(generation, |c| {
        c.patience = None;
        c.beat = Some(beat);
        c.live = Live::new(id, now_ms());
        c.live.set_clock(live.clock.get_untracked());
    });
    set_sender(Some(Rc::new(
        move |message: Message, after: &FriendGame| send_message(live, generation, message, after),
    )));
    if let Some(game) = game_for(state, list, id) {
        let on_board = state
            .session
            .with_untracked(|s| s.friend().is_some_and(|f| f.id == id));
        if !on_board {
            put_on_board(state, game);
        }
    }
    say_hello(state, list, generation, id);
}

/// The connection of `generation` dropped: the game is kept, the page says so.
fn dropped(live: LiveState, generation: u32) {
    if pc_of(generation).is_none() {
        return;
    }
    let was = live.phase.get_untracked();
    close();
    stand(live);
    live.phase.set(match was {
        Phase::Connected => Phase::Disconnected,
        _ => Phase::Failed,
    });
}

/// Takes in a message from the friend's page.
fn heard(state: AppState, list: FriendList, live: LiveState, generation: u32, text: &str) {
    // The protocol's id, which a rematch changes.
    let Some(id) = with_conn(generation, |c| c.live.id) else {
        return;
    };
    let game = game_for(state, list, id);
    let name = list.friends.with_untracked(|f| f.name.clone());
    let Some(result) = with_conn(generation, |c| {
        c.live.receive(game.as_ref(), text, &name, now_ms())
    }) else {
        return;
    };
    let lang = state.lang_now();
    match result {
        Ok(heard) => {
            show(live, generation);
            if let Some(next) = heard.game {
                put(state, next);
            }
            let friend = game_for(state, list, id)
                .map(|g| g.their_name().to_string())
                .unwrap_or_default();
            for outcome in heard.outcomes {
                match outcome {
                    Outcome::Started => say_hello(state, list, generation, id),
                    Outcome::Moved(_) => {
                        state.say(crate::i18n::friend::friend_moved(&friend, 1, lang))
                    }
                    Outcome::Offered => state.tell(crate::i18n::friend::offers_draw(&friend, lang)),
                    Outcome::Declined => state.tell(crate::i18n::friend::THEY_DECLINED.get(lang)),
                    Outcome::UndoAsked => state.tell(words::undo_asked(&friend, lang)),
                    Outcome::Undone => state.tell(words::UNDONE.get(lang)),
                    Outcome::UndoDeclined => state.tell(words::UNDO_DECLINED.get(lang)),
                    Outcome::RematchAsked => state.tell(words::rematch_asked(&friend, lang)),
                    Outcome::Rematch => state.tell(words::REMATCH_STARTED.get(lang)),
                    Outcome::RematchDeclined => state.tell(words::REMATCH_DECLINED.get(lang)),
                    Outcome::Flagged(side) => state.tell(words::flag_fell(side, lang)),
                    Outcome::Synced(_) | Outcome::Resigned | Outcome::DrawAgreed => {}
                }
            }
        }
        Err(why) => {
            web_sys::console::warn_1(&format!("live message refused: {why:?}").into());
            let line = match why {
                LiveRefusal::Newer(_) => words::NEWER_PAGE,
                _ => words::MESSAGE_REFUSED,
            };
            state.tell(line.get(lang));
            if with_conn(generation, |c| c.live.should_close()) == Some(true) {
                close();
                live.phase.set(Phase::Disconnected);
                state.tell(words::CLOSED_FOR_BAD_MESSAGES.get(lang));
            }
        }
    }
}

/// Puts the game as the friend's message left it on the board.
fn put(state: AppState, game: FriendGame) {
    let on_board = state
        .session
        .with_untracked(|s| s.friend().is_some_and(|f| f.id == game.id));
    if on_board {
        let _ = state.change(|s, stats| {
            s.friend_act(
                |f| {
                    *f = game;
                    Ok(())
                },
                stats,
            )
        });
    } else {
        put_on_board(state, game);
    }
}
