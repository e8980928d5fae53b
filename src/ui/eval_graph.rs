//! The evaluation graph: one point per position of the game (ply 0 is the start), from
//! Black's point of view above the zero line (the left axis gives the scale in discs, the
//! bottom one the move numbers), proven points filled, the position shown marked by a line.
//! Under it, one row per side holds the review's marked moves, each a shape by its class
//! (◇ ?!, ◆ ?, ▲ ??) on its own side's row, so marks neither overlap nor hide whose move
//! it was. Choosing a point shows that position, as the move list does; choosing a mark
//! shows the position its move was chosen in, with the best move on the board; with focus,
//! the arrow keys step through the game. A table gives the same values and marks to screen
//! readers.

use super::actions::{show_ply, step_by_key, Forward};
use super::state::AppState;
use super::viewport::keep_board_in_view;
use crate::engine::search::analysis::{Class, MoveReview};
use crate::engine::Color;
use crate::i18n::analysis::{
    evaluation_line, graph_mark_label, LANE_BLACK, LANE_WHITE, MOVE_COLUMN,
};
use crate::i18n::names::color;
use crate::i18n::{ui, Lang};
use crate::session::analysis::PlyValue;
use crate::ui::language::tr;
use crate::ui::svg_number::{num, Num};
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

/// Drawing width and height in SVG units (the graph stretches to its box; dots and lines
/// keep their size in pixels, and text is drawn outside it).
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
/// Room at the edges so end points are not cut.
const PAD: f64 = 6.0;

/// The smallest scale shown, in discs above and below the zero line, so small values do
/// not fill the graph.
const MIN_SCALE: i32 = 8;

/// The graph's vertical scale: the largest value rounded up to a multiple of 8 discs.
fn scale(values: &[Option<PlyValue>]) -> i32 {
    let most = values
        .iter()
        .flatten()
        .map(|v| v.black_score.abs())
        .max()
        .unwrap_or(0);
    (most.max(MIN_SCALE) + 7) / 8 * 8
}

fn x_of(ply: usize, last: usize) -> f64 {
    PAD + (WIDTH - 2.0 * PAD) * ply as f64 / last.max(1) as f64
}

/// Where `ply` lies across the graph, in percent of its width, for what is laid over it (set
/// through the style object: the page's policy refuses style attributes).
fn percent_of(ply: usize, last: usize) -> String {
    format!("{}%", Num(100.0 * x_of(ply, last) / WIDTH))
}

/// A mark's width and font size: never more than the room between two moves of one side (in
/// percent of the row's width, `cqw`), so that marks never overlap.
fn mark_size(last: usize) -> String {
    let pitch = 2.0 * 100.0 * (WIDTH - 2.0 * PAD) / WIDTH / last.max(1) as f64;
    format!("min(10px, {}cqw)", Num(pitch))
}

fn y_of(score: i32, scale: i32) -> f64 {
    HEIGHT / 2.0 - (HEIGHT / 2.0 - PAD) * f64::from(score) / f64::from(scale)
}

/// The move numbers the bottom axis names: every 5 moves in a short game, every 10 after.
fn ticks(last: usize) -> Vec<usize> {
    let step = if last <= 20 { 5 } else { 10 };
    (step..=last).step_by(step).collect()
}

/// One point as the graph draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Point {
    /// Where the value sits, if it is known.
    y: Option<f64>,
    exact: bool,
    class: Option<Class>,
}

/// The shape that stands for a class on the marks' rows (the legend names them).
fn shape(class: Class) -> &'static str {
    match class {
        Class::Best => "",
        Class::Inaccuracy => "◇",
        Class::Mistake => "◆",
        Class::Blunder => "▲",
    }
}

