//! The player's rating on the levels' Elo scale: each game against the computer moves it by
//! the Elo rule against the level's rating, with a K that settles after the first games.
//!
//! Only the games are stored (the level's rating at the time and the result), from a
//! starting rating; the rating after each game is worked out from them. A game taken back
//! (undo past its end) is therefore simply removed, wherever it stands, and every later
//! game is rated again as if it had never been played.

use super::options::Options;
use super::schema::{envelope, kind, Parsed, Persisted, SchemaError};
use serde_json::{json, Map, Value};

/// The rating format this release writes.
pub const RATING_VERSION: u64 = 1;

/// The oldest rating format this release reads.
const OLDEST_RATING_VERSION: u64 = 1;

/// How many first games are rated with [`PROVISIONAL_K`].
pub const PROVISIONAL_GAMES: usize = 20;

/// K for the first [`PROVISIONAL_GAMES`]: FIDE's K for a new player, so that a rating that
/// starts at the default level reaches the player's own level (a few ladder steps of
/// 70-190 Elo away) within a handful of games.
pub const PROVISIONAL_K: f64 = 40.0;

/// K once settled: half as far per game, so that one lucky or careless game moves the rating
/// by at most 20, well under one ladder step, and the suggested level stays put.
pub const SETTLED_K: f64 = 20.0;

/// The furthest from zero a stored rating may lie: anything beyond is corrupt, not a rating.
const LIMIT: i64 = 10_000;

/// A game's result for the player, in Elo points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The player won: 1.
    Win,
    /// A draw: ½.
    Draw,
    /// The player lost (or resigned, or abandoned the game): 0.
    Loss,
}

impl Score {
    /// The Elo points: 1, 0.5 or 0.
    pub fn points(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// The result that scores `points`, if any does.
    fn from_points(points: f64) -> Option<Score> {
        [Score::Win, Score::Draw, Score::Loss]
            .into_iter()
            .find(|s| s.points() == points)
    }
}

/// One rated game: the rating of the level played and the player's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// The computer's level's rating when the game ended.
    pub opponent: i32,
    /// The player's result.
    pub score: Score,
}

/// The score a player rated `me` is expected to make against `opponent`: between 0 and 1.
pub fn expected(me: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - me) / 400.0))
}

/// The K of a game played after `played` rated games.
pub fn k_factor(played: usize) -> f64 {
    if played < PROVISIONAL_GAMES {
        PROVISIONAL_K
    } else {
        SETTLED_K
    }
}

/// The rating after `game`, from `me` after `played` rated games.
pub fn after(me: f64, game: RatedGame, played: usize) -> f64 {
    me + k_factor(played) * (game.score.points() - expected(me, f64::from(game.opponent)))
}

/// The player's rated games from a starting rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    start: i32,
    games: Vec<RatedGame>,
}

impl Default for Rating {
    /// No game yet, from the default level's rating: the level a new player meets first.
    fn default() -> Rating {
        Rating::new(Options::default().level.rating())
    }
}

impl Rating {
    /// No game yet, from `start`.
    pub fn new(start: i32) -> Rating {
        Rating {
            start,
            games: Vec::new(),
        }
    }

    /// The rating before the first game.
    pub fn start(&self) -> i32 {
        self.start
    }

    /// How many games are rated.
    pub fn games(&self) -> usize {
        self.games.len()
    }

    /// The rating after each game, in the order played.
    pub fn history(&self) -> Vec<f64> {
        let mut now = f64::from(self.start);
        self.games
            .iter()
            .enumerate()
            .map(|(played, &game)| {
                now = after(now, game, played);
                now
            })
            .collect()
    }

    /// The rating now.
    pub fn value(&self) -> f64 {
        self.history()
            .last()
            .copied()
            .unwrap_or(f64::from(self.start))
    }

    /// The rating now, to the nearest whole point, as shown.
    pub fn rounded(&self) -> i32 {
        self.value().round() as i32
    }

    /// Rates one more game.
    pub fn record(&mut self, game: RatedGame) {
        self.games.push(game);
    }

    /// Takes back the latest game equal to `game` (a game [`Rating::record`] rated); the
    /// games after it are rated again without it.
    pub fn withdraw(&mut self, game: RatedGame) {
        if let Some(i) = self.games.iter().rposition(|&g| g == game) {
            self.games.remove(i);
        }
    }
}

