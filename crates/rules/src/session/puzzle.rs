//! A puzzle being played: the player takes the side to move, the first move is judged from
//! the puzzle's stored values, then play goes on against perfect play, whose first answer to
//! a move that falls short is its refutation; Retry starts again from the puzzle's position.
//! A hint shows the best move's quarter of the board, then the move. Solution names the
//! answer from the stored values at once and lets the player step through the best line,
//! which perfect play works out move by move behind the player's steps. The puzzle has its
//! own game, apart from the game in progress, which it never touches.

use crate::engine::puzzles::{Puzzle, Verdict};
use crate::engine::search::analysis::HintLimits;
use crate::engine::{Bitboard, Board, Color, Game, Move, Square};

/// What perfect play is asked in a puzzle: every move proven. The puzzles hold at most 22
/// empties, which the worker solves in seconds; the shallow presearch only orders the moves.
pub const PERFECT: HintLimits = HintLimits {
    max_depth: 6,
    exact_empties: 64,
    ms: 60_000,
    exact_ms: 60_000,
    nodes: u64::MAX,
};

/// The judgement of a first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The square played.
    pub square: Square,
    /// How it compares with the best.
    pub verdict: Verdict,
    /// Discs below the best value (0 for a best move).
    pub loss: i32,
    /// Whether a hint (or the solution) had been seen.
    pub hinted: bool,
}

/// How perfect play refutes a first move that fell short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The player's first move.
    pub played: Square,
    /// Perfect play's answer: `None` while it thinks, `Some(Move::Pass)` when it has none.
    pub reply: Option<Move>,
    /// The final disc difference the first move leads to with best play, the player's view.
    pub value: i8,
}

/// How much help a hint has given on this puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hint {
    /// None yet.
    None,
    /// The best move's quarter of the board.
    Region,
    /// The best move itself.
    Move,
}

/// Who makes the moves now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The player plays the puzzle's side; perfect play answers.
    Play,
    /// The best line, stepped through by the player; perfect play works it out.
    Solution,
}

/// One puzzle on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    number: usize,
    puzzle: Puzzle,
    game: Game,
    judged: Option<Judged>,
    mode: Mode,
    hint: Hint,
    /// The best line's moves worked out so far (the solution's).
    line: Vec<Square>,
}

impl PuzzleRun {
    /// Puzzle `number` (from 1) at its start.
    pub fn new(number: usize, puzzle: Puzzle) -> PuzzleRun {
        PuzzleRun {
            number,
            game: Game::from_board(puzzle.board),
            puzzle,
            judged: None,
            mode: Mode::Play,
            hint: Hint::None,
            line: Vec::new(),
        }
    }

