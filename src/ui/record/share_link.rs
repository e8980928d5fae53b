//! Share links in the page's own address: a `#moves=…` or `#position=…` fragment opens its
//! game at start-up, or when a link is pasted into this tab's address bar (`hashchange`).
//! The fragment is then taken out of the address, so a reload does not open it again over
//! later play; a link that does not read leaves the game as it was, with the reason. A
//! `#puzzle=N` link opens the Puzzles view instead, leaving the game aside.

use super::open_game;
use crate::engine::record::parse_fragment;
use crate::i18n::record::link_refused_line;
use crate::session::friend::link::is_friend_link;
use crate::session::friend::live::signal::{is_live_link, Side, Signal};
use crate::session::puzzle::link_number;
use crate::session::Source;
use crate::ui::address::page_address;
use crate::ui::friend::live::{call as live_call, Call, LiveState};
use crate::ui::friend::{receive as receive_friend, FriendList};
use crate::ui::puzzles::{leave as leave_puzzles, open_later as open_puzzle, Puzzles};
use crate::ui::state::AppState;
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// Opens the link in the address now and whenever it changes, for the page's lifetime.
pub fn follow(state: AppState) {
    // Taken from the context now: the listener runs outside any owner.
    let puzzles = Puzzles::get();
    let friends = FriendList::get();
    let live = LiveState::get();
    open_from_address(state, puzzles, friends, live);
    // The listener lives as long as the page.
    let _ = window_event_listener(ev::hashchange, move |_| {
        open_from_address(state, puzzles, friends, live)
    });
}

/// Whether the address carries a fragment to open.
pub fn in_address() -> bool {
    carries_link(&fragment())
}

/// The address's fragment, `#` included ("" without one).
fn fragment() -> String {
    window().location().hash().unwrap_or_default()
}

/// Whether `hash` (a fragment, `#` included) holds anything to open.
fn carries_link(hash: &str) -> bool {
    !hash.trim_start_matches('#').trim().is_empty()
}

/// Opens the game the address's fragment carries, if it has one.
fn open_from_address(state: AppState, puzzles: Puzzles, friends: FriendList, live: LiveState) {
    let hash = fragment();
    if !carries_link(&hash) {
        return;
    }
    // A puzzle's link opens the Puzzles view and stays in the address while it is shown.
    if let Some(number) = link_number(&hash) {
        open_puzzle(state, puzzles, Some(number));
        return;
    }
    // A game's link brings the game back from behind the puzzles to show it.
    if state.away.get_untracked() {
        leave_puzzles(state, puzzles);
    }
    clear_fragment();
    if is_friend_link(&hash) {
        return receive_friend(state, friends, &hash);
    }
    if is_live_link(&hash) {
        // An invitation is answered here; a reply (or a link that does not read) goes to
        // the connection, which takes it, hands it to the tab that waits, or says why not.
        let what = match Signal::read(&hash) {
            Ok(offer) if offer.side == Side::Offer => Call::Join(offer),
            _ => Call::Reply(hash),
        };
        return live_call(state, friends, live, what);
    }
    match parse_fragment(&hash) {
        Ok(game) => open_game(state, game, Source::Link),
        Err(why) => state.tell(link_refused_line(&why, state.lang_now())),
    }
}

/// Takes the fragment out of the address without adding a history entry.
fn clear_fragment() {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&page_address()));
    }
}
