//! `book build|stats|probe`: the opening book's builder, its statistics and its moves.

use super::args::{BookBuild, BookFile};
use super::Failure;
use crate::engine::book::{installed, Book};
use crate::engine::{Board, Color, Game};
use reversi_train::book_builder::{build as grow, Focus, Recipe};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Half discs from discs given on the command line.
fn half_discs(discs: f64) -> i32 {
    (discs * 2.0).round() as i32
}

/// A value in half discs, written in discs.
fn discs(half: i32) -> String {
    if half % 2 == 0 {
        format!("{:+}", half / 2)
    } else {
        format!("{:+.1}", f64::from(half) / 2.0)
    }
}

/// `book build`: grows the book in the folder, reporting on stderr at most every 30 s.
pub fn build(args: &BookBuild, out: &mut dyn Write) -> Result<(), String> {
    let recipe = Recipe {
        depth: args.depth,
        probcut: args.probcut,
        plies: args.plies,
        move_loss: half_discs(args.move_loss),
        line_loss: half_discs(args.line_loss),
        ply_cost: half_discs(args.ply_cost),
        searches: args.searches,
    };
    let focus = match &args.games {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let games = text
                .lines()
                .map(|l| l.split('#').next().unwrap_or("").trim())
                .filter(|l| !l.is_empty());
            Focus::of_games(games, recipe.plies).map_err(|e| format!("{path}: {e}"))?
        }
        None => Focus::default(),
    };
    let start = Instant::now();
    let mut last = 0.0;
    let tree = grow(
        Path::new(&args.dir),
        &recipe,
        &focus,
        args.threads as usize,
        !args.emit,
        args.every.max(1),
        &mut |r| {
            let s = start.elapsed().as_secs_f64();
            if s - last >= 30.0 {
                last = s;
                eprintln!(
                    "searched {} expanded {} new {} s {s:.0}",
                    r.searched, r.expanded, r.new
                );
            }
        },
    )?;
    let (searched, expanded) = tree.counts();
    writeln!(
        out,
        "searched {searched} expanded {expanded} s {:.0} book {}",
        start.elapsed().as_secs_f64(),
        Path::new(&args.dir).join("book.bin").display()
    )
    .map_err(|e| e.to_string())
}

/// `book stats`: positions, expanded positions, depth, plies from the start and sizes.
pub fn stats(args: &BookFile, out: &mut dyn Write) -> Result<(), String> {
    let bytes = std::fs::read(&args.path).map_err(|e| format!("{}: {e}", args.path))?;
    let book = Book::parse(&bytes).map_err(|e| format!("{}: {e}", args.path))?;
    let expanded = book.entries().iter().filter(|e| e.expanded).count();
    let zlib = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 10).len();
    let io = |e: std::io::Error| e.to_string();
    writeln!(out, "positions {} expanded {expanded}", book.len()).map_err(io)?;
    writeln!(out, "search depth {}", book.depth()).map_err(io)?;
    writeln!(out, "bytes {} zlib {zlib}", bytes.len()).map_err(io)?;
    for (ply, count) in book.plies(&Board::start(Color::Black)).iter().enumerate() {
        writeln!(out, "ply {ply} positions {count}").map_err(io)?;
    }
    Ok(())
}

/// `book probe`: the installed book's moves and values after `game`, best first; without a
/// book (no `--book`) the command line is wrong.
pub fn probe(game: &Game, out: &mut dyn Write) -> Result<(), Failure> {
    let book = installed()
        .ok_or_else(|| Failure::Usage("book probe needs the book: --book FILE".into()))?;
    let io = |e: std::io::Error| Failure::Input(e.to_string());
    let board = game.board();
    match book.moves(&board) {
        None => writeln!(out, "not in the book").map_err(io),
        Some(moves) => {
            for m in moves {
                writeln!(out, "{} {}", m.sq, discs(m.value)).map_err(io)?;
            }
            Ok(())
        }
    }
}
