//! Seeded random play down to a number of empties, for the search tests: the engine's own
//! generator, so that every run searches the same positions.

use reversi::engine::rng::Rng;
use reversi::engine::Board;

/// `b` played on by random moves (drawn from `rng`) until `empties` squares are left, or
/// earlier if the game ends.
pub fn play_on(mut b: Board, rng: &mut Rng, empties: u32) -> Board {
    while b.empties().count() > empties && !b.is_game_over() {
        let moves: Vec<_> = b.legal_moves().squares().collect();
        b = if moves.is_empty() {
            b.pass()
        } else {
            b.play(moves[rng.below(moves.len())]).unwrap()
        };
    }
    b
}
