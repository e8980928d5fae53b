//! The command-line front end: the text each command prints (the commands and their options
//! are declared in `args`).
#![warn(missing_docs)]

/// The engine, re-exported so that paths read the same here as in the other crates.
pub use reversi_engine as engine;

use crate::engine::openings::opening_name;
use crate::engine::perft;
use crate::engine::record::position::set_up_start;
use crate::engine::record::{fragment, numbered_moves, parse_game};
use crate::engine::search::clock_budget::{within_game, GameTime};
use crate::engine::search::{Budget, Progress, SearchOptions};
use crate::engine::{Board, Color, Game, Outcome};
use std::io::{Read, Write};

mod analysis;
mod args;
mod bench;
mod book_commands;
mod data;
mod obf;
mod puzzles;

pub use args::{BookCommand, Cli, Command, GameText, MeasureCommand, TrainCommand};
use clap::Parser;
use obf::read_obf;
use std::time::Instant;

/// Why a command failed. Each error site names its kind (there is no conversion from a bare
/// message), for the two exit differently: `reversi-cli` exits 2 with a pointer to `--help`
/// for a usage error, 1 with the reason alone for an input error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The command line itself is wrong: the usage text helps.
    Usage(String),
    /// The command line is fine but its input is not (a game text, a file, a board, a failed
    /// read or write): the message says all there is to say.
    Input(String),
}

/// Parses `args` (the command line without the program's name) and runs the command, reading
/// game text from `input` when asked to (`-`) and writing its output to `out`.
pub fn run(args: &[String], input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let cli =
        Cli::try_parse_from(std::iter::once("reversi-cli").chain(args.iter().map(String::as_str)))
            .map_err(|e| Failure::Usage(e.to_string()))?;
    execute(cli, input, out)
}

