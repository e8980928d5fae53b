//! A file read a part at a time, each part's games with their index keys: what the page's
//! import worker does with a chosen or stored file, posting each piece as it comes so that the
//! page's progress bar moves while its main thread only appends what arrives.

use super::index::Keys;
use super::wthor::{
    read_games_from, read_players, read_tournaments, FileKind, GameRecord, WthorError,
};
use serde::{Deserialize, Serialize};

/// The games of one piece: the page decodes each piece in one task of its main thread, and a
/// piece of 5,000 games took 15-90 ms there (`docs/results.md`), so a piece is small enough to
/// stay well inside a frame; 100,000 games are still only 100 messages.
pub const PART: usize = 1_000;

/// One piece of a file read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    /// Some of a games file's legal games with their keys, and how far the file is read.
    Games {
        /// The legal games of this part, in file order.
        games: Vec<GameRecord>,
        /// Their keys.
        keys: Keys,
        /// The file's records read so far.
        done: u32,
        /// The file's records.
        total: u32,
    },
    /// A players' or tournaments' file's names, in file order.
    Names(Vec<String>),
}

/// Reads `bytes`, a file of `kind`, handing each piece to `emit`: the number of games skipped
/// as against the rules, or why the file is refused (before any piece).
pub fn read_file(
    kind: FileKind,
    bytes: &[u8],
    emit: &mut dyn FnMut(Piece),
) -> Result<u32, WthorError> {
    match kind {
        FileKind::Players => emit(Piece::Names(read_players(bytes)?.names)),
        FileKind::Tournaments => emit(Piece::Names(read_tournaments(bytes)?.names)),
        FileKind::Games => {
            let total = read_games_from(bytes, 0, 0)?.header.games as usize;
            let mut skipped = 0;
            let mut first = 0;
            while first < total {
                let part = read_games_from(bytes, first, PART)?;
                first = first.saturating_add(PART).min(total);
                skipped += part.skipped as u32;
                emit(Piece::Games {
                    keys: Keys::of(&part.games),
                    games: part.games,
                    done: first as u32,
                    total: total as u32,
                });
            }
            return Ok(skipped);
        }
    }
    Ok(0)
}
