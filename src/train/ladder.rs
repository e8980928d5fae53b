//! Matches between levels from a fixed set of balanced openings, each played with colours
//! swapped, to prove that every level beats the one below.

use crate::engine::notation::replay;
use crate::engine::search::{Budget, Level, Searcher};
use crate::engine::{Color, Move};

/// Opening lines (a few plies each) that a depth-8 search scores within about 3 discs of even.
pub const OPENINGS: [&str; 12] = [
    "f5d6c3d3c4f4f6f3",
    "f5d6c5f4e3c6d3f6",
    "f5f6e6f4e3c5c4d3",
    "f5d6c3d3c4f4c5b3",
    "f5f4e3f6e6",
    "f5d6c4d3c3f4",
    "f5f6e6f4g5d6",
    "f5d6c5f4d3e3",
    "f5f6e6f4e3d6",
    "f5d6c3d3c4f4f6g5",
    "f5f6e6d6",
    "f5d6c5b4c3f4",
];

/// The tally of a match, from the stronger side's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// Sum of the final disc differences.
    pub disc_sum: i32,
}

impl MatchResult {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, as a percentage of the games.
    pub fn score_percent(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) * 100.0 / self.games().max(1) as f64
    }
}

/// A level's budget with its node count scaled (for quicker benchmark matches).
pub fn scaled(level: Level, scale: f64) -> Budget {
    let mut b = level.budget();
    if b.nodes != u64::MAX {
        b.nodes = ((b.nodes as f64 * scale) as u64).max(1000);
    }
    b
}

/// Plays one game from `opening`, Black using `black` and White `white`; returns Black's
/// final disc difference (empties to the winner).
pub fn play_game(
    searcher: &mut Searcher,
    opening: &str,
    black: Budget,
    white: Budget,
    seed: u64,
) -> i32 {
    let mut game = replay(opening, Color::Black).expect("openings are legal");
    let mut ply = 0u64;
    while !game.is_over() {
        let board = game.board();
        let budget = if board.side_to_move() == Color::Black {
            black
        } else {
            white
        };
        let r = searcher.search(&board, budget, Some(seed.wrapping_add(ply)), &mut |_| {});
        let mv = if board.legal_moves().is_empty() {
            Move::Pass
        } else {
            r.best
        };
        game.play(mv).expect("the searcher returns legal moves");
        ply += 1;
    }
    let b = game.board();
    let (black_discs, white_discs) = (b.count(Color::Black) as i32, b.count(Color::White) as i32);
    let empties = 64 - black_discs - white_discs;
    match (black_discs - white_discs).signum() {
        1 => black_discs - white_discs + empties,
        -1 => black_discs - white_discs - empties,
        _ => 0,
    }
}

/// Plays every opening twice (colours swapped) between `strong` and `weak`.
pub fn play_match(
    searcher: &mut Searcher,
    strong: Level,
    weak: Level,
    openings: &[&str],
    scale: f64,
) -> MatchResult {
    let (s, w) = (scaled(strong, scale), scaled(weak, scale));
    let mut r = MatchResult::default();
    for (i, opening) in openings.iter().enumerate() {
        for strong_is_black in [true, false] {
            let seed = (i as u64) << 32 | u64::from(strong_is_black);
            let diff = if strong_is_black {
                play_game(searcher, opening, s, w, seed)
            } else {
                -play_game(searcher, opening, w, s, seed)
            };
            match diff.signum() {
                1 => r.wins += 1,
                -1 => r.losses += 1,
                _ => r.draws += 1,
            }
            r.disc_sum += diff;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Color;

    #[test]
    fn ladder_openings_are_legal_and_distinct() {
        let mut seen = std::collections::HashSet::new();
        for opening in OPENINGS {
            let game = replay(opening, Color::Black).expect(opening);
            assert!(!game.is_over());
            assert!(
                seen.insert(opening.to_ascii_lowercase()),
                "{opening} repeated"
            );
        }
    }
}
