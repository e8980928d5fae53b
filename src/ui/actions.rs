//! What the player's actions do in the app: each runs through the session, which decides
//! whether it may and what happens; this module opens the dialogs, asks before an action
//! that ends the game, routes draw offers, steps through the game (the move list and the
//! evaluation graph show a chosen move), and says what happened.

use super::analysis::review_later;
use super::computer::ask_draw;
use super::drill::panel::verdict_line;
use super::friend::now_s;
use super::panel::Panel;
use super::state::{AppState, Open};
use crate::actions::{Action, Command, Play, Target};
use crate::engine::openings::balanced::balanced as balanced_openings;
use crate::engine::Square;
use crate::i18n::game::draw_pending_line;
use crate::i18n::ui;
use crate::session::draw::DrawOffer;
use crate::session::play::Done;
use crate::session::text::{done_line, draw_answer_line, move_announcement, with_status};
use crate::settings::{Player, Start};
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

/// A number in `0..n` (0 when `n` is 0), drawn afresh each time.
fn random_below(n: usize) -> usize {
    ((js_sys::Math::random() * n as f64) as usize).min(n.saturating_sub(1))
}

/// "Play again, colours swapped", once a game against the computer is over: the same
/// balanced opening, if the game began with one, with the person on the other side.
pub fn play_again_swapped(state: AppState) {
    let mut started = false;
    let _ = state.change(|s, _| {
        started = s.play_again_swapped();
        Ok(())
    });
    if started {
        say_done(state, &Done::NewGame { balanced: false });
    }
}

/// A person chose `square` on the board.
pub fn choose(state: AppState, square: Square) {
    let in_friend_game = state.session.with_untracked(|s| s.friend().is_some());
    let now = now_s();
    let chosen = state.change(|s, stats| {
        if in_friend_game {
            s.friend_play(square, now, stats)
        } else {
            s.choose(square, stats)
        }
    });
    match chosen {
        Ok(()) => {
            let lang = state.lang_now();
            state.say(state.session.with_untracked(|s| {
                verdict_line(s, lang).unwrap_or_else(|| move_announcement(s, lang))
            }))
        }
        Err(why) => state.refuse(why),
    }
}

/// Runs `action`: the page's commands at once, the game's after the session agrees and,
/// when it would end the game in progress, after asking the player.
pub fn run(state: AppState, action: Action) {
    match action.target() {
        Target::Page(command) => match state.session.with_untracked(|s| s.allows(command)) {
            Ok(()) => carry_out(state, command),
            Err(why) => state.refuse(why),
        },
        Target::Game(play) => {
            if let Err(why) = state.session.with_untracked(|s| s.check(play)) {
                state.refuse(why);
                return;
            }
            match state.session.with_untracked(|s| s.confirmation(play)) {
                Some(question) => state.open.set(Some(Open::Confirm(play, question))),
                None => run_confirmed(state, play),
            }
        }
    }
}

/// Carries out a command of the page's: a dialog, or the hints shown or hidden.
fn carry_out(state: AppState, command: Command) {
    let dialog = match command {
        Command::ToggleHints => return toggle_hints(state),
        Command::Options => Open::Options,
        Command::Statistics => Open::Statistics,
        Command::Help => Open::Help,
        Command::About => Open::About,
    };
    state.open.set(Some(dialog));
}

/// Runs `play` now (after any confirmation), then does the page's part of what it did.
pub fn run_confirmed(state: AppState, play: Play) {
    let balanced =
        play == Play::NewGame && state.options.with_untracked(|o| o.start == Start::Balanced);
    let mut done = None;
    let ran = state.change(|s, stats| {
        let mut did = s.run(play, stats)?;
        if balanced && matches!(did, Done::NewGame { .. }) {
            s.start_balanced(random_below(balanced_openings().len()));
            did = Done::NewGame { balanced: true };
        }
        done = Some(did);
        Ok(())
    });
    if let Err(why) = ran {
        state.refuse(why);
        return;
    }
    match done {
        Some(Done::DrawOffer(offer)) => put_draw_offer(state, offer),
        Some(Done::DrawOfferSent) => {
            let lang = state.lang_now();
            let line = state
                .session
                .with_untracked(|s| done_line(&Done::DrawOfferSent, s, lang));
            state.tell(line.unwrap_or_default());
        }
        Some(Done::ReviewWanted) => {
            review_later(state);
            // The review's progress and summary are the analysis panel's.
            state.panel.set(Panel::Analysis);
            say_done(state, &Done::ReviewWanted);
        }
        Some(done) => say_done(state, &done),
        None => {}
    }
}

