//! The commands that measure the engine: matches, guesses, evaluation speed.

use super::args::{BalancedOpenings, Greedy, Guess, Ladder, Match, MatchOpenings};
use super::obf::read_obf;
use crate::engine::search::{Budget, Level, Searcher};
use crate::train::ladder::{level_match, openings, play_match, scaled, MatchResult, Player};
use crate::train::openings::Recipe;
use std::collections::HashMap;
use std::io::Write;
use std::time::Instant;

/// One row of a match table, from the first player's view.
fn match_row(
    out: &mut dyn Write,
    first: &str,
    second: &str,
    r: &MatchResult,
    seconds: f64,
) -> Result<(), String> {
    let (mine, theirs) = r.seconds_per_move();
    writeln!(
        out,
        "{first:<13} {second:<13} {:>4} {:>5} {:>6} {:>5.1}% {:>+11.1} {:>8.3} {:>8.3} {seconds:>5.0}",
        r.wins,
        r.draws,
        r.losses,
        r.score_percent(),
        r.disc_sum as f64 / f64::from(r.games().max(1)),
        mine,
        theirs,
    )
    .map_err(|e| e.to_string())
}

const MATCH_HEADER: &str =
    "first         second        wins draws losses  score  discs/game  s/move1  s/move2     s";

/// The `--games` openings of the committed list from `--first` on (all by default), or as
/// many games from the start position with `--from-start`.
fn chosen_openings(args: &MatchOpenings) -> Vec<&'static str> {
    let all = openings();
    let n = args.games.unwrap_or(all.len()).max(1);
    if args.from_start {
        return vec![""; n];
    }
    let from = args.first.min(all.len() - 1);
    all[from..(from + n).min(all.len())].to_vec()
}

/// What a match's first line says of its openings.
fn openings_line(args: &MatchOpenings, count: usize) -> String {
    if args.from_start {
        format!("{count} games x 2 colours from the start position")
    } else {
        format!("{count} openings x 2 colours")
    }
}

/// `ladder`: paired games between adjacent levels, and the greedy bot against Beginner.
pub fn ladder(args: &Ladder, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let openings = chosen_openings(&args.openings);
    let scale = args.scale;
    writeln!(
        out,
        "{}, node budgets x{scale}",
        openings_line(&args.openings, openings.len())
    )
    .map_err(io)?;
    writeln!(out, "{MATCH_HEADER}").map_err(io)?;
    let mut searcher = Searcher::new();
    for pair in Level::ALL.windows(2) {
        let (weak, strong) = (pair[0], pair[1]);
        let start = Instant::now();
        let r = level_match(
            &mut searcher,
            strong,
            weak,
            &openings,
            args.openings.first,
            scale,
        )?;
        match_row(
            out,
            strong.name(),
            weak.name(),
            &r,
            start.elapsed().as_secs_f64(),
        )?;
    }
    let start = Instant::now();
    let r = play_match(
        &mut searcher,
        &Player::Greedy,
        &Player::Engine(scaled(Level::Beginner, scale)),
        &openings,
        args.openings.first,
        &mut |_, _, _| {},
        &mut |_, _, _| {},
    )?;
    match_row(out, "greedy", "beginner", &r, start.elapsed().as_secs_f64())
}

/// `greedy`: the greedy one-ply bot against a level, whose depth, random margin (discs) and
/// exact-solve empties may be overridden to try other budgets.
pub fn greedy(args: &Greedy, out: &mut dyn Write) -> Result<(), String> {
    let level = args.level;
    let defaults = level.budget();
    let scale = f64::from(crate::engine::eval::SCALE);
    let budget = Budget {
        max_depth: args.depth.unwrap_or(defaults.max_depth),
        random_margin: (args
            .margin
            .unwrap_or(f64::from(defaults.random_margin) / scale)
            * scale) as i32,
        exact_empties: args.exact.unwrap_or(defaults.exact_empties),
        ..defaults
    };
    let openings = chosen_openings(&args.openings);
    writeln!(
        out,
        "{}\n{MATCH_HEADER}",
        openings_line(&args.openings, openings.len())
    )
    .map_err(|e| e.to_string())?;
    let start = Instant::now();
    let r = play_match(
        &mut Searcher::new(),
        &Player::Greedy,
        &Player::Engine(budget),
        &openings,
        args.openings.first,
        &mut |_, _, _| {},
        &mut |_, _, _| {},
    )?;
    match_row(
        out,
        "greedy",
        level.name(),
        &r,
        start.elapsed().as_secs_f64(),
    )
}

