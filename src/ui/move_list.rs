//! The move list: every move of the game in standard notation, numbered in turns of two
//! (`1. f5 d6 2. c3 …`, passes written `pass`), the current move marked. Choosing a move
//! shows that position, as undo and redo do, so the later moves stay there to go back to.
//! Keyboard: the arrow keys step back and forward, Home and End go to the start and the end.

use super::state::AppState;
use crate::engine::{Game, Move};
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;
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

/// Every recorded move, the undone ones included.
pub fn entries(game: &Game) -> Vec<Entry> {
    let mut ply = 0;
    game.moves()
        .iter()
        .enumerate()
        .map(|(index, mv)| {
            let ply = match mv {
                Move::Place(_) => {
                    ply += 1;
                    Some(ply)
                }
                Move::Pass => None,
            };
            Entry {
                index,
                number: (index % 2 == 0).then_some(index / 2 + 1),
                ply,
                text: mv.square().map_or("pass".to_string(), |sq| sq.to_string()),
                played: index < game.cursor(),
            }
        })
        .collect()
}

/// Shows the position after `ply` discs, announcing it.
pub fn show_ply(state: AppState, ply: usize) {
    match state.change(|s, stats| s.go_to(ply, stats)) {
        Ok(()) => state.say(state.session.with_untracked(|s| {
            format!(
                "Showing move {ply}. {}",
                crate::session::text::status_line(s)
            )
        })),
        Err(why) => state.refuse(why),
    }
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
        let (now, end) = (current.get_untracked(), last.get_untracked());
        let to = match ev.key().as_str() {
            "ArrowLeft" | "ArrowUp" => now.checked_sub(1),
            "ArrowRight" | "ArrowDown" => (now < end).then_some(now + 1),
            "Home" => Some(0),
            "End" => Some(end),
            _ => return,
        };
        // The keys are the list's own: no page scroll, no game shortcut (Home, End).
        ev.prevent_default();
        ev.stop_propagation();
        if let Some(ply) = to.filter(|&p| p != now) {
            show_ply(state, ply);
            focus_ply(list, ply);
        }
    };

    let row = move |entry: Entry| {
        let Entry {
            number,
            ply,
            text,
            played,
            ..
        } = entry;
        let label = number.map(|n| view! { <span class="move-number">{format!("{n}.")}</span> });
        let body = match ply {
            None => view! { <span class="move pass">{text}</span> }.into_any(),
            Some(ply) => {
                let is_current = move || current.get() == ply;
                view! {
                    <button
                        type="button"
                        class="move"
                        class:undone=!played
                        data-ply=ply
                        aria-current=move || is_current().then_some("step")
                        tabindex=move || {
                            let here = is_current() || (current.get() == 0 && ply == 1);
                            if here { "0" } else { "-1" }
                        }
                        aria-label=format!("Move {ply}, {text}")
                        on:click=move |_| show_ply(state, ply)
                    >
                        {text.clone()}
                    </button>
                }
                .into_any()
            }
        };
        view! {
            <li class="move-entry" class:turn-start=number.is_some()>
                {label}
                {body}
            </li>
        }
    };

    view! {
        <Show
            when=move || rows.with(|r| !r.is_empty())
            fallback=|| view! { <p class="moves-empty">"No moves yet."</p> }
        >
            <ol
                class="move-list"
                data-testid="move-list"
                node_ref=list
                aria-label="Moves: arrow keys step through the game"
                on:keydown=on_key
            >
                <For
                    each=move || rows.get()
                    key=|e| (e.index, e.text.clone(), e.played)
                    children=row
                />
            </ol>
        </Show>
    }
}

/// The list and its entry of `ply`, if both are drawn.
fn entry(
    list: NodeRef<html::Ol>,
    ply: usize,
) -> Option<(web_sys::HtmlOListElement, web_sys::HtmlElement)> {
    let list = list.get_untracked()?;
    let selector = format!("[data-ply='{ply}']");
    let el = list.query_selector(&selector).ok()??;
    Some((list, el.dyn_into().ok()?))
}

/// Scrolls the list, and only the list, so that the entry of `ply` is in view.
fn keep_in_view(list: NodeRef<html::Ol>, ply: usize) {
    let Some((list, el)) = entry(list, ply) else {
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
    if let Some((_, el)) = entry(list, ply) {
        let _ = el.focus();
    }
}
