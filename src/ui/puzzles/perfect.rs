//! Perfect play in the Puzzles view: whenever the puzzle's side to move is not the player's,
//! the AI worker solves the position exactly and its best move is played after a short
//! pause, so the player can follow; while the solution is shown, it works out the best line
//! move by move, at once, ahead of the player's steps. It has its own lane, so it never
//! replaces a request of the game's.

use super::signals::Puzzles;
use crate::engine::{Board, Square};
use crate::protocol::{Reply, Request};
use crate::session::puzzle::{Mode, PERFECT};
use crate::ui::ai::Lane;
use crate::ui::state::AppState;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The least time from one move of perfect play to the next, in milliseconds.
const PAUSE_MS: f64 = 700.0;

/// What perfect play is asked to move in: the puzzle, the position (the game's, or the end
/// of the line worked out), how far the game or line has gone and who moves. A change of any
/// of these asks again.
type Wanted = (usize, Board, usize, Mode);

/// Plays for perfect play whenever it is to move; call once.
pub fn drive(state: AppState, puzzles: Puzzles) {
    // Counts the positions asked about, so a pause that ends after the board changed plays nothing.
    let ticket = StoredValue::new(0u64);
    let wanted = Memo::new(move |_| -> Option<Wanted> {
        if !state.away.get() || state.ai.unavailable.get() {
            return None;
        }
        puzzles.run.with(|run| {
            let r = run.as_ref()?;
            match r.mode() {
                Mode::Solution => r
                    .line_end()
                    .map(|end| (r.number(), end, r.line().len(), Mode::Solution)),
                Mode::Play => r.engine_to_move().then(|| {
                    (
                        r.number(),
                        r.game().board(),
                        r.game().moves().len(),
                        Mode::Play,
                    )
                }),
            }
        })
    });
    Effect::new(move |_| {
        ticket.update_value(|t| *t += 1);
        let Some(asked) = wanted.get() else {
            state.ai.cancel(Lane::Puzzle);
            puzzles.thinking.set(false);
            return;
        };
        let mine = ticket.get_value();
        puzzles.thinking.set(true);
        let sent = js_sys::Date::now();
        let play = move |sq: Square| {
            if asked.3 == Mode::Solution {
                // The line is stepped through by the player: no pause to follow.
                puzzles.run.update(|r| {
                    if let Some(r) = r {
                        r.extend_line(asked.1, sq);
                    }
                });
                return;
            }
            let wait = (PAUSE_MS - (js_sys::Date::now() - sent)).max(0.0);
            spawn_local(async move {
                TimeoutFuture::new(wait as u32).await;
                if ticket.get_value() != mine || wanted.get_untracked() != Some(asked) {
                    return;
                }
                puzzles.thinking.set(false);
                puzzles.run.update(|r| {
                    if let Some(r) = r {
                        r.engine_plays(sq);
                    }
                });
            });
        };
        state.ai.ask(
            Lane::Puzzle,
            |id| Request::Hint {
                id,
                position: asked.1,
                limits: PERFECT,
            },
            move |id, reply| {
                if let Reply::HintsDone { hints, .. } = reply {
                    state.ai.done(Lane::Puzzle, id);
                    match hints.best().next() {
                        Some(sq) => play(sq),
                        None => puzzles.thinking.set(false),
                    }
                }
            },
        );
    });
}

/// Stops perfect play (the view is left): nothing is played into the puzzle while it is away.
pub fn stop(state: AppState, puzzles: Puzzles) {
    state.ai.cancel(Lane::Puzzle);
    puzzles.thinking.set(false);
}
