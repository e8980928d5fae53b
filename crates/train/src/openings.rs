//! Balanced openings for matches: seeded random 8-move lines after f5, each move drawn among
//! those a shallow search scores near the best (so the lines are ones players could reach),
//! kept when a deeper search scores the position near even, each position once (up to the
//! board's symmetries).

use crate::engine::eval::patterns::images;
use crate::engine::notation::replay;
use crate::engine::rng::Rng;
use crate::engine::search::{Budget, Searcher};
use crate::engine::{Board, Color, Move, Square};
use std::collections::{HashMap, HashSet};

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

/// How a balanced list is made: see [`balanced`].
#[derive(Clone, Copy, Debug)]
pub struct Recipe {
    /// How many openings.
    pub count: usize,
    /// Moves in each opening (the first being f5).
    pub plies: usize,
    /// The depth of the search that judges a line.
    pub depth: u32,
    /// A line is kept when that search scores it within this many discs of even.
    pub max_discs: i32,
    /// The seed of the random lines.
    pub seed: u64,
    /// The depth of a cheaper search that screens lines first (0: none): a line it scores
    /// more than [`SCREEN_SLACK`] discs beyond `max_discs` is dropped without the deep search.
    pub screen: u32,
}

/// How far beyond the deep margin a screening search may score a line that still gets judged:
/// shallower values land within a few discs of the deeper ones.
pub const SCREEN_SLACK: i32 = 2;

/// The openings of `recipe`, with their deep values from Black's view; deterministic by its
/// seed, whatever `jobs`.
///
/// `judged` holds the deep values of lines judged before (from Black's view), so that a stopped
/// run resumes without searching them again; `on_judged` hears each new one. Up to `jobs` lines
/// are judged at once, each on its own thread with a searcher of its own, and kept in the order
/// they were drawn, so the list is the one a single thread makes.
pub fn balanced(
    recipe: Recipe,
    jobs: usize,
    judged: &HashMap<String, i32>,
    on_judged: &mut dyn FnMut(&str, i32),
) -> Vec<(String, i32)> {
    let mut lines = Lines::new(recipe);
    let mut out = Vec::new();
    while out.len() < recipe.count {
        let batch: Vec<(String, Board, i32)> = (0..jobs.max(1)).map(|_| lines.draw()).collect();
        let values: Vec<Option<(i32, bool)>> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|(line, board, sign)| {
                    let known = judged.get(line).copied();
                    scope.spawn(move || judge(recipe, board, *sign, known))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a judging thread"))
                .collect()
        });
        for ((line, _, _), value) in batch.into_iter().zip(values) {
            let Some((black, new)) = value else { continue };
            if new {
                on_judged(&line, black);
            }
            if black.abs() <= recipe.max_discs && out.len() < recipe.count {
                out.push((line, black));
            }
        }
    }
    out
}

/// A line's deep value from Black's view and whether it was searched now (`known` holds it from
/// an earlier run), or `None` when the screen drops it. The screen runs on a resumed run too, so
/// that resuming gives the list a whole run gives.
fn judge(recipe: Recipe, board: &Board, sign: i32, known: Option<i32>) -> Option<(i32, bool)> {
    // A fresh searcher for each, so that values do not depend on what was searched before.
    let value = |depth| {
        sign * Searcher::new()
            .search(board, Budget::fixed_depth(depth), &mut |_| {})
            .score
    };
    if recipe.screen > 0 && value(recipe.screen).abs() > recipe.max_discs + SCREEN_SLACK {
        return None;
    }
    Some(match known {
        Some(black) => (black, false),
        None => (value(recipe.depth), true),
    })
}

/// The seeded stream of distinct candidate lines, each with its position and the sign that turns
/// the side to move's values into Black's.
struct Lines {
    recipe: Recipe,
    rng: Rng,
    searcher: Searcher,
    seen: HashSet<(u64, u64)>,
}

impl Lines {
    fn new(recipe: Recipe) -> Lines {
        Lines {
            recipe,
            rng: Rng::new(recipe.seed),
            searcher: Searcher::new(),
            seen: HashSet::new(),
        }
    }

