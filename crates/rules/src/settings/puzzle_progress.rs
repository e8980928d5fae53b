//! The player's progress through the puzzles: which are solved (those solved at the first try
//! and those solved only with a hint counted apart) and which failed, by puzzle number (from 1),
//! and the puzzle the player was on, with the band chosen, so that the view reopens there.
//!
//! Version 2 added `hinted`; a version 1 record reads as one with no hinted solve. Version 3
//! added `current` and `band`; an older record reads as one with no puzzle to come back to.

use super::schema::{envelope, kind, Parsed, Persisted, SchemaError};
use crate::engine::puzzles::{Band, Verdict};
use serde_json::{json, Map, Value};
use std::collections::BTreeSet;

/// The progress format this release writes.
pub const PUZZLE_PROGRESS_VERSION: u64 = 3;

/// The oldest progress format this release reads.
const OLDEST_VERSION: u64 = 1;

/// The highest puzzle number a record may hold (the file counts puzzles in a u16).
const MAX_NUMBER: u64 = u16::MAX as u64;

/// Where the player stands on one puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// Not tried yet.
    Unsolved,
    /// Tried without finding a best move.
    Failed,
    /// A best move was found after a hint (or the solution) was seen.
    SolvedWithHint,
    /// A best move was found without help.
    Solved,
}

impl PuzzleState {
    /// The state's name in the page's hooks (`data-state`).
    pub fn name(self) -> &'static str {
        match self {
            PuzzleState::Unsolved => "unsolved",
            PuzzleState::Failed => "failed",
            PuzzleState::SolvedWithHint => "solved-with-hint",
            PuzzleState::Solved => "solved",
        }
    }
}

/// The puzzles solved, solved at the first try, solved only with a hint, and failed (not
/// solved yet); the puzzle last shown and the band Next and Previous kept to then.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    solved: BTreeSet<u16>,
    first_try: BTreeSet<u16>,
    hinted: BTreeSet<u16>,
    failed: BTreeSet<u16>,
    current: Option<u16>,
    band: Option<Band>,
}

impl PuzzleProgress {
    /// The puzzle the player was on, if any, and the band chosen then (`None`: every band):
    /// where the view opens again, even after a reload.
    pub fn current(&self) -> Option<(u16, Option<Band>)> {
        self.current.map(|n| (n, self.band))
    }

    /// Remembers puzzle `n` as the one on the board, with the band chosen.
    pub fn set_current(&mut self, n: u16, band: Option<Band>) {
        self.current = Some(n);
        self.band = band;
    }

    /// Where the player stands on puzzle `n`.
    pub fn state(&self, n: u16) -> PuzzleState {
        if self.hinted.contains(&n) {
            PuzzleState::SolvedWithHint
        } else if self.solved.contains(&n) {
            PuzzleState::Solved
        } else if self.failed.contains(&n) {
            PuzzleState::Failed
        } else {
            PuzzleState::Unsolved
        }
    }

