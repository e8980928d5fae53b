//! Game review: every move of a game set against the best move, classed by the discs it lost,
//! with a summary per player; and the evaluation of single positions for the evaluation graph.

use super::super::context::Limits;
use super::super::parallel::{Parallel, Transport};
use super::super::ready::ready;
use super::super::root::{deepen, Iteration, RootMoves, RootSearch};
use super::super::value::Mode;
use super::super::{search_on, solve_budget, Searcher};
use super::values::{even, judge};
use crate::engine::masks::final_score;
use crate::engine::search::probcut;
use crate::engine::{Board, Color, Game, Move, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Losses from this many discs are inaccuracies. Exact values are always even, so a loss of
/// one disc can only be the midgame estimate's rounding, and counts as best.
pub const INACCURACY_DISCS: i32 = 2;
/// Losses from this many discs are mistakes: about an edge disc or two given away for good.
pub const MISTAKE_DISCS: i32 = 4;
/// Losses from this many discs are blunders: what a lost corner or a wrong parity usually
/// costs, and beyond the midgame estimate's typical error at the review depth.
pub const BLUNDER_DISCS: i32 = 8;

/// The deepest midgame depth searched to order the moves before an exact judgement.
const PRE_EXACT_DEPTH: u32 = 8;

/// How a move is judged by the discs it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Class {
    /// Lost less than [`INACCURACY_DISCS`].
    Best,
    /// Lost from [`INACCURACY_DISCS`] up to [`MISTAKE_DISCS`].
    Inaccuracy,
    /// Lost from [`MISTAKE_DISCS`] up to [`BLUNDER_DISCS`].
    Mistake,
    /// Lost [`BLUNDER_DISCS`] or more.
    Blunder,
}

impl Class {
    /// The class of a move that lost `loss` discs.
    pub fn of(loss: i32) -> Class {
        match loss {
            l if l >= BLUNDER_DISCS => Class::Blunder,
            l if l >= MISTAKE_DISCS => Class::Mistake,
            l if l >= INACCURACY_DISCS => Class::Inaccuracy,
            _ => Class::Best,
        }
    }

    /// The lowercase English name.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// How deeply a review searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReviewSettings {
    /// The midgame depth in plies (the move itself included) for positions outside the
    /// exact range.
    pub depth: u32,
    /// Positions with this many empties or fewer are judged exactly.
    pub exact_empties: u32,
}

impl Default for ReviewSettings {
    /// Depth 9 reviews a 60-move game in 2-4 s in wasm under Node (`scripts/bench-analysis`),
    /// well within the 20 s wanted in the browser; depth 10 takes three to four times as long.
    /// Exact from 20 empties: only the first exact position costs much, since each next one
    /// lies in the tree just solved and the tables carry over.
    fn default() -> ReviewSettings {
        ReviewSettings {
            depth: 9,
            exact_empties: 20,
        }
    }
}

/// One move of a game, set against the best move of its position. Scores are final disc
/// differences from the point of view of the side that moved (`color`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move's index in the game's moves (passes included).
    pub index: usize,
    /// The side that moved.
    pub color: Color,
    /// The square played.
    pub played: Square,
    /// The value of the move played.
    pub played_score: i32,
    /// Every best move (ties included), by square.
    pub best: Vec<Square>,
    /// The value of the best move(s): the position's value before the move.
    pub best_score: i32,
    /// `best_score - played_score`, never negative.
    pub loss: i32,
    /// The move's class by its loss.
    pub class: Class,
    /// Whether both values are proven by the exact solver.
    pub exact: bool,
    /// The midgame depth in plies, or the empties when exact.
    pub depth: u32,
    /// The value of the position before the move from Black's point of view, for the
    /// evaluation graph: as [`Evaluation::black_score`], so it may differ from `best_score`
    /// by the odd-even smoothing.
    pub black_score: i32,
    /// Whether the values are the opening book's rather than this review's search.
    #[serde(default)]
    pub book: bool,
}

