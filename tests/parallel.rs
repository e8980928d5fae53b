//! The parallel search against the serial one: the same exact scores and best moves, the
//! same fixed-depth midgame values, and stops that end it at once.

#[path = "common/positions.rs"]
mod positions;

use positions::play_on;
use reversi::engine::masks::child;
use reversi::engine::movegen::{flips, legal_moves};
use reversi::engine::rng::Rng;
use reversi::engine::search::analysis::MoveValue;
use reversi::engine::search::context::{Context, Limits, Shared};
use reversi::engine::search::probcut;
use reversi::engine::search::{Budget, Level, SearchOptions, Searcher};
use reversi::engine::{Board, Color, Move, Square};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Held-out positions with 20-22 empties and their exact scores.
const HOLDOUT: &str = include_str!("data/holdout-20-22-exact.obf");

/// The held-out positions with their exact scores.
fn holdout() -> Vec<(Board, i32)> {
    HOLDOUT
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'))
        .map(|line| {
            let mut parts = line.split(';');
            let board = parts.next().unwrap().parse::<Board>().unwrap();
            let (_, score) = parts.next().unwrap().trim().split_once(':').unwrap();
            (board, score.parse().unwrap())
        })
        .collect()
}

/// Positions with a number of empties drawn from `empties`: each held-out position (20-22
/// empties) played on by seeded random moves, or, for more empties than it has, a game
/// played from the start the same way.
fn played_on(empties: std::ops::RangeInclusive<u32>, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    holdout()
        .into_iter()
        .map(|(b, _)| {
            let span = (empties.end() - empties.start() + 1) as usize;
            let target = empties.start() + rng.below(span) as u32;
            let from = if target < b.empties().count() {
                b
            } else {
                Board::start(Color::Black)
            };
            play_on(from, &mut rng, target)
        })
        .filter(|b| !b.is_game_over() && !b.must_pass())
        .collect()
}

/// Whether `mv` is a best move of `board`, whose exact value is `score`: the position after
/// it (and after the opponent's pass, if forced), solved serially, is worth that.
fn is_best(serial: &mut Searcher, board: &Board, mv: Move, score: i32) -> bool {
    let Move::Place(sq) = mv else {
        return false;
    };
    let mut after = board.play(sq).unwrap();
    if after.must_pass() && !after.is_game_over() {
        after = after.pass();
    }
    let r = serial.solve(&after);
    let value = if after.side_to_move() == board.side_to_move() {
        r.score
    } else {
        -r.score
    };
    value == score
}

/// Solves every position with one thread and with `threads`, checking that both are exact
/// and agree, and that the parallel move is a best one.
fn agree(positions: &[Board], threads: usize) {
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(threads);
    assert_eq!(parallel.threads(), threads);
    for (i, b) in positions.iter().enumerate() {
        let s = serial.solve(b);
        let p = parallel.solve(b);
        assert!(s.exact && p.exact, "position {i}: {b}");
        assert_eq!(p.score, s.score, "position {i}: {b}");
        assert!(
            is_best(&mut serial, b, p.best, p.score),
            "position {i}: {} is not a best move\n{b}",
            p.best
        );
    }
}

#[test]
fn parallel_solves_give_the_serial_scores_and_best_moves_from_12_to_16_empties() {
    let mut positions = played_on(12..=14, 1);
    positions.extend(played_on(12..=16, 2));
    assert!(positions.len() >= 300, "{} positions", positions.len());
    agree(&positions, 2);
    agree(&positions[..40], 3);
}

#[test]
fn parallel_solves_give_the_serial_scores_where_threads_defer_busy_moves() {
    // From 14 empties the threads sharing a table split a node's moves among them.
    let positions: Vec<Board> = played_on(16..=19, 4).into_iter().take(80).collect();
    agree(&positions, 2);
    agree(&positions[..20], 4);
}

/// The positions after each legal move of `p` against `o`.
fn children(p: u64, o: u64) -> Vec<(u64, u64)> {
    let mut moves = legal_moves(p, o);
    let mut out = Vec::new();
    while moves != 0 {
        let sq = moves.trailing_zeros();
        moves &= moves - 1;
        out.push(child(p, o, sq as u8, flips(p, o, sq)));
    }
    out
}

