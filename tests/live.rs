//! Live games with a friend (`session::friend::live`): the protocol as a pure state machine
//! between two pages over an in-memory pair of channels. Moves, resignation and draw offers
//! travel both ways and both pages end with the same game; malformed, oversized, out-of-turn,
//! out-of-step and illegal messages are refused with the game unchanged, and enough of them
//! close the connection; a drop loses the messages in flight and a new connection resumes
//! the game at the same move, whichever page was ahead. The links that carry the WebRTC
//! offer and answer read back, and broken ones are refused.
#![cfg(not(target_arch = "wasm32"))]

use reversi::engine::{Color, Ending, Square};
use reversi::session::friend::live::clock::{ClockState, LiveClock, LATENCY_MS};
use reversi::session::friend::live::signal::{is_live_link, Side, Signal, SignalProblem};
use reversi::session::friend::live::{
    decode, encode, messages, Asked, Beat, Live, LiveRefusal, Message, Outcome, Request, DEAD_MS,
    MAX_BYTES, PING_MS, STRIKES,
};
use reversi::session::friend::{self, to_move};
use reversi::settings::friends::FriendGame;
use std::collections::VecDeque;

/// 2026-12-07 12:00 UTC, in ms.
const T0: u64 = 1_796_644_800_000;

/// The game's id on both pages.
const ID: u64 = 0x1234_5678_9abc_def0;

/// One page: its game (none until the host's hello, for the friend) and its connection.
struct Page {
    name: &'static str,
    game: Option<FriendGame>,
    live: Live,
    inbox: VecDeque<String>,
    refusals: Vec<LiveRefusal>,
    outcomes: Vec<Outcome>,
    /// This page's time, in ms.
    now_ms: u64,
}

impl Page {
    fn new(name: &'static str, game: Option<FriendGame>) -> Page {
        Page {
            name,
            game,
            live: Live::new(ID, T0),
            inbox: VecDeque::new(),
            refusals: Vec::new(),
            outcomes: Vec::new(),
            now_ms: T0,
        }
    }

    fn game(&self) -> &FriendGame {
        self.game.as_ref().expect("the page has the game")
    }

    /// Takes in every message waiting; answers a hello that started the game with its own.
    fn read(&mut self, now_ms: u64) -> Vec<String> {
        self.now_ms = now_ms;
        let mut replies = Vec::new();
        while let Some(text) = self.inbox.pop_front() {
            match self
                .live
                .receive(self.game.as_ref(), &text, self.name, now_ms)
            {
                Ok(heard) => {
                    if heard.outcomes.contains(&Outcome::Started) {
                        let started = heard.game.clone().unwrap();
                        replies.extend(self.live.greeting(&started, now_ms).iter().map(encode));
                    }
                    if let Some(game) = heard.game {
                        self.game = Some(game);
                    }
                    self.outcomes.extend(heard.outcomes);
                }
                Err(why) => self.refusals.push(why),
            }
        }
        replies
    }

    /// Runs one of the friend game's rules here, returning the messages it makes.
    fn act(
        &mut self,
        rule: impl FnOnce(&mut FriendGame) -> Result<(), friend::FriendRefusal>,
    ) -> Vec<String> {
        let before = self.game().clone();
        let mut after = before.clone();
        rule(&mut after).expect("the rule allows it");
        self.game = Some(after.clone());
        messages(&before, &after)
            .into_iter()
            .map(|m| encode(&self.live.outgoing(m, &after, self.now_ms)))
            .collect()
    }

    /// This page asks to take back its last move.
    fn ask_undo(&mut self) -> Result<Message, LiveRefusal> {
        let game = self.game().clone();
        self.live.ask_undo(&game)
    }

    /// This page proposes a rematch as game `id`.
    fn ask_rematch(&mut self, id: u64) -> Result<Message, LiveRefusal> {
        let game = self.game().clone();
        self.live.ask_rematch(&game, id)
    }

    /// Puts a game that a request's answer made, and its message to send.
    fn put(&mut self, made: (Option<FriendGame>, Message)) -> Vec<String> {
        if let Some(game) = made.0 {
            self.game = Some(game);
        }
        vec![encode(&made.1)]
    }
}

/// Two pages joined by a pair of in-memory channels, which a drop empties.
struct Pair {
    host: Page,
    guest: Page,
    now_ms: u64,
}

impl Pair {
    /// Alice hosts as Black; Bob has no game until her hello (or his stored one).
    fn new(bob: Option<FriendGame>) -> Pair {
        Pair::timed(bob, None)
    }

    /// As [`Pair::new`], Alice having chosen a clock of `minutes` per side.
    fn timed(bob: Option<FriendGame>, minutes: Option<u8>) -> Pair {
        let alice = friend::start(
            ID,
            Color::Black,
            ["Alice".into(), String::new()],
            None,
            T0 / 1000,
        );
        let mut pair = Pair {
            host: Page::new("Alice", Some(alice)),
            guest: Page::new("Bob", bob),
            now_ms: T0,
        };
        pair.host.live.set_clock(minutes.map(LiveClock::new));
        pair.open();
        pair
    }

