//! What the analysis shows, decided natively: which analysis the position shown wants (hints
//! or an evaluation), the hint marks the board draws, and the value of each position for the
//! evaluation readout and graph. The app asks the worker and keeps the answers; these rules
//! read them.

use super::Session;
use crate::engine::masks::final_score;
use crate::engine::search::analysis::{
    for_black, Class, Evaluation, GameReview, Hints, MoveReview,
};
use crate::engine::search::line::Line;
use crate::engine::{Board, Color, Game, Move, Square};
use std::collections::HashMap;

/// The analysis the position shown wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// None: hints are off.
    Nothing,
    /// The value of every legal move, for the person to move.
    Hints(Board),
    /// The position's value only, for the readout and graph: the computer is to move (or
    /// held), the person to move must pass, or the game is over (then the board itself
    /// gives the value, and nothing is asked).
    Evaluation(Board),
}

impl Session {
    /// The analysis the position shown wants, with hints on or off.
    pub fn analysis_wanted(&self, hints_on: bool) -> Wanted {
        let board = self.game().board();
        if !hints_on || !self.analysis_allowed() {
            Wanted::Nothing
        } else if self.person_to_move() && !board.must_pass() {
            Wanted::Hints(board)
        } else {
            Wanted::Evaluation(board)
        }
    }
}

impl Session {
    /// The moves the finished review judged, in order (none without one).
    pub fn review_moves(&self) -> &[MoveReview] {
        self.review().map_or(&[], |r| r.moves.as_slice())
    }

    /// The reviewed move chosen in the position shown: the next disc placed from here, as the
    /// finished review judged it. The board marks its best move and the panel its values, so
    /// stepping through a reviewed game shows at each position what was played and what was
    /// best.
    pub fn reviewed_choice(&self) -> Option<&MoveReview> {
        self.review()?.moves.get(self.game().ply())
    }

    /// The position (in discs placed) where the next move the review marks (an inaccuracy or
    /// worse) was chosen, after the choice in the position shown.
    pub fn mistake_after(&self) -> Option<usize> {
        let ply = self.game().ply();
        marked(self.review()?, self.mistakes_of()).find(|&at| at > ply)
    }

    /// The position where the marked move before the choice in the position shown was chosen.
    pub fn mistake_before(&self) -> Option<usize> {
        let ply = self.game().ply();
        marked(self.review()?, self.mistakes_of())
            .filter(|&at| at < ply)
            .last()
    }

    /// The side a person played against the computer, whose moves alone the mistake steps
    /// may be limited to (none in a game between two people or two computers).
    pub fn own_side(&self) -> Option<Color> {
        super::lone_computer(&self.playing()).map(Color::opponent)
    }

    /// Limits Previous/Next mistake to the person's own moves, or lets them reach both sides'.
    pub fn set_own_mistakes(&mut self, own: bool) {
        self.own_mistakes = own;
    }

    /// Whether Previous/Next mistake are limited to the person's own moves (where a person
    /// played the computer).
    pub fn own_mistakes(&self) -> bool {
        self.own_mistakes && self.own_side().is_some()
    }

    /// The side whose marked moves the mistake steps reach: the person's when limited, else
    /// both (`None`).
    fn mistakes_of(&self) -> Option<Color> {
        self.own_side().filter(|_| self.own_mistakes)
    }
}

/// The positions (in discs placed) in which the review's marked moves were chosen, in order,
/// of `side`'s moves only where one is given.
fn marked(review: &GameReview, side: Option<Color>) -> impl Iterator<Item = usize> + '_ {
    review
        .moves
        .iter()
        .enumerate()
        .filter(move |(_, m)| m.class != Class::Best && side.is_none_or(|s| m.color == s))
        .map(|(ply, _)| ply)
}

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
    /// The game's moves when the review was asked, passes included: while
    /// [`Session::fits_review_of`] them, the review goes on.
    pub asked: Vec<Move>,
    /// Discs placed in the game, each one to judge.
    pub total: usize,
    /// The moves judged so far, in order.
    pub done: Vec<MoveReview>,
    /// Moves judged ahead of an earlier one still being judged (the workers judge the
    /// positions side by side), waiting to join `done` in order.
    pub ahead: Vec<MoveReview>,
    /// Quick first judgements ([`MoveReview::estimate`]), shown until the moves' own come.
    pub estimates: Vec<MoveReview>,
}

