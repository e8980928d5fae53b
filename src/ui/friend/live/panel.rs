//! The live connection in the Game panel: its state (`friend-status`), the invitation or the
//! reply to send (a link and its QR code), the field for the friend's reply, both clocks when
//! the game has them, the undo request and the rematch with their answers, and the buttons
//! to connect again, disconnect, or go on by link.

use super::qr::QrCodeView;
use super::{call, Call, LiveState, Phase, ToSend};
use crate::engine::Color;
use crate::i18n::friend::COPY_LINK;
use crate::i18n::live as words;
use crate::i18n::record::Copied;
use crate::session::friend::live::{Asked, Request};
use crate::ui::clipboard::copy;
use crate::ui::friend::FriendList;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// A link to send, with Copy and its QR code; `hook` is the link's test id.
fn link_to_send(
    state: AppState,
    link: ToSend,
    hook: &'static str,
    label: crate::i18n::Text,
) -> impl IntoView {
    let ToSend { url, qr } = link;
    let copied = url.clone();
    let lang = state.lang;
    view! {
        <a class="friend-link" data-testid=hook href=url.clone() aria-label=tr(label)>{url.clone()}</a>
        <div class="friend-buttons">
            <button type="button" data-testid=format!("{hook}-copy")
                on:click=move |_| copy(state, COPY_LINK, Copied::Link, copied.clone())>
                {tr(COPY_LINK)}
            </button>
        </div>
        {qr.map(|qr| move || view! {
            <QrCodeView qr=qr.clone() label=words::QR_CODE.get(lang.get()).to_string() />
        })}
    }
}

/// A time left as the clock shows it, `m:ss`, rounded up: a side shows 0:00 only once its
/// time is gone.
fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// Both clocks, while the game has them: they tick on this page's time.
fn clocks(live: LiveState, lang: Memo<crate::i18n::Lang>) -> impl IntoView {
    let now = RwSignal::new(js_sys::Date::now() as u64);
    let ticking = set_interval_with_handle(
        move || now.set(js_sys::Date::now() as u64),
        std::time::Duration::from_millis(250),
    )
    .ok();
    on_cleanup(move || {
        if let Some(handle) = ticking {
            handle.clear();
        }
    });
    let one = move |side: Color, hook: &'static str| {
        let left = move || live.clock.get().map(|c| c.left(side, now.get()));
        view! {
            <p class="friend-clock" role="timer" data-testid=hook
                aria-label=move || words::clock_of(side, lang.get())
                data-running=move || (live.clock.get().and_then(|c| c.running()) == Some(side)).to_string()
                data-ms=move || left().unwrap_or_default()>
                <span>{move || crate::i18n::names::color(side, lang.get())}</span>
                <span class="friend-clock-time">{move || clock_text(left().unwrap_or_default())}</span>
            </p>
        }
    };
    view! {
        <div class="friend-clocks" role="group" aria-label=tr(words::CLOCKS)
            data-testid="friend-clocks">
            {one(Color::Black, "friend-clock-black")}
            {one(Color::White, "friend-clock-white")}
        </div>
    }
}

/// The undo request or rematch waiting, with its answer's buttons on the page that answers;
/// else the button that asks (take back while the game goes on, rematch once it is over).
fn requests(state: AppState, list: FriendList, live: LiveState) -> impl IntoView {
    let lang = state.lang;
    let game = Memo::new(move |_| {
        let id = live.id.get();
        state
            .session
            .with(|s| s.friend().filter(|f| Some(f.id) == id).cloned())
    });
    let ask = move |c: Call| move |_| call(state, list, live, c.clone());
    move || {
        let game = game.get()?;
        let name = game.their_name().to_string();
        let over = game.game.is_over();
        Some(match live.asked.get() {
            Some(Asked { request, mine: true }) => view! {
                <p class="friend-offer" data-testid="friend-request-waiting">
                    {move || match request {
                        Request::Undo => words::UNDO_ASKED_SENT.get(lang.get()),
                        Request::Rematch(_) => words::REMATCH_SENT.get(lang.get()),
                    }}
                </p>
            }
            .into_any(),
            Some(Asked { request: Request::Undo, mine: false }) => view! {
                <p class="friend-offer" data-testid="friend-undo-request">
                    {move || words::undo_asked(&name, lang.get())}
                </p>
                <div class="friend-buttons">
                    <button type="button" data-testid="friend-undo-accept"
                        on:click=ask(Call::AnswerUndo(true))>
                        {tr(words::ACCEPT_UNDO)}
                    </button>
                    <button type="button" data-testid="friend-undo-decline"
                        on:click=ask(Call::AnswerUndo(false))>
                        {tr(words::DECLINE_UNDO)}
                    </button>
                </div>
            }
            .into_any(),
            Some(Asked { request: Request::Rematch(_), mine: false }) => view! {
                <p class="friend-offer" data-testid="friend-rematch-request">
                    {move || words::rematch_asked(&name, lang.get())}
                </p>
                <div class="friend-buttons">
                    <button type="button" data-testid="friend-rematch-accept"
                        on:click=ask(Call::AnswerRematch(true))>
                        {tr(words::ACCEPT_REMATCH)}
                    </button>
                    <button type="button" data-testid="friend-rematch-decline"
                        on:click=ask(Call::AnswerRematch(false))>
                        {tr(words::DECLINE_REMATCH)}
                    </button>
                </div>
            }
            .into_any(),
            None if over => view! {
                <div class="friend-buttons">
                    <button type="button" data-testid="friend-rematch" on:click=ask(Call::AskRematch)>
                        {tr(words::REMATCH)}
                    </button>
                </div>
            }
            .into_any(),
            None => view! {
                <div class="friend-buttons">
                    <button type="button" data-testid="friend-undo" on:click=ask(Call::AskUndo)>
                        {tr(words::ASK_UNDO)}
                    </button>
                </div>
            }
            .into_any(),
        })
    }
}

