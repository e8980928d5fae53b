//! The game record: undo/redo, passes, endings; and as text: transcripts and board strings, the
//! lenient import reader (every accepted form, and refusals with their exact messages), the
//! position string and set-up check, share links and the downloaded file, each round-tripped
//! through random games.

#[path = "common/games.rs"]
mod games;

use games::seeded_games;
use reversi::engine::notation::{board_string, replay};
use reversi::engine::record::{
    check_setup, download_text, fragment, numbered_moves, parse_fragment, parse_game,
    play_transcript, position_string, transcript_line, GameInfo, ImportError, SetupError,
};
use reversi::engine::record::{MoveError, MoveProblem};
use reversi::engine::{Board, Color, Ending, Game, GameError, Move, Square, Status};

/// The record tests' 300 random games.
fn random_games() -> Vec<Game> {
    seeded_games(300, 99)
}

/// A short game: Black must pass after White's c1 (found by a depth-first search).
const WITH_PASS: &str = "d3c3b3b2f5a3a1c1";

/// A perfect-play game to the end, a 32–32 draw.
const TAKIZAWA: &str = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4\
                        f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6";

/// The start position string: d4 and e5 white, d5 and e4 black, Black to move.
const START: &str = "---------------------------OX------XO---------------------------X";

#[test]
fn the_random_games_cover_passes_set_ups_and_ends() {
    let games = random_games();
    let count = |f: &dyn Fn(&Game) -> bool| games.iter().filter(|g| f(g)).count();
    assert!(count(&|g| g.moves().contains(&Move::Pass)) >= 3);
    assert!(count(&|g| g.start_board() != Board::start(g.first())) >= 50);
    assert!(count(&|g| g.first() == Color::White) >= 50);
    assert!(count(&|g| g.is_over()) >= 3);
}

fn message(text: &str) -> String {
    parse_game(text).unwrap_err().to_string()
}

