//! Seeded random games for the record tests, drawn with the engine's own generator so that
//! every run plays the same games.

use reversi::engine::rng::Rng;
use reversi::engine::{Board, Color, Game};

/// `count` random games drawn from `seed`: a third from the start with Black first, a third with White first and a
/// third from a set-up position (the board of the game before, either side to move), each
/// stopped at a random ply below 70 or at its end.
pub fn seeded_games(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut games: Vec<Game> = Vec::new();
    for n in 0..count {
        let mut game = match n % 3 {
            0 => Game::new(Color::Black),
            1 => Game::new(Color::White),
            _ => {
                let board = games
                    .last()
                    .map_or(Board::start(Color::Black), |g| g.board());
                let side = if rng.below(2) == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let board = Board::from_colors(board.black().0, board.white().0, side)
                    .expect("discs of one board");
                if board.is_game_over() {
                    continue;
                }
                Game::from_board(board)
            }
        };
        let stop = rng.below(70);
        while !game.is_over() && game.cursor() < stop {
            let moves: Vec<_> = game.board().legal_moves().squares().collect();
            game.play_square(moves[rng.below(moves.len())])
                .expect("a legal move");
        }
        games.push(game);
    }
    games
}