impl Reviewing {
    /// A review of `asked`, which places `total` discs, nothing judged yet.
    pub fn new(asked: Vec<Move>, total: usize) -> Reviewing {
        Reviewing {
            asked,
            total,
            done: Vec::new(),
            ahead: Vec::new(),
            estimates: Vec::new(),
        }
    }

    /// Files a judged move: `done` takes it, and every waiting move after it, as soon as
    /// every disc placed before it is judged; an estimate goes to `estimates`.
    pub fn take(&mut self, review: MoveReview) {
        if review.estimate {
            self.estimates.push(review);
            return;
        }
        self.ahead.push(review);
        while let Some(at) = self
            .next_index()
            .and_then(|next| self.ahead.iter().position(|m| m.index == next))
        {
            let m = self.ahead.swap_remove(at);
            self.done.push(m);
        }
    }

    /// How many discs are judged, in order or ahead (estimates not counted).
    pub fn judged(&self) -> usize {
        self.done.len() + self.ahead.len()
    }

    /// The mark to show for each disc so far: its judgement, or else its estimate.
    pub fn marks(&self) -> impl Iterator<Item = &MoveReview> {
        let judged = |index: usize| {
            self.done
                .iter()
                .chain(&self.ahead)
                .any(|m| m.index == index)
        };
        let estimates = self.estimates.iter().filter(move |m| !judged(m.index));
        self.done.iter().chain(&self.ahead).chain(estimates)
    }

    /// The index in `asked` of the next disc placed that `done` lacks.
    fn next_index(&self) -> Option<usize> {
        self.asked
            .iter()
            .enumerate()
            .filter(|(_, m)| matches!(m, Move::Place(_)))
            .map(|(i, _)| i)
            .nth(self.done.len())
    }
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
    /// Whether the value is the opening book's.
    pub book: bool,
    /// The move's line, the move first (empty if none is known).
    pub line: Line,
}

/// The value of one position for the readout and the graph, from Black's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyValue {
    /// Black's final disc difference with best play (estimated unless `exact`).
    pub black_score: i32,
    /// Whether proven.
    pub exact: bool,
}

impl HintView {
    /// The marks for `board`: one per legal move searched, while these hints are for it.
    pub fn marks(&self, board: &Board) -> HashMap<Square, Mark> {
        if self.board != *board {
            return HashMap::new();
        }
        let best = self.hints.best_score();
        self.hints
            .moves
            .iter()
            .map(|m| {
                let mark = Mark {
                    score: m.score,
                    exact: m.exact,
                    best: Some(m.score) == best,
                    book: m.book,
                    line: m.line,
                };
                (m.square, mark)
            })
            .collect()
    }

    /// The value of `board` as the best hint so far gives it, from Black's view, while these
    /// hints are for it.
    pub fn value(&self, board: &Board) -> Option<PlyValue> {
        if self.board != *board {
            return None;
        }
        Some(PlyValue {
            black_score: for_black(board.side_to_move(), self.hints.best_score()?),
            exact: self.hints.is_exact(),
        })
    }
}

/// The value of each position of `game` (index: ply) that is known: from the moves a review
/// has judged (`reviewed`, in order: one under way fills the graph in as it goes), from
/// evaluations made during play, or from the board itself once the game is over.
pub fn ply_values(
    game: &Game,
    reviewed: &[MoveReview],
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
    // The k-th disc's review values the position it was played in: ply k - 1.
    for (ply, m) in reviewed.iter().enumerate() {
        if let Some(slot) = values.get_mut(ply) {
            *slot = Some(PlyValue {
                black_score: m.black_score,
                exact: m.exact,
            });
        }
    }
    values
}

