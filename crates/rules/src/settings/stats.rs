//! Win/loss/draw counts and total scores, seen as Black vs White and as Computer vs User, the
//! opening drills completed, counted apart from games, and the player's rating, which the
//! games against the computer move.

use super::rating::{RatedGame, Rating, Score};
use super::schema::{clip, envelope, kind, Parsed, Persisted, SchemaError, QUOTE};
use crate::engine::{Color, Outcome};
use serde_json::{json, Map, Value};

/// The statistics format this release writes (version 2 added the drills).
pub const STATS_VERSION: u64 = 2;

/// The oldest statistics format this release reads: version 1 had no drills, read as none.
const OLDEST_STATS_VERSION: u64 = 1;

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
        *self.result_count(first_won) = self.result_count(first_won).saturating_add(1);
        self.first_score = self.first_score.saturating_add(u64::from(first));
        self.second_score = self.second_score.saturating_add(u64::from(second));
    }

    /// Takes back one game that [`Tally::add`] counted with these scores.
    fn remove(&mut self, first: u32, second: u32, first_won: Option<bool>) {
        *self.result_count(first_won) = self.result_count(first_won).saturating_sub(1);
        self.first_score = self.first_score.saturating_sub(u64::from(first));
        self.second_score = self.second_score.saturating_sub(u64::from(second));
    }

    fn result_count(&mut self, first_won: Option<bool>) -> &mut u32 {
        match first_won {
            Some(true) => &mut self.first_wins,
            Some(false) => &mut self.second_wins,
            None => &mut self.draws,
        }
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

/// Both tallies, the drills and the rating.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// Black's results against White's.
    pub black_white: Tally,
    /// The computer's results against the user's.
    pub computer_user: Tally,
    /// Opening drills completed; a drill's game is not counted in either tally.
    pub drills: u32,
    /// The player's rating. It is stored apart, under its own key, so the statistics'
    /// payload leaves it out (see [`super::rating`]).
    pub rating: Rating,
}

/// A finished game's result as the statistics counted it, kept with the game so that
/// undoing past its end can withdraw exactly what was added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// Black's score (discs, or 64/0 after a resignation).
    pub black: u32,
    /// White's score.
    pub white: u32,
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// The computer's side when exactly one side was the computer: the game then also
    /// counts as Computer vs User.
    pub computer: Option<Color>,
    /// The rating of the computer's level when the game also moves the player's rating: a
    /// game against the computer begun here (not opened, set up or a drill's).
    pub opponent: Option<i32>,
}

impl Counted {
    /// The result to count for `outcome`, with the computer's side if it played alone.
    pub fn new(outcome: &Outcome, computer: Option<Color>) -> Counted {
        Counted {
            black: outcome.black,
            white: outcome.white,
            winner: outcome.winner,
            computer,
            opponent: None,
        }
    }

    /// The same result, rated against a level rated `opponent` if the computer played alone.
    pub fn rated(self, opponent: i32) -> Counted {
        Counted {
            opponent: self.computer.map(|_| opponent),
            ..self
        }
    }

    /// The game as the rating counts it, if it is rated.
    pub fn rated_game(&self) -> Option<RatedGame> {
        let computer = self.computer?;
        let score = match self.winner {
            None => Score::Draw,
            Some(side) if side == computer => Score::Loss,
            Some(_) => Score::Win,
        };
        Some(RatedGame {
            opponent: self.opponent?,
            score,
        })
    }

    fn score(&self, side: Color) -> u32 {
        match side {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// Applies `change` to each tally this result belongs in, with that tally's sides.
    fn each_tally(&self, stats: &mut Statistics, change: fn(&mut Tally, u32, u32, Option<bool>)) {
        let won = |side: Color| self.winner.map(|w| w == side);
        change(
            &mut stats.black_white,
            self.black,
            self.white,
            won(Color::Black),
        );
        if let Some(computer) = self.computer {
            change(
                &mut stats.computer_user,
                self.score(computer),
                self.score(computer.opponent()),
                won(computer),
            );
        }
    }
}

impl Statistics {
    /// Counts a finished game. A resignation's outcome already carries the 64–0 score; an
    /// agreed draw counts as a draw whatever the disc counts were.
    pub fn record(&mut self, result: &Counted) {
        result.each_tally(self, Tally::add);
        if let Some(game) = result.rated_game() {
            self.rating.record(game);
        }
    }

    /// Takes back a result that [`Statistics::record`] counted.
    pub fn withdraw(&mut self, result: &Counted) {
        result.each_tally(self, Tally::remove);
        if let Some(game) = result.rated_game() {
            self.rating.withdraw(game);
        }
    }

    /// Counts one completed opening drill.
    pub fn record_drill(&mut self) {
        self.drills = self.drills.saturating_add(1);
    }

    /// Clears both tallies and the drills. The rating stays: it measures the player's strength
    /// over many games rather than counting results, and Reset asks nothing first.
    pub fn reset(&mut self) {
        *self = Statistics {
            rating: std::mem::take(&mut self.rating),
            ..Statistics::default()
        };
    }

    /// The tally of `perspective` with its naming.
    pub fn tallies(&self) -> [(Perspective, Tally); 2] {
        [
            (BLACK_VS_WHITE, self.black_white),
            (COMPUTER_VS_USER, self.computer_user),
        ]
    }
}

impl Persisted for Statistics {
    const WHAT: &'static str = "Statistics";

    fn fallback() -> Statistics {
        Statistics::default()
    }

    fn from_json(text: &str) -> Result<Parsed<Statistics>, SchemaError> {
        let (version, map) = envelope(text, OLDEST_STATS_VERSION, STATS_VERSION)?;
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
        let drills = match (version, map.get("drills")) {
            (1, _) => 0,
            (_, Some(v)) => v
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or_else(|| {
                    problems.push(format!("drills {} is not a count", clip_value(v)));
                    0
                }),
            (_, None) => {
                problems.push("drills is missing".into());
                0
            }
        };
        Ok(Parsed {
            value: Statistics {
                black_white,
                computer_user,
                drills,
                rating: Rating::default(),
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        json!({
            "version": STATS_VERSION,
            BLACK_VS_WHITE.key: tally_json(&self.black_white, BLACK_VS_WHITE),
            COMPUTER_VS_USER.key: tally_json(&self.computer_user, COMPUTER_VS_USER),
            "drills": self.drills,
        })
        .to_string()
    }
}

/// The JSON field names of a tally: `black_wins`, `white_score`, ...
fn field_names(p: Perspective) -> [String; 5] {
    let (a, b) = (p.first.to_ascii_lowercase(), p.second.to_ascii_lowercase());
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
