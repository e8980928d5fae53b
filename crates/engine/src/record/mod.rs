//! The game record as text: one lenient reader for pasted transcripts, move lists, downloaded
//! files, share links and GGF records, the writers for each, the position string and the check of a
//! set-up position. Every refusal is an [`ImportError`] (or one of its parts) whose `Display`
//! is the sentence to show the player.

pub mod error;
pub mod export;
pub mod ggf;
pub mod import;
pub mod link;
pub mod position;
pub mod transcript;

pub use error::{
    GgfError, ImportError, LinkError, MoveError, MoveProblem, PositionError, SetupError,
};
pub use export::{download_text, numbered, numbered_moves, transcript_line, GameInfo, Numbered};
pub use ggf::{ggf_date, ggf_date_ms, ggf_text, is_ggf, parse_ggf, GgfGame};
pub use import::parse_game;
pub use link::{fragment, parse_fragment};
pub use position::{check_setup, parse_setup, position_string};
pub use transcript::play_transcript;
