//! Game review: every move of a game set against the best move, classed by the discs it lost,
//! with a summary per player; and the evaluation of single positions for the evaluation graph.

use super::super::backend::Backend;
use super::super::context::Limits;
use super::super::player::search;
use super::super::result::SearchOptions;
use super::super::root::{deepen, RootMoves, RootSearch};
use super::super::value::Mode;
use super::book_values;
use super::results::{
    for_black, Class, Evaluation, GameReview, IllegalMove, MoveReview, ReviewSettings,
};
use super::values::{even, judge};
use crate::engine::masks::final_score;
use crate::engine::search::probcut;
use crate::engine::{Board, Move, Square};

/// The deepest midgame depth searched to order the moves before an exact judgement.
const PRE_EXACT_DEPTH: u32 = 8;

/// Reviews the game played from `start` through `moves` (forced passes written out, as in
/// [`crate::engine::Game::moves`]) on `backend`, calling `on_move` as each disc placed is
/// judged. A move that cannot be played is an error before any search. If the stop flag is
/// set, returns the moves judged so far with `complete` false.
pub async fn review<B: Backend>(
    backend: &mut B,
    start: &Board,
    moves: &[Move],
    settings: &ReviewSettings,
    on_move: &mut dyn FnMut(&MoveReview),
) -> Result<GameReview, IllegalMove> {
    let positions = replay(start, moves)?;
    // One start for the whole game: the stop flag holds throughout, and the tables carry
    // over to the next position, which is a child of this one.
    backend.start(Limits::none(), probcut::OFF);
    Ok(review_positions(backend, &positions, moves, settings, on_move).await)
}

/// The value of `board` for the evaluation readout and graph, searched on `backend` as a
/// review judges it, so that a graph drawn during play agrees with a later review.
pub async fn evaluation<B: Backend>(
    backend: &mut B,
    board: &Board,
    settings: &ReviewSettings,
) -> Evaluation {
    let mover = mover(board);
    if let Some(evaluation) = judged_without_search(&mover) {
        return evaluation;
    }
    if empties_to_solve(&mover, settings) {
        let r = search(backend, &mover, &SearchOptions::solve(), &mut |_| {}).await;
        return exact_evaluation(&mover, r.score);
    }
    let (p, o) = (mover.player(), mover.opponent());
    let mut root = RootMoves::new(p, o);
    let mut scores = Vec::new();
    backend.start(Limits::none(), probcut::OFF);
    let depth = settings.depth.max(1);
    deepen(backend, p, o, &mut root, depth, u64::MAX, &mut |it, _| {
        scores.push(it.score)
    })
    .await;
    midgame_evaluation(&mover, &scores)
}

/// The position valued for `board`: a position that must pass has the value of the one
/// after the pass (same discs).
fn mover(board: &Board) -> Board {
    if board.must_pass() {
        board.pass()
    } else {
        *board
    }
}

/// The value known without a search: the book's, or the final score of a finished game.
fn judged_without_search(mover: &Board) -> Option<Evaluation> {
    if let Some(evaluation) = book_values::evaluation(mover) {
        return Some(evaluation);
    }
    mover
        .is_game_over()
        .then(|| exact_evaluation(mover, final_score(mover.player(), mover.opponent())))
}

/// Whether the position is judged by an exact solve.
fn empties_to_solve(mover: &Board, settings: &ReviewSettings) -> bool {
    mover.empties().count() <= settings.exact_empties
}

/// An exact evaluation of `mover` whose side to move scores `score`.
fn exact_evaluation(mover: &Board, score: i32) -> Evaluation {
    Evaluation {
        black_score: for_black(mover.side_to_move(), score),
        exact: true,
        depth: mover.empties().count(),
    }
}

