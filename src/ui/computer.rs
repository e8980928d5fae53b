//! The computer player: whenever the session says the computer is to move, it asks the AI
//! for a move and plays it through the session after a short delay, so people can follow
//! it. It also asks the AI to judge draw offers. A change of game, players or level while it
//! thinks replaces the request, so no stale answer is ever played.

use super::ai::Lane;
use super::drill::play_line_move;
use super::state::AppState;
use crate::protocol::{Reply, Request};
use crate::session::draw::DrawOffer;
use crate::session::Mover;
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The least time from asking to showing the computer's move (a drill's line move too), in
/// milliseconds.
const SHOW_AFTER_MS: u32 = 450;

/// On a clock, the pause before showing a move takes at most this fraction of the time left.
const SHOW_SHARE: u64 = 40;

/// Plays for the computer whenever it is to move; call once, from the app.
pub fn drive_computer(state: AppState) {
    super::ai::cores::follow_option(state.ai, state.options);
    state.ai.warm();
    // The position to move in and the level: only a change of these asks again.
    let wanted = Memo::new(move |_| {
        let level = state.options.with(|o| o.level);
        state.session.with(|s| {
            s.computer_to_move()
                .map(|_| (s.game().board(), level, s.drill_move()))
        })
    });
    Effect::new(move |_| {
        // An AI that gave up is not asked; Retry clears this, and the computer asks again.
        // Nor is it while the game is put aside: the Puzzles view has the lane.
        let wanted = wanted
            .get()
            .filter(|_| !state.ai.unavailable.get() && !state.away.get());
        let Some((board, level, line_move)) = wanted else {
            state.ai.cancel(Lane::Play);
            state.thinking.set(false);
            return;
        };
        state.thinking.set(true);
        if let Some(mv) = line_move {
            // In a drill the computer plays the line's move, with no search.
            state.ai.cancel(Lane::Play);
            return play_line_move(state, board, mv, SHOW_AFTER_MS);
        }
        // The seed only varies the lower levels' choice among near-equal moves.
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        let sent = js_sys::Date::now();
        // On a clock the pause before showing the move is the computer's time too: short when
        // time is short, and taken off what the search may spend.
        let side = board.side_to_move();
        let show_after = super::clock::time_left(state, side, 0).map_or(SHOW_AFTER_MS, |t| {
            SHOW_AFTER_MS.min((t.left_ms / SHOW_SHARE) as u32)
        });
        let clock = super::clock::time_left(state, side, u64::from(show_after));
        let game = super::clock::thought(state, side);
        state.ai.ask(
            Lane::Play,
            |id| Request::Think {
                id,
                position: board,
                level,
                seed,
                game,
                clock,
            },
            move |id, reply| {
                if let Reply::Move { result, .. } = reply {
                    let wait = (f64::from(show_after) - (js_sys::Date::now() - sent)).max(0.0);
                    spawn_local(async move {
                        TimeoutFuture::new(wait as u32).await;
                        // A newer request or a cancel during the delay makes this move stale.
                        if !state.ai.awaits(Lane::Play, id) {
                            return;
                        }
                        state.ai.done(Lane::Play, id);
                        state.thinking.set(false);
                        match state.change(|s, stats| s.play(Mover::Computer, result.best, stats)) {
                            Ok(()) => state.say(state.session.with_untracked(|s| {
                                crate::session::text::move_announcement(s, state.lang_now())
                            })),
                            Err(why) => web_sys::console::error_1(
                                &format!("the computer's move {} was refused: {why}", result.best)
                                    .into(),
                            ),
                        }
                    });
                }
            },
        );
    });
}

/// Asks the computer to judge `offer`; `on_answer` gets its answer unless the game moves on
/// first (a new request on the lane, such as the computer's next move, replaces this one).
pub fn ask_draw(state: AppState, offer: DrawOffer, on_answer: impl Fn(bool) + 'static) {
    let level = state.options.with_untracked(|o| o.level);
    state.ai.ask(
        Lane::Play,
        |id| Request::DrawOffer {
            id,
            position: offer.game().board(),
            computer: offer.to(),
            level,
        },
        move |id, reply| {
            if let Reply::DrawAnswer { accepts, .. } = reply {
                state.ai.done(Lane::Play, id);
                on_answer(accepts);
            }
        },
    );
}
