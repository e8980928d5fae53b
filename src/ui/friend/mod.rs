//! Games against a friend on another page, in the app: the stored list of friend games, kept
//! in step with the one on the board; starting a game; opening one from the list; and a
//! friend link in the address, checked against the game this page has before anything
//! changes. The rules are [`crate::session::friend`]'s.

pub mod button;
pub mod live;
pub mod panel;

use super::address::page_address;
use super::state::AppState;
use crate::engine::Color;
use crate::i18n::friend as words;
use crate::i18n::library::LIBRARY_REFUSED;
use crate::session::friend::link::{FriendLink, LinkProblem};
use crate::session::friend::{self, Conflict, Received};
use crate::session::text::{conflict_line, with_status};
use crate::session::Refusal;
use crate::settings::friends::{index, FriendGame, Friends};
use crate::storage::Store;
use crate::ui::library::db;
use leptos::prelude::*;

/// The friend games and what the last friend link was refused for, shared through context.
#[derive(Clone, Copy)]
pub struct FriendList {
    /// Every friend game, as stored.
    pub friends: RwSignal<Friends>,
    /// Why the last friend link was refused, until a game changes.
    pub conflict: RwSignal<Option<String>>,
}

impl FriendList {
    /// The list, provided by the app.
    pub fn get() -> FriendList {
        expect_context::<FriendList>()
    }
}

/// Provides the list, with the stored `friends` the app read at start-up.
pub fn provide(friends: Friends) {
    provide_context(FriendList {
        friends: RwSignal::new(friends),
        conflict: RwSignal::new(None),
    });
    live::provide();
}

/// Seconds since 1970 now.
pub fn now_s() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

