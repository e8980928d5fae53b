//! The database of tournament games: WTHOR files written from random games and read back, the
//! move bytes, cut and foreign files and illegal records, the explorer's figures against a
//! brute-force count over every ply and symmetry, and the search's filters.

use reversi::engine::database::index::Keys;
use reversi::engine::database::parts::{read_file, Piece, PART};
use reversi::engine::database::wthor::{
    byte_of_square, square_of_byte, write_games, write_players, write_tournaments, Date, Header,
    HEADER_LEN,
};
use reversi::engine::database::{
    read_games, read_games_from, read_players, read_tournaments, Database, FileKind, Filter,
    GameRecord, WthorError,
};
use reversi::engine::random_play::random_square;
use reversi::engine::rng::Rng;
use reversi::engine::symmetry::Symmetry;
use reversi::engine::{Board, Color, Square};
use reversi::protocol::wire::{decode, encode, FromReader};
use std::collections::BTreeSet;

const CREATED: Date = Date {
    year: 2026,
    month: 12,
    day: 7,
};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The position after `board`'s side plays `square`, a forced pass made: the rules written out
/// here rather than taken from the database's replay.
fn after(board: &Board, square: Square) -> Option<Board> {
    let next = board.play(square)?;
    if next.legal_moves().is_empty() && !next.pass().legal_moves().is_empty() {
        Some(next.pass())
    } else {
        Some(next)
    }
}

/// A random legal game from the start; one in eight stops early, as an adjourned record does,
/// with a score that says nothing of its board.
fn random_game(rng: &mut Rng, players: usize, tournaments: usize, year: u16) -> GameRecord {
    let mut board = Board::start(Color::Black);
    let mut moves = Vec::new();
    let stop = if rng.below(8) == 0 { rng.below(61) } else { 60 };
    while moves.len() < stop {
        let legal = board.legal_moves();
        if legal.is_empty() {
            break;
        }
        let square = Square::new(random_square(rng, legal.0) as u8).unwrap();
        board = after(&board, square).unwrap();
        moves.push(square);
    }
    let black_discs = if moves.len() == stop && stop < 60 {
        rng.below(65) as u8
    } else {
        board.count(Color::Black) as u8
    };
    GameRecord {
        tournament: rng.below(tournaments) as u16,
        black: rng.below(players) as u16,
        white: rng.below(players) as u16,
        black_discs,
        theoretical: rng.below(65) as u8,
        year,
        moves: moves.into(),
    }
}

fn random_games(seed: u64, count: usize, year: u16) -> Vec<GameRecord> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| random_game(&mut rng, 40, 12, year))
        .collect()
}

fn player_names() -> Vec<String> {
    let mut names: Vec<String> = [
        "Alice Martin",
        "Émile Zébré",
        "BOB",
        "Tamenori Hideshi",
        "Müller, Jörg",
        "Ålice Ñandú",
    ]
    .map(String::from)
    .to_vec();
    names.extend((names.len()..40).map(|i| format!("Player {i}")));
    names
}

fn tournament_names() -> Vec<String> {
    (0..12)
        .map(|i| match i {
            3 => "Championnat de France".to_string(),
            7 => "Othello World Cup 1990".to_string(),
            _ => format!("Open {i}"),
        })
        .collect()
}

#[test]
fn games_players_and_tournaments_round_trip() {
    let games = random_games(1, 500, 1998);
    let bytes = write_games(CREATED, 1998, 22, &games);
    assert_eq!(bytes.len(), 16 + 68 * 500);
    let file = read_games(&bytes).unwrap();
    assert_eq!(
        file.header,
        Header {
            created: CREATED,
            games: 500,
            names: 0,
            year: 1998,
            board_size: 8,
            game_type: 0,
            depth: 22,
        }
    );
    assert_eq!(file.skipped, 0);
    assert_eq!(file.games, games);
    assert!(games.iter().any(|g| g.moves.len() < 60));
    assert!(games.iter().any(|g| g.moves.len() == 60));
    // The header's bytes where the format puts them.
    assert_eq!(&bytes[..4], &[20, 26, 12, 7]);
    assert_eq!(&bytes[4..8], &500u32.to_le_bytes());
    assert_eq!(&bytes[10..12], &1998u16.to_le_bytes());
    assert_eq!(bytes[12], 8);

    let players = player_names();
    let jou = write_players(CREATED, &players);
    assert_eq!(jou.len(), 16 + 20 * players.len());
    let read = read_players(&jou).unwrap();
    assert_eq!(read.names, players);
    assert_eq!(read.header.names as usize, players.len());
    // Latin-1 on disc: one byte a letter.
    assert_eq!(jou[16 + 20], 0xc9, "É");

    let tournaments = tournament_names();
    let trn = write_tournaments(CREATED, &tournaments);
    assert_eq!(trn.len(), 16 + 26 * tournaments.len());
    assert_eq!(read_tournaments(&trn).unwrap().names, tournaments);
}

