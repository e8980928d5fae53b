//! The board: an SVG that scales to its container, with discs, coordinates, the last-move
//! marker and legal-move highlights. Keyboard users move a roving focus with the arrow keys.
//! Optionally it previews the discs a move would flip and animates the discs a move flipped.

use super::analysis::data::Mark;
use super::keys::arrow_step;
use crate::engine::{Bitboard, Board as Position, Color, Game, Square};
use crate::session::text::hint_label;
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use std::collections::HashMap;
use wasm_bindgen::JsCast;

/// Width of the coordinate margin on the top and left, in SVG units.
const MARGIN: f64 = 30.0;
/// Width of the thin margin on the bottom and right, so the frame is not cut.
const TRAIL: f64 = 8.0;
/// Side of one square in SVG units.
const CELL: f64 = 60.0;
/// The whole drawing's side.
const SIDE: f64 = MARGIN + 8.0 * CELL + TRAIL;

fn left(col: u8) -> f64 {
    MARGIN + f64::from(col) * CELL
}

fn focus_square(sq: Square) {
    let selector = format!("[data-square='{sq}']");
    if let Some(el) = document().query_selector(&selector).ok().flatten() {
        if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
            // Focus can only fail for detached elements; nothing to do then.
            let _ = el.focus();
        }
    }
}

fn describe(sq: Square, disc: Option<Color>, legal: bool, last: bool) -> String {
    let what = match disc {
        Some(c) => c.name(),
        None if legal => "empty, legal move",
        None => "empty",
    };
    let last = if last { ", last move" } else { "" };
    format!("{sq}, {what}{last}")
}

/// What a screen reader hears about a hint: ", worth +4 discs, exact, best".
fn hint_description(m: Mark) -> String {
    format!(
        ", worth {} discs{}{}",
        hint_label(m.score),
        if m.exact { ", exact" } else { ", estimate" },
        if m.best { ", best" } else { "" }
    )
}

