//! The opening drill under way, as stored with its game (saved-game version 3), so that a
//! reload finds the drill where it was: the same opening and colour, the misses so far with
//! their costs, the latest verdict, and whether its completion was already counted.
//!
//! The stored form is this module's own: the opening is named by its moves (`"f5d6c3d3c4"`),
//! not by its place in the shipped list, so a release that adds or reorders openings still
//! finds it; squares are written in notation. A record is read whole or not at all: one that
//! does not fit its line (a miss where the person does not move, a verdict past the misses)
//! is refused, and the game plays on as a drill's game without the drill.
//!
//! The rules of a drill are `crate::session::drill`'s, which turns a record into a drill and
//! back; this module only checks that a record could have been written by it.

use super::schema::kind;
use crate::engine::openings::{self, movers};
use crate::engine::{Color, Square};
use serde_json::{json, Map, Value};

/// What leaving the line cost, as stored (see `crate::session::drill::Cost`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostRecord {
    /// The discs lost by leaving the line.
    pub discs: i32,
    /// Whether both values were the opening book's.
    pub book: bool,
}

/// A move of the person's that left the line, as stored (see `crate::session::drill::Miss`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MissRecord {
    /// Discs on the board when it was tried.
    pub ply: usize,
    /// The square the person chose.
    pub played: Square,
    /// The line's move there.
    pub line: Square,
    /// What it cost, if the AI had said before the record was written.
    pub cost: Option<CostRecord>,
}

/// The latest verdict, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastRecord {
    /// The line's move `square`, played with `ply` discs on the board before it.
    OnLine {
        /// Discs on the board before it.
        ply: usize,
        /// The square played.
        square: Square,
    },
    /// The miss at this index of the misses.
    OffLine(usize),
}

/// An opening drill as stored with its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillRecord {
    /// The opening's index in the shipped list (stored as its moves).
    pub opening: usize,
    /// The person's colour.
    pub person: Color,
    /// Every move that left the line so far, in order.
    pub misses: Vec<MissRecord>,
    /// The latest verdict, shown again after a reload.
    pub last: Option<LastRecord>,
    /// Whether the completed drill is already counted in the statistics, so that a reload
    /// cannot count it again.
    pub counted: bool,
}

/// The stored name of a side, as the saved game writes it.
fn side_name(side: Color) -> &'static str {
    match side {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// The stored form of `record`.
pub fn drill_json(record: &DrillRecord) -> Value {
    let moves: String = openings::all()[record.opening]
        .squares()
        .iter()
        .map(Square::to_string)
        .collect();
    let misses: Vec<Value> = record
        .misses
        .iter()
        .map(|m| {
            let mut miss = json!({
                "ply": m.ply,
                "played": m.played.to_string(),
                "line": m.line.to_string(),
            });
            if let Some(cost) = m.cost {
                miss["cost"] = json!({ "discs": cost.discs, "book": cost.book });
            }
            miss
        })
        .collect();
    let last = match record.last {
        None => Value::Null,
        Some(LastRecord::OnLine { ply, square }) => {
            json!({ "ply": ply, "square": square.to_string() })
        }
        Some(LastRecord::OffLine(index)) => json!({ "miss": index }),
    };
    json!({
        "opening": moves,
        "person": side_name(record.person),
        "misses": misses,
        "last": last,
        "counted": record.counted,
    })
}

/// A square written in notation.
fn square(value: Option<&Value>, what: &str) -> Result<Square, String> {
    value
        .and_then(Value::as_str)
        .and_then(|s| s.parse::<Square>().ok())
        .ok_or_else(|| format!("{what} is not a square"))
}

/// A number of discs placed, within a game's 60.
fn ply(value: Option<&Value>, what: &str) -> Result<usize, String> {
    value
        .and_then(Value::as_u64)
        .filter(|&n| n <= 60)
        .map(|n| n as usize)
        .ok_or_else(|| format!("{what} is not a move number from 0 to 60"))
}

fn read_cost(value: &Value) -> Result<CostRecord, String> {
    let discs = value
        .get("discs")
        .and_then(Value::as_i64)
        .filter(|d| d.abs() <= 128)
        .ok_or("a miss's cost has no number of discs")? as i32;
    let book = value
        .get("book")
        .and_then(Value::as_bool)
        .ok_or("a miss's cost does not say whether the book gave it")?;
    Ok(CostRecord { discs, book })
}

fn read_miss(value: &Value) -> Result<MissRecord, String> {
    let map = value
        .as_object()
        .ok_or_else(|| format!("a miss is {}, not an object", kind(value)))?;
    Ok(MissRecord {
        ply: ply(map.get("ply"), "a miss's ply")?,
        played: square(map.get("played"), "a miss's played move")?,
        line: square(map.get("line"), "a miss's line move")?,
        cost: match map.get("cost") {
            None | Some(Value::Null) => None,
            Some(cost) => Some(read_cost(cost)?),
        },
    })
}

fn read_last(value: Option<&Value>) -> Result<Option<LastRecord>, String> {
    let map = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Object(map)) => map,
        Some(other) => return Err(format!("the last verdict is {}", kind(other))),
    };
    if let Some(index) = map.get("miss") {
        let index = index
            .as_u64()
            .ok_or("the last verdict names no miss by number")?;
        return Ok(Some(LastRecord::OffLine(index as usize)));
    }
    Ok(Some(LastRecord::OnLine {
        ply: ply(map.get("ply"), "the last verdict's ply")?,
        square: square(map.get("square"), "the last verdict's move")?,
    }))
}