#[test]
fn a_name_too_long_is_cut_to_its_record() {
    let long = vec!["Abcdefghijklmnopqrstuvwxyz".to_string(), "€uro".to_string()];
    let names = read_players(&write_players(CREATED, &long)).unwrap().names;
    assert_eq!(names, ["Abcdefghijklmnopqrs", "?uro"]);
}

/// A one-game file whose move bytes are `moves`.
fn one_record(moves: &[u8], black_discs: u8) -> Vec<u8> {
    let header = Header {
        created: CREATED,
        games: 1,
        year: 1977,
        ..Header::default()
    };
    let mut bytes = header.to_bytes().to_vec();
    bytes.extend_from_slice(&[5, 0, 1, 0, 2, 0, black_discs, 30]);
    let mut padded = [0u8; 60];
    padded[..moves.len()].copy_from_slice(moves);
    bytes.extend_from_slice(&padded);
    bytes
}

#[test]
fn move_bytes_are_ten_times_the_row_plus_the_column() {
    // f5 (row 5, column 6), d6 (row 6, column 4), c3 (row 3, column 3).
    let file = read_games(&one_record(&[56, 64, 33], 40)).unwrap();
    assert_eq!(file.skipped, 0);
    let game = &file.games[0];
    assert_eq!(&*game.moves, &[sq("f5"), sq("d6"), sq("c3")]);
    assert_eq!(
        (game.tournament, game.black, game.white),
        (5, 1, 2),
        "numbers"
    );
    assert_eq!(
        (game.black_discs, game.theoretical, game.year),
        (40, 30, 1977)
    );
    for (byte, name) in [(11, "a1"), (18, "h1"), (81, "a8"), (88, "h8"), (56, "f5")] {
        assert_eq!(square_of_byte(byte), Some(sq(name)));
        assert_eq!(byte_of_square(sq(name)), byte);
    }
    for byte in [0, 9, 10, 19, 20, 89, 90, 99, 255] {
        assert_eq!(square_of_byte(byte), None, "{byte}");
    }
}

#[test]
fn a_file_read_a_part_at_a_time_gives_its_games_in_order() {
    let games = random_games(4, 25, 2001);
    let mut bytes = write_games(CREATED, 2001, 0, &games);
    // Record 12 made illegal: a1 as its first move.
    bytes[HEADER_LEN + 12 * 68 + 8] = 11;
    let mut read = Vec::new();
    let mut skipped = 0;
    for first in (0..30).step_by(7) {
        let part = read_games_from(&bytes, first, 7).unwrap();
        read.extend(part.games);
        skipped += part.skipped;
    }
    assert_eq!(skipped, 1);
    let whole = read_games(&bytes).unwrap();
    assert_eq!(read, whole.games);
    assert_eq!(read.len(), 24);
    assert_eq!(read_games_from(&bytes, 99, 7).unwrap().games, []);
    assert!(matches!(
        read_games_from(&bytes[..bytes.len() - 1], 0, 7),
        Err(WthorError::CutShort { .. })
    ));
}

/// `bytes`, a file of `kind`, read as the import's worker reads it: its pieces (each through
/// the worker's postcard message and back, as postMessage carries them) and its end.
fn read_in_parts(kind: FileKind, bytes: &[u8]) -> (Vec<Piece>, Result<u32, WthorError>) {
    let mut pieces = Vec::new();
    let end = read_file(kind, bytes, &mut |piece| {
        let message = encode(&FromReader::Piece(piece));
        match decode::<FromReader>(&message) {
            Ok(FromReader::Piece(piece)) => pieces.push(piece),
            other => panic!("the piece came back as {other:?}"),
        }
    });
    (pieces, end)
}

