//! The computer player: whenever the computer is to move it asks the worker, shows the
//! search's progress, and plays the answer after a short delay so people can follow it.
//! It also answers draw offers, from its own evaluation in the worker. Any change of game,
//! players, level or pause abandons the request, so no stale answer is ever used.

use super::ai_client::AiClient;
use crate::engine::search::{Level, Progress};
use crate::engine::{Color, Game, Move};
use crate::protocol::{Reply, Request};
use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The least time from asking to showing the computer's move, in milliseconds.
const SHOW_AFTER_MS: f64 = 450.0;

/// The request being waited for.
#[derive(Clone, Copy)]
enum Pending {
    /// A move, asked for at `sent_ms`.
    Move { id: u32, sent_ms: f64 },
    /// An answer to a draw offer, handed to `on_answer`.
    Draw { id: u32, on_answer: Callback<bool> },
}

impl Pending {
    fn id(&self) -> u32 {
        match self {
            Pending::Move { id, .. } | Pending::Draw { id, .. } => *id,
        }
    }
}

fn progress_text(p: &Progress) -> String {
    format!("Thinking… depth {}, best {}", p.depth, p.best)
}

/// A handle on the computer player, for asking it about draws.
#[derive(Clone, Copy)]
pub struct Computer {
    client: StoredValue<AiClient, LocalStorage>,
    pending: StoredValue<Option<Pending>>,
    next_id: StoredValue<u32>,
}

impl Computer {
    fn start(&self, make: impl FnOnce(u32) -> (Pending, Request)) {
        self.client.with_value(AiClient::cancel);
        self.next_id.update_value(|n| *n += 1);
        let (pending, request) = make(self.next_id.get_value());
        self.pending.set_value(Some(pending));
        self.client.with_value(|c| c.send(&request));
    }

    /// Asks whether the computer playing `computer` accepts a draw in `game`'s position;
    /// `on_answer` gets the answer unless the game changes first.
    pub fn ask_draw(&self, game: &Game, computer: Color, level: Level, on_answer: Callback<bool>) {
        let position = game.board().into();
        self.start(|id| {
            (
                Pending::Draw { id, on_answer },
                Request::DrawOffer {
                    id,
                    position,
                    computer,
                    level,
                },
            )
        });
    }
}

/// Starts the worker and plays `game` for the computer whenever `to_move` says it is its
/// turn, handing each move to `on_move`.
pub fn drive_computer(
    game: Signal<Game>,
    to_move: Signal<bool>,
    level: Signal<Level>,
    thinking: RwSignal<Option<String>>,
    on_move: Callback<Move>,
) -> Computer {
    let pending = StoredValue::new(None::<Pending>);
    let waiting_for = move |id: u32| pending.get_value().is_some_and(|p| p.id() == id);

    let on_reply = move |reply: Reply| match reply {
        Reply::Progress { id, progress } if waiting_for(id) => {
            thinking.set(Some(progress_text(&progress)));
        }
        Reply::Move { id, result } if waiting_for(id) => {
            let sent = match pending.get_value() {
                Some(Pending::Move { sent_ms, .. }) => sent_ms,
                _ => 0.0,
            };
            let wait = (SHOW_AFTER_MS - (js_sys::Date::now() - sent)).max(0.0);
            spawn_local(async move {
                TimeoutFuture::new(wait as u32).await;
                // The game may have changed during the delay; then the move is stale.
                if !waiting_for(id) {
                    return;
                }
                pending.set_value(None);
                thinking.set(None);
                on_move.run(result.best);
            });
        }
        Reply::DrawAnswer { id, accepts } if waiting_for(id) => {
            if let Some(Pending::Draw { on_answer, .. }) = pending.get_value() {
                pending.set_value(None);
                on_answer.run(accepts);
            }
        }
        Reply::Failed { id, reason } if waiting_for(id) => {
            pending.set_value(None);
            thinking.set(None);
            web_sys::console::error_1(&format!("the AI failed: {reason}").into());
        }
        _ => {}
    };
    let computer = Computer {
        client: StoredValue::new_local(AiClient::new(on_reply)),
        pending,
        next_id: StoredValue::new(0u32),
    };

    Effect::new(move |_| {
        let board = game.with(Game::board);
        let (to_move, level) = (to_move.get(), level.get());
        computer.client.with_value(AiClient::cancel);
        pending.set_value(None);
        thinking.set(None);
        if !to_move {
            return;
        }
        thinking.set(Some("Thinking…".to_string()));
        // The seed only varies the lower levels' choice among near-equal moves.
        let seed = (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64;
        computer.start(|id| {
            (
                Pending::Move {
                    id,
                    sent_ms: js_sys::Date::now(),
                },
                Request::Think {
                    id,
                    position: board.into(),
                    level,
                    seed,
                },
            )
        });
    });
    computer
}