/// The test hook and style key of a side: `black`, `white`.
fn side_hook(side: Color) -> &'static str {
    match side {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// What the review says of a move, for the table and the mark's name: "Black b8: a
/// blunder: 34 discs lost, best a3".
fn mark_label(m: &MoveReview, lang: Lang) -> String {
    let best: Vec<String> = m.best.iter().map(|b| b.to_string()).collect();
    let note = ui::review_note(m.class, m.loss, &best, lang);
    graph_mark_label(m.color, &note, m.played, lang)
}

/// The graph over `values` (index: ply), with the review of each disc placed.
#[component]
pub fn EvalGraph(
    /// The value of each position, where known.
    #[prop(into)]
    values: Signal<Vec<Option<PlyValue>>>,
    /// The review of the n-th disc at index n - 1, as far as reviewed.
    #[prop(into)]
    reviews: Signal<Vec<MoveReview>>,
) -> impl IntoView {
    let state = AppState::get();
    let current = Memo::new(move |_| state.session.with(|s| s.game().ply()));
    let last = Memo::new(move |_| values.with(|v| v.len().saturating_sub(1)));
    let top = Memo::new(move |_| values.with(|v| scale(v)));

    let on_key = move |ev: KeyboardEvent| {
        step_by_key(state, &ev, last.get_untracked(), Forward::Up);
    };

    let line = move || {
        values.with(|v| {
            let s = scale(v);
            let last = v.len().saturating_sub(1);
            v.iter()
                .enumerate()
                .filter_map(|(ply, p)| {
                    p.map(|p| format!("{},{}", Num(x_of(ply, last)), Num(y_of(p.black_score, s))))
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
    };
    // Each point as drawn, by ply. A point is built once and updates in place, so that a new
    // value or review mark (a review reports move by move, and its end values every position
    // at once) changes only the attributes that differ. Points sit in a layer one unit a ply
    // wide (see the view), so a move played moves no point already drawn.
    let points = Memo::new(move |_| {
        let v = values.get();
        let s = scale(&v);
        reviews.with(|reviews| {
            v.iter()
                .enumerate()
                .map(|(ply, p)| Point {
                    y: p.map(|p| y_of(p.black_score, s)),
                    exact: p.is_some_and(|p| p.exact),
                    class: ply
                        .checked_sub(1)
                        .and_then(|i| reviews.get(i))
                        .map(|m| m.class),
                })
                .collect::<Vec<_>>()
        })
    });
    // Every ply of the game, for the points and the table's rows alike.
    let plies = move || (0..values.with(Vec::len)).collect::<Vec<_>>();
    // Half the width of a point's target in plies: no wider than the room between two points,
    // so a tap on one never lands on its neighbour, nor than 5 units of the graph.
    let half = Memo::new(move |_| {
        let last = last.get().max(1) as f64;
        (0.5f64).min(5.0 * last / (WIDTH - 2.0 * PAD))
    });
    let point = move |ply: usize| {
        let pt = Memo::new(move |_| points.with(|p| p.get(ply).copied()));
        let x = ply as f64;
        let dot = move || pt.get().and_then(|p| p.y);
        view! {
            <g
                class="graph-point"
                class:known=move || dot().is_some()
                class:exact=move || pt.get().is_some_and(|p| p.exact)
                data-ply=ply
                data-class=move || pt.get().and_then(|p| p.class).map(Class::name)
                on:click=move |_| {
                    show_ply(state, ply);
                    keep_board_in_view();
                }
            >
                // A wide, invisible target, so a finger can pick a point.
                <rect
                    class="hit"
                    x=move || num(x - half.get())
                    y="0"
                    width=move || num(2.0 * half.get())
                    height=num(HEIGHT)
                />
                // A line of no length with round caps: a dot that stays round however the
                // graph is stretched.
                {move || {
                    dot().map(|y| view! { <line class="dot" x1=num(x) x2=num(x) y1=num(y) y2=num(y) /> })
                }}
            </g>
        }
    };
    let now_x = move || num(x_of(current.get(), last.get()));
    let grid = move || {
        let last = last.get();
        let across = ticks(last)
            .into_iter()
            .map(|t| format!("M{} 0V{}", Num(x_of(t, last)), Num(HEIGHT)));
        let half = [top.get() / 2, -top.get() / 2]
            .into_iter()
            .map(|s| format!("M0 {}H{}", Num(y_of(s, top.get())), Num(WIDTH)));
        across.chain(half).collect::<String>()
    };
    let lang = state.lang;

    // The marks of one side's row: each marked move of that side, where its disc was placed.
    // Keyed by what a mark shows, so that a review's next judgement adds or changes one mark
    // and leaves the others be.
    let lane = move |side: Color| {
        let marks = move || {
            reviews.with(|r| {
                r.iter()
                    .enumerate()
                    .filter(|(_, m)| m.color == side && m.class != Class::Best)
                    .map(|(i, m)| (i + 1, m.clone()))
                    .collect::<Vec<_>>()
            })
        };
        let mark = move |(number, m): (usize, MoveReview)| {
            let label = {
                let m = m.clone();
                move || mark_label(&m, lang.get())
            };
            let size = move || mark_size(last.get());
            // A pointer's shortcut, as the graph's points are: the keyboard has Next and
            // Previous mistake, a screen reader the table.
            view! {
                <span
                    class="graph-mark"
                    class:chosen=move || current.get() + 1 == number
                    aria-hidden="true"
                    data-move=number
                    data-class=m.class.name()
                    data-color=side_hook(side)
                    style:left=move || percent_of(number, last.get())
                    style:width=size
                    style:font-size=size
                    title=label
                    on:click=move |_| {
                        show_ply(state, number - 1);
                        keep_board_in_view();
                    }
                >
                    {shape(m.class)}
                </span>
            }
        };
        let key = |(number, m): &(usize, MoveReview)| (*number, m.class, m.loss, m.best.clone());
        let name = match side {
            Color::Black => LANE_BLACK,
            Color::White => LANE_WHITE,
        };
        view! {
            <span class="lane-name" data-color=side_hook(side) title=move || color(side, lang.get())>
                <span class="disc-icon" aria-hidden="true"></span>
                {tr(name)}
            </span>
            <div class="lane" data-testid="graph-lane" data-color=side_hook(side)>
                <For each=marks key=key children=mark />
            </div>
        }
    };

    // The table's rows, by ply, each updating in place as the graph's points do.
    let row = move |ply: usize| {
        let value = Memo::new(move |_| values.with(|v| v.get(ply).copied().flatten()));
        let judgement = Memo::new(move |_| {
            reviews.with(|r| ply.checked_sub(1).and_then(|i| r.get(i).cloned()))
        });
        let value = move || {
            value
                .get()
                .map_or(ui::NOT_KNOWN.get(lang.get()).to_string(), |p| {
                    evaluation_line(p.black_score, p.exact, lang.get())
                })
        };
        let judged = move || judgement.with(|m| m.as_ref().map(|m| mark_label(m, lang.get())));
        view! {
            <tr>
                <th scope="row">{move || ui::after_move(ply, lang.get())}</th>
                <td>{value}</td>
                <td>{judged}</td>
            </tr>
        }
    };
    let value_text = move || {
        let now = current.get();
        let value = values.with(|v| v.get(now).copied().flatten());
        let lang = lang.get();
        let value = value.map_or(ui::NOT_KNOWN.get(lang).to_string(), |p| {
            evaluation_line(p.black_score, p.exact, lang)
        });
        lang.labelled(&ui::after_move(now, lang), &value)
    };

    view! {
        <div class="eval-graph">
            <div class="graph-frame">
                <div class="y-axis" aria-hidden="true">
                    <span class="y-top" data-color="black">
                        <span class="disc-icon"></span>
                        {move || format!("+{}", top.get())}
                    </span>
                    <span class="y-zero">"0"</span>
                    <span class="y-bottom" data-color="white">
                        <span class="disc-icon"></span>
                        {move || format!("+{}", top.get())}
                    </span>
                </div>
                <svg
                    class="graph"
                    data-testid="eval-graph"
                    viewBox=format!("0 0 {} {}", Num(WIDTH), Num(HEIGHT))
                    preserveAspectRatio="none"
                    role="slider"
                    tabindex="0"
                    aria-label=tr(ui::EVAL_GRAPH_LABEL)
                    aria-valuemin="0"
                    aria-valuemax=move || last.get().to_string()
                    aria-valuenow=move || current.get().to_string()
                    aria-valuetext=value_text
                    on:keydown=on_key
                >
                    <rect class="ahead-black" x="0" y="0" width=num(WIDTH) height=num(HEIGHT / 2.0) />
                    <path class="grid" d=grid />
                    <line class="zero" x1="0" x2=num(WIDTH) y1=num(HEIGHT / 2.0) y2=num(HEIGHT / 2.0) />
                    <polyline class="trace" points=line />
                    <line class="now" x1=now_x x2=now_x y1="0" y2=num(HEIGHT) />
                    // The points' layer: one unit a ply across the graph's inner width.
                    <svg
                        x=num(PAD)
                        y="0"
                        width=num(WIDTH - 2.0 * PAD)
                        height=num(HEIGHT)
                        viewBox=move || format!("0 0 {} {}", last.get().max(1), Num(HEIGHT))
                        preserveAspectRatio="none"
                        overflow="visible"
                    >
                        <For each=plies key=|ply| *ply children=point />
                    </svg>
                </svg>
                {lane(Color::Black)}
                {lane(Color::White)}
                <div class="x-axis" aria-hidden="true">
                    {move || {
                        let last = last.get();
                        ticks(last)
                            .into_iter()
                            .map(|t| view! { <span style:left=percent_of(t, last)>{t}</span> })
                            .collect_view()
                    }}
                </div>
            </div>
            // A table ignores the clipping of sr-only, so a wrapper hides it.
            <div class="sr-only">
            <table data-testid="eval-table">
                <caption>{tr(ui::EVAL_CAPTION)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{tr(ui::POSITION)}</th>
                        <th scope="col">{tr(ui::VALUE)}</th>
                        <th scope="col">{tr(MOVE_COLUMN)}</th>
                    </tr>
                </thead>
                <tbody>
                    <For each=plies key=|ply| *ply children=row />
                </tbody>
            </table>
            </div>
        </div>
    }
}
