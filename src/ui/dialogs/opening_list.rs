//! The drill chooser's list of openings: a listbox of its own rather than a `<select size>`,
//! whose options cannot wrap, so that long names ("Melnikov / Bat (Piau Continuation 1)")
//! show whole on a 320 px phone instead of being cut at the list's edge.

use crate::engine::openings;
use crate::i18n::{drill, Lang};
use leptos::ev;
use leptos::prelude::*;

/// The shown openings (indices into `openings::all()`), `chosen` the one picked; arrow keys,
/// Home and End move the choice, Enter calls `on_enter`.
#[component]
pub fn OpeningList(
    /// The openings the search leaves, in the table's order.
    shown: Memo<Vec<usize>>,
    /// The opening picked.
    chosen: RwSignal<usize>,
    /// The language of the names.
    lang: Memo<Lang>,
    /// The id of the list's visible label.
    labelled_by: &'static str,
    /// Starts the drill (Enter on the list).
    on_enter: Callback<()>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ul>::new();
    // Keeps the picked opening in view when keys move it past the list's edge.
    Effect::new(move |_| {
        let id = option_id(chosen.get());
        if let Some(el) = list
            .get()
            .and_then(|l| l.query_selector(&format!("#{id}")).ok().flatten())
        {
            el.scroll_into_view_with_bool(false);
        }
    });
    let on_keydown = move |e: ev::KeyboardEvent| {
        let shown = shown.get_untracked();
        let at = shown.iter().position(|&i| i == chosen.get_untracked());
        let last = shown.len().saturating_sub(1);
        let to = match e.key().as_str() {
            "ArrowDown" => at.map_or(0, |a| (a + 1).min(last)),
            "ArrowUp" => at.map_or(0, |a| a.saturating_sub(1)),
            "Home" => 0,
            "End" => last,
            "Enter" => {
                e.prevent_default();
                on_enter.run(());
                return;
            }
            _ => return,
        };
        e.prevent_default();
        if let Some(&i) = shown.get(to) {
            chosen.set(i);
        }
    };
    view! {
        <ul
            class="opening-list"
            role="listbox"
            tabindex="0"
            data-testid="drill-opening"
            aria-labelledby=labelled_by
            aria-activedescendant=move || option_id(chosen.get())
            node_ref=list
            on:keydown=on_keydown
        >
            {move || {
                let lang = lang.get();
                shown
                    .get()
                    .into_iter()
                    .map(|i| {
                        let o = &openings::all()[i];
                        view! {
                            <li
                                id=option_id(i)
                                role="option"
                                data-value=i.to_string()
                                aria-selected=move || (chosen.get() == i).to_string()
                                on:click=move |_| chosen.set(i)
                            >
                                {drill::opening_choice(&o.name, o.moves.len(), lang)}
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}

/// The element id of opening `index`'s entry, for `aria-activedescendant`.
fn option_id(index: usize) -> String {
    format!("drill-option-{index}")
}
