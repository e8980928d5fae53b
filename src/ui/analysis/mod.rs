//! What the AI knows about the game, shown to the player: hint values on a person's turn,
//! the value of each position for the evaluation readout and graph, and the game review.
//! Everything is computed in the analysis worker (its own lane, so the computer's moves
//! never wait for it); every request is replaced as soon as the board changes, so no value
//! ever belongs to another position. What to ask for, and whether a review still fits the
//! game, the session decides ([`crate::session::analysis`]). With the graph option on, the
//! positions the graph lacks are valued in the background ([`graph`]) whenever the lane is
//! free.

mod graph;

use super::ai::Lane;
use super::chunks::run_later;
use super::state::{Analysis, AppState};
use crate::engine::search::analysis::results::FIRST_DEPTH;
use crate::engine::search::analysis::{Evaluation, HintLimits, ReviewSettings};
use crate::engine::{Board, Color, Move};
use crate::protocol::{Reply, Request};
use crate::session::analysis::{HintView, Reviewing, Wanted};
use leptos::prelude::*;
use leptos::wasm_split::{wasm_split, SplitLoaderError};

/// Starts the analysis: hints and evaluations follow the board shown; call once, from the
/// app.
pub fn drive_analysis(state: AppState) {
    let analysis = state.analysis;
    let wanted = Memo::new(move |_| {
        // Hints are off while the AI is unavailable, for the reason its notice gives.
        let on = state.options.with(|o| o.display.show_hints)
            && !state.ai.unavailable.get()
            && !state.away.get();
        state.session.with(|s| s.analysis_wanted(on))
    });
    Effect::new(move |_| {
        let wanted = wanted.get();
        analysis.hints.set(None);
        if analysis.reviewing.with_untracked(Option::is_none) {
            ask(state, analysis, wanted);
        }
    });

    graph::fill_in_background(state);

    // An AI that gives up ends a review under way: no more of it will come.
    Effect::new(move |_| {
        if state.ai.unavailable.get() && analysis.reviewing.with_untracked(Option::is_some) {
            analysis.reviewing.set(None);
        }
    });

    // A review judges the moves it was asked about: once the game leaves them, it stops.
    Effect::new(move |_| {
        let stale = analysis.reviewing.with(|r| {
            r.as_ref()
                .is_some_and(|r| !state.session.with(|s| s.fits_review_of(&r.asked)))
        });
        if stale {
            cancel_review(state, analysis);
        }
    });
}

/// Asks the worker for what the position wants, replacing any request before (the
/// background evaluation of the graph goes on while the position wants nothing).
fn ask(state: AppState, analysis: Analysis, wanted: Wanted) {
    match wanted {
        Wanted::Nothing => {
            if analysis.busy.get_untracked() {
                state.ai.cancel(Lane::Analysis);
                analysis.busy.set(false);
            }
        }
        Wanted::Hints(board) => ask_hints(state, analysis, board),
        Wanted::Evaluation(board) => ask_evaluation(state, analysis, board),
    }
}

fn ask_hints(state: AppState, analysis: Analysis, board: Board) {
    analysis.busy.set(true);
    state.ai.ask(
        Lane::Analysis,
        |id| Request::Hint {
            id,
            position: board,
            limits: HintLimits::default(),
        },
        move |id, reply| match reply {
            Reply::HintProgress { hints, .. } => {
                analysis.hints.set(Some(HintView { board, hints }));
            }
            Reply::HintsDone { hints, .. } => {
                state.ai.done(Lane::Analysis, id);
                let depth = hints.depth;
                analysis.hints.set(Some(HintView { board, hints }));
                // Proven hints give the position's value; estimates would zig-zag on the
                // graph (their depth's odd-even swing), so the evaluation's smoothed one is asked.
                let value = analysis
                    .hints
                    .with_untracked(|h| h.as_ref().and_then(|h| h.value(&board)));
                match value.filter(|v| v.exact) {
                    Some(v) => {
                        analysis.busy.set(false);
                        analysis.evals.update(|e| {
                            e.insert(
                                board,
                                Evaluation {
                                    black_score: v.black_score,
                                    exact: true,
                                    depth,
                                },
                            );
                        });
                    }
                    None => ask_evaluation(state, analysis, board),
                }
            }
            _ => {}
        },
    );
}