/// `match`: this build's Expert against another build's, at equal time per move: this
/// Expert keeps its own clock (a soft target and a hard cap), both scaled by one factor
/// that follows the other's mean time per move so far. (A cap alone, as this once was, is a
/// different clock: a solve it cannot finish falls back to a shallow move, where the soft
/// target would have let it finish and saved the time elsewhere. The same build against
/// itself scored 5-2-16 that way.) With a book (`--book`, and `--other-book` for the
/// other), each side plays from its own where it has a move; those plies stay out of the time
/// per move. With `--own-clock` the factor stays put, and the match measures what this side's
/// time and cores gain.
pub fn versus(args: &Match, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let (program, level) = (&args.program, &args.level);
    let openings = chosen_openings(&args.openings);
    let other = Player::External {
        program: program.clone(),
        level: level.clone(),
        book: args.other_book.clone(),
    };
    let expert = Level::Expert.budget();
    // Overrides of this side's Expert, to try other settings against the same opponent.
    let base = Budget {
        nodes: u64::MAX,
        probcut: args.probcut.unwrap_or(expert.probcut),
        exact_empties: args.exact.unwrap_or(expert.exact_empties),
        ..expert
    };
    let clock = |scale: f64| Budget {
        soft_ms: base.soft_ms.map(|ms| (ms as f64 * scale) as u64),
        hard_ms: (base.hard_ms as f64 * scale) as u64,
        ..base
    };
    let mut follow = ClockScale::new(args.scale, !args.own_clock);
    let mut adjust = |player: &mut Player, is_first: bool, so_far: &MatchResult| {
        if !is_first {
            return;
        }
        let scale = follow.next(so_far);
        *player = Player::Booked {
            level: Level::Expert,
            budget: clock(scale),
        };
    };
    writeln!(
        out,
        "{}; this Expert by time against {program} {level}",
        openings_line(&args.openings, openings.len())
    )
    .map_err(io)?;
    writeln!(out, "{MATCH_HEADER}").map_err(io)?;
    let start = Instant::now();
    let mut games = 0;
    let r = play_match(
        &mut Searcher::with_threads(args.threads.threads),
        &Player::Booked {
            level: Level::Expert,
            budget: clock(args.scale),
        },
        &other,
        &openings,
        args.openings.first,
        &mut adjust,
        &mut |r, g, first_is_black| {
            games += 1;
            let (mine, theirs) = r.seconds_per_move();
            eprintln!(
                "game {games}: {}-{}-{} s/move {mine:.3} vs {theirs:.3}; this side {} {:+}; \
                 {} plies in the book; {}",
                r.wins,
                r.draws,
                r.losses,
                if first_is_black { "black" } else { "white" },
                if first_is_black {
                    g.black_diff
                } else {
                    -g.black_diff
                },
                g.book_plies,
                g.transcript
            );
        },
    )?;
    match_row(
        out,
        "this expert",
        &format!("other {level}"),
        &r,
        start.elapsed().as_secs_f64(),
    )
}

/// The factor on this side's clock in a match at equal time: this side's seconds per move
/// per unit of the factor so far, against the other's mean, tell the factor that brings the
/// two together, and the factor moves toward it once per game, by a tenth at most. (Moved
/// at every move by the ratio of the two means, as it once was, it swung to its bounds and
/// back, for the means lag behind: this side had stretches of hundredth-second moves, and the
/// same build against itself scored 13-5-28.)
struct ClockScale {
    scale: f64,
    follows: bool,
    /// The game (counted by games finished) in which the factor last moved.
    moved_in: Option<u32>,
    /// This side's timed moves so far, and the sum of the factors they were made at.
    timed: u32,
    units: f64,
}

