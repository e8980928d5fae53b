//! The French federation's WTHOR files: games (`.wtb`), players (`WTHOR.JOU`) and tournaments
//! (`WTHOR.TRN`), read with every game's moves checked by our rules, and written (for the tests
//! and the bench, which make their own files; no archive ships with the project).
//!
//! The `wthor` crate reads the same format, but it checks moves with `magpie`, a second Othello
//! engine: a record our own rules refuse would then be kept, and the build would carry two sets
//! of rules. The format is a 16-byte header and fixed-size records, so the reader is small.

use super::replay::{start, step};
use crate::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The header's length in bytes.
pub const HEADER_LEN: usize = 16;
/// A game record's length in bytes.
pub const GAME_LEN: usize = 68;
/// The moves a game record holds at most.
pub const MOVES: usize = 60;

/// Which of the three WTHOR files a file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileKind {
    /// A `.wtb` file: one year's games.
    Games,
    /// `WTHOR.JOU`: the players' names.
    Players,
    /// `WTHOR.TRN`: the tournaments' names.
    Tournaments,
}

impl FileKind {
    /// The kind a file's name says (`.wtb`, `.jou`, `.trn` in any case), if any.
    pub fn from_name(name: &str) -> Option<FileKind> {
        let lower = name.to_ascii_lowercase();
        [
            (".wtb", FileKind::Games),
            (".jou", FileKind::Players),
            (".trn", FileKind::Tournaments),
        ]
        .into_iter()
        .find(|(ext, _)| lower.ends_with(ext))
        .map(|(_, kind)| kind)
    }

    /// The length of one of its records in bytes.
    pub const fn record_len(self) -> usize {
        match self {
            FileKind::Games => GAME_LEN,
            FileKind::Players => 20,
            FileKind::Tournaments => 26,
        }
    }

    /// What its records are, for messages.
    fn what(self) -> &'static str {
        match self {
            FileKind::Games => "games",
            FileKind::Players => "players",
            FileKind::Tournaments => "tournaments",
        }
    }
}

/// Why a file could not be read. The caller names the file; `Display` says the rest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WthorError {
    /// Shorter than the header itself.
    NoHeader {
        /// The file's length in bytes.
        len: usize,
    },
    /// The header's creation date is no date, so the file is not WTHOR.
    BadDate {
        /// The four date bytes: century, year, month, day.
        bytes: [u8; 4],
    },
    /// The board size is neither 0 nor 8.
    BoardSize(u8),
    /// A games file whose game type is not 0 (normal games), such as solitaires.
    GameType(u8),
    /// Longer than its header's count of records says, or shorter by more than a cut.
    WrongSize {
        /// Which kind of file it was read as.
        kind: FileKind,
        /// The records its header counts.
        records: usize,
        /// The length those records make with the header.
        expected: usize,
        /// The file's length.
        len: usize,
    },
    /// Shorter than its header's count of records says: cut short.
    CutShort {
        /// The length its header announces.
        expected: usize,
        /// The file's length.
        len: usize,
    },
}

impl fmt::Display for WthorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WthorError::NoHeader { len } => write!(
                f,
                "is {len} bytes, shorter than a WTHOR file's {HEADER_LEN}-byte header"
            ),
            WthorError::BadDate { bytes } => write!(
                f,
                "is not a WTHOR file: its header's date bytes {bytes:?} are no date"
            ),
            WthorError::BoardSize(size) => write!(
                f,
                "is not a file of 8x8 games: its header gives the board size {size}"
            ),
            WthorError::GameType(kind) => write!(
                f,
                "holds no normal games: its header gives the game type {kind} (solitaires?)"
            ),
            WthorError::WrongSize {
                kind,
                records,
                expected,
                len,
            } => write!(
                f,
                "is not a WTHOR {} file: it is {len} bytes, but its header counts {records} \
                 records, {expected} bytes with the header",
                kind.what()
            ),
            WthorError::CutShort { expected, len } => write!(
                f,
                "is cut short: {len} bytes of the {expected} its header announces"
            ),
        }
    }
}

impl std::error::Error for WthorError {}

/// The creation date in a header.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Date {
    /// The year in full (century × 100 + year), 0 if unset.
    pub year: u16,
    /// The month, 1–12 (0 if unset).
    pub month: u8,
    /// The day, 1–31 (0 if unset).
    pub day: u8,
}

/// A file's 16-byte header.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// When the file was made.
    pub created: Date,
    /// N1: the number of game records (games files).
    pub games: u32,
    /// N2: the number of name records (players and tournaments files).
    pub names: u16,
    /// The year of the games (games files).
    pub year: u16,
    /// P1: the board size, 0 or 8 for 8×8.
    pub board_size: u8,
    /// P2: the game type, 0 for normal games.
    pub game_type: u8,
    /// P3: the depth from which the theoretical scores were computed.
    pub depth: u8,
}

