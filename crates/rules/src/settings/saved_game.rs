//! The game in progress as stored between visits: its record (start position, every move
//! with the undo history, the ending) plus the facts about it that live outside the engine.
//!
//! The stored form is this module's own, written in notation (`"moves": "f5d6pa…"`), never
//! in the engine's type names, so renaming an engine type cannot change players' data.
//! Version 1 (the first release's form, which did use the engine's serde names) is still
//! read, by a frozen reader below, and migrated. Version 3 adds, beside the game, what the
//! session must not lose in a reload ([`SavedSession`]): the opening drill under way
//! (`"drilling"`, see [`super::saved_drill`]) and the game an opened one replaced, still
//! offered back (`"replaced"`, a saved game in the same form); a version 2 payload reads as
//! one with neither. Version 4 adds the game against a friend on the board (`"friend"`, in
//! [`super::friends`]' form).

use super::friends::{game_json, read_game, FriendGame};
use super::saved_drill::{drill_json, read_drill, DrillRecord};
use super::schema::{envelope, kind, Fields, Parsed, Persisted, SchemaError};
use super::stats::Counted;
use crate::engine::clock::{Clock, TimeControl};
use crate::engine::record::{play_transcript, position_string};
use crate::engine::search::analysis::{Class, GameReview, MoveReview, PlayerSummary};
use crate::engine::{Board, Color, Ending, Game, Move, Square};
use serde_json::{json, Map, Value};

/// The saved-game format this release writes: version 3 keeps the opening drill under way
/// and the game offered back beside the game, version 4 a friend game (see [`SavedSession`]).
pub const GAME_VERSION: u64 = 4;

/// The oldest saved-game format this release reads.
const OLDEST_GAME_VERSION: u64 = 1;

/// A game with the app state that must survive a reload.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedGame {
    /// The game, replayed and checked move by move when loaded.
    pub game: Game,
    /// The result the statistics hold for this game, if its end was counted; undoing past
    /// the end withdraws it, so a result is never counted twice nor left behind.
    pub counted: Option<Counted>,
    /// Whether the computer is held on its turn after undo or redo (until Resume play).
    pub paused: bool,
    /// Whether the game was opened from a link or text rather than played here: its end,
    /// if it has one, is not counted (see `crate::session`). Stored only when set, so
    /// payloads written before it existed read as games played here.
    pub imported: bool,
    /// Whether the game is an opening drill's: its end is never counted as a game. Stored
    /// only when set, as `imported` is.
    pub drill: bool,
    /// Whether the game was opened or set up rather than begun here: played on here, its end
    /// counts in the statistics but never moves the player's rating. Stored only when set,
    /// as `imported` is.
    pub unrated: bool,
    /// The review of the game's moves, kept until the game leaves the moves it judged.
    pub review: Option<GameReview>,
    /// How a finished game ended, while its earlier positions are looked back on: the
    /// result stands (a resignation or agreed draw is not on the board to show it) until
    /// the game comes back to its end or Undo takes the end back. Stored only when set.
    pub ended: Option<Ending>,
    /// The game's clock: its time control, each side's time left and time used. Stored
    /// only when it holds anything, so payloads written before it existed read as games
    /// without a clock, with no time used.
    pub clock: Clock,
}

/// The stored name of each side.
fn side_name(side: Color) -> &'static str {
    side.name()
}

fn parse_side(text: &str) -> Result<Color, String> {
    Color::from_name(text).ok_or_else(|| format!("\"{text}\" is not black or white"))
}

/// The stored form of an ending by agreement or resignation.
fn ending_name(ending: Ending) -> String {
    match ending {
        Ending::Resigned(side) => format!("{} resigned", side_name(side)),
        Ending::Time(side) => format!("{} lost on time", side_name(side)),
        Ending::DrawAgreed => "draw agreed".to_string(),
        Ending::Normal => "normal".to_string(),
    }
}

