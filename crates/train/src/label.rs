//! Labels positions with the value of a midgame search, for the positions too far from the
//! end for the exact solver.
//!
//! Positions are taken game by game with the tables cleared at each game's start: the search
//! of one position fills the table for the next one of the same game, and the labels depend
//! only on the game's positions, so a run can be split by games and resumed.

use super::samples::{self, Sample, UNLABELLED};
use crate::engine::eval::SCALE;
use crate::engine::masks::final_score;
use crate::engine::movegen::legal_moves;
use crate::engine::search::context::{Context, Limits};
use crate::engine::search::root::RootMoves;
use crate::engine::search::TABLE_BITS;
use std::io::Write;

/// Which positions to label and how deep to search them.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Search depth in plies.
    pub depth: u32,
    /// Label the positions with this many empties or more...
    pub min_empties: u32,
    /// ...and this many or fewer.
    pub max_empties: u32,
    /// Label with the mean of the last two depths (`depth - 1` and `depth`) rather than the
    /// last alone: a search's value swings with the parity of its depth (the side that moves
    /// last gains), and the mean cancels that swing instead of teaching it to the evaluation.
    pub pair: bool,
    /// Multi-ProbCut's threshold in hundredths of a standard deviation (0: none): a selective
    /// search reaches a given depth at a fraction of the cost, for nearly the same value.
    pub probcut: u32,
}

/// The value of `p` to move against `o`, in hundredths of a disc, by an iterative-deepening
/// search `depth` plies deep (with `pair`, the mean of its last two depths).
pub fn search_value(ctx: &mut Context, p: u64, o: u64, depth: u32, pair: bool) -> i32 {
    let mut root = RootMoves::new(p, o);
    if root.is_empty() {
        if legal_moves(o, p) == 0 {
            return final_score(p, o) * SCALE;
        }
        return -search_value(ctx, o, p, depth, pair);
    }
    let mut scores = [0; 2];
    let last = ctx.iterate(p, o, &mut root, depth, u64::MAX, &mut |it, _| {
        scores = [scores[1], it.score];
    });
    // A search that reached the last empty square has no parity to cancel.
    let to_the_end = (!(p | o)).count_ones();
    match last {
        Some(it) if pair && it.depth >= 2 && it.depth < to_the_end => (scores[0] + scores[1]) / 2,
        Some(it) => it.score,
        None => 0,
    }
}

/// Labels the unlabelled positions of `input` within the configured empties, from game
/// `from_game` on, appending each game's labelled samples to `out` as it is done; calls
/// `progress` with each game's number and the samples written so far.
pub fn label(
    input: &[Sample],
    cfg: &Config,
    from_game: u32,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(u32, usize),
) -> std::io::Result<usize> {
    let mut ctx = Context::new(TABLE_BITS);
    let mut total = 0;
    let todo = input.iter().filter(|s| {
        s.game >= from_game
            && s.depth == UNLABELLED
            && (cfg.min_empties..=cfg.max_empties).contains(&s.empties())
    });
    let mut game: Vec<Sample> = Vec::new();
    let mut flush = |game: &mut Vec<Sample>, out: &mut dyn Write| -> std::io::Result<()> {
        if let Some(first) = game.first() {
            samples::write(out, game)?;
            out.flush()?;
            total += game.len();
            progress(first.game, total);
            game.clear();
        }
        Ok(())
    };
    for s in todo {
        if game.first().is_some_and(|g| g.game != s.game) {
            flush(&mut game, out)?;
        }
        if game.is_empty() {
            ctx.start(Limits::none(), cfg.probcut as f32 / 100.0);
        }
        let v = search_value(&mut ctx, s.p, s.o, cfg.depth, cfg.pair);
        game.push(Sample {
            score: v as i16,
            depth: cfg.depth as u8,
            ..*s
        });
    }
    flush(&mut game, out)?;
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::Board;
    use crate::engine::color::Color;
    use crate::engine::search::{Budget, Searcher};

    #[test]
    fn labels_are_the_search_value_and_only_in_range() {
        // One position per game: the tables start empty for each, as in a fresh search.
        let input: Vec<Sample> = crate::engine::random_play::positions(11, 40, 3)
            .into_iter()
            .filter(|&(p, o)| legal_moves(p, o) != 0)
            .enumerate()
            .map(|(i, (p, o))| Sample {
                p,
                o,
                score: 0,
                depth: UNLABELLED,
                result: 0,
                game: i as u32,
            })
            .collect();
        let expected: Vec<&Sample> = input
            .iter()
            .filter(|s| s.game >= 8 && (20..=50).contains(&s.empties()))
            .collect();
        // A plain search, then a selective one deep enough for Multi-ProbCut to cut.
        let mut selective_differs = false;
        for (depth, probcut) in [(3, 0), (6, 100)] {
            let cfg = Config {
                depth,
                min_empties: 20,
                max_empties: 50,
                pair: false,
                probcut,
            };
            let mut out = Vec::new();
            label(&input, &cfg, 8, &mut out, &mut |_, _| {}).unwrap();
            let labelled = samples::read_all(&mut out.as_slice()).unwrap();
            assert_eq!(labelled.len(), expected.len());
            assert!(!labelled.is_empty());
            let mut searcher = Searcher::new();
            let budget = Budget {
                probcut,
                ..Budget::fixed_depth(depth)
            };
            for (s, e) in labelled.iter().zip(&expected) {
                assert_eq!((s.p, s.o, s.game, s.depth), (e.p, e.o, e.game, depth as u8));
                let board = Board::from_colors(s.p, s.o, Color::Black).unwrap();
                let discs = searcher.search(&board, budget, &mut |_| {}).score;
                assert_eq!((f64::from(s.score) / 100.0).round() as i32, discs);
                if probcut > 0 {
                    let full = searcher.search(&board, Budget::fixed_depth(depth), &mut |_| {});
                    selective_differs |= full.score != discs;
                }
            }
        }
        // Otherwise the labels could have come from the plain search.
        assert!(
            selective_differs,
            "the selective search should change some label"
        );
    }

    #[test]
    fn a_paired_label_is_the_mean_of_the_last_two_depths() {
        let mut swings = 0;
        for (p, o) in crate::engine::random_play::positions(5, 30, 20) {
            if legal_moves(p, o) == 0 || (p | o).count_zeros() <= 6 {
                continue;
            }
            let fresh = |depth, pair| search_value(&mut Context::new(12), p, o, depth, pair);
            let (five, six) = (fresh(5, false), fresh(6, false));
            assert_eq!(fresh(6, true), (five + six) / 2);
            swings += usize::from(five != six);
        }
        assert!(swings > 0, "the two depths should disagree somewhere");
    }
}
