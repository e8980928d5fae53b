//! Balanced openings for matches: seeded random 8-move lines after f5, each move drawn among
//! those a shallow search scores near the best (so the lines are ones players could reach),
//! kept when a deeper search scores the position near even, each position once (up to the
//! board's symmetries).

use crate::engine::eval::patterns::images;
use crate::engine::notation::replay;
use crate::engine::rng::Rng;
use crate::engine::search::{Budget, Searcher};
use crate::engine::{Color, Move, Square};
use std::collections::HashSet;

/// Depth of the search that scores each candidate move of a line.
const CHOICE_DEPTH: u32 = 4;

/// Moves within this many discs of the best are drawn among.
const CHOICE_MARGIN: i32 = 3;

/// The smallest of the 8 symmetric images of a position, so that symmetric positions compare equal.
fn canonical(p: u64, o: u64) -> (u64, u64) {
    images(p)
        .into_iter()
        .zip(images(o))
        .min()
        .expect("8 images")
}

/// `count` openings of `plies` moves (the first being f5) whose `depth`-ply search value is
/// within `max_discs` of even, with those values; deterministic by `seed`.
pub fn balanced(
    count: usize,
    plies: usize,
    depth: u32,
    max_discs: i32,
    seed: u64,
) -> Vec<(String, i32)> {
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = replay("f5", Color::Black).expect("f5 is legal");
        while game.played().len() < plies && !game.is_over() {
            let board = game.board();
            let scored: Vec<(Square, i32)> = board
                .legal_moves()
                .squares()
                .map(|sq| {
                    let after = board.play(sq).expect("legal");
                    let v = searcher.search(
                        &after,
                        Budget::fixed_depth(CHOICE_DEPTH),
                        None,
                        &mut |_| {},
                    );
                    (sq, -v.score)
                })
                .collect();
            let Some(best) = scored.iter().map(|m| m.1).max() else {
                break;
            };
            let near: Vec<Square> = scored
                .iter()
                .filter(|m| m.1 >= best - CHOICE_MARGIN)
                .map(|m| m.0)
                .collect();
            game.play(Move::Place(near[rng.below(near.len())]))
                .expect("legal");
        }
        let board = game.board();
        if game.played().len() != plies
            || game.played().contains(&Move::Pass)
            || board.legal_moves().0 == 0
        {
            continue;
        }
        if !seen.insert(canonical(board.player(), board.opponent())) {
            continue;
        }
        let score = searcher
            .search(&board, Budget::fixed_depth(depth), None, &mut |_| {})
            .score;
        // From Black's view: Black is to move after an even number of plies.
        let black = if board.side_to_move() == Color::Black {
            score
        } else {
            -score
        };
        if black.abs() <= max_discs {
            out.push((game.transcript(), black));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_distinct_balanced_and_reproducible() {
        let a = balanced(3, 8, 2, 3, 7);
        assert_eq!(a, balanced(3, 8, 2, 3, 7));
        let mut positions = HashSet::new();
        for (line, score) in &a {
            assert!(score.abs() <= 3);
            assert_eq!(line.len(), 16);
            assert!(line.starts_with("f5"));
            let b = replay(line, Color::Black).unwrap().board();
            assert!(positions.insert(canonical(b.player(), b.opponent())));
        }
    }
}