fn parse_ending(text: &str) -> Result<Ending, String> {
    match text {
        "draw agreed" => Ok(Ending::DrawAgreed),
        "normal" => Ok(Ending::Normal),
        _ => match (
            text.strip_suffix(" resigned"),
            text.strip_suffix(" lost on time"),
        ) {
            (Some(side), _) => Ok(Ending::Resigned(parse_side(side)?)),
            (_, Some(side)) => Ok(Ending::Time(parse_side(side)?)),
            _ => Err(format!("\"{text}\" is not an ending")),
        },
    }
}

/// The stored end of a finished game looked back on, refused where it could not have been
/// written: with the game over where it is shown, or an end its last position does not allow.
fn looked_back_end(value: &Value, game: &Game) -> Result<Ending, String> {
    let ending = match value {
        Value::String(s) => parse_ending(s)?,
        other => return Err(format!("is {}, not a string", kind(other))),
    };
    if !game.can_redo() {
        return Err("is set where the game is shown at its end".into());
    }
    let mut end = game.clone();
    end.redo_all();
    let fits = match ending {
        Ending::Normal => end.is_over(),
        _ => !end.is_over(),
    };
    if fits {
        Ok(ending)
    } else {
        Err(format!(
            "(\"{}\") does not fit the last position",
            ending_name(ending)
        ))
    }
}

/// Every recorded move as one transcript, passes written `pa` so that the cursor (an index
/// into these moves) means the same when read back.
fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.square().map_or("pa".to_string(), |sq| sq.to_string()))
        .collect()
}

/// Rebuilds a game from its stored parts, refusing anything the game itself would not have
/// written: moves that do not replay (or omit a forced pass), a cursor past the end or
/// resting just before a pass, an ending that does not fit.
fn rebuild(
    start: Board,
    moves: &str,
    cursor: usize,
    ending: Option<Ending>,
) -> Result<Game, String> {
    let mut game = play_transcript(Game::from_board(start), moves).map_err(|e| e.to_string())?;
    if moves_text(game.moves()) != moves.to_ascii_lowercase() {
        return Err("the moves do not write out every forced pass".into());
    }
    if cursor > game.moves().len() {
        return Err("the cursor is past the last move".into());
    }
    while game.cursor() > cursor && game.undo() {}
    if game.cursor() != cursor {
        return Err("the cursor rests before a pass".into());
    }
    let at_end = cursor == game.moves().len();
    match ending {
        None => Ok(game),
        Some(Ending::Normal) if at_end && game.is_over() => Ok(game),
        Some(Ending::Normal) => Err("the game is not over".into()),
        Some(_) if !at_end => Err("an ending needs the cursor at the end".into()),
        Some(Ending::Resigned(side)) => game
            .resign_as(side)
            .map(|()| game)
            .map_err(|e| e.to_string()),
        Some(Ending::DrawAgreed) => game.agree_draw().map(|()| game).map_err(|e| e.to_string()),
        Some(Ending::Time(side)) => game
            .lose_on_time(side)
            .map(|()| game)
            .map_err(|e| e.to_string()),
    }
}

/// The longest time a stored clock may hold: a day, far beyond any time control offered.
const MOST_MS: u64 = 86_400_000;

fn clock_json(clock: &Clock) -> Value {
    json!({
        "control": clock.control().map(|c| json!({
            "base_ms": c.base_ms,
            "increment_ms": c.increment_ms,
        })),
        "left": clock.control().map(|_| clock.left_ms()),
        "used": clock.used_ms(),
    })
}

