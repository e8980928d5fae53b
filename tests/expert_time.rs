//! Expert searches by the clock: never past its cap, exact from the same empties; the other
//! levels stay reproducible. How long it thinks on average and how deep it gets against the
//! node budget it replaced are figures, printed here (`--nocapture`), not asserted: they
//! depend on the machine and its load.

#[path = "common/positions.rs"]
mod positions;

use positions::play_on;
use reversi::engine::rng::Rng;
use reversi::engine::search::level::{EXPERT_HARD_MS, EXPERT_SOFT_MS};
use reversi::engine::search::parallel::threads::Threads;
use reversi::engine::search::parallel::Parallel;
use reversi::engine::search::ready::ready;
use reversi::engine::search::{choose, Budget, Level, SearchResult, Searcher};
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

/// Expert as it was before it searched by the clock: 3 M nodes, a one-second cap.
fn node_budget_expert() -> Budget {
    Budget {
        nodes: 3_000_000,
        hard_ms: 1_000,
        soft_ms: None,
        ..Level::Expert.budget()
    }
}

/// Each search's result and wall time in milliseconds.
fn timed(s: &mut Searcher, boards: &[Board], budget: Budget) -> Vec<(SearchResult, u64)> {
    boards
        .iter()
        .map(|b| {
            let start = Instant::now();
            let r = s.search(b, budget, &mut |_| {});
            assert!(matches!(r.best, Move::Place(sq) if b.is_legal(sq)));
            (r, start.elapsed().as_millis() as u64)
        })
        .collect()
}

fn summary(name: &str, runs: &[(SearchResult, u64)]) -> (f64, u64, f64) {
    let n = runs.len() as f64;
    let mean_ms = runs.iter().map(|r| r.1 as f64).sum::<f64>() / n;
    let max_ms = runs.iter().map(|r| r.1).max().unwrap_or(0);
    let mean_depth = runs.iter().map(|r| f64::from(r.0.depth)).sum::<f64>() / n;
    let depths: Vec<u32> = runs.iter().map(|r| r.0.depth).collect();
    let nodes = runs.iter().map(|r| r.0.nodes).sum::<u64>() as f64 / n;
    println!(
        "{name}: mean {mean_ms:.0} ms, longest {max_ms} ms, depths {depths:?} (mean {mean_depth:.2}), mean nodes {nodes:.0}"
    );
    (mean_ms, max_ms, mean_depth)
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
    let mut s = Searcher::with_threads(THREADS);
    // Interleaved, so that the load of the shared machine weighs on both alike.
    let mut old = Vec::new();
    let mut new = Vec::new();
    for b in &boards {
        old.extend(timed(&mut s, std::slice::from_ref(b), node_budget_expert()));
        new.extend(timed(&mut s, std::slice::from_ref(b), budget));
    }
    summary("node budget (3 M nodes, 1 s cap)", &old);
    let name = format!("by the clock ({EXPERT_SOFT_MS} ms target, {EXPERT_HARD_MS} ms cap)");
    let (_, max_ms, _) = summary(&name, &new);
    assert!(
        max_ms <= EXPERT_HARD_MS + CAP_SLACK_MS,
        "a move took {max_ms} ms, over the {EXPERT_HARD_MS} ms cap"
    );
}

#[test]
fn expert_solves_exactly_from_twenty_empties_and_not_before() {
    assert_eq!(Level::Expert.budget().exact_empties, 20);
    // Expert's rule with all the time a loaded machine may need: what is tested is where the
    // exact solve starts, not how fast it is.
    let patient = Budget {
        hard_ms: 120_000,
        soft_ms: None,
        ..Level::Expert.budget()
    };
    let mut s = Searcher::with_threads(THREADS);
    for b in positions(3, 20, 5) {
        let r = s.search(&b, patient, &mut |_| {});
        assert!(r.exact, "not solved at 20 empties: {b}");
        assert_eq!(r.depth, 20);
    }
    for b in positions(2, 21, 6) {
        let r = s.choose(&b, Level::Expert, 0, &mut |_| {});
        assert!(!r.exact, "solved at 21 empties: {b}");
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
                let r = ready(choose(&mut pool, &b, level, 7, &mut |_| {}));
                (r.best, r.score, r.depth)
            };
            let first = choose();
            for _ in 0..3 {
                assert_eq!(first, choose(), "{level:?} on a pool of {THREADS}");
            }
        }
    }
}