    /// The channel opens: each page that has the game says hello; run until quiet.
    fn open(&mut self) {
        for page in [&mut self.host, &mut self.guest] {
            // The clock outlives a connection, as the page keeps it.
            let clock = page.live.clock();
            page.live = Live::new(ID, self.now_ms);
            page.live.set_clock(clock);
            page.now_ms = self.now_ms;
        }
        if let Some(g) = &self.host.game {
            let hello = self.host.live.greeting(g, self.now_ms);
            self.guest.inbox.extend(hello.iter().map(encode));
        }
        if let Some(g) = &self.guest.game {
            let hello = self.guest.live.greeting(g, self.now_ms);
            self.host.inbox.extend(hello.iter().map(encode));
        }
        self.settle();
    }

    /// Delivers messages both ways until none is left.
    fn settle(&mut self) {
        loop {
            self.now_ms += 10;
            let to_guest = self.host.read(self.now_ms);
            let to_host = self.guest.read(self.now_ms);
            if to_guest.is_empty()
                && to_host.is_empty()
                && self.host.inbox.is_empty()
                && self.guest.inbox.is_empty()
            {
                return;
            }
            self.guest.inbox.extend(to_guest);
            self.host.inbox.extend(to_host);
        }
    }

    /// The page to move (by its own game) plays its first legal square; the move travels.
    fn play_first_legal(&mut self) -> Option<Square> {
        let mover = [&mut self.host, &mut self.guest]
            .into_iter()
            .find(|p| p.game.as_ref().and_then(to_move) == Some(p.game().me))?;
        let square = mover.game().game.board().legal_moves().into_iter().next()?;
        let sent = mover.act(|g| friend::play(g, square, 0));
        assert_eq!(sent.len(), 1, "one move, one message");
        let host_moved = mover.name == "Alice";
        self.send(host_moved, sent);
        Some(square)
    }

    /// Time passes on both pages.
    fn wait(&mut self, ms: u64) {
        self.now_ms += ms;
        self.host.now_ms = self.now_ms;
        self.guest.now_ms = self.now_ms;
    }

    fn send(&mut self, from_host: bool, texts: Vec<String>) {
        if from_host {
            self.guest.inbox.extend(texts);
        } else {
            self.host.inbox.extend(texts);
        }
        self.settle();
    }
}

/// The first legal square of `game`'s position, which must have one.
fn first_legal(game: &FriendGame) -> Square {
    game.game
        .board()
        .legal_moves()
        .into_iter()
        .next()
        .expect("a legal move")
}

fn transcript(page: &Page) -> String {
    page.game().game.transcript()
}

#[test]
fn a_whole_game_travels_move_by_move_and_both_pages_end_alike() {
    let mut pair = Pair::new(None);
    // The hello of version 1 starts Bob's game; that of version 2 then brings nothing new.
    assert_eq!(pair.guest.outcomes[0], Outcome::Started);
    assert_eq!(pair.guest.live.peer(), 2);
    assert_eq!(pair.guest.game().me, Color::White);
    assert_eq!(pair.guest.game().names[1], "Bob");
    // Bob's hello told Alice his name.
    assert_eq!(pair.host.game().their_name(), "Bob");
    assert!(pair.host.live.synced() && pair.guest.live.synced());
    let mut moves = 0;
    while pair.play_first_legal().is_some() {
        moves += 1;
        assert_eq!(transcript(&pair.host), transcript(&pair.guest));
    }
    assert!(moves > 20);
    assert!(pair.host.game().game.is_over() && pair.guest.game().game.is_over());
    assert_eq!(pair.host.game().game, pair.guest.game().game);
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());
}

#[test]
fn resignation_and_draw_offers_travel_both_ways() {
    let mut pair = Pair::new(None);
    pair.play_first_legal();
    // Bob offers a draw; Alice declines; Bob is told.
    let sent = pair.guest.act(friend::offer_draw);
    pair.send(false, sent);
    assert_eq!(pair.host.game().offer, Some(Color::White));
    let sent = pair.host.act(|g| friend::answer_draw(g, false));
    assert_eq!(sent, vec![encode(&Message::Answer { accept: false })]);
    pair.send(true, sent);
    assert!(pair.guest.outcomes.contains(&Outcome::Declined));
    assert_eq!(pair.guest.game().offer, None);
    pair.play_first_legal();
    // Alice offers; Bob accepts: both games are drawn by agreement.
    let sent = pair.host.act(friend::offer_draw);
    pair.send(true, sent);
    let sent = pair.guest.act(|g| friend::answer_draw(g, true));
    pair.send(false, sent);
    let ending = |p: &Page| p.game().game.outcome().map(|o| o.ending);
    assert_eq!(ending(&pair.host), Some(Ending::DrawAgreed));
    assert_eq!(ending(&pair.guest), Some(Ending::DrawAgreed));

    let mut pair = Pair::new(None);
    pair.play_first_legal();
    let sent = pair.host.act(friend::resign);
    assert_eq!(sent, vec![encode(&Message::Resign)]);
    pair.send(true, sent);
    assert_eq!(ending(&pair.guest), Some(Ending::Resigned(Color::Black)));
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());
}