impl ClockScale {
    /// Starts at `scale`; it stays there unless it `follows` the other's time.
    fn new(scale: f64, follows: bool) -> ClockScale {
        ClockScale {
            scale,
            follows,
            moved_in: None,
            timed: 0,
            units: 0.0,
        }
    }

    /// The factor for this side's next move, given the match so far.
    fn next(&mut self, so_far: &MatchResult) -> f64 {
        // The moves timed since the last call were made at the factor of then.
        let (seconds, moves) = so_far.time;
        self.units += self.scale * f64::from(moves.saturating_sub(self.timed));
        self.timed = moves;
        let (_, theirs) = so_far.seconds_per_move();
        let game = so_far.games();
        if self.follows
            && self.moved_in != Some(game)
            && moves >= 10
            && seconds > 0.0
            && theirs > 0.0
        {
            self.moved_in = Some(game);
            let wanted = theirs * self.units / seconds;
            self.scale = wanted
                .clamp(self.scale * 0.9, self.scale * 1.1)
                .clamp(0.1, 10.0);
        }
        self.scale
    }
}

/// `openings`: the balanced openings file for matches (see `train::openings`).
pub fn balanced_openings(args: &BalancedOpenings, out: &mut dyn Write) -> Result<(), String> {
    let (count, depth, max, seed, screen) =
        (args.count, args.depth, args.max, args.seed, args.screen);
    let mut judged = HashMap::new();
    let mut log = None;
    if let Some(path) = &args.progress {
        // A line cut by a stop mid-write has no value after its space and is judged again.
        for line in std::fs::read_to_string(path).unwrap_or_default().lines() {
            if let Some((moves, value)) = line.split_once(' ') {
                if let Ok(value) = value.parse::<i32>() {
                    judged.insert(moves.to_string(), value);
                }
            }
        }
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("{path}: {e}"))?;
        log = Some(file);
    }
    let mut failed = None;
    let recipe = Recipe {
        count,
        plies: 8,
        depth,
        max_discs: max,
        seed,
        screen,
    };
    let lines = crate::train::openings::balanced(recipe, args.jobs, &judged, &mut |line, value| {
        if let Some(file) = log.as_mut() {
            if let Err(e) = writeln!(file, "{line} {value}") {
                failed.get_or_insert(e.to_string());
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    let screened = if screen > 0 {
        format!(" --screen {screen}")
    } else {
        String::new()
    };
    let mut text = format!(
        "# Balanced 8-move openings for matches, each played with both colours. Made by\n\
         # `reversi-cli openings --count {count} --depth {depth} --max {max} --seed {seed}{screened}`:\n\
         # seeded random 8-move lines from f5, each move drawn among those a depth-4 search scores\n\
         # within 3 discs of the best, each position once up to the board's symmetries, kept when a\n\
         # depth-{depth} search with the evaluation of the time scores it within {max} disc(s) of even.\n\
         # After '#': that score, from Black's view.\n"
    );
    for (line, score) in lines {
        text += &format!("{line} # {score:+}\n");
    }
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// `guess`: how far a depth-limited midgame search (no exact solving) lands from each
/// position's exact score: the guess the solver's aspiration window starts from.
pub fn guess(args: &Guess, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let (depth, first) = (args.depth, args.first);
    let positions = read_obf(&args.path, args.count.unwrap_or(usize::MAX))?;
    let budget = Budget {
        probcut: args.probcut,
        ..Budget::fixed_depth(depth)
    };
    let mut searcher = Searcher::new();
    let (mut errors, mut n, mut nodes) = (0, 0, 0);
    let start = Instant::now();
    for pos in positions {
        let exact = pos.best_score.ok_or("guess needs scored moves")?;
        let r = searcher.search(&pos.board, budget, &mut |_| {});
        writeln!(
            out,
            "#{} depth {depth} guess {:+} exact {exact:+} error {}",
            first + n,
            r.score,
            (r.score - exact).abs()
        )
        .map_err(io)?;
        errors += (r.score - exact).abs();
        n += 1;
        nodes += r.nodes;
    }
    let seconds = start.elapsed().as_secs_f64();
    writeln!(
        out,
        "mean absolute error {:.1} discs over {n} positions; nodes {nodes} nodes/s {:.0}",
        f64::from(errors) / f64::from(n.max(1)),
        nodes as f64 / seconds.max(1e-3)
    )
    .map_err(io)
}

/// `eval-bench`: static evaluations per second, trained weights against the hand-set ones.
pub fn eval_bench(out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::eval::{evaluate, evaluate_hand_set, uses_trained_weights};
    use std::hint::black_box;
    let positions = crate::engine::random_play::positions(7, 4096, 3);
    let rate = |f: fn(u64, u64) -> i32| {
        let start = Instant::now();
        let mut rounds = 0u64;
        while start.elapsed().as_secs_f64() < 1.0 {
            let mut sum = 0i64;
            for &(p, o) in &positions {
                sum += i64::from(f(black_box(p), black_box(o)));
            }
            black_box(sum);
            rounds += 1;
        }
        (rounds * positions.len() as u64) as f64 / start.elapsed().as_secs_f64()
    };
    let hand_set = rate(evaluate_hand_set);
    let current = rate(evaluate);
    writeln!(
        out,
        "evaluations/s: evaluate ({}) {current:.0}, hand-set {hand_set:.0}, ratio {:.2}",
        if uses_trained_weights() {
            "trained"
        } else {
            "hand-set fallback"
        },
        current / hand_set
    )
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The factor before each of this side's moves in a match of `games` games of 30 moves a
    /// side, where this side thinks `per_scale` seconds a move per unit of the factor and the
    /// other half a second.
    fn factors(mut clock: ClockScale, per_scale: f64, games: u32) -> Vec<Vec<f64>> {
        let mut so_far = MatchResult::default();
        (0..games)
            .map(|_| {
                let game: Vec<f64> = (0..30)
                    .map(|_| {
                        let scale = clock.next(&so_far);
                        so_far.time = (so_far.time.0 + per_scale * scale, so_far.time.1 + 1);
                        so_far.other_time = (so_far.other_time.0 + 0.5, so_far.other_time.1 + 1);
                        scale
                    })
                    .collect();
                so_far.wins += 1;
                game
            })
            .collect()
    }

    #[test]
    fn the_clock_moves_once_a_game_by_a_tenth_at_most() {
        for per_scale in [0.05, 0.25, 0.5, 2.0] {
            let games = factors(ClockScale::new(1.0, true), per_scale, 40);
            let all: Vec<f64> = games.iter().flatten().copied().collect();
            for step in all.windows(2) {
                let ratio = step[1] / step[0];
                assert!(
                    (0.9 - 1e-9..=1.1 + 1e-9).contains(&ratio),
                    "{per_scale}: {step:?}"
                );
            }
            for (g, game) in games.iter().enumerate() {
                let moves = game.windows(2).filter(|w| w[0] != w[1]).count();
                assert!(moves <= 1, "{per_scale}: game {g} {game:?}");
            }
        }
    }

    #[test]
    fn the_clock_brings_the_means_together() {
        // Twice as fast per unit as the other: the factor climbs to 2 and stays there.
        let games = factors(ClockScale::new(1.0, true), 0.25, 40);
        let ends: Vec<f64> = games.iter().map(|g| g[29]).collect();
        assert!(ends.iter().all(|&f| f <= 2.0 + 1e-9), "{ends:?}");
        assert!(
            ends[20..].iter().all(|&f| (f - 2.0).abs() < 1e-9),
            "{ends:?}"
        );
        // A clock of its own stays put.
        let own = factors(ClockScale::new(1.5, false), 0.25, 5);
        assert!(own.iter().flatten().all(|&f| f == 1.5));
    }
}
