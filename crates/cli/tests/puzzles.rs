//! The shipped puzzles against fresh exact solves (a sample here, all of them in the slow
//! suite), their variety under the board's symmetries, the band rule on hand-made cases, the
//! file's round trip and refusals, and the CLI's `puzzles show`.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/cli.rs"]
mod run_cli;

use reversi_cli::Failure;
use reversi_engine::masks::child;
use reversi_engine::movegen::flips;
use reversi_engine::puzzles::band::{band, points, UNFOUND};
use reversi_engine::puzzles::{
    canonical, decode, encode, next_unsolved, of_the_day, place, step, transform, Band, FileError,
    Puzzle, Verdict, EMPTIES,
};
use reversi_engine::search::context::Context;
use reversi_engine::search::Searcher;
use reversi_engine::symmetry::Symmetry;
use reversi_engine::{Board, Color, Game, Move, Square};
use reversi_rules::session::puzzle::{PuzzleRun, PERFECT};
use reversi_train::puzzles::{collect, greedy_moves, read_progress, write_game};
use run_cli::cli;
use std::collections::HashSet;

const SHIPPED: &[u8] = include_bytes!("../../engine/src/puzzles/puzzles.bin");

/// The fewest puzzles the shipped file may hold: the 300 the practice issue asks for
/// (docs/puzzles.md gives the game ranges of the committed file).
const MIN_PUZZLES: usize = 300;

/// The fewest puzzles each band must hold.
const MIN_PER_BAND: usize = 5;

fn shipped() -> Vec<Puzzle> {
    decode(SHIPPED).expect("the shipped puzzle file reads")
}

/// Every move's exact value by the solver's own alpha-beta on each child, full window.
fn fresh_values(board: &Board) -> Vec<(Square, i8)> {
    let mut ctx = Context::new(18);
    let (p, o) = (board.player(), board.opponent());
    let mut values: Vec<(Square, i8)> = board
        .legal_moves()
        .squares()
        .map(|sq| {
            let f = flips(p, o, u32::from(sq.index()));
            let (cp, co) = child(p, o, sq.index(), f);
            (sq, -ctx.solve(cp, co, -65, 65, false) as i8)
        })
        .collect();
    values.sort_by_key(|m| (std::cmp::Reverse(m.1), m.0));
    values
}

fn check_against_fresh_solves(puzzles: &[Puzzle]) {
    for (i, puzzle) in puzzles.iter().enumerate() {
        assert_eq!(
            puzzle.moves,
            fresh_values(&puzzle.board),
            "puzzle {}: {}",
            i + 1,
            puzzle.ffo_line()
        );
    }
}

#[test]
fn a_sample_of_the_shipped_puzzles_matches_fresh_exact_solves() {
    let puzzles = shipped();
    // Every 7th, those with 16 empties or fewer, to keep it quick.
    let sample: Vec<Puzzle> = puzzles
        .iter()
        .enumerate()
        .filter(|(i, p)| i % 7 == 0 && p.empties() <= 16)
        .map(|(_, p)| p.clone())
        .collect();
    assert!(sample.len() >= 5, "{}", sample.len());
    check_against_fresh_solves(&sample);
}

#[test]
#[ignore = "slow: solves every shipped puzzle again (run with --ignored)"]
fn every_shipped_puzzle_matches_a_fresh_exact_solve() {
    check_against_fresh_solves(&shipped());
}

#[test]
fn the_shipped_puzzles_teach_and_differ() {
    let puzzles = shipped();
    assert!(puzzles.len() >= MIN_PUZZLES, "{}", puzzles.len());
    let mut seen = HashSet::new();
    for (i, p) in puzzles.iter().enumerate() {
        let n = i + 1;
        assert!(seen.insert(canonical(&p.board)), "puzzle {n} repeats one");
        assert!(EMPTIES.contains(&p.empties()), "puzzle {n}");
        let best: Vec<Square> = p.best_moves().collect();
        assert!(best.len() <= 2, "puzzle {n}");
        assert!(p.keepers() <= 3, "puzzle {n}");
        let greedy = greedy_moves(&p.board);
        assert!(best.iter().all(|sq| !greedy.contains(sq)), "puzzle {n}");
        assert!(p.depth >= 3, "puzzle {n}: a depth-2 search finds it");
    }
    for b in Band::ALL {
        let count = puzzles.iter().filter(|p| p.band() == b).count();
        assert!(count >= MIN_PER_BAND, "band {}: {count}", b.name());
    }
}

