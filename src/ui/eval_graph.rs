//! The evaluation graph: one point per position of the game (ply 0 is the start), from
//! Black's point of view above the zero line, proven points filled, the position shown
//! ringed, reviewed mistakes marked. Choosing a point shows that position, as the move list
//! does; with focus, the arrow keys step through the game. A table gives the same values to
//! screen readers.

use super::actions::{show_ply, step_by_key, Forward};
use super::state::AppState;
use super::stepper::keep_board_in_view;
use crate::engine::search::analysis::Class;
use crate::i18n::analysis::evaluation_line;
use crate::i18n::ui;
use crate::session::analysis::PlyValue;
use crate::ui::language::tr;
use crate::ui::svg_number::{num, Num};
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

/// Drawing width and height in SVG units (the graph scales to its box).
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 96.0;
/// Room at the edges so end points and rings are not cut.
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

fn y_of(score: i32, scale: i32) -> f64 {
    HEIGHT / 2.0 - (HEIGHT / 2.0 - PAD) * f64::from(score) / f64::from(scale)
}

/// One point as the graph draws it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Point {
    ply: usize,
    x: f64,
    /// Where the value sits, if it is known.
    y: Option<f64>,
    exact: bool,
    class: Option<Class>,
}

impl Point {
    /// Everything the point shows, as a key for redrawing.
    fn key(&self) -> (usize, u64, Option<u64>, bool, Option<&'static str>) {
        (
            self.ply,
            self.x.to_bits(),
            self.y.map(f64::to_bits),
            self.exact,
            self.class.map(Class::name),
        )
    }
}

/// The class of the disc placed at `ply` (its review), for marking the point after it.
fn class_at(classes: &[Option<Class>], ply: usize) -> Option<Class> {
    ply.checked_sub(1)
        .and_then(|i| classes.get(i).copied().flatten())
}

/// The graph over `values` (index: ply), with the reviewed class of each disc placed.
#[component]
pub fn EvalGraph(
    /// The value of each position, where known.
    #[prop(into)]
    values: Signal<Vec<Option<PlyValue>>>,
    /// The review's class of the n-th disc at index n - 1, where reviewed.
    #[prop(into)]
    classes: Signal<Vec<Option<Class>>>,
) -> impl IntoView {
    let state = AppState::get();
    let current = Memo::new(move |_| state.session.with(|s| s.game().ply()));
    let last = Memo::new(move |_| values.with(|v| v.len().saturating_sub(1)));

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
    // Each point as drawn: keyed by everything it shows, so a new value or review mark
    // redraws that point alone (a review reports move by move).
    let points = Memo::new(move |_| {
        let v = values.get();
        let classes = classes.get();
        let s = scale(&v);
        let last = v.len().saturating_sub(1);
        v.iter()
            .enumerate()
            .map(|(ply, p)| Point {
                ply,
                x: x_of(ply, last),
                y: p.map(|p| y_of(p.black_score, s)),
                exact: p.is_some_and(|p| p.exact),
                class: class_at(&classes, ply),
            })
            .collect::<Vec<_>>()
    });
    let point = move |pt: Point| {
        let Point {
            ply,
            x,
            y,
            exact,
            class,
        } = pt;
        view! {
            <g
                class="graph-point"
                class:known=y.is_some()
                class:exact=exact
                data-ply=ply
                data-class=class.map(Class::name)
                on:click=move |_| {
                    show_ply(state, ply);
                    keep_board_in_view();
                }
            >
                // A wide, invisible target, so a finger can pick a point.
                <rect class="hit" x=num(x - 5.0) y="0" width="10" height=num(HEIGHT) />
                {y.map(|y| view! { <circle class="dot" cx=num(x) cy=num(y) r="3" /> })}
                {class
                    .filter(|c| *c != Class::Best)
                    .map(|_| view! { <circle class="flag" cx=num(x) cy=num(y.unwrap_or(HEIGHT / 2.0)) r="6" /> })}
            </g>
        }
    };
    let now_x = move || num(x_of(current.get(), last.get()));
    let lang = state.lang;
    let row = move |(ply, value): (usize, Option<PlyValue>)| {
        let value = move || {
            value.map_or(ui::NOT_KNOWN.get(lang.get()).to_string(), |p| {
                evaluation_line(p.black_score, p.exact, lang.get())
            })
        };
        view! {
            <tr>
                <th scope="row">{move || ui::after_move(ply, lang.get())}</th>
                <td>{value}</td>
            </tr>
        }
    };
    let rows = move || values.with(|v| v.iter().copied().enumerate().collect::<Vec<_>>());
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
                <line class="zero" x1="0" x2=num(WIDTH) y1=num(HEIGHT / 2.0) y2=num(HEIGHT / 2.0) />
                <polyline class="trace" points=line />
                <line class="now" x1=now_x x2=now_x y1="0" y2=num(HEIGHT) />
                <For each=move || points.get() key=Point::key children=point />
            </svg>
            // A table ignores the clipping of sr-only, so a wrapper hides it.
            <div class="sr-only">
            <table data-testid="eval-table">
                <caption>{tr(ui::EVAL_CAPTION)}</caption>
                <thead>
                    <tr>
                        <th scope="col">{tr(ui::POSITION)}</th>
                        <th scope="col">{tr(ui::VALUE)}</th>
                    </tr>
                </thead>
                <tbody>
                    <For each=rows key=|r| (r.0, r.1.map(|p| (p.black_score, p.exact))) children=row />
                </tbody>
            </table>
            </div>
        </div>
    }
}
