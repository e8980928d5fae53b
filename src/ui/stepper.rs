//! Stepping through the game: a compact stepper (start, back, forward, last, the moves played
//! and the review's class of the move chosen next), directly under the board on a phone and beside it on a wide screen
//! (style/main.css). Through a finished game it only looks back (see
//! [`crate::session::Session::go_to`]).

use super::actions::show_ply;
use super::state::AppState;
use crate::engine::search::analysis::Class;
use crate::engine::Move;
use crate::i18n::{ui, Text};
use crate::ui::language::tr;
use leptos::prelude::*;

/// The stepper's buttons: test hook, label, and the icon's path in a 20×20 box.
const BUTTONS: [(&str, Text, &str); 4] = [
    (
        "stepper-first",
        ui::STEP_FIRST,
        "M4 4h2v12H4zM16 4v12L7 10z",
    ),
    ("stepper-back", ui::STEP_BACK, "M14 4v12L5 10z"),
    ("stepper-forward", ui::STEP_FORWARD, "M6 4v12l9-6z"),
    ("stepper-last", ui::STEP_LAST, "M14 4h2v12h-2zM4 4v12l9-6z"),
];

/// The stepper under the board.
#[component]
pub fn Stepper() -> impl IntoView {
    let state = AppState::get();
    let ply = Memo::new(move |_| state.session.with(|s| s.game().ply()));
    // The last disc recorded: forward and last reach it, as redo does.
    let last = Memo::new(move |_| {
        state.session.with(|s| {
            s.game()
                .moves()
                .iter()
                .filter(|m| matches!(m, Move::Place(_)))
                .count()
        })
    });
    let analysis = state.analysis;
    // The review's class of the move chosen in the position shown (the one the board marks and
    // the review's panel explains, numbered as they number it), from the review under way or
    // the finished one (a review judges the discs placed, in order, as the graph reads it too).
    let class = Memo::new(move |_| {
        let n = ply.get();
        analysis
            .reviewing
            .with(|r| r.as_ref().and_then(|r| r.done.get(n).map(|m| m.class)))
            .or_else(|| {
                state
                    .session
                    .with(|s| s.review().and_then(|r| r.moves.get(n).map(|m| m.class)))
            })
    });
    let target = move |hook: &str| {
        let (now, end) = (ply.get(), last.get());
        match hook {
            "stepper-first" => (now > 0).then_some(0),
            "stepper-back" => now.checked_sub(1),
            "stepper-forward" => (now < end).then_some(now + 1),
            _ => (now < end).then_some(end),
        }
    };
    let button = move |(hook, label, icon): (&'static str, Text, &'static str)| {
        view! {
            <button
                type="button"
                class="step"
                data-testid=hook
                aria-label=tr(label)
                title=tr(label)
                disabled=move || target(hook).is_none()
                on:click=move |_| {
                    if let Some(to) = target(hook) {
                        show_ply(state, to);
                    }
                }
            >
                <svg viewBox="0 0 20 20" aria-hidden="true">
                    <path d=icon />
                </svg>
            </button>
        }
    };
    let position = move || ui::stepper_position(ply.get(), last.get(), state.lang.get());
    let class_text = move || {
        class
            .get()
            .filter(|c| *c != Class::Best)
            .map(|c| ui::stepper_choice(ply.get() + 1, c, state.lang.get()))
    };

    view! {
        <div class="stepper" data-testid="stepper" role="group" aria-label=tr(ui::STEPPER_LABEL)>
            {button(BUTTONS[0])}
            {button(BUTTONS[1])}
            <p class="step-at" data-testid="stepper-move" data-class=move || class.get().map(Class::name)>
                <span class="step-ply">{position}</span>
                " "
                <span class="step-class">{class_text}</span>
            </p>
            {button(BUTTONS[2])}
            {button(BUTTONS[3])}
        </div>
    }
}