/// A stored rating: a whole number within [`LIMIT`].
fn read_rating(value: &Value) -> Result<i32, String> {
    value
        .as_i64()
        .filter(|r| r.abs() <= LIMIT)
        .map(|r| r as i32)
        .ok_or_else(|| format!("{value} is not a rating"))
}

/// Reads the games, keeping every one that is readable: a broken game is left out (with a
/// problem noted) rather than costing the player the rest of the history.
fn read_games(map: &Map<String, Value>, problems: &mut Vec<String>) -> Vec<RatedGame> {
    let list = match map.get("games") {
        Some(Value::Array(list)) => list,
        Some(other) => {
            problems.push(format!("games is {}, not a list", kind(other)));
            return Vec::new();
        }
        None => {
            problems.push("games is missing".into());
            return Vec::new();
        }
    };
    let read = |entry: &Value| -> Option<RatedGame> {
        let [opponent, score] = entry.as_array()?.as_slice() else {
            return None;
        };
        Some(RatedGame {
            opponent: read_rating(opponent).ok()?,
            score: Score::from_points(score.as_f64()?)?,
        })
    };
    let games: Vec<RatedGame> = list.iter().filter_map(read).collect();
    if games.len() < list.len() {
        problems.push(format!(
            "games: {} of {} entries are not [rating, 1 or 0.5 or 0] and were left out",
            list.len() - games.len(),
            list.len()
        ));
    }
    games
}

impl Persisted for Rating {
    const WHAT: &'static str = "Rating";

    fn fallback() -> Rating {
        Rating::default()
    }

    fn from_json(text: &str) -> Result<Parsed<Rating>, SchemaError> {
        let (_, map) = envelope(text, OLDEST_RATING_VERSION, RATING_VERSION)?;
        let mut problems = Vec::new();
        let start = match map.get("start").map(read_rating) {
            Some(Ok(start)) => start,
            Some(Err(why)) => {
                problems.push(format!("start {why}"));
                Rating::default().start
            }
            None => {
                problems.push("start is missing".into());
                Rating::default().start
            }
        };
        let games = read_games(&map, &mut problems);
        Ok(Parsed {
            value: Rating { start, games },
            problems,
        })
    }

