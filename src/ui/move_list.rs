//! The move list: every move of the game in standard notation, numbered in turns of two
//! (`1. f5 d6 2. c3 …`, passes written `pass`), the current move marked. Choosing a move
//! shows that position, as undo and redo do, so the later moves stay there to go back to;
//! after a review, choosing a move shows the position it was chosen in, with the best move
//! marked on the board, and the list outlines that move.
//! Keyboard: the arrow keys step back and forward, Home and End go to the start and the end.

use super::actions::{show_ply, step_by_key, Forward};
use super::state::AppState;
use super::viewport::keep_board_in_view;
use crate::engine::record::{numbered, Numbered};
use crate::engine::search::analysis::MoveReview;
use crate::engine::{Game, Move};
use crate::i18n::{ui, Lang};
use crate::ui::language::tr;
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;
use std::collections::HashMap;
use wasm_bindgen::JsCast;

/// One recorded move as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its index in the game's moves (passes included).
    pub index: usize,
    /// The turn number, shown before the first move of each turn.
    pub number: Option<usize>,
    /// Discs placed up to and including this move; `None` for a pass.
    pub ply: Option<usize>,
    /// `f5`, or `pass`.
    pub text: String,
    /// Whether the move is on the board (before the cursor), rather than undone.
    pub played: bool,
}

/// Every recorded move, the undone ones included, numbered as the engine's export does.
pub fn entries(game: &Game) -> Vec<Entry> {
    let mut ply = 0;
    numbered(game.moves())
        .into_iter()
        .zip(game.moves())
        .enumerate()
        .map(|(index, (Numbered { number, text }, mv))| {
            let ply = match mv {
                Move::Place(_) => {
                    ply += 1;
                    Some(ply)
                }
                Move::Pass => None,
            };
            Entry {
                index,
                number,
                ply,
                text,
                played: index < game.cursor(),
            }
        })
        .collect()
}

/// The list itself (inside the record panel).
#[component]
pub fn MoveList() -> impl IntoView {
    let state = AppState::get();
    let list = NodeRef::<html::Ol>::new();
    let rows = Memo::new(move |_| state.session.with(|s| entries(s.game())));
    let current = Memo::new(move |_| state.session.with(|s| s.game().ply()));
    let last = Memo::new(move |_| rows.with(|r| r.iter().filter_map(|e| e.ply).max().unwrap_or(0)));

    // Keep the current move in view as the game goes on, inside the list only; also when a
    // whole game arrives at once (opened or restored), once its entries are drawn.
    Effect::new(move |_| {
        let ply = current.get();
        rows.track();
        request_animation_frame(move || keep_in_view(list, ply));
    });

    let on_key = move |ev: KeyboardEvent| {
        let end = last.get_untracked();
        if let Some(ply) = step_by_key(state, &ev, end, Forward::Down) {
            focus_ply(list, ply);
        }
    };

    // The review of each move (finished, or the marks of the one under way: a judgement, or
    // a quick estimate until it comes), by index.
    let analysis = state.analysis;
    let reviews = Memo::new(move |_| {
        let partial = analysis
            .reviewing
            .with(|r| r.as_ref().map(|r| r.marks().cloned().collect::<Vec<_>>()));
        partial
            .or_else(|| state.session.with(|s| s.review().map(|r| r.moves.clone())))
            .unwrap_or_default()
            .into_iter()
            .map(|m| (m.index, m))
            .collect::<HashMap<usize, MoveReview>>()
    });

    // With a finished review, a move it judged is looked at from the position it was chosen in.
    let reviewed = Memo::new(move |_| {
        state
            .session
            .with(|s| s.review().map_or(0, |r| r.moves.len()))
    });

    let entry = move |entry: Entry| {
        let Entry {
            index,
            ply,
            text,
            played,
            ..
        } = entry;
        // Its own memo: a review under way changes one move at a time, and only that move's
        // button should update (the others' closures would all run again with the map).
        let judgement = Memo::new(move |_| reviews.with(|r| r.get(&index).cloned()));
        let review = move || judgement.get();
        match ply {
            None => view! { <span class="move pass">{tr(ui::PASS)}</span> }.into_any(),
            Some(ply) => {
                let is_current = move || current.get() == ply;
                let judged = move || ply <= reviewed.get();
                let in_view = move || judged() && current.get() + 1 == ply;
                view! {
                    <button
                        type="button"
                        class="move"
                        class:undone=!played
                        class:choice=in_view
                        data-ply=ply
                        aria-current=move || is_current().then_some("step")
                        tabindex=move || {
                            let here = is_current() || (current.get() == 0 && ply == 1);
                            if here { "0" } else { "-1" }
                        }
                        data-loss=move || review().map(|r| r.loss.to_string())
                        data-best=move || review().and_then(|r| r.best.first().map(|b| b.to_string()))
                        data-class=move || review().map(|r| r.class.name())
                        data-book=move || review().filter(|r| r.book).map(|_| "")
                        data-estimate=move || review().filter(|r| r.estimate).map(|_| "")
                        title=move || review().map(|r| review_note(&r, state.lang.get()))
                        aria-label={
                            let text = text.clone();
                            move || {
                                let lang = state.lang.get();
                                ui::move_label(ply, &text, review().map(|r| review_note(&r, lang)), lang)
                            }
                        }
                        on:click=move |_| {
                            let looked_at = if ply <= reviewed.get_untracked() { ply - 1 } else { ply };
                            show_ply(state, looked_at);
                            keep_board_in_view();
                        }
                    >
                        {text.clone()}
                        <span class="glyph" aria-hidden="true">
                            {move || review().map(|r| r.class.glyph())}
                        </span>
                    </button>
                }
                .into_any()
            }
        }
    };
    let turns = move || rows.with(|r| r.chunks(2).map(<[Entry]>::to_vec).collect::<Vec<_>>());
    // A turn (its number and its two moves) never breaks across lines.
    let turn = move |moves: Vec<Entry>| {
        let number = moves.first().and_then(|e| e.number).unwrap_or(0);
        view! {
            <li class="move-turn">
                <span class="move-number">{format!("{number}.")}</span>
                {moves.into_iter().map(entry).collect_view()}
            </li>
        }
    };

    view! {
        <Show
            when=move || rows.with(|r| !r.is_empty())
            fallback=move || view! { <p class="moves-empty">{tr(ui::NO_MOVES_YET)}</p> }
        >
            <ol
                class="move-list"
                data-testid="move-list"
                node_ref=list
                aria-label=tr(ui::MOVES_LIST_LABEL)
                on:keydown=on_key
            >
                <For each=turns key=|t| turn_key(t) children=turn />
            </ol>
        </Show>
    }
}

