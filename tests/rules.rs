//! Rule checks against known data: the reference examples, perft counts and a solved line.

use reversi::engine::notation::{board_string, replay};
use reversi::engine::perft::perft;
use reversi::engine::{Board, Color, Game, Square, Status};

fn squares(names: &str) -> Vec<Square> {
    let mut v: Vec<Square> = names
        .split_whitespace()
        .map(|n| n.parse::<Square>().unwrap())
        .collect();
    v.sort();
    v
}

fn legal(board: &Board) -> Vec<Square> {
    board.legal_moves().squares().collect()
}

/// Converts a row-column diagram from the 003 reference (`B`, `W`, `.`, `0` = legal mark).
fn diagram(rows: [&str; 8], side: char) -> (Board, Vec<Square>) {
    let mut text = String::new();
    let mut marks = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.split_whitespace().enumerate() {
            text.push(match cell {
                "B" => 'X',
                "W" => 'O',
                "0" => {
                    marks.push(Square::from_coords(c as u8, r as u8).unwrap());
                    '-'
                }
                _ => '-',
            });
        }
    }
    text.push(side);
    marks.sort();
    (text.parse::<Board>().unwrap(), marks)
}

#[test]
fn perft_start_position_to_depth_10() {
    let expected = [
        4u64, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284,
    ];
    let start = Board::start(Color::Black);
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&start, d as u32 + 1), n, "depth {}", d + 1);
    }
}

/// Depth 11 takes a few seconds; `.ci/run` runs it in release with `--ignored`.
#[test]
#[ignore = "slow: depth 11 takes seconds; scripts/test runs it in release"]
fn perft_start_position_depth_11() {
    assert_eq!(perft(&Board::start(Color::Black), 11), 212_258_800);
}

#[test]
fn reference_001_opening_moves() {
    let start = Board::start(Color::Black);
    assert_eq!(legal(&start), squares("c4 d3 e6 f5"));
    let after = start.play("c4".parse::<Square>().unwrap()).unwrap();
    assert_eq!(
        after.disc_at("d4".parse::<Square>().unwrap()),
        Some(Color::Black)
    );
    assert_eq!(after.side_to_move(), Color::White);
    assert_eq!(legal(&after), squares("c3 c5 e3"));
}

#[test]
fn reference_003_first_diagram() {
    let (board, marks) = diagram(
        [
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . . 0 . . .",
            ". . . B W 0 . .",
            ". . 0 W B . . .",
            ". . . 0 . . . .",
            ". . . . . . . .",
            ". . . . . . . .",
        ],
        'X',
    );
    assert_eq!(legal(&board), marks);
    assert_eq!(marks.len(), 4);
}

#[test]
fn reference_003_second_diagram_and_move_4_8() {
    let (board, marks) = diagram(
        [
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . . 0 0 0 .",
            ". . . B W W W 0",
            ". . 0 W B W W 0",
            ". . . 0 . B . .",
            ". . . . . . . .",
            ". . . . . . . .",
        ],
        'X',
    );
    assert_eq!(legal(&board), marks);

    // Row 4, column 8 is h4.
    let after = board.play("h4".parse::<Square>().unwrap()).unwrap();
    let (expected, _) = diagram(
        [
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . B B B B B",
            ". . . W B W B .",
            ". . . . . B . .",
            ". . . . . . . .",
            ". . . . . . . .",
        ],
        'O',
    );
    assert_eq!(after, expected);

    let (_, white_marks) = diagram(
        [
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . 0 . 0 . 0",
            ". . . B B B B B",
            ". . . W B W B 0",
            ". . . . . B . .",
            ". . . . . 0 . .",
            ". . . . . . . .",
        ],
        'O',
    );
    assert_eq!(legal(&after), white_marks);
}

#[test]
fn reference_003_start_is_the_mirror_of_the_standard_start() {
    let (board, _) = diagram(
        [
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . B W . . .",
            ". . . W B . . .",
            ". . . . . . . .",
            ". . . . . . . .",
            ". . . . . . . .",
        ],
        'X',
    );
    assert_ne!(board, Board::start(Color::Black));
    assert_eq!(board.black(), Board::start(Color::Black).white());
}

