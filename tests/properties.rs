//! Property tests over every parser of outside text: the game-text reader, position strings,
//! share-link fragments, the stored options, statistics and saved game, the worker protocol's
//! messages both ways and the weights file. For any input each one must return within a
//! second (no panic, no endless loop) and either read a value that writes back to text which
//! reads as the same value again, or refuse with a message that says what is wrong.
//!
//! Each property runs a few hundred cases in the quick suite and 10 000 in the slow one
//! (`cargo test --release -- --ignored`).
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use reversi::engine::eval::read_weights;
use reversi::engine::eval::trained::Trained;
use reversi::engine::record::{
    download_text, fragment, numbered_moves, parse_fragment, parse_game, position_string,
    transcript_line, GameInfo,
};
use reversi::engine::search::analysis::{HintLimits, ReviewSettings};
use reversi::engine::search::clock_budget::{GameTime, TimeLeft};
use reversi::engine::search::judge::Judgement;
use reversi::engine::search::line::Line;
use reversi::engine::search::parallel::{threads::Threads, Parallel, Transport};
use reversi::engine::search::ready::ready;
use reversi::engine::search::{Level, Searcher};
use reversi::engine::{Board, Color, Game, Move};
use reversi::protocol::wire::{decode, encode, FromWorker, Task, TaskResult, ToWorker};
use reversi::protocol::{answer_on, Request};
use reversi::settings::{load, Persisted, SavedGame, Statistics, StoredOptions};
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{mpsc, OnceLock};
use std::time::Duration;

/// Cases per property in the quick suite.
const QUICK: u32 = 300;
/// Cases per property in the slow suite.
const SLOW: u32 = 10_000;

/// How long one parse may take before it counts as a loop: far above any real one (they take
/// microseconds to a few milliseconds) even on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(5);

/// Runs `test` on `cases` inputs drawn from `strategy`, each under the watchdog; a failure
/// reports the smallest failing input proptest could shrink it to.
fn check<S>(cases: u32, strategy: S, test: fn(S::Value) -> Result<(), TestCaseError>)
where
    S: Strategy,
    S::Value: Send + 'static,
{
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, move |input| within(move || test(input)));
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// The result of `f`, or a failure if it panics or does not return within [`PATIENCE`].
fn within(
    f: impl FnOnce() -> Result<(), TestCaseError> + Send + 'static,
) -> Result<(), TestCaseError> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    match rx.recv_timeout(PATIENCE) {
        Ok(result) => result,
        Err(mpsc::RecvTimeoutError::Timeout) => Err(TestCaseError::fail("no answer: a loop?")),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(TestCaseError::fail("it panicked")),
    }
}

/// A refusal's message must be a sentence or clause worth showing: non-empty, one line, not
/// a Rust debug dump.
fn sensible(message: &str) -> Result<(), TestCaseError> {
    prop_assert!(!message.trim().is_empty(), "an empty message");
    prop_assert!(!message.contains("Err("), "a debug dump: {message}");
    Ok(())
}

// ---------------------------------------------------------------- inputs

/// Pieces that mean something to one of the readers, so that random text often gets past
/// their first checks.
const TOKENS: &[&str] = &[
    "f5",
    "d6",
    "c3",
    "d3",
    "c4",
    "F5",
    "e6",
    "a1",
    "h8",
    "i9",
    "a0",
    "z",
    "f",
    "5f",
    "pass",
    "PA",
    "ps",
    "--",
    "1.",
    "12...",
    "3)",
    " ",
    "  ",
    ",",
    ";",
    "\n",
    "\r\n",
    "\t",
    "#",
    "# note\n",
    "moves=",
    "position=",
    "Moves:",
    "Position:",
    "Black:",
    "Result: 1-0\n",
    "&",
    "=",
    "%",
    "%2",
    "%20",
    "%E2%80",
    "%zz",
    "+",
    "X",
    "O",
    "-",
    "*",
    ".",
    "B",
    "W",
    "x",
    "o",
    "é",
    "…",
    "\u{0}",
    "\u{feff}",
    "https://example.org/reversi/#",
    "?",
    ":",
    "0",
    "64",
];

/// Text made of [`TOKENS`] and stray characters.
fn token_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            8 => prop::sample::select(TOKENS).prop_map(str::to_string),
            1 => any::<char>().prop_map(String::from),
            1 => "[XO-]{64}[XO]",
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat())
}

