//! The action buttons: Game, Move and Help groups built from the shortcut table, each a
//! real button named for its action, with its shortcut in the tooltip and
//! `aria-keyshortcuts`. On phones each symbol carries a one-word label under it (touch
//! screens have no tooltips); the full label stays the accessible name.

use super::language::tr;
use super::library::LibraryButton;
use super::puzzles::PuzzlesButton;
use crate::i18n::{ui, Text};
use crate::settings::shortcuts::Action;
use crate::settings::words;
use leptos::prelude::*;

/// The groups in toolbar order, each with the name a screen reader announces.
const GROUPS: [(Text, &[Action]); 4] = [
    (
        ui::GROUP_GAME,
        &[Action::NewGame, Action::Resign, Action::OfferDraw],
    ),
    (
        ui::GROUP_MOVE,
        &[
            Action::Undo,
            Action::Redo,
            Action::UndoAll,
            Action::RedoAll,
            Action::ResumePlay,
        ],
    ),
    (ui::GROUP_ANALYSIS, &[Action::ToggleHints, Action::Review]),
    (
        ui::GROUP_SETTINGS,
        &[
            Action::Options,
            Action::Statistics,
            Action::Help,
            Action::About,
        ],
    ),
];

/// The stable test hook of an action's button.
pub fn test_id(action: Action) -> &'static str {
    match action {
        Action::NewGame => "new-game",
        Action::Resign => "resign",
        Action::OfferDraw => "offer-draw",
        Action::Undo => "undo",
        Action::Redo => "redo",
        Action::UndoAll => "undo-all",
        Action::RedoAll => "redo-all",
        Action::ResumePlay => "resume-play",
        Action::ToggleHints => "toggle-hints",
        Action::Review => "review",
        Action::NextMistake => "next-mistake",
        Action::PreviousMistake => "previous-mistake",
        Action::Options => "open-options",
        Action::Statistics => "open-statistics",
        Action::Help => "open-help",
        Action::About => "open-about",
    }
}

/// A symbol drawn beside (or, on phones, instead of) the label.
fn symbol(action: Action) -> &'static str {
    match action {
        Action::NewGame => "+",
        Action::Resign => "⚑",
        Action::OfferDraw => "½",
        Action::Undo => "↶",
        Action::Redo => "↷",
        Action::UndoAll => "⇤",
        Action::RedoAll => "⇥",
        Action::ResumePlay => "▶",
        Action::ToggleHints => "!",
        Action::Review => "✓",
        Action::NextMistake => "⏭",
        Action::PreviousMistake => "⏮",
        Action::Options => "⚙",
        Action::Statistics => "Σ",
        Action::Help => "?",
        Action::About => "ℹ",
    }
}

/// Every action as a button; `enabled` decides (reactively) which can be pressed now.
#[component]
pub fn Menu(
    /// Whether an action can be taken now; read inside reactive closures, so it may read signals.
    enabled: Callback<Action, bool>,
    /// Runs an action.
    on_action: Callback<Action>,
    /// For a toggle, whether it is on (`aria-pressed`); `None` for other actions.
    pressed: Callback<Action, Option<bool>>,
) -> impl IntoView {
    let lang = super::state::AppState::get().lang;
    let groups = GROUPS.map(|(name, actions)| {
        let buttons = actions
            .iter()
            .map(|&action| {
                view! {
                    <button
                        type="button"
                        class="action"
                        data-testid=test_id(action)
                        title=move || words::action_with_key(action, lang.get())
                        aria-keyshortcuts=action.aria_keyshortcuts()
                        disabled=move || !enabled.run(action)
                        aria-pressed=move || pressed.run(action).map(|on| on.to_string())
                        on:click=move |_| on_action.run(action)
                    >
                        <span class="symbol" aria-hidden="true">{symbol(action)}</span>
                        <span class="label">{tr(words::action(action).label)}</span>
                        <span class="short" aria-hidden="true">{tr(words::action(action).short)}</span>
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="toolbar" role="group" aria-label=tr(name)>
                {buttons}
            </div>
        }
    });
    view! {
        <nav class="menu" aria-label=tr(ui::ACTIONS)>
            {groups}
            <PuzzlesButton />
            <LibraryButton />
        </nav>
    }
}
