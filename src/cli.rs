//! The command-line front end: argument parsing and the text each command prints.

use crate::engine::notation::parse_board;
use crate::engine::openings::opening_name;
use crate::engine::perft::perft;
use crate::engine::record::position::set_up_start;
use crate::engine::record::{fragment, numbered_moves, parse_game};
use crate::engine::search::{Level, Searcher};
use crate::engine::{Board, Color, Game, Move, Outcome};
use std::io::{Read, Write};
use std::time::Instant;

/// The usage text shown on bad arguments.
pub const USAGE: &str = "usage:
  reversi-cli perft <depth> [--board <64 chars> <X|O>]
  reversi-cli record [<game text…> | --file <path> | -]   (move list, opening, link, board, result)
  reversi-cli show [<game text…> | --file <path> | -]     (the board after the game)
  reversi-cli solve <file.obf> [--first <n>] [--count <n>]   (positions numbered from n, default 40;
        only the first <count> positions of the file)
  reversi-cli play --level <beginner|intermediate|advanced|expert> [--seed <n>] [--verbose]
        [<game text…> | --file <path> | -]
  reversi-cli ladder [--games <openings>] [--scale <node budget factor>]
  reversi-cli gen-data --out <samples.bin> [--games <n>] [--seed <n>] [--depth <n>] [--random <percent>]
        [--random-above <empties>] [--solve <empties>]
  reversi-cli guess <file.obf> [--depth <n>] [--first <n>] [--count <n>]   (midgame score vs the exact one)
  reversi-cli eval-bench
  reversi-cli hints [--ms <n>] [--exact <empties>] [--depth <n>] [<game text…> | --file <path> | -]
        (every move's value after the game, depth by depth)
  reversi-cli review [--depth <n>] [--exact <empties>] [<game text…> | --file <path> | -]
        (each move of the game against the best)
  reversi-cli train --data <samples.bin> --out <weights.bin> [--epochs <n>] [--lambda <x>]
        [--overlap <empties>]
game text: a transcript (f5d6c3, 1. f5 d6 2. c3, with or without passes), a share link or its
fragment (quote it: '#moves=f5d6'), or a downloaded game record; - reads it from standard input.";

/// Why a command failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The command line itself is wrong: the usage text helps.
    Usage(String),
    /// The command line is fine but its input is not (a game text, a file): the message says
    /// all there is to say.
    Input(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Usage(message)
    }
}

impl From<&str> for Failure {
    fn from(message: &str) -> Failure {
        Failure::Usage(message.to_string())
    }
}

/// Runs one command, reading game text from `input` when asked to (`-`) and writing its output
/// to `out`.
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| e.to_string();
    match args.first().map(String::as_str) {
        Some("perft") => {
            let depth: u32 = args
                .get(1)
                .and_then(|d| d.parse().ok())
                .filter(|d| (1..=20).contains(d))
                .ok_or("perft needs a depth from 1 to 20")?;
            let board = match args.get(2).map(String::as_str) {
                None => Board::start(Color::Black),
                Some("--board") => {
                    let squares = args.get(3).ok_or("--board needs 64 squares")?;
                    let side = args.get(4).ok_or("--board needs a side to move")?;
                    parse_board(&format!("{squares} {side}")).map_err(|e| e.to_string())?
                }
                Some(other) => return Err(format!("unexpected argument \"{other}\"").into()),
            };
            for d in 1..=depth {
                let start = Instant::now();
                let nodes = perft(&board, d);
                let ms = start.elapsed().as_millis();
                writeln!(out, "depth {d} nodes {nodes} ms {ms}").map_err(io)?;
            }
            Ok(())
        }
        Some("record") => record(&read_game(&args[1..], input)?, out).map_err(Failure::from),
        Some("show") => {
            let game = read_game(&args[1..], input)?;
            writeln!(out, "{}", game.board()).map_err(io)?;
            Ok(())
        }
        Some("solve") => Ok(solve(&args[1..], out)?),
        Some("play") => play(&args[1..], input, out),
        Some("ladder") => Ok(ladder(&args[1..], out)?),
        Some("gen-data") => Ok(gen_data(&args[1..], out)?),
        Some("train") => Ok(train(&args[1..], out)?),
        Some("guess") => Ok(guess(&args[1..], out)?),
        Some("eval-bench") => Ok(eval_bench(out)?),
        Some("hints") => Ok(hints(&args[1..], &read_game(&args[1..], input)?, out)?),
        Some("review") => Ok(review(&args[1..], &read_game(&args[1..], input)?, out)?),
        Some(other) => Err(format!("unknown command \"{other}\"").into()),
        None => Err("no command given".into()),
    }
}

