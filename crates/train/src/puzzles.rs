//! Builds the puzzles: self-play games (a random opening, then a shallow search choosing among
//! its near-best moves), whose positions with 8 to 22 empties are examined, cheapest test
//! first, for a best move that teaches: not a greedy (most flips) move nor a shallow search's
//! choice, found by few moves, every move's value then solved exactly.
//!
//! Each game depends only on the seed and its number (a fresh searcher plays and examines
//! it), and each finished game's puzzles are appended to a progress file at once, so a run is
//! deterministic and resumes where it stopped.

use super::selfplay::{self, near_best_move, play};
use crate::engine::eval::SCALE;
use crate::engine::masks::{START_BLACK, START_WHITE};
use crate::engine::movegen::{flips, legal_moves};
use crate::engine::puzzles::band::{MAX_DEPTH, UNFOUND};
use crate::engine::puzzles::{canonical, Puzzle, EMPTIES};
use crate::engine::random_play::random_square;
use crate::engine::rng::Rng;
use crate::engine::search::analysis::HintLimits;
use crate::engine::search::context::{Context, Limits};
use crate::engine::search::probcut;
use crate::engine::search::root::RootMoves;
use crate::engine::search::{Searcher, TABLE_BITS};

/// Depth of the midgame search centring a candidate's first exact solve.
const GUESS_DEPTH: u32 = 6;
use crate::engine::{Board, Color, Square};
use std::collections::HashSet;
use std::io::{BufRead, Write};

/// How the games are played and the puzzles chosen.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Seed of the whole run; game `i` draws its randomness from it and `i`.
    pub seed: u64,
    /// Random plies at the start of each game.
    pub opening: (u32, u32),
    /// Depth of the self-play search.
    pub depth: u32,
    /// Self-play moves are chosen among those within this many discs of the best.
    pub margin: i32,
    /// Percent of self-play moves played at random.
    pub random_percent: u32,
    /// Most puzzles taken from one game (so that they vary).
    pub per_game: usize,
    /// Most moves that may keep the best result.
    pub max_keepers: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            seed: 1,
            opening: (2, 10),
            depth: 4,
            margin: 2,
            random_percent: 4,
            per_game: 4,
            max_keepers: 3,
        }
    }
}

/// The positions of game `index` with a puzzle's number of empties.
pub fn game_positions(ctx: &mut Context, cfg: &Config, index: u32) -> Vec<Board> {
    ctx.start(Limits::none(), probcut::OFF);
    let mut rng = rng_of(cfg, index);
    let play_cfg = selfplay::Config {
        games: 1,
        first: index,
        seed: cfg.seed,
        opening: cfg.opening,
        depth: cfg.depth,
        margin: cfg.margin,
        random_percent: cfg.random_percent,
        exact: 0,
        deep_exact: (0, 0),
        sibling_percent: 0,
        deviate_percent: 0,
    };
    let (low, high) = cfg.opening;
    let opening = low + rng.below((high - low + 1) as usize) as u32;
    let (mut p, mut o) = (START_BLACK, START_WHITE);
    let mut side = Color::Black;
    let mut positions = Vec::new();
    for ply in 0.. {
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                break;
            }
            (p, o, side) = (o, p, side.opponent());
            continue;
        }
        if EMPTIES.contains(&(!(p | o)).count_ones()) {
            positions.push(Board::from_raw(p, o, side));
        }
        let sq = if ply < opening || rng.below(100) < cfg.random_percent as usize {
            random_square(&mut rng, moves)
        } else {
            near_best_move(ctx, &mut rng, p, o, &play_cfg)
        };
        (p, o) = play(p, o, sq);
        side = side.opponent();
    }
    positions
}

fn rng_of(cfg: &Config, index: u32) -> Rng {
    Rng::new(cfg.seed ^ u64::from(index).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x7075_7a7a)
}

