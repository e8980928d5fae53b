//! The record of one game: start position, moves with explicit passes, and an undo cursor.

use super::board::Board;
use super::color::Color;
use super::moves::Move;
use super::square::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Neither side could move.
    Normal,
    /// The given side resigned; the winner is scored 64–0.
    Resigned(Color),
    /// Both players agreed to a draw.
    DrawAgreed,
    /// The given side's clock ran out; the winner is scored 64–0, as after a resignation.
    Time(Color),
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Black's score (discs, or 64/0 after a resignation).
    pub black: u32,
    /// White's score.
    pub white: u32,
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// How the game ended.
    pub ending: Ending,
}

impl Outcome {
    /// The score of `color`.
    pub fn score(&self, color: Color) -> u32 {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

/// Whether the game goes on, and if so who is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on with this side to move.
    Playing(Color),
    /// The game is over.
    Over(Outcome),
}

/// Why a game action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is already over.
    GameOver,
    /// The square is not a legal move for the side to move.
    IllegalMove {
        /// The square asked for.
        square: Square,
        /// The side to move, whose move it is not.
        side: Color,
    },
    /// A pass was asked for while the side to move has a legal move.
    IllegalPass {
        /// The side to move, which has a move.
        side: Color,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver => f.write_str("the game is over"),
            GameError::IllegalMove { square, side } => {
                write!(f, "{square} is not a legal move for {side}")
            }
            GameError::IllegalPass { side } => {
                write!(f, "{side} has a legal move and may not pass")
            }
        }
    }
}

impl std::error::Error for GameError {}

/// A game from the standard start (or a given position) with full undo/redo history.
///
/// Forced passes are recorded automatically after the move that causes them, and the
/// cursor never rests on a position that must pass, so undo and redo step over passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    first: Color,
    /// `positions[i]` is the board after `moves[..i]`; it always has `moves.len() + 1` entries.
    positions: Vec<Board>,
    moves: Vec<Move>,
    cursor: usize,
    /// A resignation, agreed draw or loss on time, which holds only while the cursor is at
    /// the end.
    ending: Option<Ending>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Color::Black)
    }
}

impl Game {
    /// A new game from the standard start with `first` to move.
    pub fn new(first: Color) -> Game {
        Game::from_board(Board::start(first))
    }

    /// A new game from any position; a forced pass at the start is recorded at once.
    pub fn from_board(board: Board) -> Game {
        let mut game = Game {
            first: board.side_to_move(),
            positions: vec![board],
            moves: Vec::new(),
            cursor: 0,
            ending: None,
        };
        game.record_forced_pass();
        game
    }

    /// Discs placed up to the cursor, passes not counted: 0 at the start, n after the n-th
    /// disc (the numbering of the move list and the evaluation graph).
    pub fn ply(&self) -> usize {
        self.played()
            .iter()
            .filter(|m| m.square().is_some())
            .count()
    }

    /// Discs `color` placed up to the cursor.
    pub fn discs_placed_by(&self, color: Color) -> u32 {
        let placed = self.played().iter().zip(&self.positions);
        placed
            .filter(|(m, before)| m.square().is_some() && before.side_to_move() == color)
            .count() as u32
    }

    /// The position shown at each ply over every recorded move, undone ones included:
    /// `[0]` is the start, `[n]` the board after the n-th disc (and any pass it forced).
    pub fn boards_by_ply(&self) -> Vec<Board> {
        let mut boards = vec![self.positions[0]];
        for (i, mv) in self.moves.iter().enumerate() {
            match mv {
                Move::Place(_) => boards.push(self.positions[i + 1]),
                // A forced pass belongs to the position before it: the cursor rests after it.
                Move::Pass => {
                    *boards.last_mut().expect("the start is there") = self.positions[i + 1]
                }
            }
        }
        boards
    }

    /// The side that moved first.
    pub fn first(&self) -> Color {
        self.first
    }

    /// The position at the cursor.
    pub fn board(&self) -> Board {
        self.positions[self.cursor]
    }

    /// The position the game started from.
    pub fn start_board(&self) -> Board {
        self.positions[0]
    }