/// The game a command was given, read by the app's import reader: its words joined, the file
/// of `--file <path>`, or `input` for `-`. No text at all is the new game.
fn read_game(args: &[String], input: &mut dyn Read) -> Result<Game, Failure> {
    let text = match (option(args, "--file"), positional(args).as_slice()) {
        (Some(path), _) => {
            std::fs::read_to_string(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?
        }
        (None, ["-"]) => {
            let mut text = String::new();
            input
                .read_to_string(&mut text)
                .map_err(|e| Failure::Input(format!("standard input: {e}")))?;
            text
        }
        (None, words) => words.join(" "),
    };
    if text.trim().is_empty() {
        return Ok(Game::default());
    }
    parse_game(&text).map_err(|e| Failure::Input(e.to_string()))
}

/// `record`: the numbered move list, the opening name, the start position if set up, the
/// share-link fragment, the board and the result once the game is over.
fn record(game: &Game, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let moves = numbered_moves(game);
    writeln!(
        out,
        "Moves: {}",
        if moves.is_empty() { "none" } else { &moves }
    )
    .map_err(io)?;
    writeln!(out, "Opening: {}", opening_name(game).unwrap_or("none")).map_err(io)?;
    if let Some(position) = set_up_start(game) {
        writeln!(out, "Position: {position}").map_err(io)?;
    }
    writeln!(out, "Link: {}", fragment(game)).map_err(io)?;
    writeln!(out, "{}", game.board()).map_err(io)?;
    if let Some(outcome) = game.outcome() {
        writeln!(out, "Result: {}", result(&outcome)).map_err(io)?;
    }
    Ok(())
}

/// A finished game's result: `Black wins 36-28` or `Draw 32-32`.
fn result(outcome: &Outcome) -> String {
    match outcome.winner {
        Some(winner) => format!("{winner} wins {}-{}", outcome.black, outcome.white),
        None => format!("Draw {}-{}", outcome.black, outcome.white),
    }
}

/// The value following `--name` in `args`, if present.
fn option<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

/// Options that stand alone, without a value.
const FLAGS: [&str; 1] = ["--verbose"];

/// The arguments that are neither options nor their values (a bare `--` is a written pass,
/// not an option).
fn positional(args: &[String]) -> Vec<&str> {
    let mut rest = Vec::new();
    let mut skip = false;
    for a in args {
        if skip {
            skip = false;
        } else if a.starts_with("--") && a.len() > 2 {
            skip = !FLAGS.contains(&a.as_str());
        } else {
            rest.push(a.as_str());
        }
    }
    rest
}

/// One position of an OBF file: the board and the moves scored best.
struct ObfPosition {
    board: Board,
    best: Vec<String>,
    best_score: Option<i32>,
}

/// The first `count` positions of an OBF file (blank lines and `%` comments skipped).
fn read_obf(path: &str, count: usize) -> Result<Vec<ObfPosition>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('%'))
        .take(count)
        .map(parse_obf_line)
        .collect()
}

fn parse_obf_line(line: &str) -> Result<ObfPosition, String> {
    let mut parts = line.split(';');
    let board = parse_board(parts.next().unwrap_or("")).map_err(|e| e.to_string())?;
    let mut scored = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let (mv, score) = part
            .split_once(':')
            .ok_or_else(|| format!("bad move score \"{part}\""))?;
        let score: i32 = score
            .trim()
            .parse()
            .map_err(|_| format!("bad score in \"{part}\""))?;
        scored.push((mv.trim().to_ascii_lowercase(), score));
    }
    let best_score = scored.iter().map(|s| s.1).max();
    let best = scored
        .iter()
        .filter(|s| Some(s.1) == best_score)
        .map(|s| s.0.clone())
        .collect();
    Ok(ObfPosition {
        board,
        best,
        best_score,
    })
}

