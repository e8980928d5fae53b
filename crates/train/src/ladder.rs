//! Matches from a fixed list of balanced openings (or from the start position), each played
//! with colours swapped: levels against each other, against the greedy bot, and against
//! another build's Expert.

use super::greedy::greedy_move;
use crate::engine::notation::replay;
use crate::engine::openings::balanced::{transcripts, BALANCED_TEXT};
use crate::engine::search::book_play::book_move;
use crate::engine::search::clock_budget::{within_game, GameTime};
use crate::engine::search::{Budget, Level, SearchOptions, Searcher};
use crate::engine::{Color, Game, Move, Square};
use std::process::Command;
use std::time::Instant;

/// The shipped balanced openings (`crates/engine/src/openings/balanced.txt`), as transcripts: every
/// match's starts and the ladder's, so that a match's openings are even for today's engine.
pub fn openings() -> Vec<&'static str> {
    transcripts(BALANCED_TEXT).map(|(_, moves)| moves).collect()
}

/// Who plays one side of a game.
#[derive(Clone, Debug)]
pub enum Player {
    /// This engine with a search budget.
    Engine(Budget),
    /// This engine playing from the installed opening book as `level` does, and searching
    /// with `budget` where the book has no move for it.
    Booked {
        /// Whose use of the book (how deep, within what margin).
        level: Level,
        /// The search's budget out of the book.
        budget: Budget,
        /// Whether the budget is fitted to the game's time so far (see [`within_game`]).
        game_clock: bool,
    },
    /// The greedy one-ply bot.
    Greedy,
    /// Another build's command-line program, asked for each move
    /// `[--book <book>] play --level <level> --seed <seed> [--used-ms <ms>] <transcript>`.
    External {
        /// Path of its `reversi-cli`.
        program: String,
        /// The level it plays.
        level: String,
        /// Its opening book, passed to it as `--book FILE` (it plays from none without).
        book: Option<String>,
        /// Whether it is told its time so far in the game (`--used-ms`), for its game clock.
        game_clock: bool,
    },
}

impl Player {
    /// A short name for tables.
    pub fn name(&self) -> String {
        match self {
            Player::Engine(b) => format!("depth {} nodes {}", b.max_depth, b.nodes),
            Player::Booked { level, .. } => format!("{} with the book", level.name()),
            Player::Greedy => "greedy".into(),
            Player::External { level, .. } => format!("external {level}"),
        }
    }
}

/// The tally of a match, from the first player's view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatchResult {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// Sum of the final disc differences.
    pub disc_sum: i32,
    /// Seconds the first player thought, and its moves.
    pub time: (f64, u32),
    /// Seconds the second player thought, and its moves.
    pub other_time: (f64, u32),
}

impl MatchResult {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, as a percentage of the games.
    pub fn score_percent(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) * 100.0 / self.games().max(1) as f64
    }

    /// Mean seconds per move of the first player and of the second.
    pub fn seconds_per_move(&self) -> (f64, f64) {
        let mean = |(s, n): (f64, u32)| s / f64::from(n.max(1));
        (mean(self.time), mean(self.other_time))
    }
}

/// A level's budget with its node count scaled (for quicker benchmark matches).
pub fn scaled(level: Level, scale: f64) -> Budget {
    let mut b = level.budget();
    if b.nodes != u64::MAX {
        b.nodes = ((b.nodes as f64 * scale) as u64).max(1000);
    }
    b
}

/// Asks `player` for its move in `game`, where it has thought `thought` so far.
fn choose(
    searcher: &mut Searcher,
    player: &Player,
    game: &Game,
    seed: u64,
    thought: GameTime,
) -> Result<Move, String> {
    let board = game.board();
    if board.legal_moves().is_empty() {
        return Ok(Move::Pass);
    }
    match player {
        Player::Engine(budget) => Ok(searcher
            .search(
                &board,
                SearchOptions::new(*budget).seeded(seed),
                &mut |_| {},
            )
            .best),
        Player::Booked {
            level,
            budget,
            game_clock,
        } => Ok(match book_move(&board, *level, seed) {
            Some(from_book) => from_book.best,
            None => {
                let budget = if *game_clock {
                    within_game(*budget, thought, board.empties().count())
                } else {
                    *budget
                };
                searcher
                    .search(&board, SearchOptions::new(budget).seeded(seed), &mut |_| {})
                    .best
            }
        }),
        Player::Greedy => Ok(greedy_move(board.player(), board.opponent())
            .and_then(Square::new)
            .map_or(Move::Pass, Move::Place)),
        Player::External {
            program,
            level,
            book,
            game_clock,
        } => {
            let used = game_clock.then(|| thought.used_ms.to_string());
            let out = Command::new(program)
                .args(book.iter().flat_map(|path| ["--book", path.as_str()]))
                .args(["play", "--level", level, "--seed", &seed.to_string()])
                .args(used.iter().flat_map(|ms| ["--used-ms", ms.as_str()]))
                .arg(game.transcript())
                .output()
                .map_err(|e| format!("{program}: {e}"))?;
            let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
            let sq = text.parse::<Square>().map_err(|_| {
                format!(
                    "{program} answered \"{text}\" {}",
                    String::from_utf8_lossy(&out.stderr)
                )
            })?;
            Ok(Move::Place(sq))
        }
    }
}

/// One finished game: Black's final disc difference (empties to the winner) and each side's
/// thinking time and moves.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Black's final disc difference.
    pub black_diff: i32,
    /// Black's seconds and moves.
    pub black_time: (f64, u32),
    /// White's seconds and moves.
    pub white_time: (f64, u32),
    /// The moves, from the opening on.
    pub transcript: String,
    /// The plies played in positions of the installed book (none without one).
    pub book_plies: u32,
    /// The milliseconds Black and White took over all their moves, from the book too: their
    /// game clocks.
    pub used_ms: [u64; 2],
}

