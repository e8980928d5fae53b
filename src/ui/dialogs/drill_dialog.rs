//! The drill chooser: a named opening from a list narrowed by a search box (by name in
//! either language, or by its moves), the person's colour, and Start. A game in progress is
//! left as New game leaves it, so what that means is said above Start, and Start asks first,
//! as New game does ([`Open::ConfirmDrill`]).

use super::dialog::Dialog;
use super::opening_list::OpeningList;
use crate::engine::openings;
use crate::engine::Color;
use crate::i18n::{case, drill, names, ui, Lang};
use crate::session::Session;
use crate::ui::drill::start;
use crate::ui::language::tr;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;

/// Whether opening `index` answers the search `query`: its name (English or shown) or its
/// moves contain it, letter case aside.
fn matches(index: usize, query: &str, lang: Lang) -> bool {
    let query = case::fold(query.trim());
    let opening = &openings::all()[index];
    let moves: String = opening.moves.iter().map(|m| m.to_string()).collect();
    query.is_empty()
        || case::fold(&opening.name).contains(&query)
        || case::fold(names::opening(&opening.name, lang)).contains(&query)
        || moves.contains(&query.replace(' ', ""))
}

/// The chooser; `on_close` closes it without starting.
#[component]
pub fn DrillDialog(
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let current = state
        .session
        .with_untracked(|s| s.drill().map(|d| (d.index(), d.person())));
    let chosen = RwSignal::new(current.map_or(0, |(i, _)| i));
    let person = RwSignal::new(current.map_or(Color::Black, |(_, c)| c));
    let query = RwSignal::new(String::new());
    let shown = Memo::new(move |_| {
        let lang = lang.get();
        query.with(|q| {
            (0..openings::all().len())
                .filter(|&i| matches(i, q, lang))
                .collect::<Vec<_>>()
        })
    });
    // The choice follows the search: the first opening shown when the one chosen is hidden.
    Effect::new(move |_| {
        let shown = shown.get();
        if !shown.contains(&chosen.get_untracked()) {
            if let Some(&first) = shown.first() {
                chosen.set(first);
            }
        }
    });
    let question = state.session.with_untracked(Session::drill_confirmation);
    let submit = Callback::new(move |()| {
        if shown.with_untracked(|s| s.contains(&chosen.get_untracked())) {
            let (index, side) = (chosen.get_untracked(), person.get_untracked());
            // Asked again when Start is pressed, as New game asks, rather than taken from the
            // line above: the game may have moved on while the chooser was open.
            match state.session.with_untracked(Session::drill_confirmation) {
                Some(asked) => state.open.set(Some(Open::ConfirmDrill(index, side, asked))),
                None => {
                    state.open.set(None);
                    start(state, index, side);
                }
            }
        }
    });
    let colour = move |side: Color, value: &'static str| {
        view! {
            <label class="drill-colour">
                <input
                    type="radio"
                    name="drill-colour"
                    value=value
                    data-testid=format!("drill-colour-{value}")
                    prop:checked=move || person.get() == side
                    on:change=move |_| person.set(side)
                />
                {move || names::color(side, lang.get())}
            </label>
        }
    };
    view! {
        <Dialog title=drill::DRILL id="drill" on_close=on_close>
            <form
                class="drill-form"
                on:submit=move |e| {
                    e.prevent_default();
                    submit.run(());
                }
            >
                <label for="drill-search">{tr(drill::FIND_OPENING)}</label>
                <input
                    id="drill-search"
                    type="search"
                    autocomplete="off"
                    data-testid="drill-search"
                    prop:value=move || query.get()
                    on:input=move |e| query.set(event_target_value(&e))
                />
                <span id="drill-opening-label">{tr(drill::OPENING_LIST)}</span>
                <OpeningList
                    shown=shown
                    chosen=chosen
                    lang=lang
                    labelled_by="drill-opening-label"
                    on_enter=submit
                />
                <p class="drill-none" role="status" hidden=move || !shown.with(Vec::is_empty)>
                    {tr(drill::NO_OPENING_FOUND)}
                </p>
                <fieldset class="drill-colours">
                    <legend>{tr(drill::YOUR_COLOUR)}</legend>
                    {colour(Color::Black, "black")}
                    {colour(Color::White, "white")}
                </fieldset>
                {question.map(|q| {
                    view! {
                        <p class="drill-abandon" data-testid="drill-abandon">
                            {move || q.question(lang.get())}
                        </p>
                    }
                })}
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| on_close.run(())>
                        {tr(ui::CANCEL)}
                    </button>
                    <button
                        type="submit"
                        class="primary"
                        data-testid="drill-start"
                        disabled=move || shown.with(Vec::is_empty)
                    >
                        {tr(drill::START_DRILL)}
                    </button>
                </div>
            </form>
        </Dialog>
    }
}
