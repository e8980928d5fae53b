//! The modal shell every dialog uses: named by its heading, focus kept inside, Escape to
//! close, and focus handed back to whatever opened it.

use crate::i18n::{ui, Text};
use crate::ui::language::tr;
use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What can take focus inside a dialog, in DOM order.
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
     select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/// The focusable elements inside `root`.
fn focusables(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

/// The element that has focus now, if it is an HTML element.
fn focused() -> Option<web_sys::HtmlElement> {
    document()
        .active_element()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
}

/// The element that has focus now, whatever its kind: the board's squares, which a shortcut
/// is often pressed from, are SVG elements.
fn focused_element() -> Option<web_sys::Element> {
    document().active_element()
}

/// Gives `el` the focus again without scrolling to it, be it an HTML or an SVG element.
fn refocus(el: &web_sys::Element) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = if let Some(html) = el.dyn_ref::<web_sys::HtmlElement>() {
        html.focus_with_options(&options)
    } else if let Some(svg) = el.dyn_ref::<web_sys::SvgElement>() {
        svg.focus_with_options(&options)
    } else {
        Ok(())
    };
}

/// Keeps Tab and Shift+Tab cycling inside `root`.
fn trap_tab(root: &web_sys::HtmlElement, event: &web_sys::KeyboardEvent) {
    let items = focusables(root);
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        event.prevent_default();
        return;
    };
    let current = focused();
    let inside = current
        .as_ref()
        .is_some_and(|el| root.contains(Some(el.as_ref())));
    let target = if !inside {
        Some(first)
    } else if event.shift_key() && current.as_ref() == Some(first) {
        Some(last)
    } else if !event.shift_key() && current.as_ref() == Some(last) {
        Some(first)
    } else {
        None
    };
    if let Some(target) = target {
        event.prevent_default();
        let _ = target.focus();
    }
}

/// A modal dialog. Render it only while it is open (for example inside `<Show>`): it takes
/// focus when it appears (on the control marked `data-autofocus`, else the first one) and
/// returns it to the opener when it goes.
///
/// Every key press inside stops here, so the game's single-key shortcuts stay quiet while
/// a dialog is open.
#[component]
pub fn Dialog(
    /// The heading, which is also the dialog's accessible name.
    title: Text,
    /// A page-unique stem for the heading's id (`{id}-title`) and a CSS hook.
    id: &'static str,
    /// Asked to close the dialog when the player presses Escape.
    on_close: Callback<()>,
    /// The dialog's content, buttons included.
    children: Children,
) -> impl IntoView {
    let root = NodeRef::<html::Div>::new();
    let opener = StoredValue::new_local(focused_element());

    Effect::new(move |_| {
        if let Some(root) = root.get() {
            // A control marked `data-autofocus` (the answer Enter should give) goes first.
            let marked = root
                .query_selector("[data-autofocus]")
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
            let first = marked.or_else(|| focusables(&root).into_iter().next());
            let _ = match first {
                Some(el) => el.focus(),
                None => root.focus(),
            };
        }
    });
    on_cleanup(move || {
        let Some(el) = opener.try_get_value().flatten() else {
            return;
        };
        // After the page has caught up with what the dialog did: the action may have
        // disabled its own button (Resign, once the game is over), and then focus goes to
        // what the page offers next rather than being lost to the page. The opener was in
        // view when it was pressed, so going back to it leaves the page where it is, or where
        // the action scrolled it (a drill brings the board back into view).
        request_animation_frame(move || {
            // A dialog that replaced this one (a question after the drill chooser) has the
            // focus now, and keeps it.
            if document()
                .query_selector("[role='dialog']")
                .ok()
                .flatten()
                .is_some()
            {
                return;
            }
            let next = document()
                .query_selector("[data-focus-next]")
                .ok()
                .flatten()
                .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok());
            match next {
                Some(next) if el.has_attribute("disabled") => {
                    let _ = next.focus();
                }
                _ => refocus(&el),
            }
        });
    });

    let on_keydown = move |event: ev::KeyboardEvent| {
        event.stop_propagation();
        match event.key().as_str() {
            "Escape" => {
                event.prevent_default();
                on_close.run(());
            }
            "Tab" => {
                if let Some(root) = root.get_untracked() {
                    trap_tab(&root, &event);
                }
            }
            _ => {}
        }
    };

    let title_id = format!("{id}-title");
    let labelled_by = title_id.clone();
    view! {
        // Pressing on the backdrop must not move focus out of the dialog.
        <div class="dialog-backdrop" on:mousedown=move |e: ev::MouseEvent| {
            if e.target() == e.current_target() {
                e.prevent_default();
            }
        }>
            <div
                class=format!("dialog dialog-{id}")
                id=id
                role="dialog"
                aria-modal="true"
                aria-labelledby=labelled_by
                tabindex="-1"
                node_ref=root
                on:keydown=on_keydown
            >
                <h2 class="dialog-title" id=title_id>{tr(title)}</h2>
                {children()}
            </div>
        </div>
    }
}

/// The footer of a dialog that only informs: one Close button.
pub fn close_footer(on_close: Callback<()>) -> impl IntoView {
    view! {
        <div class="dialog-buttons">
            <button type="button" class="primary" on:click=move |_| on_close.run(())>
                {tr(ui::CLOSE)}
            </button>
        </div>
    }
}