/// What identifies a rendered turn: its moves, and whether each is on the board.
fn turn_key(turn: &[Entry]) -> Vec<(usize, String, bool)> {
    turn.iter()
        .map(|e| (e.index, e.text.clone(), e.played))
        .collect()
}

/// What the review says of a move: "a mistake: 6 discs lost, best c3".
fn review_note(r: &MoveReview, lang: Lang) -> String {
    let best: Vec<String> = r.best.iter().map(|b| b.to_string()).collect();
    let note = ui::review_note(r.class, r.loss, &best, lang);
    if r.book {
        ui::list(&[&note, ui::BOOK.get(lang)], lang)
    } else {
        note
    }
}

/// The list and its entry of `ply`, if both are drawn. A frame asked for before the list went
/// (the board gave way to Puzzles) finds it disposed, and nothing to do.
fn drawn_entry(
    list: NodeRef<html::Ol>,
    ply: usize,
) -> Option<(web_sys::HtmlOListElement, web_sys::HtmlElement)> {
    let list = list.try_get_untracked().flatten()?;
    let selector = format!("[data-ply='{ply}']");
    let el = list.query_selector(&selector).ok()??;
    Some((list, el.dyn_into().ok()?))
}

/// Scrolls the list, and only the list, so that the entry of `ply` is in view.
fn keep_in_view(list: NodeRef<html::Ol>, ply: usize) {
    let Some((list, el)) = drawn_entry(list, ply) else {
        return;
    };
    let top = el.offset_top() - list.offset_top();
    let bottom = top + el.offset_height();
    if top < list.scroll_top() || bottom > list.scroll_top() + list.client_height() {
        list.set_scroll_top(top - list.client_height() / 2);
    }
}

/// Moves keyboard focus to the entry of `ply`.
fn focus_ply(list: NodeRef<html::Ol>, ply: usize) {
    if let Some((_, el)) = drawn_entry(list, ply) {
        let _ = el.focus();
    }
}
