//! What the analysis knows, as the components read it: hint values, evaluations by
//! position, the review under way, and the value of each position of the game.

use crate::engine::masks::final_score;
use crate::engine::search::analysis::{Evaluation, GameReview, Hints, MoveReview};
use crate::engine::{Board, Color, Game, Square};
use leptos::prelude::*;
use std::collections::HashMap;

/// A hint search's values, with the position they belong to.
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    /// The position searched.
    pub board: Board,
    /// The values so far.
    pub hints: Hints,
}

/// A review under way.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewing {
    /// Discs placed in the game, each one to judge.
    pub total: usize,
    /// The moves judged so far, in order.
    pub done: Vec<MoveReview>,
}

/// One hint as the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The move's value in discs for the side to move.
    pub score: i32,
    /// Whether the value is proven.
    pub exact: bool,
    /// Whether no move is better.
    pub best: bool,
}

/// The value of one position for the readout and the graph, from Black's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyValue {
    /// Black's final disc difference with best play (estimated unless `exact`).
    pub black_score: i32,
    /// Whether proven.
    pub exact: bool,
}

/// The analysis signals, part of the app's state.
#[derive(Clone, Copy)]
pub struct Analysis {
    /// The hint values of the position shown, while a person is to move and hints are on.
    pub hints: RwSignal<Option<HintView>>,
    /// Evaluations found during play, by position.
    pub evals: RwSignal<HashMap<Board, Evaluation>>,
    /// The review under way, if any.
    pub reviewing: RwSignal<Option<Reviewing>>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            hints: RwSignal::new(None),
            evals: RwSignal::new(HashMap::new()),
            reviewing: RwSignal::new(None),
        }
    }
}

impl Analysis {
    /// The marks for the board: one per legal move, while its hints are for `board`.
    pub fn marks(&self, board: &Board) -> HashMap<Square, Mark> {
        self.hints.with(|view| match view {
            Some(view) if view.board == *board => {
                let best = view.hints.best_score();
                view.hints
                    .moves
                    .iter()
                    .map(|m| {
                        let mark = Mark {
                            score: m.score,
                            exact: m.exact,
                            best: Some(m.score) == best,
                        };
                        (m.square, mark)
                    })
                    .collect()
            }
            _ => HashMap::new(),
        })
    }
}

impl Analysis {
    /// The position's value as the best hint so far gives it, from Black's view.
    pub fn hint_value(&self, board: &Board) -> Option<PlyValue> {
        self.hints.with(|view| {
            let view = view.as_ref().filter(|v| v.board == *board)?;
            let best = view.hints.best_score()?;
            let black_score = if board.side_to_move() == Color::Black {
                best
            } else {
                -best
            };
            Some(PlyValue {
                black_score,
                exact: view.hints.is_exact(),
            })
        })
    }
}

/// The value of each position of `game` (index: ply) that is known: from the review, from
/// evaluations made during play, or from the board itself once the game is over.
pub fn ply_values(
    game: &Game,
    review: Option<&GameReview>,
    evals: &HashMap<Board, Evaluation>,
) -> Vec<Option<PlyValue>> {
    let boards = game.boards_by_ply();
    let mut values: Vec<Option<PlyValue>> = boards
        .iter()
        .map(|board| {
            if board.is_game_over() {
                return Some(PlyValue {
                    black_score: final_score(board.black().0, board.white().0),
                    exact: true,
                });
            }
            evals.get(board).map(|e| PlyValue {
                black_score: e.black_score,
                exact: e.exact,
            })
        })
        .collect();
    if let Some(review) = review {
        // The k-th disc's review values the position it was played in: ply k - 1.
        for (ply, m) in review.moves.iter().enumerate() {
            if let Some(slot) = values.get_mut(ply) {
                *slot = Some(PlyValue {
                    black_score: m.black_score,
                    exact: m.exact,
                });
            }
        }
    }
    values
}