/// Says what a game action did, as [`done_line`] words it.
fn say_done(state: AppState, done: &Done) {
    let lang = state.lang_now();
    if let Some(line) = state.session.with_untracked(|s| done_line(done, s, lang)) {
        state.say(line);
    }
}

/// Shows or hides the hints (the option of the same name).
fn toggle_hints(state: AppState) {
    state
        .options
        .update(|o| o.display.show_hints = !o.display.show_hints);
    let on = state.options.with_untracked(|o| o.display.show_hints);
    let line = if on { ui::HINTS_ON } else { ui::HINTS_OFF };
    state.say(line.get(state.lang_now()));
}

/// Puts a draw offer to its answerer: another person is asked in a dialog, the computer
/// judges it in the worker.
fn put_draw_offer(state: AppState, offer: DrawOffer) {
    match offer.answerer() {
        Player::Human => state.open.set(Some(Open::Draw(offer))),
        Player::Computer => {
            state.notify(draw_pending_line(offer.by(), state.lang_now()));
            let asked = offer.clone();
            ask_draw(state, offer, move |accepted| {
                answer_draw(state, &asked, accepted)
            });
        }
    }
}

/// Applies the answer to a draw offer and says it; an answer to a position that is gone
/// is dropped.
pub fn answer_draw(state: AppState, offer: &DrawOffer, accepted: bool) {
    if state
        .change(|s, stats| s.answer_draw(offer, accepted, stats))
        .is_err()
    {
        return;
    }
    let line = state
        .session
        .with_untracked(|s| draw_answer_line(offer.to(), accepted, s, state.lang_now()));
    state.say(line.clone());
    state.notify(line);
}

/// Which way the up and down arrows step: a list goes forward downwards, a slider upwards.
#[derive(Clone, Copy)]
pub enum Forward {
    /// Down is the next move (the move list).
    Down,
    /// Up is the next move (the evaluation graph, a slider).
    Up,
}

/// Steps through the game with a key (arrows back and forward, Home and End to the start and
/// `end`), as the move list and the evaluation graph both do; returns the ply now shown if the
/// key moved it. The keys are the widget's own: no page scroll, no game shortcut (Home, End).
pub fn step_by_key(
    state: AppState,
    ev: &KeyboardEvent,
    end: usize,
    forward: Forward,
) -> Option<usize> {
    let now = state.session.with_untracked(|s| s.game().ply());
    let (back_key, next_key) = match forward {
        Forward::Down => ("ArrowUp", "ArrowDown"),
        Forward::Up => ("ArrowDown", "ArrowUp"),
    };
    let key = ev.key();
    let to = match key.as_str() {
        "ArrowLeft" => now.checked_sub(1),
        "ArrowRight" => (now < end).then_some(now + 1),
        k if k == back_key => now.checked_sub(1),
        k if k == next_key => (now < end).then_some(now + 1),
        "Home" => Some(0),
        "End" => Some(end),
        _ => return None,
    };
    ev.prevent_default();
    ev.stop_propagation();
    let ply = to.filter(|&p| p != now)?;
    show_ply(state, ply);
    Some(ply)
}

/// Shows the position after `ply` discs, announcing it.
pub fn show_ply(state: AppState, ply: usize) {
    match state.change(|s, stats| s.go_to(ply, stats)) {
        Ok(()) => {
            let lang = state.lang_now();
            state.say(
                state
                    .session
                    .with_untracked(|s| with_status(&ui::showing_move(ply, lang), s, lang)),
            )
        }
        Err(why) => state.refuse(why),
    }
}
