//! Analysis: every move's value against brute force, plain minimax and the solver; the hint
//! search's progress and limits; the review of known games and the evaluation readout.

mod common;

use common::{brute_force, discs, final_score, minimax};
use reversi::engine::book::line::{MAX_LINE, MIN_LINE};
use reversi::engine::notation::replay;
use reversi::engine::random_play::positions;
use reversi::engine::search::analysis::{
    Class, GameReview, HintLimits, Hints, MoveValue, ReviewSettings, BLUNDER_DISCS,
};
use reversi::engine::search::Searcher;
use reversi::engine::{Board, Color, Game, Move, Square};
use std::collections::BTreeSet;
use std::ops::RangeInclusive;
use std::sync::atomic::Ordering;

/// A perfect-play game: every position in it is worth 0 to the side to move, and it ends 32-32.
const PERFECT: &str = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6";

/// The position after the first `moves` moves of the perfect game.
fn perfect_after(moves: usize) -> Board {
    replay(&PERFECT[..2 * moves], Color::Black).unwrap().board()
}

/// The perfect game's move number `index` (from 0).
fn perfect_move(index: usize) -> Square {
    PERFECT[2 * index..2 * index + 2].parse::<Square>().unwrap()
}

/// `count` positions from seeded random games with a number of empties in `empties` and at
/// least one legal move.
fn boards(seed: u64, empties: RangeInclusive<u32>, count: usize) -> Vec<Board> {
    let found: Vec<Board> = positions(seed, 20 * count, 1)
        .into_iter()
        .map(|(p, o)| Board::from_raw(p, o, Color::Black))
        .filter(|b| empties.contains(&b.empties().count()) && !b.legal_moves().is_empty())
        .take(count)
        .collect();
    assert_eq!(found.len(), count, "too few positions for seed {seed}");
    found
}

/// The legal moves with the value `value` gives each child, from the mover's view.
fn expected(board: &Board, mut value: impl FnMut(&Board) -> i32) -> Vec<(Square, i32)> {
    board
        .legal_moves()
        .squares()
        .map(|sq| (sq, value(&board.play(sq).unwrap())))
        .collect()
}

/// Checks that `values` holds exactly the moves of `want`, best first, with their scores.
fn assert_values(values: &[MoveValue], want: &[(Square, i32)], exact: bool, what: &str) {
    let got: BTreeSet<(Square, i32)> = values.iter().map(|m| (m.square, m.score)).collect();
    let want: BTreeSet<(Square, i32)> = want.iter().copied().collect();
    assert_eq!(got, want, "{what}");
    assert_eq!(values.len(), want.len(), "{what}: a move twice");
    assert!(
        values.iter().all(|m| m.exact == exact),
        "{what}: exact flags"
    );
    assert!(
        values.windows(2).all(|w| w[0].score >= w[1].score),
        "{what}: not best first"
    );
}

/// The exact value of a child position from the side that moved into it, by the solver.
fn solved(s: &mut Searcher, child: &Board) -> i32 {
    if child.is_game_over() {
        -final_score(child.player(), child.opponent())
    } else if child.must_pass() {
        // The mover plays again: the solver scores the position after the pass for it.
        s.solve(&child.pass()).score
    } else {
        -s.solve(child).score
    }
}

#[test]
fn exact_values_equal_brute_force_up_to_ten_empties() {
    let mut s = Searcher::new();
    for (i, b) in boards(1, 2..=10, 150).iter().enumerate() {
        let want = expected(b, |c| -brute_force(c.player(), c.opponent(), false));
        assert_values(&s.exact_move_values(b), &want, true, &format!("#{i} {b}"));
    }
}

#[test]
fn midgame_values_equal_plain_minimax() {
    let mut s = Searcher::new();
    for (i, b) in boards(2, 24..=44, 12).iter().enumerate() {
        for depth in 1..=4 {
            let want = expected(b, |c| {
                discs(-minimax(c.player(), c.opponent(), depth - 1, false))
            });
            let what = format!("#{i} depth {depth} {b}");
            assert_values(&s.move_values(b, depth), &want, false, &what);
        }
    }
}