#[test]
fn the_import_workers_pieces_build_the_database_a_whole_read_builds() {
    let games = random_games(9, 2 * PART + 123, 2004);
    let mut bytes = write_games(CREATED, 2004, 0, &games);
    // Record 5 made illegal: a1 as its first move.
    bytes[HEADER_LEN + 5 * 68 + 8] = 11;
    let (pieces, end) = read_in_parts(FileKind::Games, &bytes);
    assert_eq!(end, Ok(1));
    assert_eq!(pieces.len(), 3);
    let mut db = Database::new();
    let mut done = Vec::new();
    for piece in pieces {
        let Piece::Games {
            games,
            keys,
            done: d,
            total,
        } = piece
        else {
            panic!("a games file gives games")
        };
        assert_eq!(total as usize, 2 * PART + 123);
        assert_eq!(keys.games(), Some(games.len()));
        done.push(d);
        db.add_keyed(games, keys);
    }
    assert_eq!(done, [PART as u32, 2 * PART as u32, 2 * PART as u32 + 123]);
    let mut whole = Database::new();
    whole.add_games(read_games(&bytes).unwrap().games);
    assert_eq!(db.games(), whole.games());
    assert_eq!(db.index_bytes(), whole.index_bytes());
    for g in [0, 7, PART + 1, 2 * PART + 100] {
        for ply in [0, 3, 12, 20, 30] {
            let Some(board) = replayed(&db.games()[g], ply) else {
                continue;
            };
            assert_eq!(
                db.explore(&board),
                whole.explore(&board),
                "game {g} ply {ply}"
            );
        }
    }
}

#[test]
fn keys_that_are_not_the_games_are_computed_again() {
    let games = random_games(10, 40, 2005);
    let mut whole = Database::new();
    whole.add_games(games.clone());
    let mut db = Database::new();
    db.add_keyed(games[..20].to_vec(), Keys::of(&games[..20]));
    // The keys of other games, or of too few: as a message gone wrong would bring.
    db.add_keyed(games[20..].to_vec(), Keys::of(&games[..5]));
    let board = replayed(&games[30], 10).unwrap();
    assert_eq!(db.explore(&board), whole.explore(&board));
    assert_eq!(db.index_bytes(), whole.index_bytes());
}

#[test]
fn a_file_loaded_again_replaces_its_games_and_keeps_the_others_found() {
    let (a, b, c) = (
        random_games(11, 30, 2001),
        random_games(12, 30, 2002),
        random_games(13, 30, 2003),
    );
    let mut db = Database::new();
    for games in [&a, &b, &c] {
        db.add_keyed(games.clone(), Keys::of(games));
    }
    // b again: its old games out, the new ones after c.
    db.remove_games(30..60);
    db.add_keyed(b.clone(), Keys::of(&b));
    let mut want = Database::new();
    for games in [&a, &c, &b] {
        want.add_games(games.clone());
    }
    assert_eq!(db.games(), want.games());
    for game in a.iter().chain(&b).chain(&c).step_by(7) {
        for ply in [4, 15, 28] {
            if let Some(board) = replayed(game, ply) {
                assert_eq!(db.explore(&board), want.explore(&board));
            }
        }
    }
}

#[test]
fn the_import_worker_refuses_what_the_reader_refuses_before_any_piece() {
    let bytes = write_games(CREATED, 2001, 0, &random_games(4, 10, 2001));
    let (pieces, end) = read_in_parts(FileKind::Games, &bytes[..bytes.len() - 1]);
    assert!(pieces.is_empty());
    assert!(matches!(end, Err(WthorError::CutShort { .. })));
    let (pieces, end) = read_in_parts(FileKind::Players, &write_players(CREATED, &player_names()));
    assert_eq!(pieces, [Piece::Names(player_names())]);
    assert_eq!(end, Ok(0));
}

/// The position of `game` after `ply` moves, forced passes made; `None` past its end.
fn replayed(game: &GameRecord, ply: usize) -> Option<Board> {
    game.moves
        .get(..ply)?
        .iter()
        .try_fold(Board::start(Color::Black), |b, &sq| after(&b, sq))
}