/// `solve`: exact scores of every position in an OBF file, with node counts and times.
fn solve(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let path = *positional(args).first().ok_or("solve needs an .obf file")?;
    let first: u32 = number(args, "--first", 40)?;
    let positions = read_obf(path, number(args, "--count", usize::MAX)?)?;
    let mut searcher = Searcher::new();
    let (mut total_nodes, mut total_ms, mut count, mut correct) = (0u64, 0f64, 0u32, 0u32);
    for pos in positions {
        let start = Instant::now();
        let r = searcher.solve(&pos.board);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let n = first + count;
        writeln!(
            out,
            "#{n} move {} score {:+} nodes {} ms {:.0}",
            r.best, r.score, r.nodes, ms
        )
        .map_err(io)?;
        let move_ok = pos.best.is_empty() || pos.best.contains(&r.best.to_string());
        let score_ok = pos.best_score.is_none_or(|s| s == r.score);
        if move_ok && score_ok {
            correct += 1;
        }
        total_nodes += r.nodes;
        total_ms += ms;
        count += 1;
    }
    writeln!(
        out,
        "total positions {count} correct {correct} nodes {total_nodes} ms {total_ms:.0} nodes/s {:.0}",
        total_nodes as f64 / (total_ms.max(1.0) / 1000.0)
    )
    .map_err(io)?;
    if correct == count {
        Ok(())
    } else {
        Err(format!(
            "{} of {count} positions disagree with the file",
            count - correct
        ))
    }
}

/// `play`: the move a level chooses after a game text.
fn play(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let level: Level = option(args, "--level")
        .ok_or("play needs --level")?
        .parse()?;
    let seed: u64 = option(args, "--seed")
        .unwrap_or("0")
        .parse()
        .map_err(|_| "--seed needs a number")?;
    let game = read_game(args, input)?;
    if game.is_over() {
        return Err(Failure::Input("the game is over".into()));
    }
    let verbose = args.iter().any(|a| a == "--verbose");
    let start = Instant::now();
    let r = Searcher::new().choose(&game.board(), level, seed, &mut |p| {
        if verbose {
            eprintln!(
                "depth {} score {:+} best {} nodes {} ms {}",
                p.depth,
                p.score,
                p.best,
                p.nodes,
                start.elapsed().as_millis()
            );
        }
    });
    let text = match r.best {
        Move::Place(sq) => sq.to_string(),
        Move::Pass => "pa".into(),
    };
    Ok(writeln!(out, "{text}").map_err(|e| e.to_string())?)
}

/// `ladder`: paired games between adjacent levels from balanced openings.
fn ladder(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    use crate::train::ladder::{play_match, OPENINGS};
    let io = |e: std::io::Error| e.to_string();
    let games: usize = option(args, "--games")
        .map_or(Ok(OPENINGS.len()), str::parse)
        .map_err(|_| "--games needs a number")?;
    let scale: f64 = option(args, "--scale")
        .unwrap_or("1")
        .parse()
        .map_err(|_| "--scale needs a number")?;
    let openings = &OPENINGS[..games.clamp(1, OPENINGS.len())];
    writeln!(
        out,
        "{} openings x 2 colours, node budgets x{scale}",
        openings.len()
    )
    .map_err(io)?;
    writeln!(
        out,
        "stronger      weaker        wins draws losses  score  discs/game  s"
    )
    .map_err(io)?;
    let mut searcher = Searcher::new();
    for pair in Level::ALL.windows(2) {
        let (weak, strong) = (pair[0], pair[1]);
        let start = Instant::now();
        let r = play_match(&mut searcher, strong, weak, openings, scale);
        writeln!(
            out,
            "{:<13} {:<13} {:>4} {:>5} {:>6} {:>5.1}% {:>+11.1} {:>3.0}",
            strong.name(),
            weak.name(),
            r.wins,
            r.draws,
            r.losses,
            r.score_percent(),
            r.disc_sum as f64 / r.games() as f64,
            start.elapsed().as_secs_f64()
        )
        .map_err(io)?;
    }
    Ok(())
}

/// A numeric option, or `default` when absent.
fn number<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    option(args, name).map_or(Ok(default), |v| {
        v.parse().map_err(|_| format!("{name} needs a number"))
    })
}