#[test]
fn exact_values_agree_with_the_solver_of_each_child() {
    let mut s = Searcher::new();
    let mut solver = Searcher::new();
    for (i, b) in boards(3, 13..=16, 10).iter().enumerate() {
        let want = expected(b, |c| solved(&mut solver, c));
        assert_values(&s.exact_move_values(b), &want, true, &format!("#{i} {b}"));
    }
}

#[test]
#[ignore = "slow: exact solves at 20 to 22 empties; scripts/test runs it in release"]
fn exact_values_equal_the_published_ffo_scores() {
    let data = include_str!("data/ffo-40-59.obf");
    let lines = data
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'));
    let mut s = Searcher::new();
    // #40 and #42: 20 and 22 empties, the second with a move that is unique best by 6 discs.
    for (n, line) in lines.enumerate().filter(|(n, _)| [0, 2].contains(n)) {
        let mut parts = line.split(';');
        let board = parts.next().unwrap().parse::<Board>().unwrap();
        let want: Vec<(Square, i32)> = parts
            .filter_map(|p| p.trim().split_once(':'))
            .map(|(m, v)| (m.parse::<Square>().unwrap(), v.trim().parse().unwrap()))
            .collect();
        assert_eq!(want.len() as u32, board.legal_moves().count());
        let what = format!("FFO #{}", 40 + n);
        assert_values(&s.exact_move_values(&board), &want, true, &what);
    }
}

/// The hint search's reports and its result.
fn hints(s: &mut Searcher, board: &Board, limits: HintLimits) -> (Vec<Hints>, Hints) {
    let mut steps = Vec::new();
    let last = s.hints(board, limits, &mut |h| steps.push(h.clone()));
    (steps, last)
}

#[test]
fn hints_refine_depth_by_depth_then_prove_each_move_best_guess_first() {
    // 18 empties, where the perfect game's h3 and h5 both keep the draw.
    let board = perfect_after(42);
    let mut s = Searcher::new();
    let (steps, last) = hints(&mut s, &board, HintLimits::default());
    let legal: BTreeSet<Square> = board.legal_moves().squares().collect();
    for h in &steps {
        assert_eq!(
            h.moves.iter().map(|m| m.square).collect::<BTreeSet<_>>(),
            legal
        );
    }
    let (midgame, exact): (Vec<&Hints>, Vec<&Hints>) =
        steps.iter().partition(|h| h.moves.iter().all(|m| !m.exact));
    let depths: Vec<u32> = midgame.iter().map(|h| h.depth).collect();
    assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>());
    assert!(depths.len() >= 4, "only depths {depths:?} before the solve");
    // Each exact step proves one more move.
    let proven: Vec<usize> = exact
        .iter()
        .map(|h| h.moves.iter().filter(|m| m.exact).count())
        .collect();
    assert_eq!(proven, (1..=legal.len()).collect::<Vec<_>>());
    assert_eq!(Some(&last), steps.last());
    assert!(last.is_exact());
    assert_eq!(last.moves, s.exact_move_values(&board));
    assert_eq!(last.best_score(), Some(0));
    let best: Vec<Square> = last.best().collect();
    let zero: Vec<Square> = last
        .moves
        .iter()
        .filter(|m| m.score == 0)
        .map(|m| m.square)
        .collect();
    assert_eq!(best, zero);
    assert!(best.len() >= 2 && best.contains(&perfect_move(42)));
    assert_eq!(last.value(perfect_move(42)).map(|m| m.score), Some(0));
}

#[test]
fn hints_outside_the_exact_range_stop_at_the_node_budget() {
    let board = perfect_after(20);
    let limits = HintLimits {
        nodes: 300_000,
        ..HintLimits::default()
    };
    let (steps, last) = hints(&mut Searcher::new(), &board, limits);
    let depths: Vec<u32> = steps.iter().map(|h| h.depth).collect();
    assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>());
    assert!(depths.len() >= 3 && depths.len() < 40, "depths {depths:?}");
    assert_eq!(Some(&last), steps.last());
    assert!(!last.is_exact());
    assert!(last.moves.len() as u32 == board.legal_moves().count());
}

