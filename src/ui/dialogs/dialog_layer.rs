//! The dialog on top of the board, whichever is open: the settings and help dialogs, a
//! person's answer to a draw offer, the question before an action that ends the game (a
//! drill started mid-game included), or one of the game record's dialogs.

use super::about_dialog::AboutDialog;
use super::confirm_dialog::ConfirmDialog;
use super::copy_dialog::CopyDialog;
use super::draw_prompt::DrawPrompt;
use super::drill_dialog::DrillDialog;
use super::friend_dialog::FriendDialog;
use super::help_dialog::HelpDialog;
use super::library_dialog::LibraryDialog;
use super::open_dialog::OpenDialog;
use super::options_dialog::OptionsDialog;
use super::picture_dialog::PictureDialog;
use super::setup_dialog::SetupDialog;
use super::statistics_dialog::StatisticsDialog;
use crate::ui::actions::{answer_draw, run_confirmed};
use crate::ui::chunks::{later, Part};
use crate::ui::drill::start;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// Renders the open dialog, if any.
#[component]
pub fn DialogLayer() -> impl IntoView {
    let state = AppState::get();
    move || {
        state.open.get().map(|which| {
            later(state, move || {
                let asked = dialog(state, which.clone());
                async move {
                    let part = asked.await;
                    if part.is_err() {
                        // No dialog after all: the game's keys work again.
                        state.open.set(None);
                    }
                    part
                }
            })
        })
    }
}

/// The open dialog: every dialog's code is in one chunk, fetched when the first one opens.
#[wasm_split(dialogs, wasm_split_path = ::leptos::wasm_split, fallible)]
fn dialog(state: AppState, which: Open) -> Part {
    Ok(ViewFnOnce::from(move || dialog_view(state, which)))
}

/// The view of the dialog `which`.
fn dialog_view(state: AppState, which: Open) -> AnyView {
    let close = Callback::new(move |()| state.open.set(None));
    match which {
        Open::Options => {
            view! { <OptionsDialog options=state.options on_close=close /> }.into_any()
        }
        Open::Statistics => {
            view! { <StatisticsDialog stats=state.stats on_close=close /> }.into_any()
        }
        Open::Help => view! { <HelpDialog on_close=close /> }.into_any(),
        Open::About => view! { <AboutDialog on_close=close /> }.into_any(),
        Open::Draw(offer) => {
            let asked = offer.clone();
            let on_answer = Callback::new(move |accepted: bool| {
                state.open.set(None);
                answer_draw(state, &asked, accepted);
            });
            view! { <DrawPrompt offer=offer on_answer=on_answer /> }.into_any()
        }
        Open::Confirm(action, question) => {
            let on_answer = Callback::new(move |go: bool| {
                state.open.set(None);
                if go {
                    run_confirmed(state, action);
                }
            });
            view! { <ConfirmDialog question=question on_answer=on_answer /> }.into_any()
        }
        Open::ConfirmDrill(index, person, question) => {
            let on_answer = Callback::new(move |go: bool| {
                state.open.set(None);
                if go {
                    start(state, index, person);
                }
            });
            view! { <ConfirmDialog question=question on_answer=on_answer /> }.into_any()
        }
        Open::OpenGame => view! { <OpenDialog on_close=close /> }.into_any(),
        Open::SetUp => view! { <SetupDialog on_close=close /> }.into_any(),
        Open::Picture => view! { <PictureDialog on_close=close /> }.into_any(),
        Open::Copy(copy) => view! { <CopyDialog copy=copy on_close=close /> }.into_any(),
        Open::Drill => view! { <DrillDialog on_close=close /> }.into_any(),
        Open::Library => view! { <LibraryDialog on_close=close /> }.into_any(),
        Open::Friend => view! { <FriendDialog on_close=close /> }.into_any(),
    }
}
