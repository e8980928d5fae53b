//! Self-play games for training: a random opening, then a shallow search that picks at random
//! among its near-best moves (and now and then a random move), so that positions vary; from
//! `exact` empties on, the exact solver labels every position, playing a perfect move or, now
//! and then, a random one (its value is solved again).
//!
//! Each game depends only on the seed and its number (its tables start empty), so a run can
//! be split across processes by game ranges and resumed after an interruption.

use super::samples::{self, Sample, EXACT, UNLABELLED};
use crate::engine::eval::SCALE;
use crate::engine::masks::{child, final_score, START_BLACK, START_WHITE};
use crate::engine::movegen::{flips, legal_moves};
use crate::engine::random_play::random_square;
use crate::engine::rng::Rng;
use crate::engine::search::context::{Context, Limits};
use crate::engine::search::midgame::INF;
use crate::engine::search::probcut;
use crate::engine::search::root::RootMoves;
use crate::engine::search::TABLE_BITS;
use std::io::Write;

/// How the games are played.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Games to play.
    pub games: u32,
    /// Number of the first game; game `i` draws its randomness from `seed` and `i`.
    pub first: u32,
    /// Seed of the whole run.
    pub seed: u64,
    /// Random plies at the start: from `opening.0` to `opening.1`.
    pub opening: (u32, u32),
    /// Depth of the search that scores the moves.
    pub depth: u32,
    /// Moves within this many discs of the best are chosen among at random.
    pub margin: i32,
    /// Percent of moves before the exact part played at random.
    pub random_percent: u32,
    /// With this many empties or fewer, every position is labelled exactly.
    pub exact: u32,
    /// Every `deep_exact.1`-th game is labelled exactly from `deep_exact.0` empties instead
    /// (each empty more costs about twice the time, so only some games go that deep).
    pub deep_exact: (u32, u32),
    /// Percent of positions before the exact part that also give a sibling: the position
    /// after a random move instead of the move played (it stays unlabelled, like them).
    pub sibling_percent: u32,
    /// Percent of moves in the exact part played at random rather than perfectly.
    pub deviate_percent: u32,
}

/// Positions with more empties than this are not recorded: the first plies reach few
/// distinct positions.
const MAX_EMPTIES: u32 = 56;

/// Depth of the midgame search whose value centres the exact solve's first window.
const GUESS_DEPTH: u32 = 6;

/// The position after `p` plays `sq`, from the opponent's view.
pub(super) fn play(p: u64, o: u64, sq: u32) -> (u64, u64) {
    child(p, o, sq as u8, flips(p, o, sq))
}

/// The squares of `moves` in a random order.
fn shuffled(rng: &mut Rng, moves: u64) -> Vec<u32> {
    let mut squares: Vec<u32> = (0..64).filter(|&sq| moves & (1 << sq) != 0).collect();
    for i in (1..squares.len()).rev() {
        squares.swap(i, rng.below(i + 1));
    }
    squares
}

/// A move among those a `depth`-ply search scores within `margin` discs of the best.
pub(super) fn near_best_move(
    ctx: &mut Context,
    rng: &mut Rng,
    p: u64,
    o: u64,
    cfg: &Config,
) -> u32 {
    let scored: Vec<(u32, i32)> = shuffled(rng, legal_moves(p, o))
        .into_iter()
        .map(|sq| {
            let (cp, co) = play(p, o, sq);
            (sq, -ctx.midgame(cp, co, cfg.depth - 1, -INF, INF, false))
        })
        .collect();
    let best = scored.iter().map(|m| m.1).max().unwrap_or(-INF);
    let near: Vec<u32> = scored
        .iter()
        .filter(|m| m.1 >= best - cfg.margin * SCALE)
        .map(|m| m.0)
        .collect();
    near[rng.below(near.len())]
}

/// The exact score of `p` to move, solved with windows around a shallow search's guess.
fn exact_score(ctx: &mut Context, p: u64, o: u64) -> i32 {
    let mut root = RootMoves::new(p, o);
    let guess = ctx
        .iterate(p, o, &mut root, GUESS_DEPTH, u64::MAX, &mut |_, _| {})
        .map_or(0, |it| it.score / SCALE);
    ctx.solve_root(p, o, &mut root, guess)
        .expect("an unlimited solve ends")
        .discs()
}

/// A move keeping the exact score `score` (which `p` to move is known to have), the moves
/// being tried in a random order.
fn perfect_move(ctx: &mut Context, rng: &mut Rng, p: u64, o: u64, score: i32) -> u32 {
    for sq in shuffled(rng, legal_moves(p, o)) {
        let (cp, co) = play(p, o, sq);
        if -ctx.solve(cp, co, -score - 1, -score + 1, false) == score {
            return sq;
        }
    }
    unreachable!("some move keeps a position's exact score")
}