#[test]
fn the_stop_flag_ends_hints_after_the_current_depth() {
    let board = perfect_after(40);
    let mut s = Searcher::new();
    let stop = s.stop_flag();
    let last = s.hints(&board, HintLimits::default(), &mut |h| {
        if h.depth == 2 {
            stop.store(true, Ordering::Relaxed);
        }
    });
    assert_eq!(last.depth, 2);
    assert!(last.moves.iter().all(|m| !m.exact));
}

#[test]
fn a_position_that_must_pass_has_no_hints() {
    // White to move with only b1 among Black's discs and c1 empty: White cannot move.
    let board = Board::from_colors(!0b110, 0b10, Color::White).unwrap();
    assert!(board.must_pass());
    let (steps, last) = hints(&mut Searcher::new(), &board, HintLimits::default());
    assert!(steps.is_empty() && last.moves.is_empty() && !last.is_exact());
}

/// The review of `moves` from `start`, checking that the reports match the result.
fn review(
    s: &mut Searcher,
    start: &Board,
    moves: &[Move],
    settings: &ReviewSettings,
) -> GameReview {
    let mut reported = Vec::new();
    let r = s
        .review_game(start, moves, settings, &mut |m| reported.push(m.clone()))
        .unwrap();
    assert!(r.complete);
    assert_eq!(r.moves, reported);
    r
}

#[test]
fn the_perfect_game_reviews_against_minimax_then_exactly_without_a_loss() {
    let game = replay(PERFECT, Color::Black).unwrap();
    let settings = ReviewSettings {
        depth: 3,
        exact_empties: 14,
        first_depth: 0,
    };
    let r = review(
        &mut Searcher::new(),
        &game.start_board(),
        game.moves(),
        &settings,
    );
    assert_eq!(r.moves.len(), 60);
    assert_eq!(r.final_score, Some(0));
    let mut board = game.start_board();
    for (i, m) in r.moves.iter().enumerate() {
        assert_eq!(
            (m.index, m.color, m.played),
            (i, board.side_to_move(), perfect_move(i))
        );
        let empties = board.empties().count();
        if empties <= 14 {
            assert!(m.exact && m.depth == empties);
            assert_eq!(
                (m.played_score, m.best_score, m.loss, m.black_score),
                (0, 0, 0, 0)
            );
            assert!(m.best.contains(&m.played));
        } else {
            let values = expected(&board, |c| {
                discs(-minimax(c.player(), c.opponent(), 2, false))
            });
            let best = values.iter().map(|v| v.1).max().unwrap();
            let best_moves: Vec<Square> =
                values.iter().filter(|v| v.1 == best).map(|v| v.0).collect();
            let played = values.iter().find(|v| v.0 == m.played).unwrap().1;
            assert!(!m.exact && m.depth == 3);
            assert_eq!((m.played_score, m.best_score), (played, best), "move {i}");
            assert_eq!(m.best, best_moves, "move {i}");
            assert_eq!(m.loss, best - played);
            // The graph's value: the mean of depths 2 and 3, from Black's side.
            let (p, o) = (board.player(), board.opponent());
            let mean = discs((minimax(p, o, 2, false) + minimax(p, o, 3, false)) / 2);
            let sign = if m.color == Color::Black { 1 } else { -1 };
            assert_eq!(m.black_score, sign * mean, "move {i}");
        }
        assert_eq!(m.class, Class::of(m.loss));
        board = board.play(m.played).unwrap();
    }
    let losses = |c: Color| {
        r.moves
            .iter()
            .filter(|m| m.color == c)
            .map(|m| m.loss)
            .sum::<i32>()
    };
    assert_eq!(r.black.total_loss, losses(Color::Black));
    assert_eq!(r.white.total_loss, losses(Color::White));
    assert_eq!((r.black.moves, r.white.moves), (30, 30));
}

