//! Self-play games for training: a random opening, a shallow search with occasional random
//! moves (so positions vary), then perfect play by the exact solver to the end.

use super::samples::{self, Sample};
use crate::engine::masks::{child, final_score};
use crate::engine::movegen::{flips, legal_moves};
use crate::engine::random_play::random_square;
use crate::engine::rng::Rng;
use crate::engine::search::context::Context;
use crate::engine::search::midgame::INF;
use crate::engine::search::TABLE_BITS;
use crate::engine::{Board, Color};
use std::io::Write;

/// How the games are played.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Games to play.
    pub games: u32,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Midgame search depth before the solver takes over.
    pub depth: u32,
    /// Percent of midgame moves played at random instead of searched.
    pub random_percent: usize,
    /// Random moves only while more empties than this remain (later moves are all searched,
    /// which makes the results of those games less noisy labels).
    pub random_above: u32,
    /// With this many empties or fewer, the exact solver plays both sides.
    pub solve_empties: u32,
}

/// The position after `p` plays `sq`, from the opponent's view.
fn play(p: u64, o: u64, sq: u8) -> (u64, u64) {
    child(p, o, sq, flips(p, o, u32::from(sq)))
}

/// The best move for `p` by a plain `depth`-ply midgame search (`depth` >= 1).
fn searched_move(ctx: &mut Context, p: u64, o: u64, moves: u64, depth: u32) -> u8 {
    let (mut best, mut best_sq) = (-INF, 0);
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros() as u8;
        m &= m - 1;
        let (cp, co) = play(p, o, sq);
        let v = -ctx.midgame(cp, co, depth - 1, -INF, -best, false);
        if v > best {
            (best, best_sq) = (v, sq);
        }
    }
    best_sq
}

/// A move for `p` that keeps the exact score `score` (which the position is known to have).
fn perfect_move(ctx: &mut Context, p: u64, o: u64, moves: u64, score: i32) -> u8 {
    let mut m = moves;
    while m != 0 {
        let sq = m.trailing_zeros() as u8;
        m &= m - 1;
        let (cp, co) = play(p, o, sq);
        if -ctx.solve(cp, co, -score - 1, -score + 1, false) == score {
            return sq;
        }
    }
    unreachable!("some move keeps a position's exact score")
}

/// Plays one game; returns every position reached with a move to play, labelled with the
/// game's final disc difference from its side to move's view.
pub fn play_game(ctx: &mut Context, cfg: &Config, index: u32) -> Vec<Sample> {
    let mut rng = Rng::new(cfg.seed.wrapping_add(u64::from(index)));
    let bucket = (index % 100) as u8;
    let start = Board::start(Color::Black);
    let (mut p, mut o) = (start.player(), start.opponent());
    let opening_plies = 6 + rng.below(7);
    // Each position with whether the first mover (black) is to move.
    let mut seen: Vec<(u64, u64, bool)> = Vec::new();
    let mut black = true;
    let mut ply = 0;
    // The exact score of the position to move, once the solver has taken over.
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
        if ply >= opening_plies {
            seen.push((p, o, black));
        }
        let sq = if empties <= cfg.solve_empties {
            let score = *exact.get_or_insert_with(|| ctx.solve(p, o, -64, 64, false));
            exact = Some(-score);
            perfect_move(ctx, p, o, moves, score)
        } else if ply < opening_plies
            || (empties > cfg.random_above && rng.below(100) < cfg.random_percent)
        {
            random_square(&mut rng, moves) as u8
        } else {
            searched_move(ctx, p, o, moves, cfg.depth)
        };
        (p, o) = play(p, o, sq);
        black = !black;
        ply += 1;
    }
    let end = final_score(p, o);
    let black_result = if black { end } else { -end };
    seen.into_iter()
        .map(|(p, o, b)| Sample {
            p,
            o,
            score: (if b { black_result } else { -black_result }) as i8,
            bucket,
        })
        .collect()
}

/// Plays `cfg.games` games, appending their samples to `out` after each game (so an
/// interrupted run keeps every finished game); calls `progress` with each game's number.
pub fn generate(
    cfg: &Config,
    out: &mut dyn Write,
    progress: &mut dyn FnMut(u32, usize),
) -> std::io::Result<usize> {
    // The tables are kept across games: their entries stay valid, and clearing 24 MiB per
    // search would cost more than the searches themselves.
    let mut ctx = Context::new(TABLE_BITS);
    let mut total = 0;
    for i in 0..cfg.games {
        let game = play_game(&mut ctx, cfg, i);
        for s in &game {
            samples::write(out, s)?;
        }
        out.flush()?;
        total += game.len();
        progress(i, total);
    }
    Ok(total)
}
