//! The weights as the web worker reads them: piece by piece, the opening's phases first. A
//! task that the phases read so far cover (`Task::evaluates_down_to`) searches exactly as it
//! does once the file is whole, so a worker may start it early; one that reaches further does
//! not. One test in its own process, since the weights in use are chosen once per process.

use reversi::engine::eval::stream;
use reversi::engine::movegen::legal_moves;
use reversi::engine::random_play::positions;
use reversi::engine::search::line::LINE_REACH;
use reversi::engine::search::parallel::{Ask, Task, TaskResult, Worker};
use reversi::engine::search::value::RootMode;

const COMMITTED: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

/// The weights read so far cover positions with this many empties or more.
const READ_DOWN_TO: u32 = 44;

/// A midgame task on the position's first legal move, `beyond` plies deeper than the phases
/// read cover: a window's, which has no line (a value's line reaches further: see the test
/// below).
fn task(search: u32, (p, o): (u64, u64), beyond: u32) -> Task {
    let empties = (!(p | o)).count_ones();
    Task {
        search,
        id: search,
        p,
        o,
        sq: legal_moves(p, o).trailing_zeros() as u8,
        mode: RootMode::Midgame(empties - READ_DOWN_TO + beyond),
        probcut: 0.0,
        ask: Ask::Window {
            alpha: -30_000,
            beta: 30_000,
        },
        ms: 60_000,
        nodes: u64::MAX,
    }
}

/// Each task searched by a fresh worker, so that no table carries one search into the next.
fn search(tasks: &[Task]) -> Vec<TaskResult> {
    tasks.iter().map(|t| Worker::new(16).run(t)).collect()
}

#[test]
fn a_task_the_phases_read_cover_searches_as_with_the_whole_file() {
    let mut streamed = stream().expect("nothing has evaluated yet");
    let mut pieces = COMMITTED.chunks(1000);
    while streamed.covers_down_to() > READ_DOWN_TO {
        streamed.push(pieces.next().unwrap()).unwrap();
    }
    assert_eq!(streamed.covers_down_to(), READ_DOWN_TO);
    let positions: Vec<(u64, u64)> = positions(0x5717, 400, 1)
        .into_iter()
        .filter(|&(p, o)| {
            let empties = (!(p | o)).count_ones();
            (READ_DOWN_TO + 2..=READ_DOWN_TO + 5).contains(&empties) && legal_moves(p, o) != 0
        })
        .take(24)
        .collect();
    assert_eq!(positions.len(), 24);
    let covered: Vec<Task> = (0..).zip(&positions).map(|(i, &x)| task(i, x, 0)).collect();
    let beyond: Vec<Task> = (100..)
        .zip(&positions)
        .map(|(i, &x)| task(i, x, 1))
        .collect();
    assert!(covered
        .iter()
        .all(|t| t.evaluates_down_to() == READ_DOWN_TO));
    assert!(beyond.iter().all(|t| t.evaluates_down_to() < READ_DOWN_TO));
    let (early, early_beyond) = (search(&covered), search(&beyond));
    for piece in pieces {
        streamed.push(piece).unwrap();
    }
    streamed.end().expect("the committed file is whole");
    assert_eq!(streamed.covers_down_to(), 0);
    assert_eq!(search(&covered), early);
    // One ply more reaches phases that were not read: the hand-set evaluation stood in there.
    let whole_beyond = search(&beyond);
    let differ = early_beyond
        .iter()
        .zip(&whole_beyond)
        .filter(|(a, b)| a != b)
        .count();
    assert!(differ > 12, "{differ} of 24 differ");
}

#[test]
fn a_moves_value_waits_for_the_weights_its_line_evaluates() {
    let (p, o) = positions(0x5717, 400, 1)
        .into_iter()
        .find(|&(p, o)| (!(p | o)).count_ones() == 40 && legal_moves(p, o) != 0)
        .expect("a position with 40 empties");
    let value = |depth| Task {
        search: 0,
        id: 0,
        p,
        o,
        sq: legal_moves(p, o).trailing_zeros() as u8,
        mode: RootMode::Midgame(depth),
        probcut: 0.0,
        ask: Ask::Value { guess: None },
        ms: 60_000,
        nodes: u64::MAX,
    };
    // Two plies of search, then the line's replies chosen up to 13 plies below the root.
    assert_eq!(value(2).evaluates_down_to(), 40 - LINE_REACH);
    assert_eq!(value(20).evaluates_down_to(), 20);
}