/// A game of random legal moves from a random reachable start, with a random ending and the
/// cursor moved back a random number of moves.
fn random_game() -> impl Strategy<Value = Game> {
    (
        prop::collection::vec(any::<u8>(), 0..70),
        0..6u8,
        0..70usize,
        any::<bool>(),
    )
        .prop_map(|(choices, setup, back, resign)| {
            let mut game = Game::new(if setup % 2 == 0 {
                Color::Black
            } else {
                Color::White
            });
            for (i, choice) in choices.into_iter().enumerate() {
                if game.is_over() {
                    break;
                }
                let board = game.board();
                let legal: Vec<_> = board.legal_moves().squares().collect();
                let mv = if legal.is_empty() {
                    Move::Pass
                } else {
                    Move::Place(legal[usize::from(choice) % legal.len()])
                };
                game.play(mv).expect("a legal move");
                // Some games start from a set-up position: the one reached after a few moves.
                if setup >= 4 && i == 3 {
                    game = Game::from_board(game.board());
                }
            }
            if resign && !game.is_over() {
                game.resign().expect("a game in progress can be resigned");
            } else {
                for _ in 0..back {
                    game.undo();
                }
            }
            game
        })
}

/// What a downloaded game's header lines may say: any text, or text made of record tokens.
fn names() -> impl Strategy<Value = [String; 4]> {
    let name = prop_oneof![".{0,20}", token_text()];
    [name.clone(), name.clone(), name.clone(), name]
}

/// Whether two games hold the same record up to their cursors: what text can carry.
fn same_position_and_moves(a: &Game, b: &Game) -> bool {
    a.start_board() == b.start_board() && a.played() == b.played() && a.board() == b.board()
}

/// Any JSON value, nested a few levels.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        (0..70u64).prop_map(Value::from),
        ".*".prop_map(Value::String),
        prop::sample::select(TOKENS).prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map("[a-z]{1,8}", inner, 0..6)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// `value` with the node at `path` (one choice per level) replaced by `new`.
fn graft(value: &mut Value, path: &[usize], new: Value) {
    let child = match value {
        Value::Object(map) if !map.is_empty() && !path.is_empty() => {
            let key = map.keys().nth(path[0] % map.len()).cloned();
            key.and_then(|k| map.get_mut(&k))
        }
        Value::Array(items) if !items.is_empty() && !path.is_empty() => {
            let i = path[0] % items.len();
            items.get_mut(i)
        }
        _ => None,
    };
    match child {
        Some(child) if path.len() > 1 => graft(child, &path[1..], new),
        Some(child) => *child = new,
        None => *value = new,
    }
}

/// A genuine payload's JSON with one part replaced by any JSON, or cut, or left as it is.
fn mutated(genuine: Vec<String>) -> impl Strategy<Value = String> {
    (
        prop::sample::select(genuine),
        prop::collection::vec(any::<usize>(), 1..4),
        any_json(),
        0..4u8,
        any::<usize>(),
    )
        .prop_map(|(text, path, new, how, cut)| match how {
            0 => text,
            1 => {
                let mut end = cut % (text.len() + 1);
                while !text.is_char_boundary(end) {
                    end -= 1;
                }
                text[..end].to_string()
            }
            _ => {
                let mut value: Value = serde_json::from_str(&text).expect("genuine JSON");
                graft(&mut value, &path, new);
                value.to_string()
            }
        })
}

/// Any text at all: arbitrary characters, arbitrary bytes read as UTF-8, or any JSON.
fn any_text() -> impl Strategy<Value = String> {
    prop_oneof![
        ".*",
        prop::collection::vec(any::<u8>(), 0..200)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        any_json().prop_map(|v| v.to_string()),
    ]
}

// ---------------------------------------------------------------- game text