#[test]
fn reference_001_multi_direction_flips_leave_indirect_discs() {
    // 001 Example 2: White takes a5, flipping b5 only; d5, e5, f5 are not directly outflanked.
    let board = format!(
        "{}{}{}{}{}{}{}{} O",
        "--------",
        "--------",
        "--------",
        "--------",
        "-XOXXXO-",
        "--------",
        "--------",
        "--------"
    )
    .parse::<Board>()
    .unwrap();
    let after = board.play("a5".parse::<Square>().unwrap()).unwrap();
    assert_eq!(
        board_string(&after),
        format!(
            "{}{}{}{}{}{}{}{} X",
            "--------",
            "--------",
            "--------",
            "--------",
            "OOOXXXO-",
            "--------",
            "--------",
            "--------"
        )
    );
}

const TAKIZAWA: &str = "F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8B3H3B2H5B7A3A4A1A2C1H2H1G2B8A8G7H8H7H6";

#[test]
fn perfect_play_line_is_a_32_32_draw_without_passes() {
    let game = replay(TAKIZAWA, Color::Black).unwrap();
    assert_eq!(game.moves().len(), 60);
    assert!(!game.moves().contains(&reversi::engine::Move::Pass));
    match game.status() {
        Status::Over(outcome) => {
            assert_eq!((outcome.black, outcome.white), (32, 32));
            assert_eq!(outcome.winner, None);
        }
        other => panic!("game should be over, got {other:?}"),
    }
}

#[test]
fn white_can_move_first() {
    let game = Game::new(Color::White);
    assert_eq!(game.status(), Status::Playing(Color::White));
    assert_eq!(game.board().legal_moves().count(), 4);
}

#[test]
fn each_side_is_counted_the_discs_it_placed_passes_left_out() {
    use reversi::engine::rng::Rng;
    use reversi::engine::Move;
    let mut rng = Rng::new(11);
    let mut passes = 0;
    for _ in 0..200 {
        let mut game = Game::new(Color::Black);
        let mut placed = [0u32; 2];
        while !game.is_over() {
            let board = game.board();
            let moves = legal(&board);
            placed[usize::from(board.side_to_move() == Color::White)] += 1;
            game.play_square(moves[rng.below(moves.len())]).unwrap();
            assert_eq!(game.discs_placed_by(Color::Black), placed[0]);
            assert_eq!(game.discs_placed_by(Color::White), placed[1]);
        }
        // Forced passes are recorded by the game itself.
        passes += game.played().iter().filter(|m| **m == Move::Pass).count();
    }
    assert!(passes > 0, "the random games include passes");
}

#[test]
fn the_boards_diagram_reads_back_as_the_same_position() {
    // Positions of every kind: the start, each side to move, a pass and a finished game.
    let mut boards = vec![Board::start(Color::Black), Board::start(Color::White)];
    // A perfect game, drawn (the browser tests' DRAW_LINE), position by position.
    let line = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1\
                f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6";
    for plies in 0..=line.len() / 2 {
        let game = replay(&line[..2 * plies], Color::Black).expect("a legal line");
        boards.push(game.board());
    }
    boards.push(
        replay("d3c3b3b2f5a3a1c1", Color::Black)
            .expect("a line with a pass")
            .board(),
    );
    for board in boards {
        let diagram = board.to_string();
        // The eight rows of squares, without the column letters, the row numbers or the count.
        let squares: String = diagram
            .lines()
            .skip(1)
            .take(8)
            .flat_map(|row| row.split_whitespace().skip(1))
            .collect();
        let side = match board.side_to_move() {
            Color::Black => 'X',
            Color::White => 'O',
        };
        let read: Board = format!("{squares}{side}").parse().expect(&diagram);
        assert_eq!(read, board, "{diagram}");
        // Legal moves are marked, and marked apart from the discs.
        assert_eq!(
            squares.matches('+').count(),
            legal(&board).len(),
            "{diagram}"
        );
    }
}
