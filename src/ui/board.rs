//! The board: an SVG that scales to its container, with discs, coordinates, the last-move
//! marker and legal-move highlights. Keyboard users move a roving focus with the arrow keys.
//! Optionally it previews the discs a move would flip and animates the discs a move flipped.
//!
//! This file draws the frame and shares the board's state with each square ([`square`]);
//! on a square, [`discs`] draws the discs and their animation, [`marks`] the legal moves,
//! hints, last move and a reviewed move's best and played squares, and [`focus`] handles
//! the keyboard.

mod discs;
mod focus;
mod geometry;
mod marks;
mod square;

use crate::engine::search::analysis::MoveReview;
use crate::engine::{Bitboard, Game, Square};
use crate::session::analysis::Mark;
use crate::settings::Markers;
use crate::ui::svg_number::{num, Num};
use discs::just_flipped;
use geometry::{left, CELL, MARGIN, SIDE};
use leptos::prelude::*;
use square::{square, Shared};
use std::collections::HashMap;

/// The game board. Highlights, previews and the active square show only while a person is
/// to move (`playable`); `show_legal` is the "Show valid moves" option on top of that.
#[component]
pub fn Board(
    /// The game shown.
    #[prop(into)]
    game: Signal<Game>,
    /// Whether a person may play now.
    #[prop(into)]
    playable: Signal<bool>,
    /// Whether to highlight the legal moves (only while `playable`).
    #[prop(into)]
    show_legal: Signal<bool>,
    /// Whether hovering or focusing a legal square shows the discs it would flip.
    #[prop(into)]
    preview: Signal<bool>,
    /// Whether flipped discs turn over and the disc just played is circled.
    #[prop(into)]
    animate: Signal<bool>,
    /// Called with a square the user clicked or chose by keyboard.
    on_choose: Callback<Square>,
    /// Hint values to show on the legal squares (empty when hints are off).
    #[prop(into)]
    marks: Signal<HashMap<Square, Mark>>,
    /// Squares to highlight, such as a hint's region of the board (none by default).
    #[prop(optional, into)]
    region: Signal<Bitboard>,
    /// The shapes that mark legal moves, the last move and the best hint.
    #[prop(into)]
    markers: Signal<Markers>,
    /// The reviewed move chosen in the position shown: its best move and the move played
    /// are marked.
    #[prop(optional, into)]
    choice: Signal<Option<MoveReview>>,
) -> impl IntoView {
    let board = Memo::new(move |_| game.with(Game::board));
    let last = Memo::new(move |_| game.with(Game::last_square));
    let moves = Memo::new(move |_| {
        if playable.get() {
            board.get().legal_moves()
        } else {
            Bitboard::EMPTY
        }
    });
    let legal = Memo::new(move |_| {
        if show_legal.get() {
            moves.get()
        } else {
            Bitboard::EMPTY
        }
    });
    let hovered = RwSignal::new(None::<Square>);
    let active = Memo::new(move |_| hovered.get().filter(|&sq| moves.get().contains(sq)));
    let previewed = Memo::new(move |_| match active.get() {
        Some(sq) if preview.get() => board.get().flips(sq),
        _ => Bitboard::EMPTY,
    });
    let mover = Memo::new(move |_| board.get().side_to_move());
    let flipped = just_flipped(board);
    let focused = RwSignal::new(focus::first_focus(&board.get_untracked()));
    let shared = Shared {
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
    };
    let squares = Square::all().map(|sq| square(sq, shared)).collect_view();
    let line = hint_line(hovered, marks);

    let grid = (0..=8)
        .map(|i| {
            let p = left(i);
            let end = left(8);
            format!(
                "M{p} {m}V{end}M{m} {p}H{end}",
                p = Num(p),
                m = Num(MARGIN),
                end = Num(end)
            )
        })
        .collect::<String>();
    let stars = [(2, 2), (6, 2), (2, 6), (6, 6)]
        .map(|(c, r)| view! { <circle class="star" cx=num(left(c)) cy=num(left(r)) r="5" /> });
    let columns = (0..8u8)
        .map(|c| {
            let label = ((b'a' + c) as char).to_string();
            view! {
                <text class="coord" x=num(left(c) + CELL / 2.0) y=num(MARGIN / 2.0)>
                    {label}
                </text>
            }
        })
        .collect_view();
    let rows = (0..8u8)
        .map(|r| {
            view! {
                <text class="coord" x=num(MARGIN / 2.0) y=num(left(r) + CELL / 2.0)>
                    {(r + 1).to_string()}
                </text>
            }
        })
        .collect_view();

    view! {
        <svg
            class="board"
            viewBox=format!("0 0 {s} {s}", s = Num(SIDE))
            role="group"
            aria-label=crate::ui::language::tr(crate::i18n::ui::BOARD_LABEL)
        >
            <defs>
                <radialGradient id="disc-black" cx="35%" cy="30%" r="75%">
                    <stop offset="0%" stop-color="#6b6b6b" />
                    <stop offset="45%" stop-color="#242424" />
                    <stop offset="100%" stop-color="#050505" />
                </radialGradient>
                <radialGradient id="disc-white" cx="35%" cy="30%" r="75%">
                    <stop offset="0%" stop-color="#ffffff" />
                    <stop offset="60%" stop-color="#ececec" />
                    <stop offset="100%" stop-color="#bdbdbd" />
                </radialGradient>
            </defs>
            <rect class="frame" x="0" y="0" width=num(SIDE) height=num(SIDE) rx="10" />
            <rect class="felt" x=num(MARGIN) y=num(MARGIN) width=num(8.0 * CELL) height=num(8.0 * CELL) />
            {columns}
            {rows}
            <path class="grid" d=grid />
            {stars}
            {squares}
            {line}
        </svg>
    }
}

/// The line of the hint under the pointer or focus, drawn across the half of the board away
/// from its square, so that it hides neither the square nor the hint; the square's own label
/// gives it to screen readers.
fn hint_line(
    hovered: RwSignal<Option<Square>>,
    marks: Signal<HashMap<Square, Mark>>,
) -> impl IntoView {
    let shown = Memo::new(move |_| {
        let sq = hovered.get()?;
        let line = marks.with(|m| m.get(&sq).map(|m| m.line))?;
        (!line.is_empty()).then(|| (sq, line.to_string()))
    });
    move || {
        shown.get().map(|(sq, line)| {
            let height = CELL * 0.6;
            let row = if sq.row() < 4 { 7 } else { 0 };
            let y = left(row) + (CELL - height) / 2.0;
            view! {
                <g class="hint-line" data-testid="hint-line" aria-hidden="true">
                    <rect
                        x=num(MARGIN + 6.0)
                        y=num(y)
                        width=num(8.0 * CELL - 12.0)
                        height=num(height)
                        rx="8"
                    />
                    <text x=num(MARGIN + 4.0 * CELL) y=num(y + height / 2.0)>{line}</text>
                </g>
            }
        })
    }
}
