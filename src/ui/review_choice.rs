//! After a review, under the board, the move chosen in the position shown, beside the
//! board's marks: whose move it was, its class, the value of the move played and of the best
//! move, and buttons that step to the previous and next marked move (the `M` and `Shift+M`
//! keys do the same), of both sides or, in a game against the computer, the person's only. Under the board rather than in the analysis panel, so that on a phone
//! the words, the buttons and the marked board are in view together.

use super::actions::run;
use super::language::tr;
use super::menu::test_id;
use super::state::AppState;
use crate::actions::words;
use crate::actions::Action;
use crate::i18n::analysis::{
    choice_heading, choice_values, MISTAKE_STEPS, OWN_MOVES_ONLY, REVIEWED_MOVE,
};
use leptos::prelude::*;

/// The reviewed move in view, with the mistake stepping; shown while the game has a review.
#[component]
pub fn ReviewChoice() -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let choice = Memo::new(move |_| {
        state.session.with(|s| {
            s.reviewed_choice()
                .cloned()
                .map(|c| (s.game().ply() + 1, c))
        })
    });
    let has_review = Memo::new(move |_| state.session.with(|s| s.review().is_some()));
    let text = move || {
        choice.get().map(|(number, c)| {
            let lang = lang.get();
            view! {
                <p class="choice-head">{choice_heading(number, c.color, c.class, lang)}</p>
                <p class="choice-values">
                    {choice_values(c.played, c.played_score, &c.best, c.best_score, lang)}
                </p>
            }
        })
    };
    let button = move |action: Action| {
        view! {
            <button
                type="button"
                class="mistake-step"
                data-testid=test_id(action)
                aria-keyshortcuts=action.aria_keyshortcuts()
                title=move || words::action_with_key(action, lang.get())
                disabled=move || !state.session.with(|s| s.enabled(action))
                on:click=move |_| run(state, action)
            >
                {tr(words::action(action).label)}
            </button>
        }
    };
    view! {
        <Show when=move || has_review.get()>
            <section
                class="review-choice"
                data-testid="review-choice"
                aria-label=tr(REVIEWED_MOVE)
                data-move=move || choice.get().map(|(n, _)| n.to_string())
                data-class=move || choice.get().map(|(_, c)| c.class.name())
            >
                <div class="choice-words" aria-live="polite">{text}</div>
                <div class="mistake-steps" role="group" aria-label=tr(MISTAKE_STEPS)>
                    {button(Action::PreviousMistake)}
                    {button(Action::NextMistake)}
                    <Show when=move || state.session.with(|s| s.own_side().is_some())>
                        <label class="own-mistakes">
                            <input
                                type="checkbox"
                                data-testid="mistakes-own"
                                prop:checked=move || state.session.with(|s| s.own_mistakes())
                                on:change=move |e| {
                                    let own = event_target_checked(&e);
                                    let _ = state.change(|s, _| {
                                        s.set_own_mistakes(own);
                                        Ok(())
                                    });
                                }
                            />
                            {tr(OWN_MOVES_ONLY)}
                        </label>
                    </Show>
                </div>
            </section>
        </Show>
    }
}