#[test]
fn the_band_rule_adds_its_points() {
    // Few empties, two moves keep the result, a depth-3 search finds it: no points.
    assert_eq!(points(8, 2, 3), 0);
    assert_eq!(band(12, 3, 4), Band::Easy);
    // One point each: still easy.
    assert_eq!(band(13, 2, 3), Band::Easy);
    assert_eq!(band(8, 1, 3), Band::Easy);
    assert_eq!(band(8, 2, 5), Band::Easy);
    // Two points.
    assert_eq!(band(18, 2, 4), Band::Medium);
    assert_eq!(band(13, 1, 4), Band::Medium);
    assert_eq!(band(12, 2, 9), Band::Medium);
    // Three.
    assert_eq!(band(22, 1, 3), Band::Hard);
    assert_eq!(band(17, 1, 8), Band::Hard);
    assert_eq!(band(8, 1, UNFOUND), Band::Hard);
    // Four and five.
    assert_eq!(band(18, 1, 5), Band::Expert);
    assert_eq!(band(13, 1, 9), Band::Expert);
    assert_eq!(points(22, 1, UNFOUND), 5);
    assert_eq!(band(22, 1, UNFOUND), Band::Expert);
    for b in Band::ALL {
        assert_eq!(Band::from_name(b.name()), Some(b));
    }
}

/// A hand-made puzzle: White to move on a filled board but for 10 squares (moves read from
/// the position; values made up, since only the file is under test).
fn hand_made() -> Puzzle {
    let board = "XXXXXXXO XXXXXXOO XXXXXOXO XXXXOXXO XXXOXXXO XXOXXXXO X---O--- ------O- O"
        .parse::<Board>()
        .expect("a board");
    let moves: Vec<(Square, i8)> = board
        .legal_moves()
        .squares()
        .zip([6, 2, -4, -10, -12, -20, -30, -40].iter().cycle())
        .map(|(sq, &v)| (sq, v))
        .collect();
    let mut moves = moves;
    moves.sort_by_key(|m| (std::cmp::Reverse(m.1), m.0));
    Puzzle {
        board,
        moves,
        depth: 4,
    }
}

