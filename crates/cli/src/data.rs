//! The commands that make training data and fit the evaluation.

use super::args::{Children, EncodeWeights, GenData, Label, ProbcutFit, Rows, Testset, Train};
use crate::engine::eval::trained::Trained;
use crate::engine::search::Searcher;
use crate::engine::{Board, Color};
use reversi_train::fit;
use reversi_train::samples::Sample;
use std::io::Write;
use std::time::Instant;

/// The samples of the files named on the command line, in order.
fn read_files(files: &[String]) -> Result<Vec<Sample>, String> {
    reversi_train::samples::read_files(&files.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Progress on stderr at most every 30 s, and at the last game.
pub fn reporter(last_game: u32) -> impl FnMut(u32, usize) {
    let start = Instant::now();
    let mut last_report = 0.0;
    move |game, total| {
        let s = start.elapsed().as_secs_f64();
        if s - last_report >= 30.0 || game + 1 == last_game {
            last_report = s;
            eprintln!("game {game} samples {total} s {s:.0}");
        }
    }
}

/// `gen-data`: self-play games with exact endgames, appended to a sample file (resumed if
/// the file already holds some of the games).
pub fn gen_data(args: &GenData, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::samples::resume;
    use reversi_train::selfplay::{generate, Config};
    let path = args.out.as_str();
    let mut cfg = Config {
        games: args.games,
        first: args.first,
        seed: args.seed,
        opening: args.opening,
        depth: args.depth,
        margin: args.margin,
        random_percent: args.random,
        exact: args.exact,
        deep_exact: args.deep_exact,
        sibling_percent: args.siblings,
        deviate_percent: args.deviate,
    };
    let end = cfg.first + cfg.games;
    let from = resume(path, cfg.first)?;
    (cfg.first, cfg.games) = (from, end.saturating_sub(from));
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    let mut file = std::io::BufWriter::new(file);
    let start = Instant::now();
    let total =
        generate(&cfg, &mut file, &mut reporter(end)).map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "games {from}..{end} samples {total} s {:.0}",
        start.elapsed().as_secs_f64()
    )
    .map_err(|e| e.to_string())
}

/// `label`: the value of a midgame search for the unlabelled positions of a sample file
/// within a range of empties, appended to another file (resumed if it holds some already).
pub fn label(args: &Label, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::label::{label, Config};
    use reversi_train::samples::{read_files, resume};
    let (data, path) = (args.data.as_str(), args.out.as_str());
    let (min_empties, max_empties) = args.empties;
    let cfg = Config {
        depth: args.depth,
        min_empties,
        max_empties,
        pair: args.pair,
        probcut: args.probcut,
    };
    let input = read_files(&[data])?;
    let from = resume(path, 0)?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| format!("{path}: {e}"))?;
    let mut file = std::io::BufWriter::new(file);
    let start = Instant::now();
    let last = input.last().map_or(0, |s| s.game);
    let total = label(&input, &cfg, from, &mut file, &mut reporter(last + 1))
        .map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "labelled {total} samples from game {from} s {:.0}",
        start.elapsed().as_secs_f64()
    )
    .map_err(|e| e.to_string())
}

/// `children`: every legal child of the positions of a sample file within a range of
/// empties, unlabelled, written to another file (made anew each time: it is quick).
pub fn children(args: &Children, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::samples::{read_files, write};
    let (data, path, empties) = (args.data.as_str(), args.out.as_str(), args.empties);
    let kids = reversi_train::children::children(&read_files(&[data])?, empties);
    let part = format!("{path}.part");
    let mut file = std::fs::File::create(&part).map_err(|e| format!("{part}: {e}"))?;
    write(&mut file, &kids).map_err(|e| format!("{part}: {e}"))?;
    std::fs::rename(&part, path).map_err(|e| format!("{path}: {e}"))?;
    writeln!(out, "children {}", kids.len()).map_err(|e| e.to_string())
}

/// One position per game from sample files: the first on the game's line whose empties
/// match a target cycling through `low..=high`, up to `count`.
pub fn pick_positions(
    files: &[String],
    (low, high): (u32, u32),
    count: usize,
) -> Result<Vec<Sample>, String> {
    let all = read_files(files)?;
    let mut picked = Vec::new();
    let mut game = None;
    for s in &all {
        let target = low + s.game % (high - low + 1);
        if game != Some(s.game) && s.empties() == target {
            game = Some(s.game);
            picked.push(*s);
        }
        if picked.len() == count {
            break;
        }
    }
    Ok(picked)
}

