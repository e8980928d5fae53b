//! The panels beside the board (below it on a phone), one at a time behind a row of tabs, as
//! the WAI-ARIA tabs pattern has them: the game and its moves, the analysis, the record's
//! tools. One panel at a time keeps the page as tall as the window on a desktop, the panel
//! scrolling inside itself, whatever a later feature adds.

use super::analysis_panel::AnalysisPanel;
use super::friend::panel::FriendPanel;
use super::language::tr;
use super::lineup::Lineup;
use super::panel::{tab_after, Panel, PANELS};
use super::record::panel::{MovesPanel, RecordPanel};
use super::state::AppState;
use crate::i18n::ui;
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a panel holds.
fn content(panel: Panel) -> AnyView {
    match panel {
        Panel::Game => view! {
            <FriendPanel />
            <Lineup />
            <MovesPanel />
        }
        .into_any(),
        Panel::Analysis => view! { <AnalysisPanel /> }.into_any(),
        Panel::Record => view! { <RecordPanel /> }.into_any(),
    }
}

/// The tabs and the panel chosen; every panel stays drawn (hidden when not chosen), so what
/// it holds keeps its state, such as the move list's scroll.
#[component]
pub fn Panels() -> impl IntoView {
    let state = AppState::get();
    let chosen = state.panel;
    let tablist = NodeRef::<html::Div>::new();
    let focus_tab = move |panel: Panel| {
        let tab = tablist.get_untracked().and_then(|list| {
            list.query_selector(&format!("[data-panel=\"{}\"]", panel.key()))
                .ok()
                .flatten()
        });
        if let Some(tab) = tab.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = tab.focus();
        }
    };
    // The keys are the tabs' own: no page scroll, and Home and End are not the game's.
    let on_keydown = move |ev: KeyboardEvent| {
        if let Some(next) = tab_after(chosen.get_untracked(), &ev.key()) {
            ev.prevent_default();
            ev.stop_propagation();
            chosen.set(next);
            focus_tab(next);
        }
    };
    let tabs = PANELS
        .map(|panel| {
            let selected = move || chosen.get() == panel;
            view! {
                <button
                    type="button"
                    role="tab"
                    class="panel-tab"
                    id=format!("tab-{}", panel.key())
                    data-testid="panel-tab"
                    data-panel=panel.key()
                    aria-controls=format!("panel-{}", panel.key())
                    aria-selected=move || selected().to_string()
                    tabindex=move || if selected() { "0" } else { "-1" }
                    on:click=move |_| chosen.set(panel)
                >
                    {tr(panel.label())}
                </button>
            }
        })
        .collect_view();
    let panels = PANELS
        .map(|panel| {
            view! {
                <div
                    role="tabpanel"
                    class="panel"
                    id=format!("panel-{}", panel.key())
                    data-testid=format!("panel-{}", panel.key())
                    data-panel=panel.key()
                    aria-labelledby=format!("tab-{}", panel.key())
                    // It scrolls: the keyboard reaches it to scroll it.
                    tabindex="0"
                    hidden=move || chosen.get() != panel
                >
                    {content(panel)}
                </div>
            }
        })
        .collect_view();
    view! {
        <div class="panels">
            <div
                class="panel-tabs"
                role="tablist"
                aria-label=tr(ui::PANELS)
                node_ref=tablist
                on:keydown=on_keydown
            >
                {tabs}
            </div>
            {panels}
        </div>
    }
}
