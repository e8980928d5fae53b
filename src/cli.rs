//! The command-line front end: argument parsing and the text each command prints.

use crate::engine::notation::parse_board;
use crate::engine::openings::opening_name;
use crate::engine::perft::perft;
use crate::engine::record::position::set_up_start;
use crate::engine::record::{fragment, numbered_moves, parse_game};
use crate::engine::search::{Level, Searcher};
use crate::engine::{Board, Color, Game, Move, Outcome};
use std::io::{Read, Write};

mod analysis;
mod args;
mod bench;
mod data;

use args::{number, option, positional, read_obf, weights_option};
use std::time::Instant;

/// The usage text shown on bad arguments.
pub const USAGE: &str = "usage (every command takes --weights <file> to evaluate with other weights):
  reversi-cli perft <depth> [--board <64 chars> <X|O>]
  reversi-cli record [<game text…> | --file <path> | -]   (move list, opening, link, board, result)
  reversi-cli show [<game text…> | --file <path> | -]     (the board after the game)
  reversi-cli solve <file.obf> [--first <n>] [--count <n>] [--presearch off]   (positions numbered from n, default 40;
        only the first <count> positions of the file)
  reversi-cli play --level <beginner|intermediate|advanced|expert> [--seed <n>] [--verbose]
        [<game text…> | --file <path> | -]
  reversi-cli ladder [--games <openings>] [--first <opening>] [--scale <node budget factor>]
  reversi-cli greedy [--level <level>] [--games <openings>] [--first <opening>] [--depth <n>] [--margin <discs>] [--exact <empties>]
        (the greedy one-ply bot against a level, or against that level's budget changed)
  reversi-cli openings [--count <n>] [--depth <n>] [--max <discs>] [--seed <n>]   (the balanced openings file)
  reversi-cli match --program <other reversi-cli> [--level <level>] [--games <openings>] [--first <opening>]
        [--ms <first cap>] [--probcut <t x 100>] [--exact <empties>]   (--first: start at that opening of the
        list, counted from 0, to split a match; --probcut, --exact: this side's Expert with other settings)
  reversi-cli gen-data --out <samples.bin> [--games <n>] [--first <n>] [--seed <n>] [--opening <plies a-b>]
        [--depth <n>] [--margin <discs>] [--random <percent>] [--exact <empties>] [--deep-exact <empties>:<every>]
        [--siblings <percent>] [--deviate <percent>]
        [--weights <file>]
  reversi-cli label --data <samples.bin> --out <labelled.bin> [--depth <n>] [--pair] [--probcut <t x 100>]
        [--empties <a-b>] [--weights <file>]   (--pair: the mean of the last two depths; --probcut: a selective search)
  reversi-cli children --data <samples.bin> --out <children.bin> [--empties <a-b>]
        (every legal child of the positions, unlabelled)
  reversi-cli guess <file.obf> [--depth <n>] [--first <n>] [--count <n>]   (midgame score vs the exact one)
  reversi-cli testset [--empties <a-b>] [--count <n>] [--exact-scores | --depth <n>] <samples.bin>...
  reversi-cli probcut-fit [--empties <a-b>] [--count <n>] [--max-depth <n>] <samples.bin>...
  reversi-cli eval-bench
  reversi-cli hints [--ms <n>] [--exact <empties>] [--depth <n>] [<game text…> | --file <path> | -]
        (every move's value after the game, depth by depth)
  reversi-cli review [--depth <n>] [--exact <empties>] [<game text…> | --file <path> | -]
        (each move of the game against the best)
  reversi-cli train --out <weights.bin> [--iterations <n>] [--lambda <x>] [--overlap <empties>]
        [--code <bytes per entry>] [--threads <n>] <samples.bin>...
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
    weights_option(args)?;
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
        Some("ladder") => Ok(bench::ladder(&args[1..], out)?),
        Some("greedy") => Ok(bench::greedy(&args[1..], out)?),
        Some("match") => Ok(bench::versus(&args[1..], out)?),
        Some("openings") => Ok(bench::balanced_openings(&args[1..], out)?),
        Some("gen-data") => Ok(data::gen_data(&args[1..], out)?),
        Some("label") => Ok(data::label(&args[1..], out)?),
        Some("children") => Ok(data::children(&args[1..], out)?),
        Some("testset") => Ok(data::testset(&args[1..], out)?),
        Some("probcut-fit") => Ok(data::probcut_fit(&args[1..], out)?),
        Some("train") => Ok(data::train(&args[1..], out)?),
        Some("guess") => Ok(bench::guess(&args[1..], out)?),
        Some("eval-bench") => Ok(bench::eval_bench(out)?),
        Some("hints") => Ok(analysis::hints(
            &args[1..],
            &read_game(&args[1..], input)?,
            out,
        )?),
        Some("review") => Ok(analysis::review(
            &args[1..],
            &read_game(&args[1..], input)?,
            out,
        )?),
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

/// `solve`: exact scores of every position in an OBF file, with node counts and times.
fn solve(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let path = *positional(args).first().ok_or("solve needs an .obf file")?;
    let first: u32 = number(args, "--first", 40)?;
    let positions = read_obf(path, number(args, "--count", usize::MAX)?)?;
    let mut searcher = Searcher::new();
    searcher.set_presearch(option(args, "--presearch") != Some("off"));
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