/// Runs one parsed command line.
pub fn execute(cli: Cli, input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    if let Some(path) = &cli.weights {
        let bytes = std::fs::read(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
        crate::engine::eval::install(&bytes).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    }
    if let Some(path) = &cli.book {
        let bytes = std::fs::read(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
        crate::engine::book::install(&bytes).map_err(|e| Failure::Input(format!("{path}: {e}")))?;
    }
    // Past the parse a command's errors are its input's (a file, a board, a failed write):
    // the commands that can also find the command line wrong return a `Failure` themselves.
    match cli.command {
        Command::Record(text) => record(&read_game(&text, input)?, out).map_err(Failure::Input),
        Command::Show(text) => {
            let game = read_game(&text, input)?;
            writeln!(out, "{}", game.board()).map_err(|e| Failure::Input(e.to_string()))
        }
        Command::Play(a) => play(&a, input, out),
        Command::Hints(a) => {
            analysis::hints(&a, &read_game(&a.game, input)?, out).map_err(Failure::Input)
        }
        Command::Review(a) => {
            analysis::review(&a, &read_game(&a.game, input)?, out).map_err(Failure::Input)
        }
        Command::Solve(a) => solve(&a, out).map_err(Failure::Input),
        Command::Levels => bench::levels(out).map_err(Failure::Input),
        Command::Book(BookCommand::Build(a)) => {
            book_commands::build(&a, out).map_err(Failure::Input)
        }
        Command::Book(BookCommand::Stats(a)) => {
            book_commands::stats(&a, out).map_err(Failure::Input)
        }
        Command::Book(BookCommand::Probe(a)) => {
            book_commands::probe(&read_game(&a.game, input)?, out)
        }
        Command::Puzzles(a) => puzzles::run(&a, out),
        Command::Train(tool) => train(tool, out).map_err(Failure::Input),
        Command::Measure(tool) => measure(tool, out).map_err(Failure::Input),
    }
}

/// Runs one of `train`'s tools.
fn train(tool: TrainCommand, out: &mut dyn Write) -> Result<(), String> {
    match tool {
        TrainCommand::GenData(a) => data::gen_data(&a, out),
        TrainCommand::Children(a) => data::children(&a, out),
        TrainCommand::Label(a) => data::label(&a, out),
        TrainCommand::Fit(a) => data::train(&a, out),
        TrainCommand::Rows(a) => data::rows(&a, out),
        TrainCommand::EncodeWeights(a) => data::encode_weights(&a, out),
        TrainCommand::Testset(a) => data::testset(&a, out),
        TrainCommand::ProbcutFit(a) => data::probcut_fit(&a, out),
    }
}

/// Runs one of `measure`'s tools.
fn measure(tool: MeasureCommand, out: &mut dyn Write) -> Result<(), String> {
    match tool {
        MeasureCommand::Perft(a) => perft(&a, out),
        MeasureCommand::Eval => bench::eval_bench(out),
        MeasureCommand::Guess(a) => bench::guess(&a, out),
        MeasureCommand::Choices(a) => bench::choices(&a, out),
        MeasureCommand::Ladder(a) => bench::ladder(&a, out),
        MeasureCommand::Greedy(a) => bench::greedy(&a, out),
        MeasureCommand::Openings(a) => bench::balanced_openings(&a, out),
        MeasureCommand::Match(a) => bench::versus(&a, out),
        MeasureCommand::Database(a) => bench::database_bench(&a, out),
    }
}

/// `perft`: the number of move paths to each depth, with the time taken.
fn perft(args: &args::Perft, out: &mut dyn Write) -> Result<(), String> {
    let board = match &args.board {
        None => Board::start(Color::Black),
        Some(board) => board
            .join(" ")
            .parse::<Board>()
            .map_err(|e| e.to_string())?,
    };
    for d in 1..=args.depth {
        let start = Instant::now();
        let nodes = perft::perft(&board, d);
        let ms = start.elapsed().as_millis();
        writeln!(out, "depth {d} nodes {nodes} ms {ms}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The game a command was given, read by the app's import reader: its words joined, the file
/// of `--file <path>`, or `input` for `-`. No text at all is the new game.
fn read_game(text: &GameText, input: &mut dyn Read) -> Result<Game, Failure> {
    let text = match (&text.file, text.words.as_slice()) {
        (Some(path), _) => {
            std::fs::read_to_string(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?
        }
        (None, [dash]) if dash == "-" => {
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

/// `solve`: exact scores of every position in an OBF file, with node counts and times.
fn solve(args: &args::Solve, out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let first = args.first;
    let positions = read_obf(&args.path, args.count.unwrap_or(usize::MAX))?;
    let mut searcher = args.threads.searcher();
    let options = SearchOptions {
        presearch: args.presearch,
        ..SearchOptions::solve()
    };
    let (mut total_nodes, mut total_ms, mut count, mut correct) = (0u64, 0f64, 0u32, 0u32);
    for pos in positions {
        let start = Instant::now();
        let r = searcher.search(&pos.board, options, &mut |_| {});
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let n = first + count;
        writeln!(
            out,
            "#{n} move {} score {:+} nodes {} ms {:.0}",
            r.best, r.score, r.nodes, ms
        )
        .map_err(io)?;
        let move_ok = pos.is_best(&r.best.to_string());
        let score_ok = pos.best_score().is_none_or(|s| s == r.score);
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
fn play(args: &args::Play, input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Failure> {
    let (level, seed, verbose) = (args.level, args.seed, args.verbose);
    let game = read_game(&args.game, input)?;
    if game.is_over() {
        return Err(Failure::Input("the game is over".into()));
    }
    let board = game.board();
    let thought = args
        .used_ms
        .map_or(GameTime::default(), |used_ms| GameTime {
            used_ms,
            moves: game.discs_placed_by(board.side_to_move()),
        });
    let mut searcher = args.threads.searcher();
    let start = Instant::now();
    let mut report = |p: &Progress| {
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
    };
    let r = match args.exact {
        None => searcher.choose_in_game(&board, level, seed, thought, &mut report),
        Some(exact_empties) => {
            let empties = board.empties().count();
            let budget = Budget {
                exact_empties,
                ..within_game(level.budget(), thought, empties)
            };
            searcher.search(&board, SearchOptions::new(budget).seeded(seed), &mut report)
        }
    };
    writeln!(out, "{}", r.best).map_err(|e| Failure::Input(e.to_string()))
}