#[test]
fn a_cut_file_says_so() {
    let bytes = write_games(CREATED, 2000, 0, &random_games(2, 10, 2000));
    for cut in [1, 30, 68, 68 * 10] {
        let short = &bytes[..bytes.len() - cut];
        let err = read_games(short).unwrap_err();
        assert_eq!(
            err,
            WthorError::CutShort {
                expected: bytes.len(),
                len: short.len()
            }
        );
        assert!(err.to_string().contains("cut short"), "{err}");
    }
    for len in [0, 1, 15] {
        assert_eq!(read_games(&bytes[..len]), Err(WthorError::NoHeader { len }));
    }
    let jou = write_players(CREATED, &player_names());
    assert!(matches!(
        read_players(&jou[..jou.len() - 3]),
        Err(WthorError::CutShort { .. })
    ));
}

#[test]
fn files_that_are_not_wthor_are_refused() {
    let mut rng = Rng::new(3);
    for _ in 0..2000 {
        let len = 16 + rng.below(2000);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        assert!(read_games(&bytes).is_err());
        assert!(read_players(&bytes).is_err());
        assert!(read_tournaments(&bytes).is_err());
    }
    let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0".to_vec();
    png.resize(200, 0);
    let err = read_games(&png).unwrap_err();
    assert!(matches!(err, WthorError::BadDate { .. }), "{err:?}");
    assert!(err.to_string().contains("not a WTHOR file"), "{err}");

    let mut bytes = write_games(CREATED, 2001, 0, &random_games(4, 3, 2001));
    for (size, ok) in [(0, true), (8, true), (10, false), (6, false)] {
        bytes[12] = size;
        match read_games(&bytes) {
            Ok(file) => assert!(ok && file.games.len() == 3, "{size}"),
            Err(err) => {
                assert!(!ok, "{size}");
                assert_eq!(err, WthorError::BoardSize(size));
                assert!(err.to_string().contains("8x8"), "{err}");
            }
        }
    }
    bytes[12] = 8;
    bytes[13] = 1;
    assert_eq!(read_games(&bytes), Err(WthorError::GameType(1)));
    bytes[13] = 0;

    // Bytes past the records its header counts, and the other kinds of file read as games.
    let mut longer = bytes.clone();
    longer.extend_from_slice(&[0; 68]);
    let err = read_games(&longer).unwrap_err();
    assert!(
        matches!(err, WthorError::WrongSize { records: 3, .. }),
        "{err:?}"
    );
    let jou = write_players(CREATED, &player_names());
    assert!(matches!(
        read_games(&jou),
        Err(WthorError::WrongSize {
            kind: FileKind::Games,
            ..
        })
    ));
    assert!(matches!(
        read_tournaments(&jou),
        Err(WthorError::WrongSize { .. } | WthorError::CutShort { .. })
    ));
    assert_eq!(FileKind::from_name("WTH_2001.wtb"), Some(FileKind::Games));
    assert_eq!(FileKind::from_name("WTHOR.JOU"), Some(FileKind::Players));
    assert_eq!(
        FileKind::from_name("wthor.trn"),
        Some(FileKind::Tournaments)
    );
    assert_eq!(FileKind::from_name("photo.png"), None);
}

#[test]
fn illegal_records_are_skipped_and_counted() {
    let games = random_games(5, 8, 2002);
    let mut bytes = write_games(CREATED, 2002, 0, &games);
    let record = |i: usize| HEADER_LEN + 68 * i;
    // Game 1 opens on a1, game 3 on a byte that is no square, game 4 claims 65 discs, game 6
    // has a move after its padding, game 7 plays its second move twice.
    bytes[record(1) + 8] = 11;
    bytes[record(3) + 8] = 99;
    bytes[record(4) + 6] = 65;
    let len6 = games[6].moves.len();
    if len6 < 59 {
        bytes[record(6) + 8 + len6 + 1] = 56;
    } else {
        bytes[record(6) + 8 + 10] = 0;
    }
    bytes[record(7) + 8 + 2] = bytes[record(7) + 8 + 1];
    let file = read_games(&bytes).unwrap();
    assert_eq!(file.skipped, 5);
    let kept: Vec<GameRecord> = [0, 2, 5].iter().map(|&i| games[i].clone()).collect();
    assert_eq!(file.games, kept);
}