    /// The puzzle's number, from 1.
    pub fn number(&self) -> usize {
        self.number
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle's game as played so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The judgement of this attempt's first move, once it is played.
    pub fn judged(&self) -> Option<Judged> {
        self.judged
    }

    /// Who makes the moves now.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The side the player plays: the puzzle's side to move.
    pub fn player(&self) -> Color {
        self.puzzle.board.side_to_move()
    }

    /// Whether the player may place a disc now.
    pub fn player_to_move(&self) -> bool {
        self.mode == Mode::Play
            && !self.game.is_over()
            && self.game.board().side_to_move() == self.player()
    }

    /// Whether perfect play is to move in the game (the opponent's turn while the player plays).
    pub fn engine_to_move(&self) -> bool {
        self.mode == Mode::Play && !self.game.is_over() && !self.player_to_move()
    }

    /// Whether the game stands at the puzzle's position, no move played.
    pub fn at_start(&self) -> bool {
        self.game.moves().is_empty()
    }

    /// The player places a disc on `sq`; the first move of an attempt is judged and its
    /// judgement returned. `None` when the move is not the player's to make or not legal.
    pub fn choose(&mut self, sq: Square) -> Option<Option<Judged>> {
        if !self.player_to_move() || self.game.play_square(sq).is_err() {
            return None;
        }
        if self.game.moves().len() > 1 {
            return Some(None);
        }
        let (verdict, loss) = self.puzzle.judge(sq)?;
        let judged = Judged {
            square: sq,
            verdict,
            loss,
            hinted: self.hint > Hint::None,
        };
        self.judged = Some(judged);
        Some(Some(judged))
    }

    /// Perfect play places a disc on `sq`; false if it is not its turn or not legal.
    pub fn engine_plays(&mut self, sq: Square) -> bool {
        self.engine_to_move() && self.game.play_square(sq).is_ok()
    }

    /// Back to the puzzle's position for a new attempt (the last judgement is dropped; the
    /// hints seen stay seen).
    pub fn retry(&mut self) {
        self.game = Game::from_board(self.puzzle.board);
        self.judged = None;
        self.mode = Mode::Play;
    }

    /// Back to the puzzle's position to step through the best line, which starts with the
    /// stored best move; seeing it counts as the fullest hint.
    pub fn show_solution(&mut self) {
        self.retry();
        self.mode = Mode::Solution;
        self.hint = Hint::Move;
        if self.line.is_empty() {
            self.line.extend(self.puzzle.best_moves().next());
        }
    }

    /// The answer: the first best move and its value, the player's view.
    pub fn answer(&self) -> Option<(Square, i8)> {
        self.puzzle.moves.first().copied()
    }

    /// The best line's moves worked out so far.
    pub fn line(&self) -> &[Square] {
        &self.line
    }

    /// How many of the line's moves are on the board in the solution.
    pub fn shown(&self) -> usize {
        self.game
            .moves()
            .iter()
            .filter(|m| m.square().is_some())
            .count()
    }

    /// The position at the end of the line worked out so far, while the solution is shown
    /// and the game goes on from there: what perfect play is asked about next.
    pub fn line_end(&self) -> Option<Board> {
        if self.mode != Mode::Solution {
            return None;
        }
        let mut game = Game::from_board(self.puzzle.board);
        for &sq in &self.line {
            game.play_square(sq).ok()?;
        }
        (!game.is_over()).then(|| game.board())
    }

    /// Whether the line is worked out to the end of the game.
    pub fn line_complete(&self) -> bool {
        self.mode == Mode::Solution && self.line_end().is_none()
    }

    /// Perfect play's best move `sq` at `at`, the end of the line: the line grows by it;
    /// false (nothing changes) if `at` is no longer the end or `sq` is not legal there.
    pub fn extend_line(&mut self, at: Board, sq: Square) -> bool {
        if self.line_end() != Some(at) || !at.legal_moves().contains(sq) {
            return false;
        }
        self.line.push(sq);
        true
    }

    /// One move along the line (`forward`) or back; false at either end of what is known.
    pub fn step(&mut self, forward: bool) -> bool {
        if self.mode != Mode::Solution {
            return false;
        }
        let shown = self.shown();
        if forward {
            match self.line.get(shown) {
                Some(&sq) => self.game.play_square(sq).is_ok(),
                None => false,
            }
        } else if shown > 0 {
            self.game = Game::from_board(self.puzzle.board);
            self.line[..shown - 1]
                .iter()
                .all(|&sq| self.game.play_square(sq).is_ok())
        } else {
            false
        }
    }

    /// How much the hints have shown.
    pub fn hint(&self) -> Hint {
        self.hint
    }

    /// The next hint: the region, then the move; false when the move is already shown.
    pub fn ask_hint(&mut self) -> bool {
        self.hint = match self.hint {
            Hint::None => Hint::Region,
            Hint::Region => Hint::Move,
            Hint::Move => return false,
        };
        true
    }

    /// The squares a hint highlights: the best move's quarter once asked for.
    pub fn hint_region(&self) -> Bitboard {
        if self.hint >= Hint::Region && self.at_start() && self.mode == Mode::Play {
            self.puzzle.hint_region()
        } else {
            Bitboard::EMPTY
        }
    }

    /// The move a second hint shows, at the puzzle's position.
    pub fn hint_move(&self) -> Option<(Square, i8)> {
        (self.hint == Hint::Move && self.at_start() && self.mode == Mode::Play)
            .then(|| self.answer())
            .flatten()
    }

    /// How perfect play refutes this attempt's first move, when it fell short of the best.
    pub fn refutation(&self) -> Option<Refutation> {
        let judged = self.judged.filter(|j| j.verdict != Verdict::Best)?;
        Some(Refutation {
            played: judged.square,
            reply: self.game.moves().get(1).copied(),
            value: self.puzzle.value(judged.square)?,
        })
    }

    /// The best first moves, to show after a move that was not one of them.
    pub fn best_moves(&self) -> Vec<Square> {
        self.puzzle.best_moves().collect()
    }
}

/// The puzzle number of a `#puzzle=N` link fragment (the `#` optional); `None` for any other
/// fragment, or a number that does not read.
pub fn link_number(fragment: &str) -> Option<usize> {
    fragment
        .trim()
        .trim_start_matches('#')
        .strip_prefix("puzzle=")?
        .trim()
        .parse()
        .ok()
}

/// The link fragment of puzzle `number`.
pub fn link(number: usize) -> String {
    format!("#puzzle={number}")
}

/// The day number (days since 1970-01-01 in UTC) of a time in milliseconds since then, so
/// that the puzzle of the day is the same everywhere on the same UTC day.
pub fn day_number(ms_since_epoch: f64) -> u64 {
    (ms_since_epoch.max(0.0) / 86_400_000.0).floor() as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Board;

    /// A 10-empty position whose moves carry made-up values: enough to test the rules of the
    /// run, which take the values as given.
    fn puzzle() -> Puzzle {
        let board = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOO---------- X"
            .parse::<Board>()
            .unwrap();
        let legal: Vec<Square> = board.legal_moves().squares().collect();
        assert!(legal.len() >= 3, "{legal:?}");
        let values = [6i8, 2, -4, -8, -10, -12, -14, -16, -18, -20];
        let mut moves: Vec<(Square, i8)> = legal.iter().copied().zip(values).collect();
        moves.sort_by_key(|&(sq, v)| (std::cmp::Reverse(v), sq));
        Puzzle {
            board,
            moves,
            depth: 3,
        }
    }

    #[test]
    fn the_first_move_is_judged_and_later_ones_are_not() {
        let p = puzzle();
        let (best, good, wrong) = (p.moves[0].0, p.moves[1].0, p.moves[2].0);
        let mut run = PuzzleRun::new(4, p.clone());
        assert_eq!(run.player(), Color::Black);
        assert!(run.player_to_move() && !run.engine_to_move());
        let judged = run.choose(good).unwrap().unwrap();
        assert_eq!((judged.verdict, judged.loss), (Verdict::Good, 4));
        assert!(run.engine_to_move());
        assert_eq!(run.choose(best), None, "not the player's turn");
        run.retry();
        assert_eq!(run.judged(), None);
        assert_eq!(
            run.choose(wrong).unwrap().map(|j| (j.verdict, j.loss)),
            Some((Verdict::Wrong, 10))
        );
        assert_eq!(run.best_moves(), vec![best]);
        run.retry();
        assert_eq!(
            run.choose(best).unwrap().map(|j| (j.verdict, j.loss)),
            Some((Verdict::Best, 0))
        );
        // Perfect play answers; the player's next move is not judged again.
        let first = |run: &PuzzleRun| run.game().board().legal_moves().squares().next().unwrap();
        assert!(run.engine_plays(first(&run)));
        assert!(run.player_to_move());
        assert_eq!(run.choose(first(&run)), Some(None));
        assert_eq!(run.judged().map(|j| j.square), Some(best));
    }

    #[test]
    fn an_illegal_square_changes_nothing() {
        let mut run = PuzzleRun::new(1, puzzle());
        let before = run.clone();
        assert_eq!(run.choose("a1".parse::<Square>().unwrap()), None);
        assert_eq!(run, before);
    }

    #[test]
    fn the_solution_names_the_answer_and_steps_through_the_line() {
        let p = puzzle();
        let mut run = PuzzleRun::new(1, p.clone());
        run.choose(p.moves[2].0);
        run.show_solution();
        assert_eq!(run.answer(), Some(p.moves[0]));
        assert!(run.at_start() && !run.engine_to_move() && !run.player_to_move());
        assert_eq!(run.line(), &[p.moves[0].0]);
        assert_eq!(run.hint(), Hint::Move, "the solution counts as a hint");
        // Perfect play works the line out; moves at a stale position are refused.
        assert!(!run.extend_line(p.board, p.moves[1].0));
        while let Some(end) = run.line_end() {
            let sq = end.legal_moves().squares().next().unwrap();
            assert!(run.extend_line(end, sq));
        }
        assert!(run.line_complete());
        let line = run.line().to_vec();
        assert!(line.len() >= 2, "{line:?}");
        assert!(!run.step(false), "nothing before the start");
        for k in 1..=line.len() {
            assert!(run.step(true));
            assert_eq!(run.shown(), k);
            assert_eq!(run.game().last_square(), Some(line[k - 1]));
        }
        assert!(!run.step(true), "nothing after the end");
        assert!(run.game().is_over());
        assert!(run.step(false) && run.step(false));
        assert_eq!(run.shown(), line.len() - 2);
        assert_eq!(
            run.game().last_square(),
            line.len().checked_sub(3).map(|k| line[k])
        );
        run.retry();
        assert_eq!(run.mode(), Mode::Play);
        assert!(run.player_to_move());
        assert!(!run.step(true), "no stepping while playing");
        assert_eq!(
            run.line_end(),
            None,
            "perfect play is not asked while playing"
        );
        run.show_solution();
        assert_eq!(run.line(), &line[..], "the line is kept");
    }

    #[test]
    fn a_hint_shows_the_quarter_then_the_move_and_marks_the_solve() {
        let p = puzzle();
        let best = p.moves[0].0;
        let mut run = PuzzleRun::new(1, p.clone());
        assert_eq!(
            (run.hint_region(), run.hint_move()),
            (Bitboard::EMPTY, None)
        );
        assert!(run.ask_hint());
        let region = run.hint_region();
        assert_eq!(region.count(), 16);
        assert!(region.contains(best));
        assert_eq!(run.hint_move(), None);
        assert!(run.ask_hint());
        assert_eq!(run.hint_move(), Some(p.moves[0]));
        assert!(!run.ask_hint(), "nothing more to show");
        let judged = run.choose(best).unwrap().unwrap();
        assert!(judged.hinted);
        assert_eq!(
            run.hint_region(),
            Bitboard::EMPTY,
            "gone once a move is played"
        );
        run.retry();
        assert!(
            run.choose(best).unwrap().unwrap().hinted,
            "a retry keeps what was seen"
        );
        let mut clean = PuzzleRun::new(1, p);
        assert!(!clean.choose(best).unwrap().unwrap().hinted);
    }

    #[test]
    fn a_move_that_falls_short_is_refuted_by_perfect_play_answer() {
        let p = puzzle();
        let wrong = p.moves[2].0;
        let mut run = PuzzleRun::new(1, p.clone());
        run.choose(wrong);
        assert_eq!(
            run.refutation(),
            Some(Refutation {
                played: wrong,
                reply: None,
                value: p.moves[2].1
            })
        );
        let reply = run.game().board().legal_moves().squares().next().unwrap();
        assert!(run.engine_plays(reply));
        assert_eq!(
            run.refutation().map(|r| r.reply),
            Some(Some(Move::Place(reply)))
        );
        run.retry();
        run.choose(p.moves[0].0);
        assert_eq!(run.refutation(), None, "a best move is not refuted");
    }

    #[test]
    fn puzzle_links_read_their_number() {
        assert_eq!(link_number("#puzzle=12"), Some(12));
        assert_eq!(link_number("puzzle=3"), Some(3));
        assert_eq!(link_number(&link(126)), Some(126));
        assert_eq!(link_number("#puzzle=x"), None);
        assert_eq!(link_number("#moves=f5d6"), None);
    }

    #[test]
    fn the_day_number_changes_at_midnight_utc() {
        assert_eq!(day_number(0.0), 0);
        assert_eq!(day_number(86_399_999.0), 0);
        assert_eq!(day_number(86_400_000.0), 1);
        // 2026-11-25T12:00:00Z
        assert_eq!(day_number(1_795_608_000_000.0), 20_782);
    }
}
