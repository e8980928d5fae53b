//! What crosses `postMessage` between the page and a pool worker, as postcard bytes (see
//! `protocol` for why bytes).
//!
//! The page posts a worker, once it has said [`FromWorker::Ready`], the evaluation's weights
//! file, its bytes as served (zlib-compressed or plain), not postcard: the page fetches the file
//! once for every worker and passes it on unread, so it links no code that reads it. Empty
//! bytes mean the page has none (it has said why); the worker then plays with the hand-set
//! evaluation, as it does when it refuses the file with [`FromWorker::WeightsRefused`]. Then it
//! posts [`Task`]s, one at a time, each answered with [`FromWorker::Searched`]; every outcome
//! carries its task's id, so a late one is recognised and dropped.
//!
//! A worker whose code cannot start posts no postcard at all: its loader
//! (`assets/worker_loader.js`, which has no postcard) posts a plain string saying why, which
//! the page takes for the worker's failure.

pub use crate::engine::search::parallel::{Task, TaskResult};
use serde::{Deserialize, Serialize};

/// What a pool worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm has loaded; messages posted before this are lost. The page's next
    /// message is the weights file.
    Ready,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::judge::Judgement;
    use crate::protocol::{decode, encode};

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
                },
            },
            FromWorker::WeightsRefused {
                why: "bad header".to_string(),
            },
        ];
        for message in messages {
            assert_eq!(decode::<FromWorker>(&encode(&message)), Ok(message));
        }
        assert!(decode::<FromWorker>(&[3]).is_err(), "an unknown message");
    }
}
