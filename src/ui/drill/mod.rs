//! Opening drills in the page: the verdict and summary beside the board ([`panel`]), the
//! computer's line moves, and the cost of each miss, asked of the AI's
//! analysis lane as hint values of the position the miss was tried in (the book's values when
//! the book holds that position, else a short search). The rules are
//! [`crate::session::drill`]'s; the chooser is a dialog
//! ([`crate::ui::dialogs::drill_dialog`]).

pub mod panel;

use super::ai::Lane;
use super::state::AppState;
use super::viewport::keep_board_in_view;
use crate::engine::search::analysis::HintLimits;
use crate::engine::{Board, Color, Move};
use crate::i18n::drill::heading;
use crate::protocol::{Reply, Request};
use crate::session::drill::{Cost, Drill, Miss, Verdict};
use crate::session::text::{move_announcement, with_status};
use crate::session::Mover;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The search behind a miss's cost where the book is silent: short, since the player waits
/// for it, and deep enough in the opening to tell a few discs apart.
const COST_LIMITS: HintLimits = HintLimits {
    max_depth: 12,
    exact_empties: 0,
    ms: 1_500,
    exact_ms: 1_500,
    nodes: u64::MAX,
};

/// Starts the drill of opening `index` with the person on `person`, leaving the game in
/// progress as New game leaves it (the chooser has asked first).
pub fn start(state: AppState, index: usize, person: Color) {
    let Some(drill) = Drill::new(index, person) else {
        return;
    };
    let name = drill.opening().name.as_str();
    let _ = state.change(|s, stats| {
        s.start_drill(drill, stats);
        Ok(())
    });
    let lang = state.lang_now();
    let line = state
        .session
        .with_untracked(|s| with_status(&heading(name, person, lang), s, lang));
    state.say(line);
    // Started from the button below the board on a phone, the page may still show that
    // button, with the board scrolled away above it.
    request_animation_frame(keep_board_in_view);
}

/// Plays the line's move `mv` for the computer in `board` after `pause_ms` (the computer's
/// usual pause before showing a move), unless the game has moved on by then.
pub fn play_line_move(state: AppState, board: Board, mv: Move, pause_ms: u32) {
    spawn_local(async move {
        TimeoutFuture::new(pause_ms).await;
        let still = state
            .session
            .with_untracked(|s| s.game().board() == board && s.drill_move() == Some(mv));
        if !still {
            return;
        }
        state.thinking.set(false);
        if state
            .change(|s, stats| s.play(Mover::Computer, mv, stats))
            .is_ok()
        {
            let lang = state.lang_now();
            state.say(state.session.with_untracked(|s| move_announcement(s, lang)));
        }
    });
}

/// Announces the verdict on `miss` again now that it has its cost, if it is still the
/// latest verdict.
fn announce_cost(state: AppState, miss: Miss) {
    let lang = state.lang_now();
    let line = state.session.with_untracked(|s| {
        let verdict = s.drill()?.verdict()?;
        match verdict {
            Verdict::OffLine(m) if (m.ply, m.played) == (miss.ply, miss.played) => {
                Some(panel::verdict_text(verdict, lang))
            }
            _ => None,
        }
    });
    if let Some(line) = line {
        state.say(line);
    }
}

/// Values each miss of the drill as soon as the analysis lane is free; call once, from the
/// app.
pub fn drive_costs(state: AppState) {
    let analysis = state.analysis;
    // The miss last answered, so that one the AI could not value is not asked again and
    // again; one whose request was replaced before its answer is asked again.
    let answered = StoredValue::new(None::<Miss>);
    let wanted = Memo::new(move |_| {
        state.session.with(|s| {
            let drill = s.drill()?;
            let miss = drill.uncosted()?;
            Some((drill.board_at(miss.ply)?, miss))
        })
    });
    Effect::new(move |_| {
        // Hints and evaluations of the position shown go first: this waits until they are done.
        let free = !analysis.busy.get() && !state.ai.unavailable.get();
        let Some((board, miss)) = wanted.get().filter(|_| free) else {
            return;
        };
        if answered.get_value() == Some(miss) {
            return;
        }
        analysis.busy.set(true);
        state.ai.ask(
            Lane::Analysis,
            |id| Request::Hint {
                id,
                position: board,
                limits: COST_LIMITS,
            },
            move |id, reply| {
                if let Reply::HintsDone { hints, .. } = reply {
                    state.ai.done(Lane::Analysis, id);
                    answered.set_value(Some(miss));
                    analysis.busy.set(false);
                    if let Some(cost) = Cost::from_hints(&hints, miss.line, miss.played) {
                        let _ = state.change(|s, _| {
                            s.set_drill_cost(miss.ply, miss.played, cost);
                            Ok(())
                        });
                        announce_cost(state, miss);
                    }
                }
            },
        );
    });
}
