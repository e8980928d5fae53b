//! The opening book: its file round-trips and bad files are refused with a clear message;
//! symmetric positions probe the same; the committed book's values are its recipe's searches
//! backed up by negamax; its moves are legal; the levels play from it within their margins;
//! and the builder is deterministic and resumable.

#![cfg(not(target_arch = "wasm32"))]

#[path = "common/cli.rs"]
mod run_cli;

use reversi_engine::book::format::{BookError, Entry, HEADER};
use reversi_engine::book::{installed, Book};
use reversi_engine::notation::replay;
use reversi_engine::search::book_play::{book_use, choose};
use reversi_engine::search::{Level, Searcher};
use reversi_engine::symmetry::Symmetry;
use reversi_engine::{Board, Color, Move, Square};
use reversi_train::book_builder::{build, leaf_value, Focus, Recipe};
use run_cli::cli;
use std::collections::HashSet;

/// The book the app ships.
fn committed_bytes() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/src/book/book.bin"
    ))
    .expect("the committed book file")
}

fn committed() -> Book {
    Book::parse(&committed_bytes()).expect("the committed book reads")
}

/// The positions of `book` reachable from the start through expanded positions, each
/// symmetric class once, with whether each is expanded.
fn walk(book: &Book) -> Vec<(Board, bool)> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![Board::start(Color::Black)];
    while let Some(board) = stack.pop() {
        let Some(e) = book.entry(&board) else {
            continue;
        };
        if !seen.insert(e.key) {
            continue;
        }
        out.push((board, e.expanded));
        if e.expanded {
            stack.extend(
                board
                    .legal_moves()
                    .squares()
                    .filter_map(|sq| board.play(sq)),
            );
        }
    }
    out
}

/// `board` under the symmetry `s`.
fn image(board: &Board, s: Symmetry) -> Board {
    let map = |mask: u64| {
        Square::all()
            .filter(|sq| mask & sq.bit() != 0)
            .fold(0, |m, sq| m | s.apply(sq).bit())
    };
    Board::from_raw(
        map(board.player()),
        map(board.opponent()),
        board.side_to_move(),
    )
}

#[test]
fn a_book_round_trips_through_its_file() {
    let entries: Vec<Entry> = (0..300u64)
        .map(|i| Entry {
            key: i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 9,
            expanded: i % 3 == 0,
            value: (i as i64 % 255 - 127) as i8,
        })
        .collect();
    let book = Book::new(16, entries);
    let bytes = book.to_bytes();
    assert_eq!(bytes.len(), HEADER + 8 * 300);
    assert_eq!(Book::parse(&bytes), Ok(book.clone()));
    assert_eq!(Book::parse_plain(&bytes), Ok(book.clone()));
    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10);
    assert_eq!(Book::parse(&compressed), Ok(book));
    // The page inflates before reading: compressed bytes are not a plain book.
    assert!(Book::parse_plain(&compressed).is_err());
    // The committed file is written exactly as it reads.
    assert_eq!(committed().to_bytes(), committed_bytes());
}

#[test]
fn a_damaged_truncated_foreign_or_empty_file_is_refused_with_its_reason() {
    let bytes = committed_bytes();
    let refusal = |b: &[u8]| Book::parse(b).expect_err("refused").to_string();

    assert_eq!(Book::parse(&[]), Err(BookError::Empty));
    assert_eq!(refusal(&[]), "the opening book file is empty");
    let mut none = bytes[..HEADER].to_vec();
    none[8..12].copy_from_slice(&0u32.to_le_bytes());
    assert_eq!(Book::parse(&none), Err(BookError::Empty));

    let cut = &bytes[..bytes.len() - 5];
    assert_eq!(
        refusal(cut),
        format!(
            "the opening book file is truncated: {} bytes of {}",
            cut.len(),
            bytes.len()
        )
    );
    assert!(refusal(&bytes[..10]).contains("truncated"));

    let weights = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/src/eval/weights.bin"
    ))
    .expect("the weights file");
    assert_eq!(Book::parse(&weights), Err(BookError::Foreign));
    assert_eq!(
        refusal(b"<!doctype html>"),
        "this is not an opening book file"
    );

    let mut flipped = bytes.clone();
    let last = flipped.len() - 3;
    flipped[last] ^= 0x10;
    assert_eq!(
        refusal(&flipped),
        "the opening book file is damaged: its checksum does not match"
    );
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(refusal(&longer).contains("damaged"));
    let mut newer = bytes.clone();
    newer[6] = 9;
    assert!(refusal(&newer).contains("version 9"));

    let compressed = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10);
    let half = &compressed[..compressed.len() / 2];
    assert!(refusal(half).contains("damaged"), "{}", refusal(half));
}

