//! The computer player: midgame search, exact endgame solver and difficulty levels.
//!
//! [`Searcher::choose`] is the one entry point the game and the web worker use.

pub mod analysis;
pub mod book;
pub mod context;
pub mod endgame;
pub mod level;
pub mod midgame;
pub mod movelist;
pub mod probcut;
pub mod root;
pub mod tt;

pub use level::{Budget, Level};

use crate::engine::eval::SCALE;
use crate::engine::masks::final_score;
use crate::engine::movegen::legal_moves;
use crate::engine::rng::Rng;
use crate::engine::{Board, Color, Move, Square};
use context::{Context, Limits};
use midgame::INF;
use root::{Iteration, RootMoves};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Each table has `2^TABLE_BITS` entries of 24 bytes: 12 MiB each, 24 MiB in all.
pub const TABLE_BITS: u32 = 19;

/// The deepest midgame search run before an exact solve.
const PRE_SOLVE_DEPTH: u32 = 8;

/// What the search reports after each completed depth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Depth completed (empties for an exact solve).
    pub depth: u32,
    /// Score in discs from the side to move's view.
    pub score: i32,
    /// Best move so far.
    pub best: Move,
    /// Nodes searched so far.
    pub nodes: u64,
}

/// The move chosen and how it was found.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchResult {
    /// The move to play (a pass when there is no legal move).
    pub best: Move,
    /// Score in discs from the side to move's view: exact when `exact`, else estimated.
    pub score: i32,
    /// Depth of the last completed iteration (empties for an exact solve).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the score is the proven final disc difference with best play.
    pub exact: bool,
}

/// The thresholds, in standard deviations, of the selective searches run before an exact
/// solve: each fills the table with good moves and centres the next one's window.
const PRESEARCH: [f32; 2] = [1.0, 2.0];

/// The computer player, holding its transposition tables between calls.
pub struct Searcher {
    ctx: Context,
    presearch: bool,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

fn to_move(sq: u8) -> Move {
    Square::new(sq).map_or(Move::Pass, Move::Place)
}

fn to_discs(score: i32) -> i32 {
    (score as f64 / SCALE as f64).round() as i32
}

impl Searcher {
    /// A searcher with bounded tables (24 MiB in all).
    pub fn new() -> Searcher {
        Searcher {
            ctx: Context::new(TABLE_BITS),
            presearch: true,
        }
    }

    /// Whether exact solves first run the selective presearches (on by default; off to
    /// measure what they save).
    pub fn set_presearch(&mut self, on: bool) {
        self.presearch = on;
    }

    /// A flag that stops the current search when set; the search then returns its best so far.
    /// Each new search clears it.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.ctx.stop_flag()
    }

    /// Chooses a move for the side to move (`Move::Pass` if it must pass). `seed` drives the
    /// controlled randomness of lower levels. Calls `on_progress` after each completed depth.
    /// In a position of the installed opening book the level may play from it instead,
    /// searching nothing (see [`book`]).
    pub fn choose(
        &mut self,
        board: &Board,
        level: Level,
        seed: u64,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        if let Some(result) = book::book_move(board, level, seed) {
            return result;
        }
        self.search(board, level.budget(), Some(seed), on_progress)
    }

    /// Solves a position exactly with no limits (for benchmarks and tests).
    pub fn solve(&mut self, board: &Board) -> SearchResult {
        let budget = Budget {
            exact_empties: 64,
            ..Budget::fixed_depth(60)
        };
        self.ctx.start(Limits::none());
        self.search_started(board, budget, None, &mut |_| {})
    }

    /// Searches with an explicit budget; `seed` is `None` to switch randomness off.
    pub fn search(
        &mut self,
        board: &Board,
        budget: Budget,
        seed: Option<u64>,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.ctx.start(Limits::new(budget.nodes, budget.hard_ms));
        self.ctx.probcut_t = budget.probcut as f32 / 100.0;
        self.search_started(board, budget, seed, on_progress)
    }

