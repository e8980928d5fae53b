//! A puzzle being played: the player takes the side to move, the first move is judged from
//! the puzzle's stored values, then play goes on against perfect play; Retry starts again
//! from the puzzle's position and Solution plays the best line from there to the end. The
//! puzzle has its own game, apart from the game in progress, which it never touches.

use crate::engine::puzzles::{Puzzle, Verdict};
use crate::engine::{Color, Game, Square};

/// The judgement of a first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The square played.
    pub square: Square,
    /// How it compares with the best.
    pub verdict: Verdict,
    /// Discs below the best value (0 for a best move).
    pub loss: i32,
}

/// Who makes the moves now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The player plays the puzzle's side; perfect play answers.
    Play,
    /// Perfect play makes every move, the solution's line.
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

    /// Whether perfect play is to move (the opponent, or both sides in the solution).
    pub fn engine_to_move(&self) -> bool {
        !self.game.is_over() && !self.player_to_move()
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
        };
        self.judged = Some(judged);
        Some(Some(judged))
    }

    /// The move perfect play is known to make without a search: at the puzzle's position,
    /// the stored best move (the first such, by square).
    pub fn known_move(&self) -> Option<Square> {
        (self.engine_to_move() && self.at_start())
            .then(|| self.puzzle.best_moves().next())
            .flatten()
    }

    /// Perfect play places a disc on `sq`; false if it is not its turn or not legal.
    pub fn engine_plays(&mut self, sq: Square) -> bool {
        self.engine_to_move() && self.game.play_square(sq).is_ok()
    }

    /// Back to the puzzle's position for a new attempt (the last judgement is dropped).
    pub fn retry(&mut self) {
        self.game = Game::from_board(self.puzzle.board);
        self.judged = None;
        self.mode = Mode::Play;
    }

    /// Back to the puzzle's position, perfect play making every move from there.
    pub fn show_solution(&mut self) {
        self.retry();
        self.mode = Mode::Solution;
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
    fn the_solution_starts_with_the_stored_best_move_and_plays_both_sides() {
        let p = puzzle();
        let mut run = PuzzleRun::new(1, p.clone());
        run.choose(p.moves[2].0);
        run.show_solution();
        assert!(run.at_start() && run.engine_to_move() && !run.player_to_move());
        assert_eq!(run.known_move(), Some(p.moves[0].0));
        assert!(run.engine_plays(p.moves[0].0));
        assert_eq!(run.known_move(), None, "only the start's move is stored");
        while let Some(sq) = run.game().board().legal_moves().squares().next() {
            assert!(run.engine_plays(sq), "perfect play moves for both sides");
        }
        assert!(run.game().is_over() && !run.engine_to_move());
        run.retry();
        assert_eq!(run.mode(), Mode::Play);
        assert!(run.player_to_move());
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