#[test]
fn every_accepted_form_reads_the_same_game() {
    let expected = replay("f5d6c3d3c4f4f6f3e6e7", Color::Black).unwrap();
    for text in [
        "f5d6c3d3c4f4f6f3e6e7",
        "F5D6C3D3C4F4F6F3E6E7",
        "F5d6C3d3C4f4F6f3E6e7",
        "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7",
        "  f5 d6,c3, d3;c4\tf4\nf6 f3\r\ne6 e7  \n",
        "1. f5 d6 2. c3 d3 3. c4 f4 4. f6 f3 5. e6 e7",
        "1.f5 d6 2.c3 d3 3.c4 f4 4.f6 f3 5.e6 e7",
        "1) f5 d6 2) c3 d3 3) c4 f4 4) f6 f3 5) e6 e7",
        "1 f5 2 d6 3 c3 4 d3 5 c4 6 f4 7 f6 8 f3 9 e6 10 e7",
        "1. f5 1... d6 2. c3 2... d3 3. c4 f4 4. f6 f3 5. e6 e7",
        "1.f5d6 2.c3d3 3.c4f4 4.f6f3 5.e6e7",
        "moves=f5d6c3d3c4f4f6f3e6e7",
        "#moves=f5d6c3d3c4f4f6f3e6e7",
        "https://example.org/reversi/#moves=f5d6c3d3c4f4f6f3e6e7",
        "Moves: 1. f5 d6 2. c3 d3\n3. c4 f4 4. f6 f3 5. e6 e7",
        &format!("Position: {START}\nf5d6c3d3c4f4f6f3e6e7"),
        &format!("{START} f5d6c3d3c4f4f6f3e6e7"),
        &format!("{} X\nf5d6c3d3c4f4f6f3e6e7", &START[..64]),
    ] {
        let game = parse_game(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(game, expected, "{text:?}");
    }
}

#[test]
fn a_forced_pass_may_be_left_out_or_written_in_any_spelling() {
    let without = replay(WITH_PASS, Color::Black).unwrap();
    assert!(without.just_passed());
    let reply = without.board().legal_moves().squares().next().unwrap();
    let expected = replay(&format!("{WITH_PASS}{reply}"), Color::Black).unwrap();
    assert_eq!(expected.moves()[8], Move::Pass);
    for pass in ["pass", "PASS", "Pass", "pa", "PA", "ps", "--"] {
        for text in [
            format!("{WITH_PASS} {pass} {reply}"),
            format!("{WITH_PASS}{pass}{reply}"),
        ] {
            assert_eq!(parse_game(&text).unwrap(), expected, "{text}");
        }
    }
    let numbered = numbered_moves(&expected);
    assert_eq!(
        numbered,
        format!("1. d3 c3 2. b3 b2 3. f5 a3 4. a1 c1 5. pass {reply}")
    );
    assert_eq!(parse_game(&numbered).unwrap(), expected);
}

#[test]
fn refusals_name_the_move_its_text_and_why() {
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "There is no game to open: the text is empty."),
        (
            " \n\t ".into(),
            "There is no game to open: the text is empty.",
        ),
        (
            "f5d6a1".into(),
            "Move 3 (a1): a1 is not a legal move for Black.",
        ),
        (
            "f5 d6 c3 d3 c4 a1".into(),
            "Move 6 (a1): a1 is not a legal move for White.",
        ),
        ("f5 d6 d6".into(), "Move 3 (d6): d6 already holds a disc."),
        ("f5 e4".into(), "Move 2 (e4): e4 already holds a disc."),
        (
            "f5 i5".into(),
            "Move 2 (i5): i5 is off the board (columns a–h, rows 1–8).",
        ),
        (
            "f5 a9".into(),
            "Move 2 (a9): a9 is off the board (columns a–h, rows 1–8).",
        ),
        (
            "f5d6 c10".into(),
            "Move 3 (c10): c10 is off the board (columns a–h, rows 1–8).",
        ),
        (
            "f5 d0".into(),
            "Move 2 (d0): d0 is off the board (columns a–h, rows 1–8).",
        ),
        (
            "f5d".into(),
            "Move 2 (d): the move is cut short (a square is a column a–h then a row 1–8).",
        ),
        (
            "1. f5 d6 2. c".into(),
            "Move 3 (c): the move is cut short (a square is a column a–h then a row 1–8).",
        ),
        (
            "f5 hello".into(),
            "Move 2 (hello): “hello” is not a move (write a square such as f5, or pass).",
        ),
        (
            "f5d6zz".into(),
            "Move 3 (zz): “zz” is not a move (write a square such as f5, or pass).",
        ),
        (
            "f5 5f".into(),
            "Move 2 (5f): “5f” is not a move (write a square such as f5, or pass).",
        ),
        (
            "f5 d6 é".into(),
            "Move 3 (é): “é” is not a move (write a square such as f5, or pass).",
        ),
        (
            "f5d6!".into(),
            "Move 3 (!): “!” is not a move (write a square such as f5, or pass).",
        ),
        (
            "f5 - d6".into(),
            "Move 2 (-): “-” is not a move (write a square such as f5, or pass).",
        ),
        (
            "pa".into(),
            "Move 1 (pa): Black has a legal move and may not pass.",
        ),
        (
            "f5 pass d6".into(),
            "Move 2 (pass): White has a legal move and may not pass.",
        ),
        (
            format!("{WITH_PASS} pass pass"),
            "Move 10 (pass): White has a legal move and may not pass.",
        ),
        (
            format!("{TAKIZAWA} a1"),
            "Move 61 (a1): the game is already over.",
        ),
        (
            format!("{TAKIZAWA} pass"),
            "Move 61 (pass): the game is already over.",
        ),
        (
            "Position: XO\nf5".into(),
            "A position is 64 squares (a1 to h8, row by row) and then X or O for the side to \
             move, 65 characters; this one has 2.",
        ),
        (
            format!("f5\nPosition: {START}"),
            "A game has one start position, given before its first move.",
        ),
        (
            format!("Position: {START}\nPosition: {START}"),
            "A game has one start position, given before its first move.",
        ),
        (
            format!("Position: {}\nf5", "-".repeat(64) + "X"),
            "Neither side has a legal move in this position, so no game can start from it.",
        ),
        (
            "Event: final\nf5".into(),
            "Move 1 (Event:): “Event:” is not a move (write a square such as f5, or pass).",
        ),
    ];
    assert!(cases.len() >= 15);
    for (text, expected) in cases {
        assert_eq!(message(&text), expected, "{text:?}");
    }
}

