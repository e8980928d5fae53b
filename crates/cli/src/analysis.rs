//! The commands of the analysis engine: hints and game review.

use super::args::{Hints as HintsArgs, Review as ReviewArgs};
use crate::engine::{Color, Game};
use std::io::Write;
use std::time::Instant;

/// `hints`: every legal move's value after a transcript, printed at each step of the hint
/// search with the time since it began; then the times to the first and to the exact values.
pub fn hints(args: &HintsArgs, game: &Game, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::search::analysis::{HintLimits, Hints};
    let io = |e: std::io::Error| e.to_string();
    let defaults = HintLimits::default();
    let limits = HintLimits {
        max_depth: args.depth.unwrap_or(defaults.max_depth),
        exact_empties: args.exact.unwrap_or(defaults.exact_empties),
        ms: args.ms.unwrap_or(defaults.ms),
        exact_ms: args.ms.unwrap_or(defaults.exact_ms),
        nodes: defaults.nodes,
    };
    let board = game.board();
    writeln!(
        out,
        "{} to move, {} empties",
        board.side_to_move().title(),
        board.empties().count()
    )
    .map_err(io)?;
    // The worker holds its searcher between requests, so the clock starts after creating it.
    let mut searcher = args.threads.searcher();
    let start = Instant::now();
    let (mut first_ms, mut exact_ms) = (None, None);
    let mut lines = Vec::new();
    let result = searcher.hints(&board, limits, &mut |h: &Hints| {
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        first_ms.get_or_insert(ms);
        if h.is_exact() {
            exact_ms.get_or_insert(ms);
        }
        let values: Vec<String> = h
            .moves
            .iter()
            .map(|m| {
                let mark = if m.exact { "=" } else { "" };
                format!("{}{mark}{:+}", m.square, m.score)
            })
            .collect();
        lines.push(format!(
            "ms {ms:.0} depth {} nodes {} {}",
            h.depth,
            h.nodes,
            values.join(" ")
        ));
    });
    for line in lines {
        writeln!(out, "{line}").map_err(io)?;
    }
    let best: Vec<String> = result.best().map(|s| s.to_string()).collect();
    let show = |ms: Option<f64>| ms.map_or("-".to_string(), |ms| format!("{ms:.0}"));
    writeln!(
        out,
        "best {} {:+}{} first-values-ms {} exact-values-ms {} total-ms {:.0}",
        best.join("/"),
        result.best_score().unwrap_or(0),
        if result.is_exact() { " exact" } else { "" },
        show(first_ms),
        show(exact_ms),
        start.elapsed().as_secs_f64() * 1000.0
    )
    .map_err(io)
}

/// `review`: each move of a transcript against the best move, with times, then the
/// per-player summary and the total time.
pub fn review(args: &ReviewArgs, game: &Game, out: &mut dyn Write) -> Result<(), String> {
    use crate::engine::search::analysis::{MoveReview, ReviewSettings};
    let io = |e: std::io::Error| e.to_string();
    let defaults = ReviewSettings::default();
    let settings = ReviewSettings {
        depth: args.depth.unwrap_or(defaults.depth),
        exact_empties: args.exact.unwrap_or(defaults.exact_empties),
        first_depth: 0,
    };
    let mut searcher = args.threads.searcher();
    let start = Instant::now();
    let mut last = 0.0;
    let mut lines = Vec::new();
    let review = searcher
        .review_game(
            &game.start_board(),
            game.moves(),
            &settings,
            &mut |m: &MoveReview| {
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                let best: Vec<String> = m.best.iter().map(|s| s.to_string()).collect();
                lines.push(format!(
                    "{:>2} {} {} {:+} best {} {:+} loss {} {} {} {} graph {:+} ms {:.0}",
                    m.index + 1,
                    m.color.name(),
                    m.played,
                    m.played_score,
                    best.join("/"),
                    m.best_score,
                    m.loss,
                    m.class.name(),
                    if m.exact { "exact" } else { "depth" },
                    m.depth,
                    m.black_score,
                    ms - last
                ));
                last = ms;
            },
        )
        .map_err(|e| e.to_string())?;
    for line in lines {
        writeln!(out, "{line}").map_err(io)?;
    }
    for (color, s) in [(Color::Black, review.black), (Color::White, review.white)] {
        writeln!(
            out,
            "{} moves {} inaccuracies {} mistakes {} blunders {} average-loss {:.2}",
            color.name(),
            s.moves,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.average_loss()
        )
        .map_err(io)?;
    }
    writeln!(
        out,
        "final {} moves {} depth {} exact-empties {} total-ms {:.0}",
        review.final_score.map_or("-".into(), |s| format!("{s:+}")),
        review.moves.len(),
        settings.depth,
        settings.exact_empties,
        start.elapsed().as_secs_f64() * 1000.0
    )
    .map_err(io)
}