/// Reads a stored clock; a broken one is reported by the caller and the game goes on
/// without a clock.
fn parse_clock(value: &Value) -> Result<Clock, String> {
    let ms = |v: &Value, what: &str| {
        v.as_u64()
            .filter(|&n| n <= MOST_MS)
            .ok_or_else(|| format!("{what} is not a time from 0 to a day"))
    };
    let pair = |name: &str| -> Result<[u64; 2], String> {
        match value.get(name).and_then(Value::as_array).map(Vec::as_slice) {
            Some([black, white]) => Ok([ms(black, name)?, ms(white, name)?]),
            _ => Err(format!("{name} is not a pair of times")),
        }
    };
    let control = match value.get("control") {
        None | Some(Value::Null) => None,
        Some(c) => match ms(&c["base_ms"], "the base time")? {
            0 => return Err("has no base time".into()),
            base_ms => Some(TimeControl {
                base_ms,
                increment_ms: ms(&c["increment_ms"], "the increment")?,
            }),
        },
    };
    let left = match control {
        Some(_) => pair("left")?,
        None => [0; 2],
    };
    Ok(Clock::restore(control, left, pair("used")?))
}

fn counted_json(c: &Counted) -> Value {
    let mut counted = json!({
        "black": c.black,
        "white": c.white,
        "winner": c.winner.map(side_name),
        "computer": c.computer.map(side_name),
    });
    if let Some(opponent) = c.opponent {
        counted["opponent"] = opponent.into();
    }
    counted
}

/// Reads a counted result; a broken one is reported by the caller and dropped.
fn parse_counted(value: &Value) -> Result<Option<Counted>, String> {
    let map = match value {
        Value::Null => return Ok(None),
        Value::Object(map) => map,
        other => return Err(format!("is {}, not an object", kind(other))),
    };
    let score = |name: &str| -> Result<u32, String> {
        map.get(name)
            .and_then(Value::as_u64)
            .filter(|&n| n <= 64)
            .map(|n| n as u32)
            .ok_or_else(|| format!("has no valid {name} score"))
    };
    let side = |name: &str| -> Result<Option<Color>, String> {
        match map.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => parse_side(s).map(Some),
            Some(other) => Err(format!("{name} is {}", kind(other))),
        }
    };
    // Only a rated result has one: results counted before ratings existed have none.
    let opponent = match map.get("opponent") {
        None | Some(Value::Null) => None,
        Some(v) => Some(
            v.as_i64()
                .and_then(|r| i32::try_from(r).ok())
                .ok_or_else(|| format!("has no valid opponent rating ({v})"))?,
        ),
    };
    Ok(Some(Counted {
        black: score("black")?,
        white: score("white")?,
        winner: side("winner")?,
        computer: side("computer")?,
        opponent,
    }))
}

fn review_json(review: &GameReview) -> Value {
    let moves: Vec<Value> = review
        .moves
        .iter()
        .map(|m| {
            json!({
                "index": m.index,
                "played": m.played.to_string(),
                "best": m.best.iter().map(Square::to_string).collect::<Vec<_>>(),
                "played_score": m.played_score,
                "best_score": m.best_score,
                "exact": m.exact,
                "depth": m.depth,
                "black_score": m.black_score,
                "book": m.book,
            })
        })
        .collect();
    json!({
        "moves": moves,
        "final_score": review.final_score,
        "complete": review.complete,
    })
}