/// Board `b` under `symmetry`, square by square: the brute force's own mapping.
fn image(b: &Board, symmetry: Symmetry) -> Board {
    let map = |bits: u64| {
        Square::all()
            .filter(|s| bits & s.bit() != 0)
            .fold(0u64, |acc, s| acc | symmetry.apply(s).bit())
    };
    Board::from_raw(map(b.player()), map(b.opponent()), b.side_to_move())
}

/// Each game's boards before each move and after the last, each with its eight images.
fn images_by_ply(games: &[GameRecord]) -> Vec<Vec<[Board; 8]>> {
    games
        .iter()
        .map(|g| {
            let mut board = Board::start(Color::Black);
            let mut out = vec![Symmetry::ALL.map(|s| image(&board, s))];
            for &m in g.moves.iter() {
                board = after(&board, m).unwrap();
                out.push(Symmetry::ALL.map(|s| image(&board, s)));
            }
            out
        })
        .collect()
}

/// All the discs of a board, to pass over boards that cannot be equal without comparing them.
fn discs(b: &Board) -> u64 {
    b.player() | b.opponent()
}

/// What the brute force finds for `query`: the games that reached it (each with the first
/// symmetry taking its position onto the query, and the ply), and the rows as the explorer
/// should give them (square, games, black wins, draws, white wins, black discs summed).
struct Brute {
    reached: Vec<(usize, Symmetry, usize)>,
    rows: Vec<(Square, u32, u32, u32, u32, u64)>,
}

fn brute(games: &[GameRecord], images: &[Vec<[Board; 8]>], query: &Board) -> Brute {
    let mut reached = Vec::new();
    let mut rows: Vec<(Square, u32, u32, u32, u32, u64)> = Vec::new();
    for (g, plies) in images.iter().enumerate() {
        let count = discs(query).count_ones();
        let hit = plies.iter().enumerate().find_map(|(ply, imgs)| {
            if discs(&imgs[0]).count_ones() != count {
                return None;
            }
            let s = imgs.iter().position(|b| b == query)?;
            Some((ply, Symmetry::ALL[s]))
        });
        let Some((ply, s)) = hit else { continue };
        reached.push((g, s, ply));
        let game = &games[g];
        if let Some(&next) = game.moves.get(ply) {
            let square = s.apply(next);
            let d = game.black_discs;
            let row = match rows.iter_mut().find(|r| r.0 == square) {
                Some(r) => r,
                None => {
                    rows.push((square, 0, 0, 0, 0, 0));
                    rows.last_mut().unwrap()
                }
            };
            row.1 += 1;
            row.2 += u32::from(d > 32);
            row.3 += u32::from(d == 32);
            row.4 += u32::from(d < 32);
            row.5 += u64::from(d);
        }
    }
    rows.sort_by_key(|r| (std::cmp::Reverse(r.1), r.0));
    Brute { reached, rows }
}

/// Random games, with some of them again turned by each symmetry that keeps the start (so the
/// same openings come rotated), and some sharing an opening played in another order.
fn explorer_games() -> Vec<GameRecord> {
    let mut games = random_games(6, 260, 2003);
    let turned: Vec<GameRecord> = games[..40]
        .iter()
        .flat_map(|g| {
            [
                Symmetry::HalfTurn,
                Symmetry::Diagonal,
                Symmetry::AntiDiagonal,
            ]
            .map(|s| {
                let mut t = g.clone();
                t.moves = g.moves.iter().map(|&m| s.apply(m)).collect();
                t
            })
        })
        .collect();
    games.extend(turned);
    // Two orders of one opening (both legal, the same position after them), each continued at
    // random: f5 d6 c3 d3 c4 and f5 d6 c4 d3 c3.
    let mut rng = Rng::new(7);
    for order in [
        ["f5", "d6", "c3", "d3", "c4"],
        ["f5", "d6", "c4", "d3", "c3"],
    ] {
        for _ in 0..15 {
            let mut board = Board::start(Color::Black);
            let mut moves: Vec<Square> = order.iter().map(|n| sq(n)).collect();
            for &m in &moves {
                board = after(&board, m).unwrap();
            }
            while !board.legal_moves().is_empty() {
                let m = Square::new(random_square(&mut rng, board.legal_moves().0) as u8).unwrap();
                board = after(&board, m).unwrap();
                moves.push(m);
            }
            games.push(GameRecord {
                tournament: 0,
                black: 0,
                white: 1,
                black_discs: board.count(Color::Black) as u8,
                theoretical: 0,
                year: 2003,
                moves: moves.into(),
            });
        }
    }
    games
}

