//! The command-line front end: argument parsing and the text each command prints.

use crate::engine::notation::{parse_board, replay};
use crate::engine::perft::perft;
use crate::engine::search::{Level, Searcher};
use crate::engine::{Board, Color, Move};
use std::io::Write;

mod args;
mod bench;
mod data;

use args::{number, option, positional, read_obf, weights_option};
use std::time::Instant;

/// The usage text shown on bad arguments.
pub const USAGE: &str = "usage (every command takes --weights <file> to evaluate with other weights):
  reversi-cli perft <depth> [--board <64 chars> <X|O>]
  reversi-cli show <transcript>
  reversi-cli solve <file.obf> [--first <n>] [--count <n>] [--presearch off]   (positions numbered from n, default 40;
        only the first <count> positions of the file)
  reversi-cli play --level <beginner|intermediate|advanced|expert> [--seed <n>] [--verbose] <transcript>
  reversi-cli ladder [--games <openings>] [--scale <node budget factor>]
  reversi-cli greedy [--level <level>] [--games <openings>]   (the greedy one-ply bot against a level)
  reversi-cli openings [--count <n>] [--depth <n>] [--max <discs>] [--seed <n>]   (the balanced openings file)
  reversi-cli match --program <other reversi-cli> [--level <level>] [--games <openings>] [--ms <first cap>]
  reversi-cli gen-data --out <samples.bin> [--games <n>] [--first <n>] [--seed <n>] [--opening <plies a-b>]
        [--depth <n>] [--margin <discs>] [--random <percent>] [--exact <empties>] [--deep-exact <empties>:<every>]
        [--siblings <percent>] [--deviate <percent>]
        [--weights <file>]
  reversi-cli label --data <samples.bin> --out <labelled.bin> [--depth <n>] [--empties <a-b>] [--weights <file>]
  reversi-cli guess <file.obf> [--depth <n>] [--first <n>] [--count <n>]   (midgame score vs the exact one)
  reversi-cli testset [--empties <a-b>] [--count <n>] [--exact | --depth <n>] <samples.bin>...
  reversi-cli probcut-fit [--empties <a-b>] [--count <n>] [--max-depth <n>] <samples.bin>...
  reversi-cli eval-bench
  reversi-cli train --out <weights.bin> [--iterations <n>] [--lambda <x>] [--overlap <empties>]
        [--code <bytes per entry>] [--threads <n>] <samples.bin>...";

/// Runs one command, writing its output to `out`; returns a message on bad arguments.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
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
                Some(other) => return Err(format!("unexpected argument \"{other}\"")),
            };
            for d in 1..=depth {
                let start = Instant::now();
                let nodes = perft(&board, d);
                let ms = start.elapsed().as_millis();
                writeln!(out, "depth {d} nodes {nodes} ms {ms}").map_err(io)?;
            }
            Ok(())
        }
        Some("show") => {
            let transcript = args.get(1).map(String::as_str).unwrap_or("");
            let game = replay(transcript, Color::Black).map_err(|e| e.to_string())?;
            writeln!(out, "{}", game.board()).map_err(io)?;
            Ok(())
        }
        Some("solve") => solve(&args[1..], out),
        Some("play") => play(&args[1..], out),
        Some("ladder") => bench::ladder(&args[1..], out),
        Some("greedy") => bench::greedy(&args[1..], out),
        Some("match") => bench::versus(&args[1..], out),
        Some("openings") => bench::balanced_openings(&args[1..], out),
        Some("gen-data") => data::gen_data(&args[1..], out),
        Some("label") => data::label(&args[1..], out),
        Some("testset") => data::testset(&args[1..], out),
        Some("probcut-fit") => data::probcut_fit(&args[1..], out),
        Some("train") => data::train(&args[1..], out),
        Some("guess") => bench::guess(&args[1..], out),
        Some("eval-bench") => bench::eval_bench(out),
        Some(other) => Err(format!("unknown command \"{other}\"")),
        None => Err("no command given".into()),
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

/// `play`: the move a level chooses after a transcript.
fn play(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let level: Level = option(args, "--level")
        .ok_or("play needs --level")?
        .parse()?;
    let seed: u64 = option(args, "--seed")
        .unwrap_or("0")
        .parse()
        .map_err(|_| "--seed needs a number")?;
    let transcript = positional(args).concat();
    let game = replay(&transcript, Color::Black).map_err(|e| e.to_string())?;
    if game.is_over() {
        return Err("the game is over".into());
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
    writeln!(out, "{text}").map_err(|e| e.to_string())
}
