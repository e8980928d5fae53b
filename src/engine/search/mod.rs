//! The computer player: midgame search, exact endgame solver and difficulty levels.
//!
//! [`Searcher::choose`] is the one entry point the game and the web worker use.

pub mod analysis;
pub mod book;
pub mod busy;
pub mod context;
pub mod endgame;
pub mod level;
pub mod midgame;
pub mod movelist;
pub mod ordering;
pub mod parallel;
mod paths;
pub mod probcut;
pub mod ready;
pub mod root;
pub mod tt;
pub mod value;
pub mod window;

pub use level::{Budget, Level};

use crate::engine::masks::final_score;
use crate::engine::movegen::legal_moves;
use crate::engine::{Board, Color, Move, Square};
use context::{Context, Limits};
use midgame::INF;
use parallel::threads::Threads;
use parallel::{Parallel, Transport};
use ready::ready;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use value::to_discs;

/// Each table has `2^TABLE_BITS` entries of 24 bytes: 12 MiB each, 24 MiB in all.
pub const TABLE_BITS: u32 = 19;

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

/// The computer player, holding its transposition tables between calls.
pub struct Searcher {
    ctx: Context,
    presearch: bool,
    /// Worker threads that search the root's moves, when there are more threads than this one.
    pool: Option<Parallel<Threads>>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

fn to_move(sq: u8) -> Move {
    Square::new(sq).map_or(Move::Pass, Move::Place)
}

impl Searcher {
    /// A searcher with bounded tables (24 MiB in all).
    pub fn new() -> Searcher {
        Searcher {
            ctx: Context::new(TABLE_BITS),
            presearch: true,
            pool: None,
        }
    }

    /// A searcher whose moves, solves, hints, reviews and evaluations are searched by
    /// `threads` threads, each with tables as large as [`Searcher::new`]'s; one thread, or a
    /// target without threads, searches on the caller's thread alone.
    pub fn with_threads(threads: usize) -> Searcher {
        let mut searcher = Searcher::new();
        if threads > 1 {
            if let Ok(pool) = Threads::spawn(threads, TABLE_BITS) {
                searcher.pool = Some(Parallel::new(pool, searcher.ctx.stop_flag()));
            }
        }
        searcher
    }

    /// How many threads search a move.
    pub fn threads(&self) -> usize {
        self.pool.as_ref().map_or(1, Parallel::workers)
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
        self.run(board, solve_budget(), Limits::none(), None, &mut |_| {})
    }

    /// Searches with an explicit budget; `seed` is `None` to switch randomness off.
    pub fn search(
        &mut self,
        board: &Board,
        budget: Budget,
        seed: Option<u64>,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        let limits = Limits::of(&budget);
        self.run(board, budget, limits, seed, on_progress)
    }

    /// The search within `limits`: on the worker threads if there are any (which give a
    /// node-bounded search one worker: see [`Parallel::start`]), else here.
    fn run(
        &mut self,
        board: &Board,
        budget: Budget,
        limits: Limits,
        seed: Option<u64>,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        let (p, o) = (board.player(), board.opponent());
        let probcut = budget.probcut as f32 / 100.0;
        let presearch = self.presearch;
        if let Some(pool) = self.pool.as_mut().filter(|_| legal_moves(p, o) != 0) {
            return ready(search_on(
                pool,
                board,
                budget,
                limits,
                seed,
                presearch,
                on_progress,
            ));
        }
        let ctx = &mut self.ctx;
        ctx.start(limits, probcut);
        if legal_moves(p, o) == 0 {
            return pass_result(ctx, p, o);
        }
        ready(paths::search_root(
            ctx,
            p,
            o,
            budget,
            seed,
            presearch,
            on_progress,
        ))
    }
}

/// [`Searcher::choose`] on `pool`'s workers, which search every root move: the page of the
/// browser runs it over its Web Workers, awaiting their messages.
pub async fn choose_on<T: Transport>(
    pool: &mut Parallel<T>,
    board: &Board,
    level: Level,
    seed: u64,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    if let Some(result) = book::book_move(board, level, seed) {
        return result;
    }
    let budget = level.budget();
    let limits = Limits::of(&budget);
    search_on(pool, board, budget, limits, Some(seed), true, on_progress).await
}

/// The search of `board` within `budget` and `limits` on `pool`'s workers. A side that
/// must pass passes without a search: the pool holds no evaluation of its own, and the
/// pass is forced anyway (scored exactly once the game is over, else 0).
pub async fn search_on<T: Transport>(
    pool: &mut Parallel<T>,
    board: &Board,
    budget: Budget,
    limits: Limits,
    seed: Option<u64>,
    presearch: bool,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let (p, o) = (board.player(), board.opponent());
    if legal_moves(p, o) == 0 {
        let over = legal_moves(o, p) == 0;
        return SearchResult {
            best: Move::Pass,
            score: if over { final_score(p, o) } else { 0 },
            depth: 0,
            nodes: 0,
            exact: over,
        };
    }
    pool.start(limits, budget.probcut as f32 / 100.0);
    paths::search_root(pool, p, o, budget, seed, presearch, on_progress).await
}

/// The budget of an exact solve with no limits.
fn solve_budget() -> Budget {
    Budget {
        exact_empties: 64,
        ..Budget::fixed_depth(60)
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
    draw_verdict(board, computer, &depths, last)
}

/// [`accepts_draw`] on `pool`'s workers.
pub async fn accepts_draw_on<T: Transport>(
    pool: &mut Parallel<T>,
    board: &Board,
    computer: Color,
    level: Level,
) -> bool {
    let mut depths = Vec::new();
    let budget = level.budget();
    let limits = Limits::of(&budget);
    let last = search_on(pool, board, budget, limits, None, true, &mut |p| {
        depths.push(p.score)
    })
    .await
    .score;
    draw_verdict(board, computer, &depths, last)
}

/// Whether the computer playing `computer` accepts a draw, its search having scored the
/// position `last` after the depths `depths` (the side to move's view).
fn draw_verdict(board: &Board, computer: Color, depths: &[i32], last: i32) -> bool {
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