/// Checks that `record` could have been written by a drill of its line: the person has a
/// move in it, each miss and the latest verdict sit where the person was to move in the line
/// and name the line's move there, and the verdict's miss exists.
fn fits_line(record: &DrillRecord) -> Result<(), String> {
    let line = openings::all()[record.opening].squares();
    let movers = movers(&line);
    if !movers.contains(&record.person) {
        return Err("gives the person no move in the line".into());
    }
    let mine = |ply: usize| movers.get(ply) == Some(&record.person);
    for m in &record.misses {
        if !mine(m.ply) || line[m.ply] != m.line || m.played == m.line {
            return Err(format!(
                "has a miss ({} for {} at ply {}) that does not fit the line",
                m.played, m.line, m.ply
            ));
        }
    }
    match record.last {
        Some(LastRecord::OnLine { ply, square }) if !mine(ply) || line[ply] != square => {
            Err("has a last verdict that does not fit the line".into())
        }
        Some(LastRecord::OffLine(index)) if index >= record.misses.len() => {
            Err("has a last verdict past its misses".into())
        }
        _ => Ok(()),
    }
}

/// Reads a stored drill, whole or not at all; the error says why it was refused.
pub fn read_drill(value: &Value) -> Result<DrillRecord, String> {
    let map: &Map<String, Value> = value
        .as_object()
        .ok_or_else(|| format!("is {}, not an object", kind(value)))?;
    let moves = map
        .get("opening")
        .and_then(Value::as_str)
        .ok_or("names no opening")?;
    let opening = (0..openings::all().len())
        .find(|&i| {
            openings::all()[i]
                .squares()
                .iter()
                .map(Square::to_string)
                .collect::<String>()
                == moves.to_ascii_lowercase()
        })
        .ok_or_else(|| format!("names an opening this release does not know ({moves})"))?;
    let person = match map.get("person").and_then(Value::as_str) {
        Some("black") => Color::Black,
        Some("white") => Color::White,
        _ => return Err("has no colour for the person".into()),
    };
    let misses = match map.get("misses") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list.iter().map(read_miss).collect::<Result<_, _>>()?,
        Some(other) => return Err(format!("has misses that are {}", kind(other))),
    };
    let counted = match map.get("counted") {
        None => false,
        Some(v) => v.as_bool().ok_or("says counted with no true or false")?,
    };
    let record = DrillRecord {
        opening,
        person,
        misses,
        last: read_last(map.get("last"))?,
        counted,
    };
    fits_line(&record)?;
    Ok(record)
}