#[test]
fn bad_messages_are_refused_the_game_unchanged_and_enough_of_them_close() {
    let mut pair = Pair::new(None);
    pair.play_first_legal();
    let before = pair.host.game().clone();
    let refuse = |text: String, why: LiveRefusal| {
        let mut live = pair.host.live.clone();
        let got = live.receive(Some(&before), &text, "Alice", T0 + 1);
        assert_eq!(got, Err(why), "{text}");
    };
    let ply = |n: u8, sq: &str| {
        encode(&Message::Move {
            ply: n,
            sq: sq.into(),
            left: None,
        })
    };
    // Black (Alice) has played one move; it is White's (Bob's) turn.
    refuse("not json".into(), LiveRefusal::Malformed);
    refuse(
        r#"{"v":1,"m":{"t":"teleport"}}"#.into(),
        LiveRefusal::Malformed,
    );
    refuse(
        r#"{"v":1,"m":{"t":"move","ply":1}}"#.into(),
        LiveRefusal::Malformed,
    );
    refuse(r#"{"v":9,"m":{"t":"ping"}}"#.into(), LiveRefusal::Newer(9));
    refuse(r#"{"v":0,"m":{"t":"ping"}}"#.into(), LiveRefusal::Malformed);
    refuse(
        r#"{"v":1,"m":{"t":"ping","extra":1}}"#.into(),
        LiveRefusal::Malformed,
    );
    refuse(
        r#"{"v":1,"m":{"t":"move","ply":300,"sq":"c4"}}"#.into(),
        LiveRefusal::Malformed,
    );
    refuse(r#"[1,2,3]"#.into(), LiveRefusal::Malformed);
    refuse(ply(1, "z9"), LiveRefusal::Malformed);
    refuse(
        format!(
            r#"{{"v":1,"m":{{"t":"ping","pad":"{}"}}}}"#,
            "x".repeat(MAX_BYTES)
        ),
        LiveRefusal::TooLarge,
    );
    // a1 is never legal at the start; a legal square at the wrong place in the game.
    refuse(ply(1, "a1"), LiveRefusal::Illegal);
    let legal = first_legal(&before);
    refuse(ply(0, &legal.to_string()), LiveRefusal::OutOfStep);
    refuse(ply(2, &legal.to_string()), LiveRefusal::OutOfStep);
    // Nothing to answer, and a hello of another game or claiming Alice's own colour.
    refuse(
        encode(&Message::Answer { accept: true }),
        LiveRefusal::NotNow,
    );
    let mut other = before.clone();
    other.id ^= 1;
    refuse(encode(&Live::hello(&other)), LiveRefusal::WrongGame);
    refuse(encode(&Live::hello(&before)), LiveRefusal::WrongGame);

    // A move out of turn: Bob's page sends a second move before Alice's reply.
    let mut guest = pair.guest.live.clone();
    let bob = pair.guest.game().clone();
    let mut alice_ahead = before.clone();
    let square = first_legal(&alice_ahead);
    alice_ahead.game.play_square(square).unwrap();
    let mut hello_ahead = alice_ahead.clone();
    hello_ahead.me = Color::Black;
    let out_of_turn = encode(&Message::Move {
        ply: 2,
        sq: first_legal(&alice_ahead).to_string(),
        left: None,
    });
    assert_eq!(
        guest.receive(Some(&bob), &out_of_turn, "Bob", T0),
        Err(LiveRefusal::OutOfTurn),
        "Black's page may not play White's move"
    );
    // A move before the hello.
    let mut fresh = Live::new(ID, T0);
    assert_eq!(
        fresh.receive(Some(&bob), &ply(1, &square.to_string()), "Bob", T0),
        Err(LiveRefusal::NotSynced)
    );

    // The page hangs up after STRIKES refusals, and not before.
    let mut live = pair.host.live.clone();
    for n in 1..=STRIKES {
        assert!(!live.should_close());
        assert!(live.receive(Some(&before), "{}", "Alice", T0).is_err());
        assert_eq!(live.should_close(), n == STRIKES);
    }
    assert_eq!(pair.host.game(), &before);
}

#[test]
fn a_hello_that_does_not_fit_is_refused_and_changes_nothing() {
    let mut pair = Pair::new(None);
    pair.play_first_legal();
    pair.play_first_legal();
    let alice = pair.host.game().clone();
    // Bob's page with other moves in the shared part.
    let mut forged = pair.guest.game().clone();
    forged.game =
        reversi::engine::record::play_transcript(reversi::engine::Game::new(Color::Black), "f5f6")
            .unwrap();
    let mut live = Live::new(ID, T0);
    let got = live.receive(Some(&alice), &encode(&Live::hello(&forged)), "Alice", T0);
    assert!(matches!(got, Err(LiveRefusal::Conflict(_))), "{got:?}");
    // Bob's page claiming a move of Alice's colour she did not play.
    let mut forged = pair.guest.game().clone();
    let square = first_legal(&forged);
    forged.game.play_square(square).unwrap();
    let got = live.receive(Some(&alice), &encode(&Live::hello(&forged)), "Alice", T0);
    assert!(matches!(got, Err(LiveRefusal::Conflict(_))), "{got:?}");
    // A hello whose link was changed in transit.
    let text = encode(&Live::hello(pair.guest.game())).replace("&at=", "&at=9");
    let got = live.receive(Some(&alice), &text, "Alice", T0);
    assert!(matches!(got, Err(LiveRefusal::Link(_))), "{got:?}");
    assert_eq!(pair.host.game(), &alice);
}

#[test]
fn a_drop_loses_the_moves_in_flight_and_a_new_connection_resumes_at_the_same_move() {
    let mut pair = Pair::new(None);
    for _ in 0..6 {
        pair.play_first_legal();
    }
    // Alice moves, but the connection drops before her message arrives.
    let square = first_legal(pair.host.game());
    let lost = pair.host.act(|g| friend::play(g, square, 0));
    assert_eq!(lost.len(), 1);
    assert_ne!(transcript(&pair.host), transcript(&pair.guest));
    let behind = transcript(&pair.guest);
    // The heartbeat: a ping after PING_MS of silence, dead after DEAD_MS.
    let quiet = pair.now_ms;
    assert_eq!(pair.guest.live.beat(quiet + 1), Beat::Wait);
    assert_eq!(pair.guest.live.beat(quiet + PING_MS), Beat::Ping);
    assert_eq!(pair.guest.live.beat(quiet + DEAD_MS), Beat::Dead);
    pair.now_ms += DEAD_MS;

    // New links, a new connection: the hellos bring Bob's page up to Alice's move.
    pair.open();
    assert_eq!(transcript(&pair.host), transcript(&pair.guest));
    assert!(transcript(&pair.guest).starts_with(&behind));
    assert!(pair
        .guest
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Synced(r) if r.moves == 1)));
    // And play goes on from there.
    let next = pair.play_first_legal();
    assert!(next.is_some());
    assert_eq!(transcript(&pair.host), transcript(&pair.guest));
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());

    // Bob's page reloaded in between keeps the game in its list: the same resume.
    let bob = pair.guest.game().clone();
    let mut again = Pair::new(Some(bob.clone()));
    again.host.game = pair.host.game.clone();
    again.open();
    assert_eq!(transcript(&again.host), transcript(&again.guest));
}