#[test]
fn a_failed_import_reports_the_typed_error() {
    let Err(ImportError::Move(e)) = parse_game("1. f5 d6 2. c3 d3 3. c4 f4 4. f6 a8") else {
        panic!("a move error")
    };
    assert_eq!((e.number, e.text.as_str()), (8, "a8"));
}

#[test]
fn position_strings_round_trip_in_both_forms() {
    for game in random_games() {
        let board = game.board();
        let s = position_string(&board);
        assert_eq!(s.len(), 65);
        assert_eq!(s.parse::<Board>().unwrap(), board);
        let spaced = format!("{} {}", &s[..64], &s[64..]);
        assert_eq!(spaced.parse::<Board>().unwrap(), board);
        assert_eq!(s.to_lowercase().parse::<Board>().unwrap(), board);
    }
    assert_eq!(position_string(&Board::start(Color::Black)), START);
}

#[test]
fn malformed_position_strings_are_refused_with_a_reason() {
    let length = |n: usize| {
        format!(
            "A position is 64 squares (a1 to h8, row by row) and then X or O for the side to \
             move, 65 characters; this one has {n}."
        )
    };
    for (text, expected) in [
        (String::new(), length(0)),
        (START[..63].to_string(), length(63)),
        (START[..64].to_string(), length(64)),
        (format!("{START}X"), length(66)),
        (
            START.replacen('O', "Q", 1),
            "Square d4 of the position is “Q”: a square is X (black), O (white) or - (empty)."
                .into(),
        ),
        (
            format!("{}Z", &START[..64]),
            "The side to move is “Z”: it must be X (black) or O (white).".into(),
        ),
    ] {
        assert_eq!(
            text.parse::<Board>().unwrap_err().to_string(),
            expected,
            "{text:?}"
        );
    }
}

#[test]
fn setup_refuses_only_a_position_where_nobody_can_move() {
    let full = format!("{}{}X", "X".repeat(32), "O".repeat(32))
        .parse::<Board>()
        .unwrap();
    let empty = format!("{}X", "-".repeat(64)).parse::<Board>().unwrap();
    let one_colour = format!("XXX{}O", "-".repeat(61)).parse::<Board>().unwrap();
    for board in [full, empty, one_colour] {
        assert_eq!(check_setup(&board), Err(SetupError::NoMoves));
    }
    assert_eq!(
        SetupError::NoMoves.to_string(),
        "Neither side has a legal move in this position, so no game can start from it."
    );
    assert_eq!(check_setup(&Board::start(Color::White)), Ok(()));

    // a1 and b1 black, c1 white, White to move: White has no move but Black has d1, so White
    // passes at once and the game goes on.
    let must_pass = format!("XXO{}O", "-".repeat(61)).parse::<Board>().unwrap();
    assert!(must_pass.must_pass());
    assert_eq!(check_setup(&must_pass), Ok(()));
    let game = Game::from_board(must_pass);
    assert_eq!(game.moves(), [Move::Pass]);
    assert_eq!(game.status(), Status::Playing(Color::Black));
}

#[test]
fn links_round_trip_every_game() {
    for game in random_games() {
        let link = fragment(&game);
        assert!(link.starts_with("#moves=") || link.starts_with("#position="));
        assert_eq!(parse_fragment(&link).unwrap(), game, "{link}");
        let url = format!("https://example.org/app/index.html{link}");
        assert_eq!(parse_game(&url).unwrap(), game, "{url}");
    }
}

