//! The evaluation graph's background fill ("Show evaluation graph"): one position at a time,
//! every position of the game that has no value yet (a game opened from a link or a file, or
//! played with hints off) is valued at a modest depth on the analysis lane. It takes the lane
//! only when nothing else wants it: the hints and value of the position shown, and a review,
//! come first; while the computer thinks none is asked, so the computer's move shares the
//! processor with at most the end of one (a few milliseconds: stopping it instead would start
//! a new worker, which costs far more). A review later replaces these values with its own.

use super::super::ai::Lane;
use super::super::state::AppState;
use crate::engine::search::analysis::ReviewSettings;
use crate::engine::Board;
use crate::protocol::{Reply, Request};
use crate::session::analysis::first_unvalued;
use crate::session::Session;
use leptos::prelude::*;

/// How deeply the background values a position: a few milliseconds each in wasm, so a whole
/// game's graph fills in a second or two; exact near the end, where that is as cheap.
const FILL: ReviewSettings = ReviewSettings {
    depth: 6,
    exact_empties: 12,
    first_depth: 0,
};

/// Keeps filling the graph while the option is on; call once, from the analysis driver.
pub fn fill_in_background(state: AppState) {
    let analysis = state.analysis;
    // The fill request awaited, with the position it values.
    let asked = StoredValue::new(None::<(u32, Board)>);
    let awaited = move || {
        asked
            .get_value()
            .filter(|(id, _)| state.ai.awaits(Lane::Analysis, *id))
    };
    Effect::new(move |_| {
        let on = state.options.with(|o| o.display.show_graph)
            && state.session.with(Session::analysis_allowed)
            && !state.ai.unavailable.get()
            && !state.away.get();
        let waits =
            analysis.busy.get() || analysis.reviewing.with(Option::is_some) || state.thinking.get();
        if !on || waits {
            return;
        }
        let next = analysis.evals.with(|evals| {
            state
                .session
                .with(|s| first_unvalued(s.game(), s.review_moves(), evals))
        });
        let Some(board) = next else { return };
        if awaited().is_some_and(|(_, b)| b == board) {
            return;
        }
        let id = state.ai.ask(
            Lane::Analysis,
            |id| Request::Evaluate {
                id,
                position: board,
                settings: FILL,
            },
            move |id, reply| {
                if let Reply::Evaluation { evaluation, .. } = reply {
                    state.ai.done(Lane::Analysis, id);
                    // The next position is asked by the effect, which reads the values.
                    analysis.evals.update(|e| {
                        e.entry(board).or_insert(evaluation);
                    });
                }
            },
        );
        asked.set_value(Some((id, board)));
    });
}