/// Reads a stored review of `game`; the side, loss, class and summaries follow from the
/// game and the scores, so they are not stored.
fn parse_review(value: &Value, game: &Game) -> Result<GameReview, String> {
    let square = |v: &Value| {
        v.as_str()
            .and_then(|name| name.parse::<Square>().ok())
            .ok_or_else(|| format!("{v} is not a square"))
    };
    let int = |m: &Map<String, Value>, name: &str| {
        m.get(name)
            .and_then(Value::as_i64)
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| format!("a move has no {name}"))
    };
    let mut moves = Vec::new();
    for m in value["moves"].as_array().ok_or("has no moves")? {
        let m = m.as_object().ok_or("has a move that is not an object")?;
        let index = m
            .get("index")
            .and_then(Value::as_u64)
            .ok_or("a move has no index")? as usize;
        let played = square(m.get("played").unwrap_or(&Value::Null))?;
        let best = m
            .get("best")
            .and_then(Value::as_array)
            .ok_or("a move has no best moves")?
            .iter()
            .map(square)
            .collect::<Result<Vec<_>, _>>()?;
        let (played_score, best_score) = (int(m, "played_score")?, int(m, "best_score")?);
        let loss = best_score - played_score;
        if loss < 0 {
            return Err("a move scores above the best".into());
        }
        let color = if index.is_multiple_of(2) {
            game.first()
        } else {
            game.first().opponent()
        };
        moves.push(MoveReview {
            index,
            color,
            played,
            played_score,
            best,
            best_score,
            loss,
            class: Class::of(loss),
            exact: m.get("exact").and_then(Value::as_bool).unwrap_or(false),
            depth: int(m, "depth")?.max(0) as u32,
            black_score: int(m, "black_score")?,
            book: m.get("book").and_then(Value::as_bool).unwrap_or(false),
            estimate: false,
        });
    }
    let review = GameReview {
        black: PlayerSummary::of(&moves, Color::Black),
        white: PlayerSummary::of(&moves, Color::White),
        moves,
        final_score: value["final_score"].as_i64().map(|n| n as i32),
        complete: value["complete"].as_bool().unwrap_or(false),
    };
    if review.fits(game) {
        Ok(review)
    } else {
        Err("does not fit the game's moves".into())
    }
}

/// The game of a version 2 payload: start position, moves, cursor and ending.
fn read_game_v2(map: &Map<String, Value>) -> Result<Game, String> {
    let text = |name: &str| -> Result<&str, String> {
        match map.get(name) {
            Some(Value::String(s)) => Ok(s),
            Some(other) => Err(format!("{name} is {}, not a string", kind(other))),
            None => Err(format!("{name} is missing")),
        }
    };
    let start = text("start")?
        .parse::<Board>()
        .map_err(|e| format!("start: {e}"))?;
    let moves = text("moves")?;
    let cursor = map
        .get("cursor")
        .and_then(Value::as_u64)
        .ok_or("cursor is not a whole number")? as usize;
    let ending = match map.get("ending") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(parse_ending(s)?),
        Some(other) => return Err(format!("ending is {}", kind(other))),
    };
    rebuild(start, moves, cursor, ending)
}

/// The game of a version 1 payload, read by hand from the shape the first release wrote:
/// `{"first":"Black","moves":[{"Place":19},"Pass"],"cursor":2,"ending":{"Resigned":"Black"}}`.
fn read_game_v1(map: &Map<String, Value>) -> Result<Game, String> {
    let game = match map.get("game") {
        Some(Value::Object(game)) => game,
        Some(other) => return Err(format!("the game is {}, not an object", kind(other))),
        None => return Err("the game is missing".into()),
    };
    let color = |v: &Value| match v.as_str() {
        Some("Black") => Ok(Color::Black),
        Some("White") => Ok(Color::White),
        _ => Err(format!("{v} is not a colour")),
    };
    let first = color(game.get("first").unwrap_or(&Value::Null))?;
    let mut moves = Vec::new();
    for m in game
        .get("moves")
        .and_then(Value::as_array)
        .ok_or("no moves")?
    {
        let mv = match m {
            Value::String(s) if s == "Pass" => Move::Pass,
            Value::Object(o) => o
                .get("Place")
                .and_then(Value::as_u64)
                .and_then(|i| Square::new(u8::try_from(i).ok()?))
                .map(Move::Place)
                .ok_or_else(|| format!("{m} is not a move"))?,
            other => return Err(format!("{other} is not a move")),
        };
        moves.push(mv);
    }
    let cursor = game
        .get("cursor")
        .and_then(Value::as_u64)
        .ok_or("the cursor is not a whole number")? as usize;
    let ending = match game.get("ending") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s == "DrawAgreed" => Some(Ending::DrawAgreed),
        Some(Value::String(s)) if s == "Normal" => Some(Ending::Normal),
        Some(Value::Object(o)) => match o.get("Resigned") {
            Some(side) => Some(Ending::Resigned(color(side)?)),
            None => return Err(format!("{o:?} is not an ending")),
        },
        Some(other) => return Err(format!("{other} is not an ending")),
    };
    rebuild(Board::start(first), &moves_text(&moves), cursor, ending)
}

