//! The OBF position files that `solve` and `guess` read.

use crate::engine::Board;

/// One position of an OBF file: the board and its scored moves.
pub struct ObfPosition {
    /// The position.
    pub board: Board,
    /// Every scored move (lower case) with its score, in the file's order.
    pub scores: Vec<(String, i32)>,
}

impl ObfPosition {
    /// The best score, if the file gives scores.
    pub fn best_score(&self) -> Option<i32> {
        self.scores.iter().map(|s| s.1).max()
    }

    /// Whether `mv` (lower case) is scored best, or the file scores no move.
    pub fn is_best(&self, mv: &str) -> bool {
        let best = self.best_score();
        self.scores.is_empty() || self.scores.iter().any(|s| s.0 == mv && Some(s.1) == best)
    }
}

/// The first `count` positions of an OBF file (blank lines and `%` comments skipped); a line
/// that does not read is named by its number.
pub fn read_obf(path: &str, count: usize) -> Result<Vec<ObfPosition>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    text.lines()
        .map(str::trim)
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('%'))
        .take(count)
        .map(|(i, l)| parse_obf_line(l).map_err(|e| format!("{path}:{}: {e}", i + 1)))
        .collect()
}

/// An OBF line (`<board and side>; <move>:<score>; …`, scores optional) as a position.
pub fn parse_obf_line(line: &str) -> Result<ObfPosition, String> {
    let mut parts = line.split(';');
    let board = parts
        .next()
        .unwrap_or("")
        .parse::<Board>()
        .map_err(|e| e.to_string())?;
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
    Ok(ObfPosition {
        board,
        scores: scored,
    })
}