#[test]
fn a_solver_that_finds_its_moves_busy_elsewhere_still_solves_exactly() {
    let shared = Shared::new(16);
    let mut deferring = Context::sharing(&shared);
    let busy = deferring.busy.clone().unwrap();
    let mut alone = Context::new(16);
    for b in played_on(16..=18, 5).iter().take(30) {
        let (p, o) = (b.player(), b.opponent());
        alone.start(Limits::none(), probcut::OFF);
        let exact = alone.solve(p, o, -64, 64, false);
        // Another thread is inside every position one and two plies down.
        let marked: Vec<usize> = children(p, o)
            .into_iter()
            .flat_map(|(cp, co)| {
                let mut below = children(cp, co);
                below.push((cp, co));
                below
            })
            .map(|(cp, co)| busy.enter(cp, co))
            .collect();
        deferring.start(Limits::none(), probcut::OFF);
        assert_eq!(deferring.solve(p, o, -64, 64, false), exact, "{b}");
        for i in marked {
            busy.leave(i);
        }
    }
}

#[test]
#[ignore = "slow: parallel exact solves; scripts/test runs it in release"]
fn parallel_solves_give_the_file_scores_at_20_to_22_empties() {
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    // The first 50: all 200 took half an hour on a loaded 2-core machine.
    for (i, (b, score)) in holdout().iter().take(50).enumerate() {
        let p = parallel.solve(b);
        assert!(p.exact);
        assert_eq!(p.score, *score, "position {i}: {b}");
        assert!(is_best(&mut serial, b, p.best, p.score), "position {i}");
    }
}

#[test]
fn parallel_fixed_depth_midgame_gives_the_serial_value() {
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    let positions = played_on(30..=44, 3);
    for (i, b) in positions.iter().take(40).enumerate() {
        for depth in [1, 3, 4, 6] {
            let budget = Budget::fixed_depth(depth);
            let mut serial_depths = Vec::new();
            let s = serial.search(b, budget, &mut |p| serial_depths.push(p.score));
            let mut parallel_depths = Vec::new();
            let p = parallel.search(b, budget, &mut |p| parallel_depths.push(p.score));
            assert_eq!(p.score, s.score, "position {i} depth {depth}: {b}");
            assert_eq!(p.depth, depth);
            assert_eq!(parallel_depths, serial_depths, "position {i}");
            assert!(matches!(p.best, Move::Place(sq) if b.is_legal(sq)));
        }
    }
}

#[test]
fn threads_with_tables_of_their_own_give_every_exact_hint_value() {
    let mut serial = Searcher::new();
    let mut apart = Searcher::with_threads_apart(2);
    assert_eq!(apart.threads(), 2);
    for (i, b) in played_on(12..=16, 6).iter().take(12).enumerate() {
        let want = serial.exact_move_values(b);
        assert!(want.iter().all(|m| m.exact), "position {i}");
        assert_eq!(
            values(&apart.exact_move_values(b)),
            values(&want),
            "position {i}: {b}"
        );
    }
}

#[test]
fn every_level_plays_a_legal_move_on_threads() {
    let mut parallel = Searcher::with_threads(2);
    for (i, b) in played_on(8..=40, 4).iter().take(12).enumerate() {
        for level in Level::ALL {
            let r = parallel.choose(b, level, i as u64, &mut |_| {});
            match r.best {
                Move::Place(sq) => assert!(b.is_legal(sq), "{level:?} {b}"),
                Move::Pass => assert!(b.must_pass(), "{level:?} {b}"),
            }
        }
    }
}

#[test]
fn a_stop_ends_a_parallel_solve_at_once() {
    let mut parallel = Searcher::with_threads(2);
    let stop = parallel.stop_flag();
    // A solve of hours: 46 empties, stopped well before it could end. (At 36 empties a
    // lopsided position can be proved in under a million nodes, about 150 ms.)
    let b = played_on(46..=46, 5)[0];
    // The stop waits for the search's first progress: a search clears its stop flag as it
    // starts, so a stop sent on a clock could land before it on a loaded machine, and be lost.
    let (begun, heard) = std::sync::mpsc::channel();
    let stopper = std::thread::spawn(move || {
        heard.recv().expect("the search reports progress");
        std::thread::sleep(Duration::from_millis(100));
        stop.store(true, Ordering::Relaxed);
        Instant::now()
    });
    let r = parallel.search(&b, SearchOptions::solve(), &mut |_| {
        let _ = begun.send(());
    });
    let returned = Instant::now();
    let stopped = stopper.join().unwrap();
    assert!(!r.exact, "solved 46 empties in 100 ms?");
    // Hours of search end within a second of the stop, however loaded the machine.
    let late = returned.saturating_duration_since(stopped);
    assert!(
        late < Duration::from_secs(1),
        "returned {late:?} after the stop"
    );
    assert!(matches!(r.best, Move::Place(sq) if b.is_legal(sq)));
    // The searcher still works after a stop, with every worker free again.
    let small = played_on(12..=12, 6)[0];
    let mut serial = Searcher::new();
    assert_eq!(parallel.solve(&small).score, serial.solve(&small).score);
}