#[test]
fn the_explorer_counts_as_a_brute_force_does() {
    let games = explorer_games();
    let mut db = Database::new();
    // Added in two parts, as two files would be.
    db.add_games(games[..200].to_vec());
    db.add_games(games[200..].to_vec());
    assert_eq!(db.games(), &games[..]);
    let images = images_by_ply(&games);
    let mut rng = Rng::new(8);
    let (mut transposed, mut turned, mut deep, mut queries) = (false, false, false, 0);
    let plies = [0, 1, 2, 3, 4, 5, 6, 8, 11, 16, 20, 23, 24, 25, 31, 45];
    for g in (0..games.len()).step_by(19) {
        for &ply in &plies {
            let Some(board) = images[g].get(ply) else {
                continue;
            };
            for s in [0, 1 + rng.below(7)] {
                let query = board[s];
                queries += 1;
                let want = brute(&games, &images, &query);
                let got = db.explore(&query);
                assert_eq!(got.reached.games as usize, want.reached.len(), "{query}");
                let rows: Vec<(Square, u32, u32, u32, u32, u64)> = got
                    .moves
                    .iter()
                    .map(|r| {
                        let t = r.tally;
                        (
                            r.square,
                            t.games,
                            t.black_wins,
                            t.draws,
                            t.white_wins,
                            t.black_discs,
                        )
                    })
                    .collect();
                assert_eq!(rows, want.rows, "{query}");
                for row in &got.moves {
                    assert!(query.is_legal(row.square), "{} on\n{query}", row.square);
                    let avg = row.tally.average_black_discs().unwrap();
                    assert!(
                        (avg - row.tally.black_discs as f64 / row.tally.games as f64).abs() < 1e-9
                    );
                }
                let reaches: Vec<(usize, Symmetry)> = db
                    .reaching(&query)
                    .iter()
                    .map(|r| (r.game as usize, r.symmetry))
                    .collect();
                let expected: Vec<(usize, Symmetry)> =
                    want.reached.iter().map(|&(g, s, _)| (g, s)).collect();
                assert_eq!(reaches, expected);
                // What the data covers: games reaching one position by different move orders,
                // in different orientations, and past the index's plies.
                let orders: BTreeSet<Vec<Square>> = want
                    .reached
                    .iter()
                    .filter(|r| r.1 == Symmetry::Identity)
                    .map(|&(g, _, p)| games[g].moves[..p].to_vec())
                    .collect();
                transposed |= orders.len() > 1;
                turned |= want.reached.iter().any(|r| r.1 != want.reached[0].1);
                deep |= ply > 24 && !want.reached.is_empty();
            }
        }
    }
    assert!(transposed && turned && deep, "{transposed} {turned} {deep}");
    assert!(queries > 300, "{queries}");
    // A position no game reached, and a board short of discs.
    let lone = Board::from_colors(1 << 27, 1 << 36, Color::Black).unwrap();
    assert_eq!(db.explore(&lone).reached.games, 0);
    let nowhere = "f5 f6 e6 f4 e3 c5 c4 d3"
        .split(' ')
        .try_fold(Board::start(Color::White), |b, m| after(&b, sq(m)));
    if let Some(b) = nowhere {
        let want = brute(&games, &images, &b);
        assert_eq!(db.explore(&b).reached.games as usize, want.reached.len());
    }
}

#[test]
fn the_explorer_keeps_the_side_to_move() {
    // The start with White to move is reached by no WTHOR game, though its discs are the start's.
    let games = random_games(9, 50, 2004);
    let mut db = Database::new();
    db.add_games(games);
    assert_eq!(db.explore(&Board::start(Color::Black)).reached.games, 50);
    assert_eq!(db.explore(&Board::start(Color::White)).reached.games, 0);
    let first = db.explore(&Board::start(Color::Black));
    assert_eq!(
        first.moves.iter().map(|r| r.tally.games).sum::<u32>(),
        50,
        "every game has a first move"
    );
    // Sorted by games, most first.
    assert!(first
        .moves
        .windows(2)
        .all(|w| w[0].tally.games > w[1].tally.games
            || (w[0].tally.games == w[1].tally.games && w[0].square < w[1].square)));
}