/// Any text: a game read from it writes back, as its transcript line, to the same game.
fn game_text_reads_back(text: String) -> Result<(), TestCaseError> {
    match parse_game(&text) {
        Ok(game) => {
            let line = transcript_line(&game);
            let again = parse_game(&line).map_err(|e| {
                TestCaseError::fail(format!("{line:?} written from {text:?} is refused: {e}"))
            });
            let again = match again {
                // An empty transcript of the standard start is no text at all.
                Err(_) if line.is_empty() => return Ok(()),
                other => other?,
            };
            prop_assert!(
                same_position_and_moves(&game, &again),
                "{text:?} -> {line:?}"
            );
        }
        Err(e) => {
            sensible(&e.to_string())?;
            prop_assert!(e.to_string().ends_with('.'), "not a sentence: {e}");
        }
    }
    Ok(())
}

/// `text` with every character but letters and digits written as a `%` escape, as some
/// programs pass links on.
fn escaped(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"#=&".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Every way a game is written reads back as the same game, also after the changes text
/// suffers on its way (case, line endings, escapes), whatever the players' names.
fn written_games_read_back((game, names): (Game, [String; 4])) -> Result<(), TestCaseError> {
    let info = GameInfo {
        black: &names[0],
        white: &names[1],
        result: &names[2],
        date: &names[3],
        time: None,
    };
    let download = download_text(&game, &info);
    let texts = [
        transcript_line(&game),
        transcript_line(&game).to_uppercase(),
        download.clone(),
        download.replace('\n', "\r\n"),
        download.to_lowercase(),
        fragment(&game),
        escaped(&fragment(&game)),
        format!("https://example.org/r/?q=1{}", fragment(&game)),
    ];
    for text in texts.into_iter().filter(|t| !t.is_empty()) {
        let back = parse_game(&text)
            .map_err(|e| TestCaseError::fail(format!("{text:?} is refused: {e}")))?;
        prop_assert!(same_position_and_moves(&game, &back), "{text:?}");
    }
    if game.start_board() == Board::start(Color::Black) && !game.played().is_empty() {
        let numbered = numbered_moves(&game);
        let back = parse_game(&numbered)
            .map_err(|e| TestCaseError::fail(format!("{numbered:?} is refused: {e}")))?;
        prop_assert!(same_position_and_moves(&game, &back), "{numbered:?}");
    }
    Ok(())
}

#[test]
fn any_game_text_reads_back_or_is_refused() {
    check(QUICK, any_text(), game_text_reads_back);
    check(QUICK, token_text(), game_text_reads_back);
}

#[test]
#[ignore = "slow: 10 000 cases each"]
fn any_game_text_reads_back_or_is_refused_slow() {
    check(SLOW, any_text(), game_text_reads_back);
    check(SLOW, token_text(), game_text_reads_back);
}

#[test]
fn written_games_read_back_as_the_same_game() {
    check(QUICK, (random_game(), names()), written_games_read_back);
}

#[test]
#[ignore = "slow: 10 000 cases"]
fn written_games_read_back_as_the_same_game_slow() {
    check(SLOW, (random_game(), names()), written_games_read_back);
}

// ---------------------------------------------------------------- position strings

fn position_reads_back(text: String) -> Result<(), TestCaseError> {
    match text.parse::<Board>() {
        Ok(board) => {
            let written = position_string(&board);
            prop_assert_eq!(written.chars().count(), 65);
            prop_assert_eq!(written.parse::<Board>(), Ok(board));
        }
        Err(e) => sensible(&e.to_string())?,
    }
    Ok(())
}

/// Position-like text: the 65 characters, with a few changed, dropped or added.
fn position_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[XOxo*.B W-]{60,70}",
        "[XO-]{64}[XOBW ]",
        any_text(),
        token_text(),
    ]
}

#[test]
fn any_position_string_reads_back_or_is_refused() {
    check(QUICK, position_text(), position_reads_back);
}

#[test]
#[ignore = "slow: 10 000 cases"]
fn any_position_string_reads_back_or_is_refused_slow() {
    check(SLOW, position_text(), position_reads_back);
}

// ---------------------------------------------------------------- share links

fn fragment_reads_back(text: String) -> Result<(), TestCaseError> {
    match parse_fragment(&text) {
        Ok(game) => {
            let written = fragment(&game);
            let again = parse_fragment(&written).map_err(|e| {
                TestCaseError::fail(format!("{written:?} from {text:?} is refused: {e}"))
            })?;
            prop_assert!(same_position_and_moves(&game, &again), "{text:?}");
        }
        Err(e) => sensible(&e.to_string())?,
    }
    Ok(())
}

