//! The commands that measure the engine: matches, guesses, evaluation speed.

use super::args::{
    BalancedOpenings, Choices, DatabaseBench, Greedy, Guess, Ladder, Match, MatchOpenings,
};
use super::obf::read_obf;
use crate::engine::database::GameRecord;
use crate::engine::masks::child;
use crate::engine::movegen::{flips, legal_moves};
use crate::engine::search::{Budget, Level, SearchOptions, Searcher};
use crate::engine::{Board, Color, Game, Move, Square};
use reversi_train::ladder::{openings, play_match, scaled, MatchResult, Player};
use reversi_train::openings::Recipe;
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
    from_list(args, openings())
}

/// The `--games` openings of `all` from `--first` on, as [`chosen_openings`].
fn from_list(args: &MatchOpenings, all: Vec<&'static str>) -> Vec<&'static str> {
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

/// `ladder`: each level from `--from` to `--to` in paired games against the one below it
/// (Starter against the greedy bot), from the balanced openings: its table rating, its score,
/// the rating that score chains to from the level below, and how often it handed the other
/// side a corner that another move would not have.
pub fn ladder(args: &Ladder, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let openings = from_list(&args.openings, openings());
    let scale = args.scale;
    writeln!(
        out,
        "{} (balanced), node budgets x{scale}",
        openings_line(&args.openings, openings.len())
    )
    .map_err(io)?;
    writeln!(out, "{LADDER_HEADER}").map_err(io)?;
    let mut searcher = Searcher::new();
    let mut chained: Option<f64> = None;
    for level in Level::ALL
        .into_iter()
        .filter(|l| (args.from..=args.to).contains(l))
    {
        let below = Level::ALL.into_iter().rev().find(|l| *l < level);
        let opponent = below.map_or(Player::Greedy, |b| Player::Engine(scaled(b, scale)));
        let start = Instant::now();
        let (mut gifts, mut their_gifts) = (CornerGifts::default(), CornerGifts::default());
        let r = play_match(
            &mut searcher,
            &Player::Engine(scaled(level, scale)),
            &opponent,
            &openings,
            args.openings.first,
            &mut |_, _, _| {},
            &mut |_, game, first_is_black| {
                gifts.count(&game.transcript, first_is_black);
                their_gifts.count(&game.transcript, !first_is_black);
            },
        )?;
        // Starter is the anchor, at 0; every other level chains from the one below.
        let measured = below.map_or(0.0, |b| {
            chained.unwrap_or(f64::from(b.rating())) + elo(r.score_percent() / 100.0, r.games())
        });
        chained = Some(measured);
        writeln!(
            out,
            "{:<16} {:>6} {:>8.0}  {:<16} {:>5.1}% {:>5} {:>3}-{}-{:<3} {:>+6.1} {:>6.2} {:>7.3} {:>6.0}",
            format!("{} {}", level.name(), level.title()),
            level.rating(),
            measured,
            below.map_or("greedy".to_string(), |b| format!("{} {}", b.name(), b.title())),
            r.score_percent(),
            r.games(),
            r.wins,
            r.draws,
            r.losses,
            f64::from(r.disc_sum) / f64::from(r.games().max(1)),
            gifts.per_hundred(),
            r.seconds_per_move().0,
            start.elapsed().as_secs_f64(),
        )
        .map_err(io)?;
        if below.is_none() {
            writeln!(
                out,
                "(greedy: {:.2} corner gifts per 100 moves)",
                their_gifts.per_hundred()
            )
            .map_err(io)?;
        }
    }
    Ok(())
}

/// The plies of a balanced opening, played before either side chooses.
const OPENING_PLIES: usize = 8;

const LADDER_HEADER: &str = "level            rating measured  against           score games   W-D-L  discs gifts% s/move      s";

/// The Elo difference that a score (0..1) over `games` stands for; a clean sweep counts as
/// half a game short of one, so that it stays finite.
fn elo(score: f64, games: u32) -> f64 {
    let half = 0.5 / f64::from(games.max(1));
    let s = score.clamp(half, 1.0 - half);
    400.0 * (s / (1.0 - s)).log10()
}

/// How often the measured side's moves let the opponent take a corner it could not take
/// before, when another move would not have.
#[derive(Default)]
struct CornerGifts {
    gifts: u32,
    moves: u32,
}

impl CornerGifts {
    /// Counts the moves of the first player of a match in one game's transcript, after its
    /// opening.
    fn count(&mut self, transcript: &str, first_is_black: bool) {
        const CORNERS: u64 = 0x8100_0000_0000_0081;
        let corner_open = |p: u64, o: u64, sq: u8| {
            let (next, mover) = child(p, o, sq, flips(p, o, u32::from(sq)));
            legal_moves(next, mover) & CORNERS != 0
        };
        let mut game = Game::new(Color::Black);
        for (ply, mv) in transcript.as_bytes().chunks(2).enumerate() {
            let Ok(mv) = std::str::from_utf8(mv).unwrap_or("").parse::<Square>() else {
                return;
            };
            let board = game.board();
            let mine = (board.side_to_move() == Color::Black) == first_is_black;
            if mine && ply >= OPENING_PLIES {
                let (p, o) = (board.player(), board.opponent());
                let moves = legal_moves(p, o);
                let gives = |sq: u8| legal_moves(o, p) & CORNERS == 0 && corner_open(p, o, sq);
                self.moves += 1;
                let avoidable = (0..64u8).any(|sq| moves & (1 << sq) != 0 && !gives(sq));
                if gives(mv.index()) && avoidable {
                    self.gifts += 1;
                }
            }
            if game.play(Move::Place(mv)).is_err() {
                return;
            }
        }
    }

    /// Corner gifts per hundred moves.
    fn per_hundred(&self) -> f64 {
        f64::from(self.gifts) * 100.0 / f64::from(self.moves.max(1))
    }
}

/// `levels`: every level, weakest first: its id and rating, then its name and budget.
pub fn levels(out: &mut dyn Write) -> Result<(), String> {
    let scale = f64::from(crate::engine::eval::SCALE);
    for level in Level::ALL {
        let b = level.budget();
        let nodes = if b.nodes == u64::MAX {
            "any".to_string()
        } else {
            b.nodes.to_string()
        };
        let clock = b.soft_ms.map_or(String::new(), |soft| {
            format!(" clock {soft}/{} ms", b.hard_ms)
        });
        writeln!(
            out,
            "{} {} {} depth {} nodes {nodes} exact {} temperature {} probcut {}{clock}",
            level.name(),
            level.rating(),
            level.title(),
            b.max_depth,
            b.exact_empties,
            f64::from(b.temperature) / scale,
            b.probcut,
        )
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `greedy`: the greedy one-ply bot against a level, whose depth, temperature (discs) and
/// exact-solve empties may be overridden to try other budgets.
pub fn greedy(args: &Greedy, out: &mut dyn Write) -> Result<(), String> {
    let level = args.level;
    let defaults = level.budget();
    let scale = f64::from(crate::engine::eval::SCALE);
    let budget = Budget {
        max_depth: args.depth.unwrap_or(defaults.max_depth),
        temperature: (args
            .temperature
            .unwrap_or(f64::from(defaults.temperature) / scale)
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
/// time and cores gain. With `--game-clock` both sides play on Expert's game clock (see
/// `within_game`), so that the time a book saves goes to the moves it does not answer.
pub fn versus(args: &Match, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let (program, level) = (&args.program, &args.level);
    let openings = chosen_openings(&args.openings);
    let other = Player::External {
        program: program.clone(),
        level: level.clone(),
        book: args.other_book.clone(),
        game_clock: args.game_clock,
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
            game_clock: args.game_clock,
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
        &mut args.threads.searcher(),
        &Player::Booked {
            level: Level::Expert,
            budget: clock(args.scale),
            game_clock: args.game_clock,
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
    let lines =
        reversi_train::openings::balanced(recipe, args.jobs, &judged, &mut |line, value| {
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
         # `reversi-cli measure openings --count {count} --depth {depth} --max {max} --seed {seed}{screened}`:\n\
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
        let exact = pos.best_score().ok_or("guess needs scored moves")?;
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

/// `choices`: the level's move in each position of an OBF file that scores every legal move,
/// the discs it loses against the best and its time, then the totals by empties, so that
/// a level's settings can be judged on chosen positions rather than by whole games.
pub fn choices(args: &Choices, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let positions = read_obf(&args.path, args.count.unwrap_or(usize::MAX))?;
    let mut searcher = args.threads.searcher();
    let budget = Budget {
        exact_empties: args.exact.unwrap_or(args.level.budget().exact_empties),
        ..args.level.budget()
    };
    // By empties: positions, discs lost, milliseconds.
    let mut totals: std::collections::BTreeMap<u32, (u32, i32, u128)> = Default::default();
    for (i, pos) in positions.iter().enumerate() {
        let board = &pos.board;
        let legal = board.legal_moves();
        if legal.is_empty() || legal.count() as usize != pos.scores.len() {
            return Err(format!(
                "position {}: {} moves scored, {} legal",
                i + 1,
                pos.scores.len(),
                legal.count()
            ));
        }
        let empties = board.empties().count();
        let start = Instant::now();
        let r = searcher.search(board, SearchOptions::new(budget).seeded(0), &mut |_| {});
        let ms = start.elapsed().as_millis();
        let played = r.best.to_string();
        let score = pos.scores.iter().find(|s| s.0 == played).map(|s| s.1);
        let (Some(score), Some(best)) = (score, pos.best_score()) else {
            return Err(format!("position {}: {played} is not scored", i + 1));
        };
        writeln!(
            out,
            "#{} empties {empties} move {played} loss {} ms {ms}",
            i + 1,
            best - score
        )
        .map_err(io)?;
        let t = totals.entry(empties).or_default();
        *t = (t.0 + 1, t.1 + best - score, t.2 + ms);
    }
    for (empties, (n, loss, ms)) in totals {
        writeln!(
            out,
            "empties {empties} positions {n} loss {loss} mean-ms {}",
            ms / u128::from(n)
        )
        .map_err(io)?;
    }
    Ok(())
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

/// One random legal game from the start, to its end, with random players, tournament and year.
fn random_record(rng: &mut crate::engine::rng::Rng, year: u16) -> GameRecord {
    use crate::engine::random_play::random_square;
    let mut board = Board::start(Color::Black);
    let mut moves = Vec::with_capacity(60);
    // A forced pass is made at once, so no legal move means the game is over.
    while !board.legal_moves().is_empty() {
        let legal = board.legal_moves().0;
        let Some(sq) = Square::new(random_square(rng, legal) as u8) else {
            break;
        };
        let Some(next) = board.play(sq) else { break };
        board = if next.must_pass() { next.pass() } else { next };
        moves.push(sq);
    }
    GameRecord {
        tournament: rng.below(300) as u16,
        black: rng.below(2000) as u16,
        white: rng.below(2000) as u16,
        black_discs: board.count(Color::Black) as u8,
        theoretical: 0,
        year,
        moves: moves.into(),
    }
}

/// `measure database`: random games written as ten yearly WTHOR files, then the time to read and
/// check them, to index them, and the explorer's query times by depth, with the index's size.
pub fn database_bench(args: &DatabaseBench, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::database::orient::transform;
    use crate::engine::database::replay::{start, step};
    use crate::engine::database::wthor::{write_games, Date};
    use crate::engine::database::{read_games, Database};
    use crate::engine::rng::Rng;
    use crate::engine::symmetry::Symmetry;
    let io = |e: std::io::Error| e.to_string();
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
    let n = args.games as usize;
    let mut rng = Rng::new(args.seed);
    let created = Date {
        year: 2026,
        month: 12,
        day: 7,
    };
    let t = Instant::now();
    let files: Vec<Vec<u8>> = (0..10u16)
        .map(|f| {
            let year = 2016 + f;
            let games: Vec<GameRecord> = (f as usize * n / 10..(f as usize + 1) * n / 10)
                .map(|_| random_record(&mut rng, year))
                .collect();
            write_games(created, year, 0, &games)
        })
        .collect();
    let bytes: usize = files.iter().map(Vec::len).sum();
    if let Some(dir) = &args.write {
        std::fs::create_dir_all(dir).map_err(io)?;
        for (year, file) in (2016..).zip(&files) {
            std::fs::write(dir.join(format!("WTH_{year}.wtb")), file).map_err(io)?;
        }
    }
    writeln!(
        out,
        "games {n} (10 files, {bytes} bytes): made and written in {:.0} ms",
        ms(t)
    )
    .map_err(io)?;

    let t = Instant::now();
    let mut read = Vec::with_capacity(files.len());
    for file in &files {
        let file = read_games(file).map_err(|e| e.to_string())?;
        if file.skipped != 0 {
            return Err(format!("{} legal games skipped", file.skipped));
        }
        read.push(file.games);
    }
    writeln!(out, "read and checked: {:.0} ms", ms(t)).map_err(io)?;

    let t = Instant::now();
    let mut db = Database::new();
    for games in read {
        db.add_games(games);
    }
    let move_bytes: usize = db.games().iter().map(|g| g.moves.len()).sum();
    let record_bytes = std::mem::size_of_val(db.games());
    writeln!(
        out,
        "indexed: {:.0} ms; index {} bytes, games {} bytes ({record_bytes} records + {move_bytes} moves)",
        ms(t),
        db.index_bytes(),
        record_bytes + move_bytes,
    )
    .map_err(io)?;

    // Positions from the games themselves at each depth, each in a random orientation, so that
    // every query finds at least its own game.
    writeln!(out, "depth queries reached(min-max) mean-ms worst-ms").map_err(io)?;
    for depth in [0usize, 4, 10, 20, 30, 45] {
        let mut times = Vec::new();
        let mut reached = Vec::new();
        for q in 0..8 {
            let game = &db.games()[(q * 7919 + depth * 31) % n];
            let Some(moves) = game.moves.get(..depth) else {
                continue;
            };
            let board = moves.iter().try_fold(start(), |b, &sq| step(&b, sq));
            let Some(board) = board else { continue };
            let board = transform(&board, Symmetry::ALL[rng.below(8)]);
            let t = Instant::now();
            let found = db.explore(&board);
            times.push(ms(t));
            reached.push(found.reached.games);
        }
        let worst = times.iter().copied().fold(0.0, f64::max);
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        writeln!(
            out,
            "{depth:>5} {:>7} {:>8}-{:<8} {mean:>7.2} {worst:>8.2}",
            times.len(),
            reached.iter().min().copied().unwrap_or(0),
            reached.iter().max().copied().unwrap_or(0),
        )
        .map_err(io)?;
    }
    // Random games rarely share a position 10 plies in; a real archive's main lines do. The
    // most a query at 20 plies can cost is every game's replay to it.
    let t = Instant::now();
    let mut replayed = 0usize;
    for game in db.games() {
        let board = game
            .moves
            .iter()
            .take(20)
            .try_fold(start(), |b, &sq| step(&b, sq));
        replayed += usize::from(board.is_some());
    }
    writeln!(
        out,
        "every game replayed to 20 plies (a query all games reach): {:.0} ms ({replayed} games)",
        ms(t)
    )
    .map_err(io)
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
