//! The live connection in the Game panel: its state (`friend-status`), the invitation or the
//! reply to send (a link and its QR code), the field for the friend's reply, and the buttons
//! to connect again, disconnect, or go on by link.

use super::qr::QrCodeView;
use super::{call, Call, LiveState, Phase, ToSend};
use crate::i18n::friend::COPY_LINK;
use crate::i18n::live as words;
use crate::i18n::record::Copied;
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
            call(state, list, live, Call::Host(id));
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
                {body}
            </div>
        </Show>
    }
}