/// The connection's part of the Game panel, while there is one.
#[component]
pub fn LivePanel() -> impl IntoView {
    let state = AppState::get();
    let list = FriendList::get();
    let live = LiveState::get();
    let lang = state.lang;
    let reply = RwSignal::new(String::new());
    let status = move || match live.phase.get() {
        Phase::Idle => "",
        Phase::Preparing => words::PREPARING.get(lang.get()),
        Phase::Offering(_) => words::OFFERING.get(lang.get()),
        Phase::Answering(_) => words::ANSWERING.get(lang.get()),
        Phase::Connecting => words::CONNECTING.get(lang.get()),
        Phase::Connected => words::CONNECTED.get(lang.get()),
        Phase::Disconnected => words::DISCONNECTED.get(lang.get()),
        Phase::Failed => words::FAILED.get(lang.get()),
    };
    let connect_again = move |_| {
        if let Some(id) = live.id.get_untracked() {
            call(state, list, live, Call::Host(id, None));
        }
    };
    let body = move || {
        match live.phase.get() {
        Phase::Offering(url) => view! {
            {link_to_send(state, url, "friend-offer", words::INVITATION)}
            <form class="friend-reply" on:submit=move |e| {
                e.prevent_default();
                call(state, list, live, Call::Reply(reply.get_untracked()));
            }>
                <label for="friend-answer-input">{tr(words::PASTE_REPLY)}</label>
                <input id="friend-answer-input" type="url" data-testid="friend-answer-input"
                    autocomplete="off"
                    prop:value=move || reply.get()
                    on:input=move |e| reply.set(event_target_value(&e)) />
                <button type="submit" data-testid="friend-answer-connect">{tr(words::CONNECT)}</button>
            </form>
        }
        .into_any(),
        Phase::Answering(url) => link_to_send(state, url, "friend-answer", words::REPLY).into_any(),
        Phase::Connected => view! {
            {requests(state, list, live)}
            <div class="friend-buttons">
                <button type="button" data-testid="friend-hang-up"
                    on:click=move |_| call(state, list, live, Call::HangUp)>
                    {tr(words::HANG_UP)}
                </button>
            </div>
        }
        .into_any(),
        Phase::Disconnected | Phase::Failed => view! {
            <div class="friend-buttons">
                <button type="button" data-testid="friend-live-connect" on:click=connect_again>
                    {tr(words::CONNECT_LIVE)}
                </button>
                <button type="button" data-testid="friend-use-link"
                    on:click=move |_| call(state, list, live, Call::UseLink)>
                    {tr(words::USE_LINK)}
                </button>
            </div>
        }
        .into_any(),
        Phase::Idle | Phase::Preparing | Phase::Connecting => ().into_any(),
    }
    };
    view! {
        <Show when=move || live.phase.get() != Phase::Idle>
            <div class="friend-live" data-testid="friend-live">
                <p class="friend-status" data-testid="friend-status" role="status"
                    aria-label=tr(words::STATUS)
                    data-state=move || live.phase.get().key()>
                    {status}
                </p>
                <Show when=move || live.clock.with(Option::is_some)>
                    {clocks(live, lang)}
                </Show>
                {body}
            </div>
        </Show>
    }
}
