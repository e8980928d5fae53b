//! Game-record properties: undo/redo, transcripts, endings and malformed input.

use reversi::engine::notation::{board_string, parse_board, replay};
use reversi::engine::record::{MoveError, MoveProblem};
use reversi::engine::{Color, Ending, Game, GameError, Move, Status};

/// The shortest legal game with a forced pass: Black must pass after White's c1
/// (found by a depth-first search with this engine).
const WITH_PASS: &str = "d3c3b3b2f5a3a1c1";

fn random_games() -> Vec<Game> {
    let mut seed = 12345u64;
    let mut games = Vec::new();
    for n in 0..200 {
        let mut game = Game::new(if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        });
        let stop = 10 + n % 50;
        while !game.is_over() && game.cursor() < stop {
            let moves: Vec<_> = game.board().legal_moves().squares().collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            game.play_square(moves[(seed >> 33) as usize % moves.len()])
                .unwrap();
        }
        games.push(game);
    }
    games
}

#[test]
fn undo_all_then_redo_all_restores_the_position() {
    for game in random_games() {
        let mut g = game.clone();
        let end = g.board();
        g.undo_all();
        assert_eq!(g.board(), g.start_board());
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
        let back = replay(&text, game.first()).unwrap();
        assert_eq!(back.board(), game.board());
        assert_eq!(back.moves(), game.moves());
        let upper = replay(&text.to_uppercase(), game.first()).unwrap();
        assert_eq!(upper.board(), game.board());
    }
}

#[test]
fn new_move_after_undo_drops_the_redo_tail() {
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    game.undo();
    assert!(game.can_redo());
    game.play_square(reversi::engine::notation::parse_square("c5").unwrap())
        .unwrap();
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
        game.play_square(reversi::engine::notation::parse_square("c3").unwrap()),
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
        assert!(parse_board(bad).is_err(), "{bad:?} should fail");
    }
}

#[test]
fn board_strings_round_trip() {
    for game in random_games() {
        let s = board_string(&game.board());
        assert_eq!(parse_board(&s).unwrap(), game.board());
        assert_eq!(
            parse_board(&s.replace('X', "*").replace('-', ".").to_lowercase()).unwrap(),
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