#[test]
fn a_known_blunder_is_marked_with_its_exact_loss() {
    // At 14 empties the perfect game plays a3 (worth 0); play the worst move instead, then
    // let the solver finish the game perfectly.
    let blunder_at = 46;
    let board = perfect_after(blunder_at);
    let mut solver = Searcher::new();
    let values = expected(&board, |c| solved(&mut solver, c));
    assert_eq!(values.iter().map(|v| v.1).max(), Some(0));
    let &(worst, worst_value) = values.iter().min_by_key(|v| v.1).unwrap();
    let loss = -worst_value;
    assert!(loss >= BLUNDER_DISCS, "the worst move loses only {loss}");
    let mut game = replay(&PERFECT[..2 * blunder_at], Color::Black).unwrap();
    game.play(Move::Place(worst)).unwrap();
    while !game.is_over() {
        let best = solver.solve(&game.board()).best;
        game.play(best).unwrap();
    }
    // Reviewed from 20 empties, every move is judged exactly.
    let from = 40;
    let start = perfect_after(from);
    let r = review(
        &mut Searcher::new(),
        &start,
        &game.moves()[from..],
        &ReviewSettings::default(),
    );
    let reviews = &r.moves;
    assert!(reviews.iter().all(|m| m.exact));
    let blunder = reviews
        .iter()
        .find(|m| m.index == blunder_at - from)
        .unwrap();
    assert_eq!(blunder.played, worst);
    assert_eq!(
        (blunder.played_score, blunder.best_score, blunder.loss),
        (worst_value, 0, loss)
    );
    assert_eq!(blunder.class, Class::Blunder);
    assert!(blunder.best.contains(&perfect_move(blunder_at)));
    assert!(reviews
        .iter()
        .filter(|m| m.index != blunder.index)
        .all(|m| m.loss == 0));
    let (bad, good) = match blunder.color {
        Color::Black => (r.black, r.white),
        Color::White => (r.white, r.black),
    };
    assert_eq!(
        (bad.blunders, bad.mistakes, bad.inaccuracies, bad.total_loss),
        (1, 0, 0, loss)
    );
    assert_eq!((good.blunders, good.total_loss), (0, 0));
    let end = game.board();
    let (black, white) = (end.black().0, end.white().0);
    assert_eq!(r.final_score, Some(final_score(black, white)));
    // The blunderer's opponent is now winning by exactly the loss.
    let sign = if blunder.color == Color::Black { 1 } else { -1 };
    assert_eq!(r.final_score, Some(-sign * loss));
}

/// A seeded random game that contains a forced pass.
fn game_with_a_pass() -> Game {
    for seed in 0.. {
        let mut game = Game::default();
        let mut rng = reversi::engine::rng::Rng::new(seed);
        while !game.is_over() {
            let moves: Vec<Square> = game.board().legal_moves().squares().collect();
            game.play(Move::Place(moves[rng.below(moves.len())]))
                .unwrap();
        }
        if game.moves().contains(&Move::Pass) {
            return game;
        }
    }
    unreachable!()
}

#[test]
fn a_review_skips_forced_passes_and_keeps_the_game_indices() {
    let game = game_with_a_pass();
    let settings = ReviewSettings {
        depth: 2,
        exact_empties: 10,
        first_depth: 0,
    };
    let reviews = review(
        &mut Searcher::new(),
        &game.start_board(),
        game.moves(),
        &settings,
    )
    .moves;
    let placed: Vec<(usize, Square)> = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.square().map(|sq| (i, sq)))
        .collect();
    let got: Vec<(usize, Square)> = reviews.iter().map(|m| (m.index, m.played)).collect();
    assert_eq!(got, placed);
}