#[test]
fn a_position_and_its_seven_images_probe_the_same() {
    let book = committed();
    let positions = walk(&book);
    assert!(positions.len() > 50, "the book is walked from the start");
    for (board, expanded) in positions.iter().step_by(7) {
        let moves = book.moves(board);
        assert_eq!(moves.is_some(), *expanded);
        for s in Symmetry::ALL {
            let other = image(board, s);
            assert_eq!(book.entry(&other), book.entry(board), "{s:?} of\n{board}");
            let mapped = moves.as_ref().map(|ms| {
                let mut ms: Vec<(Square, i32)> =
                    ms.iter().map(|m| (s.apply(m.sq), m.value)).collect();
                ms.sort();
                ms
            });
            let theirs = book.moves(&other).map(|ms| {
                let mut ms: Vec<(Square, i32)> = ms.iter().map(|m| (m.sq, m.value)).collect();
                ms.sort();
                ms
            });
            assert_eq!(theirs, mapped, "{s:?} of\n{board}");
        }
    }
}

#[test]
fn every_book_move_is_legal_and_every_legal_move_of_an_expanded_position_is_valued() {
    let book = committed();
    for (board, expanded) in walk(&book) {
        if !expanded {
            continue;
        }
        let moves = book
            .moves(&board)
            .expect("an expanded position has its moves");
        let squares: HashSet<Square> = moves.iter().map(|m| m.sq).collect();
        assert_eq!(squares.len(), moves.len());
        assert_eq!(
            squares,
            board.legal_moves().squares().collect::<HashSet<_>>()
        );
        // Negamax: an expanded position is worth its best move.
        let entry = book.entry(&board).unwrap();
        assert_eq!(i32::from(entry.value), moves[0].value, "\n{board}");
    }
}

#[test]
fn a_leaf_value_is_the_recipes_search_of_it() {
    let book = committed();
    let recipe = Recipe::default();
    assert_eq!(u32::from(book.depth()), recipe.depth);
    let leaves: Vec<Board> = walk(&book)
        .into_iter()
        .filter(|&(_, expanded)| !expanded)
        .map(|(b, _)| b)
        .collect();
    assert!(leaves.len() > 20);
    let mut searcher = Searcher::new();
    for board in leaves.iter().step_by(leaves.len() / 3).take(3) {
        let value = leaf_value(&mut searcher, (board.player(), board.opponent()), &recipe);
        assert_eq!(
            Some(value),
            book.entry(board).map(|e| i32::from(e.value)),
            "\n{board}"
        );
    }
}

#[test]
fn the_levels_play_from_the_book_within_their_margins_and_beginner_never() {
    let book = committed();
    let start = Board::start(Color::Black);
    assert_eq!(book_use(Level::Beginner), None);
    for level in [Level::Intermediate, Level::Advanced, Level::Expert] {
        let rule = book_use(level).unwrap();
        let mut chosen = HashSet::new();
        for seed in 0..40 {
            let board = replay("f5", Color::Black).unwrap().board();
            let m = choose(&book, &board, level, seed).expect("1. f5 is in the book");
            let best = book.moves(&board).unwrap()[0].value;
            assert!(m.value >= best - rule.margin && board.is_legal(m.sq));
            chosen.insert(m.sq);
            assert!(choose(&book, &start, level, seed).is_some());
        }
        assert!(!chosen.is_empty());
    }
    assert!(choose(&book, &start, Level::Beginner, 1).is_none());
    // Intermediate leaves the book after its plies even where the book goes on.
    let deep = walk(&book).into_iter().find(|(b, expanded)| {
        *expanded && 60 - b.empties().count() >= book_use(Level::Intermediate).unwrap().plies
    });
    if let Some((board, _)) = deep {
        assert!(choose(&book, &board, Level::Intermediate, 1).is_none());
        assert!(choose(&book, &board, Level::Master, 1).is_some());
    }
}

/// The position a book move leads to, as the book knows it (any image).
fn after(board: &Board, sq: Square) -> u64 {
    let child = board.play(sq).expect("a legal move");
    reversi_engine::book::key::key(child.player(), child.opponent())
}

