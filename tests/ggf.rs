//! GGF, the record format of Othello servers and board programs: hand-written records (from the
//! format's description) read to the right boards, every random game written and read back,
//! malformed records refused with their place, and dates as GGS writes them.

#[path = "common/games.rs"]
mod games;

use games::seeded_games;
use reversi::engine::clock::TimeControl;
use reversi::engine::notation::replay;
use reversi::engine::record::{
    ggf_date, ggf_date_ms, ggf_text, parse_game, parse_ggf, GameInfo, GgfError, ImportError,
    MoveProblem, PositionError,
};
use reversi::engine::{Color, Move, Square};

/// The standard start as GGF writes it: d4 and e5 white (`O`), d5 and e4 black (`*`).
const START_BO: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

/// A short game after which Black must pass once White has played c1.
const WITH_PASS: &str = "d3c3b3b2f5a3a1c1";

fn ggf_error(text: &str) -> GgfError {
    match parse_game(text) {
        Err(ImportError::Ggf(e)) => e,
        other => panic!("{text}: expected a GGF refusal, got {other:?}"),
    }
}

#[test]
fn a_server_record_reads_with_its_players_evaluations_and_times() {
    let text = format!(
        "(;GM[Othello]PC[NOKO]DT[2001.03.28_09:45:51.MET]PB[alice]PW[bob]RE[+18.000]\
         TI[05:00//02:00]TY[8]{START_BO}B[F5//0.01]W[d6/-2.00/0.5]B[c3/1.5/2];)"
    );
    let games = parse_ggf(&text).unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.game, replay("f5d6c3", Color::Black).unwrap());
    assert_eq!(
        (g.black.as_str(), g.white.as_str(), g.result.as_str()),
        ("alice", "bob", "+18.000")
    );
    assert_eq!(
        (g.place.as_str(), g.date.as_str()),
        ("NOKO", "2001.03.28_09:45:51.MET")
    );
    // Without BO the game starts from the standard position, and the general reader opens it.
    assert_eq!(
        parse_game("(;GM[Othello]B[f5]W[d6];)").unwrap(),
        replay("f5d6", Color::Black).unwrap()
    );
}

#[test]
fn a_set_up_start_may_separate_its_rows_and_give_white_the_move() {
    let text = "(;GM[Othello]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- \
                -------- -------- -------- O]W[f4];)";
    assert_eq!(
        parse_game(text).unwrap(),
        replay("f4", Color::White).unwrap()
    );
    // A random-board variant (TY[8r]) still has 8 columns.
    assert!(parse_game(&text.replace("TY[8]", "TY[8r]")).is_ok());
}

#[test]
fn a_forced_pass_may_be_written_or_left_out() {
    let game = replay(WITH_PASS, Color::Black).unwrap();
    assert!(game.just_passed(), "Black must pass after c1");
    let next = game.board().legal_moves().squares().next().unwrap();
    let mut expected = game.clone();
    expected.play_square(next).unwrap();
    let mut moves = String::new();
    let mut side = ['B', 'W'].into_iter().cycle();
    for i in 0..8 {
        moves.push_str(&format!(
            "{}[{}]",
            side.next().unwrap(),
            &WITH_PASS[2 * i..2 * i + 2]
        ));
    }
    for pass in ["", "B[PA]", "B[pass]", "B[pa/0/1]"] {
        let text = format!("(;GM[Othello]{moves}{pass}W[{next}];)");
        assert_eq!(parse_game(&text).unwrap(), expected, "{text}");
    }
    // Written twice, the second pass is Black's move out of turn.
    let twice = format!("(;{moves}B[PA]B[PA]W[{next}];)");
    match ggf_error(&twice) {
        GgfError::Move { game: 1, error } => {
            assert_eq!(
                (error.number, error.problem),
                (10, MoveProblem::NotTheirTurn(Color::Black))
            )
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_file_of_several_games_gives_each_and_the_reader_opens_the_first() {
    let text = "(;GM[Othello]PB[a]B[f5];)\n(;GM[Othello]PB[b]B[d3]W[c3];)\n";
    let games = parse_ggf(text).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].black, "b");
    assert_eq!(games[1].game, replay("d3c3", Color::Black).unwrap());
    assert_eq!(
        parse_game(text).unwrap(),
        replay("f5", Color::Black).unwrap()
    );
}

#[test]
fn every_random_game_written_as_ggf_reads_back() {
    let info = GameInfo {
        black: "Alice [1800]",
        white: "Computer\n(expert)",
        result: "",
        date: "2026-11-25",
        time: None,
    };
    let games = seeded_games(1000, 7);
    let passes = games
        .iter()
        .filter(|g| g.moves().contains(&Move::Pass))
        .count();
    let set_ups = games
        .iter()
        .filter(|g| g.start_board() != reversi::engine::Board::start(g.first()))
        .count();
    assert!(
        passes >= 10 && set_ups >= 100,
        "{passes} passes, {set_ups} set-ups"
    );
    for game in games {
        let text = ggf_text(&game, &info);
        let read = parse_ggf(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].game, game, "{text}");
        assert_eq!(read[0].black, "Alice (1800)");
        assert_eq!(read[0].white, "Computer (expert)");
    }
}

