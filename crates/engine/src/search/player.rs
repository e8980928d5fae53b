//! The computer player's decisions, each written once over any [`Backend`]: the move it
//! plays, a search with explicit options, and whether it accepts a draw.

use super::backend::Backend;
use super::book_play;
use super::clock_budget::{within_clock, within_game, GameTime, TimeLeft};
use super::context::Limits;
use super::level::Level;
use super::midgame::INF;
use super::paths;
use super::result::{Progress, SearchOptions, SearchResult};
use super::root::RootMoves;
use super::value::{to_discs, RootMode};
use crate::masks::final_score;
use crate::movegen::legal_moves;
use crate::{Board, Color, Move};

/// Chooses a move for the side to move at `level` on `backend` (`Move::Pass` if it must
/// pass); `seed` drives the level's controlled randomness, `game` is the side's thinking so
/// far in this game (see [`within_game`]) and `clock`, in a game on a clock, the time the
/// side has left (see [`within_clock`]). In a position of the installed opening book the
/// level may play from it instead, searching nothing (see [`book_play`]).
pub async fn choose<B: Backend>(
    backend: &mut B,
    board: &Board,
    level: Level,
    seed: u64,
    game: GameTime,
    clock: Option<TimeLeft>,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    if let Some(result) = book_play::book_move(board, level, seed) {
        return result;
    }
    let empties = board.empties().count();
    let budget = within_game(level.budget(), game, empties);
    let budget = match clock {
        Some(clock) => within_clock(budget, clock, empties),
        None => budget,
    };
    let options = SearchOptions::new(budget).seeded(seed);
    search(backend, board, &options, on_progress).await
}

/// Searches `board` on `backend` as `options` say, calling `on_progress` after each completed
/// depth. A node-bounded search on a parallel backend runs on one worker (see
/// [`super::parallel::Parallel::start`]), so the same position and seed always give the same move.
pub async fn search<B: Backend>(
    backend: &mut B,
    board: &Board,
    options: &SearchOptions,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let budget = options.budget;
    backend.start(Limits::of(&budget), budget.probcut as f32 / 100.0);
    let (p, o) = (board.player(), board.opponent());
    if legal_moves(p, o) == 0 {
        return pass(backend, p, o).await;
    }
    paths::search_root(backend, p, o, options, on_progress).await
}

/// The side to move has no legal move: the one rule for every backend. A finished game is
/// scored exactly; otherwise the pass is valued as the opponent's position, one ply deep.
async fn pass<B: Backend>(backend: &mut B, p: u64, o: u64) -> SearchResult {
    if legal_moves(o, p) == 0 {
        return SearchResult {
            best: Move::Pass,
            score: final_score(p, o),
            depth: 0,
            nodes: 0,
            exact: true,
        };
    }
    let mut root = RootMoves::new(o, p);
    let value = backend
        .root_window(o, p, &mut root, RootMode::Midgame(1), -INF, INF)
        .await
        .unwrap_or(0);
    SearchResult {
        best: Move::Pass,
        score: -to_discs(value),
        depth: 1,
        nodes: backend.nodes(),
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
pub async fn accepts_draw<B: Backend>(
    backend: &mut B,
    board: &Board,
    computer: Color,
    level: Level,
) -> bool {
    let mut depths = Vec::new();
    let options = SearchOptions::new(level.budget());
    let last = search(backend, board, &options, &mut |p| depths.push(p.score))
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
