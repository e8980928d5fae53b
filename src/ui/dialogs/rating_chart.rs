//! The rating's history as a chart over games: a line from the starting rating through one
//! point per rated game, the levels whose ratings lie in its range drawn across it, and the
//! whole told in words for screen readers.

use crate::engine::search::Level;
use crate::i18n::{names, rating};
use crate::ui::state::AppState;
use crate::ui::svg_number::num;
use leptos::prelude::*;

/// The drawing's size in its own units; it scales to the dialog's width.
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 150.0;
/// The plot's edges: room on the left for the rating labels, below for the game count.
const LEFT: f64 = 40.0;
const RIGHT: f64 = 312.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 132.0;

/// The fewest rating points the chart spans, so that a flat history is not drawn as a cliff.
const MIN_SPAN: i32 = 100;

/// How many of the latest games the text alternative lists.
const LISTED: usize = 10;

/// The rating range shown: the history's, widened to [`MIN_SPAN`] and out to whole fifties.
fn range(ratings: &[i32]) -> (i32, i32) {
    let (lo, hi) = ratings
        .iter()
        .fold((i32::MAX, i32::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
    let widen = (MIN_SPAN - (hi - lo)).max(0);
    let (lo, hi) = (lo - widen / 2, hi + (widen - widen / 2));
    (lo.div_euclid(50) * 50, -(-hi).div_euclid(50) * 50)
}

/// The chart of `history` (the rating after each game) from `start`.
#[component]
pub fn RatingChart(
    /// The rating before the first game.
    start: i32,
    /// The rating after each game, rounded, in the order played.
    history: Vec<i32>,
) -> impl IntoView {
    let lang = AppState::get().lang;
    let games = history.len();
    let all: Vec<i32> = std::iter::once(start)
        .chain(history.iter().copied())
        .collect();
    let (lo, hi) = range(&all);
    let x = move |i: usize| LEFT + (RIGHT - LEFT) * i as f64 / games.max(1) as f64;
    let y = move |r: i32| BOTTOM - (BOTTOM - TOP) * f64::from(r - lo) / f64::from(hi - lo);
    let line = all
        .iter()
        .enumerate()
        .map(|(i, &r)| format!("{},{}", num(x(i)), num(y(r))))
        .collect::<Vec<_>>()
        .join(" ");
    // Many games make the points small enough to stay apart.
    let radius = if games > 60 { 1.5 } else { 3.0 };
    let extremes = history
        .iter()
        .fold((start, start), |(l, h), &r| (l.min(r), h.max(r)));
    let latest: Vec<(usize, i32)> = history
        .iter()
        .copied()
        .enumerate()
        .skip(games.saturating_sub(LISTED))
        .map(|(i, r)| (i + 1, r))
        .collect();
    let summary = move || rating::chart_summary(start, games, extremes, &latest, lang.get());
    let levels = Level::ALL
        .into_iter()
        .filter(|l| (lo..=hi).contains(&l.rating()))
        .map(|level| {
            let at = num(y(level.rating()));
            view! {
                <g class="rating-level" data-level=level.name()>
                    <line x1=num(LEFT) x2=num(RIGHT) y1=at.clone() y2=at.clone() />
                    <text x=num(RIGHT - 2.0) y=num(y(level.rating()) - 3.0) text-anchor="end">
                        {move || names::level(level, lang.get())}
                    </text>
                </g>
            }
        })
        .collect_view();
    let points = history
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            view! {
                <circle
                    data-testid="rating-point"
                    data-game=i + 1
                    data-rating=r
                    cx=num(x(i + 1))
                    cy=num(y(r))
                    r=num(radius)
                />
            }
        })
        .collect_view();
    view! {
        <svg
            class="rating-chart"
            data-testid="rating-chart"
            viewBox=format!("0 0 {} {}", num(WIDTH), num(HEIGHT))
            role="img"
            aria-label=summary
        >
            <g class="rating-axes" aria-hidden="true">
                <line x1=num(LEFT) x2=num(LEFT) y1=num(TOP) y2=num(BOTTOM) />
                <line x1=num(LEFT) x2=num(RIGHT) y1=num(BOTTOM) y2=num(BOTTOM) />
                <text x=num(LEFT - 4.0) y=num(TOP + 4.0) text-anchor="end">
                    {move || lang.get().integer(hi.into())}
                </text>
                <text x=num(LEFT - 4.0) y=num(BOTTOM) text-anchor="end">
                    {move || lang.get().integer(lo.into())}
                </text>
                <text x=num(LEFT) y=num(HEIGHT - 2.0)>"0"</text>
                <text x=num(RIGHT) y=num(HEIGHT - 2.0) text-anchor="end">
                    {move || lang.get().integer(games as i64)}
                </text>
                {levels}
            </g>
            <polyline class="rating-line" points=line />
            <g class="rating-points">{points}</g>
        </svg>
    }
}