/// The first position of `game` (in play order) that the evaluation graph has no value for,
/// as [`ply_values`] reads them: what the graph's background evaluation asks next.
pub fn first_unvalued(
    game: &Game,
    reviewed: &[MoveReview],
    evals: &HashMap<Board, Evaluation>,
) -> Option<Board> {
    let ply = ply_values(game, reviewed, evals)
        .iter()
        .position(Option::is_none)?;
    game.boards_by_ply().get(ply).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::Play;
    use crate::engine::notation::replay;
    use crate::engine::search::analysis::{MoveValue, ReviewSettings};
    use crate::engine::search::Searcher;
    use crate::settings::{Player, Players, SavedGame, Statistics};

    const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);

    fn at(moves: &str) -> Session {
        let game = replay(moves, Color::Black).expect("a legal transcript");
        Session::new(
            SavedGame {
                game,
                ..SavedGame::default()
            },
            VS_COMPUTER,
        )
    }

    fn sq(name: &str) -> Square {
        name.parse::<Square>().expect("a square name")
    }

    #[test]
    fn hints_for_a_person_to_move_an_evaluation_otherwise_nothing_when_off_or_over() {
        let start = at("");
        assert_eq!(start.analysis_wanted(false), Wanted::Nothing);
        assert_eq!(
            start.analysis_wanted(true),
            Wanted::Hints(start.game().board())
        );
        let computer = at("f5");
        assert_eq!(
            computer.analysis_wanted(true),
            Wanted::Evaluation(computer.game().board())
        );
        // Held after undo, the computer's turn still wants only the evaluation.
        let mut held = at("f5d6");
        held.run(Play::Undo, &mut Statistics::default()).unwrap();
        assert_eq!(
            held.analysis_wanted(true),
            Wanted::Evaluation(held.game().board())
        );
        // A 9-move wipe-out: over, only its value (no hints) stands.
        let over = at("d3c3b3d2e1d6d7e3f4");
        assert_eq!(
            over.analysis_wanted(true),
            Wanted::Evaluation(over.game().board())
        );
    }

    #[test]
    fn a_review_under_way_fits_while_the_game_keeps_its_moves() {
        let mut stats = Statistics::default();
        let mut s = at("f5d6c3d3");
        let asked = s.game().moves().to_vec();
        s.run(Play::UndoAll, &mut stats).unwrap();
        assert!(s.fits_review_of(&asked), "stepping back keeps it");
        s.run(Play::RedoAll, &mut stats).unwrap();
        s.choose(sq("c4"), &mut stats).unwrap();
        assert!(s.fits_review_of(&asked), "playing on at the end keeps it");
        s.go_to(2, &mut stats).unwrap();
        s.choose(sq("c5"), &mut stats).unwrap();
        assert!(!s.fits_review_of(&asked), "a new line after undo leaves it");
        let mut new = at("f5d6c3d3");
        new.run(Play::NewGame, &mut stats).unwrap();
        assert!(!new.fits_review_of(&asked), "a new game leaves it");
    }

    /// Hints for the position after `moves`: each square with its value and exactness.
    fn hints(moves: &str, values: &[(&str, i32, bool)]) -> HintView {
        HintView {
            board: at(moves).game().board(),
            hints: Hints {
                moves: values
                    .iter()
                    .map(|&(square, score, exact)| MoveValue {
                        square: sq(square),
                        score,
                        exact,
                        book: false,
                        line: Line::default(),
                    })
                    .collect(),
                depth: 4,
                nodes: 1000,
            },
        }
    }

    #[test]
    fn marks_show_each_value_and_ring_the_best_only_for_their_position() {
        let view = hints("f5", &[("d6", 2, true), ("f6", 2, false), ("f4", -6, true)]);
        let marks = view.marks(&at("f5").game().board());
        assert_eq!(marks.len(), 3);
        assert_eq!(
            marks[&sq("d6")],
            Mark {
                score: 2,
                exact: true,
                best: true,
                book: false,
                line: Line::default(),
            }
        );
        assert!(marks[&sq("f6")].best && !marks[&sq("f6")].exact);
        assert!(!marks[&sq("f4")].best);
        assert!(view.marks(&at("f5d6").game().board()).is_empty());
    }

    #[test]
    fn a_hint_value_is_turned_to_blacks_view() {
        // White to move after f5: White's best +2 is Black's -2.
        let white = hints("f5", &[("d6", 2, true), ("f4", -6, true)]);
        let board = at("f5").game().board();
        assert_eq!(
            white.value(&board),
            Some(PlyValue {
                black_score: -2,
                exact: true
            })
        );
        let black = hints("f5d6", &[("c3", 3, true), ("c5", -1, false)]);
        assert_eq!(
            black.value(&at("f5d6").game().board()),
            Some(PlyValue {
                black_score: 3,
                exact: false
            })
        );
        assert_eq!(white.value(&at("").game().board()), None);
        assert_eq!(hints("f5", &[]).value(&board), None);
    }

    #[test]
    fn ply_values_come_from_the_review_then_evaluations_then_the_final_board() {
        let game = at("d3c3b3d2e1d6d7e3f4").game().clone();
        let boards = game.boards_by_ply();
        let mut evals = HashMap::new();
        evals.insert(
            boards[1],
            Evaluation {
                black_score: 7,
                exact: false,
                depth: 5,
            },
        );
        let values = ply_values(&game, &[], &evals);
        assert_eq!(values.len(), 10);
        assert_eq!(values[0], None);
        assert_eq!(
            values[1],
            Some(PlyValue {
                black_score: 7,
                exact: false
            })
        );
        // Black wins 13-0: all 64 squares to the winner.
        assert_eq!(
            values[9],
            Some(PlyValue {
                black_score: 64,
                exact: true
            })
        );
        // A review values the position each disc was played in, over any evaluation.
        let settings = ReviewSettings {
            depth: 2,
            exact_empties: 0,
            first_depth: 0,
        };
        let review = Searcher::new()
            .review_game(&game.start_board(), game.moves(), &settings, &mut |_| {})
            .expect("a legal game");
        let reviewed = ply_values(&game, &review.moves, &evals);
        for (ply, m) in review.moves.iter().enumerate() {
            let value = reviewed[ply].expect("a reviewed position");
            assert_eq!((value.black_score, value.exact), (m.black_score, m.exact));
        }
        assert_eq!(reviewed[9], values[9]);
        // A review under way values the positions of the moves it has judged so far.
        let partial = ply_values(&game, &review.moves[..3], &evals);
        assert_eq!(&partial[..3], &reviewed[..3]);
        assert_eq!(&partial[3..], &values[3..]);
        assert_ne!(partial, reviewed);
    }

    #[test]
    fn the_graph_asks_for_each_unvalued_position_in_order_until_none_is_left() {
        let game = at("f5d6c3d3c4").game().clone();
        let boards = game.boards_by_ply();
        let mut evals = HashMap::new();
        let mut asked = Vec::new();
        while let Some(board) = first_unvalued(&game, &[], &evals) {
            assert!(!asked.contains(&board), "asked twice");
            asked.push(board);
            let value = Evaluation {
                black_score: 0,
                exact: false,
                depth: 4,
            };
            evals.insert(board, value);
        }
        assert_eq!(asked, boards, "every position, in play order");
        // A review values every position it judged, so after it nothing is asked; an over
        // game's last position is valued by its board.
        let over = at("d3c3b3d2e1d6d7e3f4").game().clone();
        let settings = ReviewSettings {
            depth: 2,
            exact_empties: 0,
            first_depth: 0,
        };
        let review = Searcher::new()
            .review_game(&over.start_board(), over.moves(), &settings, &mut |_| {})
            .expect("a legal game");
        assert_eq!(first_unvalued(&over, &review.moves, &HashMap::new()), None);
        assert_eq!(
            first_unvalued(&over, &[], &HashMap::new()),
            Some(over.start_board())
        );
    }

    #[test]
    fn a_review_under_way_keeps_its_moves_in_order_whatever_order_they_are_judged_in() {
        let s = at("f5d6c3d3c4");
        let mut moves = review_of(&s, &[Class::Best; 5], "f5").moves;
        // A pass after the second disc: the later discs' indices in the game's moves move on.
        let mut asked = s.game().moves().to_vec();
        asked.insert(2, Move::Pass);
        for m in &mut moves[2..] {
            m.index += 1;
        }
        let mut r = Reviewing::new(asked, 5);
        let estimate = |m: &MoveReview| MoveReview {
            estimate: true,
            ..m.clone()
        };
        for m in &moves {
            r.take(estimate(m));
        }
        assert_eq!(
            (r.judged(), r.marks().filter(|m| m.estimate).count()),
            (0, 5)
        );
        for (k, in_order) in [(3, 0), (0, 1), (4, 1), (1, 2), (2, 5)] {
            r.take(moves[k].clone());
            assert_eq!(r.done[..], moves[..in_order], "after disc {k}");
            assert_eq!(r.judged(), r.done.len() + r.ahead.len());
            // Every disc keeps one mark: its judgement once it has one.
            let mut marks: Vec<&MoveReview> = r.marks().collect();
            marks.sort_by_key(|m| m.index);
            assert_eq!(marks.len(), 5);
            assert_eq!(marks.iter().filter(|m| !m.estimate).count(), r.judged());
        }
        assert!(r.ahead.is_empty());
        assert!(r.marks().all(|m| !m.estimate));
    }

    /// A review of `moves` that classes each disc as `classes` says, the best move being
    /// `best` (a square name) with 0 and the one played worth minus its class's loss.
    fn review_of(s: &Session, classes: &[Class], best: &str) -> GameReview {
        let mut board = s.game().start_board();
        let moves = s.game().moves().iter().filter_map(|m| m.square());
        let reviewed = moves
            .zip(classes)
            .enumerate()
            .map(|(index, (played, &class))| {
                let loss = match class {
                    Class::Best => 0,
                    Class::Inaccuracy => 2,
                    Class::Mistake => 4,
                    Class::Blunder => 8,
                };
                let m = MoveReview {
                    index,
                    color: board.side_to_move(),
                    played,
                    played_score: -loss,
                    best: vec![if loss == 0 { played } else { sq(best) }],
                    best_score: 0,
                    loss,
                    class,
                    exact: false,
                    depth: 4,
                    black_score: 0,
                    book: false,
                    estimate: false,
                };
                board = board.play(played).unwrap();
                m
            })
            .collect();
        GameReview {
            moves: reviewed,
            complete: true,
            ..GameReview::default()
        }
    }

    #[test]
    fn the_position_shown_explains_the_move_chosen_in_it_and_steps_to_the_marked_ones() {
        use Class::{Best, Blunder, Inaccuracy, Mistake};
        let mut stats = Statistics::default();
        let mut s = at("f5d6c3d3c4f4");
        assert_eq!(s.reviewed_choice(), None, "no review, nothing explained");
        assert_eq!(
            s.check(Play::NextMistake),
            Err(super::super::Refusal::NoMistakeAfter)
        );
        let review = review_of(&s, &[Best, Inaccuracy, Best, Mistake, Best, Blunder], "a1");
        assert!(s.set_review(review));
        // At the end nothing is left to explain; the marked moves lie behind.
        assert_eq!(s.reviewed_choice(), None);
        assert_eq!((s.mistake_before(), s.mistake_after()), (Some(5), None));
        // Before d6 (the 2nd disc), d6 is the move explained, with its best move.
        s.go_to(1, &mut stats).unwrap();
        let choice = s.reviewed_choice().unwrap();
        assert_eq!(
            (choice.played, choice.best.clone()),
            (sq("d6"), vec![sq("a1")])
        );
        assert_eq!((s.mistake_before(), s.mistake_after()), (None, Some(3)));
        // Next mistake lands where d3 was chosen, then where f4 was; Previous goes back.
        s.run(Play::NextMistake, &mut stats).unwrap();
        assert_eq!(s.game().ply(), 3);
        assert_eq!(s.reviewed_choice().unwrap().played, sq("d3"));
        s.run(Play::NextMistake, &mut stats).unwrap();
        assert_eq!(s.game().ply(), 5);
        assert_eq!(s.reviewed_choice().unwrap().class, Blunder);
        assert_eq!(
            s.run(Play::NextMistake, &mut stats),
            Err(super::super::Refusal::NoMistakeAfter)
        );
        s.run(Play::PreviousMistake, &mut stats).unwrap();
        s.run(Play::PreviousMistake, &mut stats).unwrap();
        assert_eq!(s.game().ply(), 1);
        assert_eq!(
            s.check(Play::PreviousMistake),
            Err(super::super::Refusal::NoMistakeBefore)
        );
        // A best move is explained too, but never stepped to.
        s.go_to(0, &mut stats).unwrap();
        assert_eq!(s.reviewed_choice().unwrap().class, Best);
        assert_eq!(s.mistake_after(), Some(1));
    }

    #[test]
    fn the_mistake_steps_may_be_limited_to_the_persons_own_moves() {
        use Class::{Best, Blunder, Inaccuracy, Mistake};
        let mut stats = Statistics::default();
        // Black (the person) errs at plies 0 and 4, White (the computer) at 1 and 3.
        let mut s = at("f5d6c3d3c4f4");
        let classes = [Inaccuracy, Mistake, Best, Blunder, Mistake, Best];
        assert!(s.set_review(review_of(&s, &classes, "a1")));
        assert_eq!(s.own_side(), Some(Color::Black));
        s.go_to(0, &mut stats).unwrap();
        assert_eq!(s.mistake_after(), Some(1));
        s.set_own_mistakes(true);
        assert!(s.own_mistakes());
        assert_eq!(s.mistake_after(), Some(4));
        s.run(Play::NextMistake, &mut stats).unwrap();
        assert_eq!(s.game().ply(), 4);
        assert_eq!(
            s.check(Play::NextMistake),
            Err(super::super::Refusal::NoMistakeAfter)
        );
        assert_eq!(s.mistake_before(), Some(0));
        s.set_own_mistakes(false);
        assert_eq!(s.mistake_before(), Some(3));
        // Between two people there is no own side, and the limit does nothing.
        let mut people = Session::new(
            s.saved().clone(),
            Players::new(Player::Human, Player::Human),
        );
        people.set_own_mistakes(true);
        assert!(!people.own_mistakes());
        assert_eq!(people.mistake_before(), Some(3));
    }
}
