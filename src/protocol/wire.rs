//! What crosses `postMessage` between the page and a pool worker: postcard bytes (a
//! `Uint8Array`), which keep the 64-bit disc masks exact, as JavaScript numbers would not,
//! and take the page far less code to decode than JSON did (the app's wasm went from 361,621
//! to 347,732 bytes gzip -9).
//!
//! Once a worker has said [`FromWorker::Ready`], the page posts it the evaluation's weights
//! file in pieces as they arrive from the network ([`ToWorker::Weights`], inflated by the
//! page's browser), then [`ToWorker::WeightsEnd`]; the file holds the opening's phases first,
//! and the worker uses each as soon as it is read, telling the page how far its weights reach
//! ([`FromWorker::Weighed`]). Tasks ([`ToWorker::Task`]) may come while the file is still on
//! its way: a worker holds a task until its weights cover the positions the task's search
//! evaluates ([`Task::evaluates_down_to`]). Each task is answered with
//! [`FromWorker::Searched`]; every outcome carries its task's id, so a late one is recognised
//! and dropped. A worker that cannot use the file says so ([`FromWorker::WeightsRefused`]) and
//! plays with the hand-set evaluation wherever the file's phases are missing.
//!
//! A worker whose code cannot start posts no postcard at all: its loader
//! (`assets/worker_loader.js`, which has no postcard) posts a plain string saying why, which
//! the page takes for the worker's failure.

use crate::engine::database::parts::Piece;
use crate::engine::database::{FileKind, WthorError};
pub use crate::engine::search::parallel::{Task, TaskResult};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Serialises a message for `postMessage`.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).expect("protocol messages always serialise")
}

/// Parses a message received through `postMessage`.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("bad message of {} bytes: {e}", bytes.len()))
}

/// What the page tells a pool worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// The weights file's next piece, plain.
    Weights(Vec<u8>),
    /// The weights file has ended: `whole` unless the page lost it on the way (and has said
    /// why), or had none.
    WeightsEnd {
        /// Whether the page received the whole file.
        whole: bool,
    },
    /// A task to search.
    Task(Task),
    /// A WTHOR file to read, on a worker of its own (the import's: see
    /// `ui::database::reader`), answered with [`FromReader`] messages.
    Read {
        /// What the file is, as its name says.
        kind: FileKind,
        /// Its bytes.
        bytes: Vec<u8>,
    },
}

/// What a pool worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm has loaded; messages posted before this are lost.
    Ready,
    /// The worker's weights now cover every position with at least this many empties (0:
    /// every position, or nothing more will come).
    Weighed {
        /// The fewest empties covered.
        down_to: u32,
    },
    /// The worker searched a task.
    Searched {
        /// The task's result.
        outcome: TaskResult,
    },
    /// The worker could not use the weights file it was given, and plays with the hand-set
    /// evaluation.
    WeightsRefused {
        /// Why, for the console.
        why: String,
    },
}

/// What the import's worker tells the page of a file [`ToWorker::Read`] asked for, once it has
/// said [`FromWorker::Ready`]: an enum of its own, so that the AI's pool, which never asks
/// for a file, carries no code to decode one (it is the explorer chunk's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromReader {
    /// A piece of the file.
    Piece(Piece),
    /// The file is read: the games skipped as against the rules, or why it was refused.
    End(Result<u32, WthorError>),
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::{decode, encode};
    use crate::engine::search::judge::Judgement;

    #[test]
    fn a_workers_messages_round_trip() {
        let messages = [
            FromWorker::Ready,
            FromWorker::Searched {
                outcome: TaskResult {
                    id: 7,
                    value: Some(-12),
                    nodes: u64::MAX,
                    judged: Some(Judgement {
                        played: -4,
                        best: 2,
                        best_moves: 1 << 19 | 1 << 63,
                        shallower: None,
                    }),
                    line: crate::engine::search::line::Line::of(&[
                        crate::engine::Square::new(37).unwrap(),
                        crate::engine::Square::new(43).unwrap(),
                    ]),
                },
            },
            FromWorker::WeightsRefused {
                why: "bad header".to_string(),
            },
            FromWorker::Weighed { down_to: 44 },
        ];
        for message in messages {
            assert_eq!(decode::<FromWorker>(&encode(&message)), Ok(message));
        }
        for message in [
            FromReader::Piece(Piece::Names(vec!["Tamenori Hideshi".to_string()])),
            FromReader::End(Ok(3)),
            FromReader::End(Err(WthorError::CutShort {
                expected: 100,
                len: 16,
            })),
        ] {
            assert_eq!(decode::<FromReader>(&encode(&message)), Ok(message));
        }
        assert!(decode::<FromWorker>(&[4]).is_err(), "an unknown message");
    }

    #[test]
    fn the_pages_messages_round_trip() {
        let messages = [
            ToWorker::Weights((0..=255).collect()),
            ToWorker::WeightsEnd { whole: false },
            ToWorker::Task(Task {
                search: 1,
                id: 2,
                p: 0x0810_0000_0000,
                o: 0x1008_0000_0000,
                sq: 19,
                mode: crate::engine::search::value::RootMode::Midgame(3),
                probcut: 0.0,
                ask: crate::engine::search::parallel::Ask::Value { guess: None },
                ms: 100,
                nodes: 1000,
            }),
        ];
        for message in messages.into_iter().chain([ToWorker::Read {
            kind: FileKind::Games,
            bytes: vec![1, 2, 3],
        }]) {
            assert_eq!(decode::<ToWorker>(&encode(&message)), Ok(message));
        }
        // A piece costs a byte or two more than its bytes.
        assert!(encode(&ToWorker::Weights(vec![7; 1000])).len() <= 1003);
    }
}
