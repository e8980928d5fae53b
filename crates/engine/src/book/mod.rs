//! The opening book: positions of the first plies valued by deep searches (built by
//! `reversi-cli book build`, see docs/book.md), stored symmetry-reduced in a file of its own,
//! and the levels' use of it.

pub mod format;
pub mod key;
pub mod line;

use crate::{Board, Square};
use format::{BookError, Entry};
use miniz_oxide::inflate::{decompress_to_vec_zlib_with_limit, TINFLStatus};
use std::sync::OnceLock;

/// The first byte of a zlib stream with the usual 32 KB window; a plain book starts with
/// [`format::MAGIC`] instead.
const ZLIB_FIRST_BYTE: u8 = 0x78;

/// Far more than any book holds: a compressed file that inflates past it is refused rather
/// than read to the end.
const MAX_BOOK_BYTES: usize = 16 << 20;

/// A book move: a legal move of a book position and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The square played.
    pub sq: Square,
    /// The value for the side to move after playing it, in half discs.
    pub value: i32,
    /// Whether the position it leads to is expanded too (its value backed up from its own
    /// moves' searches), rather than a leaf valued by one search.
    pub stays: bool,
}

/// A loaded book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    depth: u8,
    entries: Vec<Entry>,
}

impl Book {
    /// A book of `entries` (in any order, each key once) valued at `depth`.
    pub fn new(depth: u8, mut entries: Vec<Entry>) -> Book {
        entries.sort_by_key(|e| e.key);
        entries.dedup_by_key(|e| e.key);
        Book { depth, entries }
    }

    /// Reads a book file, plain or zlib-compressed as the web build ships it, refusing a
    /// damaged, truncated, foreign or empty one.
    pub fn parse(bytes: &[u8]) -> Result<Book, BookError> {
        let (depth, entries) = if bytes.first() == Some(&ZLIB_FIRST_BYTE) {
            let plain = decompress_to_vec_zlib_with_limit(bytes, MAX_BOOK_BYTES).map_err(|e| {
                match e.status {
                    TINFLStatus::HasMoreOutput => BookError::Damaged("it inflates past 16 MB"),
                    _ => BookError::Damaged("its compressed data is cut short or corrupt"),
                }
            })?;
            format::read(&plain)?
        } else {
            return Book::parse_plain(bytes);
        };
        Ok(Book { depth, entries })
    }

    /// Reads a plain (already inflated) book file, refusing a damaged, truncated, foreign or
    /// empty one: the page inflates with the browser's own code and so links no inflater.
    pub fn parse_plain(bytes: &[u8]) -> Result<Book, BookError> {
        let (depth, entries) = format::read(bytes)?;
        Ok(Book { depth, entries })
    }

    /// The book file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        format::write(self.depth, &self.entries)
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The depth of the searches that valued its leaves.
    pub fn depth(&self) -> u8 {
        self.depth
    }

    /// The entries, sorted by key.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The entry of `board`'s position (or any of its symmetric images).
    pub fn entry(&self, board: &Board) -> Option<Entry> {
        let k = key::key(board.player(), board.opponent());
        self.entries
            .binary_search_by_key(&k, |e| e.key)
            .ok()
            .map(|i| self.entries[i])
    }

    /// Every legal move of `board` with its value, best first, if the position is expanded in
    /// the book (so that all its moves are valued); `None` otherwise.
    pub fn moves(&self, board: &Board) -> Option<Vec<BookMove>> {
        if !self.entry(board)?.expanded {
            return None;
        }
        let mut moves = board
            .legal_moves()
            .squares()
            .map(|sq| {
                let child = board.play(sq)?;
                let e = self.entry(&child)?;
                Some(BookMove {
                    sq,
                    value: -i32::from(e.value),
                    stays: e.expanded,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        if moves.is_empty() {
            return None;
        }
        // Unstable: no two keys are equal (one move a square), and it is less code in the app.
        moves.sort_unstable_by_key(|m| (-m.value, m.sq));
        Some(moves)
    }

    /// The positions reachable from `start` through expanded positions, counted by ply from
    /// it (each symmetric class once): index 0 is `start` itself.
    pub fn plies(&self, start: &Board) -> Vec<usize> {
        let mut counts = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut layer = vec![*start];
        while !layer.is_empty() {
            let mut next = Vec::new();
            let mut count = 0;
            for board in layer {
                let Some(e) = self.entry(&board) else {
                    continue;
                };
                if !seen.insert(e.key) {
                    continue;
                }
                count += 1;
                if e.expanded {
                    next.extend(
                        board
                            .legal_moves()
                            .squares()
                            .filter_map(|sq| board.play(sq)),
                    );
                }
            }
            if count == 0 {
                break;
            }
            counts.push(count);
            layer = next;
        }
        counts
    }
}

static INSTALLED: OnceLock<Book> = OnceLock::new();

/// Makes `bytes` the book the levels play from; a refused file leaves the levels without a
/// book, and the error says why. The first book installed in a process stays.
pub fn install(bytes: &[u8]) -> Result<(), BookError> {
    let _ = INSTALLED.set(Book::parse(bytes)?);
    Ok(())
}

/// [`install`] for a plain (not compressed) book file.
pub fn install_plain(bytes: &[u8]) -> Result<(), BookError> {
    let _ = INSTALLED.set(Book::parse_plain(bytes)?);
    Ok(())
}

/// The installed book, if any.
pub fn installed() -> Option<&'static Book> {
    INSTALLED.get()
}