    fn search_started(
        &mut self,
        board: &Board,
        budget: Budget,
        seed: Option<u64>,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        let (p, o) = (board.player(), board.opponent());
        let empties = (!(p | o)).count_ones();
        let ctx = &mut self.ctx;
        if legal_moves(p, o) == 0 {
            return pass_result(ctx, p, o);
        }
        let mut root = RootMoves::new(ctx, p, o);
        let mut report = |it: &Iteration, nodes: u64| {
            on_progress(&Progress {
                depth: it.depth,
                score: to_discs(it.score),
                best: to_move(it.sq),
                nodes,
            })
        };
        if empties <= budget.exact_empties {
            // A midgame search first: it orders the root moves and is the fallback answer
            // should the clock stop the solve.
            let pre_depth = PRE_SOLVE_DEPTH.min(budget.max_depth).min(empties);
            let guess = ctx.iterate(p, o, &mut root, pre_depth, budget.nodes / 4, &mut report);
            ctx.lift_node_limit();
            let mut centre = guess.map_or(0, |g| to_discs(g.score));
            let mut selective = None;
            if self.presearch {
                for t in PRESEARCH {
                    ctx.end_probcut_t = t;
                    let found = ctx.solve_root(p, o, &mut root, centre);
                    ctx.end_probcut_t = 0.0;
                    let Some(it) = found else { break };
                    centre = it.score;
                    selective = Some(it);
                    on_progress(&Progress {
                        depth: it.depth,
                        score: it.score,
                        best: to_move(it.sq),
                        nodes: ctx.nodes,
                    });
                }
            }
            if let Some(it) = ctx.solve_root(p, o, &mut root, centre) {
                on_progress(&Progress {
                    depth: it.depth,
                    score: it.score,
                    best: to_move(it.sq),
                    nodes: ctx.nodes,
                });
                return SearchResult {
                    best: to_move(it.sq),
                    score: it.score,
                    depth: it.depth,
                    nodes: ctx.nodes,
                    exact: true,
                };
            }
            // Out of time: a selective solve that finished sees to the end of the game and is
            // rarely wrong, so it beats the midgame search that preceded it.
            if let Some(it) = selective {
                return SearchResult {
                    best: to_move(it.sq),
                    score: it.score,
                    depth: it.depth,
                    nodes: ctx.nodes,
                    exact: false,
                };
            }
            let it = guess.unwrap_or(Iteration {
                depth: 0,
                score: 0,
                sq: root.first().unwrap_or(0),
            });
            return midgame_result(ctx, it);
        }
        let soft = budget.nodes / 2;
        let Some(mut it) = ctx.iterate(p, o, &mut root, budget.max_depth, soft, &mut report) else {
            let sq = root.first().unwrap_or(0);
            return midgame_result(
                ctx,
                Iteration {
                    depth: 0,
                    score: 0,
                    sq,
                },
            );
        };
        if let Some(seed) = seed.filter(|_| budget.random_margin > 0 && root.candidates().len() > 1)
        {
            ctx.lift_node_limit();
            if let Some(scores) = ctx.score_all(p, o, &root, it.depth) {
                let best = scores.iter().map(|s| s.1).max().unwrap_or(-INF);
                let near: Vec<(u8, i32)> = scores
                    .into_iter()
                    .filter(|s| s.1 >= best - budget.random_margin)
                    .collect();
                let mut rng = Rng::new(seed ^ p.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ o);
                let (sq, score) = near[rng.below(near.len())];
                it = Iteration {
                    depth: it.depth,
                    score,
                    sq,
                };
            }
        }
        midgame_result(ctx, it)
    }
}

fn midgame_result(ctx: &Context, it: Iteration) -> SearchResult {
    SearchResult {
        best: to_move(it.sq),
        score: to_discs(it.score),
        depth: it.depth,
        nodes: ctx.nodes,
        exact: false,
    }
}

/// The side to move has no legal move: pass, scored exactly if the game is over.
fn pass_result(ctx: &mut Context, p: u64, o: u64) -> SearchResult {
    if legal_moves(o, p) == 0 {
        return SearchResult {
            best: Move::Pass,
            score: final_score(p, o),
            depth: 0,
            nodes: 0,
            exact: true,
        };
    }
    let score = -ctx.midgame(o, p, 1, -INF, INF, true);
    SearchResult {
        best: Move::Pass,
        score: to_discs(score),
        depth: 1,
        nodes: ctx.nodes,
        exact: false,
    }
}

/// With more empties than this (fewer than 20 moves played) the game is still in its opening,
/// where an even-looking position is no reason to stop playing.
pub const DRAW_OPENING_EMPTIES: u32 = 40;

/// In the opening the computer accepts a draw only when its search says it is behind by at
/// least this many discs: smaller opening values are within the evaluation's error.
pub const DRAW_OPENING_DEFICIT: i32 = 4;

/// Whether the computer playing `computer` accepts a draw offer: only when its search at
/// its level says it is not ahead, and in the opening only when it is clearly behind. In
/// the opening the evaluation's values swing with the parity of the search depth (the side
/// to move looks better at even depths), so there the last two depths must both say so.
pub fn accepts_draw(searcher: &mut Searcher, board: &Board, computer: Color, level: Level) -> bool {
    let mut depths = Vec::new();
    let last = searcher
        .search(board, level.budget(), None, &mut |p| depths.push(p.score))
        .score;
    let previous = depths.iter().rev().nth(1).copied().unwrap_or(last);
    let own = |score: i32| {
        if board.side_to_move() == computer {
            score
        } else {
            -score
        }
    };
    let empties = (!(board.player() | board.opponent())).count_ones();
    if empties > DRAW_OPENING_EMPTIES {
        own(last).max(own(previous)) <= -DRAW_OPENING_DEFICIT
    } else {
        own(last) <= 0
    }
}
