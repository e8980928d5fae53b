//! Expert searches by the clock: never past its cap, exact from the same empties; the other
//! levels stay reproducible. How long it thinks on average is a figure of the machine, for
//! the benches (`reversi-cli measure match` prints its seconds per move), not asserted here.

#[path = "common/positions.rs"]
mod positions;

use positions::play_on;
use reversi::engine::rng::Rng;
use reversi::engine::search::clock_budget::{GameTime, TimeLeft};
use reversi::engine::search::level::{EXPERT_HARD_MS, EXPERT_SOFT_MS};
use reversi::engine::search::parallel::threads::Threads;
use reversi::engine::search::parallel::Parallel;
use reversi::engine::search::ready::ready;
use reversi::engine::search::{choose, Budget, Level, Searcher};
use reversi::engine::{Board, Color, Move};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

/// The machine running the tests is shared (other tests search beside these), so a move may
/// overrun the cap while its threads wait for a core; this much more is a broken cap.
const CAP_SLACK_MS: u64 = 1_500;

/// Threads searching, as the CLI's default on a two-core machine.
const THREADS: usize = 2;

/// Positions reached by seeded random play with exactly `empties` squares left and a move to
/// play.
fn positions(count: usize, empties: u32, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let b = play_on(Board::start(Color::Black), &mut rng, empties);
        if b.empties().count() == empties && !b.must_pass() {
            out.push(b);
        }
    }
    out
}

/// The longest wall time in milliseconds of a search of each board with `budget`, each move
/// checked legal.
fn longest_ms(s: &mut Searcher, boards: &[Board], budget: Budget) -> u64 {
    boards
        .iter()
        .map(|b| {
            let start = Instant::now();
            let r = s.search(b, budget, &mut |_| {});
            assert!(matches!(r.best, Move::Place(sq) if b.is_legal(sq)));
            start.elapsed().as_millis() as u64
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn expert_plays_by_the_clock_within_its_cap() {
    let budget = Level::Expert.budget();
    assert_eq!(budget.soft_ms, Some(EXPERT_SOFT_MS));
    assert_eq!(budget.hard_ms, EXPERT_HARD_MS);
    let boards: Vec<Board> = [36, 32, 28, 24]
        .iter()
        .enumerate()
        .flat_map(|(i, &e)| positions(2, e, 31 + i as u64))
        .collect();
    let max_ms = longest_ms(&mut Searcher::with_threads(THREADS), &boards, budget);
    assert!(
        max_ms <= EXPERT_HARD_MS + CAP_SLACK_MS,
        "a move took {max_ms} ms, over the {EXPERT_HARD_MS} ms cap"
    );
}

#[test]
fn expert_solves_exactly_from_twenty_two_empties_and_not_before() {
    assert_eq!(Level::Expert.budget().exact_empties, 22);
    // Expert's rule with all the time a loaded machine may need: what is tested is where the
    // exact solve starts, not how fast it is.
    let patient = Budget {
        hard_ms: 120_000,
        soft_ms: None,
        ..Level::Expert.budget()
    };
    let mut s = Searcher::with_threads(THREADS);
    for b in positions(3, 22, 5) {
        let r = s.search(&b, patient, &mut |_| {});
        assert!(r.exact, "not solved at 22 empties: {b}");
        assert_eq!(r.depth, 22);
    }
    for b in positions(2, 23, 6) {
        let r = s.choose(&b, Level::Expert, 0, &mut |_| {});
        assert!(!r.exact, "solved at 23 empties: {b}");
    }
}

#[test]
fn the_levels_below_expert_stay_reproducible() {
    let mut one = Searcher::new();
    let mut two = Searcher::with_threads(THREADS);
    for b in positions(2, 34, 8) {
        for level in [Level::Beginner, Level::Intermediate, Level::Advanced] {
            assert_eq!(level.budget().soft_ms, None, "{level:?} plays by the clock");
            let first = one.choose(&b, level, 7, &mut |_| {});
            let again = one.choose(&b, level, 7, &mut |_| {});
            assert_eq!(first, again, "{level:?} on one thread");
            let first = two.choose(&b, level, 7, &mut |_| {}).best;
            let again = two.choose(&b, level, 7, &mut |_| {}).best;
            assert_eq!(first, again, "{level:?} on {THREADS} threads");
        }
    }
}

/// The browser's way: the page's scheduler over a pool of workers (here threads), as
/// `protocol::answer_on` runs it. Each level below Expert gives the same move, value and
/// depth every time: a node-bounded one is searched by one worker, since several would share
/// its nodes out in the order their tasks end.
#[test]
fn the_levels_below_expert_stay_reproducible_on_a_pool() {
    let threads = Threads::spawn(THREADS, 16).unwrap();
    let mut pool = Parallel::new(threads, Arc::new(AtomicBool::new(false)));
    for b in positions(2, 34, 8) {
        for level in [Level::Beginner, Level::Intermediate, Level::Advanced] {
            let mut choose = || {
                let game = GameTime::default();
                let r = ready(choose(&mut pool, &b, level, 7, game, None, &mut |_| {}));
                (r.best, r.score, r.depth)
            };
            let first = choose();
            for _ in 0..3 {
                assert_eq!(first, choose(), "{level:?} on a pool of {THREADS}");
            }
        }
    }
}

/// On a clock nearly run out, every level answers within the time left, on a pool as the
/// page runs it, whatever its game clock saved: the fall the computer must never suffer. The time left is several times the
/// cap it is given, so a loaded machine does not make this fail.
#[test]
fn with_a_tiny_time_left_the_search_returns_within_it() {
    let threads = Threads::spawn(THREADS, 16).unwrap();
    let mut pool = Parallel::new(threads, Arc::new(AtomicBool::new(false)));
    let clock = TimeLeft {
        left_ms: 700,
        increment_ms: 0,
    };
    // Expert's game clock with all its book's time saved still keeps to the time left.
    let saved = GameTime {
        used_ms: 0,
        moves: 10,
    };
    for (i, empties) in [40, 30, 20, 14].into_iter().enumerate() {
        for b in positions(2, empties, 70 + i as u64) {
            for level in Level::ALL {
                let start = Instant::now();
                let r = ready(choose(
                    &mut pool,
                    &b,
                    level,
                    7,
                    saved,
                    Some(clock),
                    &mut |_| {},
                ));
                let ms = start.elapsed().as_millis() as u64;
                assert!(matches!(r.best, Move::Place(sq) if b.is_legal(sq)));
                assert!(
                    ms < clock.left_ms,
                    "{level:?} took {ms} ms of the {} left at {empties} empties",
                    clock.left_ms
                );
            }
        }
    }
}