/// The moves a greedy player may pick: those flipping the most discs.
pub fn greedy_moves(board: &Board) -> Vec<Square> {
    let (p, o) = (board.player(), board.opponent());
    let count = |sq: Square| flips(p, o, u32::from(sq.index())).count_ones();
    let most = board.legal_moves().squares().map(count).max().unwrap_or(0);
    board
        .legal_moves()
        .squares()
        .filter(|&sq| count(sq) == most)
        .collect()
}

/// The move a midgame search `depth` plies deep chooses.
fn search_choice(searcher: &mut Searcher, board: &Board, depth: u32) -> Option<Square> {
    searcher.move_values(board, depth).first().map(|m| m.square)
}

/// The shallowest depth (from 1) whose search chooses one of `best`, or [`UNFOUND`].
pub fn depth_needed(searcher: &mut Searcher, board: &Board, best: &[Square]) -> u8 {
    (1..=MAX_DEPTH)
        .find(|&d| {
            search_choice(searcher, board, u32::from(d)).is_some_and(|sq| best.contains(&sq))
        })
        .unwrap_or(UNFOUND)
}

/// The exact value of every legal move, best first, ties by square; `None` if solving them
/// takes more than `nodes` nodes.
pub fn exact_values(
    searcher: &mut Searcher,
    board: &Board,
    nodes: u64,
) -> Option<Vec<(Square, i8)>> {
    let limits = HintLimits {
        max_depth: GUESS_DEPTH,
        exact_empties: 64,
        ms: u64::MAX / 4,
        exact_ms: u64::MAX / 4,
        nodes,
    };
    let values = searcher.hints(board, limits, &mut |_| {}).moves;
    let mut moves: Vec<(Square, i8)> = values
        .iter()
        .map(|m| m.exact.then_some((m.square, m.score as i8)))
        .collect::<Option<_>>()?;
    moves.sort_by_key(|m| (std::cmp::Reverse(m.1), m.0));
    Some(moves)
}

/// Depth of the midgame search whose values pre-filter candidates.
const PREFILTER_DEPTH: u32 = 4;

/// Candidates whose best move a [`PREFILTER_DEPTH`] search values above this many discs
/// (either way) are skipped.
const PREFILTER_LEAD: i32 = 14;

/// Nodes the first exact solve of a candidate may take: the few positions needing more
/// (some with 20 and more empties take minutes) are skipped, a limit in nodes rather than
/// time keeping the build deterministic.
pub const SOLVE_NODES: u64 = 4_000_000;

/// Nodes solving every move of a candidate may take.
pub const ALL_NODES: u64 = 4 * SOLVE_NODES;

/// A best move of `board` by an exact solve within [`SOLVE_NODES`], if it finishes.
fn bounded_best(ctx: &mut Context, board: &Board) -> Option<Square> {
    let (p, o) = (board.player(), board.opponent());
    ctx.start(
        Limits {
            nodes: SOLVE_NODES,
            ..Limits::none()
        },
        0.0,
    );
    let mut root = RootMoves::new(p, o);
    let guess = ctx
        .iterate(p, o, &mut root, GUESS_DEPTH, u64::MAX, &mut |_, _| {})
        .map_or(0, |it| it.score / SCALE);
    let solved = ctx.solve_root(p, o, &mut root, guess)?;
    Square::new(solved.sq)
}

/// The puzzle `board` makes, if it teaches (see the module), the cheap tests first.
pub fn examine(
    searcher: &mut Searcher,
    ctx: &mut Context,
    board: &Board,
    cfg: &Config,
) -> Option<Puzzle> {
    if board.legal_moves().count() < 3 {
        return None;
    }
    let greedy = greedy_moves(board);
    let shallow = search_choice(searcher, board, 2)?;
    // A lopsided position (by a shallow search) has many moves keeping its result: not worth
    // an exact solve.
    let guesses = searcher.move_values(board, PREFILTER_DEPTH);
    let lead = guesses.first()?.score;
    let alike = guesses
        .iter()
        .filter(|m| m.score.signum() == lead.signum())
        .count();
    if lead.abs() > PREFILTER_LEAD || alike > cfg.max_keepers + 2 {
        return None;
    }
    let root_best = bounded_best(ctx, board)?;
    if greedy.contains(&root_best) || root_best == shallow {
        return None;
    }
    let moves = exact_values(searcher, board, ALL_NODES)?;
    let mut puzzle = Puzzle {
        board: *board,
        moves,
        depth: UNFOUND,
    };
    let best: Vec<Square> = puzzle.best_moves().collect();
    if best.len() > 2
        || best.iter().any(|sq| greedy.contains(sq) || *sq == shallow)
        || puzzle.keepers() > cfg.max_keepers
    {
        return None;
    }
    puzzle.depth = depth_needed(searcher, board, &best);
    (puzzle.depth >= 3).then_some(puzzle)
}

