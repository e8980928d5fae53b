//! One square of the board: its cell, what a screen reader hears of it, its test hooks and
//! the pointer and keyboard events on it, with the discs and marks drawn on it.

use super::geometry::{left, CELL};
use super::marks::{self, Reviewed};
use super::{discs, focus};
use crate::engine::search::analysis::MoveReview;
use crate::engine::{Bitboard, Board as Position, Color, Square};
use crate::i18n::analysis::{best_move_part, hint_label, line_part, played_move_part};
use crate::i18n::{ui, Lang};
use crate::session::analysis::Mark;
use crate::settings::Markers;
use crate::ui::svg_number::num;
use leptos::prelude::*;
use std::collections::HashMap;

/// What the whole board knows that each square draws from; cheap to copy.
#[derive(Clone, Copy)]
pub struct Shared {
    /// The position shown.
    pub board: Memo<Position>,
    /// The last move's square.
    pub last: Memo<Option<Square>>,
    /// The legal moves highlighted.
    pub legal: Memo<Bitboard>,
    /// The legal move under the pointer or focus, while a person may play.
    pub active: Memo<Option<Square>>,
    /// The discs the active move would flip, while previews are on.
    pub previewed: Memo<Bitboard>,
    /// The side to move.
    pub mover: Memo<Color>,
    /// The position now, with the discs its last move flipped.
    pub flipped: Memo<(Position, Bitboard)>,
    /// The square in the tab order.
    pub focused: RwSignal<Square>,
    /// The square under the pointer or focus.
    pub hovered: RwSignal<Option<Square>>,
    /// The hint values shown.
    pub marks: Signal<HashMap<Square, Mark>>,
    /// The squares a hint highlights (a region of the board).
    pub region: Signal<Bitboard>,
    /// The marker set.
    pub markers: Signal<Markers>,
    /// The reviewed move chosen in the position shown.
    pub choice: Signal<Option<MoveReview>>,
    /// Whether moves are previewed.
    pub preview: Signal<bool>,
    /// Whether moves are animated.
    pub animate: Signal<bool>,
    /// Called with the square chosen.
    pub on_choose: Callback<Square>,
}

/// What a screen reader hears of the square; `hint` is its hint's mark and line, if any.
fn describe(
    sq: Square,
    disc: Option<Color>,
    legal: bool,
    last: bool,
    (mark, line): (Option<Mark>, Option<String>),
    reviewed: Reviewed,
    lang: Lang,
) -> String {
    let mut text = match disc {
        None if legal => ui::list(&[&sq.to_string(), ui::EMPTY_LEGAL.get(lang)], lang),
        _ => ui::square_label(sq, disc, lang),
    };
    let mut parts = vec![];
    if last {
        parts.push(ui::LAST_MOVE.get(lang).to_string());
    }
    if let Some(m) = mark {
        parts.push(ui::worth(&hint_label(m.score), lang));
        parts.push(
            if m.book {
                ui::BOOK
            } else if m.exact {
                ui::EXACT
            } else {
                ui::ESTIMATE
            }
            .get(lang)
            .to_string(),
        );
        if m.best {
            parts.push(ui::BEST.get(lang).to_string());
        }
        if let Some(line) = line {
            parts.push(line_part(&line, lang));
        }
    }
    if let Some(score) = reviewed.best {
        parts.push(best_move_part(score, lang));
    }
    if let Some((score, class)) = reviewed.played {
        parts.push(played_move_part(score, class, lang));
    }
    for part in parts {
        text = ui::list(&[&text, &part], lang);
    }
    text
}

/// The square `sq`.
pub fn square(sq: Square, s: Shared) -> impl IntoView {
    let Shared {
        board,
        last,
        legal,
        active,
        previewed,
        mover,
        flipped,
        focused,
        hovered,
        marks,
        region,
        markers,
        choice,
        preview,
        animate,
        on_choose,
    } = s;
    let lang = crate::ui::state::AppState::get().lang;
    let (x, y) = (left(sq.col()), left(sq.row()));
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    // Per-square memos, so a move redraws only the squares whose state changed.
    let disc = Memo::new(move |_| board.with(|b| b.disc_at(sq)));
    let is_legal = Memo::new(move |_| legal.with(|l| l.contains(sq)));
    let is_last = Memo::new(move |_| last.get() == Some(sq));
    let has_focus = Memo::new(move |_| focused.get() == sq);
    let is_active = Memo::new(move |_| active.get() == Some(sq));
    let would_flip = Memo::new(move |_| previewed.with(|p| p.contains(sq)));
    let flipping = Memo::new(move |_| animate.get() && flipped.with(|f| f.1.contains(sq)));
    let mark = Memo::new(move |_| marks.with(|m| m.get(&sq).copied()));
    let line = Memo::new(move |_| {
        mark.get()
            .filter(|m| !m.line.is_empty())
            .map(|m| m.line.to_string())
    });
    let in_region = Memo::new(move |_| region.with(|r| r.contains(sq)));
    let reviewed = Memo::new(move |_| {
        choice.with(|c| {
            c.as_ref().map_or_else(Reviewed::default, |c| Reviewed {
                best: c.best.contains(&sq).then_some(c.best_score),
                played: (c.played == sq).then_some((c.played_score, c.class)),
            })
        })
    });
    view! {
        <g
            class="square"
            class:active=is_active
            class:region=in_region
            data-region=move || in_region.get().then_some("")
            data-square=sq.to_string()
            data-hint=move || mark.get().map(|m| m.score.to_string())
            data-hint-exact=move || mark.get().map(|m| m.exact.to_string())
            data-hint-best=move || mark.get().filter(|m| m.best).map(|_| "")
            data-hint-book=move || mark.get().filter(|m| m.book).map(|_| "")
            data-line=move || line.get()
            data-best-move=move || reviewed.get().best.map(|s| s.to_string())
            data-played-move=move || reviewed.get().played.map(|(s, _)| s.to_string())
            role="button"
            tabindex=move || if has_focus.get() { "0" } else { "-1" }
            aria-label=move || {
                describe(sq, disc.get(), is_legal.get(), is_last.get(), (mark.get(), line.get()), reviewed.get(), lang.get())
            }
            on:click=move |_| {
                focused.set(sq);
                on_choose.run(sq);
            }
            on:keydown=move |ev| focus::on_key(sq, ev, focused, on_choose)
            on:mouseenter=move |_| hovered.set(Some(sq))
            on:mouseleave=move |_| hovered.set(None)
            on:focus=move |_| hovered.set(Some(sq))
            on:blur=move |_| hovered.set(None)
        >
            <rect class="cell" x=num(x) y=num(y) width=num(CELL) height=num(CELL) />
            {discs::disc(cx, cy, disc, flipping)}
            {marks::legal(cx, cy, is_legal, mark, markers)}
            {marks::hint(cx, cy, mark, line, markers)}
            {marks::last_move(cx, cy, is_last, animate, markers)}
            {marks::reviewed(x, y, reviewed)}
            {discs::ghost(cx, cy, move || is_active.get() && preview.get(), mover)}
            {discs::would_flip(cx, cy, would_flip, mover)}
        </g>
    }
}