    /// The next line whose position has not been drawn before.
    fn draw(&mut self) -> (String, Board, i32) {
        loop {
            let mut game = replay("f5", Color::Black).expect("f5 is legal");
            while game.played().len() < self.recipe.plies && !game.is_over() {
                let board = game.board();
                let scored: Vec<(Square, i32)> = board
                    .legal_moves()
                    .squares()
                    .map(|sq| {
                        let after = board.play(sq).expect("legal");
                        let budget = Budget::fixed_depth(CHOICE_DEPTH);
                        (sq, -self.searcher.search(&after, budget, &mut |_| {}).score)
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
                game.play(Move::Place(near[self.rng.below(near.len())]))
                    .expect("legal");
            }
            let board = game.board();
            if game.played().len() != self.recipe.plies
                || game.played().contains(&Move::Pass)
                || board.legal_moves().0 == 0
                || !self
                    .seen
                    .insert(canonical(board.player(), board.opponent()))
            {
                continue;
            }
            // From Black's view: Black is to move after an even number of plies.
            let sign = if board.side_to_move() == Color::Black {
                1
            } else {
                -1
            };
            return (game.transcript(), board, sign);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recipe(screen: u32) -> Recipe {
        Recipe {
            count: 3,
            plies: 8,
            depth: 3,
            max_discs: 3,
            seed: 7,
            screen,
        }
    }

    #[test]
    fn openings_are_distinct_balanced_and_reproducible() {
        let a = balanced(recipe(0), 1, &HashMap::new(), &mut |_, _| {});
        assert_eq!(a, balanced(recipe(0), 1, &HashMap::new(), &mut |_, _| {}));
        let mut positions = HashSet::new();
        for (line, score) in &a {
            assert!(score.abs() <= 3);
            assert_eq!(line.len(), 16);
            assert!(line.starts_with("f5"));
            let b = replay(line, Color::Black).unwrap().board();
            assert!(positions.insert(canonical(b.player(), b.opponent())));
        }
    }

    #[test]
    fn judging_on_several_threads_gives_the_list_one_thread_gives() {
        let one = balanced(recipe(1), 1, &HashMap::new(), &mut |_, _| {});
        let mut heard = 0;
        let three = balanced(recipe(1), 3, &HashMap::new(), &mut |_, _| heard += 1);
        assert_eq!(one, three);
        assert!(heard >= one.len());
    }

    #[test]
    fn a_resumed_run_searches_nothing_again_and_gives_the_same_openings() {
        let mut judged = HashMap::new();
        let whole = balanced(recipe(0), 1, &HashMap::new(), &mut |line, v| {
            judged.insert(line.to_string(), v);
        });
        // A run stopped after its first judgement resumes from it.
        let first: HashMap<String, i32> = judged
            .iter()
            .take(1)
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        let mut searched = Vec::new();
        let resumed = balanced(recipe(0), 1, &first, &mut |line, _| {
            searched.push(line.to_string())
        });
        assert_eq!(whole, resumed);
        assert_eq!(searched.len(), judged.len() - 1);
        assert!(searched.iter().all(|line| !first.contains_key(line)));
    }

    #[test]
    fn screening_drops_only_lines_the_shallow_search_finds_far_from_even() {
        let mut judged = Vec::new();
        let screened = balanced(recipe(1), 1, &HashMap::new(), &mut |line, _| {
            judged.push(line.to_string())
        });
        let mut all = Vec::new();
        balanced(recipe(0), 1, &HashMap::new(), &mut |line, _| {
            all.push(line.to_string())
        });
        assert!(judged.len() < all.len(), "the screen dropped nothing");
        // Every line screened out was far from even at depth 1.
        for line in all.iter().filter(|l| !judged.contains(l)) {
            let b = replay(line, Color::Black).unwrap().board();
            let sign = if b.side_to_move() == Color::Black {
                1
            } else {
                -1
            };
            let v = sign
                * Searcher::new()
                    .search(&b, Budget::fixed_depth(1), &mut |_| {})
                    .score;
            assert!(v.abs() > 3 + SCREEN_SLACK, "{line} {v}");
        }
        assert!(screened.iter().all(|(_, v)| v.abs() <= 3));
    }
}