/// Link-like text: fragments made of link parts, escapes and moves.
fn link_text() -> impl Strategy<Value = String> {
    prop_oneof![
        token_text().prop_map(|t| format!("#{t}")),
        token_text().prop_map(|t| format!("#moves={t}")),
        ("[XO-]{64}[XO]", token_text()).prop_map(|(p, t)| format!("#position={p}&moves={t}")),
        random_game().prop_map(|g| fragment(&g)),
        any_text(),
    ]
}

#[test]
fn any_link_reads_back_or_is_refused() {
    check(QUICK, link_text(), fragment_reads_back);
}

#[test]
#[ignore = "slow: 10 000 cases"]
fn any_link_reads_back_or_is_refused_slow() {
    check(SLOW, link_text(), fragment_reads_back);
}

// ---------------------------------------------------------------- stored payloads

/// Any stored text: read whole, it writes back to a payload that reads the same with no
/// problem; read in part or refused, the notice names the payload and says why.
fn payload_reads_back<T: Persisted + PartialEq + std::fmt::Debug>(
    text: String,
) -> Result<(), TestCaseError> {
    let loaded = load::<T>(Some(&text));
    match &loaded.notice {
        None => prop_assert!(loaded.intact),
        Some(notice) => {
            prop_assert!(!loaded.intact);
            prop_assert!(notice.starts_with(T::WHAT), "{notice}");
            sensible(notice)?;
        }
    }
    let written = loaded.value.to_json();
    let again = T::from_json(&written)
        .map_err(|e| TestCaseError::fail(format!("{written} is refused: {e}")))?;
    prop_assert!(again.problems.is_empty(), "{written}: {:?}", again.problems);
    prop_assert_eq!(&again.value, &loaded.value, "{} from {}", written, text);
    prop_assert_eq!(again.value.to_json(), written);
    Ok(())
}

/// Genuine option payloads to mutate.
fn option_payloads() -> Vec<String> {
    vec![
        StoredOptions::default().to_json(),
        load::<StoredOptions>(Some(
            r#"{"version":1,"players":{"black":"computer","white":"human"},"level":"expert"}"#,
        ))
        .value
        .to_json(),
    ]
}

/// Genuine statistics payloads to mutate.
fn statistics_payloads() -> Vec<String> {
    vec![Statistics::default().to_json()]
}

/// Genuine saved games to mutate: random games, some with a review.
fn game_payloads() -> Vec<String> {
    let mut runner = TestRunner::deterministic();
    let mut payloads = vec![SavedGame::default().to_json()];
    for i in 0..20 {
        let game = random_game()
            .new_tree(&mut runner)
            .expect("a game")
            .current();
        let review = (i % 4 == 0 && !game.moves().is_empty()).then(|| {
            let settings = ReviewSettings {
                depth: 1,
                exact_empties: 0,
                first_depth: 0,
            };
            Searcher::new()
                .review_game(&game.start_board(), game.moves(), &settings, &mut |_| {})
                .expect("a legal game")
        });
        payloads.push(
            SavedGame {
                paused: i % 3 == 0,
                imported: i % 5 == 0,
                review,
                ..SavedGame {
                    game,
                    ..SavedGame::default()
                }
            }
            .to_json(),
        );
    }
    payloads
}

fn stored_text(genuine: Vec<String>) -> impl Strategy<Value = String> {
    prop_oneof![3 => mutated(genuine), 1 => any_text()]
}

#[test]
fn any_stored_payload_reads_back_or_is_refused() {
    check(
        QUICK,
        stored_text(option_payloads()),
        payload_reads_back::<StoredOptions>,
    );
    check(
        QUICK,
        stored_text(statistics_payloads()),
        payload_reads_back::<Statistics>,
    );
    check(
        QUICK,
        stored_text(game_payloads()),
        payload_reads_back::<SavedGame>,
    );
}

#[test]
#[ignore = "slow: 10 000 cases each"]
fn any_stored_payload_reads_back_or_is_refused_slow() {
    check(
        SLOW,
        stored_text(option_payloads()),
        payload_reads_back::<StoredOptions>,
    );
    check(
        SLOW,
        stored_text(statistics_payloads()),
        payload_reads_back::<Statistics>,
    );
    check(
        SLOW,
        stored_text(game_payloads()),
        payload_reads_back::<SavedGame>,
    );
}

