//! What the analysis finds: the values of moves (hints), the judgement of each move of a
//! game (review) and the value of a position (evaluation). The searches that find them are
//! [`super::hints`] and [`super::review`]; the opening book's values ([`super::book_values`])
//! take the same shapes.

use crate::search::line::Line;
use crate::{Color, Game, Move, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One legal move and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveValue {
    /// The square played.
    pub square: Square,
    /// The final disc difference this move leads to with best play from both sides, from the
    /// point of view of the side playing it: proven when `exact`, else the midgame search's
    /// estimate rounded to whole discs.
    pub score: i32,
    /// Whether `score` was proven by the exact solver.
    pub exact: bool,
    /// Whether `score` is the opening book's rather than this search's.
    #[serde(default)]
    pub book: bool,
    /// The move's principal line, the move first: the search's (5 to 12 moves, fewer where
    /// the game ends sooner or a limit cut it), or the book's; empty if neither knows one.
    #[serde(default)]
    pub line: Line,
}

/// How long a hint search may go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HintLimits {
    /// The deepest midgame depth.
    pub max_depth: u32,
    /// With this many empties or fewer, the values are then solved exactly, best guess first.
    pub exact_empties: u32,
    /// Wall-clock budget in milliseconds; the values found by then stand.
    pub ms: u64,
    /// The wall-clock budget instead when the values are solved exactly.
    pub exact_ms: u64,
    /// Node budget, for reproducible tests and benchmarks.
    pub nodes: u64,
}

impl Default for HintLimits {
    /// Exact from 24 empties: every move's value is proven in about a second at 22 empties
    /// and within seconds at 24 on two cores, while the player thinks (a move stops it);
    /// estimates show until then, and a solve cut short by the clock still leaves every move
    /// it finished exact. Outside the exact range, 4 s of ever deeper estimates.
    fn default() -> HintLimits {
        HintLimits {
            max_depth: 60,
            exact_empties: 24,
            ms: 4_000,
            exact_ms: 30_000,
            nodes: u64::MAX,
        }
    }
}

/// The values of every legal move at one stage of a hint search.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hints {
    /// Every legal move with its value, best first (equal values by square); empty when the
    /// side to move must pass.
    pub moves: Vec<MoveValue>,
    /// The midgame depth of the values not yet exact (0 if none was completed).
    pub depth: u32,
    /// Nodes searched so far.
    pub nodes: u64,
}

impl Hints {
    /// The best value, from the side to move's view.
    pub fn best_score(&self) -> Option<i32> {
        self.moves.iter().map(|m| m.score).max()
    }

    /// Every move with the best value (ties included).
    pub fn best(&self) -> impl Iterator<Item = Square> + '_ {
        let best = self.best_score();
        self.moves
            .iter()
            .filter(move |m| Some(m.score) == best)
            .map(|m| m.square)
    }

    /// The value of the move on `square`, if it is legal.
    pub fn value(&self, square: Square) -> Option<MoveValue> {
        self.moves.iter().copied().find(|m| m.square == square)
    }

    /// Whether every value is proven (false when there is no move).
    pub fn is_exact(&self) -> bool {
        !self.moves.is_empty() && self.moves.iter().all(|m| m.exact)
    }
}

/// Losses from this many discs are inaccuracies. Exact values are always even, so a loss of
/// one disc can only be the midgame estimate's rounding, and counts as best.
pub const INACCURACY_DISCS: i32 = 2;
/// Losses from this many discs are mistakes: about an edge disc or two given away for good.
pub const MISTAKE_DISCS: i32 = 4;
/// Losses from this many discs are blunders: what a lost corner or a wrong parity usually
/// costs, and beyond the midgame estimate's typical error at the review depth.
pub const BLUNDER_DISCS: i32 = 8;

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

    /// The annotation a printed game record gives a move of this class: "?!", "?", "??"
    /// (none for the best).
    pub fn glyph(self) -> &'static str {
        match self {
            Class::Best => "",
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
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
    /// The midgame depth of a quick first judgement of every move, reported as estimates
    /// ([`MoveReview::estimate`]) before the review's own (0: none).
    pub first_depth: u32,
}

/// The depth of the page's quick first judgements: a mark on every move within a fraction of
/// the whole review's time, which a player sees replaced move by move.
pub const FIRST_DEPTH: u32 = 4;

impl Default for ReviewSettings {
    /// Depth 9 reviews a 60-move game in 2-4 s in wasm under Node (`scripts/bench-analysis`),
    /// well within the 20 s wanted in the browser; depth 10 takes three to four times as long.
    /// Exact from 20 empties: only the first exact position costs much, since each next one
    /// lies in the tree just solved and the tables carry over.
    fn default() -> ReviewSettings {
        ReviewSettings {
            depth: 9,
            exact_empties: 20,
            first_depth: 0,
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
    /// Whether this is a quick first judgement, which the review's own replaces.
    #[serde(default)]
    pub estimate: bool,
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

    /// The review of `moves`, with each player's summary.
    pub(super) fn new(
        moves: Vec<MoveReview>,
        final_score: Option<i32>,
        complete: bool,
    ) -> GameReview {
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

/// A score of the side `side` from Black's point of view.
pub fn for_black(side: Color, score: i32) -> i32 {
    match side {
        Color::Black => score,
        Color::White => -score,
    }
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