/// Plays game `index`; returns every position reached with a move to play (from
/// [`MAX_EMPTIES`] empties on), those in the exact part labelled with their exact score, the
/// others unlabelled with the game's result, then the siblings (unlabelled with the result of
/// the game they branched from, a poor guess at theirs).
pub fn play_game(ctx: &mut Context, cfg: &Config, index: u32) -> Vec<Sample> {
    ctx.start(Limits::none(), probcut::OFF);
    let mut rng = Rng::new(cfg.seed ^ u64::from(index).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let (low, high) = cfg.opening;
    let opening = low + rng.below((high.max(low) - low + 1) as usize) as u32;
    let exact_from = if cfg.deep_exact.1 > 0 && index.is_multiple_of(cfg.deep_exact.1) {
        cfg.deep_exact.0.max(cfg.exact)
    } else {
        cfg.exact
    };
    // Siblings: positions off the game's line, each with whether Black is to move.
    let mut siblings: Vec<(u64, u64, bool)> = Vec::new();
    let (mut p, mut o) = (START_BLACK, START_WHITE);
    // Positions with their label, and whether Black is to move in them.
    let mut seen: Vec<(u64, u64, Option<i32>, bool)> = Vec::new();
    let mut black = true;
    let mut ply = 0;
    // The exact score of the position to move, once known.
    let mut exact: Option<i32> = None;
    loop {
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                break;
            }
            (p, o) = (o, p);
            black = !black;
            exact = exact.map(|s| -s);
            continue;
        }
        let empties = (!(p | o)).count_ones();
        let sq = if empties <= exact_from {
            let score = *exact.get_or_insert_with(|| exact_score(ctx, p, o));
            seen.push((p, o, Some(score), black));
            if rng.below(100) < cfg.deviate_percent as usize {
                exact = None;
                random_square(&mut rng, moves)
            } else {
                exact = Some(-score);
                perfect_move(ctx, &mut rng, p, o, score)
            }
        } else {
            if empties <= MAX_EMPTIES {
                seen.push((p, o, None, black));
                if rng.below(100) < cfg.sibling_percent as usize {
                    let (sp, so) = play(p, o, random_square(&mut rng, moves));
                    siblings.push((sp, so, !black));
                }
            }
            if ply < opening || rng.below(100) < cfg.random_percent as usize {
                random_square(&mut rng, moves)
            } else {
                near_best_move(ctx, &mut rng, p, o, cfg)
            }
        };
        (p, o) = play(p, o, sq);
        black = !black;
        ply += 1;
    }
    let end = final_score(p, o);
    let black_result = if black { end } else { -end };
    let sample = |p, o, label: Option<i32>, result: i32| Sample {
        p,
        o,
        score: (label.unwrap_or(result) * SCALE) as i16,
        depth: if label.is_some() { EXACT } else { UNLABELLED },
        result: result as i8,
        game: index,
    };
    let own = |b: bool| if b { black_result } else { -black_result };
    let line = seen
        .into_iter()
        .map(|(p, o, label, b)| sample(p, o, label, own(b)));
    line.chain(
        siblings
            .into_iter()
            .map(|(p, o, b)| sample(p, o, None, own(b))),
    )
    .collect()
}

/// Plays games `first..first + games`, appending each game's samples to `out` as it ends (so
/// an interrupted run keeps every finished game); calls `progress` with each game's number
/// and the samples written so far.
pub fn generate(
    cfg: &Config,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(u32, usize),
) -> std::io::Result<usize> {
    let mut ctx = Context::new(TABLE_BITS);
    let mut total = 0;
    for i in cfg.first..cfg.first + cfg.games {
        let game = play_game(&mut ctx, cfg, i);
        samples::write(out, &game)?;
        out.flush()?;
        total += game.len();
        progress(i, total);
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> Config {
        Config {
            games: 2,
            first: 5,
            seed: 9,
            opening: (2, 8),
            depth: 2,
            margin: 2,
            random_percent: 10,
            exact: 8,
            deep_exact: (9, 2),
            sibling_percent: 50,
            deviate_percent: 20,
        }
    }

    /// Plain minimax of the final disc difference.
    fn brute_force(p: u64, o: u64, passed: bool) -> i32 {
        let moves = legal_moves(p, o);
        if moves == 0 {
            return if passed {
                final_score(p, o)
            } else {
                -brute_force(o, p, true)
            };
        }
        (0..64)
            .filter(|&sq| moves & (1 << sq) != 0)
            .map(|sq| {
                let (cp, co) = play(p, o, sq);
                -brute_force(cp, co, false)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn games_are_reproducible_and_exact_labels_are_exact() {
        let cfg = config();
        let mut ctx = Context::new(12);
        for (index, exact_from) in [(5, 8), (6, 9)] {
            let game = play_game(&mut ctx, &cfg, index);
            assert_eq!(game, play_game(&mut Context::new(14), &cfg, index));
            let exact: Vec<&Sample> = game.iter().filter(|s| s.depth == EXACT).collect();
            assert!(exact.len() >= 7, "the last empties are labelled exactly");
            assert!(exact.iter().any(|s| s.empties() == exact_from));
            for s in &exact {
                assert!(s.empties() <= exact_from);
                assert_eq!(i32::from(s.score), brute_force(s.p, s.o, false) * SCALE);
            }
            let rest: Vec<&Sample> = game.iter().filter(|s| s.depth != EXACT).collect();
            assert!(rest.len() > 30, "positions before the exact part");
            for s in rest {
                assert!((exact_from..=MAX_EMPTIES).contains(&s.empties()));
                assert_eq!(i32::from(s.score), i32::from(s.result) * SCALE);
                assert_eq!(s.game, index);
            }
        }
        assert_ne!(play_game(&mut ctx, &cfg, 5), play_game(&mut ctx, &cfg, 7));
    }
}
