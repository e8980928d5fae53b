//! A small read-only SVG board for the help's diagrams.

use super::diagrams::{Diagram, Mark};
use crate::engine::{Board, Color, Square};
use crate::ui::language::tr;
use crate::ui::svg_number::{num, Num};
use leptos::prelude::*;

/// The side of one square in SVG units.
const CELL: f64 = 10.0;
/// Room for the coordinate letters and digits.
const MARGIN: f64 = 7.0;

/// The centre of `sq` in SVG coordinates.
fn centre(sq: Square) -> (f64, f64) {
    (
        f64::from(sq.col()) * CELL + CELL / 2.0,
        f64::from(sq.row()) * CELL + CELL / 2.0,
    )
}

/// Draws `diagram` as an SVG figure with its caption below.
#[component]
pub fn MiniBoard(
    /// The position, marks and caption to draw.
    diagram: Diagram,
) -> impl IntoView {
    let size = 8.0 * CELL;
    let view_box = format!(
        "{} {} {} {}",
        Num(-MARGIN),
        Num(-MARGIN),
        Num(size + MARGIN),
        Num(size + MARGIN)
    );
    let Ok(board) = diagram.board.parse::<Board>() else {
        return view! { <figure class="mini-board"><figcaption>{tr(diagram.caption)}</figcaption></figure> }
            .into_any();
    };
    let squares = Square::all()
        .map(|sq| {
            let x = f64::from(sq.col()) * CELL;
            let y = f64::from(sq.row()) * CELL;
            view! { <rect class="mini-square" x=num(x) y=num(y) width=num(CELL) height=num(CELL)></rect> }
        })
        .collect_view();
    let discs = Square::all()
        .filter_map(|sq| board.disc_at(sq).map(|c| (sq, c)))
        .map(|(sq, color)| {
            let (cx, cy) = centre(sq);
            let class = match color {
                Color::Black => "mini-disc mini-black",
                Color::White => "mini-disc mini-white",
            };
            view! { <circle class=class cx=num(cx) cy=num(cy) r=num(CELL * 0.4)></circle> }
        })
        .collect_view();
    let marks = diagram
        .marks
        .iter()
        .filter_map(|(name, mark)| name.parse::<Square>().ok().map(|sq| (sq, *mark)))
        .map(|(sq, mark)| {
            let (cx, cy) = centre(sq);
            match mark {
                Mark::Dot => view! { <circle class="mini-dot" cx=num(cx) cy=num(cy) r=num(CELL * 0.15)></circle> }.into_any(),
                Mark::Ring => view! { <circle class="mini-ring" cx=num(cx) cy=num(cy) r=num(CELL * 0.46)></circle> }.into_any(),
                Mark::Label(text) => view! {
                    <text class="mini-label" x=num(cx) y=num(cy + CELL * 0.22) text-anchor="middle" font-size=num(CELL * 0.6)>
                        {text}
                    </text>
                }
                .into_any(),
            }
        })
        .collect_view();
    let coords = (0..8u8)
        .map(|i| {
            let along = f64::from(i) * CELL + CELL / 2.0;
            let letter = char::from(b'a' + i).to_string();
            let digit = (i + 1).to_string();
            view! {
                <text class="mini-coord" x=num(along) y="-2" text-anchor="middle" font-size="5">{letter}</text>
                <text class="mini-coord" x="-3.5" y=num(along + 1.8) text-anchor="middle" font-size="5">{digit}</text>
            }
        })
        .collect_view();
    view! {
        <figure class="mini-board">
            <svg viewBox=view_box role="img" aria-label=tr(diagram.caption)>
                {squares}
                {coords}
                {discs}
                {marks}
            </svg>
            <figcaption aria-hidden="true">{tr(diagram.caption)}</figcaption>
        </figure>
    }
    .into_any()
}
