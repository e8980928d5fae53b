//! The native caller's handle on the search: the local backend with its tables kept between
//! calls, running the operations of [`super`] and [`super::analysis`] to their end.

use super::analysis::{hints, review};
use super::analysis::{Evaluation, GameReview, HintLimits, Hints, IllegalMove, MoveReview};
use super::analysis::{MoveValue, ReviewSettings};
use super::backend::Local;
use super::clock_budget::GameTime;
use super::context::TABLE_BITS;
use super::level::Level;
use super::player;
use super::ready::ready;
use super::result::{Progress, SearchOptions, SearchResult};
use crate::{Board, Color, Move};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// The computer player on this machine, holding its transposition tables between calls. Its
/// futures never wait (the serial search never does, native threads block), so each call
/// returns its operation's result.
pub struct Searcher {
    backend: Local,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

impl Searcher {
    /// A searcher on the caller's thread, with bounded tables (32 MiB in all).
    pub fn new() -> Searcher {
        Searcher::with_threads(1)
    }

    /// A searcher whose operations are searched by `threads` threads, each with tables as
    /// large as [`Searcher::new`]'s; one thread, or a target without threads, searches on the
    /// caller's thread alone.
    pub fn with_threads(threads: usize) -> Searcher {
        Searcher {
            backend: Local::new(threads, TABLE_BITS),
        }
    }

    /// As [`Searcher::with_threads`], each thread keeping tables of its own as the browser's
    /// Web Workers do: how the browser shares out a search, measured natively.
    pub fn with_threads_apart(threads: usize) -> Searcher {
        Searcher {
            backend: Local::apart(threads, TABLE_BITS),
        }
    }

    /// How many threads search a move.
    pub fn threads(&self) -> usize {
        self.backend.threads()
    }

    /// A flag that stops the current search when set; the search then returns its best so far.
    /// Each new search clears it.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.backend.stop_flag()
    }

    /// [`player::choose`]: a level's move, as the first of its game.
    pub fn choose(
        &mut self,
        board: &Board,
        level: Level,
        seed: u64,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        self.choose_in_game(board, level, seed, GameTime::default(), on_progress)
    }

    /// [`player::choose`]: a level's move, its side having thought `game` so far.
    pub fn choose_in_game(
        &mut self,
        board: &Board,
        level: Level,
        seed: u64,
        game: GameTime,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        ready(player::choose(
            &mut self.backend,
            board,
            level,
            seed,
            game,
            None,
            on_progress,
        ))
    }

    /// [`player::search`] as `options` say.
    pub fn search(
        &mut self,
        board: &Board,
        options: impl Into<SearchOptions>,
        on_progress: &mut dyn FnMut(&Progress),
    ) -> SearchResult {
        let options = options.into();
        ready(player::search(
            &mut self.backend,
            board,
            &options,
            on_progress,
        ))
    }

    /// The exact solve of `board` with no limits (for benchmarks and tests).
    pub fn solve(&mut self, board: &Board) -> SearchResult {
        self.search(board, SearchOptions::solve(), &mut |_| {})
    }

    /// [`player::accepts_draw`]: whether the computer playing `computer` accepts a draw.
    pub fn accepts_draw(&mut self, board: &Board, computer: Color, level: Level) -> bool {
        ready(player::accepts_draw(
            &mut self.backend,
            board,
            computer,
            level,
        ))
    }

    /// [`hints::hints`]: the value of every legal move, refined until `limits`.
    pub fn hints(
        &mut self,
        board: &Board,
        limits: HintLimits,
        on_progress: &mut dyn FnMut(&Hints),
    ) -> Hints {
        ready(hints::hints(&mut self.backend, board, limits, on_progress))
    }

    /// The value of every legal move at a fixed midgame `depth` (in plies, the move itself
    /// included), best first; the side to move's view.
    pub fn move_values(&mut self, board: &Board, depth: u32) -> Vec<MoveValue> {
        ready(hints::move_values(&mut self.backend, board, depth))
    }

    /// The exact value of every legal move, best first; the side to move's view.
    pub fn exact_move_values(&mut self, board: &Board) -> Vec<MoveValue> {
        ready(hints::exact_move_values(&mut self.backend, board))
    }

    /// [`review::review`]: every move of the game from `start` judged.
    pub fn review_game(
        &mut self,
        start: &Board,
        moves: &[Move],
        settings: &ReviewSettings,
        on_move: &mut dyn FnMut(&MoveReview),
    ) -> Result<GameReview, IllegalMove> {
        ready(review::review(
            &mut self.backend,
            start,
            moves,
            settings,
            on_move,
        ))
    }

    /// [`review::evaluation`]: the value of `board` for the evaluation readout and graph.
    pub fn evaluation(&mut self, board: &Board, settings: &ReviewSettings) -> Evaluation {
        ready(review::evaluation(&mut self.backend, board, settings))
    }
}