    /// Every recorded move, passes included, even those after the cursor.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many recorded moves are on the board.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves up to the cursor.
    pub fn played(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// The last disc placed before the cursor, if any.
    pub fn last_square(&self) -> Option<Square> {
        self.played().iter().rev().find_map(|m| m.square())
    }

    /// How many discs the last disc placed before the cursor turned over, if any was placed.
    pub fn last_flips(&self) -> Option<u32> {
        let i = self.played().iter().rposition(|m| m.square().is_some())?;
        let (before, after) = (self.positions[i], self.positions[i + 1]);
        let mover = before.side_to_move();
        Some(before.count(mover.opponent()) - after.count(mover.opponent()))
    }

    /// Whether the position at the cursor was reached by a forced pass.
    pub fn just_passed(&self) -> bool {
        self.played().last() == Some(&Move::Pass)
    }

    /// Whether the game is over, whether by play, resignation or agreement.
    pub fn is_over(&self) -> bool {
        self.ending.is_some() || self.board().is_game_over()
    }

    /// Who is to move, or the outcome once the game is over.
    pub fn status(&self) -> Status {
        match self.outcome() {
            Some(outcome) => Status::Over(outcome),
            None => Status::Playing(self.board().side_to_move()),
        }
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        let board = self.board();
        match self.ending {
            Some(ending @ (Ending::Resigned(loser) | Ending::Time(loser))) => {
                let (black, white) = match loser {
                    Color::Black => (0, 64),
                    Color::White => (64, 0),
                };
                Some(Outcome {
                    black,
                    white,
                    winner: Some(loser.opponent()),
                    ending,
                })
            }
            Some(ending) => Some(Outcome {
                black: board.count(Color::Black),
                white: board.count(Color::White),
                winner: None,
                ending,
            }),
            None if board.is_game_over() => {
                let black = board.count(Color::Black);
                let white = board.count(Color::White);
                let winner = match black.cmp(&white) {
                    std::cmp::Ordering::Greater => Some(Color::Black),
                    std::cmp::Ordering::Less => Some(Color::White),
                    std::cmp::Ordering::Equal => None,
                };
                Some(Outcome {
                    black,
                    white,
                    winner,
                    ending: Ending::Normal,
                })
            }
            None => None,
        }
    }

    /// Plays a move for the side to move, dropping any redo tail.
    ///
    /// A pass is accepted only when it is forced; a forced pass that follows the move is
    /// recorded automatically.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let board = self.board();
        let next = match mv {
            Move::Place(sq) => board.play(sq).ok_or(GameError::IllegalMove {
                square: sq,
                side: board.side_to_move(),
            })?,
            Move::Pass if board.must_pass() => board.pass(),
            Move::Pass => {
                return Err(GameError::IllegalPass {
                    side: board.side_to_move(),
                })
            }
        };
        self.truncate();
        self.push(mv, next);
        self.record_forced_pass();
        Ok(())
    }

    /// Plays a disc on `sq` for the side to move.
    pub fn play_square(&mut self, sq: Square) -> Result<(), GameError> {
        self.play(Move::Place(sq))
    }

    /// The side to move resigns; the opponent wins 64–0.
    pub fn resign(&mut self) -> Result<(), GameError> {
        self.resign_as(self.board().side_to_move())
    }

    /// `loser` resigns, whoever is to move (a person may give up while the computer
    /// thinks); the opponent wins 64–0.
    pub fn resign_as(&mut self, loser: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        self.truncate();
        self.ending = Some(Ending::Resigned(loser));
        Ok(())
    }

    /// `loser`'s clock ran out, whoever is to move; the opponent wins 64–0.
    pub fn lose_on_time(&mut self, loser: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        self.truncate();
        self.ending = Some(Ending::Time(loser));
        Ok(())
    }

    /// Ends the game as a draw both players agreed to.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        self.truncate();
        self.ending = Some(Ending::DrawAgreed);
        Ok(())
    }

    /// Puts `ending` on the game: a resignation, loss on time or agreed draw (a normal end is
    /// the board itself, so it puts nothing on).
    pub fn put_ending(&mut self, ending: Ending) -> Result<(), GameError> {
        match ending {
            Ending::Resigned(loser) => self.resign_as(loser),
            Ending::Time(loser) => self.lose_on_time(loser),
            Ending::DrawAgreed => self.agree_draw(),
            Ending::Normal => Ok(()),
        }
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.ending.is_some() || self.earliest_cursor() < self.cursor
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Takes back the last move (and any forced pass after it); a resignation or
    /// agreed draw is taken back first. Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        if self.ending.take().is_some() {
            return true;
        }
        if self.cursor <= self.earliest_cursor() {
            return false;
        }
        self.cursor -= 1;
        self.settle_backwards();
        true
    }

    /// Replays the next undone move (and any forced pass after it).
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        while self.cursor < self.moves.len() && self.moves[self.cursor] == Move::Pass {
            self.cursor += 1;
        }
        true
    }

    /// Takes back every move.
    pub fn undo_all(&mut self) -> bool {
        let mut changed = false;
        while self.undo() {
            changed = true;
        }
        changed
    }

    /// Replays every undone move.
    pub fn redo_all(&mut self) -> bool {
        let mut changed = false;
        while self.redo() {
            changed = true;
        }
        changed
    }

    /// The moves up to the cursor as a transcript like `f5d6c3`, forced passes left implicit.
    pub fn transcript(&self) -> String {
        self.played()
            .iter()
            .filter_map(|m| m.square())
            .map(|sq| sq.to_string())
            .collect()
    }

    /// The lowest cursor: 0, or past a pass forced at the very start.
    fn earliest_cursor(&self) -> usize {
        self.moves.iter().take_while(|m| **m == Move::Pass).count()
    }

    /// Moves the cursor back until it no longer rests just before a pass.
    fn settle_backwards(&mut self) {
        while self.cursor > self.earliest_cursor()
            && self.cursor < self.moves.len()
            && self.moves[self.cursor] == Move::Pass
        {
            self.cursor -= 1;
        }
    }

    fn truncate(&mut self) {
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
    }

    fn push(&mut self, mv: Move, next: Board) {
        self.moves.push(mv);
        self.positions.push(next);
        self.cursor = self.moves.len();
    }

    fn record_forced_pass(&mut self) {
        let board = self.board();
        if board.must_pass() {
            self.push(Move::Pass, board.pass());
        }
    }
}