#[test]
fn a_review_refuses_an_illegal_move_and_stops_on_the_flag() {
    let game = replay(PERFECT, Color::Black).unwrap();
    let start = game.start_board();
    let mut moves = game.moves().to_vec();
    moves[5] = moves[4];
    let mut s = Searcher::new();
    let settings = ReviewSettings::default();
    let err = s
        .review_game(&start, &moves, &settings, &mut |_| {})
        .unwrap_err();
    assert_eq!((err.index, err.mv), (5, moves[5]));
    moves[5] = Move::Pass;
    assert_eq!(
        s.review_game(&start, &moves, &settings, &mut |_| {})
            .unwrap_err()
            .index,
        5
    );
    let stop = s.stop_flag();
    let mut seen = 0;
    let r = s
        .review_game(&start, game.moves(), &settings, &mut |_| {
            seen += 1;
            if seen == 3 {
                stop.store(true, Ordering::Relaxed);
            }
        })
        .unwrap();
    assert!(!r.complete);
    assert_eq!(r.moves.len(), 3);
}

#[test]
fn evaluations_are_from_blacks_view_exact_near_the_end_and_smoothed_before() {
    let mut s = Searcher::new();
    let settings = ReviewSettings {
        depth: 3,
        exact_empties: 12,
        first_depth: 0,
    };
    for b in boards(4, 6..=12, 8) {
        let e = s.evaluation(&b, &settings);
        let exact = brute_force(b.player(), b.opponent(), false);
        let sign = if b.side_to_move() == Color::Black {
            1
        } else {
            -1
        };
        assert_eq!((e.black_score, e.exact), (sign * exact, true));
    }
    for b in boards(5, 30..=44, 8) {
        let e = s.evaluation(&b, &settings);
        let (p, o) = (b.player(), b.opponent());
        let mean = discs((minimax(p, o, 2, false) + minimax(p, o, 3, false)) / 2);
        let sign = if b.side_to_move() == Color::Black {
            1
        } else {
            -1
        };
        assert_eq!((e.black_score, e.exact, e.depth), (sign * mean, false, 3));
    }
    let over = replay(PERFECT, Color::Black).unwrap().board();
    assert_eq!(s.evaluation(&over, &settings).black_score, 0);
    // White must pass; Black then takes b1 with c1 and owns the whole board.
    let must_pass = Board::from_colors(!0b110, 0b10, Color::White).unwrap();
    let e = s.evaluation(&must_pass, &settings);
    assert_eq!((e.black_score, e.exact), (64, true));
    assert_eq!(s.evaluation(&must_pass.pass(), &settings), e);
}

#[test]
fn hints_after_a_pruned_search_are_those_of_a_fresh_searcher() {
    // Expert prunes forward (Multi-ProbCut); an analysis that follows it in the same worker
    // must not inherit its margins.
    let board = perfect_after(16);
    let limits = HintLimits {
        max_depth: 7,
        exact_empties: 0,
        ms: u64::MAX,
        exact_ms: u64::MAX,
        nodes: u64::MAX,
    };
    let fresh = hints(&mut Searcher::new(), &board, limits).1;
    let mut s = Searcher::new();
    s.choose(
        &board,
        reversi::engine::search::Level::Expert,
        1,
        &mut |_| {},
    );
    let after = hints(&mut s, &board, limits).1;
    assert_eq!(after.depth, 7);
    // The same values from the same tree: no node pruned that the fresh search kept.
    assert_eq!(after.moves, fresh.moves);
    assert_eq!(after.nodes, fresh.nodes);
}