impl Header {
    /// The header at the start of `bytes`, checked as far as a header alone can be.
    pub fn parse(bytes: &[u8]) -> Result<Header, WthorError> {
        let h: &[u8; HEADER_LEN] = bytes
            .get(..HEADER_LEN)
            .and_then(|h| h.try_into().ok())
            .ok_or(WthorError::NoHeader { len: bytes.len() })?;
        // A real file's date is a date or left at zero; most other files fail here at once.
        let (century, year, month, day) = (h[0], h[1], h[2], h[3]);
        if century > 21 || year > 99 || month > 12 || day > 31 {
            return Err(WthorError::BadDate {
                bytes: [century, year, month, day],
            });
        }
        if h[12] != 0 && h[12] != 8 {
            return Err(WthorError::BoardSize(h[12]));
        }
        Ok(Header {
            created: Date {
                year: u16::from(century) * 100 + u16::from(year),
                month,
                day,
            },
            games: u32::from_le_bytes([h[4], h[5], h[6], h[7]]),
            names: u16::from_le_bytes([h[8], h[9]]),
            year: u16::from_le_bytes([h[10], h[11]]),
            board_size: h[12],
            game_type: h[13],
            depth: h[14],
        })
    }

    /// The header's 16 bytes.
    pub fn to_bytes(&self) -> [u8; HEADER_LEN] {
        let mut h = [0u8; HEADER_LEN];
        h[0] = (self.created.year / 100).min(255) as u8;
        h[1] = (self.created.year % 100) as u8;
        h[2] = self.created.month;
        h[3] = self.created.day;
        h[4..8].copy_from_slice(&self.games.to_le_bytes());
        h[8..10].copy_from_slice(&self.names.to_le_bytes());
        h[10..12].copy_from_slice(&self.year.to_le_bytes());
        h[12] = self.board_size;
        h[13] = self.game_type;
        h[14] = self.depth;
        h
    }
}

/// One game: who played it, where, when, its moves and its recorded score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The tournament's number in `WTHOR.TRN`.
    pub tournament: u16,
    /// Black's number in `WTHOR.JOU`.
    pub black: u16,
    /// White's number in `WTHOR.JOU`.
    pub white: u16,
    /// Black's discs at the end, as the record states.
    pub black_discs: u8,
    /// Black's theoretical score, as the record states.
    pub theoretical: u8,
    /// The year of the games file it came from.
    pub year: u16,
    /// The moves from the standard start, Black first, passes left out (legal by our rules).
    pub moves: Box<[Square]>,
}

/// A games file read: its header, its legal games in file order, and how many it skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesFile {
    /// The file's header.
    pub header: Header,
    /// The records whose moves are legal, in file order.
    pub games: Vec<GameRecord>,
    /// The records skipped: an illegal or unreadable move, or a score above 64.
    pub skipped: usize,
}

/// A players or tournaments file read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamesFile {
    /// The file's header.
    pub header: Header,
    /// The names in file order, so that record number `n` is `names[n]`.
    pub names: Vec<String>,
}

/// The header and the records of a file of `kind`, its length checked against the count.
fn records(bytes: &[u8], kind: FileKind) -> Result<(Header, &[u8]), WthorError> {
    let header = Header::parse(bytes)?;
    let records = match kind {
        FileKind::Games => header.games as usize,
        FileKind::Players | FileKind::Tournaments => usize::from(header.names),
    };
    let expected = records
        .saturating_mul(kind.record_len())
        .saturating_add(HEADER_LEN);
    let len = bytes.len();
    if len > expected {
        return Err(WthorError::WrongSize {
            kind,
            records,
            expected,
            len,
        });
    }
    if len < expected {
        return Err(WthorError::CutShort { expected, len });
    }
    Ok((header, &bytes[HEADER_LEN..]))
}

/// The square a move byte names (10 × row + column, both from 1), if any.
pub fn square_of_byte(byte: u8) -> Option<Square> {
    let (row, col) = (byte / 10, byte % 10);
    if (1..=8).contains(&row) && (1..=8).contains(&col) {
        Square::from_coords(col - 1, row - 1)
    } else {
        None
    }
}

/// The move byte of a square.
pub fn byte_of_square(sq: Square) -> u8 {
    10 * (sq.row() + 1) + sq.col() + 1
}

/// The game in a 68-byte record, if its moves are legal by our rules and its score is one.
fn game(record: &[u8], year: u16) -> Option<GameRecord> {
    let word = |i: usize| u16::from_le_bytes([record[i], record[i + 1]]);
    let bytes = record.get(8..8 + MOVES)?;
    let len = bytes.iter().position(|&b| b == 0).unwrap_or(MOVES);
    // Nothing may follow the padding: a move after it would be a record we misread.
    if bytes[len..].iter().any(|&b| b != 0) || record[6] > 64 {
        return None;
    }
    let mut board = start();
    let mut moves = Vec::with_capacity(len);
    for &b in &bytes[..len] {
        let sq = square_of_byte(b)?;
        board = step(&board, sq)?;
        moves.push(sq);
    }
    Some(GameRecord {
        tournament: word(0),
        black: word(2),
        white: word(4),
        black_discs: record[6],
        theoretical: record[7],
        year,
        moves: moves.into_boxed_slice(),
    })
}