/// Plays one game from `opening`; `adjust` may change a player's budget before each of its
/// moves, given both sides' thinking so far (Black's first).
pub fn play_game(
    searcher: &mut Searcher,
    opening: &str,
    black: &mut Player,
    white: &mut Player,
    seed: u64,
    adjust: &mut dyn FnMut(&mut Player, Color, &GameRecord),
) -> Result<GameRecord, String> {
    let mut game = replay(opening, Color::Black).map_err(|e| format!("{opening}: {e}"))?;
    let mut record = GameRecord {
        black_diff: 0,
        black_time: (0.0, 0),
        white_time: (0.0, 0),
        transcript: String::new(),
        book_plies: 0,
        used_ms: [0; 2],
    };
    let mut ply = 0u64;
    while !game.is_over() {
        let board = game.board();
        let color = board.side_to_move();
        // A side with the book answers its positions without a search: their moves stay out of
        // the time per move, which then compares the two sides' searches, whoever has the
        // deeper book. (Expert's: the book side of a match is Expert, and where its book's
        // choice would leave the book, it searches.)
        let in_book = book_move(&board, Level::Expert, 0).is_some();
        record.book_plies += u32::from(in_book);
        let player = if color == Color::Black {
            &mut *black
        } else {
            &mut *white
        };
        adjust(player, color, &record);
        let side = usize::from(color == Color::White);
        // Counted as `reversi-cli play --used-ms` counts them: every disc of the game's side.
        let thought = GameTime {
            used_ms: record.used_ms[side],
            moves: game.discs_placed_by(color),
        };
        let start = Instant::now();
        let mv = choose(searcher, player, &game, seed.wrapping_add(ply), thought)?;
        record.used_ms[side] += start.elapsed().as_millis() as u64;
        let time = if color == Color::Black {
            &mut record.black_time
        } else {
            &mut record.white_time
        };
        if mv != Move::Pass && !in_book {
            time.0 += start.elapsed().as_secs_f64();
            time.1 += 1;
        }
        game.play(mv)
            .map_err(|e| format!("illegal move {mv} after {}: {e:?}", game.transcript()))?;
        ply += 1;
    }
    let b = game.board();
    let (black_discs, white_discs) = (b.count(Color::Black) as i32, b.count(Color::White) as i32);
    let empties = 64 - black_discs - white_discs;
    record.black_diff = match (black_discs - white_discs).signum() {
        1 => black_discs - white_discs + empties,
        -1 => black_discs - white_discs - empties,
        _ => 0,
    };
    record.transcript = game.transcript();
    Ok(record)
}

/// Plays every opening twice (colours swapped) between `first` and `second`; `adjust` as for
/// [`play_game`], told which player it is about (true: `first`); `on_game` is told the tally
/// after each game, the game, and whether `first` had Black. The openings are numbered from
/// `number`, and each pair of games is seeded by its opening's number, so that pairs from the
/// same line (the start position) vary by the levels' seeded choices while a split match
/// (numbered on) plays other seeds.
pub fn play_match(
    searcher: &mut Searcher,
    first: &Player,
    second: &Player,
    openings: &[&str],
    number: usize,
    adjust: &mut dyn FnMut(&mut Player, bool, &MatchResult),
    on_game: &mut dyn FnMut(&MatchResult, &GameRecord, bool),
) -> Result<MatchResult, String> {
    let mut r = MatchResult::default();
    let (mut a, mut b) = (first.clone(), second.clone());
    for (i, opening) in openings.iter().enumerate() {
        for first_is_black in [true, false] {
            // Both colours with one seed: two sides with the same book open a pair alike.
            let seed = ((number + i) as u64) << 32;
            let before = r;
            let mut tally = |player: &mut Player, color: Color, g: &GameRecord| {
                let is_first = (color == Color::Black) == first_is_black;
                let (mine, theirs) = if first_is_black {
                    (g.black_time, g.white_time)
                } else {
                    (g.white_time, g.black_time)
                };
                let so_far = MatchResult {
                    time: (before.time.0 + mine.0, before.time.1 + mine.1),
                    other_time: (
                        before.other_time.0 + theirs.0,
                        before.other_time.1 + theirs.1,
                    ),
                    ..before
                };
                adjust(player, is_first, &so_far);
            };
            let g = if first_is_black {
                play_game(searcher, opening, &mut a, &mut b, seed, &mut tally)?
            } else {
                play_game(searcher, opening, &mut b, &mut a, seed, &mut tally)?
            };
            let (diff, mine, theirs) = if first_is_black {
                (g.black_diff, g.black_time, g.white_time)
            } else {
                (-g.black_diff, g.white_time, g.black_time)
            };
            match diff.signum() {
                1 => r.wins += 1,
                -1 => r.losses += 1,
                _ => r.draws += 1,
            }
            r.disc_sum += diff;
            r.time = (r.time.0 + mine.0, r.time.1 + mine.1);
            r.other_time = (r.other_time.0 + theirs.0, r.other_time.1 + theirs.1);
            on_game(&r, &g, first_is_black);
        }
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_openings_are_60_distinct_legal_8_move_lines() {
        let list = openings();
        assert!(list.len() >= 60, "{} openings", list.len());
        let mut seen = std::collections::HashSet::new();
        for opening in list {
            let game = replay(opening, Color::Black).expect(opening);
            assert_eq!(game.played().len(), 8, "{opening}");
            assert!(!game.is_over());
            assert!(seen.insert(game.board()), "{opening} repeats a position");
        }
    }
}