/// A fresh game id: 64 random bits, so that no two of a player's games share one (the id
/// names a game, it guards nothing).
pub fn new_id() -> u64 {
    let half = || (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
    half() << 32 | half()
}

/// The whole URL that carries `game` to the friend.
pub fn url(game: &FriendGame) -> String {
    format!("{}{}", page_address(), friend::link(game).fragment())
}

/// Saves the friend games whenever they differ from `read` (the list as the app read it at
/// start-up), and puts the board's friend game into the list whenever it changes.
pub fn keep(
    state: AppState,
    list: FriendList,
    store: Store,
    notices: RwSignal<Vec<String>>,
    read: Friends,
) {
    let live = live::LiveState::get();
    Effect::new(move |_| {
        let on_board = state.session.with(|s| s.friend().cloned());
        let Some(mut game) = on_board else {
            return;
        };
        let stored = list.friends.with_untracked(|f| f.get(game.id).cloned());
        game.updated_ms = stored.as_ref().map_or(0, |g| g.updated_ms);
        if stored.as_ref() != Some(&game) {
            if let Some(before) = &stored {
                live::tell_friend(live, before, &game);
            }
            game.updated_ms = js_sys::Date::now() as u64;
            let ended = game.game.is_over() && !stored.is_some_and(|g| g.game.is_over());
            if ended {
                keep_in_library(state, &game, notices);
            }
            list.friends.update(|f| f.put(game));
            list.conflict.set(None);
        }
    });
    // Changes made before this chunk came are saved on the first run.
    Effect::new(move |first: Option<()>| {
        list.friends.track();
        if first.is_none() && list.friends.with(|f| *f == read) {
            return;
        }
        if let Err(e) = list.friends.with_untracked(|f| store.save_friends(f)) {
            notices.update(|n| n.push(e.text(state.lang_now())));
        }
    });
}

/// Puts a friend game that has just ended into the Library (which keeps each game once).
fn keep_in_library(state: AppState, game: &FriendGame, notices: RwSignal<Vec<String>>) {
    let Some(kept) = friend::library_game(game, js_sys::Date::now() as u64) else {
        return;
    };
    leptos::task::spawn_local(async move {
        if db::add(&[kept]).await.is_err() {
            notices.update(|n| n.push(LIBRARY_REFUSED.get(state.lang_now()).to_string()));
        }
    });
}

/// Starts a game against a friend, this page playing `me`, and puts it on the board.
pub fn start(
    state: AppState,
    list: FriendList,
    me: Color,
    my_name: String,
    their_name: String,
    days: Option<u8>,
) {
    let mut names = [String::new(), String::new()];
    names[index(me)] = my_name.clone();
    names[index(me.opponent())] = their_name;
    let game = friend::start(new_id(), me, names, days, now_s());
    list.friends.update(|f| f.name = my_name);
    put_on_board(state, game);
}

/// Puts a stored friend game on the board.
pub fn open(state: AppState, list: FriendList, id: u64) {
    if let Some(game) = list.friends.with_untracked(|f| f.get(id).cloned()) {
        put_on_board(state, game);
    }
}

/// Puts `game` on the board (the game it replaces is offered back), and says so.
pub fn put_on_board(state: AppState, game: FriendGame) {
    let _ = state.change(|s, stats| {
        s.open_friend(game, stats);
        Ok(())
    });
    state.panel.set(super::panel::Panel::Game);
    let lang = state.lang_now();
    state.say(
        state
            .session
            .with_untracked(|s| with_status(words::OPENED_FRIEND.get(lang), s, lang)),
    );
}

/// Takes in the friend link `text` from the address: the game it belongs to goes on the
/// board, moved on by what the link brings; a link that does not read or does not fit is
/// refused with the reason, and nothing stored changes.
pub fn receive(state: AppState, list: FriendList, text: &str) {
    let lang = state.lang_now();
    let link = match FriendLink::read(text) {
        Ok(link) => link,
        Err(problem) => return refuse(state, list, problem_line(&problem, lang)),
    };
    let now = now_s();
    let on_board = state
        .session
        .with_untracked(|s| s.friend().is_some_and(|f| f.id == link.id));
    let taken = if on_board {
        let mut got = Err(Conflict::OtherMoves);
        let _ = state.change(|s, stats| {
            got = s.friend_receive(&link, now, stats);
            // A refused link must change nothing: the change is dropped whole.
            got.map(|_| ()).map_err(|_| Refusal::SentToFriend)
        });
        got.map(Some)
    } else {
        let stored = list.friends.with_untracked(|f| f.get(link.id).cloned());
        let taken = match stored {
            Some(mut game) => friend::receive(&mut game, &link, now).map(|got| (game, Some(got))),
            None => {
                let name = list.friends.with_untracked(|f| f.name.clone());
                friend::from_link(&link, &name, now).map(|game| (game, None))
            }
        };
        taken.map(|(game, got)| {
            put_on_board(state, game);
            got
        })
    };
    match taken {
        Ok(got) => {
            list.conflict.set(None);
            state.panel.set(super::panel::Panel::Game);
            let line = received_line(state, got);
            state.say(
                state
                    .session
                    .with_untracked(|s| with_status(&line, s, lang)),
            );
            state.notify(line);
        }
        Err(conflict) => refuse(state, list, conflict_line(conflict, lang).to_string()),
    }
}

/// Shows why a friend link was refused, beside the friend games and to screen readers.
fn refuse(state: AppState, list: FriendList, line: String) {
    list.conflict.set(Some(line.clone()));
    state.panel.set(super::panel::Panel::Game);
    state.say(line);
}

/// What a friend's link brought, in words; `None` for a game's first link.
fn received_line(state: AppState, got: Option<Received>) -> String {
    let lang = state.lang_now();
    let (name, me) = state.session.with_untracked(|s| {
        s.friend().map_or((String::new(), Color::Black), |f| {
            (f.their_name().to_string(), f.me)
        })
    });
    let Some(got) = got else {
        return words::invited(&name, me, lang);
    };
    let mut lines = Vec::new();
    if got.moves > 0 {
        lines.push(words::friend_moved(&name, got.moves, lang));
    }
    if got.offered {
        lines.push(words::offers_draw(&name, lang));
    }
    if got.declined {
        lines.push(words::THEY_DECLINED.get(lang).to_string());
    }
    if got.nothing() {
        lines.push(words::NOTHING_NEW.get(lang).to_string());
    }
    lines.join(" ")
}

/// Why a friend link cannot be read, in words.
fn problem_line(problem: &LinkProblem, lang: crate::i18n::Lang) -> String {
    match problem {
        LinkProblem::NotFriendLink | LinkProblem::Part(_) => words::LINK_BROKEN,
        LinkProblem::Cut => words::LINK_CUT,
        LinkProblem::Altered => words::LINK_ALTERED,
        LinkProblem::Newer(_) => words::LINK_NEWER,
        LinkProblem::Move(_) => words::LINK_BAD_MOVE,
    }
    .get(lang)
    .to_string()
}