#[test]
fn every_image_of_a_book_position_answers_the_same_move() {
    let book = committed();
    let mut answered = 0;
    for (board, _) in walk(&book).into_iter().filter(|(_, e)| *e).step_by(5) {
        for level in [Level::Intermediate, Level::Advanced, Level::Expert] {
            for seed in 0..3 {
                let mine = choose(&book, &board, level, seed).map(|m| after(&board, m.sq));
                answered += usize::from(mine.is_some());
                for s in Symmetry::ALL {
                    let other = image(&board, s);
                    let theirs = choose(&book, &other, level, seed).map(|m| after(&other, m.sq));
                    assert_eq!(theirs, mine, "{level:?} seed {seed}, {s:?} of\n{board}");
                }
            }
        }
    }
    assert!(answered > 100, "{answered} answers checked");
}

#[test]
fn moves_to_images_of_one_position_are_one_choice_and_each_is_played() {
    let book = committed();
    let start = Board::start(Color::Black);
    let firsts: HashSet<Square> = (0..40)
        .map(|seed| choose(&book, &start, Level::Expert, seed).unwrap().sq)
        .collect();
    assert_eq!(firsts.len(), 4, "{firsts:?}");
    let classes: HashSet<u64> = firsts.iter().map(|&sq| after(&start, sq)).collect();
    assert_eq!(classes.len(), 1);
}

#[test]
fn expert_checks_the_moves_that_leave_the_book_by_searching_where_master_trusts_them() {
    // A hand-made book: after 1. f5, White's d6 leads to an expanded position, f4 and f6 to
    // leaves; the values (White's, in half discs) are set below.
    let board = replay("f5", Color::Black).unwrap().board();
    let key = |sq: &str| after(&board, sq.parse().unwrap());
    let entry = |key, expanded, value| Entry {
        key,
        expanded,
        value,
    };
    let book_of = |d6: i8, f4: i8, f6: i8| {
        let own = reversi_engine::book::key::key(board.player(), board.opponent());
        // The children's entries are valued for Black, to move there.
        let best = (-d6).max(-f4).max(-f6);
        Book::new(
            16,
            vec![
                entry(own, true, best),
                entry(key("d6"), true, d6),
                entry(key("f4"), false, f4),
                entry(key("f6"), false, f6),
            ],
        )
    };
    let sq = |name: &str| name.parse::<Square>().unwrap();
    // The leaf f4 is best by half a disc: Expert keeps to d6, within its margin and in the
    // book; Master plays either.
    let book = book_of(0, -1, 4);
    for seed in 0..20 {
        assert_eq!(
            choose(&book, &board, Level::Expert, seed).unwrap().sq,
            sq("d6")
        );
    }
    let master: HashSet<Square> = (0..40)
        .map(|seed| choose(&book, &board, Level::Master, seed).unwrap().sq)
        .collect();
    assert_eq!(master, HashSet::from([sq("d6"), sq("f4")]));
    // The leaf is best by a disc: Expert searches rather than trust it or give a disc away.
    let book = book_of(0, -2, 4);
    assert_eq!(book.moves(&board).unwrap()[0].sq, sq("f4"));
    assert!(choose(&book, &board, Level::Expert, 1).is_none());
    assert_eq!(
        choose(&book, &board, Level::Master, 1).unwrap().sq,
        sq("f4")
    );
}

#[test]
fn once_installed_expert_answers_from_the_book_without_searching() {
    reversi_engine::book::install(&committed_bytes()).expect("the committed book installs");
    assert!(installed().is_some());
    let board = replay("f5", Color::Black).unwrap().board();
    let mut reported = 0;
    let r = Searcher::new().choose(&board, Level::Expert, 3, &mut |_| reported += 1);
    let Move::Place(sq) = r.best else {
        panic!("a pass")
    };
    assert!(board.is_legal(sq));
    assert_eq!((reported, r.nodes), (0, 0), "no search ran");
    // Beginner still searches.
    let r = Searcher::new().choose(&board, Level::Beginner, 3, &mut |_| reported += 1);
    assert!(reported > 0 && r.nodes > 0);
    // Hints and evaluations in the book are the book's, marked.
    let hints = Searcher::new().hints(&board, Default::default(), &mut |_| {});
    assert!(hints.moves.iter().all(|m| m.book) && hints.moves.len() == 3);
}

