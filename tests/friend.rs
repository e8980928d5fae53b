//! Games against a friend on another page. The friend link (format 1): a thousand random
//! links, with every ending, flag and kind of name, read back as the games they were written
//! from and stay short enough for a messenger; a link changed in any one character or cut at
//! any length is refused, never read as another game; a hand-made link with a good sum but a
//! bad part is refused for that part; every format-1 link of `tests/data/friend-links-v1.txt`
//! still reads. The rules (`session::friend`): two pages exchanging links end with the same
//! game, and a link that does not fit (other moves, a move for the receiver, an ending the
//! friend cannot make) changes nothing. The session and the stored forms: a friend game on
//! the board waits for the friend and never for the computer, is never counted, and comes
//! back after a reload, and the stored list drops a broken game alone.
#![cfg(not(target_arch = "wasm32"))]

use reversi::actions::{Command, Play};
use reversi::engine::record::{play_transcript, MoveProblem};
use reversi::engine::rng::Rng;
use reversi::engine::{Color, Ending, Game, Move, Square};
use reversi::session::analysis::Wanted;
use reversi::session::friend::link::{
    is_friend_link, valid_name, FriendLink, LinkProblem, FORMAT, NAME_CHARS,
};
use reversi::session::friend::{self, Conflict, FriendRefusal, Received};
use reversi::session::{Refusal, Session, Turn};
use reversi::settings::friends::{FriendGame, Friends, MAX_DAYS};
use reversi::settings::{load, Persisted, Player, Players, SavedSession, Statistics};
use serde_json::Value;

/// Seconds in a day.
const DAY_S: u64 = 86_400;

/// 2026-12-07 12:00 UTC: when the games of these tests begin.
const T0: u64 = 1_796_644_800;

/// The id of the games the rules are tried on.
const ID: u64 = 0x5eed_f00d_0000_0001;

/// A name of 24 Japanese characters (three bytes each in UTF-8, nine characters escaped).
const JAPANESE_24: &str = "日本語の名前日本語の名前日本語の名前日本語の名前";

/// Names that a careless link would break: every character a URL gives a meaning to, spaces,
/// escapes that are not escapes, and a name that looks like the link's own check sum.
const AWKWARD_NAMES: [&str; 16] = [
    "",
    "Ann",
    "Bob & Carol",
    "a=b",
    "#1 player",
    "100% sure",
    "  spaced  out  ",
    "山田 太郎",
    "Zoë",
    "%41%2",
    "x&sum=00000000",
    "😀 smile",
    "+plus+",
    "?q=1/2#top",
    "a&b=c#d%e f",
    "名前&name=%#",
];

/// The characters random names are drawn from: URL syntax, spaces (a no-break one too),
/// accented Latin, Japanese and a four-byte emoji.
const NAME_CHARS_POOL: [char; 26] = [
    'a', 'Z', '0', ' ', '&', '=', '#', '%', '+', '?', '/', '~', '.', '-', '_', '"', '\'', 'é', 'ß',
    '日', '本', 'あ', 'ア', '😀', '\u{a0}', ';',
];

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The game after `moves`, from the standard start.
fn after(moves: &str) -> Game {
    play_transcript(Game::new(Color::Black), moves).expect("a legal line")
}

/// A random legal square of the side to move (the game goes on).
fn random_square(game: &Game, rng: &mut Rng) -> Square {
    let moves: Vec<Square> = game.board().legal_moves().squares().collect();
    assert!(!moves.is_empty(), "the game goes on, so someone can move");
    moves[rng.below(moves.len())]
}

/// A game of random legal moves from the standard start, stopped after `discs` discs or at
/// its end.
fn random_game(rng: &mut Rng, discs: usize) -> Game {
    let mut game = Game::new(Color::Black);
    while !game.is_over() && game.ply() < discs {
        let square = random_square(&game, rng);
        game.play_square(square).unwrap();
    }
    game
}

/// Whether a side had to pass somewhere in the game.
fn has_pass(game: &Game) -> bool {
    game.moves().contains(&Move::Pass)
}

/// How format 1 writes the ending put on a game, `-` for none (a game going on or ended by
/// the board): stated here apart from the code under test.
fn ending_code(game: &Game) -> &'static str {
    match game.outcome().map(|o| o.ending) {
        Some(Ending::Resigned(Color::Black)) => "rb",
        Some(Ending::Resigned(Color::White)) => "rw",
        Some(Ending::Time(Color::Black)) => "tb",
        Some(Ending::Time(Color::White)) => "tw",
        Some(Ending::DrawAgreed) => "d",
        Some(Ending::Normal) | None => "-",
    }
}

fn random_colour(rng: &mut Rng) -> Color {
    if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    }
}

/// A random name a player may give: an awkward one, 24 Japanese characters, or up to 24
/// characters drawn from the pool.
fn random_name(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => AWKWARD_NAMES[rng.below(AWKWARD_NAMES.len())].to_string(),
        1 => JAPANESE_24.to_string(),
        _ => {
            let len = rng.below(NAME_CHARS + 1);
            (0..len)
                .map(|_| NAME_CHARS_POOL[rng.below(NAME_CHARS_POOL.len())])
                .collect()
        }
    }
}

/// A random link as a page could send it: a game stopped anywhere or played to its end,
/// perhaps resigned, lost on time or drawn by agreement, with an offer only while it goes on.
fn random_link(rng: &mut Rng) -> FriendLink {
    let discs = if rng.below(3) == 0 { 60 } else { rng.below(61) };
    let mut game = random_game(rng, discs);
    if !game.is_over() {
        let ended = match rng.below(8) {
            0 => game.resign_as(Color::Black),
            1 => game.resign_as(Color::White),
            2 => game.lose_on_time(Color::Black),
            3 => game.lose_on_time(Color::White),
            4 => game.agree_draw(),
            _ => Ok(()),
        };
        ended.unwrap();
    }
    let offer = !game.is_over() && rng.below(3) == 0;
    let declined = rng.below(4) == 0;
    let days = (rng.below(2) == 0).then(|| 1 + rng.below(usize::from(MAX_DAYS)) as u8);
    let at = rng.next_u64() >> rng.below(64);
    let from = random_colour(rng);
    let names = [random_name(rng), random_name(rng)];
    FriendLink {
        id: rng.next_u64(),
        from,
        names,
        game,
        offer,
        declined,
        days,
        at,
    }
}