#[test]
fn every_recorded_move_written_out_with_its_passes_reads_back_exactly() {
    // What a saved game needs: the start position string plus all moves (redo tail and
    // forced passes included, `Move` writes a pass as `pa`) replay to the same move list.
    for mut game in random_games() {
        game.undo();
        let moves: String = game.moves().iter().map(|m| m.to_string()).collect();
        let start = position_string(&game.start_board())
            .parse::<Board>()
            .unwrap();
        let back = play_transcript(Game::from_board(start), &moves).unwrap();
        assert_eq!(back.moves(), game.moves(), "{moves}");
    }
}

#[test]
fn a_link_opens_the_game_at_its_current_move() {
    let mut game = replay("f5d6c3d3c4", Color::Black).unwrap();
    game.undo();
    assert_eq!(fragment(&game), "#moves=f5d6c3d3");
    assert_eq!(
        parse_fragment(&fragment(&game)).unwrap().board(),
        game.board()
    );
}

#[test]
fn link_forms() {
    let tiger = replay("f5d6c3d3c4", Color::Black).unwrap();
    assert_eq!(fragment(&tiger), "#moves=f5d6c3d3c4");
    assert_eq!(fragment(&Game::default()), "#moves=");
    let white_first = Game::new(Color::White);
    let white_start = format!("{}O", &START[..64]);
    assert_eq!(fragment(&white_first), format!("#position={white_start}"));
    let white_game = replay("f4", Color::White).unwrap();
    assert_eq!(
        fragment(&white_game),
        format!("#position={white_start}&moves=f4")
    );

    for text in [
        "#moves=f5d6c3d3c4",
        "moves=f5d6c3d3c4",
        "  #moves=f5d6c3d3c4 \n",
        "#MOVES=F5D6C3D3C4",
        "#moves=f5%20d6%20c3%20d3%20c4",
        "#moves=1.+f5+d6+2.+c3+d3+3.+c4",
        "#moves=f5d6c3d3c4&",
        &format!("#position={START}&moves=f5d6c3d3c4"),
        &format!("#moves=f5d6c3d3c4&position={START}"),
        &format!("#position={}%58&moves=f5d6c3d3c4", &START[..64]),
    ] {
        assert_eq!(parse_fragment(text).unwrap(), tiger, "{text:?}");
    }
}

#[test]
fn bad_links_are_refused_with_a_reason() {
    let nothing = "The link holds no game: it should end in #moves=… or #position=….";
    for (text, expected) in [
        ("#", nothing.to_string()),
        ("", nothing.into()),
        ("#&&", nothing.into()),
        (
            "#foo=bar",
            "The link is not understood at “foo=bar”: it should end in #moves=… or #position=…."
                .into(),
        ),
        (
            "#moves",
            "The link is not understood at “moves”: it should end in #moves=… or #position=…."
                .into(),
        ),
        ("#moves=f5&moves=d6", "The link gives moves= twice.".into()),
        (
            "#moves=f5%2",
            "The link is damaged: “%2” is not a valid % escape.".into(),
        ),
        (
            "#moves=f5%zzd6",
            "The link is damaged: “%zz” is not a valid % escape.".into(),
        ),
        (
            "#moves=f5%ff",
            "The link is damaged: “f5%ff” is not a valid % escape.".into(),
        ),
        (
            "#moves=f5d6a1",
            "Move 3 (a1): a1 is not a legal move for Black.".into(),
        ),
        (
            "#position=XO",
            "A position is 64 squares (a1 to h8, row by row) and then X or O for the side to \
             move, 65 characters; this one has 2."
                .into(),
        ),
        (
            &format!("#position={}X", "-".repeat(64)),
            "Neither side has a legal move in this position, so no game can start from it.".into(),
        ),
    ] {
        assert_eq!(
            parse_fragment(text).unwrap_err().to_string(),
            expected,
            "{text:?}"
        );
    }
    // Pasted into "Open game…", a lone fragment is read as a link too.
    assert_eq!(message("#"), nothing);
}

