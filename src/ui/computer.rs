//! The computer player: whenever a computer side is to move it asks the worker, shows the
//! search's progress, and plays the answer after a short delay so people can follow it.
//! Any change of game, players or level abandons the request, so no stale move is played.

use super::ai_client::AiClient;
use super::players::Players;
use super::text::move_announcement;
use crate::engine::search::{Level, Progress};
use crate::engine::{Game, Status};
use crate::protocol::{Reply, Request};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The least time from asking to showing the computer's move, in milliseconds.
const SHOW_AFTER_MS: f64 = 450.0;

/// The request being waited for: its id and when it was sent.
#[derive(Clone, Copy)]
struct Pending {
    id: u32,
    sent_ms: f64,
}

fn progress_text(p: &Progress) -> String {
    format!("Thinking… depth {}, best {}", p.depth, p.best)
}

/// Starts the worker and plays the computer's side(s) of `game` from now on.
pub fn drive_computer(
    game: RwSignal<Game>,
    players: Signal<Players>,
    level: Signal<Level>,
    thinking: RwSignal<Option<String>>,
    announcement: RwSignal<String>,
) {
    let pending = StoredValue::new(None::<Pending>);
    let waiting_for = move |id: u32| pending.get_value().is_some_and(|p| p.id == id);

    let on_reply = move |reply: Reply| match reply {
        Reply::Progress { id, progress } if waiting_for(id) => {
            thinking.set(Some(progress_text(&progress)));
        }
        Reply::Move { id, result } if waiting_for(id) => {
            let sent = pending.get_value().map_or(0.0, |p| p.sent_ms);
            let wait = (SHOW_AFTER_MS - (js_sys::Date::now() - sent)).max(0.0);
            spawn_local(async move {
                TimeoutFuture::new(wait as u32).await;
                // The game may have changed during the delay; then the move is stale.
                if !waiting_for(id) {
                    return;
                }
                pending.set_value(None);
                thinking.set(None);
                let mut refused = None;
                game.update(|g| refused = g.play(result.best).err());
                match refused {
                    Some(why) => web_sys::console::error_1(
                        &format!("the computer's move {} was refused: {why}", result.best).into(),
                    ),
                    None => announcement.set(game.with_untracked(move_announcement)),
                }
            });
        }
        Reply::Failed { id, reason } if waiting_for(id) => {
            pending.set_value(None);
            thinking.set(None);
            web_sys::console::error_1(&format!("the AI failed: {reason}").into());
        }
        _ => {}
    };
    let client = StoredValue::new_local(AiClient::new(on_reply));
    let next_id = StoredValue::new(0u32);

    Effect::new(move |_| {
        let (status, board) = game.with(|g| (g.status(), g.board()));
        let (players, level) = (players.get(), level.get());
        client.with_value(AiClient::cancel);
        pending.set_value(None);
        thinking.set(None);
        let Status::Playing(side) = status else {
            return;
        };
        if !players.is_computer(side) {
            return;
        }
        next_id.update_value(|n| *n += 1);
        let id = next_id.get_value();
        pending.set_value(Some(Pending {
            id,
            sent_ms: js_sys::Date::now(),
        }));
        thinking.set(Some("Thinking…".to_string()));
        // The seed only varies the lower levels' choice among near-equal moves.
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        client.with_value(|c| {
            c.send(&Request::Think {
                id,
                position: board.into(),
                level,
                seed,
            })
        });
    });
}