/// `probcut-fit`: the spread of deep search values about their shallow predictors, by depth
/// and stage, and the fitted deviation model for `search::probcut`.
pub fn probcut_fit(args: &ProbcutFit, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::probcut_fit::{fit_model, measure, spread};
    let io = |e: std::io::Error| e.to_string();
    let picked = pick_positions(&args.files, args.empties, args.count)?;
    let max_depth = args.max_depth;
    if args.endgame {
        return endgame_fit(&picked, max_depth, out);
    }
    let positions: Vec<(u64, u64)> = picked.iter().map(|s| (s.p, s.o)).collect();
    let start = Instant::now();
    let pairs = measure(&positions, max_depth, &mut |i| {
        if i % 20 == 19 {
            eprintln!("{} positions s {:.0}", i + 1, start.elapsed().as_secs_f64());
        }
    });
    writeln!(
        out,
        "{} positions, depths up to {max_depth}; sigma (bias) in hundredths of a disc",
        positions.len()
    )
    .map_err(io)?;
    let stages: Vec<(u32, u32)> = (1..7).map(|k| (8 * k, 8 * k + 7)).collect();
    write!(out, "depth shallow").map_err(io)?;
    for (a, b) in &stages {
        write!(out, " {:>14}", format!("{a}-{b}")).map_err(io)?;
    }
    writeln!(out).map_err(io)?;
    let mut groups = Vec::new();
    for depth in crate::engine::search::probcut::MIN_DEPTH..=max_depth {
        write!(
            out,
            "{depth:>5} {:>7}",
            crate::engine::search::probcut::shallow_depth(depth)
        )
        .map_err(io)?;
        for &(a, b) in &stages {
            let s = spread(
                pairs
                    .iter()
                    .filter(|p| p.depth == depth && (a..=b).contains(&p.empties)),
            );
            write!(out, " {:>14}", spread_cell(&s)).map_err(io)?;
            if s.count >= MIN_GROUP {
                let mean_empties = pairs
                    .iter()
                    .filter(|p| p.depth == depth && (a..=b).contains(&p.empties))
                    .map(|p| f64::from(p.empties))
                    .sum::<f64>()
                    / s.count as f64;
                groups.push((mean_empties, depth, s));
            }
        }
        writeln!(out).map_err(io)?;
    }
    let c = fit_model(&groups);
    writeln!(
        out,
        "sigma = {:.1} + {:.2} * empties + {:.2} * depth + {:.2} * shallow",
        c[0], c[1], c[2], c[3]
    )
    .map_err(io)
}

/// Groups with fewer pairs than this are left out of the fits and shown as "-".
const MIN_GROUP: usize = 10;

/// One cell of a probcut-fit table: a group's deviation and (bias), or "-" when too few
/// pairs make it up.
fn spread_cell(s: &reversi_train::probcut_fit::Spread) -> String {
    if s.count >= MIN_GROUP {
        format!("{:.0} ({:+.0})", s.sigma, s.bias)
    } else {
        "-".into()
    }
}

/// `probcut-fit --endgame`: the spread of exact scores about midgame searches of each depth,
/// by empties, and the fitted deviation model for the solver's presearch.
fn endgame_fit(picked: &[Sample], max_depth: u32, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::probcut_fit::{fit_model, measure_endgame, spread};
    use reversi_train::samples::EXACT;
    let io = |e: std::io::Error| e.to_string();
    let positions: Vec<(u64, u64, i32)> = picked
        .iter()
        .filter(|s| s.depth == EXACT)
        .map(|s| (s.p, s.o, i32::from(s.score) / 100))
        .collect();
    let pairs = measure_endgame(&positions, max_depth, &mut |_| {});
    writeln!(
        out,
        "{} exact positions; sigma (bias) of exact - depth-d value, hundredths of a disc",
        positions.len()
    )
    .map_err(io)?;
    let mut groups = Vec::new();
    let mut empties: Vec<u32> = positions
        .iter()
        .map(|p| (!(p.0 | p.1)).count_ones())
        .collect();
    empties.sort_unstable();
    empties.dedup();
    write!(out, "empties").map_err(io)?;
    for d in 0..=max_depth {
        write!(out, " {:>13}", format!("d{d}")).map_err(io)?;
    }
    writeln!(out).map_err(io)?;
    for e in empties {
        write!(out, "{e:>7}").map_err(io)?;
        for d in 0..=max_depth {
            let s = spread(pairs.iter().filter(|p| p.empties == e && p.depth == d));
            write!(out, " {:>13}", spread_cell(&s)).map_err(io)?;
            if s.count >= MIN_GROUP {
                // The model's "depth" slot carries the empties for the endgame fit.
                groups.push((f64::from(e), d, s));
            }
        }
        writeln!(out).map_err(io)?;
    }
    let c = fit_model(&groups);
    writeln!(
        out,
        "linear fit over (empties, d): sigma = {:.1} + {:.2} * empties + {:.2} * d + {:.2} * shallow_depth(d)",
        c[0], c[1], c[2], c[3]
    )
    .map_err(io)
}

/// `testset`: held-out positions with reference scores, as OBF lines for `guess`: one
/// position per game (the first on the game's line whose empties match a target cycling
/// through the range), scored exactly or by a fixed-depth search.
pub fn testset(args: &Testset, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::notation::board_string;
    use crate::engine::search::Budget;
    let io = |e: std::io::Error| e.to_string();
    let exact = args.exact_scores;
    let picked = pick_positions(&args.files, args.empties, args.count)?;
    let mut searcher = Searcher::new();
    let budget = Budget {
        probcut: args.probcut,
        ..Budget::fixed_depth(args.depth)
    };
    for s in picked {
        let board =
            Board::from_colors(s.p, s.o, Color::Black).ok_or("overlapping discs in the data")?;
        let r = if exact {
            searcher.solve(&board)
        } else {
            searcher.search(&board, budget, &mut |_| {})
        };
        // Written with Black to move: the side to move's discs as X.
        writeln!(
            out,
            "{}; {}:{:+};",
            board_string(&board),
            r.best.to_string().to_uppercase(),
            r.score
        )
        .map_err(io)?;
    }
    Ok(())
}

