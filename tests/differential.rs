//! The bitboard generator checked against a naive 8-direction array scan, over seeded random games.

use reversi::engine::{Board, Color, Game, Move, Square, Status};

/// The naive board: 64 cells, scanned one direction at a time.
fn naive_flips(cells: &[Option<Color>; 64], side: Color, sq: usize) -> Vec<usize> {
    if cells[sq].is_some() {
        return Vec::new();
    }
    let (r0, c0) = ((sq / 8) as i32, (sq % 8) as i32);
    let mut all = Vec::new();
    for dr in -1..=1 {
        for dc in -1..=1 {
            if dr == 0 && dc == 0 {
                continue;
            }
            let mut run = Vec::new();
            let (mut r, mut c) = (r0 + dr, c0 + dc);
            while (0..8).contains(&r) && (0..8).contains(&c) {
                let i = (r * 8 + c) as usize;
                match cells[i] {
                    Some(col) if col == side.opponent() => run.push(i),
                    Some(_) => {
                        all.append(&mut run);
                        break;
                    }
                    None => break,
                }
                r += dr;
                c += dc;
            }
        }
    }
    all.sort();
    all
}

fn cells_of(board: &Board) -> [Option<Color>; 64] {
    let mut cells = [None; 64];
    for sq in Square::all() {
        cells[sq.index() as usize] = board.disc_at(sq);
    }
    cells
}

/// A small deterministic generator (xorshift64*), so failures replay exactly.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[test]
fn bitboard_rules_match_naive_scan_over_100k_positions() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut positions, mut passes, mut endings) = (0u32, 0u32, 0u32);
    while positions < 100_000 {
        let first = if rng.next().is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        };
        let mut game = Game::new(first);
        loop {
            let board = game.board();
            let cells = cells_of(&board);
            let side = board.side_to_move();
            positions += 1;

            let naive_moves: Vec<usize> = (0..64)
                .filter(|&i| !naive_flips(&cells, side, i).is_empty())
                .collect();
            let fast_moves: Vec<usize> = board
                .legal_moves()
                .squares()
                .map(|s| s.index() as usize)
                .collect();
            assert_eq!(fast_moves, naive_moves, "moves differ on {board}");

            for &i in &naive_moves {
                let sq = Square::new(i as u8).unwrap();
                let fast: Vec<usize> = board
                    .flips(sq)
                    .squares()
                    .map(|s| s.index() as usize)
                    .collect();
                assert_eq!(fast, naive_flips(&cells, side, i), "flips differ at {sq}");
            }

            if let Status::Over(outcome) = game.status() {
                endings += 1;
                assert_eq!(outcome.black + outcome.white, 64 - board.empties().count());
                break;
            }
            let pick = naive_moves[(rng.next() % naive_moves.len() as u64) as usize];
            game.play(Move::Place(Square::new(pick as u8).unwrap()))
                .unwrap();
            if game.just_passed() {
                passes += 1;
                let passed = game.board();
                let opp_moves = (0..64)
                    .filter(|&i| {
                        !naive_flips(&cells_of(&passed), passed.side_to_move().opponent(), i)
                            .is_empty()
                    })
                    .count();
                assert_eq!(opp_moves, 0, "a pass was recorded although a move existed");
            }
        }
    }
    assert!(passes > 100, "random play should meet passes, saw {passes}");
    assert!(
        endings > 1000,
        "random play should finish games, saw {endings}"
    );
}