    /// Records a first move on puzzle `n` judged `verdict`, played after a hint or not
    /// (`hinted`): a best move solves it (at the first try if it had not failed and no hint
    /// helped; only with a hint until it is solved without one), any other fails it until it
    /// is solved.
    pub fn record(&mut self, n: u16, verdict: Verdict, hinted: bool) {
        match (self.state(n), verdict) {
            (PuzzleState::Solved, _)
            | (PuzzleState::SolvedWithHint, Verdict::Good | Verdict::Wrong) => {}
            (PuzzleState::SolvedWithHint, Verdict::Best) => {
                if !hinted {
                    self.hinted.remove(&n);
                }
            }
            (state, Verdict::Best) => {
                self.solved.insert(n);
                if hinted {
                    self.hinted.insert(n);
                } else if state == PuzzleState::Unsolved {
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

    /// How many are solved only with a hint so far.
    pub fn with_hint(&self) -> usize {
        self.hinted.len()
    }

    /// Whether puzzle `n` is solved, with a hint or without.
    pub fn is_solved(&self, n: u16) -> bool {
        self.solved.contains(&n)
    }

    /// How many of the puzzles `within` (by number) are solved, solved at the first try, and
    /// solved only with a hint: the counts under a band's filter.
    pub fn tally(&self, within: impl Fn(u16) -> bool) -> (usize, usize, usize) {
        let count = |set: &BTreeSet<u16>| set.iter().filter(|&&n| within(n)).count();
        (
            count(&self.solved),
            count(&self.first_try),
            count(&self.hinted),
        )
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
        let (_, map) = envelope(text, OLDEST_VERSION, PUZZLE_PROGRESS_VERSION)?;
        let mut problems = Vec::new();
        let mut read = |field| {
            numbers(&map, field).unwrap_or_else(|why| {
                problems.push(why);
                BTreeSet::new()
            })
        };
        let solved = read("solved");
        let mut first_try = read("first_try");
        let mut hinted = read("hinted");
        let mut failed = read("failed");
        if !first_try.is_subset(&solved) {
            problems.push("first_try holds puzzles not solved".into());
            first_try.retain(|n| solved.contains(n));
        }
        if !hinted.is_subset(&solved) || !hinted.is_disjoint(&first_try) {
            problems.push("hinted holds puzzles not solved, or solved at the first try".into());
            hinted.retain(|n| solved.contains(n) && !first_try.contains(n));
        }
        if !failed.is_disjoint(&solved) {
            problems.push("failed holds solved puzzles".into());
            failed.retain(|n| !solved.contains(n));
        }
        // Where the player was: a broken one only means the view opens where a first visit
        // would.
        let current = match map.get("current") {
            None | Some(Value::Null) => None,
            Some(v) => v
                .as_u64()
                .filter(|n| (1..=MAX_NUMBER).contains(n))
                .map(|n| n as u16)
                .or_else(|| {
                    problems.push(format!("current is {v}, not a puzzle number"));
                    None
                }),
        };
        let band = match map.get("band") {
            None | Some(Value::Null) => None,
            Some(v) => v.as_str().and_then(Band::from_name).or_else(|| {
                problems.push(format!("band is {v}, not a band"));
                None
            }),
        };
        Ok(Parsed {
            value: PuzzleProgress {
                solved,
                first_try,
                hinted,
                failed,
                current,
                band: band.filter(|_| current.is_some()),
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        json!({
            "version": PUZZLE_PROGRESS_VERSION,
            "solved": self.solved,
            "first_try": self.first_try,
            "hinted": self.hinted,
            "failed": self.failed,
            "current": self.current,
            "band": self.band.map(Band::name),
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
        p.record(3, Verdict::Best, false);
        p.record(5, Verdict::Good, false);
        assert_eq!(p.state(5), PuzzleState::Failed);
        p.record(5, Verdict::Best, false);
        p.record(7, Verdict::Wrong, false);
        p.record(3, Verdict::Wrong, false);
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
    fn a_solve_with_a_hint_counts_apart_until_solved_without_one() {
        let mut p = PuzzleProgress::default();
        p.record(4, Verdict::Best, true);
        assert_eq!(p.state(4), PuzzleState::SolvedWithHint);
        assert!(p.is_solved(4));
        assert_eq!((p.solved(), p.first_try(), p.with_hint()), (1, 0, 1));
        p.record(4, Verdict::Wrong, false);
        assert_eq!(p.state(4), PuzzleState::SolvedWithHint, "a solve is kept");
        p.record(4, Verdict::Best, true);
        assert_eq!(p.with_hint(), 1);
        let back = load::<PuzzleProgress>(Some(&p.to_json()));
        assert_eq!((back.value, back.intact), (p.clone(), true));
        p.record(4, Verdict::Best, false);
        assert_eq!(p.state(4), PuzzleState::Solved);
        assert_eq!((p.solved(), p.first_try(), p.with_hint()), (1, 0, 0));
        p.record(6, Verdict::Wrong, true);
        p.record(6, Verdict::Best, true);
        p.record(9, Verdict::Best, false);
        assert_eq!((p.state(6), p.failed()), (PuzzleState::SolvedWithHint, 0));
        assert_eq!(p.tally(|n| n != 4), (2, 1, 1));
        assert_eq!(p.tally(|n| n > 6), (1, 1, 0));
    }

    #[test]
    fn a_version_1_record_reads_with_no_hinted_solve() {
        let text = r#"{"version":1,"solved":[2,5],"first_try":[2],"failed":[7]}"#;
        let loaded = load::<PuzzleProgress>(Some(text));
        assert!(loaded.intact && loaded.notice.is_none());
        let p = loaded.value;
        assert_eq!(
            [p.state(2), p.state(5), p.state(7), p.state(9)],
            [
                PuzzleState::Solved,
                PuzzleState::Solved,
                PuzzleState::Failed,
                PuzzleState::Unsolved
            ]
        );
        assert_eq!((p.solved(), p.first_try(), p.with_hint()), (2, 1, 0));
        assert!(p.to_json().contains(r#""version":3"#), "{}", p.to_json());
        assert_eq!(
            p.current(),
            None,
            "an older record has no puzzle to come back to"
        );
        let text = r#"{"version":2,"solved":[2,5],"first_try":[2],"hinted":[2,5,8]}"#;
        let loaded = load::<PuzzleProgress>(Some(text));
        assert!(!loaded.intact);
        assert_eq!(
            loaded.value.with_hint(),
            1,
            "only 5 is solved and not at the first try"
        );
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
            load::<PuzzleProgress>(Some(r#"{"version":4}"#)).value,
            PuzzleProgress::default()
        );
        assert!(load::<PuzzleProgress>(Some("[]")).notice.is_some());
    }

    #[test]
    fn the_puzzle_the_player_was_on_is_kept_with_its_band() {
        let mut p = PuzzleProgress::default();
        assert_eq!(p.current(), None);
        p.record(2, Verdict::Best, false);
        p.set_current(7, Some(Band::Hard));
        let back = load::<PuzzleProgress>(Some(&p.to_json()));
        assert_eq!((back.value.clone(), back.intact), (p.clone(), true));
        assert_eq!(back.value.current(), Some((7, Some(Band::Hard))));
        p.set_current(9, None);
        let back = load::<PuzzleProgress>(Some(&p.to_json())).value;
        assert_eq!(back.current(), Some((9, None)), "every band");
        assert_eq!(back.state(2), PuzzleState::Solved);
    }

    #[test]
    fn a_broken_current_puzzle_is_dropped_and_the_rest_kept() {
        for text in [
            r#"{"version":3,"solved":[2],"current":0,"band":"easy"}"#,
            r#"{"version":3,"solved":[2],"current":"seven"}"#,
            r#"{"version":3,"solved":[2],"current":70000}"#,
        ] {
            let loaded = load::<PuzzleProgress>(Some(text));
            assert!(!loaded.intact, "{text}");
            assert!(loaded.notice.unwrap().contains("current"), "{text}");
            assert_eq!(loaded.value.current(), None, "{text}");
            assert_eq!(loaded.value.solved(), 1, "{text}");
        }
        let loaded =
            load::<PuzzleProgress>(Some(r#"{"version":3,"current":4,"band":"impossible"}"#));
        assert!(loaded.notice.unwrap().contains("band"));
        assert_eq!(loaded.value.current(), Some((4, None)));
    }
}