/// `train`: fits the pattern evaluation to a sample file and writes the weights file, with
/// the held-out error per phase beside the evaluation's before the fit and the hand-set one.
pub fn train(args: &Train, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let path = args.out.as_str();
    let cfg = fit::Config {
        iterations: args.iterations,
        lambda: args.lambda,
        overlap: args.overlap,
        code: args.code,
        threads: args.threads,
    };
    let prior = weights_from(&args.from)?.map(|w| w.hundredths());
    let all = read_files(&args.files)?;
    let start = Instant::now();
    let (weights, reports) = fit::fit(&all, &cfg, prior.as_deref()).map_err(|e| e.to_string())?;
    std::fs::write(path, &weights).map_err(|e| format!("{path}: {e}"))?;
    writeln!(
        out,
        "{} positions, {} iterations, lambda {}, {:.0} s; {path}: {} bytes",
        all.len(),
        cfg.iterations,
        cfg.lambda,
        start.elapsed().as_secs_f64(),
        weights.len()
    )
    .map_err(io)?;
    print_reports(&reports, out)
}

/// The held-out error per phase of a fit's weights beside the evaluation's before it and the
/// hand-set one's, and over all held-out positions.
fn print_reports(reports: &[fit::PhaseReport], out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::eval::patterns::phase;
    let io = |e: std::io::Error| e.to_string();
    writeln!(
        out,
        "empties  train   test  train-MAE  test-MAE  before-MAE  hand-set-MAE"
    )
    .map_err(io)?;
    let (mut new, mut before, mut old, mut n) = (0.0, 0.0, 0.0, 0);
    for (ph, r) in reports.iter().enumerate() {
        let low = (0..=60).find(|&e| phase(e) == ph).unwrap_or(0);
        let high = (0..=60).rev().find(|&e| phase(e) == ph).unwrap_or(0);
        writeln!(
            out,
            "{low:>2}-{high:<2}  {:>7} {:>6} {:>10.2} {:>9.2} {:>11.2} {:>13.2}",
            r.train, r.test, r.train_mae, r.test_mae, r.before_mae, r.hand_set_mae
        )
        .map_err(io)?;
        new += r.test_mae * r.test as f64;
        before += r.before_mae * r.test as f64;
        old += r.hand_set_mae * r.test as f64;
        n += r.test;
    }
    let n = n.max(1) as f64;
    writeln!(
        out,
        "all held-out positions: test-MAE {:.2} before-MAE {:.2} hand-set-MAE {:.2}",
        new / n,
        before / n,
        old / n
    )
    .map_err(io)
}

/// `rows`: the labelled positions of sample files as a rows file for a fitter outside the
/// engine, and the pattern set's layout.
pub fn rows(args: &Rows, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::export;
    let all = read_files(&args.files)?;
    let base = weights_from(&args.from)?;
    let path = args.out.as_str();
    let file = std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?;
    let mut writer = std::io::BufWriter::new(file);
    let count = export::write_rows(&all, base.as_ref(), &mut writer)
        .and_then(|n| writer.flush().map(|_| n))
        .map_err(|e| format!("{path}: {e}"))?;
    if let Some(layout) = &args.layout {
        std::fs::write(layout, export::layout()).map_err(|e| format!("{layout}: {e}"))?;
    }
    writeln!(out, "{count} labelled positions of {} -> {path}", all.len())
        .map_err(|e| e.to_string())
}

/// `encode-weights`: a fitter's values as a weights file, measured on the held-out games.
pub fn encode_weights(args: &EncodeWeights, out: &mut dyn Write) -> Result<(), String> {
    use reversi_train::export::read_values;
    let path = args.values.as_str();
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let mut weights = read_values(&bytes).map_err(|e| format!("{path}: {e}"))?;
    if let Some(base) = weights_from(&args.from)? {
        weights
            .iter_mut()
            .zip(base.hundredths())
            .for_each(|(w, b)| *w += b);
    }
    let all = read_files(&args.files)?;
    let (file, reports) = fit::encode_and_measure(&fit::Split::new(&all, 0), &weights, args.code);
    let path = args.out.as_str();
    std::fs::write(path, &file).map_err(|e| format!("{path}: {e}"))?;
    writeln!(out, "{path}: {} bytes", file.len()).map_err(|e| e.to_string())?;
    print_reports(&reports, out)
}

/// The weights file a `--from` option names, if it names one.
fn weights_from(from: &Option<String>) -> Result<Option<Trained>, String> {
    let Some(file) = from else { return Ok(None) };
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    crate::engine::eval::read_weights(&bytes)
        .map(Some)
        .map_err(|e| format!("{file}: {e}"))
}