fn ask_evaluation(state: AppState, analysis: Analysis, board: Board) {
    // The graph's background value is shallower: the position shown gets the full one.
    let settings = ReviewSettings::default();
    let known = analysis.evals.with_untracked(|e| {
        e.get(&board)
            .is_some_and(|v| v.exact || v.depth >= settings.depth)
    });
    if known || board.is_game_over() {
        analysis.busy.set(false);
        return;
    }
    analysis.busy.set(true);
    state.ai.ask(
        Lane::Analysis,
        |id| Request::Evaluate {
            id,
            position: board,
            settings,
        },
        move |id, reply| {
            if let Reply::Evaluation { evaluation, .. } = reply {
                state.ai.done(Lane::Analysis, id);
                analysis.busy.set(false);
                analysis.evals.update(|e| {
                    e.insert(board, evaluation);
                });
            }
        },
    );
}

/// Starts a review (the Review action) from the chunk that holds the review's code.
pub fn review_later(state: AppState) {
    run_later(state, reviewed(state));
}

/// The work behind [`review_later`].
#[wasm_split(reviewed, wasm_split_path = ::leptos::wasm_split, fallible)]
fn reviewed(state: AppState) -> Result<(), SplitLoaderError> {
    start_review(state, state.analysis);
    Ok(())
}

/// Reviews every move of the game in the worker, showing progress; the finished review is
/// kept with the game.
pub fn start_review(state: AppState, analysis: Analysis) {
    if state.ai.unavailable.get_untracked() {
        return;
    }
    let (start, moves) = state
        .session
        .with_untracked(|s| (s.game().start_board(), s.game().moves().to_vec()));
    let total = moves.iter().filter(|m| m.square().is_some()).count();
    analysis.hints.set(None);
    analysis
        .reviewing
        .set(Some(Reviewing::new(moves.clone(), total)));
    // The progress is drawn first; the review itself (the book's judgements, the first
    // requests) starts in a task of its own, so that neither holds the page for long. A review
    // cancelled in between never starts.
    gloo_timers::callback::Timeout::new(0, move || {
        let still_asked = analysis
            .reviewing
            .with_untracked(|r| r.as_ref().is_some_and(|r| r.asked == moves));
        if still_asked {
            ask_review(state, analysis, start, moves);
        }
    })
    .forget();
}

/// Asks the worker to review `moves` from `start`, following its progress in `reviewing`.
fn ask_review(state: AppState, analysis: Analysis, start: Board, moves: Vec<Move>) {
    state.ai.ask(
        Lane::Analysis,
        |id| Request::Analyse {
            id,
            start,
            moves,
            settings: ReviewSettings {
                first_depth: FIRST_DEPTH,
                ..Default::default()
            },
        },
        move |id, reply| match reply {
            Reply::Reviewed { review, .. } => analysis.reviewing.update(|r| {
                if let Some(r) = r {
                    r.take(review);
                }
            }),
            Reply::ReviewDone { review, .. } => {
                state.ai.done(Lane::Analysis, id);
                analysis.reviewing.set(None);
                let _ = state.change(|s, _| {
                    s.set_review(review);
                    Ok(())
                });
                state.say(review_done_line(state));
                resume_after_review(state, analysis);
            }
            Reply::Failed { reason, .. } => {
                analysis.reviewing.set(None);
                state.ai.done(Lane::Analysis, id);
                analysis.busy.set(false);
                web_sys::console::error_1(&format!("the review failed: {reason}").into());
            }
            _ => {}
        },
    );
}

fn review_done_line(state: AppState) -> String {
    let lang = state.lang_now();
    state.session.with_untracked(|s| match s.review() {
        Some(review) => crate::i18n::ui::review_done(
            &crate::i18n::analysis::review_summary_line(Color::Black, &review.black, lang),
            &crate::i18n::analysis::review_summary_line(Color::White, &review.white, lang),
            lang,
        ),
        None => crate::i18n::ui::REVIEW_MOVED_ON.get(lang).to_string(),
    })
}

/// Stops a review under way; nothing of it is kept.
pub fn cancel_review(state: AppState, analysis: Analysis) {
    state.ai.cancel(Lane::Analysis);
    analysis.reviewing.set(None);
    resume_after_review(state, analysis);
}

/// After a review the hints (if on) take up the position shown again.
fn resume_after_review(state: AppState, analysis: Analysis) {
    let on = state.options.with_untracked(|o| o.display.show_hints);
    let wanted = state.session.with_untracked(|s| s.analysis_wanted(on));
    ask(state, analysis, wanted);
}