/// The thousand random links of these tests, the same every run.
fn thousand_links() -> Vec<FriendLink> {
    let mut rng = Rng::new(0xf12e_4d11_4b00_0001);
    (0..1000).map(|_| random_link(&mut rng)).collect()
}

/// A whole game of 60 discs (the board full), the first random one.
fn whole_game() -> Game {
    (0..)
        .map(|seed| random_game(&mut Rng::new(seed), 60))
        .find(|g| g.ply() == 60)
        .expect("some random game fills the board")
}

/// `#<body>&sum=<its CRC-32>`: a link made by hand, its check sum right.
fn signed(body: &str) -> String {
    format!("#{body}&sum={:08x}", crc32fast::hash(body.as_bytes()))
}

// ---------------------------------------------------------------------------------------
// The link
// ---------------------------------------------------------------------------------------

#[test]
fn a_thousand_random_links_read_back_as_the_games_they_were_written_from() {
    let links = thousand_links();
    let mut passes = 0;
    let mut whole = 0;
    let mut endings = std::collections::BTreeMap::new();
    let (mut offers, mut declines, mut clocks, mut max_days) = (0, 0, 0, 0);
    let mut characters = std::collections::BTreeSet::new();
    for link in &links {
        let text = link.fragment();
        assert!(text.starts_with("#friend=1&"), "{text}");
        assert!(is_friend_link(&text), "{text}");
        // Nothing a messenger could break the link at: printable ASCII only, no spaces.
        assert!(text.bytes().all(|b| b.is_ascii_graphic()), "{text}");
        assert_eq!(FriendLink::read(&text), Ok(link.clone()), "{text}");
        // The same as a whole address, as a messenger shows it.
        let url = format!("https://example.org/reversi/{text}");
        assert_eq!(FriendLink::read(&url), Ok(link.clone()), "{url}");
        passes += usize::from(has_pass(&link.game));
        whole += usize::from(link.game.ply() == 60);
        *endings.entry(ending_code(&link.game)).or_insert(0) += 1;
        offers += usize::from(link.offer);
        declines += usize::from(link.declined);
        clocks += usize::from(link.days.is_some());
        max_days += usize::from(link.days == Some(MAX_DAYS));
        characters.extend(link.names.iter().flat_map(|n| n.chars()));
    }
    println!(
        "{passes} games with a pass, {whole} of 60 discs; endings {endings:?}; {offers} offers, \
         {declines} declined, {clocks} with a clock"
    );
    // The games cover what they must, so that the round trip above means something.
    assert!(passes >= 10, "only {passes} games with a pass");
    assert!(whole >= 10, "only {whole} whole games");
    for code in ["-", "rb", "rw", "tb", "tw", "d"] {
        assert!(
            endings.get(code).is_some_and(|&n| n >= 10),
            "{code}: {endings:?}"
        );
    }
    assert!(offers >= 10 && declines >= 10 && clocks >= 10 && max_days >= 1);
    for c in ['&', '=', '#', '%', ' ', '+', '日', 'あ', 'é', '😀'] {
        assert!(characters.contains(&c), "no name holds {c:?}");
    }
    assert!(links.iter().any(|l| l.names == [JAPANESE_24, JAPANESE_24]));
    assert!(links.iter().any(|l| l.names[0].is_empty()));
}

#[test]
fn the_longest_link_of_a_whole_game_with_long_japanese_names_is_under_2000_characters() {
    assert_eq!(JAPANESE_24.chars().count(), NAME_CHARS);
    let game = whole_game();
    assert_eq!(game.transcript().len(), 120);
    let longest = |name: &str| FriendLink {
        id: u64::MAX,
        from: Color::White,
        names: [name.to_string(), name.to_string()],
        game: game.clone(),
        offer: false,
        declined: true,
        days: Some(MAX_DAYS),
        at: u64::MAX,
    };
    let japanese = longest(JAPANESE_24).fragment();
    let emoji = longest(&"😀".repeat(NAME_CHARS)).fragment();
    let random = thousand_links()
        .iter()
        .map(|l| l.fragment().len())
        .max()
        .unwrap();
    println!(
        "longest friend link: {} characters (a whole game, two 24-character Japanese names); \
         {} with two names of 24 four-byte emoji; {random} over the thousand random links",
        japanese.len(),
        emoji.len()
    );
    for text in [&japanese, &emoji] {
        assert!(text.len() < 2000, "{} characters: {text}", text.len());
        assert!(FriendLink::read(text).is_ok());
    }
    assert!(random < 2000, "{random} characters");
}