#[test]
fn the_builder_is_deterministic_and_resumes_where_it_stopped() {
    let dir = std::env::temp_dir().join(format!("reversi-book-test-{}", std::process::id()));
    let (a, b) = (dir.join("a"), dir.join("b"));
    let recipe = |searches| Recipe {
        depth: 4,
        probcut: 0,
        searches,
        ..Recipe::default()
    };
    let read = |d: &std::path::Path| std::fs::read(d.join("book.bin")).expect("a book written");
    // One run to 120 searches, against one to 50 continued to 120 on two threads.
    let none = Focus::default();
    build(&a, &recipe(120), &none, 1, true, 5, &mut |_| {}).unwrap();
    build(&b, &recipe(50), &none, 2, true, 5, &mut |_| {}).unwrap();
    let partial = read(&b);
    let mut new = 0;
    build(&b, &recipe(120), &none, 2, true, 5, &mut |r| new = r.new).unwrap();
    assert!(
        new > 0 && new < 120,
        "the rerun searched only what it lacked ({new})"
    );
    assert_eq!(read(&a), read(&b));
    assert_ne!(partial, read(&b));
    // Emitting without searching rewrites the same book from the log.
    build(&b, &recipe(120), &none, 1, false, 5, &mut |_| {}).unwrap();
    assert_eq!(read(&a), read(&b));
    let book = Book::parse(&read(&a)).unwrap();
    assert!(book.len() >= 120);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_builder_expands_the_positions_of_the_engines_games_first() {
    let dir = std::env::temp_dir().join(format!("reversi-book-focus-{}", std::process::id()));
    let recipe = Recipe {
        depth: 4,
        probcut: 0,
        plies: 8,
        searches: 60,
        ..Recipe::default()
    };
    // A line that best-first alone does not follow to its end (checked below).
    let game = "f5d6c3d3c4f4f6f3e6e7";
    let line = replay(game, Color::Black).unwrap();
    let boards = line.boards_by_ply();
    build(
        &dir.join("plain"),
        &recipe,
        &Focus::default(),
        1,
        true,
        5,
        &mut |_| {},
    )
    .unwrap();
    let plain = Book::parse(&std::fs::read(dir.join("plain").join("book.bin")).unwrap()).unwrap();
    let focus = Focus::of_games([game], recipe.plies).unwrap();
    build(&dir.join("games"), &recipe, &focus, 1, true, 5, &mut |_| {}).unwrap();
    let grown = Book::parse(&std::fs::read(dir.join("games").join("book.bin")).unwrap()).unwrap();
    // Every position of the game before the recipe's plies is expanded in the grown book,
    // and its moves valued; the plain book stops before the end of the line.
    for board in &boards[..recipe.plies as usize] {
        assert!(grown.moves(board).is_some(), "not expanded:\n{board}");
    }
    assert!(
        boards[..recipe.plies as usize]
            .iter()
            .any(|b| plain.moves(b).is_none()),
        "best-first alone follows the whole line"
    );
    assert!(Focus::of_games(["f5f5"], 8).is_err());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_cli_gives_the_books_statistics_and_its_moves_after_a_game() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/src/book/book.bin");
    let stats = cli(&["book", "stats", path]).unwrap();
    let book = committed();
    assert!(
        stats.starts_with(&format!("positions {} expanded ", book.len())),
        "{stats}"
    );
    assert!(
        stats.contains("ply 0 positions 1\nply 1 positions 1\nply 2 positions 3\n"),
        "{stats}"
    );

    let probe = cli(&["--book", path, "book", "probe", "f5"]).unwrap();
    let squares: Vec<&str> = probe.lines().map(|l| &l[..2]).collect();
    assert_eq!(squares.len(), 3, "{probe}");
    assert!(
        ["d6", "f4", "f6"].iter().all(|s| squares.contains(s)),
        "{probe}"
    );
    // Best first, each value in discs.
    let values: Vec<f64> = probe.lines().map(|l| l[3..].parse().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "{probe}");
    // The parallel opening loses more than the recipe's 2 discs, so it is valued, not expanded.
    let away = cli(&["--book", path, "book", "probe", "f5f4"]).unwrap();
    assert_eq!(away, "not in the book\n");

    let refused = cli(&["--book", "Cargo.toml", "book", "probe", "f5"]).unwrap_err();
    assert!(
        format!("{refused:?}").contains("not an opening book file"),
        "{refused:?}"
    );
}
