//! What a worker is sent ([`Task`]: one root move and what to find out about it) and what it
//! answers ([`TaskResult`]): the messages that cross to a Web Worker as postcard bytes.

use super::super::judge::Judgement;
use super::super::line::{Line, LINE_REACH};
use super::super::value::RootMode;
use serde::{Deserialize, Serialize};

/// One root move to search: what a worker is sent.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Task {
    /// The search it belongs to: a worker clears its tables when this changes.
    pub search: u32,
    /// Unique among all tasks of one scheduler.
    pub id: u32,
    /// The root position: the side to move's discs…
    pub p: u64,
    /// …and the opponent's.
    pub o: u64,
    /// The root move's square index.
    pub sq: u8,
    /// How deeply to search it.
    pub mode: RootMode,
    /// Multi-ProbCut's threshold for midgame searches (0: none).
    pub probcut: f32,
    /// What to find out about the move.
    pub ask: Ask,
    /// Milliseconds the task may take.
    pub ms: u64,
    /// Nodes the task may take.
    pub nodes: u64,
}

/// What a task finds out about its move, from the root's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Its fail-soft value within `alpha..beta`.
    Window {
        /// The window's lower bound.
        alpha: i32,
        /// The window's upper bound.
        beta: i32,
    },
    /// Its value, in windows around `guess` (the full window without one).
    Value {
        /// The expected value, in the mode's units.
        guess: Option<i32>,
    },
    /// The judgement of the move as played in the root position, against the best
    /// ([`judge_position`]), searched whole by the worker.
    Judge,
}

/// A task's result, from the root's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskResult {
    /// The task's id.
    pub id: u32,
    /// Its fail-soft value within the task's window; `None` if stopped first.
    pub value: Option<i32>,
    /// Nodes it searched.
    pub nodes: u64,
    /// The judgement a [`Ask::Judge`] task found (`value` is then its best value).
    pub judged: Option<Judgement>,
    /// An [`Ask::Value`] task's principal line for its move, found from the worker's tables
    /// while they still know the move's subtree (empty for the other asks).
    pub line: Line,
}

impl TaskResult {
    /// The outcome of task `id` stopped before it searched anything.
    pub fn stopped(id: u32) -> TaskResult {
        TaskResult {
            id,
            value: None,
            nodes: 0,
            judged: None,
            line: Line::default(),
        }
    }
}

impl Task {
    /// The fewest empties of the positions its search may evaluate: a worker whose weights
    /// cover them (see `eval::Streamed`) searches it as it would with the whole file. A
    /// midgame search reaches its depth below the root and no further (a pass costs no
    /// depth), a move's value then its line ([`LINE_REACH`]); a solve's move ordering and a
    /// review's searches go anywhere.
    pub fn evaluates_down_to(&self) -> u32 {
        let empties = (!(self.p | self.o)).count_ones();
        match (self.ask, self.mode) {
            (Ask::Window { .. }, RootMode::Midgame(depth)) => empties.saturating_sub(depth),
            (Ask::Value { .. }, RootMode::Midgame(depth)) => {
                empties.saturating_sub(depth.max(LINE_REACH))
            }
            _ => 0,
        }
    }
}
