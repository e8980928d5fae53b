//! The marks on a square: the legal-move mark, the hint value, the last move (its mark, and
//! the ring that circles it when moves are animated), and after a review the best move and the
//! move played in the position shown (a solid frame with a star, a dashed frame with the move's
//! annotation). The dots tell legal moves and the last move apart by colour; the shapes set,
//! for players who cannot, by shape: a ring for a legal move, a square for the last move, a
//! diamond round the best hint.

use super::geometry::CELL;
use crate::engine::search::analysis::Class;
use crate::i18n::analysis::hint_label;
use crate::session::analysis::Mark;
use crate::settings::Markers;
use crate::ui::svg_number::num;
use leptos::prelude::*;

/// The legal-move dot or ring, made small under a hint.
pub fn legal(
    cx: f64,
    cy: f64,
    is_legal: Memo<bool>,
    mark: Memo<Option<Mark>>,
    markers: Signal<Markers>,
) -> impl IntoView {
    move || {
        // A hint takes the legal-move mark's place; the square stays marked legal.
        let small = mark.get().is_some();
        let ring = markers.get() == Markers::Shapes;
        is_legal.get().then(|| {
            let r = match (small, ring) {
                (true, _) => 0.05,
                (false, true) => 0.16,
                (false, false) => 0.13,
            };
            view! {
                <circle
                    class="legal"
                    class:under-hint=small
                    class:ring=ring
                    data-legal=""
                    cx=num(cx)
                    cy=num(cy)
                    r=num(CELL * r)
                />
            }
        })
    }
}

/// The hint's value, boxed when proven, slanted when the opening book's, circled (or, with
/// shapes, set in a diamond) when best; its line, if any, is the pointer's tooltip (the
/// square's label reads it).
pub fn hint(
    cx: f64,
    cy: f64,
    mark: Memo<Option<Mark>>,
    line: Memo<Option<String>>,
    markers: Signal<Markers>,
) -> impl IntoView {
    move || {
        mark.get()
            .map(|m| {
                let best = m.best.then(|| match markers.get() {
                    Markers::Dots => view! {
                        <circle class="hint-best" cx=num(cx) cy=num(cy) r=num(CELL * 0.4) />
                    }
                    .into_any(),
                    Markers::Shapes => {
                        let (r, at) = (CELL * 0.46, |x: f64, y: f64| format!("{},{}", num(x), num(y)));
                        let points = [at(cx, cy - r), at(cx + r, cy), at(cx, cy + r), at(cx - r, cy)].join(" ");
                        view! { <polygon class="hint-best" points=points /> }.into_any()
                    }
                });
                view! {
                    <g class="hint" class:exact=m.exact class:best=m.best class:book=m.book aria-hidden="true">
                        // Built as SVG's own element: the macro alone would make HTML's `title`.
                        {move || line.get().map(|l| leptos::svg::title().child(l))}
                        {best}
                        {m.exact.then(|| view! {
                            <rect
                                class="hint-box"
                                x=num(cx - CELL * 0.33)
                                y=num(cy - CELL * 0.2)
                                width=num(CELL * 0.66)
                                height=num(CELL * 0.4)
                                rx="5"
                            />
                        })}
                        <text class="hint-value" x=num(cx) y=num(cy)>{hint_label(m.score)}</text>
                    </g>
                }
            })
    }
}

/// The last move's dot or square, and its ring while moves are animated.
pub fn last_move(
    cx: f64,
    cy: f64,
    is_last: Memo<bool>,
    animate: Signal<bool>,
    markers: Signal<Markers>,
) -> impl IntoView {
    view! {
        {move || {
            is_last
                .get()
                .then(|| match markers.get() {
                    Markers::Dots => view! {
                        <circle class="last-move" data-last-move="" cx=num(cx) cy=num(cy) r=num(CELL * 0.08) />
                    }
                    .into_any(),
                    Markers::Shapes => {
                        let half = CELL * 0.1;
                        view! {
                            <rect
                                class="last-move square-mark"
                                data-last-move=""
                                x=num(cx - half)
                                y=num(cy - half)
                                width=num(2.0 * half)
                                height=num(2.0 * half)
                            />
                        }
                        .into_any()
                    }
                })
        }}
        {move || {
            (is_last.get() && animate.get())
                .then(|| {
                    view! {
                        <circle
                            class="move-ring"
                            data-move-indicator=""
                            cx=num(cx)
                            cy=num(cy)
                            r=num(CELL * 0.46)
                        />
                    }
                })
        }}
    }
}

/// What a review says of one square in the position shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reviewed {
    /// The best move's value, if the square is a best move.
    pub best: Option<i32>,
    /// The played move's value and class, if the move chosen here was played on it.
    pub played: Option<(i32, Class)>,
}

/// The review's frames on the square whose top-left corner is (`x`, `y`).
pub fn reviewed(x: f64, y: f64, reviewed: Memo<Reviewed>) -> impl IntoView {
    let inset = CELL * 0.06;
    let frame = move |class: &'static str| {
        view! {
            <rect
                class=class
                x=num(x + inset)
                y=num(y + inset)
                width=num(CELL - 2.0 * inset)
                height=num(CELL - 2.0 * inset)
                rx="6"
            />
        }
    };
    // The star in the top-left corner, the annotation in the top-right: both fit when the
    // move played was a best one.
    let corner = move |class: &'static str, text: &'static str, across: f64| {
        view! { <text class=class x=num(x + CELL * across) y=num(y + CELL * 0.22)>{text}</text> }
    };
    move || {
        let Reviewed { best, played } = reviewed.get();
        view! {
            <g class="review-marks" aria-hidden="true">
                {played.map(|(_, class)| view! {
                    {frame("played-move")}
                    {corner("played-glyph", class.glyph(), 0.78)}
                })}
                {best.map(|_| view! {
                    {frame("best-move")}
                    {corner("best-star", "★", 0.22)}
                })}
            </g>
        }
    }
}