#[test]
fn the_deadline_stops_a_parallel_search() {
    let mut parallel = Searcher::with_threads(2);
    let b = played_on(40..=40, 7)[0];
    let budget = Budget {
        hard_ms: 150,
        ..Budget::fixed_depth(40)
    };
    let start = Instant::now();
    let r = parallel.search(&b, budget, &mut |_| {});
    assert!(
        start.elapsed() < Duration::from_millis(900),
        "deadline ignored"
    );
    assert!(r.depth < 40);
    assert!(matches!(r.best, Move::Place(sq) if b.is_legal(sq)));
}

#[test]
fn parallel_hints_give_the_serial_values() {
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    for (i, b) in played_on(12..=14, 8).iter().take(30).enumerate() {
        let s = serial.exact_move_values(b);
        let p = parallel.exact_move_values(b);
        assert!(p.iter().all(|m| m.exact), "position {i}");
        assert_eq!(values(&p), values(&s), "position {i}: {b}");
    }
    for (i, b) in played_on(30..=44, 9).iter().take(20).enumerate() {
        for depth in [2, 5] {
            assert_eq!(
                values(&parallel.move_values(b, depth)),
                values(&serial.move_values(b, depth)),
                "position {i} depth {depth}: {b}"
            );
        }
    }
}

/// Each move's value without its line: where several replies keep the value, which one a line
/// takes depends on the tables that searched it, and the threads' are not the serial search's.
fn values(moves: &[MoveValue]) -> Vec<(Square, i32, bool, bool)> {
    moves
        .iter()
        .map(|m| (m.square, m.score, m.exact, m.book))
        .collect()
}

#[test]
fn a_parallel_review_gives_the_serial_judgements() {
    use reversi::engine::search::analysis::ReviewSettings;
    let settings = ReviewSettings {
        depth: 4,
        exact_empties: 14,
        first_depth: 0,
    };
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    let mut rng = Rng::new(10);
    for _ in 0..3 {
        let start = reversi::engine::Board::start(reversi::engine::Color::Black);
        let mut b = start;
        let mut moves = Vec::new();
        while !b.is_game_over() {
            let legal: Vec<_> = b.legal_moves().squares().collect();
            let mv = if legal.is_empty() {
                Move::Pass
            } else {
                Move::Place(legal[rng.below(legal.len())])
            };
            b = match mv {
                Move::Place(sq) => b.play(sq).unwrap(),
                Move::Pass => b.pass(),
            };
            moves.push(mv);
        }
        let s = serial
            .review_game(&start, &moves, &settings, &mut |_| {})
            .unwrap();
        let p = parallel
            .review_game(&start, &moves, &settings, &mut |_| {})
            .unwrap();
        assert!(p.complete);
        assert_eq!(p, s);
    }
}

#[test]
fn parallel_evaluations_give_the_serial_values() {
    use reversi::engine::search::analysis::ReviewSettings;
    let settings = ReviewSettings {
        depth: 5,
        exact_empties: 14,
        first_depth: 0,
    };
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    for b in played_on(12..=40, 11).iter().take(20) {
        assert_eq!(
            parallel.evaluation(b, &settings),
            serial.evaluation(b, &settings),
            "{b}"
        );
    }
}

/// Positions where the side to move must pass and the game goes on, met by seeded random
/// play from the start.
fn forced_passes(count: usize) -> Vec<Board> {
    let mut rng = Rng::new(11);
    let mut found = Vec::new();
    while found.len() < count {
        let mut b = Board::start(Color::Black);
        while !b.is_game_over() {
            if b.must_pass() {
                found.push(b);
                b = b.pass();
            }
            let moves: Vec<_> = b.legal_moves().squares().collect();
            b = b.play(moves[rng.below(moves.len())]).unwrap();
        }
    }
    found.truncate(count);
    found
}

#[test]
fn a_forced_pass_is_scored_by_one_rule_on_every_backend() {
    let mut serial = Searcher::new();
    let mut parallel = Searcher::with_threads(2);
    for b in forced_passes(12) {
        let after = b.pass();
        // The opponent's best move, each valued one ply deep from the passer's view.
        let one_ply = serial
            .move_values(&after, 1)
            .iter()
            .map(|m| m.score)
            .max()
            .unwrap();
        for searcher in [&mut serial, &mut parallel] {
            let r = searcher.choose(&b, Level::Expert, 1, &mut |_| {});
            assert_eq!(r.best, Move::Pass, "{b}");
            assert!(!r.exact);
            assert_eq!(r.score, -one_ply, "{} threads, {b}", searcher.threads());
        }
    }
}