#[test]
fn hint_values_settle_from_one_depth_to_the_next() {
    // Positions of the three analysis games at 44 to 26 empties: the midgame range, where a
    // single depth's values swing with its parity.
    let text = std::fs::read_to_string("tests/data/analysis-games.txt").unwrap();
    let limits = HintLimits {
        max_depth: 10,
        exact_empties: 0,
        ..HintLimits::default()
    };
    let (mut updates, mut swings) = (0, Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('%')) {
        let moves = line.split_whitespace().nth(1).unwrap();
        for empties in [44, 38, 32, 26] {
            let board = replay(&moves[..2 * (60 - empties)], Color::Black)
                .unwrap()
                .board();
            let (steps, _) = hints(&mut Searcher::new(), &board, limits);
            // From depth 6 on: what the browser shows after its first fraction of a second.
            for pair in steps.windows(2).filter(|w| w[0].depth >= 6) {
                for m in &pair[1].moves {
                    let before = pair[0].value(m.square).unwrap().score;
                    updates += 1;
                    if (m.score - before).abs() > 2 {
                        swings.push((empties, m.square, before, m.score));
                    }
                }
            }
        }
    }
    assert!(updates > 300, "only {updates} updates");
    // A rare swing is a search finding something; parity makes one update in five swing.
    assert!(
        swings.len() * 50 <= updates,
        "{} of {updates} updates moved by more than 2 discs: {swings:?}",
        swings.len()
    );
}

/// The e2e specs' blunder game: the perfect line until Black's b8 at move 47 (a3 keeps the
/// draw), then played out.
const BLUNDER_GAME: &str = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7b8h7g7a3a4a8c1a1a2h8h6h2g2h1";

#[test]
fn the_reviews_best_move_is_the_best_of_the_exact_values_of_its_position() {
    // From 20 empties the review judges exactly: its best moves, and the values the board
    // and the panel show beside the move played, are the exact values' best.
    let game = replay(BLUNDER_GAME, Color::Black).unwrap();
    let from = 40;
    let start = replay(&BLUNDER_GAME[..2 * from], Color::Black)
        .unwrap()
        .board();
    let r = review(
        &mut Searcher::new(),
        &start,
        &game.moves()[from..],
        &ReviewSettings::default(),
    );
    let mut solver = Searcher::new();
    let mut board = start;
    let mut marked = 0;
    for m in &r.moves {
        let values = solver.exact_move_values(&board);
        let best = values.iter().map(|v| v.score).max().unwrap();
        let best_moves: BTreeSet<Square> = values
            .iter()
            .filter(|v| v.score == best)
            .map(|v| v.square)
            .collect();
        let played = values.iter().find(|v| v.square == m.played).unwrap().score;
        assert_eq!(m.best.iter().copied().collect::<BTreeSet<_>>(), best_moves);
        assert_eq!((m.best_score, m.played_score), (best, played));
        marked += usize::from(m.class != Class::Best);
        board = board.play(m.played).unwrap();
        if board.must_pass() {
            board = board.pass();
        }
    }
    // b8 is among them, a blunder whose best move is a3.
    assert!(marked >= 1);
    let b8 = &r.moves[46 - from];
    assert_eq!(b8.played, "b8".parse::<Square>().unwrap());
    assert_eq!(
        (b8.class, b8.best.clone()),
        (Class::Blunder, vec!["a3".parse().unwrap()])
    );
}

// Each hint's line, as the engine finds it (issue 65): legal from the position move by move,
// 5 to 12 moves unless the game ends sooner, the hinted move first; and where the values are
// proven and the line reaches the end, its final disc count is the hint's exact value, which
// brute force confirms. On this thread, on threads sharing their tables, and on threads with
// tables of their own as the browser's workers have.

