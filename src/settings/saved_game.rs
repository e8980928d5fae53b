//! The game in progress as stored between visits: its full record (undo history included)
//! plus the two facts about it that live outside the engine.

use super::schema::{envelope, Parsed, Persisted, SchemaError};
use crate::engine::game::GameRecord;
use crate::engine::Game;
use serde_json::json;

/// The saved-game format this release writes.
pub const GAME_VERSION: u64 = 1;

/// A game with the app state that must survive a reload.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SavedGame {
    /// The game, replayed and checked move by move when loaded.
    pub game: Game,
    /// Whether its result is already in the statistics, so a reload or a redo back to
    /// the end does not count it twice.
    pub counted: bool,
    /// Whether the computer is held on its turn after undo or redo (until Resume play).
    pub paused: bool,
}

impl Persisted for SavedGame {
    const WHAT: &'static str = "Saved game";

    fn fallback() -> SavedGame {
        SavedGame::default()
    }

    /// The game itself is all or nothing: a record that does not replay is rejected whole,
    /// since half a game is no game. The two flags fall back to `false` on their own.
    fn from_json(text: &str) -> Result<Parsed<SavedGame>, SchemaError> {
        let (_, map) = envelope(text, GAME_VERSION, GAME_VERSION)?;
        let record_json = map
            .get("game")
            .ok_or_else(|| SchemaError::Invalid("the game is missing".into()))?;
        let record: GameRecord = serde_json::from_value(record_json.clone())
            .map_err(|e| SchemaError::Invalid(format!("the game record is malformed ({e})")))?;
        let game = Game::from_record(&record).map_err(|e| SchemaError::Invalid(e.to_string()))?;
        let mut problems = Vec::new();
        let mut fields = super::schema::Fields::new(&map, "", &mut problems);
        let counted = fields.bool("counted", false);
        let paused = fields.bool("paused", false);
        Ok(Parsed {
            value: SavedGame {
                game,
                counted,
                paused,
            },
            problems,
        })
    }

    fn to_json(&self) -> String {
        json!({
            "version": GAME_VERSION,
            "game": self.game.record(),
            "counted": self.counted,
            "paused": self.paused,
        })
        .to_string()
    }
}
