//! The friend games in the Game panel: for the friend game on the board, the link to send
//! (with Share where the browser has it, and Copy), the friend's draw offer to answer and the
//! time per move; the list of every friend game, whose move it is in each; and why the last
//! friend link was refused.

use super::live::panel::LivePanel;
use super::live::{call, Call, LiveState};
use super::{now_s, open, url, FriendList};
use crate::i18n::friend as words;
use crate::i18n::record::Copied;
use crate::session::friend::{self, FriendRefusal};
use crate::settings::friends::FriendGame;
use crate::ui::clipboard::copy;
use crate::ui::files::local_minute;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Whose move it is in `game`, as the list's `data-turn` writes it.
fn turn_key(game: &FriendGame) -> &'static str {
    match friend::to_move(game) {
        Some(side) if side == game.me => "me",
        Some(_) => "them",
        None => "over",
    }
}

/// The browser's Web Share, where it has one.
fn web_share() -> Option<js_sys::Function> {
    let navigator = window().navigator();
    js_sys::Reflect::get(&navigator, &"share".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// Hands `url` to the browser's share sheet.
fn share(url: &str) {
    let navigator = window().navigator();
    let Some(share) = web_share() else {
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    // The promise is the sheet's: a player who closes it has chosen not to share.
    let _ = share.call1(&navigator, &data);
}

/// Runs a rule of the friend game on the board, telling the player `done` or the refusal.
fn act(
    state: AppState,
    rule: impl FnOnce(&mut FriendGame) -> Result<(), FriendRefusal>,
    done: &str,
) {
    match state.change(|s, stats| s.friend_act(rule, stats)) {
        Ok(()) => state.tell(done),
        Err(why) => state.refuse(why),
    }
}

/// The friend games.
#[component]
pub fn FriendPanel() -> impl IntoView {
    let state = AppState::get();
    let list = FriendList::get();
    let live = LiveState::get();
    let lang = state.lang;
    let on_board = Memo::new(move |_| state.session.with(|s| s.friend().cloned()));
    let board_game = move || {
        on_board.get().map(|game| {
            let link = url(&game);
            let me = game.me.name();
            let their_turn = friend::to_move(&game) == Some(game.them());
            let offer_to_answer = game.offer == Some(game.them());
            let late = friend::deadline(&game).filter(|_| !game.game.is_over());
            let name = game.their_name().to_string();
            let shared = link.clone();
            let copied = link.clone();
            let id = game.id;
            let over = game.game.is_over();
            let is_live = move || live.is_for(id);
            view! {
                <div class="friend-game" data-testid="friend-game"
                    data-mode=move || if is_live() { "live" } else { "link" } data-me=me>
                    <div class="friend-by-link" hidden=is_live>
                    <p class="friend-send">
                        {move || if their_turn {
                            words::SEND_LINK.get(lang.get())
                        } else {
                            words::LINK_TEXT.get(lang.get())
                        }}
                    </p>
                    <a class="friend-link" data-testid="friend-link" href=link.clone()>
                        {link.clone()}
                    </a>
                    <div class="friend-buttons">
                        {web_share().is_some().then(|| view! {
                            <button type="button" data-testid="friend-web-share"
                                on:click=move |_| share(&shared)>
                                {tr(words::SHARE)}
                            </button>
                        })}
                        <button type="button" data-testid="friend-share"
                            on:click=move |_| copy(state, words::COPY_LINK, Copied::Link, copied.clone())>
                            {tr(words::COPY_LINK)}
                        </button>
                        {(!over).then(|| view! {
                            <button type="button" data-testid="friend-go-live"
                                on:click=move |_| call(state, list, live, Call::Host(id, None))>
                                {tr(crate::i18n::live::CONNECT_LIVE)}
                            </button>
                        })}
                    </div>
                    </div>
                    {offer_to_answer.then(|| view! {
                        <p class="friend-offer" data-testid="friend-draw-offer">
                            {move || words::offers_draw(&name, lang.get())}
                        </p>
                        <div class="friend-buttons">
                            <button type="button" data-testid="friend-accept-draw"
                                on:click=move |_| act(state, |g| friend::answer_draw(g, true),
                                    words::ACCEPT_DRAW.get(state.lang_now()))>
                                {tr(words::ACCEPT_DRAW)}
                            </button>
                            <button type="button" data-testid="friend-decline-draw"
                                on:click=move |_| act(state, |g| friend::answer_draw(g, false),
                                    words::DECLINED_SENT.get(state.lang_now()))>
                                {tr(words::DECLINE_DRAW)}
                            </button>
                        </div>
                    })}
                    {late.map(|deadline| view! {
                        <p class="friend-deadline" data-testid="friend-deadline">
                            {move || words::move_by(&local_minute(deadline * 1000), lang.get())}
                        </p>
                        {(their_turn && now_s() >= deadline).then(|| view! {
                            <button type="button" data-testid="friend-claim-time"
                                on:click=move |_| act(state, |g| friend::claim_time(g, now_s()),
                                    words::CLAIM_TIME.get(state.lang_now()))>
                                {tr(words::CLAIM_TIME)}
                            </button>
                        })}
                    })}
                </div>
            }
        })
    };
    let rows = move || {
        let showing = on_board.with(|g| g.as_ref().map(|g| g.id));
        list.friends.with(|f| {
            f.games
                .iter()
                .map(|game| {
                    let id = game.id;
                    let name = words::display_name(game.their_name(), lang.get());
                    let turn = turn_key(game);
                    let state_word = match turn {
                        "me" => words::YOUR_MOVE,
                        "them" => words::THEIR_MOVE,
                        _ => words::FINISHED,
                    };
                    let current = showing == Some(id);
                    view! {
                        <li>
                            <button
                                type="button"
                                class="friend-game-row"
                                data-testid="friend-game-row"
                                data-turn=turn
                                aria-current=current.then_some("true")
                                on:click=move |_| open(state, list, id)
                            >
                                <span class="friend-name">{name}</span>
                                " — "
                                <span class="friend-turn">{move || state_word.get(lang.get())}</span>
                            </button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let any = move || {
        on_board.with(Option::is_some)
            || live.phase.with(|p| *p != super::live::Phase::Idle)
            || list.friends.with(|f| !f.games.is_empty())
            || list.conflict.with(Option::is_some)
    };
    view! {
        <Show when=any>
            <section class="friend-area" aria-label=tr(words::FRIEND_GAMES)>
                {move || list.conflict.get().map(|line| view! {
                    <p class="friend-conflict" role="alert" data-testid="friend-conflict">{line}</p>
                })}
                <LivePanel />
                {board_game}
                <Show when=move || list.friends.with(|f| !f.games.is_empty())>
                    <h3 class="friend-heading">{tr(words::FRIEND_GAMES)}</h3>
                    <ul class="friend-games" data-testid="friend-games">{rows}</ul>
                </Show>
            </section>
        </Show>
    }
}