/// One player's figures over a review.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSummary {
    /// Discs placed (passes not counted).
    pub moves: u32,
    /// Moves classed [`Class::Inaccuracy`].
    pub inaccuracies: u32,
    /// Moves classed [`Class::Mistake`].
    pub mistakes: u32,
    /// Moves classed [`Class::Blunder`].
    pub blunders: u32,
    /// The discs lost over all moves.
    pub total_loss: i32,
}

impl PlayerSummary {
    /// The figures of `color`'s moves among `moves`.
    pub fn of(moves: &[MoveReview], color: Color) -> PlayerSummary {
        let mut s = PlayerSummary::default();
        for m in moves.iter().filter(|m| m.color == color) {
            s.moves += 1;
            s.total_loss += m.loss;
            match m.class {
                Class::Best => {}
                Class::Inaccuracy => s.inaccuracies += 1,
                Class::Mistake => s.mistakes += 1,
                Class::Blunder => s.blunders += 1,
            }
        }
        s
    }

    /// The average loss per move in discs (0 without moves).
    pub fn average_loss(&self) -> f64 {
        f64::from(self.total_loss) / f64::from(self.moves.max(1))
    }
}

/// The review of a whole game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReview {
    /// Every disc placed, in order; forced passes are skipped.
    pub moves: Vec<MoveReview>,
    /// Black's figures.
    pub black: PlayerSummary,
    /// White's figures.
    pub white: PlayerSummary,
    /// Black's final disc difference (empties to the winner) if the game is over at the end.
    pub final_score: Option<i32>,
    /// False if the search was stopped before the last move.
    pub complete: bool,
}

impl GameReview {
    /// Whether every move this review judged is still `game`'s move at its place: a new
    /// line played after undo leaves the review behind.
    pub fn fits(&self, game: &Game) -> bool {
        follows(
            game,
            self.moves.iter().map(|m| (m.index, Move::Place(m.played))),
        )
    }

    fn new(moves: Vec<MoveReview>, final_score: Option<i32>, complete: bool) -> GameReview {
        GameReview {
            black: PlayerSummary::of(&moves, Color::Black),
            white: PlayerSummary::of(&moves, Color::White),
            moves,
            final_score,
            complete,
        }
    }
}

/// Whether `game` still plays each of `judged` (a move with its index in the game's moves) at
/// its place: the one rule by which a review, finished or under way, still fits a game.
/// Stepping back and forth or playing on at the end keeps it; a new line after undo,
/// another game or a new game leaves it.
pub fn follows(game: &Game, judged: impl IntoIterator<Item = (usize, Move)>) -> bool {
    judged
        .into_iter()
        .all(|(index, mv)| game.moves().get(index) == Some(&mv))
}

/// A move of a game that cannot be played where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Its index in the moves.
    pub index: usize,
    /// The move.
    pub mv: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} ({}) is not legal there",
            self.index + 1,
            self.mv
        )
    }
}

impl std::error::Error for IllegalMove {}

/// A position's value for the evaluation readout and graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evaluation {
    /// The final disc difference with best play from Black's point of view (negative: White
    /// is ahead): proven when `exact`, else the midgame estimate in whole discs, the mean of
    /// the last two depths. A search one ply deeper flatters the side that moves last, so
    /// single depths swing a few discs between the two sides' turns; the mean does not.
    pub black_score: i32,
    /// Whether the score is proven.
    pub exact: bool,
    /// The midgame depth in plies, or the empties when exact.
    pub depth: u32,
}