/// Reads the saved game of a `version` payload from `map` (the payload itself, or the game a
/// version 3 payload keeps on offer), each broken field but the game noted in `problems`.
/// The game itself is all or nothing: a record that does not replay is refused whole, since
/// half a game is no game. The other fields fall back on their own.
fn read_saved(
    version: u64,
    map: &Map<String, Value>,
    problems: &mut Vec<String>,
) -> Result<SavedGame, String> {
    let game = match version {
        1 => read_game_v1(map),
        _ => read_game_v2(map),
    }?;
    let mut fields = Fields::new(map, "", problems);
    let counted = if version == 1 {
        // Version 1 kept only a flag. The counted result is the game's outcome; who
        // the computer was is not known, so only Black vs White could be withdrawn.
        let flag = fields.bool("counted", false);
        game.outcome()
            .filter(|_| flag)
            .map(|o| Counted::new(&o, None))
    } else {
        fields.get("counted", None, parse_counted)
    };
    let paused = fields.bool("paused", false);
    let imported = match map.get("imported") {
        None => false,
        Some(_) => fields.bool("imported", false),
    };
    let drill = match map.get("drill") {
        None => false,
        Some(_) => fields.bool("drill", false),
    };
    let unrated = match map.get("unrated") {
        None => false,
        Some(_) => fields.bool("unrated", false),
    };
    let ended = match map.get("ended") {
        None | Some(Value::Null) => None,
        Some(value) => looked_back_end(value, &game)
            .map_err(|why| problems.push(format!("ended {why}, so the game shows its position")))
            .ok(),
    };
    let clock = match map.get("clock") {
        None | Some(Value::Null) => Clock::default(),
        Some(value) => parse_clock(value)
            .map_err(|why| problems.push(format!("the clock {why}, so it was dropped")))
            .unwrap_or_default(),
    };
    // Optional: games saved before reviews existed have none.
    let review = match map.get("review") {
        None | Some(Value::Null) => None,
        Some(value) => parse_review(value, &game)
            .map_err(|why| problems.push(format!("the review {why}, so it was dropped")))
            .ok(),
    };
    Ok(SavedGame {
        game,
        counted,
        paused,
        imported,
        drill,
        unrated,
        review,
        ended,
        clock,
    })
}

/// The stored fields of a saved game, without the version: the payload's own, or the game a
/// payload keeps on offer.
fn saved_json(saved: &SavedGame) -> Value {
    let game = &saved.game;
    // A normal end needs no word: the board says it.
    let ending = game
        .outcome()
        .map(|o| o.ending)
        .filter(|e| *e != Ending::Normal);
    let mut payload = json!({
        "start": position_string(&game.start_board()),
        "moves": moves_text(game.moves()),
        "cursor": game.cursor(),
        "ending": ending.map(ending_name),
        "counted": saved.counted.as_ref().map(counted_json),
        "paused": saved.paused,
        "review": saved.review.as_ref().map(review_json),
    });
    if saved.imported {
        payload["imported"] = Value::Bool(true);
    }
    if saved.drill {
        payload["drill"] = Value::Bool(true);
    }
    if saved.unrated {
        payload["unrated"] = Value::Bool(true);
    }
    if let Some(ending) = saved.ended {
        payload["ended"] = Value::String(ending_name(ending));
    }
    if saved.clock != Clock::default() {
        payload["clock"] = clock_json(&saved.clock);
    }
    payload
}