#[test]
fn a_link_changed_in_any_one_character_is_refused() {
    const REPLACEMENTS: [char; 14] = [
        '0', '7', 'a', 'F', 'z', '&', '=', '%', '#', ' ', '+', '-', 'é', 'あ',
    ];
    let links = thousand_links();
    let sample = links.iter().step_by(25).cloned().chain([FriendLink {
        id: 1,
        from: Color::Black,
        names: [JAPANESE_24.to_string(), "a&b=c#d%e f".to_string()],
        game: whole_game(),
        offer: false,
        declined: true,
        days: Some(7),
        at: T0,
    }]);
    let mut tried = 0;
    for link in sample {
        let text = link.fragment();
        let sum_at = text.rfind("&sum=").unwrap();
        let chars: Vec<char> = text.chars().collect();
        // The leading `#` is left: without it the text is still read whole as a fragment.
        for at in 1..chars.len() {
            for &c in REPLACEMENTS.iter().filter(|&&c| c != chars[at]) {
                let mut changed = chars.clone();
                changed[at] = c;
                let changed: String = changed.into_iter().collect();
                let read = FriendLink::read(&changed);
                tried += 1;
                if at < "#friend=".len() {
                    assert_eq!(read, Err(LinkProblem::NotFriendLink), "{changed}");
                } else if at < sum_at {
                    assert_eq!(read, Err(LinkProblem::Altered), "{changed}");
                } else if at < sum_at + "&sum=".len() {
                    assert_eq!(read, Err(LinkProblem::Cut), "{changed}");
                } else if c.eq_ignore_ascii_case(&chars[at]) {
                    // The sum's hex digit in the other case is the same sum: the same game.
                    assert_eq!(read, Ok(link.clone()), "{changed}");
                } else if c.is_ascii_hexdigit() {
                    assert_eq!(read, Err(LinkProblem::Altered), "{changed}");
                } else {
                    // No longer eight hex digits (a sign, a space trimmed off the end…).
                    assert_eq!(read, Err(LinkProblem::Cut), "{changed}");
                }
            }
        }
    }
    println!("{tried} changed links tried");
}

#[test]
fn a_link_cut_at_any_length_is_refused() {
    for link in thousand_links() {
        let text = link.fragment();
        for len in 0..text.len() {
            let cut = &text[..len];
            let read = FriendLink::read(cut);
            if len < "#friend=".len() {
                assert_eq!(read, Err(LinkProblem::NotFriendLink), "{cut}");
            } else {
                // Cut inside the sum too: "ask for it again, whole", not "changed".
                assert_eq!(read, Err(LinkProblem::Cut), "{cut}");
            }
        }
    }
}

/// A good format-1 body, made by hand: three moves, White to move.
const BODY: &str =
    "friend=1&id=00000000000000ff&from=b&black=Ann&white=Bob&moves=f5d6c3&at=1796644800";

/// `BODY` with the part `key=…` put in place of the one of that name, or added.
fn with_part(key: &str, value: &str) -> String {
    let mut parts: Vec<String> = BODY.split('&').map(str::to_string).collect();
    let part = format!("{key}={value}");
    match parts.iter().position(|p| p.starts_with(&format!("{key}="))) {
        Some(i) => parts[i] = part,
        None => parts.insert(parts.len() - 1, part),
    }
    parts.join("&")
}

#[test]
fn a_hand_made_link_with_a_good_sum_reads_as_the_link_the_page_writes() {
    // The hand-made links below differ from this one in one part only, so each is refused
    // for that part.
    let link = FriendLink::read(&signed(BODY)).expect("the good body reads");
    assert_eq!(
        link,
        FriendLink {
            id: 0xff,
            from: Color::Black,
            names: ["Ann".to_string(), "Bob".to_string()],
            game: after("f5d6c3"),
            offer: false,
            declined: false,
            days: None,
            at: T0,
        }
    );
    assert_eq!(link.fragment(), signed(BODY));
    let flags = BODY.replace("&at=", "&offer=1&declined=1&days=30&at=");
    let read = FriendLink::read(&signed(&flags)).unwrap();
    assert!(read.offer && read.declined && read.days == Some(MAX_DAYS));
    assert_eq!(read.fragment(), signed(&flags));
    // Names escaped or not read the same; the escapes decode.
    let read = FriendLink::read(&signed(&with_part("black", "%41nn%20%E5%90%8D"))).unwrap();
    assert_eq!(read.names[0], "Ann 名");
    let read = FriendLink::read(&signed(&with_part("white", &"x".repeat(NAME_CHARS)))).unwrap();
    assert_eq!(read.names[1].chars().count(), NAME_CHARS);
    assert!(valid_name(&read.names[1]) && !valid_name(&"x".repeat(NAME_CHARS + 1)));
    assert_eq!(FORMAT, 1);
}

