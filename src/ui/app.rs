//! The root component: it owns the game and the players in signals and wires the parts.

use super::board::Board;
use super::computer::drive_computer;
use super::keys::KeyEntry;
use super::level_select::LevelSelect;
use super::player_select::PlayerSelect;
use super::players::Players;
use super::scores::Scores;
use super::status::StatusBar;
use super::text::{move_announcement, refusal, status_line};
use super::toolbar::Toolbar;
use super::update_banner::UpdateBanner;
use crate::engine::search::Level;
use crate::engine::{Color, Game, Square, Status};
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Whether a key press belongs to a form control rather than to move entry.
fn typed_into_control(ev: &web_sys::KeyboardEvent) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let game = RwSignal::new(Game::default());
    let players = RwSignal::new(Players::default());
    let level = RwSignal::new(Level::Intermediate);
    let notice = RwSignal::new(None::<String>);
    let thinking = RwSignal::new(None::<String>);
    let announcement = RwSignal::new(String::new());

    drive_computer(game, players.into(), level.into(), thinking, announcement);

    let human_to_move = Memo::new(move |_| match game.with(Game::status) {
        Status::Playing(side) => !players.with(|p| p.is_computer(side)),
        Status::Over(_) => false,
    });

    let choose = Callback::new(move |sq: Square| {
        if let Some(why) = game.with(|g| refusal(g, sq)) {
            notice.set(Some(why));
            return;
        }
        if !human_to_move.get_untracked() {
            notice.set(Some("Wait for the computer's move".to_string()));
            return;
        }
        game.update(|g| {
            g.play_square(sq)
                .expect("refusal() accepted the square, so it is legal")
        });
        notice.set(None);
        announcement.set(game.with_untracked(move_announcement));
    });

    let new_game = Callback::new(move |()| {
        game.set(Game::default());
        notice.set(None);
        announcement.set(format!("New game. {}", game.with_untracked(status_line)));
    });

    let undo = Callback::new(move |()| {
        game.update(|g| {
            g.undo();
            // Against the computer, take back its reply too so a human is to move again.
            while let Status::Playing(side) = g.status() {
                if !players.with_untracked(|p| p.is_computer(side)) || !g.undo() {
                    break;
                }
            }
        });
        notice.set(None);
        announcement.set(format!(
            "Move taken back. {}",
            game.with_untracked(status_line)
        ));
    });

    let entry = StoredValue::new(KeyEntry::default());
    let typing = window_event_listener(ev::keydown, move |ev| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() || typed_into_control(&ev) {
            return;
        }
        let mut chosen = None;
        entry.update_value(|e| chosen = e.key(&ev.key()));
        if let Some(sq) = chosen {
            choose.run(sq);
        }
    });
    on_cleanup(move || typing.remove());

    view! {
        <main class="app">
            <UpdateBanner />
            <header class="title">
                <h1>"Reversi"</h1>
            </header>
            <section class="play">
                <Scores game=game />
                <div class="board-wrap">
                    <Board game=game show_legal=human_to_move on_choose=choose />
                </div>
                <StatusBar
                    game=game
                    notice=notice
                    thinking=thinking
                    announcement=announcement
                />
            </section>
            <aside class="controls">
                <Toolbar game=game on_new_game=new_game on_undo=undo />
                <fieldset class="players">
                    <legend>"Players"</legend>
                    <PlayerSelect color=Color::Black players=players />
                    <PlayerSelect color=Color::White players=players />
                    <LevelSelect level=level />
                </fieldset>
            </aside>
        </main>
    }
}