#[test]
fn the_written_record_is_what_other_programs_expect() {
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    assert_eq!(
        ggf_text(
            &game,
            &GameInfo {
                black: "A",
                white: "B",
                result: "",
                date: "D",
                time: None,
            }
        ),
        "(;GM[Othello]PC[Reversi for the web]DT[D]PB[A]PW[B]RE[?]TY[8]BO[8 -------- -------- \
         -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]W[d6]B[c3];)"
    );
    game.resign().unwrap();
    let text = ggf_text(&game, &GameInfo::default());
    assert!(text.contains("RE[+64:r]"), "{text}");
    // A finished game gives Black's disc difference.
    let over = replay(
        "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4\
         f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6",
        Color::Black,
    )
    .unwrap();
    assert!(over.is_over());
    assert!(ggf_text(&over, &GameInfo::default()).contains("RE[+0]"));
}

#[test]
fn malformed_records_are_refused_with_their_place() {
    let e = ggf_error("(;GM[Othello]B[f5]");
    assert_eq!(
        e,
        GgfError::Unclosed {
            game: 1,
            property: ";)".into()
        }
    );
    assert_eq!(e.to_string(), "GGF game 1: the record is not closed by ;).");
    let e = ggf_error("(;GM[Othello]PB[ali");
    assert_eq!(e.to_string(), "GGF game 1: property PB has no closing ].");
    assert_eq!(
        ggf_error("(;GM[Chess];)").to_string(),
        "GGF game 1: GM[Chess] is not a game of Othello."
    );
    assert_eq!(
        ggf_error("(;TY[10];)").to_string(),
        "GGF game 1: TY[10] is not an 8×8 board."
    );
    assert!(matches!(
        ggf_error(&format!("(;BO[10 {} *];)", "-".repeat(100))),
        GgfError::BoardSize { property: "BO", .. }
    ));
    assert!(matches!(
        ggf_error("(;b[f5];)"),
        GgfError::BadProperty { found, .. } if found == "b[f5];)"
    ));
    let bad_square = format!("(;BO[8 {}Z{} *];)", "-".repeat(20), "-".repeat(43));
    assert_eq!(
        ggf_error(&bad_square),
        GgfError::Board {
            game: 1,
            problem: PositionError::Square {
                square: "e3".parse::<Square>().unwrap(),
                found: 'Z'
            }
        }
    );
    assert!(matches!(
        ggf_error(&format!("(;BO[8 {} *];)", "-".repeat(64))),
        GgfError::NoMoves { game: 1 }
    ));
    let cases = [
        (
            "(;B[f5]W[f5];)",
            2,
            MoveProblem::Occupied("f5".parse::<Square>().unwrap()),
        ),
        ("(;B[f5]B[d6];)", 2, MoveProblem::NotTheirTurn(Color::Black)),
        ("(;B[z9];)", 1, MoveProblem::OffBoard),
        ("(;B[hello];)", 1, MoveProblem::NotAMove),
        ("(;B[f5]W[PA];)", 2, MoveProblem::PassRefused(Color::White)),
    ];
    for (text, number, problem) in cases {
        match ggf_error(text) {
            GgfError::Move { game: 1, error } => {
                assert_eq!((error.number, &error.problem), (number, &problem), "{text}")
            }
            e => panic!("{text}: {e:?}"),
        }
    }
    assert_eq!(
        ggf_error("(;B[f5]B[d6];)").to_string(),
        "GGF game 1: Move 2 (d6): it is White's turn, not Black's."
    );
    // The place of an error in a later game of the file.
    let e = ggf_error("(;B[f5];)\n(;B[a1];)");
    assert_eq!(e.game(), 2);
    assert!(e.to_string().starts_with("GGF game 2: Move 1 (a1)"), "{e}");
    assert_eq!(parse_ggf("no game here"), Err(GgfError::NoGame));
}

