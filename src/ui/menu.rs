//! The action buttons: Game, Move and Help groups built from the shortcut table, each a
//! real button named for its action, with its shortcut in the tooltip and
//! `aria-keyshortcuts`. On phones each symbol carries a one-word label under it (touch
//! screens have no tooltips); the full label stays the accessible name.

use crate::settings::shortcuts::Action;
use leptos::prelude::*;

/// The groups in toolbar order, each with the name a screen reader announces.
const GROUPS: [(&str, &[Action]); 4] = [
    (
        "Game",
        &[Action::NewGame, Action::Resign, Action::OfferDraw],
    ),
    (
        "Move",
        &[
            Action::Undo,
            Action::Redo,
            Action::UndoAll,
            Action::RedoAll,
            Action::ResumePlay,
        ],
    ),
    ("Analysis", &[Action::ToggleHints, Action::Review]),
    (
        "Settings and help",
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
    let groups = GROUPS.map(|(name, actions)| {
        let buttons = actions
            .iter()
            .map(|&action| {
                view! {
                    <button
                        type="button"
                        class="action"
                        data-testid=test_id(action)
                        title=action.tooltip()
                        aria-keyshortcuts=action.aria_keyshortcuts()
                        disabled=move || !enabled.run(action)
                        aria-pressed=move || pressed.run(action).map(|on| on.to_string())
                        on:click=move |_| on_action.run(action)
                    >
                        <span class="symbol" aria-hidden="true">{symbol(action)}</span>
                        <span class="label">{action.label()}</span>
                        <span class="short" aria-hidden="true">{action.short_label()}</span>
                    </button>
                }
            })
            .collect_view();
        view! {
            <div class="toolbar" role="group" aria-label=name>
                {buttons}
            </div>
        }
    });
    view! { <nav class="menu" aria-label="Actions">{groups}</nav> }
}