/// `gen-data`: self-play games with exact endgames, appended to a sample file for `train`.
fn gen_data(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    use crate::train::selfplay::{generate, Config};
    let path = option(args, "--out").ok_or("gen-data needs --out <file>")?;
    let cfg = Config {
        games: number(args, "--games", 1000)?,
        seed: number(args, "--seed", 1)?,
        depth: number(args, "--depth", 3)?,
        random_percent: number(args, "--random", 10)?,
        random_above: number(args, "--random-above", 0)?,
        solve_empties: number(args, "--solve", 16)?,
    };
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    let mut file = std::io::BufWriter::new(file);
    let start = Instant::now();
    let mut last_report = 0.0;
    let total = generate(&cfg, &mut file, &mut |game, total| {
        let s = start.elapsed().as_secs_f64();
        if s - last_report >= 30.0 || game + 1 == cfg.games {
            last_report = s;
            eprintln!("games {} samples {total} s {s:.0}", game + 1);
        }
    })
    .map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "games {} samples {total} s {:.0}",
        cfg.games,
        start.elapsed().as_secs_f64()
    )
    .map_err(|e| e.to_string())
}

/// `train`: fits the pattern evaluation to a sample file and writes the weights file, with
/// the held-out error per phase against the hand-set evaluation.
fn train(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::eval::patterns::phase;
    use crate::train::{fit, samples};
    let io = |e: std::io::Error| e.to_string();
    let data = option(args, "--data").ok_or("train needs --data <file>")?;
    let path = option(args, "--out").ok_or("train needs --out <file>")?;
    let cfg = fit::Config {
        epochs: number(args, "--epochs", 300)?,
        lambda: number(args, "--lambda", 10.0)?,
        overlap: number(args, "--overlap", 2)?,
    };
    let mut file = std::fs::File::open(data).map_err(|e| format!("{data}: {e}"))?;
    let all = samples::read_all(&mut file).map_err(|e| format!("{data}: {e}"))?;
    let start = Instant::now();
    let (weights, reports) = fit::fit(&all, &cfg);
    std::fs::write(path, &weights).map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "{} positions, {} epochs, lambda {}, {:.0} s; {path}: {} bytes",
        all.len(),
        cfg.epochs,
        cfg.lambda,
        start.elapsed().as_secs_f64(),
        weights.len()
    )
    .map_err(io)?;
    writeln!(
        out,
        "empties  train   test  train-MAE  test-MAE  hand-set-MAE"
    )
    .map_err(io)?;
    let (mut new, mut old, mut n) = (0.0, 0.0, 0);
    for (ph, r) in reports.iter().enumerate() {
        let low = (0..=60).find(|&e| phase(e) == ph).unwrap_or(0);
        let high = (0..=60).rev().find(|&e| phase(e) == ph).unwrap_or(0);
        writeln!(
            out,
            "{low:>2}-{high:<2}  {:>7} {:>6} {:>10.2} {:>9.2} {:>13.2}",
            r.train, r.test, r.train_mae, r.test_mae, r.hand_set_mae
        )
        .map_err(io)?;
        new += r.test_mae * r.test as f64;
        old += r.hand_set_mae * r.test as f64;
        n += r.test;
    }
    let n = n.max(1) as f64;
    writeln!(
        out,
        "all held-out positions: test-MAE {:.2} hand-set-MAE {:.2}",
        new / n,
        old / n
    )
    .map_err(io)
}

