//! The drill under way, under the board on a phone and beside it on a wide screen: its
//! opening and colour, the verdict on the person's latest move (with the line's move and what
//! leaving it costs), and once the line is complete the summary, with Drill again. A verdict
//! that falls below the window's edge is scrolled into view.

use super::start;
use crate::i18n::{drill, ui, Lang};
use crate::session::drill::{Drill, Verdict};
use crate::session::Session;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use crate::ui::viewport;
use leptos::prelude::*;

/// The verdict's sentence: on the line, or off it with the line's move and its cost (or
/// that the cost is being found).
pub fn verdict_text(verdict: Verdict, lang: Lang) -> String {
    match verdict {
        Verdict::OnLine { .. } => drill::ON_LINE.get(lang).to_string(),
        Verdict::OffLine(miss) => {
            let cost = miss.cost.map_or_else(
                || ui::EVALUATING.get(lang).to_string(),
                |c| drill::cost(c.discs, c.book, lang),
            );
            format!("{} {cost}", drill::off_line(miss.played, miss.line, lang))
        }
    }
}

/// What to announce after the person's move in a drill: the verdict on it, if it was judged.
pub fn verdict_line(session: &Session, lang: Lang) -> Option<String> {
    let verdict = session.drill()?.fresh_verdict(session.game())?;
    Some(verdict_text(verdict, lang))
}

/// The summary of a complete drill.
fn summary_view(drill: &Drill, lang: Lang) -> impl IntoView {
    let summary = drill.summary();
    let misses = summary
        .misses
        .iter()
        .map(|m| {
            let lost = m.cost.map(|c| c.discs);
            view! { <li>{drill::miss(m.ply, m.played, m.line, lost, lang)}</li> }
        })
        .collect_view();
    view! {
        <div
            class="drill-summary"
            data-testid="drill-summary"
            data-moves=summary.moves
            data-first-try=summary.first_try
        >
            <p>{drill::summary(summary.first_try, summary.moves, lang)}</p>
            <ul>{misses}</ul>
        </div>
    }
}

/// The drill panel, shown while a drill is under way.
#[component]
pub fn DrillPanel() -> impl IntoView {
    let state = AppState::get();
    let drill = Memo::new(move |_| state.session.with(|s| s.drill().cloned()));
    let complete = Memo::new(move |_| {
        state
            .session
            .with(|s| s.drill().is_some_and(|d| d.complete(s.game())))
    });
    Effect::new(move |_| {
        // Each new verdict, and its cost once found, may reach past the window's edge.
        if drill
            .with(|d| d.as_ref().and_then(Drill::verdict))
            .is_some()
        {
            keep_verdict_in_view();
        }
    });
    move || {
        let d = drill.get()?;
        let lang = state.lang.get();
        let (index, person) = (d.index(), d.person());
        let verdict = d.verdict().map(|v| {
            let (kind, line, played, cost) = match v {
                Verdict::OnLine { square, .. } => ("on-line", square, square, None),
                Verdict::OffLine(m) => ("off-line", m.line, m.played, m.cost),
            };
            view! {
                <p
                    class=format!("drill-verdict {kind}")
                    data-testid="drill-verdict"
                    data-verdict=kind
                    data-line=line.to_string()
                    data-played=played.to_string()
                    data-cost=cost.map(|c| c.discs.to_string())
                    data-cost-by=cost.map(|c| if c.book { "book" } else { "search" })
                >
                    {verdict_text(v, lang)}
                </p>
            }
        });
        Some(view! {
            <section class="drill" data-testid="drill" aria-labelledby="drill-heading"
                data-state=move || if complete.get() { "complete" } else { "live" }>
                <h2 id="drill-heading" class="panel-heading">
                    {drill::heading(d.opening().name.as_str(), person, lang)}
                </h2>
                {verdict}
                {complete.get().then(|| summary_view(&d, lang))}
                <Show when=move || complete.get()>
                    <button
                        type="button"
                        class="drill-again"
                        data-testid="drill-again"
                        on:click=move |_| start(state, index, person)
                    >
                        {tr(drill::DRILL_AGAIN)}
                    </button>
                </Show>
            </section>
        })
    }
}

/// Scrolls a verdict that ends below the window's edge (under the board on a phone) into
/// view, as far as the board stays wholly in view above it for the next move, and brings back
/// a board whose top the page has scrolled past. It measures on the next frame, once the
/// verdict's new text is laid out, and scrolls to a position rather than by an amount, so that
/// the calls for a verdict and for its cost never add up past the board's top.
fn keep_verdict_in_view() {
    request_animation_frame(|| {
        let (Some(verdict), Some(board)) = (
            viewport::rect(".drill-verdict"),
            viewport::rect(".play > .board-wrap"),
        ) else {
            return;
        };
        let window = window();
        let now = window.scroll_y().unwrap_or(0.0);
        // Both in the page's coordinates: the most the page may scroll with the board's top
        // in view, and where the verdict's bottom needs the window's.
        let most = now + board.top();
        let target = if board.top() < 0.0 {
            most
        } else if verdict.bottom() + 8.0 > viewport::height() {
            (now + verdict.bottom() + 8.0 - viewport::height()).min(most)
        } else {
            return;
        };
        window.scroll_to_with_x_and_y(0.0, target);
    });
}

/// The menu's button that opens the chooser, in its Practice group.
#[component]
pub fn DrillButton() -> impl IntoView {
    let state = AppState::get();
    view! {
        <button
            type="button"
            class="action"
            data-testid="open-drill"
            aria-haspopup="dialog"
            on:click=move |_| state.open.set(Some(crate::ui::state::Open::Drill))
        >
            <span class="symbol" aria-hidden="true">"◐"</span>
            <span class="label">{tr(drill::DRILL)}</span>
        </button>
    }
}