/// The midgame evaluation of `mover` after iterations that scored `scores`.
fn midgame_evaluation(mover: &Board, scores: &[i32]) -> Evaluation {
    let (last, shallower) = match scores {
        [.., a, b] => (*b, Some(*a)),
        [b] => (*b, None),
        [] => (0, None),
    };
    Evaluation {
        black_score: for_black(mover.side_to_move(), smoothed(shallower, last)),
        exact: false,
        depth: scores.len() as u32,
    }
}

/// The review of the game through `positions` (each before its move of `moves`, then the end).
async fn review_positions<S: RootSearch>(
    search: &mut S,
    positions: &[Board],
    moves: &[Move],
    settings: &ReviewSettings,
    on_move: &mut dyn FnMut(&MoveReview),
) -> GameReview {
    let mut reviews = Vec::new();
    for (index, (&board, &mv)) in positions.iter().zip(moves).enumerate() {
        let Move::Place(played) = mv else { continue };
        let Some(review) = judge_move(search, &board, played, index, settings).await else {
            return GameReview::new(reviews, None, false);
        };
        on_move(&review);
        reviews.push(review);
    }
    let end = positions[moves.len()];
    let final_score = end.is_game_over().then(|| {
        for_black(
            end.side_to_move(),
            final_score(end.player(), end.opponent()),
        )
    });
    GameReview::new(reviews, final_score, true)
}

/// Judges `played` in `board`; `None` if the search was stopped.
async fn judge_move<S: RootSearch>(
    search: &mut S,
    board: &Board,
    played: Square,
    index: usize,
    settings: &ReviewSettings,
) -> Option<MoveReview> {
    if let Some(review) = book_values::review(board, played, index) {
        return Some(review);
    }
    let (p, o) = (board.player(), board.opponent());
    let empties = board.empties().count();
    let mode = if empties <= settings.exact_empties {
        Mode::Exact
    } else {
        Mode::Midgame(settings.depth.max(1))
    };
    let warm_up = match mode {
        Mode::Midgame(depth) => depth - 1,
        Mode::Exact => PRE_EXACT_DEPTH.min(empties),
    };
    let mut root = RootMoves::new(p, o);
    // Iterative deepening orders the moves and fills the tables for the judgement.
    let shallower = if warm_up > 0 {
        deepen(search, p, o, &mut root, warm_up, u64::MAX, &mut |_, _| {})
            .await
            .map(|it| it.score)
    } else {
        None
    };
    if search.limit_reached() {
        return None;
    }
    let guess = match mode {
        Mode::Midgame(_) => shallower,
        Mode::Exact => shallower.map(|s| even(Mode::Midgame(warm_up).discs(s))),
    };
    let j = judge(search, mode, p, o, root.candidates(), played, guess).await?;
    let (played_score, best_score) = (mode.discs(j.played), mode.discs(j.best));
    let value = match mode {
        Mode::Midgame(_) => smoothed(shallower, j.best),
        Mode::Exact => best_score,
    };
    let loss = best_score - played_score;
    Some(MoveReview {
        index,
        color: board.side_to_move(),
        played,
        played_score,
        best: j.best_moves,
        best_score,
        loss,
        class: Class::of(loss),
        exact: mode.exact(),
        depth: match mode {
            Mode::Midgame(depth) => depth,
            Mode::Exact => empties,
        },
        black_score: for_black(board.side_to_move(), value),
        book: false,
    })
}

/// A midgame value in whole discs: the mean of the last two depths when there are two.
fn smoothed(shallower: Option<i32>, last: i32) -> i32 {
    Mode::Midgame(1).discs(shallower.map_or(last, |s| (s + last) / 2))
}

/// The positions before each move and after the last, checking every move.
fn replay(start: &Board, moves: &[Move]) -> Result<Vec<Board>, IllegalMove> {
    let mut positions = vec![*start];
    for (index, &mv) in moves.iter().enumerate() {
        let board = positions[index];
        let next = match mv {
            Move::Place(sq) => board.play(sq),
            Move::Pass => board.must_pass().then(|| board.pass()),
        };
        positions.push(next.ok_or(IllegalMove { index, mv })?);
    }
    Ok(positions)
}
