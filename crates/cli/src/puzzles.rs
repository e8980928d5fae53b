//! `puzzles build|stats|show`: the puzzle file made, counted and read.

use super::args::{PuzzleAction, PuzzleBuild, PuzzleFile, Puzzles};
use super::Failure;
use crate::engine::puzzles::{decode, encode, Band, Puzzle};
use reversi_train::puzzles::{collect, game_puzzles, read_progress, write_game, Config};
use std::io::{BufReader, Write};
use std::time::Instant;

/// The puzzle file the build ships (empty until one is built).
const BUILT_IN: &[u8] = include_bytes!("../../engine/src/puzzles/puzzles.bin");

/// Runs `puzzles` with its action.
pub fn run(args: &Puzzles, out: &mut dyn Write) -> Result<(), Failure> {
    match &args.action {
        PuzzleAction::Build(a) => build(a, out),
        PuzzleAction::Stats(a) => stats(&read(a)?, out),
        PuzzleAction::Show(a) => {
            let puzzles = read(&a.file)?;
            let puzzle =
                a.n.checked_sub(1)
                    .and_then(|i| puzzles.get(i))
                    .ok_or_else(|| {
                        Failure::Input(format!(
                            "no puzzle {}: the puzzles are numbered 1 to {}",
                            a.n,
                            puzzles.len()
                        ))
                    })?;
            writeln!(out, "{}", puzzle.ffo_line()).map_err(|e| Failure::Input(e.to_string()))
        }
    }
}

fn read(file: &PuzzleFile) -> Result<Vec<Puzzle>, Failure> {
    let (bytes, name) = match &file.file {
        Some(path) => (
            std::fs::read(path).map_err(|e| Failure::Input(format!("{path}: {e}")))?,
            path.as_str(),
        ),
        None => (BUILT_IN.to_vec(), "the built-in puzzle file"),
    };
    decode(&bytes).map_err(|e| Failure::Input(format!("{name}: {e}")))
}

fn stats(puzzles: &[Puzzle], out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Input(e.to_string());
    writeln!(out, "puzzles {}", puzzles.len()).map_err(io)?;
    for band in Band::ALL {
        let n = puzzles.iter().filter(|p| p.band() == band).count();
        writeln!(out, "band {} {n}", band.name()).map_err(io)?;
    }
    for empties in crate::engine::puzzles::EMPTIES {
        let n = puzzles.iter().filter(|p| p.empties() == empties).count();
        writeln!(out, "empties {empties} {n}").map_err(io)?;
    }
    Ok(())
}

/// The games of a progress file (none if it does not exist yet).
fn progress(path: &str) -> Result<Vec<(u32, Vec<Puzzle>)>, Failure> {
    match std::fs::File::open(path) {
        Ok(f) => read_progress(&mut BufReader::new(f))
            .map_err(|e| Failure::Input(format!("{path}: {e}"))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(Failure::Input(format!("{path}: {e}"))),
    }
}

fn build(args: &PuzzleBuild, out: &mut dyn Write) -> Result<(), Failure> {
    let input = |e: std::io::Error| Failure::Input(format!("{}: {e}", args.progress));
    let cfg = Config {
        seed: args.seed,
        ..Config::default()
    };
    let mut games = progress(&args.progress)?;
    let mut others = Vec::new();
    for path in &args.also {
        others.extend(progress(path)?);
    }
    // Rewritten without a game an interruption cut short, then appended to as games finish.
    let mut file = std::fs::File::create(&args.progress).map_err(input)?;
    for (index, puzzles) in &games {
        write_game(&mut file, *index, puzzles).map_err(input)?;
    }
    let start = Instant::now();
    let all = |games: &[(u32, Vec<Puzzle>)]| {
        let mut all: Vec<(u32, Vec<Puzzle>)> = games.iter().chain(&others).cloned().collect();
        all.sort_by_key(|g| g.0);
        collect(&all, args.count)
    };
    let mut next = games.last().map_or(args.first, |g| g.0 + 1);
    while all(&games).len() < args.count && next < args.max_games {
        let puzzles = game_puzzles(&cfg, next);
        write_game(&mut file, next, &puzzles).map_err(input)?;
        games.push((next, puzzles));
        let have = all(&games).len();
        writeln!(
            out,
            "game {next} puzzles {have} s {}",
            start.elapsed().as_secs()
        )
        .map_err(input)?;
        next += 1;
    }
    let puzzles = all(&games);
    std::fs::write(&args.out, encode(&puzzles))
        .map_err(|e| Failure::Input(format!("{}: {e}", args.out)))?;
    stats(&puzzles, out)
}