#[test]
fn the_file_round_trips_and_refuses_damage() {
    let p = hand_made();
    assert!(p.moves.len() >= 3, "{}", p.ffo_line());
    let other = Puzzle {
        board: transform(&p.board, Symmetry::QuarterTurn),
        moves: {
            let mut m: Vec<(Square, i8)> = p
                .moves
                .iter()
                .map(|&(sq, v)| (Symmetry::QuarterTurn.apply(sq), v))
                .collect();
            m.sort_by_key(|m| (std::cmp::Reverse(m.1), m.0));
            m
        },
        depth: UNFOUND,
    };
    let bytes = encode(&[p.clone(), other.clone()]);
    assert_eq!(decode(&bytes), Ok(vec![p.clone(), other]));
    assert_eq!(decode(&[]), Err(FileError::Empty));
    assert_eq!(decode(&encode(&[])), Err(FileError::Empty));
    assert_eq!(decode(b"RVP"), Err(FileError::Truncated));
    assert_eq!(decode(b"PK\x03\x04 not ours"), Err(FileError::NotPuzzles));
    for cut in [6, 20, bytes.len() / 2, bytes.len() - 1] {
        assert!(decode(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut flipped = bytes.clone();
    flipped[12] ^= 0x10;
    assert_eq!(decode(&flipped), Err(FileError::Damaged));
    // A move that is not legal, checksum made good: refused by what it says.
    let mut wrong = p.clone();
    wrong.moves[0].0 = "a1".parse::<Square>().expect("a1");
    assert!(matches!(
        decode(&encode(&[wrong])),
        Err(FileError::Invalid(1, _))
    ));
    let mut unsorted = p.clone();
    unsorted.moves.swap(0, 1);
    assert!(matches!(
        decode(&encode(&[p, unsorted])),
        Err(FileError::Invalid(2, _))
    ));
}

#[test]
fn moves_are_judged_against_the_best() {
    let p = hand_made();
    let value = |v: i8| {
        p.moves
            .iter()
            .find(|m| m.1 == v)
            .expect("a move of that value")
            .0
    };
    assert_eq!(p.judge(value(6)), Some((Verdict::Best, 0)));
    assert_eq!(p.judge(value(2)), Some((Verdict::Good, 4)));
    assert_eq!(p.judge(value(-4)), Some((Verdict::Wrong, 10)));
    assert_eq!(p.judge("a1".parse::<Square>().expect("a1")), None);
    assert_eq!(p.keepers(), 2);
    assert_eq!(Puzzle::from_ffo(&p.ffo_line(), 4), Some(p.clone()));
    assert_eq!(Puzzle::from_ffo("XXO; a1:+2", 4), None);
}

#[test]
fn symmetric_positions_share_one_key() {
    let p = hand_made();
    let keys: HashSet<(u64, u64)> = Symmetry::ALL
        .iter()
        .map(|&s| canonical(&transform(&p.board, s)))
        .collect();
    assert_eq!(keys.len(), 1);
    let moved = p.board.play(p.moves[0].0).expect("a legal move");
    assert_ne!(canonical(&moved), canonical(&p.board));
}

#[test]
fn the_puzzle_of_the_day_visits_every_puzzle() {
    for count in [1, 7, 300, 7919 * 2] {
        let days: HashSet<usize> = (0..count as u64)
            .map(|d| of_the_day(20_000 + d, count).expect("a puzzle"))
            .collect();
        assert_eq!(days.len(), count);
    }
    assert_eq!(of_the_day(5, 0), None);
    assert_ne!(of_the_day(20_000, 300), of_the_day(20_001, 300));
}

#[test]
fn progress_keeps_finished_games_and_drops_a_cut_one() {
    let p = hand_made();
    let mut text = Vec::new();
    write_game(&mut text, 0, std::slice::from_ref(&p)).expect("written");
    write_game(&mut text, 1, &[]).expect("written");
    write_game(&mut text, 2, &[p.clone(), p.clone()]).expect("written");
    let whole = read_progress(&mut text.as_slice()).expect("read");
    assert_eq!(whole.len(), 3);
    // Symmetric copies count once.
    assert_eq!(collect(&whole, 10), vec![p.clone()]);
    let cut = &text[..text.len() - 5];
    let games = read_progress(&mut &cut[..]).expect("read");
    assert_eq!(games.iter().map(|g| g.0).collect::<Vec<_>>(), vec![0, 1]);
}

#[test]
fn show_prints_an_ffo_line_and_refuses_a_number_out_of_range() {
    let puzzles = shipped();
    let line = cli(&["puzzles", "show", "1"]).expect("puzzle 1");
    assert_eq!(line.trim_end(), puzzles[0].ffo_line());
    // The FFO form: 64 squares, the side, then `; f5:+2` per legal move.
    let (position, moves) = line.split_once(';').expect("moves");
    assert_eq!(position.len(), 66);
    assert_eq!(moves.split(';').count(), puzzles[0].moves.len());
    let last = puzzles.len().to_string();
    assert!(cli(&["puzzles", "show", &last]).is_ok());
    let over = (puzzles.len() + 1).to_string();
    for n in ["0", over.as_str()] {
        match cli(&["puzzles", "show", n]) {
            Err(Failure::Input(m)) => assert!(m.contains(&format!("no puzzle {n}")), "{m}"),
            other => panic!("{n}: {other:?}"),
        }
    }
    let stats = cli(&["puzzles", "stats"]).expect("stats");
    assert!(
        stats.starts_with(&format!("puzzles {}\n", puzzles.len())),
        "{stats}"
    );
    assert_eq!(stats.lines().filter(|l| l.starts_with("band ")).count(), 4);
}

#[test]
fn stepping_stays_in_the_band_and_stops_at_its_ends() {
    let puzzles = shipped();
    let n = puzzles.len();
    assert_eq!(step(&puzzles, n - 2, None, true), Some(n - 1));
    assert_eq!(step(&puzzles, 1, None, false), Some(0));
    // No wrapping round: Previous at the first puzzle and Next at the last give nothing.
    assert_eq!(step(&puzzles, n - 1, None, true), None);
    assert_eq!(step(&puzzles, 0, None, false), None);
    for b in Band::ALL {
        let members: Vec<usize> = (0..n).filter(|&i| puzzles[i].band() == b).collect();
        let mut at = members[0];
        for &expected in members.iter().skip(1) {
            at = step(&puzzles, at, Some(b), true).expect("a puzzle of the band");
            assert_eq!(at, expected);
        }
        assert_eq!(
            step(&puzzles, at, Some(b), true),
            None,
            "past the band's last"
        );
        for &expected in members.iter().rev().skip(1) {
            at = step(&puzzles, at, Some(b), false).expect("a puzzle of the band");
            assert_eq!(at, expected);
        }
        assert_eq!(
            step(&puzzles, members[0], Some(b), false),
            None,
            "before the band's first"
        );
        // From a puzzle outside the band, the band's nearest on either side.
        let outside = (0..n)
            .find(|&i| puzzles[i].band() != b)
            .expect("other bands");
        assert_eq!(
            step(&puzzles, outside, Some(b), true),
            members.iter().copied().find(|&i| i > outside)
        );
        assert_eq!(
            step(&puzzles, outside, Some(b), false),
            members.iter().rev().copied().find(|&i| i < outside)
        );
    }
    let easy_only: Vec<Puzzle> = puzzles
        .iter()
        .filter(|p| p.band() == Band::Easy)
        .take(1)
        .cloned()
        .collect();
    assert_eq!(step(&easy_only, 0, Some(Band::Easy), true), None);
    assert_eq!(step(&easy_only, 0, Some(Band::Expert), true), None);
}

#[test]
fn players_start_on_the_easiest_unsolved_puzzle_and_count_within_the_band() {
    let puzzles = shipped();
    let easy: Vec<usize> = (0..puzzles.len())
        .filter(|&i| puzzles[i].band() == Band::Easy)
        .collect();
    assert_eq!(
        next_unsolved(&puzzles, |_| false),
        Some((easy[0], Band::Easy))
    );
    assert_eq!(
        next_unsolved(&puzzles, |i| i == easy[0] || i == easy[1]),
        Some((easy[2], Band::Easy))
    );
    let medium = (0..puzzles.len())
        .find(|&i| puzzles[i].band() == Band::Medium)
        .unwrap();
    assert_eq!(
        next_unsolved(&puzzles, |i| puzzles[i].band() == Band::Easy),
        Some((medium, Band::Medium)),
        "a finished band gives way to the next"
    );
    assert_eq!(next_unsolved(&puzzles, |_| true), None);
    assert_eq!(place(&puzzles, easy[2], Some(Band::Easy)), (3, easy.len()));
    assert_eq!(place(&puzzles, easy[2], None), (easy[2] + 1, puzzles.len()));
    assert_eq!(place(&puzzles, 0, None), (1, puzzles.len()));
}

#[test]
fn the_hint_region_is_the_quarter_of_a_best_move() {
    for puzzle in shipped() {
        let region = puzzle.hint_region();
        assert_eq!(region.count(), 16);
        let best = puzzle.best_moves().next().unwrap();
        assert!(region.contains(best));
        let corner = region.squares().next().unwrap();
        assert_eq!((corner.col() % 4, corner.row() % 4), (0, 0));
    }
}

/// The final disc difference of a finished game, the empties to the winner as the solver counts.
fn final_difference(board: &Board, side: Color) -> i32 {
    let diff = board.count(side) as i32 - board.count(side.opponent()) as i32;
    let empties = board.empties().count() as i32;
    diff + diff.signum() * empties
}

/// Perfect play's best move at `board`, as the browser's worker answers it.
fn perfect_move(searcher: &mut Searcher, board: &Board) -> Square {
    let hints = searcher.hints(board, PERFECT, &mut |_| {});
    assert!(hints.is_exact());
    let best = hints.best().next().expect("a move");
    best
}

/// A few quick shipped puzzles: those with 14 empties or fewer, every third.
fn quick_puzzles() -> Vec<(usize, Puzzle)> {
    let sample: Vec<(usize, Puzzle)> = shipped()
        .into_iter()
        .enumerate()
        .filter(|(i, p)| i % 3 == 0 && p.empties() <= 14)
        .collect();
    assert!(sample.len() >= 5, "{}", sample.len());
    sample
}

#[test]
fn the_solution_names_the_exact_answer_and_its_line_reaches_that_value() {
    let mut searcher = Searcher::new();
    for (i, puzzle) in quick_puzzles() {
        let mut run = PuzzleRun::new(i + 1, puzzle.clone());
        run.show_solution();
        let (answer, value) = run.answer().unwrap();
        let fresh = fresh_values(&puzzle.board);
        assert_eq!((answer, value), fresh[0], "puzzle {}", i + 1);
        assert_eq!(run.line(), &[answer]);
        while let Some(end) = run.line_end() {
            let sq = perfect_move(&mut searcher, &end);
            assert!(run.extend_line(end, sq));
        }
        while run.step(true) {}
        assert!(run.game().is_over());
        assert_eq!(
            final_difference(&run.game().board(), puzzle.board.side_to_move()),
            i32::from(value),
            "puzzle {}: the line ends on the answer's value",
            i + 1
        );
    }
}

#[test]
fn a_wrong_move_is_refuted_by_the_solvers_best_reply() {
    let mut searcher = Searcher::new();
    let mut refuted = 0;
    for (i, puzzle) in quick_puzzles() {
        let Some(&(wrong, value)) = puzzle
            .moves
            .iter()
            .find(|m| puzzle.judge(m.0).map(|j| j.0) == Some(Verdict::Wrong))
        else {
            continue;
        };
        let side = puzzle.board.side_to_move();
        let mut run = PuzzleRun::new(i + 1, puzzle.clone());
        run.choose(wrong);
        if !run.engine_to_move() {
            continue;
        }
        let after = run.game().board();
        let reply = perfect_move(&mut searcher, &after);
        let fresh = fresh_values(&after);
        assert_eq!(
            -i32::from(fresh[0].1),
            i32::from(value),
            "puzzle {}: the reply keeps the stored value",
            i + 1
        );
        let reply_value = fresh.iter().find(|m| m.0 == reply).map(|m| m.1);
        assert_eq!(reply_value, Some(fresh[0].1), "the reply is a best move");
        assert!(run.engine_plays(reply));
        let refutation = run.refutation().expect("a refutation");
        assert_eq!(
            (refutation.played, refutation.reply, refutation.value),
            (wrong, Some(Move::Place(reply)), value)
        );
        // Played out by perfect play on both sides, the refutation ends on that value.
        let mut game = Game::from_board(run.game().board());
        while !game.is_over() {
            let sq = perfect_move(&mut searcher, &game.board());
            game.play_square(sq).unwrap();
        }
        assert_eq!(final_difference(&game.board(), side), i32::from(value));
        refuted += 1;
    }
    assert!(refuted >= 3, "{refuted}");
}
