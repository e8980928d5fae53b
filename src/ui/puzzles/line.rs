//! The solution's stepper: Back and Forward through the best line, also on the ← and → keys
//! (unless the board or a form control has the key), with where the board stands on it.

use super::signals::Puzzles;
use crate::i18n::puzzles as words;
use crate::session::puzzle::{Mode, PuzzleRun};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One step along the line, forward or back.
fn step(puzzles: Puzzles, forward: bool) {
    puzzles.run.update(|r| {
        if let Some(r) = r {
            r.step(forward);
        }
    });
}

/// Whether a key press belongs to a form control rather than to the stepper.
fn in_control(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// The stepper, shown while the solution is.
#[component]
pub fn LineStepper() -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let puzzles = Puzzles::get();
    let run = puzzles.run;
    let solution = move || run.with(|r| r.as_ref().is_some_and(|r| r.mode() == Mode::Solution));
    let shown = move || run.with(|r| r.as_ref().map_or(0, PuzzleRun::shown));
    let known = move || run.with(|r| r.as_ref().map_or(0, |r| r.line().len()));
    let at_end = move || shown() >= known();
    let complete = move || run.with(|r| r.as_ref().is_some_and(PuzzleRun::line_complete));
    let handle = window_event_listener(ev::keydown, move |ev| {
        // The board moves its focus with the arrows and marks the key as used.
        let shown_now =
            run.with_untracked(|r| r.as_ref().is_some_and(|r| r.mode() == Mode::Solution));
        if ev.default_prevented() || in_control(&ev) || !shown_now {
            return;
        }
        let forward = match ev.key().as_str() {
            "ArrowRight" => true,
            "ArrowLeft" => false,
            _ => return,
        };
        ev.prevent_default();
        step(puzzles, forward);
    });
    on_cleanup(move || handle.remove());
    view! {
        <Show when=solution>
            <div class="puzzle-line" role="group" aria-label=tr(words::LINE_LABEL)>
                <button
                    type="button"
                    data-testid="puzzle-line-back"
                    aria-keyshortcuts="ArrowLeft"
                    disabled=move || shown() == 0
                    on:click=move |_| step(puzzles, false)
                >
                    <span aria-hidden="true">"◀ "</span>
                    {tr(words::LINE_BACK)}
                </button>
                <button
                    type="button"
                    data-testid="puzzle-line-forward"
                    aria-keyshortcuts="ArrowRight"
                    disabled=at_end
                    on:click=move |_| step(puzzles, true)
                >
                    {tr(words::LINE_FORWARD)}
                    <span aria-hidden="true">" ▶"</span>
                </button>
                <span class="puzzle-line-at" data-testid="puzzle-line-at" data-shown=move || shown().to_string()
                    data-known=move || known().to_string()
                    data-complete=move || complete().to_string()
                >
                    {move || words::line_at(shown(), known(), lang.get())}
                </span>
            </div>
        </Show>
    }
}
