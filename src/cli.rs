//! The command-line front end: argument parsing and the text each command prints.

use crate::engine::notation::{parse_board, replay};
use crate::engine::perft::perft;
use crate::engine::{Board, Color};
use std::io::Write;
use std::time::Instant;

/// The usage text shown on bad arguments.
pub const USAGE: &str = "usage:
  reversi-cli perft <depth> [--board <64 chars> <X|O>]
  reversi-cli show <transcript>";

/// Runs one command, writing its output to `out`; returns a message on bad arguments.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
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
        Some(other) => Err(format!("unknown command \"{other}\"")),
        None => Err("no command given".into()),
    }
}