/// Everything stored under the game's key: the game in progress, and what the session keeps
/// beside it that a reload must not lose (version 3): the opening drill under way and the
/// game an opened one replaced, still offered back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedSession {
    /// The game in progress.
    pub game: SavedGame,
    /// The opening drill under way on it, if any (`"drilling"`); only a drill's game has one.
    pub drill: Option<DrillRecord>,
    /// The game an opened one replaced, offered back until the player takes it, dismisses
    /// it, or the opened game's record changes (`"replaced"`, in the saved game's own form).
    pub replaced: Option<SavedGame>,
    /// The game against a friend on the board, if it is one (`"friend"`, version 4, in the
    /// friend games' own form); the game in progress is then its game.
    pub friend: Option<FriendGame>,
}

impl Persisted for SavedSession {
    const WHAT: &'static str = "Saved game";

    fn fallback() -> SavedSession {
        SavedSession::default()
    }

    /// The game is all or nothing (see [`SavedGame`]); a broken drill or replaced game is
    /// dropped with a problem noted, and the game plays on without it. Versions 1 and 2 have
    /// neither.
    fn from_json(text: &str) -> Result<Parsed<SavedSession>, SchemaError> {
        let (version, map) = envelope(text, OLDEST_GAME_VERSION, GAME_VERSION)?;
        let mut problems = Vec::new();
        let game = read_saved(version, &map, &mut problems).map_err(SchemaError::Invalid)?;
        let drill = match map.get("drilling") {
            None | Some(Value::Null) => None,
            Some(_) if version < 3 => None,
            Some(_) if !game.drill => {
                problems
                    .push("drilling is set on a game that is not a drill's, so it ended".into());
                None
            }
            Some(value) => read_drill(value)
                .map_err(|why| problems.push(format!("the drill {why}, so it ended")))
                .ok(),
        };
        let replaced = match map.get("replaced") {
            None | Some(Value::Null) => None,
            Some(_) if version < 3 => None,
            Some(Value::Object(previous)) => {
                let mut theirs = Vec::new();
                let read = read_saved(version, previous, &mut theirs);
                problems.extend(
                    theirs
                        .into_iter()
                        .map(|p| format!("the replaced game: {p}")),
                );
                read.map_err(|why| {
                    problems.push(format!(
                        "the replaced game {why}, so it is no longer offered"
                    ))
                })
                .ok()
            }
            Some(other) => {
                problems.push(format!(
                    "the replaced game is {}, so it is no longer offered",
                    kind(other)
                ));
                None
            }
        };
        let friend = match map.get("friend") {
            None | Some(Value::Null) => None,
            Some(_) if version < 4 => None,
            Some(value) => read_game(value)
                .map_err(|why| problems.push(format!("the friend game: {why}")))
                .ok(),
        };
        Ok(Parsed {
            value: SavedSession {
                game,
                drill,
                replaced,
                friend,
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        let mut payload = saved_json(&self.game);
        payload["version"] = GAME_VERSION.into();
        if let Some(drill) = &self.drill {
            payload["drilling"] = drill_json(drill);
        }
        if let Some(replaced) = &self.replaced {
            payload["replaced"] = saved_json(replaced);
        }
        if let Some(friend) = &self.friend {
            payload["friend"] = game_json(friend);
        }
        payload.to_string()
    }
}

/// The game alone, for whoever needs no more of the payload: read as [`SavedSession`] reads
/// it (whatever it keeps beside the game is read, and its problems noted, then left out) and
/// written as a payload with nothing beside the game.
impl Persisted for SavedGame {
    const WHAT: &'static str = "Saved game";

    fn fallback() -> SavedGame {
        SavedGame::default()
    }

    fn from_json(text: &str) -> Result<Parsed<SavedGame>, SchemaError> {
        let Parsed { value, problems } = SavedSession::from_json(text)?;
        Ok(Parsed {
            value: value.game,
            problems,
        })
    }

    fn to_json(&self) -> String {
        SavedSession {
            game: self.clone(),
            ..SavedSession::default()
        }
        .to_json()
    }
}