#[test]
fn a_game_over_takes_no_more_moves() {
    // White fills the last square, h8, flipping g8.
    let text = "(;BO[8 OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOOOO OOOOOO*- O]\
                W[h8]B[a1];)";
    let mut game = parse_game(&text.replace("B[a1]", "")).unwrap();
    assert!(game.is_over());
    assert!(game.play(Move::Pass).is_err());
    match ggf_error(text) {
        GgfError::Move { error, .. } => {
            assert_eq!((error.number, error.problem), (2, MoveProblem::GameOver))
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_game_on_a_clock_writes_its_time_control_and_a_loss_on_time() {
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    game.lose_on_time(Color::White).unwrap();
    let info = GameInfo {
        time: Some(TimeControl::minutes(10, 5)),
        ..GameInfo::default()
    };
    let text = ggf_text(&game, &info);
    assert!(text.contains("TI[10:00/00:05/00:00]"), "{text}");
    assert!(text.contains("RE[+64:t]"), "{text}");
    let long = GameInfo {
        time: Some(TimeControl::minutes(90, 30)),
        ..GameInfo::default()
    };
    let mut black_fell = replay("f5", Color::Black).unwrap();
    black_fell.lose_on_time(Color::Black).unwrap();
    let text = ggf_text(&black_fell, &long);
    assert!(text.contains("TI[01:30:00/00:30/00:00]"), "{text}");
    assert!(text.contains("RE[-64:t]"), "{text}");
    let read = parse_ggf(&text).unwrap();
    assert_eq!(read[0].result, "-64:t");
    assert_eq!(read[0].game.moves(), black_fell.moves());
    assert!(!ggf_text(&game, &GameInfo::default()).contains("TI["));
}

#[test]
fn dates_are_written_as_ggs_writes_them_in_utc_to_the_second() {
    for (ms, written) in [
        (0, "1970.01.01_00:00:00.GMT"),
        (999, "1970.01.01_00:00:00.GMT"),
        // 2024-02-29T23:59:59Z, a leap day's last second, and the next.
        (1_709_251_199_000, "2024.02.29_23:59:59.GMT"),
        (1_709_251_200_000, "2024.03.01_00:00:00.GMT"),
        (1_072_785_784_000, "2003.12.30_12:03:04.GMT"),
        // 2000 is a leap year though a century, 2100 is not.
        (951_782_400_000, "2000.02.29_00:00:00.GMT"),
        (4_107_542_400_000, "2100.03.01_00:00:00.GMT"),
        (1_704_067_199_000, "2023.12.31_23:59:59.GMT"),
    ] {
        assert_eq!(ggf_date(ms), written, "{ms}");
        assert_eq!(ggf_date_ms(written), Some(ms - ms % 1_000), "{written}");
    }
    // Every day for 500 years, at a time that moves through the day, reads back.
    for day in 0..(500 * 366) {
        let ms = (day * 86_400 + day * 7_919 % 86_400) * 1_000;
        assert_eq!(ggf_date_ms(&ggf_date(ms)), Some(ms), "day {day}");
    }
}

#[test]
fn a_date_read_from_a_file_is_written_back_as_it_was() {
    for written in [
        "2003.12.30_12:03:04.GMT",
        "2026.11.25_08:00:00.GMT",
        "1999.12.31_23:59:59.GMT",
    ] {
        let ms = ggf_date_ms(written).unwrap_or_else(|| panic!("{written}"));
        assert_eq!(ggf_date(ms), written);
    }
    // Other servers' zones are read as UTC; a date alone is its midnight.
    assert_eq!(
        ggf_date_ms("2001.03.28_09:45:51.MET"),
        ggf_date_ms("2001.03.28_09:45:51.GMT")
    );
    assert_eq!(
        ggf_date_ms("2026.11.25_08:00:00.UTC")
            .map(ggf_date)
            .as_deref(),
        Some("2026.11.25_08:00:00.GMT")
    );
    assert_eq!(
        ggf_date_ms("2024.02.29").map(ggf_date).as_deref(),
        Some("2024.02.29_00:00:00.GMT")
    );
    // A bare count is seconds as some programs write, or this program's old milliseconds.
    assert_eq!(ggf_date_ms("1072785784"), Some(1_072_785_784_000));
    assert_eq!(ggf_date_ms(" 1700000000123 "), Some(1_700_000_000_123));
    for not_a_date in [
        "",
        "?",
        "2023.02.29_00:00:00.GMT",
        "2024.13.01_00:00:00.GMT",
        "2024.00.10_00:00:00.GMT",
        "2024.01.00_00:00:00.GMT",
        "2024.01.32_00:00:00.GMT",
        "2024.01.01_24:00:00.GMT",
        "2024.01.01_12:60:00.GMT",
        "2024.01.01_12:00:60.GMT",
        "2024.01.01_12:00.GMT",
        "1969.12.31_23:59:59.GMT",
        "2024-01-01",
        "2024.1.1_x:00:00",
        "-5",
        "99999999999999999999999",
    ] {
        assert_eq!(ggf_date_ms(not_a_date), None, "{not_a_date}");
    }
}