// ---------------------------------------------------------------- worker messages

/// Any message bytes: a message that decodes encodes to bytes that decode to the same message.
fn message_reads_back<T>(bytes: Vec<u8>) -> Result<(), TestCaseError>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    match decode::<T>(&bytes) {
        Ok(message) => {
            let written = encode(&message);
            prop_assert_eq!(decode::<T>(&written), Ok(message), "{:?}", written);
        }
        Err(e) => sensible(&e)?,
    }
    Ok(())
}

/// Genuine messages as they are, cut short, with bytes changed or inserted, or any bytes.
fn message_bytes(genuine: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    let changed = (
        prop::sample::select(genuine),
        0..4u8,
        any::<usize>(),
        any::<u8>(),
    )
        .prop_map(|(mut bytes, how, at, byte)| {
            let at = at % (bytes.len() + 1);
            match how {
                0 => {}
                1 => bytes.truncate(at),
                2 if at < bytes.len() => bytes[at] = byte,
                _ => bytes.insert(at, byte),
            }
            bytes
        });
    prop_oneof![3 => changed, 1 => prop::collection::vec(any::<u8>(), 0..200)]
}

/// The tasks a transport is given, and then the transport's own work.
struct Recording {
    threads: Threads,
    tasks: Rc<RefCell<Vec<Task>>>,
}

impl Transport for Recording {
    fn size(&self) -> usize {
        self.threads.size()
    }
    fn shares_tables(&self) -> bool {
        self.threads.shares_tables()
    }
    fn send(&mut self, worker: usize, task: Task) {
        self.tasks.borrow_mut().push(task);
        self.threads.send(worker, task);
    }
    fn cancel(&mut self, worker: usize, id: u32) {
        self.threads.cancel(worker, id);
    }
    async fn receive(&mut self) -> Option<(usize, TaskResult)> {
        self.threads.receive().await
    }
}

/// Genuine messages from the page to a worker: the tasks of every kind of request the page
/// serves (a level's move, a draw offer, hints, a review, an evaluation), from small searches,
/// and the weights file's pieces and end.
fn to_worker_payloads() -> Vec<Vec<u8>> {
    let game = reversi::engine::notation::replay("f5d6c3d3c4f4", Color::Black).expect("legal");
    let position = game.board();
    let shallow = ReviewSettings {
        depth: 2,
        exact_empties: 0,
        first_depth: 0,
    };
    let requests = [
        Request::Think {
            id: 1,
            position,
            level: Level::Beginner,
            seed: 3,
            game: GameTime {
                used_ms: 900,
                moves: 2,
            },
            clock: Some(TimeLeft {
                left_ms: 60_000,
                increment_ms: 0,
            }),
        },
        Request::DrawOffer {
            id: 2,
            position,
            computer: Color::White,
            level: Level::Beginner,
        },
        Request::Hint {
            id: 3,
            position,
            limits: HintLimits {
                max_depth: 2,
                ..HintLimits::default()
            },
        },
        Request::Analyse {
            id: 4,
            start: game.start_board(),
            moves: game.moves().to_vec(),
            settings: shallow,
        },
        Request::Evaluate {
            id: 5,
            position,
            settings: shallow,
        },
    ];
    let tasks = Rc::default();
    let recording = Recording {
        threads: Threads::spawn(1, 16).expect("native targets have threads"),
        tasks: Rc::clone(&tasks),
    };
    let mut pool = Parallel::new(recording, Default::default());
    for request in &requests {
        ready(answer_on(&mut pool, request, &mut |_| {}));
    }
    let tasks = tasks.take();
    assert!(tasks.len() >= requests.len(), "every request sends tasks");
    let weights = ToWorker::Weights(WEIGHTS[..64].to_vec());
    tasks
        .into_iter()
        .map(ToWorker::Task)
        .chain([weights, ToWorker::WeightsEnd { whole: true }])
        .map(|m| encode(&m))
        .collect()
}