/// The games of a `.wtb` file, each checked by our rules; an illegal record is skipped and
/// counted, and a file that is not one refused.
pub fn read_games(bytes: &[u8]) -> Result<GamesFile, WthorError> {
    read_games_from(bytes, 0, usize::MAX)
}

/// The games of records `first..first + count` of a `.wtb` file (fewer at its end), the
/// whole file checked as [`read_games`] does: a page can read a big file a part at a time
/// and let the browser breathe between parts.
pub fn read_games_from(bytes: &[u8], first: usize, count: usize) -> Result<GamesFile, WthorError> {
    let (header, body) = records(bytes, FileKind::Games)?;
    if header.game_type != 0 {
        return Err(WthorError::GameType(header.game_type));
    }
    let total = body.len() / GAME_LEN;
    let from = first.min(total);
    let to = from.saturating_add(count).min(total);
    let part = &body[from * GAME_LEN..to * GAME_LEN];
    let mut games = Vec::with_capacity(to - from);
    let mut skipped = 0;
    for record in part.chunks_exact(GAME_LEN) {
        match game(record, header.year) {
            Some(g) => games.push(g),
            None => skipped += 1,
        }
    }
    Ok(GamesFile {
        header,
        games,
        skipped,
    })
}

/// The names of a players or tournaments file: NUL-padded Latin-1 (Windows-1252's letters
/// sit at the same bytes).
fn read_names(bytes: &[u8], kind: FileKind) -> Result<NamesFile, WthorError> {
    let (header, body) = records(bytes, kind)?;
    let names = body
        .chunks_exact(kind.record_len())
        .map(|r| {
            let end = r.iter().position(|&b| b == 0).unwrap_or(r.len());
            let name: String = r[..end].iter().map(|&b| char::from(b)).collect();
            name.trim_end().to_string()
        })
        .collect();
    Ok(NamesFile { header, names })
}

/// The players of a `WTHOR.JOU` file.
pub fn read_players(bytes: &[u8]) -> Result<NamesFile, WthorError> {
    read_names(bytes, FileKind::Players)
}

/// The tournaments of a `WTHOR.TRN` file.
pub fn read_tournaments(bytes: &[u8]) -> Result<NamesFile, WthorError> {
    read_names(bytes, FileKind::Tournaments)
}

/// A `.wtb` file of `games` (at most 60 moves each), made on `created`, for `year`.
pub fn write_games(created: Date, year: u16, depth: u8, games: &[GameRecord]) -> Vec<u8> {
    let header = Header {
        created,
        games: games.len() as u32,
        year,
        board_size: 8,
        depth,
        ..Header::default()
    };
    let mut out = Vec::with_capacity(HEADER_LEN + games.len() * GAME_LEN);
    out.extend_from_slice(&header.to_bytes());
    for g in games {
        out.extend_from_slice(&g.tournament.to_le_bytes());
        out.extend_from_slice(&g.black.to_le_bytes());
        out.extend_from_slice(&g.white.to_le_bytes());
        out.push(g.black_discs);
        out.push(g.theoretical);
        let mut moves = [0u8; MOVES];
        for (b, &sq) in moves.iter_mut().zip(g.moves.iter()) {
            *b = byte_of_square(sq);
        }
        out.extend_from_slice(&moves);
    }
    out
}

/// A players or tournaments file of `names`, each cut to fit its record with a NUL after it,
/// characters outside Latin-1 written `?`.
fn write_names(created: Date, kind: FileKind, names: &[String]) -> Vec<u8> {
    let header = Header {
        created,
        names: names.len().min(usize::from(u16::MAX)) as u16,
        ..Header::default()
    };
    let mut out = header.to_bytes().to_vec();
    for name in names.iter().take(usize::from(u16::MAX)) {
        let mut record = vec![0u8; kind.record_len()];
        for (b, c) in record
            .iter_mut()
            .zip(name.chars())
            .take(kind.record_len() - 1)
        {
            *b = u8::try_from(u32::from(c)).unwrap_or(b'?');
        }
        out.extend_from_slice(&record);
    }
    out
}

/// A `WTHOR.JOU` file of `names`.
pub fn write_players(created: Date, names: &[String]) -> Vec<u8> {
    write_names(created, FileKind::Players, names)
}

/// A `WTHOR.TRN` file of `names`.
pub fn write_tournaments(created: Date, names: &[String]) -> Vec<u8> {
    write_names(created, FileKind::Tournaments, names)
}
