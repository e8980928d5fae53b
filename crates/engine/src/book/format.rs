//! The book file: a short header, then one 8-byte entry per position, sorted by key.
//!
//! Header (16 bytes): `RVBOOK`, the format version (1 byte), the depth of the searches that
//! valued the leaves (1 byte), the number of entries (u32 LE) and an FNV-1a checksum of the
//! entries (u32 LE). Entry (u64 LE): the 55-bit key, one bit saying whether the position was
//! expanded (every move of it is valued), then its value in half discs (i8) for the side to move.

use std::fmt;

/// The file's first bytes.
pub const MAGIC: &[u8; 6] = b"RVBOOK";

/// The version this build writes and reads.
pub const VERSION: u8 = 1;

/// Bytes before the first entry.
pub const HEADER: usize = 16;

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// No bytes, or no positions.
    Empty,
    /// Not a book file at all.
    Foreign,
    /// A book file of a format this build does not read.
    Version(u8),
    /// Shorter than its header says.
    Truncated {
        /// The bytes the header announces.
        expected: usize,
        /// The bytes there are.
        found: usize,
    },
    /// The right length, but the contents do not hold together.
    Damaged(&'static str),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Empty => write!(f, "the opening book file is empty"),
            BookError::Foreign => write!(f, "this is not an opening book file"),
            BookError::Version(v) => write!(
                f,
                "the opening book file has format version {v}; this build reads version {VERSION}"
            ),
            BookError::Truncated { expected, found } => write!(
                f,
                "the opening book file is truncated: {found} bytes of {expected}"
            ),
            BookError::Damaged(why) => write!(f, "the opening book file is damaged: {why}"),
        }
    }
}

impl std::error::Error for BookError {}

/// One position of the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The symmetry-reduced key ([`super::key::key`]).
    pub key: u64,
    /// Whether every move of the position is in the book too.
    pub expanded: bool,
    /// The value for the side to move, in half discs.
    pub value: i8,
}

impl Entry {
    fn pack(self) -> u64 {
        (self.key << 9) | (u64::from(self.expanded) << 8) | u64::from(self.value as u8)
    }

    fn unpack(word: u64) -> Entry {
        Entry {
            key: word >> 9,
            expanded: word & 0x100 != 0,
            value: word as u8 as i8,
        }
    }
}

fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h: u32, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The file's bytes for `entries` (sorted by key, no key twice) valued at `depth`.
pub fn write(depth: u8, entries: &[Entry]) -> Vec<u8> {
    let body: Vec<u8> = entries
        .iter()
        .flat_map(|e| e.pack().to_le_bytes())
        .collect();
    let mut out = Vec::with_capacity(HEADER + body.len());
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.push(depth);
    out.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    out.extend_from_slice(&fnv1a(&body).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

/// The depth and entries of a book file, or why it is refused.
pub fn read(bytes: &[u8]) -> Result<(u8, Vec<Entry>), BookError> {
    if bytes.is_empty() {
        return Err(BookError::Empty);
    }
    if !bytes.starts_with(MAGIC) && !MAGIC.starts_with(bytes) {
        return Err(BookError::Foreign);
    }
    if bytes.len() < HEADER {
        return Err(BookError::Truncated {
            expected: HEADER,
            found: bytes.len(),
        });
    }
    if bytes[6] != VERSION {
        return Err(BookError::Version(bytes[6]));
    }
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let count = word(8) as usize;
    if count == 0 {
        return Err(BookError::Empty);
    }
    let expected = HEADER + count * 8;
    if bytes.len() < expected {
        return Err(BookError::Truncated {
            expected,
            found: bytes.len(),
        });
    }
    if bytes.len() > expected {
        return Err(BookError::Damaged("it is longer than its header says"));
    }
    let body = &bytes[HEADER..];
    if fnv1a(body) != word(12) {
        return Err(BookError::Damaged("its checksum does not match"));
    }
    let entries: Vec<Entry> = body
        .chunks_exact(8)
        .map(|c| Entry::unpack(u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))))
        .collect();
    if entries.windows(2).any(|w| w[0].key >= w[1].key) {
        return Err(BookError::Damaged("its positions are out of order"));
    }
    Ok((bytes[7], entries))
}
