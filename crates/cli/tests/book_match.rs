//! The match harness with opening books (issue 24): this side plays from the installed book
//! without a search, games from the start position differ by their pair's seed, and the other
//! program is asked as before, given its own book with `--book` before the command, and its
//! time so far with `--used-ms` when it plays on the game clock.
//!
//! A test binary of its own: the book is installed once per process, and the library's other
//! tests expect the levels without one.
#![cfg(not(target_arch = "wasm32"))]

use reversi_engine::book::{install, installed};
use reversi_engine::notation::replay;
use reversi_engine::search::book_play::choose;
use reversi_engine::search::{Budget, Level, Searcher};
use reversi_engine::{Color, Move};
use reversi_train::ladder::{play_match, GameRecord, Player};
use std::path::PathBuf;

/// The book the app ships.
const BOOK: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/src/book/book.bin");

/// This side's search out of the book: one ply, so that a search would play the same one of
/// the four equal first moves whatever its seed.
fn shallow() -> Budget {
    Budget::fixed_depth(1)
}

/// A stand-in for another build: a script that writes its arguments, one call a line, to
/// `log`, then runs this build's reversi-cli with them.
fn logging_program(name: &str) -> (String, PathBuf) {
    let dir =
        std::env::temp_dir().join(format!("reversi-book-match-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("calls.log");
    let _ = std::fs::remove_file(&log);
    let script = dir.join("other-cli");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nprintf '%s|' \"$@\" >> '{}'\necho >> '{}'\nexec '{}' \"$@\"\n",
            log.display(),
            log.display(),
            env!("CARGO_BIN_EXE_reversi-cli")
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    (script.display().to_string(), log)
}

/// The other program's calls, each its arguments.
fn calls(log: &PathBuf) -> Vec<Vec<String>> {
    std::fs::read_to_string(log)
        .unwrap()
        .lines()
        .map(|line| {
            let mut args: Vec<String> = line.split('|').map(str::to_string).collect();
            args.pop();
            args
        })
        .collect()
}

/// Plays `pairs` pairs of games from the start position; returns each game with whether this
/// side had Black.
fn from_the_start(other: &Player, pairs: usize) -> Vec<(GameRecord, bool)> {
    let mut games = Vec::new();
    play_match(
        &mut Searcher::new(),
        &Player::Booked {
            level: Level::Expert,
            budget: shallow(),
            game_clock: true,
        },
        other,
        &vec![""; pairs],
        0,
        &mut |_, _, _| {},
        &mut |_, g, first_is_black| games.push((g.clone(), first_is_black)),
    )
    .unwrap();
    games
}

#[test]
fn from_the_start_this_side_plays_its_book_without_a_search_and_pairs_differ_by_seed() {
    install(&std::fs::read(BOOK).unwrap()).unwrap();
    let book = installed().unwrap();
    let (program, log) = logging_program("booked");
    let other = Player::External {
        program,
        level: "beginner".into(),
        book: Some(BOOK.into()),
        game_clock: false,
    };
    let pairs = 3;
    let games = from_the_start(&other, pairs);
    assert_eq!(games.len(), 2 * pairs);

    for (i, (g, this_black)) in games.iter().enumerate() {
        let seed = ((i / 2) as u64) << 32;
        let end = replay(&g.transcript, Color::Black).unwrap();
        let placed = end.board().count(Color::Black) + end.board().count(Color::White) - 4;
        // Book plies are not timed; every other move is, by the side that made it.
        assert_eq!(
            g.black_time.1 + g.white_time.1 + g.book_plies,
            placed,
            "{}",
            g.transcript
        );
        assert!(g.book_plies >= 2, "{} plies in the book", g.book_plies);
        // Wherever this side's book has a move for it, it played the book's seeded choice.
        let mine = if *this_black {
            Color::Black
        } else {
            Color::White
        };
        let boards = end.boards_by_ply();
        let mut line = Vec::new();
        for (ply, mv) in end.played().iter().enumerate() {
            let board = boards[ply];
            if board.side_to_move() != mine {
                continue;
            }
            let Some(from_book) = choose(book, &board, Level::Expert, seed + ply as u64) else {
                break;
            };
            assert_eq!(*mv, Move::Place(from_book.sq), "game {i} ply {ply}");
            line.push(*mv);
        }
        assert!(!line.is_empty(), "game {i} opened from the book");
    }
    let transcripts: std::collections::HashSet<&str> =
        games.iter().map(|(g, _)| g.transcript.as_str()).collect();
    assert!(transcripts.len() > pairs, "{transcripts:?}");

    // The other program was asked as before, its book first; both games of a pair with one seed.
    let calls = calls(&log);
    assert!(!calls.is_empty());
    let mut seeds = std::collections::BTreeSet::new();
    for args in &calls {
        assert_eq!(
            &args[..5],
            ["--book", BOOK, "play", "--level", "beginner"],
            "{args:?}"
        );
        assert_eq!(args[5], "--seed");
        assert_eq!(args.len(), 8, "{args:?}");
        let seed: u64 = args[6].parse().unwrap();
        seeds.insert(seed >> 32);
    }
    assert_eq!(seeds.into_iter().collect::<Vec<_>>(), vec![0, 1, 2]);
}

#[test]
fn without_a_book_of_its_own_the_other_program_is_asked_as_before() {
    let (program, log) = logging_program("plain");
    let other = Player::External {
        program,
        level: "beginner".into(),
        book: None,
        game_clock: false,
    };
    let games = from_the_start(&other, 1);
    assert_eq!(games.len(), 2);
    for args in calls(&log) {
        assert_eq!(&args[..3], ["play", "--level", "beginner"], "{args:?}");
        assert_eq!(args[3], "--seed");
        let game = replay(&args[5], Color::Black).unwrap();
        assert!(!game.is_over(), "asked only for a move");
    }
}

#[test]
fn on_the_game_clock_the_other_program_is_told_its_time_so_far_in_each_game() {
    let (program, log) = logging_program("clock");
    let other = Player::External {
        program,
        level: "beginner".into(),
        book: None,
        game_clock: true,
    };
    let games = from_the_start(&other, 1);
    let mut told = Vec::new();
    let mut last_plies = 0;
    for args in calls(&log) {
        assert_eq!(
            &args[..5],
            ["play", "--level", "beginner", "--seed", &args[4]]
        );
        assert_eq!(args[5], "--used-ms", "{args:?}");
        let used: u64 = args[6].parse().unwrap();
        let plies = replay(&args[7], Color::Black).unwrap().ply();
        if plies < last_plies || told.is_empty() {
            told.push(Vec::new());
        }
        last_plies = plies;
        told.last_mut().unwrap().push(used);
    }
    assert_eq!(told.len(), games.len());
    for (used, (g, this_black)) in told.iter().zip(&games) {
        assert_eq!(used[0], 0, "a game's first call: {used:?}");
        assert!(used.windows(2).all(|w| w[0] <= w[1]), "{used:?}");
        let other_total = g.used_ms[usize::from(*this_black)];
        assert!(
            other_total >= *used.last().unwrap(),
            "{other_total} {used:?}"
        );
    }
}