    fn to_json(&self) -> String {
        let games: Vec<Value> = self
            .games
            .iter()
            .map(|g| json!([g.opponent, g.score.points()]))
            .collect();
        json!({
            "version": RATING_VERSION,
            "start": self.start,
            "games": games,
        })
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::schema::load;

    fn game(opponent: i32, score: Score) -> RatedGame {
        RatedGame { opponent, score }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn each_game_moves_the_rating_by_k_times_score_less_expected() {
        let mut r = Rating::new(0);
        // Even: expected 1/2, K 40: +40 × 1/2.
        r.record(game(0, Score::Win));
        // 10^((600 − 20)/400) = 10^1.45 = 28.183829; expected 1/29.183829 = 0.0342656;
        // a loss: −40 × 0.0342656 = −1.370622.
        r.record(game(600, Score::Loss));
        // 10^((400 − 18.629378)/400) = 10^0.953427 = 8.983116; expected 0.1001692;
        // a draw: +40 × (0.5 − 0.1001692) = +15.993231.
        r.record(game(400, Score::Draw));
        // 10^((0 − 34.622609)/400) = 10^−0.086557 = 0.819292; expected 0.5496617;
        // a loss: −40 × 0.5496617 = −21.986466.
        r.record(game(0, Score::Loss));
        let want = [20.0, 18.629377948607, 34.622609168475, 12.636142758562];
        let got = r.history();
        assert_eq!(got.len(), want.len());
        assert!(
            got.iter().zip(want).all(|(g, w)| (g - w).abs() < 1e-6),
            "{got:?}"
        );
        assert_eq!((r.rounded(), r.games(), r.start()), (13, 4, 0));
    }

    #[test]
    fn k_is_40_for_the_first_20_games_then_20() {
        // Always against the player's own rating, a win scores 1 − 1/2 over K: +20 for each
        // of the first 20 games, +10 from the 21st.
        let mut r = Rating::new(1000);
        for n in 1..=22 {
            r.record(game(r.rounded(), Score::Win));
            let want = if n <= 20 {
                1000 + 20 * n
            } else {
                1400 + 10 * (n - 20)
            };
            assert!(close(r.value(), f64::from(want)), "game {n}: {}", r.value());
        }
        assert_eq!(
            (k_factor(0), k_factor(19), k_factor(20)),
            (40.0, 40.0, 20.0)
        );
        // Settled, at 1500 against 1300: 10^(−200/400) = 0.316228, expected 1/1.316228 =
        // 0.7597469; a loss costs 20 × 0.7597469 = 15.194939.
        let loss = after(1500.0, game(1300, Score::Loss), 20);
        assert!((loss - 1484.805061).abs() < 1e-6, "{loss}");
        // And a draw against an equal: no change at all.
        assert!(close(after(700.0, game(700, Score::Draw), 3), 700.0));
    }

    #[test]
    fn a_withdrawn_game_leaves_the_others_rated_as_without_it() {
        let mut r = Rating::new(0);
        r.record(game(0, Score::Win));
        r.record(game(600, Score::Loss));
        r.withdraw(game(600, Score::Loss));
        assert!(close(r.value(), 20.0), "{}", r.value());
        assert_eq!(r.games(), 1);
        // A game taken back from before a later one: the later one is rated from 0 again.
        r.record(game(0, Score::Win));
        r.withdraw(game(0, Score::Win));
        assert_eq!(r.history(), vec![20.0]);
        r.withdraw(game(950, Score::Draw));
        assert_eq!(r.games(), 1, "a game never rated takes nothing back");
        r.withdraw(game(0, Score::Win));
        assert_eq!((r.value(), r.history()), (0.0, vec![]));
    }

    #[test]
    fn the_rating_round_trips_and_starts_at_the_default_level() {
        let fresh = Rating::default();
        assert_eq!(fresh.start(), Options::default().level.rating());
        assert_eq!(
            (fresh.games(), fresh.value()),
            (0, f64::from(fresh.start()))
        );
        let mut r = Rating::new(-35);
        for (opponent, score) in [(0, Score::Win), (1300, Score::Draw), (950, Score::Loss)] {
            r.record(game(opponent, score));
        }
        let text = r.to_json();
        assert_eq!(
            text,
            r#"{"games":[[0,1.0],[1300,0.5],[950,0.0]],"start":-35,"version":1}"#
        );
        let back = load::<Rating>(Some(&text));
        assert_eq!((back.value, back.intact, back.notice), (r, true, None));
        let written_by_hand = r#"{"version":1,"start":600,"games":[[600,1],[0,0]]}"#;
        let read = load::<Rating>(Some(written_by_hand));
        assert!(read.intact);
        assert_eq!(read.value.games(), 2);
    }

    #[test]
    fn corrupt_ratings_load_what_is_readable_with_a_notice() {
        for whole in [
            "",
            "[]",
            "{}",
            r#"{"version":2,"start":0,"games":[]}"#,
            "nonsense",
        ] {
            let loaded = load::<Rating>(Some(whole));
            assert_eq!(loaded.value, Rating::default(), "{whole}");
            assert!(!loaded.intact && loaded.notice.is_some(), "{whole}");
        }
        let text = r#"{"version":1,"start":"high","games":[[600,1],[600,2],["x",0],[950],[99999,0],[950,0.5]]}"#;
        let loaded = load::<Rating>(Some(text));
        let notice = loaded.notice.expect("a notice");
        assert!(
            notice.starts_with("Rating: reset to defaults where broken"),
            "{notice}"
        );
        assert!(
            notice.contains("start \"high\" is not a rating"),
            "{notice}"
        );
        assert!(notice.contains("games: 4 of 6 entries"), "{notice}");
        let mut want = Rating::default();
        want.record(game(600, Score::Win));
        want.record(game(950, Score::Draw));
        assert_eq!(loaded.value, want);
        let loaded = load::<Rating>(Some(r#"{"version":1,"start":0,"games":{}}"#));
        assert_eq!(loaded.value.games(), 0);
        assert!(loaded
            .notice
            .expect("a notice")
            .contains("games is an object"));
    }
}