/// The three searchers a hint may run on.
fn searchers() -> [(&'static str, Searcher); 3] {
    [
        ("serial", Searcher::new()),
        ("threads", Searcher::with_threads(2)),
        ("workers", Searcher::with_threads_apart(2)),
    ]
}

/// Plays `line` from `board`, passing where the side to move must (a transcript leaves passes
/// out); panics at an illegal move. The position at the end.
fn play_line(board: &Board, line: &[Square], what: &str) -> Board {
    let mut b = *board;
    for (i, &sq) in line.iter().enumerate() {
        if b.must_pass() && !b.is_game_over() {
            b = b.pass();
        }
        b = b
            .play(sq)
            .unwrap_or_else(|| panic!("{what}: move {i} ({sq}) of {line:?} is illegal"));
    }
    b
}

/// Every hint's line is legal, starts with its move and is 5 to 12 moves long unless the game
/// ends first; returns the lines' end positions with the values.
fn check_lines(board: &Board, hints: &Hints, what: &str) -> Vec<(Board, i32, bool)> {
    assert_eq!(
        hints.moves.len(),
        board.legal_moves().count() as usize,
        "{what}"
    );
    hints
        .moves
        .iter()
        .map(|m| {
            let line: Vec<Square> = m.line.squares().collect();
            assert_eq!(line.first(), Some(&m.square), "{what}: {line:?}");
            let end = play_line(board, &line, what);
            assert!(line.len() <= MAX_LINE, "{what}: {line:?}");
            assert!(
                line.len() >= MIN_LINE || end.is_game_over(),
                "{what}: {} is {line:?}, short while the game goes on",
                m.square
            );
            (end, m.score, m.exact)
        })
        .collect()
}

/// The final disc difference of a finished `board` for `color` (empties to the winner).
fn final_for(board: &Board, color: Color) -> i32 {
    let (p, o) = if board.side_to_move() == color {
        (board.player(), board.opponent())
    } else {
        (board.opponent(), board.player())
    };
    final_score(p, o)
}

#[test]
fn midgame_hints_carry_legal_lines_of_five_to_twelve_moves_from_their_move() {
    let limits = HintLimits {
        max_depth: 6,
        exact_empties: 0,
        ..HintLimits::default()
    };
    let mut positions = boards(65, 30..=52, 4);
    positions.push(perfect_after(20));
    for (name, mut s) in searchers() {
        for board in &positions {
            let hints = s.hints(board, limits, &mut |_| {});
            assert_eq!(hints.depth, 6, "{name}");
            check_lines(board, &hints, name);
        }
    }
}

#[test]
fn every_step_of_a_hint_search_has_its_lines() {
    let board = boards(7, 40..=44, 1)[0];
    let limits = HintLimits {
        max_depth: 5,
        exact_empties: 0,
        ..HintLimits::default()
    };
    let (_, mut s) = searchers().into_iter().nth(2).unwrap();
    let mut steps = Vec::new();
    s.hints(&board, limits, &mut |h| steps.push(h.clone()));
    assert_eq!(steps.len(), 5);
    for (depth, step) in steps.iter().enumerate() {
        check_lines(&board, step, &format!("depth {}", depth + 1));
    }
}

#[test]
fn an_exact_hints_line_ends_on_its_value_which_brute_force_confirms() {
    let mut positions = boards(3, 8..=10, 6);
    positions.push(perfect_after(50));
    for (name, mut s) in searchers() {
        for board in &positions {
            let hints = s.hints(board, HintLimits::default(), &mut |_| {});
            assert!(hints.is_exact(), "{name}");
            let mover = board.side_to_move();
            for (end, score, _) in check_lines(board, &hints, name) {
                assert!(end.is_game_over(), "{name}: at most 10 moves reach the end");
                assert_eq!(final_for(&end, mover), score, "{name}: {board}");
            }
            for m in &hints.moves {
                let child = board.play(m.square).unwrap();
                let (p, o) = (child.player(), child.opponent());
                assert_eq!(-brute_force(p, o, false), m.score, "{name}: {}", m.square);
            }
        }
    }
}

#[test]
fn an_exact_hints_line_keeps_its_value_past_twelve_empties() {
    // 16 empties: the lines stop at twelve moves, each reply proven to hold the value, so
    // brute force at the line's end (four empties) gives the move's value back.
    let board = perfect_after(44);
    let (_, mut s) = searchers().into_iter().nth(2).unwrap();
    let hints = s.hints(&board, HintLimits::default(), &mut |_| {});
    assert!(hints.is_exact());
    let mover = board.side_to_move();
    for (end, score, _) in check_lines(&board, &hints, "16 empties") {
        let (p, o) = (end.player(), end.opponent());
        let value = brute_force(p, o, false);
        let value = if end.side_to_move() == mover {
            value
        } else {
            -value
        };
        assert_eq!(value, score, "{end}");
    }
}
