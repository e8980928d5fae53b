//! The analysis beside the board: the evaluation of the position shown, the evaluation
//! graph, the game review's progress and summary, and a legend of every mark. It appears once
//! there is something to show: hints or the graph switched on, a review under way or done;
//! until then a line says how to get it. It is drawn but hidden all the same, growing a point
//! a move, so that a review of a long game does not build the whole graph at once and block
//! the page as it starts.

use super::analysis::cancel_review;
use super::eval_graph::EvalGraph;
use super::state::AppState;
use crate::engine::Color;
use crate::i18n::analysis::{
    evaluation_line, review_summary_line, LEGEND_BLUNDER, LEGEND_BOARD_BEST, LEGEND_BOARD_PLAYED,
    LEGEND_DOTS, LEGEND_HINTS, LEGEND_INACCURACY, LEGEND_MISTAKE,
};
use crate::i18n::ui;
use crate::session::analysis::ply_values;
use crate::ui::language::tr;
use leptos::prelude::*;

/// The panel.
#[component]
pub fn AnalysisPanel() -> impl IntoView {
    let state = AppState::get();
    let analysis = state.analysis;
    // The review of each disc, from the review under way or the finished one.
    let reviews = Memo::new(move |_| {
        analysis
            .reviewing
            .with(|r| r.as_ref().map(|r| r.done.clone()))
            .unwrap_or_else(|| state.session.with(|s| s.review_moves().to_vec()))
    });
    let values = Memo::new(move |_| {
        reviews.with(|reviewed| {
            analysis.evals.with(|evals| {
                state
                    .session
                    .with(|s| ply_values(s.game(), reviewed, evals))
            })
        })
    });
    let shown = Memo::new(move |_| {
        state
            .options
            .with(|o| o.display.show_hints || o.display.show_graph)
            || analysis.reviewing.with(Option::is_some)
            || state.session.with(|s| s.review().is_some())
    });
    // The position's value: while hints show for it, their best value, so that the line and the
    // best move's number always agree (the graph's own evaluation of the same position may be
    // of another depth); else the value the graph has.
    let readout = move || {
        let (ply, board) = state.session.with(|s| (s.game().ply(), s.game().board()));
        analysis
            .hints
            .with(|h| h.as_ref().and_then(|h| h.value(&board)))
            .or_else(|| values.with(|v| v.get(ply).copied().flatten()))
            .map_or_else(
                || ui::EVALUATING.get(state.lang.get()).to_string(),
                |p| evaluation_line(p.black_score, p.exact, state.lang.get()),
            )
    };
    // How far the review under way is: its block is built once per review, and each judged
    // move only updates the figures in it.
    let counts = Memo::new(move |_| {
        analysis
            .reviewing
            .with(|r| r.as_ref().map(|r| (r.judged(), r.total)))
    });
    let under_way = Memo::new(move |_| counts.with(Option::is_some));
    let done = move || counts.get().map_or(0, |c| c.0);
    let total = move || counts.get().map_or(0, |c| c.1);
    let progress = move || {
        under_way.get().then(|| {
            view! {
                <div class="review-progress">
                    <label>
                        {move || ui::reviewing_progress(done(), total(), state.lang.get())}
                        <progress
                            data-testid="review-progress"
                            max=move || total().max(1)
                            value=done
                        ></progress>
                    </label>
                    <button
                        type="button"
                        data-testid="cancel-review"
                        on:click=move |_| {
                            cancel_review(state, analysis);
                            state.say(ui::REVIEW_CANCELLED.get(state.lang_now()));
                        }
                    >
                        {tr(ui::CANCEL_REVIEW)}
                    </button>
                </div>
            }
        })
    };
    let summary = move || {
        state.session.with(|s| {
            s.review().map(|review| {
                let line = |side: Color| {
                    let figures = match side {
                        Color::Black => review.black,
                        Color::White => review.white,
                    };
                    view! { <li>{move || review_summary_line(side, &figures, state.lang.get())}</li> }
                };
                view! {
                    <ul class="review-summary" data-testid="review-summary">
                        {line(Color::Black)}
                        {line(Color::White)}
                    </ul>
                }
            })
        })
    };
    view! {
        <p class="panel-empty" hidden=move || shown.get()>{tr(ui::ANALYSIS_EMPTY)}</p>
        <section
            class="analysis-panel"
            aria-labelledby="analysis-heading"
            hidden=move || !shown.get()
        >
            <h2 id="analysis-heading" class="panel-heading">{tr(ui::GROUP_ANALYSIS)}</h2>
            <p class="evaluation" data-testid="evaluation" aria-live="polite">
                {readout}
            </p>
            <EvalGraph values=values reviews=reviews />
            {progress}
            {summary}
            <ul class="legend" data-testid="analysis-legend">
                <li data-testid="hint-legend">{tr(LEGEND_HINTS)}</li>
                <li>{tr(LEGEND_DOTS)}</li>
                <li class="legend-book">{tr(ui::LEGEND_BOOK)}</li>
                <li class="legend-mark" data-class="inaccuracy">{tr(LEGEND_INACCURACY)}</li>
                <li class="legend-mark" data-class="mistake">{tr(LEGEND_MISTAKE)}</li>
                <li class="legend-mark" data-class="blunder">{tr(LEGEND_BLUNDER)}</li>
                <li class="legend-best">{tr(LEGEND_BOARD_BEST)}</li>
                <li class="legend-played">{tr(LEGEND_BOARD_PLAYED)}</li>
            </ul>
        </section>
    }
}
