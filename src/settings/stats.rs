//! Win/loss/draw counts and total scores, seen as Black vs White and as Computer vs User.

use super::options::{Player, Players};
use super::schema::{clip, envelope, kind, Parsed, Persisted, SchemaError, QUOTE};
use crate::engine::{Color, Outcome};
use serde_json::{json, Map, Value};

/// The statistics format this release writes.
pub const STATS_VERSION: u64 = 1;

/// The most discs (or points) one game can hand out in total.
const MAX_POINTS_PER_GAME: u64 = 64;

/// The running totals of one perspective: a first side against a second side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first side won.
    pub first_wins: u32,
    /// Games the second side won.
    pub second_wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// The first side's total score.
    pub first_score: u64,
    /// The second side's total score.
    pub second_score: u64,
}

impl Tally {
    /// How many games this tally counts.
    pub fn games(&self) -> u64 {
        u64::from(self.first_wins) + u64::from(self.second_wins) + u64::from(self.draws)
    }

    /// Adds one game with these scores; `first_won` is `None` for a draw.
    fn add(&mut self, first: u32, second: u32, first_won: Option<bool>) {
        match first_won {
            Some(true) => self.first_wins = self.first_wins.saturating_add(1),
            Some(false) => self.second_wins = self.second_wins.saturating_add(1),
            None => self.draws = self.draws.saturating_add(1),
        }
        self.first_score = self.first_score.saturating_add(u64::from(first));
        self.second_score = self.second_score.saturating_add(u64::from(second));
    }
}

/// How one perspective names its sides, in the UI and in the stored JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Perspective {
    /// The JSON field holding this tally.
    pub key: &'static str,
    /// The heading shown to players.
    pub title: &'static str,
    /// The first side's name ("Black", "Computer").
    pub first: &'static str,
    /// The second side's name ("White", "User").
    pub second: &'static str,
}

/// Black against White: every finished game counts.
pub const BLACK_VS_WHITE: Perspective = Perspective {
    key: "black_vs_white",
    title: "Black vs White",
    first: "Black",
    second: "White",
};

/// The computer against the user: only games with exactly one computer side count.
pub const COMPUTER_VS_USER: Perspective = Perspective {
    key: "computer_vs_user",
    title: "Computer vs User",
    first: "Computer",
    second: "User",
};

/// Both tallies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// Black's results against White's.
    pub black_white: Tally,
    /// The computer's results against the user's.
    pub computer_user: Tally,
}

impl Statistics {
    /// Counts a finished game under the player settings in effect as it ended.
    ///
    /// A resignation's outcome already carries the 64–0 score; an agreed draw counts as
    /// a draw whatever the disc counts were.
    pub fn record(&mut self, outcome: &Outcome, players: &Players) {
        let won = |side: Color| outcome.winner.map(|w| w == side);
        self.black_white
            .add(outcome.black, outcome.white, won(Color::Black));
        if let Some(computer) = lone_computer(players) {
            self.computer_user.add(
                outcome.score(computer),
                outcome.score(computer.opponent()),
                won(computer),
            );
        }
    }

    /// Clears both tallies.
    pub fn reset(&mut self) {
        *self = Statistics::default();
    }

    /// The tally of `perspective` with its naming.
    pub fn tallies(&self) -> [(Perspective, Tally); 2] {
        [
            (BLACK_VS_WHITE, self.black_white),
            (COMPUTER_VS_USER, self.computer_user),
        ]
    }
}

/// The computer's side when exactly one side is the computer.
fn lone_computer(players: &Players) -> Option<Color> {
    match (players.black, players.white) {
        (Player::Computer, Player::Human) => Some(Color::Black),
        (Player::Human, Player::Computer) => Some(Color::White),
        _ => None,
    }
}

impl Persisted for Statistics {
    const WHAT: &'static str = "Statistics";

    fn fallback() -> Statistics {
        Statistics::default()
    }

    fn from_json(text: &str) -> Result<Parsed<Statistics>, SchemaError> {
        let (_, map) = envelope(text, STATS_VERSION, STATS_VERSION)?;
        let mut problems = Vec::new();
        let mut read = |p: Perspective| {
            read_tally(&map, p).unwrap_or_else(|why| {
                problems.push(format!("{} {why}", p.title));
                Tally::default()
            })
        };
        let black_white = read(BLACK_VS_WHITE);
        let mut computer_user = read(COMPUTER_VS_USER);
        if computer_user.games() > black_white.games() {
            problems.push(format!(
                "{} counts more games than {}",
                COMPUTER_VS_USER.title, BLACK_VS_WHITE.title
            ));
            computer_user = Tally::default();
        }
        Ok(Parsed {
            value: Statistics {
                black_white,
                computer_user,
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        json!({
            "version": STATS_VERSION,
            BLACK_VS_WHITE.key: tally_json(&self.black_white, BLACK_VS_WHITE),
            COMPUTER_VS_USER.key: tally_json(&self.computer_user, COMPUTER_VS_USER),
        })
        .to_string()
    }
}

/// The JSON field names of a tally: `black_wins`, `white_score`, ...
fn field_names(p: Perspective) -> [String; 5] {
    let (a, b) = (p.first.to_lowercase(), p.second.to_lowercase());
    [
        format!("{a}_wins"),
        format!("{b}_wins"),
        "draws".to_string(),
        format!("{a}_score"),
        format!("{b}_score"),
    ]
}

fn tally_json(t: &Tally, p: Perspective) -> Value {
    let [aw, bw, d, ascore, bscore] = field_names(p);
    let mut map = Map::new();
    map.insert(aw, t.first_wins.into());
    map.insert(bw, t.second_wins.into());
    map.insert(d, t.draws.into());
    map.insert(ascore, t.first_score.into());
    map.insert(bscore, t.second_score.into());
    Value::Object(map)
}

/// Reads one tally whole: a single bad number discards it, since counts and scores only
/// make sense together.
fn read_tally(map: &Map<String, Value>, p: Perspective) -> Result<Tally, String> {
    let obj = match map.get(p.key) {
        Some(Value::Object(obj)) => obj,
        Some(other) => return Err(format!("is {}, not an object", kind(other))),
        None => return Err("is missing".into()),
    };
    let [aw, bw, d, ascore, bscore] = field_names(p);
    let count = |name: &str| -> Result<u64, String> {
        let v = obj.get(name).ok_or_else(|| format!("{name} is missing"))?;
        v.as_u64().ok_or_else(|| {
            format!(
                "{name} {} is not a whole number of 0 or more",
                clip_value(v)
            )
        })
    };
    let small = |name: &str| -> Result<u32, String> {
        let n = count(name)?;
        u32::try_from(n).map_err(|_| format!("{name} {n} is too large"))
    };
    let tally = Tally {
        first_wins: small(&aw)?,
        second_wins: small(&bw)?,
        draws: small(&d)?,
        first_score: count(&ascore)?,
        second_score: count(&bscore)?,
    };
    let most = tally.games() * MAX_POINTS_PER_GAME;
    if u128::from(tally.first_score) + u128::from(tally.second_score) > u128::from(most) {
        return Err(format!(
            "scores total more than {MAX_POINTS_PER_GAME} per game ({} games)",
            tally.games()
        ));
    }
    Ok(tally)
}

fn clip_value(v: &Value) -> String {
    clip(&v.to_string(), QUOTE)
}
