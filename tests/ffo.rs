//! FFO endgame positions #40-#44: exact scores and best moves. Slow in debug builds, so
//! ignored by default; `cargo test --release -- --ignored` runs it.

use reversi::engine::search::Searcher;
use reversi::engine::Board;

const DATA: &str = include_str!("data/ffo-40-59.obf");

#[test]
#[ignore = "slow: exact FFO solves; scripts/test runs it in release"]
fn ffo_40_to_44_exact_scores_and_best_moves() {
    let mut searcher = Searcher::new();
    let lines: Vec<&str> = DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('%'))
        .take(5)
        .collect();
    assert_eq!(lines.len(), 5);
    for (i, line) in lines.iter().enumerate() {
        let mut parts = line.split(';');
        let board = parts.next().unwrap().parse::<Board>().unwrap();
        let scored: Vec<(String, i32)> = parts
            .filter_map(|p| p.trim().split_once(':'))
            .map(|(m, s)| (m.to_ascii_lowercase(), s.parse().unwrap()))
            .collect();
        let best = scored.iter().map(|s| s.1).max().unwrap();
        let r = searcher.solve(&board);
        assert!(r.exact);
        assert_eq!(r.score, best, "FFO #{}", 40 + i);
        let chosen = r.best.to_string();
        assert!(
            scored.iter().any(|(m, s)| *m == chosen && *s == best),
            "FFO #{}: {chosen} is not a best move",
            40 + i
        );
    }
}