#[test]
fn a_link_with_a_good_sum_but_a_move_that_cannot_be_played_is_refused_for_the_move() {
    let cases = [
        ("f5f5", 2),     // a square already taken
        ("f5e6", 2),     // an empty square that flips nothing
        ("a1", 1),       // the same at the start
        ("f5d6c3pa", 4), // a pass where White has moves
        ("f5d6i9", 3),   // off the board
        ("f5d6c", 3),    // cut in the middle of a square
    ];
    for (moves, number) in cases {
        let text = signed(&with_part("moves", moves));
        match FriendLink::read(&text) {
            Err(LinkProblem::Move(e)) => assert_eq!(e.number, number, "{text}: {e}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    match FriendLink::read(&signed(&with_part("moves", "f5f5"))) {
        Err(LinkProblem::Move(e)) => assert_eq!(e.problem, MoveProblem::Occupied(sq("f5"))),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_link_with_a_good_sum_but_a_bad_part_is_refused_for_that_part() {
    let whole = whole_game().transcript();
    let repeated = |part: &str| BODY.replace("&at=", &format!("&{part}&at="));
    let cases: Vec<(String, &str)> = vec![
        (with_part("end", "x"), "end"),
        (with_part("end", "r"), "end"),
        (with_part("end", "rx"), "end"),
        (with_part("end", "dd"), "end"),
        (with_part("end", ""), "end"),
        (with_part("end", "n"), "end"),
        // An ending on a game the board already ended.
        (with_part("moves", &whole) + "&end=rb", "end"),
        (with_part("days", "0"), "days"),
        (with_part("days", "31"), "days"),
        (with_part("days", "256"), "days"),
        (with_part("days", "x"), "days"),
        (with_part("days", ""), "days"),
        (with_part("black", &"x".repeat(NAME_CHARS + 1)), "black"),
        (
            with_part("white", &"%E5%90%8D".repeat(NAME_CHARS + 1)),
            "white",
        ),
        (with_part("black", "a%0Ab"), "black"),
        (with_part("black", "%ZZ"), "black"),
        (with_part("black", "%E5%90"), "black"),
        (with_part("white", "a%"), "white"),
        (repeated("at=1"), "at"),
        (repeated("moves=f5"), "moves"),
        (repeated("black=Ann"), "black"),
        (repeated("id=00000000000000ff"), "id"),
        (repeated("offer=1&offer=1"), "offer"),
        (with_part("id", "ff"), "id"),
        (with_part("id", "000000000000000ff"), "id"),
        (with_part("id", "00000000000000fg"), "id"),
        (with_part("id", "+00000000000000f"), "id"),
        (with_part("id", "-00000000000000f"), "id"),
        (with_part("id", ""), "id"),
        (BODY.replace("&id=00000000000000ff", ""), "id"),
        (with_part("from", "x"), "from"),
        (with_part("from", "B"), "from"),
        (BODY.replace("&from=b", ""), "from"),
        (BODY.replace("&white=Bob", ""), "white"),
        (BODY.replace("&moves=f5d6c3", ""), "moves"),
        (with_part("moves", "f5 d6"), "moves"),
        (with_part("moves", "f5,d6"), "moves"),
        (with_part("moves", &"f5".repeat(61)), "moves"),
        (with_part("offer", "2"), "offer"),
        (with_part("declined", "yes"), "declined"),
        (with_part("moves", &whole) + "&offer=1", "offer"),
        (with_part("end", "d") + "&offer=1", "offer"),
        (BODY.replace("&at=1796644800", ""), "at"),
        (with_part("at", "soon"), "at"),
        (with_part("at", "18446744073709551616"), "at"),
        (BODY.replace("friend=1", "friend=0"), "format"),
    ];
    for (body, part) in cases {
        let text = signed(&body);
        assert_eq!(
            FriendLink::read(&text),
            Err(LinkProblem::Part(part)),
            "{text}"
        );
    }
}

#[test]
fn a_sum_is_read_only_as_eight_hex_digits() {
    let good = signed(BODY);
    let (body, sum) = good.rsplit_once("&sum=").unwrap();
    assert_eq!(sum.len(), 8);
    let with_sum = |sum: &str| format!("{body}&sum={sum}");
    assert!(FriendLink::read(&with_sum(&sum.to_ascii_uppercase())).is_ok());
    let value = u32::from_str_radix(sum, 16).unwrap();
    for other in [
        format!("{value:x}0"),
        format!("0{sum}"),
        format!("+{}", &sum[1..]),
        format!("{value:07x}"),
        sum[..7].to_string(),
        String::new(),
    ] {
        if other != sum {
            assert_eq!(
                FriendLink::read(&with_sum(&other)),
                Err(LinkProblem::Cut),
                "{other}"
            );
        }
    }
}

#[test]
fn a_link_of_a_newer_format_is_refused_as_newer_and_other_links_as_none() {
    for version in [2, 3, 10] {
        let body = BODY.replace("friend=1", &format!("friend={version}"));
        assert_eq!(
            FriendLink::read(&signed(&body)),
            Err(LinkProblem::Newer(version))
        );
    }
    // Even one whose parts this release could not read.
    assert_eq!(
        FriendLink::read(&signed("friend=2&board=whatever")),
        Err(LinkProblem::Newer(2))
    );
    for text in [
        "",
        "#",
        "#moves=f5d6",
        "https://example.org/#game=f5d6",
        "friend",
    ] {
        assert!(!is_friend_link(text), "{text}");
        assert_eq!(FriendLink::read(text), Err(LinkProblem::NotFriendLink));
    }
}

#[test]
fn every_format_1_link_of_the_fixture_still_reads() {
    let fixture = include_str!("data/friend-links-v1.txt");
    let mut codes = std::collections::BTreeSet::new();
    let mut lines = 0;
    for line in fixture.lines() {
        if line.is_empty() || line.starts_with("# ") {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [text, transcript, ending] = fields[..] else {
            panic!("not three fields: {line}");
        };
        let link = FriendLink::read(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(link.game.transcript(), transcript, "{text}");
        assert_eq!(ending_code(&link.game), ending, "{text}");
        codes.insert(ending);
        lines += 1;
    }
    assert!(lines >= 10, "only {lines} links");
    assert_eq!(codes.len(), 6, "every ending code and none: {codes:?}");
}

// ---------------------------------------------------------------------------------------
// The rules
// ---------------------------------------------------------------------------------------

/// The link a page sends, as the other page reads it from its address.
fn send(game: &FriendGame) -> FriendLink {
    let text = friend::link(game).fragment();
    FriendLink::read(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Ann's page (Black) starts a game, `days` a move, and Bob's page (White) opens her link.
fn pair(days: Option<u8>) -> (FriendGame, FriendGame) {
    let ann = friend::start(ID, Color::Black, ["Ann".into(), String::new()], days, T0);
    let bob = friend::from_link(&send(&ann), "Bob", T0 + 60).expect("Bob opens Ann's link");
    assert_eq!(bob.me, Color::White);
    assert_eq!(bob.id, ID);
    assert_eq!(bob.names, ["Ann".to_string(), "Bob".to_string()]);
    (ann, bob)
}

/// `mover` plays `square` at `now` and the other page takes in the link a minute later.
fn move_and_send(mover: &mut FriendGame, other: &mut FriendGame, square: &str, now: u64) {
    friend::play(mover, sq(square), now).unwrap();
    let got = friend::receive(other, &send(mover), now + 60).unwrap();
    assert_eq!(got.moves, 1);
    assert_eq!(other.game, mover.game);
}

/// Ann and Bob play `line` (legal, no pass), each move sent to the other.
fn play_line(ann: &mut FriendGame, bob: &mut FriendGame, line: &[&str], mut now: u64) {
    for square in line {
        now += 3600;
        if friend::to_move(ann) == Some(ann.me) {
            move_and_send(ann, bob, square, now);
        } else {
            move_and_send(bob, ann, square, now);
        }
    }
}

/// `game` takes in `link` and must refuse it with `why`, changing nothing.
fn refused(game: &mut FriendGame, link: &FriendLink, now: u64, why: Conflict) {
    let before = game.clone();
    assert_eq!(friend::receive(game, link, now), Err(why));
    assert_eq!(*game, before, "a refused link changed the game");
}

#[test]
fn two_pages_exchanging_links_end_with_the_same_game() {
    let mut games_with_a_pass = 0;
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let (mut ann, mut bob) = pair(Some(3));
        let mut now = T0;
        let (mut from_ann, mut from_bob) = (vec![send(&ann)], Vec::new());
        while let Some(side) = friend::to_move(&ann) {
            assert_eq!(friend::to_move(&bob), Some(side));
            now += 3600;
            let (mover, other, sent, heard) = if side == ann.me {
                (&mut ann, &mut bob, &mut from_ann, &from_bob)
            } else {
                (&mut bob, &mut ann, &mut from_bob, &from_ann)
            };
            let square = random_square(&mover.game, &mut rng);
            // The page waiting for the friend cannot move.
            let waiting = other.clone();
            assert_eq!(
                friend::play(other, square, now),
                Err(FriendRefusal::TheirMove)
            );
            assert_eq!(*other, waiting);
            friend::play(mover, square, now).unwrap();
            assert_eq!(mover.moved_at, now);
            let link = send(mover);
            let got = friend::receive(other, &link, now + 60).unwrap();
            assert_eq!(
                got,
                Received {
                    moves: 1,
                    ..Received::default()
                }
            );
            assert_eq!(other.game, mover.game);
            assert_eq!(other.moved_at, now);
            // The same link opened again, and every older one, change nothing; nor do the
            // receiver's own links.
            let before = other.clone();
            for old in heard.iter().chain(sent.iter()).chain([&link]) {
                assert!(friend::receive(other, old, now + 120).unwrap().nothing());
            }
            assert_eq!(*other, before);
            sent.push(link);
        }
        assert!(ann.game.is_over() && bob.game.is_over());
        assert_eq!(ann.game, bob.game);
        assert_eq!(ann.game.ply(), bob.game.ply());
        assert_eq!(ann.game.outcome().unwrap().ending, Ending::Normal);
        // Each page learnt the other's name from its links.
        assert_eq!(ann.names, ["Ann".to_string(), "Bob".to_string()]);
        assert_eq!(bob.names, ann.names);
        games_with_a_pass += usize::from(has_pass(&ann.game));
    }
    assert!(games_with_a_pass > 0, "no game had a pass");
}

#[test]
fn a_link_with_other_moves_in_the_shared_part_is_refused_and_changes_nothing() {
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    // Bob's page with another second move, shorter, as long and longer than Ann's game.
    for line in ["f5f6", "f5f6e6", "f5f6e6f4"] {
        let mut other = bob.clone();
        other.game = after(line);
        refused(&mut ann, &send(&other), T0 + DAY_S, Conflict::OtherMoves);
    }
    // Another first move.
    let mut other = bob.clone();
    other.game = after("d3c3");
    refused(&mut ann, &send(&other), T0 + DAY_S, Conflict::OtherMoves);
    // And a game that went on after the change.
    other.game = after("f5f4e3f6d3");
    refused(&mut ann, &send(&other), T0 + DAY_S, Conflict::OtherMoves);
}

#[test]
fn a_link_that_plays_the_receivers_colour_is_refused_and_changes_nothing() {
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6"], T0);
    // Ann (Black) to move: Bob's page "plays" her move for her.
    let mut cheat = bob.clone();
    cheat.game.play_square(sq("c3")).unwrap();
    refused(&mut ann, &send(&cheat), T0 + DAY_S, Conflict::YourColour);
    // Bob plays his move and then one for Ann.
    play_line(&mut ann, &mut bob, &["c3"], T0);
    let mut cheat = bob.clone();
    cheat.game.play_square(sq("d3")).unwrap();
    cheat.game.play_square(sq("c4")).unwrap();
    refused(&mut ann, &send(&cheat), T0 + DAY_S, Conflict::YourColour);
    // A link that says it is Ann's own but has a move more than her page: she never sent it.
    let mut elsewhere = ann.clone();
    elsewhere.game.play_square(sq("d3")).unwrap();
    refused(
        &mut ann,
        &send(&elsewhere),
        T0 + DAY_S,
        Conflict::YourColour,
    );
    // A first link that already plays the receiver's colour starts nothing.
    let mut first = friend::start(
        ID + 1,
        Color::Black,
        ["Ann".into(), String::new()],
        None,
        T0,
    );
    first.game = after("f5d6");
    assert_eq!(
        friend::from_link(&send(&first), "Bob", T0),
        Err(Conflict::YourColour)
    );
    // While a first link with the sender's own move starts the game there.
    first.game = after("f5");
    let bob = friend::from_link(&send(&first), "Bob", T0).unwrap();
    assert_eq!(bob.game, after("f5"));
    assert_eq!(friend::to_move(&bob), Some(bob.me));
}

#[test]
fn the_friend_resigning_ends_the_game_on_both_pages() {
    let (mut ann, mut bob) = pair(Some(2));
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    // Bob resigns on his own move.
    friend::resign(&mut bob).unwrap();
    let got = friend::receive(&mut ann, &send(&bob), T0 + DAY_S).unwrap();
    assert!(got.ended && got.moves == 0);
    assert_eq!(
        ann.game.outcome().unwrap().ending,
        Ending::Resigned(Color::White)
    );
    assert_eq!(ann.game, bob.game);
    assert_eq!(friend::to_move(&ann), None);
    assert_eq!(friend::deadline(&ann), None);
    assert_eq!(
        friend::play(&mut ann, sq("d3"), T0 + DAY_S),
        Err(FriendRefusal::Over)
    );
    // Opened again, it changes nothing; a link with more moves after the end is refused.
    assert!(friend::receive(&mut ann, &send(&bob), T0 + DAY_S)
        .unwrap()
        .nothing());
    // Ann resigns on Bob's move while his move is on its way: it comes after the end.
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    friend::resign(&mut ann).unwrap();
    friend::play(&mut bob, sq("d3"), T0 + DAY_S).unwrap();
    refused(&mut ann, &send(&bob), T0 + DAY_S, Conflict::Ending);
    // Bob resigns on Ann's move, in the link that brings his move too.
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5"], T0);
    friend::play(&mut bob, sq("d6"), T0 + 100).unwrap();
    friend::resign(&mut bob).unwrap();
    let got = friend::receive(&mut ann, &send(&bob), T0 + 200).unwrap();
    assert!(got.ended && got.moves == 1);
    assert_eq!(ann.game, bob.game);
}

#[test]
fn a_link_that_ends_the_game_for_the_receiver_is_refused() {
    let (mut ann, mut bob) = pair(Some(1));
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    // Bob's page resigns for Ann.
    let mut cheat = bob.clone();
    cheat.game.resign_as(Color::Black).unwrap();
    refused(&mut ann, &send(&cheat), T0 + 10 * DAY_S, Conflict::Ending);
    // Or puts Bob's own loss on time, which only Ann's page may claim.
    let mut cheat = bob.clone();
    cheat.game.lose_on_time(Color::White).unwrap();
    refused(&mut ann, &send(&cheat), T0 + 10 * DAY_S, Conflict::Ending);
    // A first link that ends the game other than by the sender's resignation starts nothing.
    let mut first = friend::start(
        ID + 2,
        Color::Black,
        ["Ann".into(), String::new()],
        None,
        T0,
    );
    first.game = after("f5");
    first.game.agree_draw().unwrap();
    assert_eq!(
        friend::from_link(&send(&first), "Bob", T0),
        Err(Conflict::Ending)
    );
    first.game = after("f5");
    first.game.resign_as(Color::White).unwrap();
    assert_eq!(
        friend::from_link(&send(&first), "Bob", T0),
        Err(Conflict::Ending)
    );
    first.game = after("f5");
    first.game.resign_as(Color::Black).unwrap();
    let bob = friend::from_link(&send(&first), "Bob", T0).unwrap();
    assert_eq!(
        bob.game.outcome().unwrap().ending,
        Ending::Resigned(Color::Black)
    );
}

#[test]
fn a_draw_the_receiver_never_offered_cannot_be_accepted_by_the_friend() {
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6"], T0);
    let mut cheat = bob.clone();
    cheat.game.agree_draw().unwrap();
    refused(&mut ann, &send(&cheat), T0 + DAY_S, Conflict::Ending);
    // Nor "accept" a draw the friend offered himself.
    friend::offer_draw(&mut bob).unwrap();
    let got = friend::receive(&mut ann, &send(&bob), T0 + DAY_S).unwrap();
    assert!(got.offered);
    assert_eq!(ann.offer, Some(Color::White));
    let mut cheat = bob.clone();
    cheat.offer = None;
    cheat.game.agree_draw().unwrap();
    refused(&mut ann, &send(&cheat), T0 + DAY_S, Conflict::Ending);
    // Bob's page cannot answer its own offer.
    assert_eq!(
        friend::answer_draw(&mut bob, true),
        Err(FriendRefusal::NoOffer)
    );
    assert_eq!(friend::offer_draw(&mut bob), Err(FriendRefusal::Offered));
}

#[test]
fn a_declined_draw_offer_reaches_the_page_that_offered_it() {
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6"], T0);
    friend::offer_draw(&mut ann).unwrap();
    let offer = send(&ann);
    assert!(offer.offer);
    let got = friend::receive(&mut bob, &offer, T0 + DAY_S).unwrap();
    assert_eq!(
        got,
        Received {
            offered: true,
            ..Received::default()
        }
    );
    assert_eq!(bob.offer, Some(Color::Black));
    friend::answer_draw(&mut bob, false).unwrap();
    assert!(bob.declined && bob.offer.is_none() && !bob.game.is_over());
    let answer = send(&bob);
    assert!(answer.declined && !answer.offer);
    let got = friend::receive(&mut ann, &answer, T0 + DAY_S).unwrap();
    assert_eq!(
        got,
        Received {
            declined: true,
            ..Received::default()
        }
    );
    assert_eq!(ann.offer, None);
    assert!(!ann.game.is_over());
    // Ann may not offer again before a move: Bob's page could not tell it from the first
    // offer's link opened again, and would ignore it while Ann's page showed it standing.
    assert_eq!(friend::offer_draw(&mut ann), Err(FriendRefusal::Refused));
    assert_eq!(ann.offer, None);
    let mut later = ann.clone();
    let square = later.game.board().legal_moves().squares().next().unwrap();
    friend::play(&mut later, square, T0 + 2 * DAY_S).unwrap();
    assert_eq!(friend::offer_draw(&mut later), Ok(()));
    // Ann's offering link opened again on Bob's page does not bring the offer back.
    assert!(friend::receive(&mut bob, &offer, T0 + DAY_S)
        .unwrap()
        .nothing());
    assert_eq!(bob.offer, None);
    // Ann moves on, and the game goes on.
    move_and_send(&mut ann, &mut bob, "c3", T0 + 2 * DAY_S);
    assert!(!bob.declined);
}

#[test]
fn an_accepted_draw_offer_ends_the_game_as_a_draw_on_both_pages() {
    let (mut ann, mut bob) = pair(Some(5));
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    // Ann offers on Bob's move.
    friend::offer_draw(&mut ann).unwrap();
    assert!(
        friend::receive(&mut bob, &send(&ann), T0 + DAY_S)
            .unwrap()
            .offered
    );
    friend::answer_draw(&mut bob, true).unwrap();
    assert_eq!(bob.game.outcome().unwrap().ending, Ending::DrawAgreed);
    let got = friend::receive(&mut ann, &send(&bob), T0 + DAY_S).unwrap();
    assert!(got.ended);
    assert_eq!(ann.game.outcome().unwrap().ending, Ending::DrawAgreed);
    assert_eq!(ann.game, bob.game);
    assert_eq!((ann.offer, bob.offer), (None, None));
    assert_eq!(friend::to_move(&ann), None);
    assert_eq!(friend::to_move(&bob), None);
}

#[test]
fn a_claim_on_time_is_refused_before_the_deadline_and_accepted_after_it() {
    let (mut ann, mut bob) = pair(Some(1));
    move_and_send(&mut ann, &mut bob, "f5", T0 + 100);
    let moved = T0 + 200;
    move_and_send(&mut bob, &mut ann, "d6", moved);
    // Ann (Black) to move, a day for it.
    assert_eq!(friend::deadline(&ann), Some(moved + DAY_S));
    assert_eq!(friend::deadline(&bob), Some(moved + DAY_S));
    assert_eq!(
        friend::claim_time(&mut bob, moved + DAY_S - 1),
        Err(FriendRefusal::NotLate)
    );
    // Ann may not claim on her own move.
    assert_eq!(
        friend::claim_time(&mut ann.clone(), moved + 10 * DAY_S),
        Err(FriendRefusal::NotLate)
    );
    // Bob's clock says the day is over; Ann's, half a day earlier, does not.
    friend::claim_time(&mut bob, moved + DAY_S).unwrap();
    assert_eq!(
        bob.game.outcome().unwrap().ending,
        Ending::Time(Color::Black)
    );
    let claim = send(&bob);
    refused(&mut ann, &claim, moved + DAY_S / 2, Conflict::Ending);
    let got = friend::receive(&mut ann, &claim, moved + DAY_S).unwrap();
    assert!(got.ended);
    assert_eq!(ann.game, bob.game);
    // Without a clock no move is ever late.
    let (mut ann, mut bob) = pair(None);
    play_line(&mut ann, &mut bob, &["f5", "d6"], T0);
    assert_eq!(friend::deadline(&ann), None);
    assert_eq!(
        friend::claim_time(&mut bob, T0 + 365 * DAY_S),
        Err(FriendRefusal::NotLate)
    );
    let mut cheat = bob.clone();
    cheat.game.lose_on_time(Color::Black).unwrap();
    refused(&mut ann, &send(&cheat), T0 + 365 * DAY_S, Conflict::Ending);
}

#[test]
fn a_page_plays_only_its_own_colour_on_its_own_move() {
    let (mut ann, mut bob) = pair(None);
    let before = bob.clone();
    assert_eq!(
        friend::play(&mut bob, sq("f5"), T0),
        Err(FriendRefusal::TheirMove)
    );
    assert_eq!(bob, before);
    let before = ann.clone();
    assert_eq!(
        friend::play(&mut ann, sq("a1"), T0),
        Err(FriendRefusal::Illegal)
    );
    assert_eq!(ann, before);
    assert_eq!(
        friend::answer_draw(&mut ann, false),
        Err(FriendRefusal::NoOffer)
    );
    move_and_send(&mut ann, &mut bob, "f5", T0);
    assert_eq!(
        friend::play(&mut ann, sq("d6"), T0),
        Err(FriendRefusal::TheirMove)
    );
}

// ---------------------------------------------------------------------------------------
// The session and the stored forms
// ---------------------------------------------------------------------------------------

/// Options that give the computer a side: a friend game must never let it play.
const COMPUTER_BLACK: Players = Players::new(Player::Computer, Player::Human);
const COMPUTER_WHITE: Players = Players::new(Player::Human, Player::Computer);

#[test]
fn friend_games_played_through_two_sessions_wait_for_the_friend_and_are_never_counted() {
    let (ann, bob) = pair(Some(2));
    let mut stats = [Statistics::default(), Statistics::default()];
    let mut pages = [
        Session::fresh(COMPUTER_BLACK),
        Session::fresh(COMPUTER_WHITE),
    ];
    let [ann_stats, bob_stats] = &mut stats;
    pages[0].open_friend(ann, ann_stats);
    pages[1].open_friend(bob, bob_stats);
    let mut rng = Rng::new(7);
    let mut now = T0;
    while let Some(side) = friend::to_move(pages[0].friend().unwrap()) {
        now += 3600;
        let (mover, waiting) = match side {
            Color::Black => (0, 1),
            Color::White => (1, 0),
        };
        for page in &pages {
            assert_eq!(page.computer_to_move(), None);
            assert_eq!(page.check(Play::Undo), Err(Refusal::SentToFriend));
            assert_eq!(page.check(Play::Redo), Err(Refusal::SentToFriend));
            assert_eq!(page.game(), &page.friend().unwrap().game);
            // No engine help while the game goes on, on either move.
            let no_help = Err(Refusal::Friend(FriendRefusal::NoHelp));
            assert_eq!(page.allows(Command::ToggleHints), no_help);
            assert_eq!(page.check(Play::Review), no_help);
            assert!(!page.analysis_allowed());
            assert_eq!(page.analysis_wanted(true), Wanted::Nothing);
        }
        assert_eq!(pages[mover].turn(), Turn::Person(side));
        assert_eq!(pages[waiting].turn(), Turn::Friend(side));
        assert!(!pages[waiting].person_to_move());
        let square = random_square(pages[mover].game(), &mut rng);
        let before = pages[waiting].clone();
        let waiting_stats = &mut stats[waiting];
        assert_eq!(
            pages[waiting].choose(square, waiting_stats),
            Err(Refusal::FriendToMove)
        );
        assert_eq!(
            pages[waiting].friend_play(square, now, waiting_stats),
            Err(Refusal::FriendToMove)
        );
        assert_eq!(pages[waiting], before);
        pages[mover]
            .friend_play(square, now, &mut stats[mover])
            .unwrap();
        let link = send(pages[mover].friend().unwrap());
        let got = pages[waiting]
            .friend_receive(&link, now + 60, &mut stats[waiting])
            .unwrap();
        assert_eq!(got.moves, 1);
        assert_eq!(pages[waiting].game(), pages[mover].game());
    }
    for (page, stats) in pages.iter().zip(&stats) {
        assert!(page.is_over());
        // Once it is over, the game may be looked at with the computer's help.
        assert!(page.analysis_allowed());
        assert_eq!(page.check(Play::Review), Ok(()));
        assert_ne!(page.analysis_wanted(true), Wanted::Nothing);
        assert!(matches!(page.turn(), Turn::Over(_)));
        assert_eq!(*stats, Statistics::default(), "a friend game was counted");
    }
    assert_eq!(pages[0].game(), pages[1].game());
}

#[test]
fn a_friend_game_resigned_or_drawn_in_the_session_is_never_counted() {
    for end in 0..3 {
        let (ann, mut bob) = pair(None);
        let mut stats = Statistics::default();
        let mut page = Session::fresh(COMPUTER_WHITE);
        page.open_friend(ann, &mut stats);
        page.friend_play(sq("f5"), T0 + 10, &mut stats).unwrap();
        friend::receive(&mut bob, &send(page.friend().unwrap()), T0 + 20).unwrap();
        match end {
            0 => page.friend_act(friend::resign, &mut stats).unwrap(),
            1 => {
                friend::resign(&mut bob).unwrap();
                page.friend_receive(&send(&bob), T0 + 30, &mut stats)
                    .unwrap();
            }
            _ => {
                page.friend_act(friend::offer_draw, &mut stats).unwrap();
                friend::receive(&mut bob, &send(page.friend().unwrap()), T0 + 30).unwrap();
                friend::answer_draw(&mut bob, true).unwrap();
                page.friend_receive(&send(&bob), T0 + 40, &mut stats)
                    .unwrap();
            }
        }
        assert!(page.is_over(), "ending {end}");
        assert_eq!(page.game(), &page.friend().unwrap().game);
        assert_eq!(stats, Statistics::default(), "ending {end} was counted");
    }
}

#[test]
fn a_session_holding_a_friend_game_comes_back_after_a_reload() {
    let (ann, mut bob) = pair(Some(4));
    let mut stats = Statistics::default();
    let mut page = Session::fresh(COMPUTER_WHITE);
    page.open_friend(ann, &mut stats);
    page.friend_play(sq("f5"), T0 + 10, &mut stats).unwrap();
    page.friend_act(friend::offer_draw, &mut stats).unwrap();
    friend::receive(&mut bob, &send(page.friend().unwrap()), T0 + 20).unwrap();
    friend::play(&mut bob, sq("d6"), T0 + 30).unwrap();
    page.friend_receive(&send(&bob), T0 + 40, &mut stats)
        .unwrap();
    for page in [page.clone(), {
        let mut over = page.clone();
        over.friend_act(friend::resign, &mut stats).unwrap();
        over
    }] {
        let stored = page.stored();
        assert!(stored.friend.is_some());
        let text = stored.to_json();
        let parsed = SavedSession::from_json(&text).expect("reads back");
        assert_eq!(parsed.problems, Vec::<String>::new(), "{text}");
        assert_eq!(parsed.value, stored, "{text}");
        let reloaded = Session::restore(parsed.value, *page.players());
        assert_eq!(reloaded.friend(), page.friend());
        assert_eq!(reloaded.game(), page.game());
        assert_eq!(reloaded.turn(), page.turn());
        assert_eq!(reloaded.computer_to_move(), None);
    }
}

/// Three friend games of every kind: one going on with an offer and a clock, one resigned,
/// one declined with Japanese names.
fn three_games() -> Vec<FriendGame> {
    let (mut ann, mut bob) = pair(Some(3));
    play_line(&mut ann, &mut bob, &["f5", "d6", "c3"], T0);
    friend::offer_draw(&mut ann).unwrap();
    let mut resigned = bob.clone();
    resigned.id = ID + 1;
    friend::resign(&mut resigned).unwrap();
    let mut declined = friend::start(
        ID + 2,
        Color::White,
        [JAPANESE_24.into(), "山田 & 太郎".into()],
        None,
        T0,
    );
    declined.game = random_game(&mut Rng::new(3), 20);
    declined.offer = None;
    declined.declined = true;
    declined.updated_ms = T0 * 1000 + 999;
    vec![ann, resigned, declined]
}

#[test]
fn the_list_of_friend_games_reads_back_and_drops_a_broken_game_alone() {
    let friends = Friends {
        name: "Ann & 名".to_string(),
        games: three_games(),
        ice: vec!["stun:stun.example.org:3478".to_string()],
    };
    let text = friends.to_json();
    let parsed = Friends::from_json(&text).expect("reads back");
    assert_eq!(parsed.problems, Vec::<String>::new(), "{text}");
    assert_eq!(parsed.value, friends, "{text}");
    // Each way of breaking the middle game drops it alone, with a line saying so.
    let breakages: [(&str, Value); 5] = [
        ("moves", Value::from("f5f5")),
        ("end", Value::from("xx")),
        ("id", Value::from("+0000000000000ff")),
        ("me", Value::from("red")),
        ("days", Value::from(31)),
    ];
    for (field, value) in breakages {
        let mut stored: Value = serde_json::from_str(&text).unwrap();
        stored["games"][1][field] = value;
        let broken = stored.to_string();
        let parsed = Friends::from_json(&broken).expect("the list still reads");
        assert_eq!(parsed.problems.len(), 1, "{field}: {:?}", parsed.problems);
        assert_eq!(parsed.value.name, friends.name);
        assert_eq!(
            parsed.value.games,
            [friends.games[0].clone(), friends.games[2].clone()],
            "{field}"
        );
        let loaded = load::<Friends>(Some(&broken));
        assert!(loaded.notice.is_some() && !loaded.intact, "{field}");
        assert_eq!(loaded.value, parsed.value);
    }
    // A game stored twice is kept once.
    let mut stored: Value = serde_json::from_str(&text).unwrap();
    let first = stored["games"][0].clone();
    stored["games"].as_array_mut().unwrap().push(first);
    let parsed = Friends::from_json(&stored.to_string()).unwrap();
    assert_eq!(parsed.value.games, friends.games);
    assert_eq!(parsed.problems.len(), 1);
}
