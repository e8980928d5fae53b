//! The player's progress through the puzzles: which are solved (those solved at the first try
//! counted apart) and which failed, by puzzle number (from 1).

use super::schema::{envelope, kind, Parsed, Persisted, SchemaError};
use crate::engine::puzzles::Verdict;
use serde_json::{json, Map, Value};
use std::collections::BTreeSet;

/// The progress format this release writes.
pub const PUZZLE_PROGRESS_VERSION: u64 = 1;

/// The highest puzzle number a record may hold (the file counts puzzles in a u16).
const MAX_NUMBER: u64 = u16::MAX as u64;

/// Where the player stands on one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// Not tried yet.
    Unsolved,
    /// Tried without finding a best move.
    Failed,
    /// A best move was found.
    Solved,
}

impl PuzzleState {
    /// The state's name in the page's hooks (`data-state`).
    pub fn name(self) -> &'static str {
        match self {
            PuzzleState::Unsolved => "unsolved",
            PuzzleState::Failed => "failed",
            PuzzleState::Solved => "solved",
        }
    }
}

/// The puzzles solved, solved at the first try, and failed (not solved yet).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    solved: BTreeSet<u16>,
    first_try: BTreeSet<u16>,
    failed: BTreeSet<u16>,
}

impl PuzzleProgress {
    /// Where the player stands on puzzle `n`.
    pub fn state(&self, n: u16) -> PuzzleState {
        if self.solved.contains(&n) {
            PuzzleState::Solved
        } else if self.failed.contains(&n) {
            PuzzleState::Failed
        } else {
            PuzzleState::Unsolved
        }
    }

    /// Records a first move on puzzle `n` judged `verdict`: a best move solves it (at the
    /// first try if it had not failed), any other fails it until it is solved.
    pub fn record(&mut self, n: u16, verdict: Verdict) {
        match (self.state(n), verdict) {
            (PuzzleState::Solved, _) => {}
            (state, Verdict::Best) => {
                self.solved.insert(n);
                if state == PuzzleState::Unsolved {
                    self.first_try.insert(n);
                }
                self.failed.remove(&n);
            }
            (_, Verdict::Good | Verdict::Wrong) => {
                self.failed.insert(n);
            }
        }
    }

    /// How many puzzles are solved.
    pub fn solved(&self) -> usize {
        self.solved.len()
    }

    /// How many were solved at the first try.
    pub fn first_try(&self) -> usize {
        self.first_try.len()
    }

    /// How many failed and are not solved yet.
    pub fn failed(&self) -> usize {
        self.failed.len()
    }
}

fn numbers(map: &Map<String, Value>, field: &str) -> Result<BTreeSet<u16>, String> {
    let list = match map.get(field) {
        None => return Ok(BTreeSet::new()),
        Some(Value::Array(list)) => list,
        Some(other) => return Err(format!("{field} is {}, not a list", kind(other))),
    };
    list.iter()
        .map(|v| {
            v.as_u64()
                .filter(|n| (1..=MAX_NUMBER).contains(n))
                .map(|n| n as u16)
                .ok_or_else(|| format!("{field} holds {v}, not a puzzle number"))
        })
        .collect()
}

impl Persisted for PuzzleProgress {
    const WHAT: &'static str = "Puzzle progress";

    fn fallback() -> PuzzleProgress {
        PuzzleProgress::default()
    }

    fn from_json(text: &str) -> Result<Parsed<PuzzleProgress>, SchemaError> {
        let (_, map) = envelope(text, PUZZLE_PROGRESS_VERSION, PUZZLE_PROGRESS_VERSION)?;
        let mut problems = Vec::new();
        let mut read = |field| {
            numbers(&map, field).unwrap_or_else(|why| {
                problems.push(why);
                BTreeSet::new()
            })
        };
        let solved = read("solved");
        let mut first_try = read("first_try");
        let mut failed = read("failed");
        if !first_try.is_subset(&solved) {
            problems.push("first_try holds puzzles not solved".into());
            first_try.retain(|n| solved.contains(n));
        }
        if !failed.is_disjoint(&solved) {
            problems.push("failed holds solved puzzles".into());
            failed.retain(|n| !solved.contains(n));
        }
        Ok(Parsed {
            value: PuzzleProgress {
                solved,
                first_try,
                failed,
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        json!({
            "version": PUZZLE_PROGRESS_VERSION,
            "solved": self.solved,
            "first_try": self.first_try,
            "failed": self.failed,
        })
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::schema::load;

    #[test]
    fn a_best_move_solves_and_a_miss_fails_until_then() {
        let mut p = PuzzleProgress::default();
        assert_eq!(p.state(3), PuzzleState::Unsolved);
        p.record(3, Verdict::Best);
        p.record(5, Verdict::Good);
        assert_eq!(p.state(5), PuzzleState::Failed);
        p.record(5, Verdict::Best);
        p.record(7, Verdict::Wrong);
        p.record(3, Verdict::Wrong);
        assert_eq!(
            [p.state(3), p.state(5), p.state(7)],
            [
                PuzzleState::Solved,
                PuzzleState::Solved,
                PuzzleState::Failed
            ]
        );
        assert_eq!((p.solved(), p.first_try(), p.failed()), (2, 1, 1));
        let back = load::<PuzzleProgress>(Some(&p.to_json()));
        assert_eq!((back.value, back.intact), (p, true));
    }

    #[test]
    fn broken_records_are_repaired_or_refused() {
        let text = r#"{"version":1,"solved":[2,"x"],"first_try":[2,9],"failed":[4,2]}"#;
        let loaded = load::<PuzzleProgress>(Some(text));
        assert!(!loaded.intact);
        let notice = loaded.notice.expect("a notice");
        assert!(notice.contains("solved holds \"x\""), "{notice}");
        let p = loaded.value;
        assert_eq!((p.solved(), p.first_try(), p.failed()), (0, 0, 2));
        let text = r#"{"version":1,"solved":[2],"first_try":[2,9],"failed":[4,2,0]}"#;
        let p = load::<PuzzleProgress>(Some(text)).value;
        assert_eq!((p.solved(), p.first_try(), p.failed()), (1, 1, 0));
        let text = r#"{"version":1,"solved":[2],"first_try":[2,9],"failed":[4,2]}"#;
        let p = load::<PuzzleProgress>(Some(text)).value;
        assert_eq!((p.solved(), p.first_try(), p.failed()), (1, 1, 1));
        assert_eq!(
            load::<PuzzleProgress>(Some(r#"{"version":2}"#)).value,
            PuzzleProgress::default()
        );
        assert!(load::<PuzzleProgress>(Some("[]")).notice.is_some());
    }
}