#[test]
fn the_search_filters_by_player_tournament_years_and_position() {
    let mut db = Database::new();
    let mut all = Vec::new();
    for (i, year) in [2001u16, 2002, 2003].into_iter().enumerate() {
        let bytes = write_games(CREATED, year, 0, &random_games(10 + i as u64, 150, year));
        let games = read_games(&bytes).unwrap().games;
        all.extend(games.clone());
        db.add_games(games);
    }
    let players = player_names();
    let tournaments = tournament_names();
    db.set_players(
        read_players(&write_players(CREATED, &players))
            .unwrap()
            .names,
    );
    db.set_tournaments(
        read_tournaments(&write_tournaments(CREATED, &tournaments))
            .unwrap()
            .names,
    );
    assert_eq!(db.player(1), Some("Émile Zébré"));
    assert_eq!(db.tournament(7), Some("Othello World Cup 1990"));
    assert_eq!(db.player(999), None);

    let check = |filter: Filter, want: &dyn Fn(&GameRecord) -> bool| {
        let expected: Vec<u32> = (0..all.len() as u32)
            .filter(|&g| want(&all[g as usize]))
            .collect();
        let whole = db.search(&filter, 0, usize::MAX);
        assert_eq!(whole.total, expected.len(), "{filter:?}");
        assert_eq!(whole.games, expected, "{filter:?}");
        // Page by page, the same games.
        let mut paged = Vec::new();
        let mut offset = 0;
        loop {
            let page = db.search(&filter, offset, 7);
            assert_eq!(page.total, expected.len());
            assert!(page.games.len() <= 7);
            if page.games.is_empty() {
                break;
            }
            offset += page.games.len();
            paged.extend(page.games);
        }
        assert_eq!(paged, expected, "{filter:?}");
        expected.len()
    };
    assert_eq!(check(Filter::default(), &|_| true), 450);
    // "émile" in another case; "ALICE" is in "Alice Martin" but not "Ålice".
    let n = check(
        Filter {
            player: "ÉMILE".into(),
            ..Filter::default()
        },
        &|g| g.black == 1 || g.white == 1,
    );
    assert!(n > 0);
    let n = check(
        Filter {
            player: "alice".into(),
            ..Filter::default()
        },
        &|g| g.black == 0 || g.white == 0,
    );
    assert!(n > 0);
    let n = check(
        Filter {
            tournament: "championnat".into(),
            from_year: Some(2002),
            ..Filter::default()
        },
        &|g| g.tournament == 3 && g.year >= 2002,
    );
    assert!(n > 0);
    let n = check(
        Filter {
            from_year: Some(2001),
            to_year: Some(2002),
            ..Filter::default()
        },
        &|g| g.year <= 2002,
    );
    assert_eq!(n, 300);
    assert_eq!(
        check(
            Filter {
                player: "nobody at all".into(),
                ..Filter::default()
            },
            &|_| false
        ),
        0
    );
    // Through a position: after f5 (or any of its three images), and combined with a player.
    let f5 = Board::start(Color::Black).play(sq("f5")).unwrap();
    let through = |g: &GameRecord| !g.moves.is_empty();
    assert_eq!(
        check(
            Filter {
                through: Some(f5),
                ..Filter::default()
            },
            &through
        ),
        all.iter().filter(|g| through(g)).count()
    );
    let f5d6 = f5.play(sq("d6")).unwrap();
    let images = images_by_ply(&all);
    let reached: BTreeSet<usize> = brute(&all, &images, &f5d6)
        .reached
        .iter()
        .map(|r| r.0)
        .collect();
    let n = check(
        Filter {
            through: Some(f5d6),
            player: "player 1".into(),
            ..Filter::default()
        },
        &|g| {
            let i = all.iter().position(|x| std::ptr::eq(x, g)).unwrap();
            let named = |p: u16| players[usize::from(p)].to_lowercase().contains("player 1");
            reached.contains(&i) && (named(g.black) || named(g.white))
        },
    );
    assert!(n > 0);
}
