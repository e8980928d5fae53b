//! The database of tournament games: WTHOR files written from random games and read back, the
//! move bytes, cut and foreign files and illegal records.

use reversi::engine::database::wthor::{
    byte_of_square, square_of_byte, write_games, write_players, write_tournaments, Date, Header,
    HEADER_LEN,
};
use reversi::engine::database::{
    read_games, read_players, read_tournaments, FileKind, GameRecord, WthorError,
};
use reversi::engine::random_play::random_square;
use reversi::engine::rng::Rng;
use reversi::engine::{Board, Color, Square};

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