/// A pool worker's genuine messages' bytes to mutate.
fn worker_payloads() -> Vec<Vec<u8>> {
    [
        FromWorker::Ready,
        FromWorker::Weighed { down_to: 20 },
        FromWorker::Searched {
            outcome: TaskResult {
                id: 4,
                value: Some(-3),
                nodes: 12_345,
                judged: None,
                line: Line::of(
                    &"f5 d6 c3 d3 c4"
                        .split(' ')
                        .map(|s| s.parse().unwrap())
                        .collect::<Vec<_>>(),
                ),
            },
        },
        FromWorker::Searched {
            outcome: TaskResult {
                id: 5,
                value: Some(6),
                nodes: 678,
                judged: Some(Judgement {
                    played: -2,
                    best: 6,
                    best_moves: 1 << 37,
                    shallower: Some(5),
                }),
                line: Line::default(),
            },
        },
        FromWorker::WeightsRefused {
            why: "not a weights file".to_string(),
        },
    ]
    .iter()
    .map(encode)
    .collect()
}

#[test]
fn any_worker_message_reads_back_or_is_refused() {
    check(
        QUICK,
        message_bytes(to_worker_payloads()),
        message_reads_back::<ToWorker>,
    );
    check(
        QUICK,
        message_bytes(worker_payloads()),
        message_reads_back::<FromWorker>,
    );
}

#[test]
#[ignore = "slow: 10 000 cases each"]
fn any_worker_message_reads_back_or_is_refused_slow() {
    check(
        SLOW,
        message_bytes(to_worker_payloads()),
        message_reads_back::<ToWorker>,
    );
    check(
        SLOW,
        message_bytes(worker_payloads()),
        message_reads_back::<FromWorker>,
    );
}

// ---------------------------------------------------------------- the weights file

/// The committed weights file.
const WEIGHTS: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

/// Any bytes, or the weights file with its header replaced or its bytes cut or changed: only
/// the genuine header over an intact body reads, anything else is refused with a reason.
fn weights_read_or_are_refused((bytes, genuine): (Vec<u8>, bool)) -> Result<(), TestCaseError> {
    match read_weights(&bytes) {
        Ok(read) => {
            prop_assert!(genuine, "a damaged file was read");
            static ORIGINAL: OnceLock<(Trained, Vec<(u64, u64)>)> = OnceLock::new();
            let (original, positions) = ORIGINAL.get_or_init(|| {
                let original = Trained::parse(WEIGHTS).expect("the committed file reads");
                (original, reversi::engine::random_play::positions(1, 20, 3))
            });
            for &(p, o) in positions {
                prop_assert_eq!(read.evaluate(p, o), original.evaluate(p, o));
            }
        }
        Err(e) => {
            prop_assert!(!genuine, "the genuine file was refused: {}", e);
            sensible(&e)?;
            prop_assert!(e.starts_with("invalid weights file"), "{e}");
        }
    }
    Ok(())
}

/// Weights-like bytes, each with whether they are the genuine file.
fn weights_bytes() -> impl Strategy<Value = (Vec<u8>, bool)> {
    let header = prop::collection::vec(
        prop_oneof![
            3 => Just(None),
            1 => any::<u8>().prop_map(Some),
        ],
        12,
    );
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..64).prop_map(|b| (b, false)),
        // A zlib stream (first byte 0x78) of random bytes, or a damaged one.
        prop::collection::vec(any::<u8>(), 0..64).prop_map(|mut b| {
            b.insert(0, 0x78);
            (b, false)
        }),
        header.prop_map(|changes| {
            let mut bytes = WEIGHTS.to_vec();
            for (byte, change) in bytes.iter_mut().zip(changes) {
                if let Some(new) = change {
                    *byte = new;
                }
            }
            let genuine = bytes[..12] == WEIGHTS[..12];
            (bytes, genuine)
        }),
        (any::<usize>(), any::<u8>()).prop_map(|(at, xor)| {
            let mut bytes = WEIGHTS.to_vec();
            let at = at % bytes.len();
            bytes[at] ^= xor;
            (bytes, xor == 0)
        }),
        any::<usize>().prop_map(|len| (WEIGHTS[..len % WEIGHTS.len()].to_vec(), false)),
    ]
}

#[test]
fn any_weights_file_reads_or_is_refused() {
    check(QUICK, weights_bytes(), weights_read_or_are_refused);
}

#[test]
#[ignore = "slow: 10 000 cases"]
fn any_weights_file_reads_or_is_refused_slow() {
    check(SLOW, weights_bytes(), weights_read_or_are_refused);
}
