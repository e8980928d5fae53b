//! The versioned JSON envelope every stored payload shares: `{ "version": N, ... }`.
//!
//! A payload is either rejected whole ([`SchemaError`]) or read field by field, where a
//! broken field falls back to its default and leaves a one-line problem behind.

use serde_json::{Map, Value};
use std::fmt;

/// Why a whole stored payload was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchemaError {
    /// The text is empty or only whitespace.
    Empty,
    /// The text is not JSON; carries the parser's message.
    NotJson(String),
    /// The JSON is not an object; carries what it is instead ("an array", ...).
    NotAnObject(&'static str),
    /// The object has no `version` field.
    MissingVersion,
    /// `version` is not a whole number; carries the value as JSON.
    BadVersion(String),
    /// `version` is older than any format this app can read.
    UnknownVersion(u64),
    /// `version` is newer than this app: written by a later release.
    FutureVersion(u64),
    /// The payload is well-formed but describes something impossible.
    Invalid(String),
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchemaError::Empty => f.write_str("the saved data is empty"),
            SchemaError::NotJson(why) => write!(f, "the saved data is not JSON ({why})"),
            SchemaError::NotAnObject(kind) => {
                write!(f, "the saved data is {kind}, not a JSON object")
            }
            SchemaError::MissingVersion => f.write_str("the saved data has no version"),
            SchemaError::BadVersion(v) => {
                write!(
                    f,
                    "the saved version {} is not a whole number",
                    clip(v, QUOTE)
                )
            }
            SchemaError::UnknownVersion(v) => write!(f, "saved format version {v} is unknown"),
            SchemaError::FutureVersion(v) => {
                write!(f, "saved format version {v} comes from a newer release")
            }
            SchemaError::Invalid(why) => write!(f, "the saved data is invalid: {why}"),
        }
    }
}

impl std::error::Error for SchemaError {}

/// A payload read successfully, with the fields that had to fall back to defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed<T> {
    /// The value read, with defaults in place of broken fields.
    pub value: T,
    /// One short line per field that fell back to its default.
    pub problems: Vec<String>,
}

/// A value that is stored as a versioned JSON payload.
pub trait Persisted: Sized {
    /// What the payload is, for notices ("Options", "Statistics", ...).
    const WHAT: &'static str;

    /// The value used when nothing (usable) is stored.
    fn fallback() -> Self;

    /// Reads a payload of any supported version, migrating older ones.
    fn from_json(text: &str) -> Result<Parsed<Self>, SchemaError>;

    /// Writes the payload in the current version.
    fn to_json(&self) -> String;
}

/// What loading a stored payload gave.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    /// The value to use: the stored one, a repaired one, or the fallback.
    pub value: T,
    /// A one-line notice when something stored could not be used as it was.
    pub notice: Option<String>,
    /// Whether the stored payload was read without losing anything (or nothing was stored),
    /// so writing `value` back cannot destroy information.
    pub intact: bool,
}

/// Loads a payload from its raw stored text (`None` when nothing is stored).
pub fn load<T: Persisted>(raw: Option<&str>) -> Loaded<T> {
    let parsed = raw.map(T::from_json);
    let (notice, intact) = verdict(
        T::WHAT,
        parsed.as_ref().map(|p| p.as_ref().map(|p| &p.problems[..])),
    );
    let value = match parsed {
        Some(Ok(Parsed { value, .. })) => value,
        None | Some(Err(_)) => T::fallback(),
    };
    Loaded {
        value,
        notice,
        intact,
    }
}

/// The notice and intactness of a load of `what`, apart from the value so that it is
/// compiled once rather than once per stored type.
fn verdict(what: &str, parsed: Option<Result<&[String], &SchemaError>>) -> (Option<String>, bool) {
    match parsed {
        None | Some(Ok([])) => (None, true),
        Some(Ok(problems)) => (
            Some(format!(
                "{what}: reset to defaults where broken: {}.",
                problems
                    .iter()
                    .map(|p| clip(p, 120))
                    .collect::<Vec<_>>()
                    .join("; ")
            )),
            false,
        ),
        Some(Err(e)) => (
            Some(format!("{what}: reset to defaults because {e}.")),
            false,
        ),
    }
}

