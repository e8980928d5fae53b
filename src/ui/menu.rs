//! The actions: the frequent ones (new game, undo, redo, hints, review) in a compact
//! toolbar, and the rest behind its More button, in a menu of labelled groups (a disclosure:
//! the actions stay buttons). Each is a real button named for its action, with its shortcut
//! in the tooltip and `aria-keyshortcuts`; the keys run every action without its button. In
//! the toolbar each symbol carries a one-word label under it (touch screens have no
//! tooltips); the full label stays the accessible name.

use super::database::ExplorerButton;
use super::drill::panel::DrillButton;
use super::friend::button::FriendButton;
use super::language::tr;
use super::library::LibraryButton;
use super::puzzles::PuzzlesButton;
use crate::actions::words;
use crate::actions::Action;
use crate::i18n::puzzles::PRACTICE;
use crate::i18n::{ui, Text};
use leptos::ev::{KeyboardEvent, MouseEvent};
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The actions a game uses most, always in the toolbar.
const FREQUENT: [Action; 5] = [
    Action::NewGame,
    Action::Undo,
    Action::Redo,
    Action::ToggleHints,
    Action::Review,
];

/// The More menu's groups of actions, each with the name a screen reader announces; the
/// Practice group (puzzles, drills, library, explorer) goes between the last two.
const GROUPS: [(Text, &[Action]); 3] = [
    (ui::GROUP_GAME, &[Action::Resign, Action::OfferDraw]),
    (
        ui::GROUP_MOVE,
        &[Action::UndoAll, Action::RedoAll, Action::ResumePlay],
    ),
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

/// The toolbar and its More menu; `enabled` decides (reactively) which actions can be
/// pressed now.
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
    let button = move |action: Action, short: bool| {
        view! {
            <button
                type="button"
                class="action"
                data-testid=test_id(action)
                // The label as the name even to tools that read a hidden button's content
                // whole, symbol and short label included (the closed menu's).
                aria-label=tr(words::action(action).label)
                title=move || words::action_with_key(action, lang.get())
                aria-keyshortcuts=action.aria_keyshortcuts()
                disabled=move || !enabled.run(action)
                aria-pressed=move || pressed.run(action).map(|on| on.to_string())
                on:click=move |_| on_action.run(action)
            >
                <span class="symbol" aria-hidden="true">{symbol(action)}</span>
                <span class="label">{tr(words::action(action).label)}</span>
                {short.then(|| view! {
                    <span class="short" aria-hidden="true">{tr(words::action(action).short)}</span>
                })}
            </button>
        }
    };
    let frequent = FREQUENT.map(|action| button(action, true)).collect_view();
    let group = move |(name, actions): (Text, &'static [Action])| {
        view! {
            <div class="menu-group" role="group" aria-label=tr(name)>
                // A new game against a friend, beside the game's own actions.
                {(name == ui::GROUP_GAME).then(|| view! { <FriendButton /> })}
                {actions.iter().map(|&action| button(action, false)).collect_view()}
            </div>
        }
    };
    let [game, moves, settings] = GROUPS.map(group);

    let open = RwSignal::new(false);
    let wrapper = NodeRef::<html::Div>::new();
    let toggle = NodeRef::<html::Button>::new();
    let close = move |refocus: bool| {
        open.set(false);
        if refocus {
            if let Some(toggle) = toggle.get_untracked() {
                let _ = toggle.focus();
            }
        }
    };
    // Whether `target` lies inside the toggle and its menu.
    let inside = move |target: Option<web_sys::EventTarget>| {
        let node = target.and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        wrapper
            .try_get_untracked()
            .flatten()
            .is_some_and(|w| w.contains(node.as_ref()))
    };
    // Read in handlers that may run as the menu goes (Puzzles takes the page's place and the
    // focused More button loses focus then): a menu that is gone is closed.
    let is_open = move || open.try_get_untracked().unwrap_or(false);
    // A press anywhere else closes the menu, as a pop-up menu does.
    let outside = window_event_listener(leptos::ev::pointerdown, move |ev| {
        if is_open() && !inside(ev.target()) {
            close(false);
        }
    });
    on_cleanup(move || outside.remove());
    // Before the chosen action runs (this is the capture phase): focus goes back to the More
    // button, so that a dialog the action opens hands it back there, not to a hidden item.
    let chose = move |ev: MouseEvent| {
        let on_button = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("button").ok().flatten())
            .is_some();
        if on_button {
            close(true);
        }
    };
    let on_keydown = move |ev: KeyboardEvent| {
        if ev.key() == "Escape" && is_open() {
            ev.prevent_default();
            ev.stop_propagation();
            close(true);
        }
    };
    // Tabbing out of the menu closes it.
    let on_focusout = move |ev: leptos::ev::FocusEvent| {
        if is_open() && !inside(ev.related_target()) {
            close(false);
        }
    };

    view! {
        <nav class="menu" aria-label=tr(ui::ACTIONS)>
            {frequent}
            <div class="more" node_ref=wrapper on:keydown=on_keydown on:focusout=on_focusout>
                <button
                    type="button"
                    class="action more-toggle"
                    data-testid="more-actions"
                    aria-expanded=move || open.get().to_string()
                    aria-controls="more-menu"
                    node_ref=toggle
                    on:click=move |_| open.update(|o| *o = !*o)
                >
                    <span class="symbol" aria-hidden="true">"☰"</span>
                    <span class="label">{tr(ui::MORE_ACTIONS)}</span>
                    <span class="short" aria-hidden="true">{tr(ui::MORE_SHORT)}</span>
                </button>
                <div
                    class="more-menu"
                    id="more-menu"
                    hidden=move || !open.get()
                    on:click:capture=chose
                >
                    {game}
                    {moves}
                    <div class="menu-group" role="group" aria-label=tr(PRACTICE)>
                        <PuzzlesButton />
                        <DrillButton />
                        <LibraryButton />
                        <ExplorerButton />
                    </div>
                    {settings}
                </div>
            </div>
        </nav>
    }
}
