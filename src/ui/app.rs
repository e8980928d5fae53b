//! The root component: it owns the options, the statistics and the game in progress in
//! signals, restores and saves them, and routes every action to the part that does it.

use super::board::Board;
use super::computer::{drive_computer, Computer};
use super::dialogs::{AboutDialog, HelpDialog, OptionsDialog, StatisticsDialog};
use super::draw_prompt::DrawPrompt;
use super::hotkeys;
use super::lineup::Lineup;
use super::menu::Menu;
use super::persistence::{keep_saved, restore};
use super::scores::Scores;
use super::session;
use super::status::StatusBar;
use super::text::{move_announcement, refusal, status_line};
use super::update_banner::UpdateBanner;
use crate::engine::{Game, Move, Square, Status};
use crate::settings::draw::{Answer, DrawOffer};
use crate::settings::shortcuts::Action;
use crate::settings::{Options, Player, Players, SavedGame};
use crate::storage::Store;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The dialog on top of the board, if any.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Open {
    Options,
    Statistics,
    Help,
    About,
    /// A person answers another person's draw offer.
    Draw(DrawOffer),
}

/// Sets the board's colours as CSS custom properties on the document's root. Through the
/// CSSOM, since the Content-Security-Policy forbids inline `style` attributes.
fn apply_colours(options: &Options) {
    let Some(root) = document().document_element() else {
        return;
    };
    let Ok(root) = root.dyn_into::<web_sys::HtmlElement>() else {
        return;
    };
    let c = &options.colors;
    let style = root.style();
    for (name, colour) in [
        ("--felt", c.board),
        ("--legal", c.valid_move),
        ("--active-square", c.active_square),
        ("--move-indicator", c.move_indicator),
    ] {
        // A custom property always accepts a colour, so this cannot fail.
        let _ = style.set_property(name, &colour.to_string());
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let store = Store::open();
    let restored = restore(&store);
    let options = RwSignal::new(restored.options);
    let stats = RwSignal::new(restored.stats);
    let saved = RwSignal::new(restored.session);
    let storage_notices = RwSignal::new(restored.notices);
    keep_saved(store, options, stats, saved.into(), storage_notices);

    let game = Memo::new(move |_| saved.with(|s| s.game.clone()));
    let players = Memo::new(move |_| options.with(|o| o.players));
    let level = Memo::new(move |_| options.with(|o| o.level));
    let notice = RwSignal::new(None::<String>);
    let thinking = RwSignal::new(None::<String>);
    let announcement = RwSignal::new(saved.with_untracked(|s| status_line(&s.game)));
    let open = RwSignal::new(None::<Open>);

    // Every change to the game goes through here, so a finished game is counted at once.
    let change = move |f: &mut dyn FnMut(&mut SavedGame)| {
        saved.update(|s| {
            f(s);
            stats.update(|st| {
                session::settle(s, st, &players.get_untracked());
            });
        });
    };

    let computer_to_move =
        Memo::new(move |_| saved.with(|s| session::computer_to_move(s, &players.get()).is_some()));
    let human_to_move = Memo::new(move |_| match game.with(Game::status) {
        Status::Playing(side) => !players.get().is_computer(side),
        Status::Over(_) => false,
    });

    let on_computer_move = Callback::new(move |mv: Move| {
        let mut refused = None;
        change(&mut |s| refused = s.game.play(mv).err());
        match refused {
            Some(why) => web_sys::console::error_1(
                &format!("the computer's move {mv} was refused: {why}").into(),
            ),
            None => announcement.set(game.with_untracked(move_announcement)),
        }
    });
    let computer: Computer = drive_computer(
        game.into(),
        computer_to_move.into(),
        level.into(),
        thinking,
        on_computer_move,
    );

    // New players take over at once: a computer now to move plays without Resume.
    Effect::new(move |before: Option<Players>| {
        let now = players.get();
        if before.is_some_and(|b| b != now) {
            saved.update(session::resume);
        }
        now
    });

    let choose = Callback::new(move |sq: Square| {
        if let Some(why) = game.with_untracked(|g| refusal(g, sq)) {
            notice.set(Some(why));
            return;
        }
        if !human_to_move.get_untracked() {
            notice.set(Some("Wait for the computer's move".to_string()));
            return;
        }
        change(&mut |s| {
            session::play(s, sq).expect("refusal() accepted the square, so it is legal");
        });
        notice.set(None);
        announcement.set(game.with_untracked(move_announcement));
    });

    let resolve_draw = move |offer: DrawOffer, accepted: bool| {
        let mut answer = None;
        change(&mut |s| answer = offer.resolve(&mut s.game, accepted).ok());
        let line = match answer {
            Some(Answer::Accepted) => format!(
                "{} accepts the draw. {}",
                offer.to().title(),
                game.with_untracked(status_line)
            ),
            Some(Answer::Declined) => format!(
                "{} declines the draw — {} to move",
                offer.to().title(),
                offer.by().title()
            ),
            None => return,
        };
        notice.set(Some(line.clone()));
        announcement.set(line);
    };

    let offer_draw = move || {
        let players = players.get_untracked();
        let offer = match game.with_untracked(|g| DrawOffer::new(g, &players)) {
            Ok(offer) => offer,
            Err(why) => {
                notice.set(Some(why.to_string()));
                return;
            }
        };
        match offer.answerer() {
            Player::Human => open.set(Some(Open::Draw(offer))),
            Player::Computer => {
                notice.set(Some(format!(
                    "{} offers a draw; the computer is considering it…",
                    offer.by().title()
                )));
                let asked_in = game.get_untracked();
                let position = asked_in.clone();
                let on_answer = Callback::new(move |accepts: bool| {
                    // A reply to a position that is gone would answer the wrong offer.
                    if game.with_untracked(|g| *g == asked_in) {
                        resolve_draw(offer, accepts);
                    }
                });
                computer.ask_draw(&position, offer.to(), level.get_untracked(), on_answer);
            }
        }
    };

    let enabled = Callback::new(move |action: Action| {
        let s = saved.read();
        let p = players.get();
        let g = &s.game;
        match action {
            Action::Resign => session::resigning_side(g, &p).is_some(),
            Action::OfferDraw => DrawOffer::new(g, &p).is_ok(),
            Action::Undo | Action::UndoAll => g.can_undo(),
            Action::Redo | Action::RedoAll => g.can_redo(),
            Action::ResumePlay => session::can_resume(&s, &p),
            Action::NewGame
            | Action::Options
            | Action::Statistics
            | Action::Help
            | Action::About => true,
        }
    });

    let run = Callback::new(move |action: Action| {
        if !enabled.run(action) {
            return;
        }
        let said = match action {
            Action::NewGame => {
                let first = players.get_untracked().first;
                change(&mut |s| *s = session::new_game(first));
                Some(format!("New game. {}", game.with_untracked(status_line)))
            }
            Action::Resign => {
                let p = players.get_untracked();
                let mut loser = None;
                change(&mut |s| loser = session::resign(s, &p).ok());
                loser.map(|_| game.with_untracked(status_line))
            }
            Action::OfferDraw => {
                offer_draw();
                None
            }
            Action::Undo | Action::Redo | Action::UndoAll | Action::RedoAll => {
                change(&mut |s| {
                    session::step(s, action);
                });
                let what = match action {
                    Action::Undo => "Move taken back",
                    Action::UndoAll => "All moves taken back",
                    Action::Redo => "Move replayed",
                    _ => "All moves replayed",
                };
                let held =
                    saved.with_untracked(|s| session::can_resume(s, &players.get_untracked()));
                let hint = if held {
                    " The computer waits: choose Resume play to let it move."
                } else {
                    ""
                };
                Some(format!(
                    "{what}. {}.{hint}",
                    game.with_untracked(status_line)
                ))
            }
            Action::ResumePlay => {
                saved.update(session::resume);
                Some("Play resumed".to_string())
            }
            Action::Options | Action::Statistics | Action::Help | Action::About => {
                open.set(Some(match action {
                    Action::Options => Open::Options,
                    Action::Statistics => Open::Statistics,
                    Action::Help => Open::Help,
                    _ => Open::About,
                }));
                None
            }
        };
        if let Some(line) = said {
            notice.set(None);
            announcement.set(line);
        }
    });

    let dialog_open = Signal::derive(move || open.with(Option::is_some));
    hotkeys::listen(dialog_open, run, choose);

    let close = Callback::new(move |()| open.set(None));
    let dialog = move || {
        open.get().map(|which| match which {
            Open::Options => view! { <OptionsDialog options=options on_close=close /> }.into_any(),
            Open::Statistics => {
                view! { <StatisticsDialog stats=stats on_close=close /> }.into_any()
            }
            Open::Help => view! { <HelpDialog on_close=close /> }.into_any(),
            Open::About => view! { <AboutDialog on_close=close /> }.into_any(),
            Open::Draw(offer) => {
                let on_answer = Callback::new(move |accepted: bool| {
                    open.set(None);
                    resolve_draw(offer, accepted);
                });
                view! { <DrawPrompt offer=offer on_answer=on_answer /> }.into_any()
            }
        })
    };

    Effect::new(move |_| options.with(apply_colours));

    let display = Memo::new(move |_| options.with(|o| o.display));
    let show_legal = Signal::derive(move || display.get().show_valid_moves);
    let preview = Signal::derive(move || display.get().preview_moves);
    let animate = Signal::derive(move || display.get().animate_moves);

    view! {
        <main class="app">
            <UpdateBanner />
            <header class="title">
                <h1>"Reversi"</h1>
            </header>
            <Show when=move || storage_notices.with(|n| !n.is_empty())>
                <div class="storage-notice" role="status" data-testid="storage-notice">
                    {move || {
                        storage_notices
                            .get()
                            .into_iter()
                            .map(|line| view! { <p>{line}</p> })
                            .collect_view()
                    }}
                    <button type="button" on:click=move |_| storage_notices.set(Vec::new())>
                        "Dismiss"
                    </button>
                </div>
            </Show>
            <section class="play">
                <Scores game=game />
                <div class="board-wrap">
                    <Board
                        game=game
                        playable=human_to_move
                        show_legal=show_legal
                        preview=preview
                        animate=animate
                        on_choose=choose
                    />
                </div>
                <StatusBar
                    game=game
                    notice=notice
                    thinking=thinking
                    announcement=announcement
                />
            </section>
            <aside class="controls">
                <Menu enabled=enabled on_action=run />
                <Lineup options=options />
            </aside>
            {dialog}
        </main>
    }
}
