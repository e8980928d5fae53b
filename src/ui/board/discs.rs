//! The discs on a square: the disc itself, turning over when a move has just flipped it, and
//! the preview of a move under the pointer or focus (the disc it would place, the discs it
//! would flip).

use super::geometry::CELL;
use crate::engine::{Bitboard, Board as Position, Color};
use crate::ui::svg_number::num;
use leptos::prelude::*;

/// The discs that changed colour from `before` to `after` when `after` is one move on
/// (one more disc on the board); empty for undo, a new game or a jump through history.
fn flipped_by_move(before: &Position, after: &Position) -> Bitboard {
    let discs = |b: &Position| b.black().0 | b.white().0;
    if discs(after).count_ones() != discs(before).count_ones() + 1 {
        return Bitboard::EMPTY;
    }
    Bitboard(before.black().0 & after.white().0 | before.white().0 & after.black().0)
}

/// The position now, with the discs its last move flipped: the board before the last
/// change is kept to tell which discs a move just flipped.
pub fn just_flipped(board: Memo<Position>) -> Memo<(Position, Bitboard)> {
    Memo::new(move |prev: Option<&(Position, Bitboard)>| {
        let now = board.get();
        let flips = prev.map_or(Bitboard::EMPTY, |(before, _)| flipped_by_move(before, &now));
        (now, flips)
    })
}

/// The disc on the square at (`cx`, `cy`), if any; `flipping` turns it over.
pub fn disc(cx: f64, cy: f64, disc: Memo<Option<Color>>, flipping: Memo<bool>) -> impl IntoView {
    move || {
        disc.get().map(|c| {
            view! {
                <circle
                    class="disc"
                    class:flip=flipping
                    data-flip=move || flipping.get().then_some("")
                    data-disc=c.name()
                    cx=num(cx)
                    cy=num(cy)
                    r=num(CELL * 0.42)
                    fill=format!("url(#disc-{})", c.name())
                />
            }
        })
    }
}

/// The disc `mover` would place here, while the square is the active legal move and
/// previews are on.
pub fn ghost(
    cx: f64,
    cy: f64,
    shown: impl Fn() -> bool + Send + Sync + 'static,
    mover: Memo<Color>,
) -> impl IntoView {
    move || {
        shown().then(|| {
            view! {
                <circle
                    class="ghost"
                    data-preview-move=""
                    cx=num(cx)
                    cy=num(cy)
                    r=num(CELL * 0.42)
                    fill=format!("url(#disc-{})", mover.get().name())
                />
            }
        })
    }
}

/// The small disc of `mover`'s colour on a disc the previewed move would flip.
pub fn would_flip(cx: f64, cy: f64, would_flip: Memo<bool>, mover: Memo<Color>) -> impl IntoView {
    move || {
        would_flip.get().then(|| {
            view! {
                <circle
                    class="preview"
                    data-preview=""
                    cx=num(cx)
                    cy=num(cy)
                    r=num(CELL * 0.2)
                    fill=format!("url(#disc-{})", mover.get().name())
                />
            }
        })
    }
}