#[test]
fn the_copied_line_carries_a_set_up_start() {
    let tiger = replay("f5d6c3d3c4", Color::Black).unwrap();
    assert_eq!(transcript_line(&tiger), "f5d6c3d3c4");
    let white = replay("f4d3", Color::White).unwrap();
    assert_eq!(transcript_line(&white), format!("{}O f4d3", &START[..64]));
    assert_eq!(
        transcript_line(&Game::new(Color::White)),
        format!("{}O", &START[..64])
    );
    for game in random_games() {
        match transcript_line(&game).as_str() {
            "" => assert_eq!(game, Game::default()),
            line => assert_eq!(parse_game(line).unwrap(), game, "{line}"),
        }
    }
}

#[test]
fn the_downloaded_file_reads_back() {
    let info = GameInfo {
        black: "Alice",
        white: "Computer\n(expert)",
        result: "Black wins 36–28",
        date: "2025-01-31",
        time: None,
    };
    for game in random_games() {
        let text = download_text(&game, &info);
        assert_eq!(parse_game(&text).unwrap(), game, "{text}");
    }
    let game = replay(&TAKIZAWA[..48], Color::Black).unwrap();
    assert_eq!(
        download_text(&game, &info),
        "# Reversi game record\n\
         Black: Alice\n\
         White: Computer (expert)\n\
         Result: Black wins 36–28\n\
         Date: 2025-01-31\n\
         \n\
         1. f5 d6 2. c3 d3 3. c4 f4 4. f6 f3 5. e6 e7 6. d7 c5 7. b6 d8 8. c6 c7 9. d2 b5 10. a5 a6\n\
         11. a7 g5 12. e3 b4\n"
    );
    let set_up = Game::new(Color::White);
    assert_eq!(
        download_text(&set_up, &GameInfo::default()),
        format!(
            "# Reversi game record\nBlack: \nWhite: \nResult: \nDate: \nPosition: {}O\n\n",
            &START[..64]
        )
    );
}

#[test]
fn undo_all_then_redo_all_restores_the_position() {
    for game in random_games() {
        let mut g = game.clone();
        let end = g.board();
        g.undo_all();
        // Back to the start's discs; a set-up start whose side has no move opens with a forced
        // pass, which undo steps over like any other, so the other side is then to move.
        let (now, start) = (g.board(), g.start_board());
        assert_eq!((now.black(), now.white()), (start.black(), start.white()));
        if now != start {
            assert_eq!(game.moves().first(), Some(&Move::Pass), "{start}");
        }
        assert!(!g.can_undo());
        g.redo_all();
        assert_eq!(g.board(), end);
        assert_eq!(g, game);
    }
}

#[test]
fn transcripts_round_trip() {
    for game in random_games() {
        let text = game.transcript();
        let start = || Game::from_board(game.start_board());
        let back = play_transcript(start(), &text).unwrap();
        assert_eq!(back.board(), game.board());
        assert_eq!(back.moves(), game.moves());
        let upper = play_transcript(start(), &text.to_uppercase()).unwrap();
        assert_eq!(upper.board(), game.board());
    }
}

#[test]
fn new_move_after_undo_drops_the_redo_tail() {
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    game.undo();
    assert!(game.can_redo());
    game.play_square("c5".parse::<Square>().unwrap()).unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.transcript(), "f5d6c5");
}

#[test]
fn forced_pass_is_recorded_and_undo_steps_over_it() {
    let game = replay(WITH_PASS, Color::Black).unwrap();
    assert!(game.just_passed(), "{}", game.board());
    assert_eq!(game.moves().last(), Some(&Move::Pass));
    assert_eq!(game.status(), Status::Playing(Color::White));

    // The same game with the pass written out replays identically.
    let explicit = replay(&format!("{WITH_PASS}pa"), Color::Black).unwrap();
    assert_eq!(explicit, game);

    let mut g = game.clone();
    g.undo();
    assert_eq!(g.transcript(), "d3c3b3b2f5a3a1");
    assert_eq!(g.board().side_to_move(), Color::White);
    g.redo();
    assert_eq!(g, game);
}