impl Searcher {
    /// Reviews the game played from `start` through `moves` (forced passes written out, as in
    /// [`crate::engine::Game::moves`]), calling `on_move` as each disc placed is judged. A
    /// move that cannot be played is an error before any search. If the stop flag is set,
    /// returns the moves judged so far with `complete` false.
    pub fn review_game(
        &mut self,
        start: &Board,
        moves: &[Move],
        settings: &ReviewSettings,
        on_move: &mut dyn FnMut(&MoveReview),
    ) -> Result<GameReview, IllegalMove> {
        if let Some(pool) = self.pool.as_mut() {
            return ready(review_on(pool, start, moves, settings, on_move));
        }
        let positions = replay(start, moves)?;
        // One start for the whole game: the stop flag holds throughout, and the tables carry
        // over to the next position, which is a child of this one.
        self.ctx.start(Limits::none(), probcut::OFF);
        Ok(ready(review_positions(
            &mut self.ctx,
            &positions,
            moves,
            settings,
            on_move,
        )))
    }

    /// The value of `board` for the evaluation readout and graph, searched as a review judges
    /// it, so that a graph drawn during play agrees with a later review.
    pub fn evaluation(&mut self, board: &Board, settings: &ReviewSettings) -> Evaluation {
        if let Some(pool) = self.pool.as_mut() {
            return ready(evaluation_on(pool, board, settings));
        }
        let mover = mover(board);
        if let Some(evaluation) = judged_without_search(&mover) {
            return evaluation;
        }
        if empties_to_solve(&mover, settings) {
            let r = self.solve(&mover);
            return exact_evaluation(&mover, r.score);
        }
        let mut root = RootMoves::new(mover.player(), mover.opponent());
        let mut scores = Vec::new();
        self.ctx.start(Limits::none(), probcut::OFF);
        self.ctx.iterate(
            mover.player(),
            mover.opponent(),
            &mut root,
            settings.depth.max(1),
            u64::MAX,
            &mut |it: &Iteration, _| scores.push(it.score),
        );
        midgame_evaluation(&mover, &scores)
    }
}

/// [`Searcher::review_game`] on `pool`'s workers.
pub async fn review_on<T: Transport>(
    pool: &mut Parallel<T>,
    start: &Board,
    moves: &[Move],
    settings: &ReviewSettings,
    on_move: &mut dyn FnMut(&MoveReview),
) -> Result<GameReview, IllegalMove> {
    let positions = replay(start, moves)?;
    pool.start(Limits::none(), probcut::OFF);
    Ok(review_positions(pool, &positions, moves, settings, on_move).await)
}

/// [`Searcher::evaluation`] on `pool`'s workers.
pub async fn evaluation_on<T: Transport>(
    pool: &mut Parallel<T>,
    board: &Board,
    settings: &ReviewSettings,
) -> Evaluation {
    let mover = mover(board);
    if let Some(evaluation) = judged_without_search(&mover) {
        return evaluation;
    }
    if empties_to_solve(&mover, settings) {
        let r = search_on(
            pool,
            &mover,
            solve_budget(),
            Limits::none(),
            None,
            true,
            &mut |_| {},
        )
        .await;
        return exact_evaluation(&mover, r.score);
    }
    let (p, o) = (mover.player(), mover.opponent());
    let mut root = RootMoves::new(p, o);
    let mut scores = Vec::new();
    pool.start(Limits::none(), probcut::OFF);
    let depth = settings.depth.max(1);
    deepen(pool, p, o, &mut root, depth, u64::MAX, &mut |it, _| {
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
    if let Some(evaluation) = super::book::evaluation(mover) {
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
    if let Some(review) = super::book::review(board, played, index) {
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

/// A score of the side `side` from Black's point of view.
pub fn for_black(side: Color, score: i32) -> i32 {
    match side {
        Color::Black => score,
        Color::White => -score,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losses_are_classed_by_the_thresholds() {
        let classes = [0, 1, 2, 3, 4, 7, 8, 30].map(Class::of);
        use Class::*;
        assert_eq!(
            classes,
            [Best, Best, Inaccuracy, Inaccuracy, Mistake, Mistake, Blunder, Blunder]
        );
    }
}
