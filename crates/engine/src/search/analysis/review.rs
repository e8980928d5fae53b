//! Game review: every move of a game set against the best move, classed by the discs it lost,
//! with a summary per player; and the evaluation of single positions for the evaluation graph.

use super::super::backend::Backend;
use super::super::context::Limits;
use super::super::judge::{Job, Judgement};
use super::super::player::search;
use super::super::result::SearchOptions;
use super::super::root::{deepen, RootMoves};
use super::super::value::{Mode, RootMode};
use super::book_values;
use super::results::{
    for_black, Class, Evaluation, GameReview, IllegalMove, MoveReview, ReviewSettings,
};
use super::values::square;
use crate::masks::final_score;
use crate::search::probcut;
use crate::{Board, Move, Square};

/// Reviews the game played from `start` through `moves` (forced passes written out, as in
/// [`crate::Game::moves`]) on `backend`, calling `on_move` as each disc placed is
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

/// The review of the game through `positions` (each before its move of `moves`, then the end):
/// the book judges the moves it knows, `search` the others, all at once ([`Backend::judge_all`]),
/// `on_move` hearing each as it is judged; with `settings.first_depth`, every move is first
/// judged quickly and reported as an estimate. The review's moves are in the game's order.
async fn review_positions<B: Backend>(
    search: &mut B,
    positions: &[Board],
    moves: &[Move],
    settings: &ReviewSettings,
    on_move: &mut dyn FnMut(&MoveReview),
) -> GameReview {
    let mut reviews: Vec<Option<MoveReview>> = Vec::new();
    let mut jobs = Vec::new();
    // For each job, its move's index in the game and its slot in `reviews`.
    let mut asked = Vec::new();
    for (index, (board, &mv)) in positions.iter().zip(moves).enumerate() {
        let Move::Place(played) = mv else { continue };
        match book_values::review(board, played, index) {
            Some(review) => {
                on_move(&review);
                reviews.push(Some(review));
            }
            None => {
                jobs.push(job(board, played, settings));
                asked.push((index, reviews.len()));
                reviews.push(None);
            }
        }
    }
    if settings.first_depth > 0 && jobs.iter().any(|job| job.mode != quick(settings)) {
        let first: Vec<Job> = jobs
            .iter()
            .map(|job| Job {
                mode: quick(settings),
                ..*job
            })
            .collect();
        let complete = search
            .judge_all(&first, &mut |i, judgement| {
                let index = asked[i].0;
                let review = move_review(&positions[index], &first[i], index, &judgement);
                on_move(&MoveReview {
                    estimate: true,
                    ..review
                });
            })
            .await;
        if !complete {
            return GameReview::new(Vec::new(), None, false);
        }
    }
    let complete = search
        .judge_all(&jobs, &mut |i, judgement| {
            let (index, slot) = asked[i];
            let review = move_review(&positions[index], &jobs[i], index, &judgement);
            on_move(&review);
            reviews[slot] = Some(review);
        })
        .await;
    let reviews: Vec<MoveReview> = reviews.into_iter().map_while(|r| r).collect();
    if !complete {
        return GameReview::new(reviews, None, false);
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

/// The quick first judgements' search.
fn quick(settings: &ReviewSettings) -> RootMode {
    RootMode::Midgame(settings.first_depth)
}

/// The search that judges `played` in `board`.
fn job(board: &Board, played: Square, settings: &ReviewSettings) -> Job {
    let mode = if board.empties().count() <= settings.exact_empties {
        Mode::Exact
    } else {
        Mode::Midgame(settings.depth.max(1))
    };
    Job {
        p: board.player(),
        o: board.opponent(),
        played: played.index(),
        mode: mode.root(),
    }
}

/// The review of move `index`, played in `board`, from its `judgement` by `job`.
fn move_review(board: &Board, job: &Job, index: usize, judgement: &Judgement) -> MoveReview {
    let mode = Mode::of(job.mode);
    let (played_score, best_score) = (mode.discs(judgement.played), mode.discs(judgement.best));
    let value = match mode {
        Mode::Midgame(_) => smoothed(judgement.shallower, judgement.best),
        Mode::Exact | Mode::Selective(_) => best_score,
    };
    let loss = best_score - played_score;
    MoveReview {
        index,
        color: board.side_to_move(),
        played: square(job.played),
        played_score,
        best: squares(judgement.best_moves),
        best_score,
        loss,
        class: Class::of(loss),
        exact: mode.exact(),
        depth: match mode {
            Mode::Midgame(depth) => depth,
            Mode::Exact | Mode::Selective(_) => board.empties().count(),
        },
        black_score: for_black(board.side_to_move(), value),
        book: false,
        estimate: false,
    }
}

/// The squares of a set, in board order.
fn squares(set: u64) -> Vec<Square> {
    (0..64u8)
        .filter(|&i| set >> i & 1 == 1)
        .map(square)
        .collect()
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