/// The puzzles of game `index`: at most `cfg.per_game`.
pub fn game_puzzles(cfg: &Config, index: u32) -> Vec<Puzzle> {
    let mut searcher = Searcher::new();
    let mut ctx = Context::new(TABLE_BITS);
    let mut rng = rng_of(cfg, index ^ 0x8000_0000);
    let mut positions = game_positions(&mut ctx, cfg, index);
    // In a random order, so that a game's puzzles have any number of empties.
    for i in (1..positions.len()).rev() {
        positions.swap(i, rng.below(i + 1));
    }
    let mut found = Vec::new();
    for board in positions {
        if found.len() >= cfg.per_game {
            break;
        }
        if let Some(p) = examine(&mut searcher, &mut ctx, &board, cfg) {
            // Two puzzles of one game a move or two apart would teach the same thing.
            if found
                .iter()
                .all(|q: &Puzzle| q.empties().abs_diff(p.empties()) >= 2)
            {
                found.push(p);
            }
        }
    }
    found
}

/// The progress file's record of one game: `game <index> <count>`, then each puzzle as
/// `<depth> <FFO line>`.
pub fn write_game(out: &mut dyn Write, index: u32, puzzles: &[Puzzle]) -> std::io::Result<()> {
    let mut text = format!("game {index} {}\n", puzzles.len());
    for p in puzzles {
        text.push_str(&format!("{} {}\n", p.depth, p.ffo_line()));
    }
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// The games recorded in a progress file, in order, each with its puzzles; a last game cut
/// short by an interruption is left out (it is played again).
pub fn read_progress(input: &mut dyn BufRead) -> Result<Vec<(u32, Vec<Puzzle>)>, String> {
    let mut text = String::new();
    input.read_to_string(&mut text).map_err(|e| e.to_string())?;
    // A line without its end was cut short by an interruption.
    let whole = text.rfind('\n').map_or("", |end| &text[..end]);
    let lines: Vec<&str> = whole.lines().collect();
    let mut games = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let head: Vec<&str> = lines[i].split_whitespace().collect();
        let (index, count) = match head.as_slice() {
            ["game", index, count] => (
                index
                    .parse::<u32>()
                    .map_err(|_| format!("line {}: bad game", i + 1))?,
                count
                    .parse::<usize>()
                    .map_err(|_| format!("line {}: bad count", i + 1))?,
            ),
            _ => return Err(format!("line {}: expected a game record", i + 1)),
        };
        if i + count >= lines.len() {
            break;
        }
        let mut puzzles = Vec::new();
        for line in &lines[i + 1..=i + count] {
            let (depth, ffo) = line.split_once(' ').unwrap_or(("", ""));
            let puzzle = depth
                .parse()
                .ok()
                .and_then(|d| Puzzle::from_ffo(ffo, d))
                .ok_or_else(|| format!("a bad puzzle in game {index}: {line}"))?;
            puzzles.push(puzzle);
        }
        games.push((index, puzzles));
        i += count + 1;
    }
    Ok(games)
}

/// The distinct puzzles of the recorded games in order (the first of any positions equal
/// under the board's symmetries kept), at most `count`.
pub fn collect(games: &[(u32, Vec<Puzzle>)], count: usize) -> Vec<Puzzle> {
    let mut seen = HashSet::new();
    games
        .iter()
        .flat_map(|g| g.1.iter())
        .filter(|p| seen.insert(canonical(&p.board)))
        .take(count)
        .cloned()
        .collect()
}
