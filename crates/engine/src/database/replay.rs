//! A WTHOR move list replayed by our rules. The records hold no passes: when the side to move
//! has no legal move the other side plays, so each step makes a forced pass at once and the
//! board always shows the side whose move comes next.

use crate::{Board, Color, Game, Square};

/// The position every WTHOR game starts from: the standard start, Black to move.
pub fn start() -> Board {
    Board::start(Color::Black)
}

/// The position after the side to move plays `sq`, a forced pass made; `None` if illegal.
pub fn step(board: &Board, sq: Square) -> Option<Board> {
    let next = board.play(sq)?;
    Some(if next.must_pass() { next.pass() } else { next })
}

/// `moves` from the standard start as a game, forced passes recorded, to replay a record on the
/// board; `None` if a move is illegal.
pub fn game_of(moves: &[Square]) -> Option<Game> {
    let mut game = Game::new(Color::Black);
    for &sq in moves {
        game.play_square(sq).ok()?;
    }
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Move;

    fn squares(line: &str) -> Vec<Square> {
        line.as_bytes()
            .chunks(2)
            .map(|c| std::str::from_utf8(c).unwrap().parse().unwrap())
            .collect()
    }

    #[test]
    fn a_record_replays_as_a_game_with_its_moves_and_forced_passes() {
        let moves = squares("f5d6c3d3c4");
        let game = game_of(&moves).unwrap();
        let placed: Vec<Square> = game
            .moves()
            .iter()
            .filter_map(|m| match *m {
                Move::Place(sq) => Some(sq),
                Move::Pass => None,
            })
            .collect();
        assert_eq!(placed, moves);
        let mut board = start();
        for &sq in &moves {
            board = step(&board, sq).unwrap();
        }
        assert_eq!(game.board(), board);
    }

    #[test]
    fn an_illegal_record_is_no_game() {
        assert!(game_of(&squares("f5f5")).is_none());
    }
}