#[test]
fn messages_are_versioned_json_and_read_back() {
    for m in [
        Message::Hello {
            link: "#friend=1".into(),
        },
        Message::Move {
            ply: 7,
            sq: "c4".into(),
            left: None,
        },
        Message::Resign,
        Message::Offer,
        Message::Answer { accept: false },
        Message::Ping,
    ] {
        let text = encode(&m);
        assert!(text.ends_with(r#","v":1}"#), "{text}");
        assert_eq!(decode(&text), Ok(m));
    }
}

#[test]
fn live_links_carry_an_sdp_and_refuse_what_is_broken() {
    let sdp = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n\
        a=group:BUNDLE 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
        c=IN IP4 0.0.0.0\r\na=candidate:1 1 udp 2113937151 192.168.1.2 54321 typ host\r\n\
        a=ice-ufrag:abcd\r\na=ice-pwd:abcdefghijklmnopqrstuvwx\r\n\
        a=fingerprint:sha-256 AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89\r\n\
        a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
    for side in [Side::Offer, Side::Answer] {
        let signal = Signal {
            id: ID,
            side,
            sdp: sdp.into(),
        };
        let fragment = signal.fragment();
        assert!(
            fragment.len() < sdp.len(),
            "{} ≥ {}",
            fragment.len(),
            sdp.len()
        );
        let url = format!("https://example.org/reversi/{fragment}");
        assert!(is_live_link(&url));
        assert_eq!(Signal::read(&url), Ok(signal));
        // Cut short, or changed in the middle of its data.
        for cut in [url.len() - 10, url.len() / 2 + 20] {
            assert_eq!(
                Signal::read(&url[..cut]),
                Err(SignalProblem::Broken),
                "{cut}"
            );
        }
    }
    assert_eq!(Signal::read("#moves=f5"), Err(SignalProblem::NotLive));
    assert_eq!(
        Signal::read("#live=2&id=0&offer=x"),
        Err(SignalProblem::Newer(2))
    );
    assert_eq!(
        Signal::read("#live=1&id=1234567890abcdef&offer=AA&answer=AA"),
        Err(SignalProblem::Broken)
    );
    // A link that would inflate to megabytes is refused, not read.
    let bomb = Signal {
        id: ID,
        side: Side::Offer,
        sdp: format!("v=0{}", " ".repeat(1 << 20)),
    };
    assert_eq!(Signal::read(&bomb.fragment()), Err(SignalProblem::Broken));
}

#[test]
fn the_ice_servers_are_kept_with_the_friend_games_default_to_one_stun_and_may_be_empty() {
    use reversi::settings::friends::{parse_ice, Friends, DEFAULT_ICE};
    use reversi::settings::Persisted;
    assert_eq!(Friends::default().ice, vec![DEFAULT_ICE.to_string()]);
    // A list stored before live games has none: it gets the default.
    let old = Friends::from_json(r#"{"version":1,"name":"Ann","games":[]}"#).unwrap();
    assert_eq!(old.value.ice, vec![DEFAULT_ICE.to_string()]);
    assert!(old.problems.is_empty());
    for ice in [
        vec![],
        vec![
            "stun:a.example:3478".to_string(),
            "turns:b.example".to_string(),
        ],
    ] {
        let friends = Friends {
            ice: ice.clone(),
            ..Friends::default()
        };
        assert_eq!(
            Friends::from_json(&friends.to_json()).unwrap().value.ice,
            ice
        );
    }
    let bad = Friends::from_json(r#"{"version":1,"ice":["http://x.example","stun:ok.example"]}"#)
        .unwrap();
    assert_eq!(bad.value.ice, vec!["stun:ok.example".to_string()]);
    assert_eq!(bad.problems.len(), 1);
    assert_eq!(
        parse_ice("\n stun:a.example:1 \n\n"),
        Ok(vec!["stun:a.example:1".to_string()])
    );
    assert_eq!(parse_ice(""), Ok(vec![]));
    assert_eq!(
        parse_ice("stun:a.example\nhello world"),
        Err("hello world".to_string())
    );
}

/// The squares played on a page.
fn plies(page: &Page) -> usize {
    page.game()
        .game
        .played()
        .iter()
        .filter(|m| m.square().is_some())
        .count()
}

/// `text` given to `page` as the friend's: it must be refused for `why`, with the page's
/// game and its connection's request as they were.
fn refused(page: &mut Page, text: &str, why: LiveRefusal) {
    let game = page.game().clone();
    let asked = page.live.asked();
    let got = page.live.receive(Some(&game), text, page.name, page.now_ms);
    assert_eq!(got, Err(why), "{text}");
    assert_eq!(page.game(), &game);
    assert_eq!(page.live.asked(), asked, "{text}");
}

#[test]
fn an_undo_request_takes_back_the_same_moves_on_both_pages_when_accepted() {
    let mut pair = Pair::new(None);
    // Nothing to take back yet, on either side.
    let alice = pair.host.game().clone();
    assert_eq!(pair.host.live.ask_undo(&alice), Err(LiveRefusal::NotNow));
    refused(
        &mut pair.guest,
        &encode(&Message::Undo { ply: 0 }),
        LiveRefusal::NotNow,
    );

    // Alice (Black) moves and asks at once: her move alone is taken back.
    pair.play_first_legal();
    let asked = pair.host.ask_undo().unwrap();
    assert_eq!(asked, Message::Undo { ply: 1 });
    pair.send(true, vec![encode(&asked)]);
    assert_eq!(pair.guest.outcomes.last(), Some(&Outcome::UndoAsked));
    let waiting = Asked {
        request: Request::Undo,
        mine: false,
    };
    assert_eq!(pair.guest.live.asked(), Some(waiting));
    let game = pair.guest.game().clone();
    let answer = pair.guest.live.answer_undo(&game, true, T0).unwrap();
    let sent = pair.guest.put(answer);
    pair.send(false, sent);
    assert_eq!(pair.host.outcomes.last(), Some(&Outcome::Undone));
    assert_eq!((plies(&pair.host), plies(&pair.guest)), (0, 0));
    assert_eq!(to_move(pair.host.game()), Some(Color::Black));
    assert_eq!(pair.host.live.asked(), None);

    // Alice moves, Bob replies, Alice asks: the pair goes, and it is her move again.
    pair.play_first_legal();
    pair.play_first_legal();
    let before = transcript(&pair.host);
    let asked = pair.host.ask_undo().unwrap();
    pair.send(true, vec![encode(&asked)]);
    let game = pair.guest.game().clone();
    let answer = pair.guest.live.answer_undo(&game, true, T0).unwrap();
    let sent = pair.guest.put(answer);
    pair.send(false, sent);
    assert_eq!((plies(&pair.host), plies(&pair.guest)), (0, 0));
    assert_ne!(before, transcript(&pair.host));
    assert_eq!(pair.host.game().game, pair.guest.game().game);
    assert_eq!(to_move(pair.guest.game()), Some(Color::Black));
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());
}

#[test]
fn a_declined_undo_changes_nothing_and_bad_requests_are_refused() {
    let mut pair = Pair::new(None);
    pair.play_first_legal();
    pair.play_first_legal();
    let before = transcript(&pair.host);
    // Bob (White) asks; Alice declines; both keep the game.
    let asked = pair.guest.ask_undo().unwrap();
    assert_eq!(asked, Message::Undo { ply: 2 });
    pair.send(false, vec![encode(&asked)]);
    // A second request while the first waits is refused, on the asker's page too.
    assert_eq!(pair.guest.ask_undo(), Err(LiveRefusal::Pending));
    refused(
        &mut pair.host,
        &encode(&Message::Undo { ply: 2 }),
        LiveRefusal::Pending,
    );
    let game = pair.host.game().clone();
    let (changed, answer) = pair.host.live.answer_undo(&game, false, T0).unwrap();
    assert_eq!(changed, None);
    pair.send(true, vec![encode(&answer)]);
    assert_eq!(pair.guest.outcomes.last(), Some(&Outcome::UndoDeclined));
    assert_eq!(pair.guest.live.asked(), None);
    assert_eq!(
        (transcript(&pair.host), transcript(&pair.guest)),
        (before.clone(), before.clone())
    );
    // An answer nobody asked for.
    refused(
        &mut pair.guest,
        &encode(&Message::UndoAnswer { accept: true }),
        LiveRefusal::NotNow,
    );
    // Out of step: the request names another end of the game than this page's.
    for ply in [0, 1, 3, 60] {
        refused(
            &mut pair.host,
            &encode(&Message::Undo { ply }),
            LiveRefusal::OutOfStep,
        );
    }
    // While a draw offer waits.
    let sent = pair.host.act(friend::offer_draw);
    pair.send(true, sent);
    refused(
        &mut pair.host,
        &encode(&Message::Undo { ply: 2 }),
        LiveRefusal::Pending,
    );
    assert_eq!(pair.host.ask_undo(), Err(LiveRefusal::Pending));
    assert_eq!(transcript(&pair.host), before);
    // A request that waits when the game ends is dropped on both pages: nothing is left to
    // take back, and the rematch may be asked.
    let sent = pair.guest.act(|g| friend::answer_draw(g, false));
    pair.send(false, sent);
    let asked = pair.guest.ask_undo().unwrap();
    pair.send(false, vec![encode(&asked)]);
    assert!(pair.host.live.asked().is_some());
    let sent = pair.host.act(friend::resign);
    pair.send(true, sent);
    assert_eq!(
        (pair.host.live.asked(), pair.guest.live.asked()),
        (None, None)
    );
    assert!(pair.guest.ask_rematch(0x77).is_ok());
}

#[test]
fn a_rematch_swaps_colours_and_starts_a_new_game_at_ply_zero() {
    let mut pair = Pair::new(None);
    pair.play_first_legal();
    const NEW: u64 = 0x0fed_cba9_8765_4321;
    // Not before the game is over.
    let alice = pair.host.game().clone();
    assert_eq!(
        pair.host.live.ask_rematch(&alice, NEW),
        Err(LiveRefusal::NotNow)
    );
    refused(
        &mut pair.guest,
        &encode(&Message::Rematch { id: NEW }),
        LiveRefusal::NotNow,
    );
    let sent = pair.guest.act(friend::resign);
    pair.send(false, sent);
    let old = pair.host.game().clone();
    assert!(old.game.is_over());

    // Bob proposes, Alice declines; then Alice proposes and Bob accepts.
    let asked = pair.guest.ask_rematch(NEW).unwrap();
    pair.send(false, vec![encode(&asked)]);
    assert_eq!(pair.host.outcomes.last(), Some(&Outcome::RematchAsked));
    let (none, no) = pair.host.live.answer_rematch(&old, false, T0).unwrap();
    assert_eq!(none, None);
    pair.send(true, vec![encode(&no)]);
    assert_eq!(pair.guest.outcomes.last(), Some(&Outcome::RematchDeclined));
    assert_eq!(pair.host.game(), &old);

    let asked = pair.host.live.ask_rematch(&old, NEW).unwrap();
    pair.send(true, vec![encode(&asked)]);
    let bob_old = pair.guest.game().clone();
    let yes = pair.guest.live.answer_rematch(&bob_old, true, T0).unwrap();
    let sent = pair.guest.put(yes);
    pair.send(false, sent);
    assert_eq!(pair.host.outcomes.last(), Some(&Outcome::Rematch));
    for page in [&pair.host, &pair.guest] {
        assert_eq!(page.game().id, NEW);
        assert_eq!(page.live.id, NEW);
        assert_eq!(plies(page), 0);
        assert!(!page.game().game.is_over());
    }
    assert_eq!(pair.host.game().me, Color::White);
    assert_eq!(pair.guest.game().me, Color::Black);
    assert_eq!(
        pair.host.game().names,
        ["Bob".to_string(), "Alice".to_string()]
    );
    assert_eq!(pair.guest.game().names, pair.host.game().names);
    // Bob plays Black now, and the new game goes on over the same connection.
    let square = pair.play_first_legal();
    assert!(square.is_some());
    assert_eq!(plies(&pair.guest), 1);
    assert_eq!(transcript(&pair.host), transcript(&pair.guest));
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());
}

#[test]
fn the_clock_travels_in_the_hello_and_with_each_move_and_a_claim_of_more_time_is_refused() {
    let mut pair = Pair::timed(None, Some(5));
    let bob_clock = pair
        .guest
        .live
        .clock()
        .expect("the clock came in the hello");
    assert_eq!(bob_clock.minutes, 5);
    assert_eq!(bob_clock.running(), Some(Color::Black));
    // Alice thinks 10 s and plays: her move says what she has left.
    pair.wait(10_000);
    let square = first_legal(pair.host.game());
    let sent = pair.host.act(|g| friend::play(g, square, 0));
    let Ok(Message::Move {
        left: Some(left), ..
    }) = decode(&sent[0])
    else {
        panic!("a move with the time left: {sent:?}");
    };
    assert!((289_000..=290_000).contains(&left), "{left}");
    pair.send(true, sent);
    let now = pair.now_ms;
    let left_on = |p: &Page, side| p.live.clock().unwrap().left(side, now);
    assert_eq!(left_on(&pair.guest, Color::Black), left);
    assert_eq!(left_on(&pair.host, Color::Black), left);
    assert_eq!(
        pair.guest.live.clock().unwrap().running(),
        Some(Color::White)
    );

    // Bob thinks 30 s; his page claims he used 1 s: refused, nothing changed on Alice's.
    pair.wait(30_000);
    let square = first_legal(pair.guest.game()).to_string();
    let claim = |left: Option<u64>| {
        encode(&Message::Move {
            ply: 1,
            sq: square.clone(),
            left,
        })
    };
    refused(&mut pair.host, &claim(Some(299_000)), LiveRefusal::Clock);
    refused(&mut pair.host, &claim(Some(300_001)), LiveRefusal::Clock);
    refused(&mut pair.host, &claim(None), LiveRefusal::Clock);
    // Within the allowance for the message's trip it is taken.
    let claimed = 300_000 - 30_000 + LATENCY_MS / 2;
    let heard = pair
        .host
        .live
        .receive(
            Some(&pair.host.game().clone()),
            &claim(Some(claimed)),
            "Alice",
            pair.now_ms,
        )
        .unwrap();
    assert!(heard.game.is_some());
    assert_eq!(
        pair.host
            .live
            .clock()
            .unwrap()
            .left(Color::White, pair.now_ms),
        claimed
    );
}

#[test]
fn a_flag_fall_ends_the_game_on_time_on_both_pages() {
    let mut pair = Pair::timed(None, Some(1));
    pair.play_first_legal();
    // Bob's clock runs; Alice may not call his flag early, nor may his page call hers.
    pair.wait(30_000);
    let game = pair.host.game().clone();
    assert_eq!(pair.host.live.tick(&game, pair.now_ms), None);
    refused(
        &mut pair.guest,
        &encode(&Message::Flag { side: Color::White }),
        LiveRefusal::Clock,
    );
    refused(
        &mut pair.guest,
        &encode(&Message::Flag { side: Color::Black }),
        LiveRefusal::Clock,
    );
    // His minute runs out: his own page calls it, and Alice's takes it.
    pair.wait(31_000);
    let bob = pair.guest.game().clone();
    let (ended, flag) = pair
        .guest
        .live
        .tick(&bob, pair.now_ms)
        .expect("the flag fell");
    assert_eq!(flag, Message::Flag { side: Color::White });
    pair.guest.game = Some(ended);
    pair.send(false, vec![encode(&flag)]);
    for page in [&pair.host, &pair.guest] {
        let ending = page.game().game.outcome().map(|o| o.ending);
        assert_eq!(ending, Some(Ending::Time(Color::White)), "{}", page.name);
        assert_eq!(page.live.clock().unwrap().running(), None);
    }
    assert_eq!(
        pair.host.outcomes.last(),
        Some(&Outcome::Flagged(Color::White))
    );

    // Where the friend's page never calls it, this page does, a moment after.
    let mut pair = Pair::timed(None, Some(1));
    pair.play_first_legal();
    pair.wait(60_000);
    let game = pair.host.game().clone();
    assert_eq!(pair.host.live.tick(&game, pair.now_ms), None);
    pair.wait(LATENCY_MS);
    let (ended, flag) = pair.host.live.tick(&game, pair.now_ms).expect("late");
    pair.host.game = Some(ended);
    pair.send(true, vec![encode(&flag)]);
    let ending = pair.guest.game().game.outcome().map(|o| o.ending);
    assert_eq!(ending, Some(Ending::Time(Color::White)));
    assert!(pair.host.refusals.is_empty() && pair.guest.refusals.is_empty());
}

#[test]
fn malformed_new_messages_are_refused_with_the_game_unchanged() {
    let mut pair = Pair::timed(None, Some(5));
    pair.play_first_legal();
    let page = &mut pair.host;
    for text in [
        // Version 2's messages said to be version 1, which has none of them.
        r#"{"v":1,"m":{"t":"undo","ply":1}}"#,
        r#"{"v":1,"m":{"t":"rematch","id":"0123456789abcdef"}}"#,
        r#"{"v":1,"m":{"t":"flag","side":"w"}}"#,
        r#"{"v":1,"m":{"t":"move","ply":1,"sq":"c4","left":1000}}"#,
        r#"{"v":1,"m":{"t":"hello","link":"x","clock":{"min":5,"left":[1,1]}}}"#,
        // Parts missing, too many, or of the wrong kind.
        r#"{"v":2,"m":{"t":"undo"}}"#,
        r#"{"v":2,"m":{"t":"undo","ply":300}}"#,
        r#"{"v":2,"m":{"t":"undo","ply":-1}}"#,
        r#"{"v":2,"m":{"t":"undo","ply":1,"x":1}}"#,
        r#"{"v":2,"m":{"t":"undo-answer","accept":"yes"}}"#,
        r#"{"v":2,"m":{"t":"undo-answer"}}"#,
        r#"{"v":2,"m":{"t":"rematch","id":"123"}}"#,
        r#"{"v":2,"m":{"t":"rematch","id":"+123456789abcdef"}}"#,
        r#"{"v":2,"m":{"t":"rematch","id":81985529216486895}}"#,
        r#"{"v":2,"m":{"t":"rematch-answer","accept":1}}"#,
        r#"{"v":2,"m":{"t":"flag","side":"x"}}"#,
        r#"{"v":2,"m":{"t":"flag"}}"#,
        r#"{"v":2,"m":{"t":"move","ply":1,"sq":"c4","left":-5}}"#,
        r#"{"v":2,"m":{"t":"move","ply":1,"sq":"c4","left":"5"}}"#,
        r#"{"v":2,"m":{"t":"hello","link":"x","clock":{"min":0,"left":[0,0]}}}"#,
        r#"{"v":2,"m":{"t":"hello","link":"x","clock":{"min":5,"left":[300001,1]}}}"#,
        r#"{"v":2,"m":{"t":"hello","link":"x","clock":{"min":5,"left":[1]}}}"#,
        r#"{"v":2,"m":{"t":"hello","link":"x","clock":null}}"#,
        r#"{"v":2,"m":{"t":"teleport"}}"#,
    ] {
        refused(page, text, LiveRefusal::Malformed);
    }
    refused(
        page,
        r#"{"v":3,"m":{"t":"undo","ply":1}}"#,
        LiveRefusal::Newer(3),
    );
    // A hello whose clock is not this game's.
    let other = ClockState {
        minutes: 10,
        left_ms: [1_000, 1_000],
    };
    let hello = Message::Greeting {
        link: friend::link(pair.guest.game()).fragment(),
        clock: Some(other),
    };
    let before = pair.host.live.clock();
    refused(&mut pair.host, &encode(&hello), LiveRefusal::Clock);
    assert_eq!(pair.host.live.clock(), before);
    assert_eq!(plies(&pair.host), 1);
}

#[test]
fn a_page_of_version_one_still_plays_but_has_no_requests_and_no_clock() {
    let pair = Pair::timed(None, Some(5));
    // Bob's page of the release before: only the hello of version 1, in each direction.
    let bob_game = pair.guest.game().clone();
    let mut alice = Live::new(ID, T0);
    alice.set_clock(Some(LiveClock::new(5)));
    let game = pair.host.game().clone();
    alice
        .receive(Some(&game), &encode(&Live::hello(&bob_game)), "Alice", T0)
        .unwrap();
    assert_eq!(alice.peer(), 1);
    assert_eq!(alice.ask_undo(&game), Err(LiveRefusal::Older));
    // Her move carries no clock, so it is written as version 1, which Bob's page reads.
    let mut after = game.clone();
    friend::play(&mut after, first_legal(&game), 0).unwrap();
    let sent: Vec<String> = messages(&game, &after)
        .into_iter()
        .map(|m| encode(&alice.outgoing(m, &after, T0 + 5_000)))
        .collect();
    assert_eq!(sent.len(), 1);
    assert!(sent[0].ends_with(r#","v":1}"#), "{}", sent[0]);
    // Her greeting: a hello of version 1 first, which a page of version 1 reads.
    let hello = alice.greeting(&after, T0);
    assert!(encode(&hello[0]).ends_with(r#","v":1}"#));
    assert!(encode(&hello[1]).ends_with(r#","v":2}"#));
}

#[test]
fn new_messages_are_version_2_and_read_back() {
    for m in [
        Message::Undo { ply: 12 },
        Message::UndoAnswer { accept: true },
        Message::Rematch {
            id: 0x0123_4567_89ab_cdef,
        },
        Message::RematchAnswer { accept: false },
        Message::Flag { side: Color::White },
        Message::Move {
            ply: 3,
            sq: "d3".into(),
            left: Some(61_500),
        },
        Message::Greeting {
            link: "#friend=1".into(),
            clock: Some(ClockState {
                minutes: 3,
                left_ms: [100_000, 180_000],
            }),
        },
        Message::Greeting {
            link: "#friend=1".into(),
            clock: None,
        },
    ] {
        let text = encode(&m);
        assert!(text.ends_with(r#","v":2}"#), "{text}");
        assert_eq!(decode(&text), Ok(m));
    }
}
