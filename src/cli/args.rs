//! Argument parsing shared by the commands, and the OBF position files they read.

use crate::engine::notation::parse_board;
use crate::engine::Board;

/// The value following `--name` in `args`, if present.
pub fn option<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

/// Options that stand alone, without a value.
pub const FLAGS: [&str; 3] = ["--verbose", "--exact-scores", "--endgame"];

/// The arguments that are neither options nor their values (a bare `--` is a written pass,
/// not an option).
pub fn positional(args: &[String]) -> Vec<&str> {
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
pub struct ObfPosition {
    /// The position.
    pub board: Board,
    /// The moves with the best score.
    pub best: Vec<String>,
    /// The best score, if the file gives scores.
    pub best_score: Option<i32>,
}

/// The first `count` positions of an OBF file (blank lines and `%` comments skipped).
pub fn read_obf(path: &str, count: usize) -> Result<Vec<ObfPosition>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('%'))
        .take(count)
        .map(parse_obf_line)
        .collect()
}

/// An OBF line (`<board and side>; <move>:<score>; …`, scores optional) as a position.
pub fn parse_obf_line(line: &str) -> Result<ObfPosition, String> {
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

/// A numeric option, or `default` when absent.
pub fn number<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    option(args, name).map_or(Ok(default), |v| {
        v.parse().map_err(|_| format!("{name} needs a number"))
    })
}

/// A range option `a-b` (or a single number), or `default` when absent.
pub fn range(args: &[String], name: &str, default: (u32, u32)) -> Result<(u32, u32), String> {
    let Some(v) = option(args, name) else {
        return Ok(default);
    };
    let bad = || format!("{name} needs a number or a range like 4-12");
    let (a, b) = v.split_once('-').unwrap_or((v, v));
    let (a, b) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
    if a > b {
        return Err(bad());
    }
    Ok((a, b))
}

/// Installs the weights file named by `--weights` (any command), if given, for the
/// evaluations that follow.
pub fn weights_option(args: &[String]) -> Result<(), String> {
    match option(args, "--weights") {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            crate::engine::eval::install(&bytes).map_err(|e| format!("{path}: {e}"))
        }
        None => Ok(()),
    }
}
