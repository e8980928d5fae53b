//! More training positions from the games already played: every legal child of their
//! positions.
//!
//! The search compares the children of the positions it meets, so the children of real game
//! positions are the very positions whose order the evaluation must get right; they multiply
//! the data about tenfold at no cost of play, and each gets its own label by search later.

use super::samples::{Sample, UNLABELLED};
use crate::engine::masks::child;
use crate::engine::movegen::{flips, legal_moves};
use std::collections::HashSet;

/// The unlabelled children of the positions of `input` with `min..=max` empties, game by
/// game: each child once per game, none that is already one of the game's positions.
pub fn children(input: &[Sample], (min, max): (u32, u32)) -> Vec<Sample> {
    let mut out = Vec::new();
    for game in input.chunk_by(|a, b| a.game == b.game) {
        let mut seen: HashSet<(u64, u64)> = game.iter().map(|s| (s.p, s.o)).collect();
        for s in game.iter().filter(|s| (min..=max).contains(&s.empties())) {
            let mut moves = legal_moves(s.p, s.o);
            while moves != 0 {
                let sq = moves.trailing_zeros();
                moves &= moves - 1;
                let (p, o) = child(s.p, s.o, sq as u8, flips(s.p, s.o, sq));
                if seen.insert((p, o)) {
                    out.push(Sample {
                        p,
                        o,
                        score: 0,
                        depth: UNLABELLED,
                        result: s.result.saturating_neg(),
                        game: s.game,
                    });
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::masks::{START_BLACK, START_WHITE};

    fn sample(p: u64, o: u64, game: u32) -> Sample {
        Sample {
            p,
            o,
            score: 0,
            depth: UNLABELLED,
            result: 6,
            game,
        }
    }

    #[test]
    fn every_child_once_per_game_seen_from_its_side_to_move() {
        let (p, o) = (START_BLACK, START_WHITE);
        let kids = children(&[sample(p, o, 7)], (0, 60));
        assert_eq!(kids.len(), 4);
        for k in &kids {
            // Black moved: the child's side to move (White) still has its two discs.
            assert_eq!((k.p.count_ones(), k.o.count_ones()), (1, 4));
            assert_eq!((k.game, k.result, k.depth), (7, -6, UNLABELLED));
            assert_ne!(legal_moves(k.p, k.o), 0);
        }
        // The same position twice in a game gives its children once; in another game, again.
        let twice = children(
            &[sample(p, o, 1), sample(p, o, 1), sample(p, o, 2)],
            (0, 60),
        );
        assert_eq!(twice.len(), 8);
        // A child that is itself one of the game's positions is not repeated.
        let first = kids[0];
        let with_child = children(&[sample(p, o, 7), first], (60, 60));
        assert_eq!(with_child.len(), 3);
        // Out of range: nothing.
        assert!(children(&[sample(p, o, 7)], (0, 59)).is_empty());
    }
}