/// Parses the envelope: an object whose `version` lies in `oldest..=current`.
///
/// Returns the version and the whole object (the `version` field included).
pub fn envelope(
    text: &str,
    oldest: u64,
    current: u64,
) -> Result<(u64, Map<String, Value>), SchemaError> {
    if text.trim().is_empty() {
        return Err(SchemaError::Empty);
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| SchemaError::NotJson(e.to_string()))?;
    let Value::Object(map) = value else {
        return Err(SchemaError::NotAnObject(kind(&value)));
    };
    let version = match map.get("version") {
        None => return Err(SchemaError::MissingVersion),
        Some(v) => v
            .as_u64()
            .ok_or_else(|| SchemaError::BadVersion(v.to_string()))?,
    };
    if version > current {
        return Err(SchemaError::FutureVersion(version));
    }
    if version < oldest {
        return Err(SchemaError::UnknownVersion(version));
    }
    Ok((version, map))
}

/// "an array", "a string", ...: what a JSON value is, for messages.
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Text cut to `max` characters (marked with "…"), so a huge stored string cannot
/// flood a one-line message.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let head: String = text.chars().take(max).collect();
        format!("{head}…")
    }
}

/// How much of a stored value a message quotes.
pub const QUOTE: usize = 24;

/// Reads the fields of one JSON object, collecting a problem for each one that is unusable.
pub struct Fields<'a> {
    map: Option<&'a Map<String, Value>>,
    prefix: String,
    problems: &'a mut Vec<String>,
}

impl<'a> Fields<'a> {
    /// The fields of `map`, named `prefix.field` in problems.
    pub fn new(map: &'a Map<String, Value>, prefix: &str, problems: &'a mut Vec<String>) -> Self {
        Fields {
            map: Some(map),
            prefix: prefix.to_string(),
            problems,
        }
    }

    /// The fields of the object under `name` in `parent`; if it is missing or not an
    /// object, one problem is noted and every field read from it silently falls back.
    pub fn nested(
        parent: &'a Map<String, Value>,
        name: &str,
        problems: &'a mut Vec<String>,
    ) -> Self {
        let map = match parent.get(name) {
            Some(Value::Object(map)) => Some(map),
            Some(other) => {
                problems.push(format!("{name} is {}, not an object", kind(other)));
                None
            }
            None => {
                problems.push(format!("{name} is missing"));
                None
            }
        };
        Fields {
            map,
            prefix: name.to_string(),
            problems,
        }
    }

    /// Reads field `name` with `read`; on failure notes why and returns `default`.
    pub fn get<T>(
        &mut self,
        name: &str,
        default: T,
        read: impl FnOnce(&Value) -> Result<T, String>,
    ) -> T {
        let Some(map) = self.map else {
            return default;
        };
        let label = if self.prefix.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.prefix)
        };
        match map.get(name) {
            None => {
                self.problems.push(format!("{label} is missing"));
                default
            }
            Some(value) => read(value).unwrap_or_else(|why| {
                self.problems.push(format!("{label} {why}"));
                default
            }),
        }
    }

    /// Reads a boolean field.
    pub fn bool(&mut self, name: &str, default: bool) -> bool {
        self.get(name, default, |v| {
            v.as_bool()
                .ok_or_else(|| format!("is {}, not true or false", kind(v)))
        })
    }

    /// Reads a string field and parses it with `FromStr`.
    pub fn parse<T: std::str::FromStr>(&mut self, name: &str, default: T) -> T
    where
        T::Err: fmt::Display,
    {
        self.get(name, default, |v| match v.as_str() {
            Some(s) => s.parse::<T>().map_err(|e| format!("is invalid: {e}")),
            None => Err(format!("is {}, not a string", kind(v))),
        })
    }
}