/// The discs that changed colour from `before` to `after` when `after` is one move on
/// (one more disc on the board); empty for undo, a new game or a jump through history.
fn flipped_by_move(before: &Position, after: &Position) -> Bitboard {
    let discs = |b: &Position| b.black().0 | b.white().0;
    if discs(after).count_ones() != discs(before).count_ones() + 1 {
        return Bitboard::EMPTY;
    }
    Bitboard(before.black().0 & after.white().0 | before.white().0 & after.black().0)
}

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
    // The board before the last change, to tell which discs a move just flipped.
    let flipped = Memo::new(move |prev: Option<&(Position, Bitboard)>| {
        let now = board.get();
        let flips = prev.map_or(Bitboard::EMPTY, |(before, _)| flipped_by_move(before, &now));
        (now, flips)
    });
    let focused = RwSignal::new(
        board
            .get_untracked()
            .legal_moves()
            .squares()
            .next()
            .unwrap_or(Square::all().next().expect("64 squares")),
    );

    let on_key = move |sq: Square, ev: KeyboardEvent| {
        let key = ev.key();
        if key == "Enter" || key == " " {
            ev.prevent_default();
            on_choose.run(sq);
        } else if let Some(to) = arrow_step(sq, &key) {
            ev.prevent_default();
            focused.set(to);
            focus_square(to);
        }
    };

    let squares = Square::all()
        .map(|sq| {
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
            view! {
                <g
                    class="square"
                    class:active=is_active
                    data-square=sq.to_string()
                    data-hint=move || mark.get().map(|m| m.score.to_string())
                    data-hint-exact=move || mark.get().map(|m| m.exact.to_string())
                    data-hint-best=move || mark.get().filter(|m| m.best).map(|_| "")
                    role="button"
                    tabindex=move || if has_focus.get() { "0" } else { "-1" }
                    aria-label=move || {
                        let mut text = describe(sq, disc.get(), is_legal.get(), is_last.get());
                        if let Some(m) = mark.get() {
                            text.push_str(&hint_description(m));
                        }
                        text
                    }
                    on:click=move |_| {
                        focused.set(sq);
                        on_choose.run(sq);
                    }
                    on:keydown=move |ev| on_key(sq, ev)
                    on:mouseenter=move |_| hovered.set(Some(sq))
                    on:mouseleave=move |_| hovered.set(None)
                    on:focus=move |_| hovered.set(Some(sq))
                    on:blur=move |_| hovered.set(None)
                >
                    <rect class="cell" x=x y=y width=CELL height=CELL />
                    {move || {
                        disc.get()
                            .map(|c| {
                                view! {
                                    <circle
                                        class="disc"
                                        class:flip=flipping
                                        data-flip=move || flipping.get().then_some("")
                                        data-disc=c.name()
                                        cx=cx
                                        cy=cy
                                        r=CELL * 0.42
                                        fill=format!("url(#disc-{})", c.name())
                                    />
                                }
                            })
                    }}
                    {move || {
                        // A hint takes the legal-move dot's place; the square stays marked legal.
                        let small = mark.get().is_some();
                        is_legal
                            .get()
                            .then(|| {
                                view! {
                                    <circle
                                        class="legal"
                                        class:under-hint=small
                                        data-legal=""
                                        cx=cx
                                        cy=cy
                                        r=CELL * if small { 0.05 } else { 0.13 }
                                    />
                                }
                            })
                    }}
                    {move || {
                        mark.get()
                            .map(|m| {
                                view! {
                                    <g class="hint" class:exact=m.exact class:best=m.best aria-hidden="true">
                                        {m.best.then(|| view! { <circle class="hint-best" cx=cx cy=cy r=CELL * 0.4 /> })}
                                        {m.exact.then(|| view! {
                                            <rect
                                                class="hint-box"
                                                x=cx - CELL * 0.33
                                                y=cy - CELL * 0.2
                                                width=CELL * 0.66
                                                height=CELL * 0.4
                                                rx="5"
                                            />
                                        })}
                                        <text class="hint-value" x=cx y=cy>{hint_label(m.score)}</text>
                                    </g>
                                }
                            })
                    }}
                    {move || {
                        is_last
                            .get()
                            .then(|| {
                                view! {
                                    <circle class="last-move" data-last-move="" cx=cx cy=cy r=CELL * 0.08 />
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
                                        cx=cx
                                        cy=cy
                                        r=CELL * 0.46
                                    />
                                }
                            })
                    }}
                    {move || {
                        (is_active.get() && preview.get())
                            .then(|| {
                                view! {
                                    <circle
                                        class="ghost"
                                        data-preview-move=""
                                        cx=cx
                                        cy=cy
                                        r=CELL * 0.42
                                        fill=format!("url(#disc-{})", mover.get().name())
                                    />
                                }
                            })
                    }}
                    {move || {
                        would_flip
                            .get()
                            .then(|| {
                                view! {
                                    <circle
                                        class="preview"
                                        data-preview=""
                                        cx=cx
                                        cy=cy
                                        r=CELL * 0.2
                                        fill=format!("url(#disc-{})", mover.get().name())
                                    />
                                }
                            })
                    }}
                </g>
            }
        })
        .collect_view();

    let grid = (0..=8)
        .map(|i| {
            let p = left(i);
            let end = left(8);
            format!("M{p} {MARGIN}V{end}M{MARGIN} {p}H{end}")
        })
        .collect::<String>();
    let stars = [(2, 2), (6, 2), (2, 6), (6, 6)]
        .map(|(c, r)| view! { <circle class="star" cx=left(c) cy=left(r) r="5" /> });
    let columns = (0..8u8)
        .map(|c| {
            let label = ((b'a' + c) as char).to_string();
            view! {
                <text class="coord" x=left(c) + CELL / 2.0 y=MARGIN / 2.0>
                    {label}
                </text>
            }
        })
        .collect_view();
    let rows = (0..8u8)
        .map(|r| {
            view! {
                <text class="coord" x=MARGIN / 2.0 y=left(r) + CELL / 2.0>
                    {(r + 1).to_string()}
                </text>
            }
        })
        .collect_view();

    view! {
        <svg
            class="board"
            viewBox=format!("0 0 {SIDE} {SIDE}")
            role="group"
            aria-label="Board: arrow keys move, Enter plays; or type a column letter then a row digit"
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
            <rect class="frame" x="0" y="0" width=SIDE height=SIDE rx="10" />
            <rect class="felt" x=MARGIN y=MARGIN width=8.0 * CELL height=8.0 * CELL />
            {columns}
            {rows}
            <path class="grid" d=grid />
            {stars}
            {squares}
        </svg>
    }
}