#[test]
fn voluntary_pass_is_refused() {
    let mut game = Game::new(Color::Black);
    assert_eq!(
        game.play(Move::Pass),
        Err(GameError::IllegalPass { side: Color::Black })
    );
    let err = replay("f5pa", Color::Black).unwrap_err();
    assert_eq!(
        err,
        MoveError {
            number: 2,
            text: "pa".into(),
            problem: MoveProblem::PassRefused(Color::White)
        }
    );
}

#[test]
fn resignation_scores_64_to_0_and_can_be_undone() {
    let mut game = replay("f5d6", Color::Black).unwrap();
    game.resign().unwrap();
    match game.status() {
        Status::Over(o) => {
            assert_eq!((o.black, o.white), (0, 64));
            assert_eq!(o.winner, Some(Color::White));
            assert_eq!(o.ending, Ending::Resigned(Color::Black));
        }
        s => panic!("expected game over, got {s:?}"),
    }
    assert_eq!(
        game.play_square("c3".parse::<Square>().unwrap()),
        Err(GameError::GameOver)
    );
    assert!(game.undo());
    assert_eq!(game.status(), Status::Playing(Color::Black));
}

#[test]
fn agreed_draw_ends_the_game_without_a_winner() {
    let mut game = replay("f5d6c3d3", Color::Black).unwrap();
    game.agree_draw().unwrap();
    let Status::Over(o) = game.status() else {
        panic!("game should be over")
    };
    assert_eq!(o.winner, None);
    assert_eq!(o.ending, Ending::DrawAgreed);
}

#[test]
fn illegal_transcript_move_is_reported_by_index_and_text() {
    let err = replay("f5d6C3a1", Color::Black).unwrap_err();
    assert_eq!((err.number, err.text.as_str()), (4, "a1"));
    assert_eq!(
        err.to_string(),
        "Move 4 (a1): a1 is not a legal move for White."
    );
}

#[test]
fn malformed_input_gives_errors_not_panics() {
    for bad in [
        "f",
        "f5d",
        "z9",
        "f0",
        "f9",
        "i5",
        "ééé",
        "f5 d 6x",
        "5f",
        "\u{0}\u{0}",
        "pp",
    ] {
        assert!(replay(bad, Color::Black).is_err(), "{bad:?} should fail");
    }
    assert_eq!(replay("", Color::Black).unwrap(), Game::new(Color::Black));
    for bad in [
        "",
        "X",
        &"-".repeat(64),
        &format!("{} Z", "-".repeat(64)),
        &format!("{}Q X", "-".repeat(63)),
        &format!("{} X X", "-".repeat(64)),
    ] {
        assert!(bad.parse::<Board>().is_err(), "{bad:?} should fail");
    }
}

#[test]
fn board_strings_round_trip() {
    for game in random_games() {
        let s = board_string(&game.board());
        assert_eq!(s.parse::<Board>().unwrap(), game.board());
        assert_eq!(
            s.replace('X', "*")
                .replace('-', ".")
                .to_lowercase()
                .parse::<Board>()
                .unwrap(),
            game.board()
        );
    }
}

#[test]
fn boards_by_ply_are_the_positions_the_move_list_shows() {
    let mut game = replay(WITH_PASS, Color::Black).unwrap();
    game.undo_all();
    let boards = game.boards_by_ply();
    assert_eq!(boards.len(), 9, "the start and one board per disc");
    for (ply, board) in boards.iter().enumerate() {
        assert_eq!(game.ply(), ply);
        assert_eq!(game.board(), *board, "ply {ply}");
        game.redo();
    }
    // After c1 Black must pass: the 8th board is White's to move again.
    assert_eq!(boards[8].side_to_move(), Color::White);
}