/// `guess`: how far a depth-limited midgame search (no exact solving) lands from each
/// position's exact score: the guess the solver's aspiration window starts from.
fn guess(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::search::Budget;
    let io = |e: std::io::Error| e.to_string();
    let path = *positional(args).first().ok_or("guess needs an .obf file")?;
    let depth: u32 = number(args, "--depth", 8)?;
    let first: u32 = number(args, "--first", 40)?;
    let positions = read_obf(path, number(args, "--count", usize::MAX)?)?;
    let budget = Budget {
        max_depth: depth,
        nodes: u64::MAX,
        exact_empties: 0,
        random_margin: 0,
        hard_ms: u64::MAX / 4,
    };
    let mut searcher = Searcher::new();
    let (mut errors, mut n, mut nodes) = (0, 0, 0);
    let start = Instant::now();
    for pos in positions {
        let exact = pos.best_score.ok_or("guess needs scored moves")?;
        let r = searcher.search(&pos.board, budget, None, &mut |_| {});
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
fn eval_bench(out: &mut dyn Write) -> Result<(), String> {
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

/// `hints`: every legal move's value after a transcript, printed at each step of the hint
/// search with the time since it began; then the times to the first and to the exact values.
fn hints(args: &[String], game: &Game, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::search::analysis::{HintLimits, Hints};
    let io = |e: std::io::Error| e.to_string();
    let defaults = HintLimits::default();
    let limits = HintLimits {
        max_depth: number(args, "--depth", defaults.max_depth)?,
        exact_empties: number(args, "--exact", defaults.exact_empties)?,
        ms: number(args, "--ms", defaults.ms)?,
        nodes: defaults.nodes,
    };
    let board = game.board();
    writeln!(
        out,
        "{} to move, {} empties",
        board.side_to_move().title(),
        board.empties().count()
    )
    .map_err(io)?;
    // The worker holds its searcher between requests, so the clock starts after creating it.
    let mut searcher = Searcher::new();
    let start = Instant::now();
    let (mut first_ms, mut exact_ms) = (None, None);
    let mut lines = Vec::new();
    let result = searcher.hints(&board, limits, &mut |h: &Hints| {
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        first_ms.get_or_insert(ms);
        if h.is_exact() {
            exact_ms.get_or_insert(ms);
        }
        let values: Vec<String> = h
            .moves
            .iter()
            .map(|m| {
                let mark = if m.exact { "=" } else { "" };
                format!("{}{mark}{:+}", m.square, m.score)
            })
            .collect();
        lines.push(format!(
            "ms {ms:.0} depth {} nodes {} {}",
            h.depth,
            h.nodes,
            values.join(" ")
        ));
    });
    for line in lines {
        writeln!(out, "{line}").map_err(io)?;
    }
    let best: Vec<String> = result.best().map(|s| s.to_string()).collect();
    let show = |ms: Option<f64>| ms.map_or("-".to_string(), |ms| format!("{ms:.0}"));
    writeln!(
        out,
        "best {} {:+}{} first-values-ms {} exact-values-ms {} total-ms {:.0}",
        best.join("/"),
        result.best_score().unwrap_or(0),
        if result.is_exact() { " exact" } else { "" },
        show(first_ms),
        show(exact_ms),
        start.elapsed().as_secs_f64() * 1000.0
    )
    .map_err(io)
}

/// `review`: each move of a transcript against the best move, with times, then the
/// per-player summary and the total time.
fn review(args: &[String], game: &Game, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::search::analysis::{MoveReview, ReviewSettings};
    let io = |e: std::io::Error| e.to_string();
    let defaults = ReviewSettings::default();
    let settings = ReviewSettings {
        depth: number(args, "--depth", defaults.depth)?,
        exact_empties: number(args, "--exact", defaults.exact_empties)?,
    };
    let mut searcher = Searcher::new();
    let start = Instant::now();
    let mut last = 0.0;
    let mut lines = Vec::new();
    let review = searcher
        .review_game(
            &game.start_board(),
            game.moves(),
            &settings,
            &mut |m: &MoveReview| {
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let best: Vec<String> = m.best.iter().map(|s| s.to_string()).collect();
                lines.push(format!(
                    "{:>2} {} {} {:+} best {} {:+} loss {} {} {} {} graph {:+} ms {:.0}",
                    m.index + 1,
                    m.color.name(),
                    m.played,
                    m.played_score,
                    best.join("/"),
                    m.best_score,
                    m.loss,
                    m.class.name(),
                    if m.exact { "exact" } else { "depth" },
                    m.depth,
                    m.black_score,
                    ms - last
                ));
                last = ms;
            },
        )
        .map_err(|e| e.to_string())?;
    for line in lines {
        writeln!(out, "{line}").map_err(io)?;
    }
    for (color, s) in [(Color::Black, review.black), (Color::White, review.white)] {
        writeln!(
            out,
            "{} moves {} inaccuracies {} mistakes {} blunders {} average-loss {:.2}",
            color.name(),
            s.moves,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.average_loss()
        )
        .map_err(io)?;
    }
    writeln!(
        out,
        "final {} moves {} depth {} exact-empties {} total-ms {:.0}",
        review.final_score.map_or("-".into(), |s| format!("{s:+}")),
        review.moves.len(),
        settings.depth,
        settings.exact_empties,
        start.elapsed().as_secs_f64() * 1000.0
    )
    .map_err(io)
}
